"""Game-information searches: players by colour or either, ranks, event, dates, result,
rules, komi, handicap, size and comment text, each checked against the records themselves."""

from __future__ import annotations

import pytest

from qtgo.library import GameFilter, Library, QueryError, parse_date
from qtgo.sgf import load

GAMES = {
    "a.sgf": "(;SZ[19]PB[Lee Sedol]BR[9p]PW[AlphaGo]EV[Google DeepMind Challenge]DT[2016-03-09]RE[W+R]RU[Chinese]"
    "KM[7.5]C[a historic day];B[qd];W[dd]C[move 37 is later])",
    "b.sgf": "(;SZ[19]PB[AlphaGo]PW[Lee Sedol]WR[9p]EV[Google DeepMind Challenge]DT[2016-03-10,12]RE[B+R]"
    "RU[Chinese]KM[7.5];B[pd];W[dp])",
    "c.sgf": "(;SZ[19]PB[Go Seigen]PW[Honinbo Shusai]EV[Oteai]DT[1933-10-16]RE[W+2]RU[Japanese]KM[0]"
    "C[the sansan, tengen and hoshi opening];B[cc];W[pd])",
    "d.sgf": "(;SZ[9]PB[student]PW[teacher]DT[2024年5月3日]RE[0]HA[3]AB[cc][gg][cg];W[ee])",
    "e.sgf": "(;SZ[13]PB[x]PW[y]DT[May 4, 2024]RE[Void];B[dd])",
}


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("records")
    for name, text in GAMES.items():
        (folder / name).write_text(text, encoding="utf-8")
    with Library(tmp_path_factory.mktemp("db") / "l.db") as library:
        assert library.import_paths([folder]).imported == len(GAMES)
        yield library


def names(library: Library, **filters) -> list[str]:
    return sorted(row.file.rsplit("/", 1)[1] for row in library.games(GameFilter(**filters)))


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        ({"player": "lee sedol"}, ["a.sgf", "b.sgf"]),
        ({"black": "Lee"}, ["a.sgf"]),
        ({"white": "lee"}, ["b.sgf"]),
        ({"black": "AlphaGo", "white": "Lee"}, ["b.sgf"]),
        ({"rank": "9p"}, ["a.sgf", "b.sgf"]),
        ({"event": "deepmind"}, ["a.sgf", "b.sgf"]),
        ({"date_from": "2016-03-10"}, ["b.sgf", "d.sgf", "e.sgf"]),
        ({"date_from": "2016-03-11", "date_to": "2016-03-11"}, ["b.sgf"]),  # inside 10..12
        ({"date_to": "2016"}, ["a.sgf", "b.sgf", "c.sgf"]),
        ({"date_from": "1933", "date_to": "1933-10"}, ["c.sgf"]),
        ({"date_from": "2024-05-03", "date_to": "2024-05-03"}, ["d.sgf"]),
        ({"date_from": "2024-05-04"}, ["e.sgf"]),
        ({"result": "B"}, ["b.sgf"]),
        ({"result": "W"}, ["a.sgf", "c.sgf"]),
        ({"result": "draw"}, ["d.sgf"]),
        ({"rules": "japanese"}, ["c.sgf"]),
        ({"komi": 7.5}, ["a.sgf", "b.sgf"]),
        ({"handicap": 3}, ["d.sgf"]),
        ({"size": 13}, ["e.sgf"]),
        ({"text": "historic"}, ["a.sgf"]),
        ({"text": "move 37"}, ["a.sgf"]),
        ({"text": "tengen"}, ["c.sgf"]),
        ({"player": "lee", "result": "W"}, ["a.sgf"]),
        ({}, ["a.sgf", "b.sgf", "c.sgf", "d.sgf", "e.sgf"]),
    ],
)
def test_filters_find_exactly_the_matching_games(library, filters, expected):
    assert names(library, **filters) == expected


def test_a_players_games_are_found_by_the_whole_name_in_any_case(tmp_path):
    """The coach's games of a player: whole names, Unicode case folding (not SQLite's ASCII
    lower), blanks around a name ignored; in date order."""
    games = {
        "f.sgf": "(;SZ[9]PB[ Иванов ]PW[Straße]DT[2024-06-01];B[ee])",
        "g.sgf": "(;SZ[9]PB[Lee Sedol]PW[иванова]DT[2023-01-01];B[cc])",
        "h.sgf": "(;SZ[9]PB[x]PW[LEE SEDOL]DT[2022-01-01];B[gg])",
    }
    for name, text in games.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path / name for name in games])

        def files(*who: str) -> list[str]:
            return [row.file.rsplit("/", 1)[1] for row in library.games_of(who)]

        assert files("ИВАНОВ") == ["f.sgf"] and files("strasse") == ["f.sgf"]
        assert files(" lee sedol ", "Иванова") == ["h.sgf", "g.sgf"]
        assert files("Lee") == [] and files("", "  ") == []


def test_a_date_that_is_no_date_is_a_query_error(library):
    with pytest.raises(QueryError):
        library.games(GameFilter(date_from="soon"))


def test_an_unknown_result_is_a_query_error(library):
    with pytest.raises(QueryError):
        library.games(GameFilter(result="maybe"))


def test_words_with_punctuation_are_searched_as_written(library):
    assert names(library, text='"historic') == ["a.sgf"]
    assert names(library, text="tengen,") == ["c.sgf"]
    assert names(library, text="historic tengen") == []  # every word must be there


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        ("2016-03-09", "2016-03-09", "2016-03-09"),
        ("1996-05-06,07,08", "1996-05-06", "1996-05-08"),
        ("1996-12-27,1997-01-03", "1996-12-27", "1997-01-03"),
        ("1996-05-06,06-01", "1996-05-06", "1996-06-01"),
        ("2016.03.09", "2016-03-09", "2016-03-09"),
        ("2016/03/09 12:00:00 UT", "2016-03-09", "2016-03-09"),
        ("2016-03-09T10:11:12.5+08:00", "2016-03-09", "2016-03-09"),
        ("09.03.2016", "2016-03-09", "2016-03-09"),
        ("August 9, 2016", "2016-08-09", "2016-08-09"),
        ("9 Aug 2016", "2016-08-09", "2016-08-09"),
        ("2017年5月23日", "2017-05-23", "2017-05-23"),
        ("2016-02", "2016-02-01", "2016-02-29"),
        ("1996", "1996-01-01", "1996-12-31"),
        ("20160309", "2016-03-09", "2016-03-09"),
    ],
)
def test_dates_in_their_real_world_forms(text, first, last):
    days = parse_date(text)
    assert days is not None
    assert (days.first.isoformat(), days.last.isoformat()) == (first, last)


@pytest.mark.parametrize("text", ["", "unknown", "2016-13-45", "?"])
def test_texts_that_are_no_dates(text):
    assert parse_date(text) is None


def test_filters_agree_with_reading_the_real_records(tmp_path, corpus):
    """Players, result and dates over real records, against their root properties read directly."""
    sources = [p for p in sorted((corpus / "ai").rglob("*")) if p.is_file()][::60]
    with Library(tmp_path / "l.db") as library:
        assert library.import_paths(sources, workers=0).imported == len(sources)
        roots = {str(p.resolve()): load(p, check_moves=False).games[0].root for p in sources}

        def text(root, ident: str) -> str:
            return (root.get(ident) or "").strip()

        def overlaps(root, date_from: str | None, date_to: str | None) -> bool:
            days = parse_date(text(root, "DT"))
            start, end = parse_date(date_from or "0001"), parse_date(date_to or "9999")
            assert start is not None and end is not None
            return days is not None and days.last >= start.first and days.first <= end.last

        checks = [
            (GameFilter(player="alphago"), lambda r: "alphago" in (text(r, "PB") + "\n" + text(r, "PW")).lower()),
            (GameFilter(black="zen"), lambda r: "zen" in text(r, "PB").lower()),
            (GameFilter(white="golaxy"), lambda r: "golaxy" in text(r, "PW").lower()),
            (GameFilter(result="B"), lambda r: text(r, "RE").upper().startswith("B+")),
            (GameFilter(result="W"), lambda r: text(r, "RE").upper().startswith("W+")),
            (GameFilter(date_from="2017", date_to="2017-06"), lambda r: overlaps(r, "2017", "2017-06")),
            (GameFilter(date_from="2018-03"), lambda r: overlaps(r, "2018-03", None)),
            (
                GameFilter(player="leela", result="W", date_to="2018"),
                lambda r: (
                    "leela" in (text(r, "PB") + text(r, "PW")).lower()
                    and text(r, "RE").upper().startswith("W+")
                    and overlaps(r, None, "2018")
                ),
            ),
        ]
        matched = 0
        for query, holds in checks:
            want = sorted(path for path, root in roots.items() if holds(root))
            assert sorted(row.file for row in library.games(query)) == want, query
            matched += len(want)
        assert matched > 20  # the checks select real games, not only empty lists
