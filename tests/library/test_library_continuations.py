"""The pattern search's continuations carry the years they were played and the engine's verdict
from the library's analysed games: "D17 412×, mostly before 2016, −2.1; C14 38×, since 2017"."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from old_schema import UNDO_V7

from qtgo.library import Library
from qtgo.library import events as ev
from qtgo.library._numpy import np
from qtgo.library.continuations import YearsKind, YearsSummary, summarise_years, years_phrase
from qtgo.library.pattern import Pattern
from qtgo.library.pattern_columns import _outcomes, continuation_moves
from qtgo.library.record import move_losses
from qtgo.sgf import parse


def test_the_years_are_those_the_import_read_from_the_dates(tmp_path: Path) -> None:
    # A date the import cannot read ("May 12") gives no year; the others their first day's.
    games = tmp_path / "games"
    games.mkdir()
    dates = {"a": "2016-03-09", "b": "1846-09-11,12", "c": "2016年3月9日", "d": "May 12", "e": "20160309"}
    for name, date in dates.items():
        text = f"(;SZ[19]DT[{date}];B[dd];W[pd];B[jj];W[{name}s])"
        (games / f"{name}.sgf").write_text(text, encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        result = library.search(pattern=Pattern.from_tree(parse("(;SZ[19]AB[dd])").games[0]))
    assert result.years == (1846, 2016, 2016, 2016)
    assert result.continuations[0].years == (1846, 2016, 2016, 2016)


def test_each_game_found_has_its_own_winner_and_year_and_a_game_gone_has_none(tmp_path: Path) -> None:
    # Many games found: every outcome is read from its index and each found by its id; few:
    # those of the games found only. An id no game has (gone since the scan) gets neither.
    games = tmp_path / "games"
    games.mkdir()
    made = [("B+R", "2001-05-01"), ("W+3.5", "1999"), ("", ""), ("B+0.5", "2016-03-09"), ("W+T", "1846")]
    for index, (result, date) in enumerate(made):
        info = (f"RE[{result}]" if result else "") + (f"DT[{date}]" if date else "")
        (games / f"{index}.sgf").write_text(f"(;SZ[19]{info};B[dd];W[p{'abcde'[index]}])", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        db = library.connection
        ids = [row[0] for row in db.execute("SELECT id FROM games ORDER BY id")]
        assert len(ids) == len(made)
        expected = {}
        for (game_id,) in db.execute("SELECT id FROM games"):
            (name,) = db.execute(
                "SELECT files.path FROM games JOIN files ON files.id = games.file_id WHERE games.id = ?", (game_id,)
            ).fetchone()
            result, date = made[int(Path(name).stem)]
            winner = {"B": 1, "W": 2}.get(result[:1], 0)
            expected[game_id] = (winner, int(date[:4]) if date else -1)
        gone = max(ids) + 3
        for chosen in ([*ids, gone], [ids[1], gone], [ids[3]]):  # most of them, then few
            winners, years, at = _outcomes(db, np.array(chosen, dtype=np.int64))
            got = list(zip(winners[at].tolist(), years[at].tolist(), strict=True))
            assert got == [expected.get(game_id, (0, -1)) for game_id in chosen]


def test_years_read_against_every_game_found() -> None:
    everyone = [2000, 2004, 2008, 2010, 2012, 2014, 2016, 2018, 2020]  # the median: 2012
    assert summarise_years([], everyone) is None
    assert summarise_years([2011, 2011], everyone) == YearsSummary(YearsKind.ONE, 2011, 2011, 2011)
    assert summarise_years([2017, 2018, 2020], everyone) == YearsSummary(YearsKind.SINCE, 2017, 2017, 2020)
    before = summarise_years([2000, 2004, 2008, 2016], everyone)  # 3 of 4 before 2012
    assert before == YearsSummary(YearsKind.MOSTLY_BEFORE, 2012, 2000, 2016)
    since = summarise_years([2000, 2014, 2016, 2018], everyone)  # 3 of 4 from 2012 on
    assert since == YearsSummary(YearsKind.MOSTLY_SINCE, 2012, 2000, 2018)
    assert summarise_years([2000, 2004, 2016, 2018], everyone) == YearsSummary(YearsKind.SPAN, 2000, 2000, 2018)


def test_the_phrases_say_what_the_summary_holds() -> None:
    assert years_phrase(YearsSummary(YearsKind.MOSTLY_BEFORE, 2016, 1990, 2019)) == "mostly before 2016"
    assert years_phrase(YearsSummary(YearsKind.SINCE, 2017, 2017, 2020)) == "since 2017"
    assert years_phrase(YearsSummary(YearsKind.SPAN, 2001, 2001, 2009)) == "2001–2009"
    assert years_phrase(YearsSummary(YearsKind.ONE, 2005, 2005, 2005)) == "in 2005"
    assert years_phrase(YearsSummary(YearsKind.MOSTLY_SINCE, 2012, 2000, 2018)) == "mostly since 2012"


def _ev(lead: float) -> str:
    return f"QTEV[lead={lead};winrate=;visits=10;to=B;best=aa:{lead}:::]"


def _game(folder: Path, name: str, date: str, second: str, leads: tuple[float, float, float] | None = None) -> None:
    """B dd, then W at ``second``, then B jj, then W on the edge (so that no two games are the same); ``leads``: Black's lead before and after each of the first two."""
    if leads is None:
        text = f"(;GM[1]FF[4]SZ[19]DT[{date}]RE[B+R];B[dd];W[{second}];B[jj];W[{name[0]}s])"
    else:
        text = f"(;GM[1]FF[4]SZ[19]DT[{date}]RE[B+R]{_ev(leads[0])};B[dd]{_ev(leads[1])};W[{second}]{_ev(leads[2])};B[jj];W[{name[0]}s])"
    (folder / name).write_text(text, encoding="utf-8")


def test_an_analysed_records_losses_are_kept_by_move_number_with_passes_counted() -> None:
    tree = parse(f"(;SZ[9]{_ev(0)};B[]{_ev(-1)};W[ee]{_ev(4)};B[cc]{_ev(4)})").games[0]
    assert move_losses(tree) == [(1, 1.0), (2, 5.0), (3, 0.0)]
    assert move_losses(parse("(;SZ[9];B[ee];W[cc])").games[0]) == []
    assert move_losses(parse("(;SZ[9]SBKV[55];B[ee]SBKV[40];W[cc])").games[0]) == []  # win rates only


def test_each_continuation_has_its_years_and_the_mean_loss_in_the_analysed_games(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    # W answers B dd at pd in 2005, 2006, 2007 (analysed twice: lost 2 and 4) and at pp in 2019, 2020
    # (not dp: the search cannot tell it from pd, the mirror image along the diagonal through dd).
    _game(games, "a.sgf", "2005-01-02", "pd", (0.0, 1.0, 3.0))  # W's lead -1 -> -3: lost 2
    _game(games, "b.sgf", "2006-05-06", "pd", (0.0, 1.0, 5.0))  # lost 4
    _game(games, "c.sgf", "2007", "pd")
    _game(games, "d.sgf", "2019-01-01", "pp", (0.0, 0.5, 0.0))  # W gained: lost 0
    _game(games, "e.sgf", "2020-02-02", "pp")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        pattern = Pattern.from_tree(parse("(;SZ[19]AB[dd])").games[0])
        result = library.search(pattern=pattern)
        paged = library.search_pages(pattern=pattern, page_size=2)  # the window's search, a page at a time
        assert paged.years == result.years
        assert [(c.point, c.years, c.judged, c.mean_loss) for c in paged.continuations] == [
            (c.point, c.years, c.judged, c.mean_loss) for c in result.continuations
        ]
    by_point = {(c.point % 19, c.point // 19): c for c in result.continuations}
    pd, pp = by_point[(15, 3)], by_point[(15, 15)]
    assert (pd.count, pd.years, pd.judged, pd.mean_loss) == (3, (2005, 2006, 2007), 2, 3.0)
    assert (pp.count, pp.years, pp.judged, pp.mean_loss) == (2, (2019, 2020), 1, 0.0)
    assert result.years == (2005, 2006, 2007, 2019, 2020)
    assert years_phrase(result.years_of(pp) or YearsSummary(YearsKind.ONE, 0, 0, 0)) == "since 2019"
    assert result.years_of(pd) == YearsSummary(YearsKind.SPAN, 2005, 2005, 2007)  # 2 of 3 before 2007: not "mostly"


def test_a_library_upgraded_from_version_4_has_no_verdicts_until_its_files_come_in_again(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    _game(games, "a.sgf", "2005", "pd", (0.0, 1.0, 3.0))
    path = tmp_path / "old.db"
    with Library(path) as library:
        library.import_paths([games])
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(
        UNDO_V7
        + " DROP TABLE analysis_queue; DROP TABLE coach_summaries; DROP TABLE move_losses; PRAGMA user_version = 4;"
    )
    db.close()
    pattern = Pattern.from_tree(parse("(;SZ[19]AB[dd])").games[0])
    with Library(path) as library:
        assert library.schema_version_found == 4
        [continuation] = library.search(pattern=pattern).continuations
        assert (continuation.judged, continuation.mean_loss) == (0, None)
        (games / "a.sgf").write_text((games / "a.sgf").read_text(encoding="utf-8") + "\n", encoding="utf-8")
        library.import_paths([games])  # the file changed: read again, its verdicts kept
        [continuation] = library.search(pattern=pattern).continuations
        assert (continuation.judged, continuation.mean_loss) == (1, 2.0)


def test_a_continuations_verdict_is_that_of_its_move_when_the_game_played_elsewhere_first(tmp_path: Path) -> None:
    # After B pd (the pattern's dd, turned), W and B play outside that corner; W's move 4 at
    # qc (the pattern's cc) is the corner's next move, and lost 3 points; move 2 lost none.
    games = tmp_path / "games"
    games.mkdir()
    (games / "a.sgf").write_text(
        f"(;SZ[19]RE[B+R]{_ev(0)};B[pd]{_ev(0)};W[dp]{_ev(0)};B[jj]{_ev(0)};W[qc]{_ev(3)};B[dd])", encoding="utf-8"
    )
    (games / "b.sgf").write_text("(;SZ[19]RE[W+R];B[dd];W[cc];B[jj];W[qq])", encoding="utf-8")  # no verdicts
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        pattern = Pattern.from_tree(parse("(;SZ[19]AB[dd]VW[aa:gg])").games[0])
        for result in (library.search(pattern=pattern), library.search_pages(pattern=pattern, page_size=1)):
            (continuation,) = result.continuations
            assert (continuation.count, continuation.judged, continuation.mean_loss) == (2, 1, 3.0)
            assert continuation.plays == [(1, 4)]


def test_a_continuations_games_plays_and_years_are_counted_when_read_and_may_be_set(tmp_path: Path) -> None:
    # The search makes them from its columns when first read; one set by hand is kept.
    games = tmp_path / "games"
    games.mkdir()
    for name, date in {"a": "2016-03-09", "b": "1999-01-02", "c": ""}.items():
        dated = f"DT[{date}]" if date else ""
        (games / f"{name}.sgf").write_text(
            f"(;SZ[19]{dated}RE[B+R];B[dd];W[pd];B[jj];W[cc];B[{name}s])", encoding="utf-8"
        )
    with Library(tmp_path / "l.db") as library:
        library.import_paths([games])
        result = library.search(pattern=Pattern.from_tree(parse("(;SZ[19]AB[dd]VW[aa:gg])").games[0]))
    (first,) = result.continuations
    assert (first.count, first.black_wins, first.white_wins) == (3, 3, 0)
    assert first.game_ids == [1, 2, 3]
    assert first.plays == []  # no game has verdicts: the moves are not looked for
    assert first.years == (1999, 2016)
    first.game_ids = [3]
    first.plays = []
    first.years = (2000,)
    assert (first.game_ids, first.plays, first.years) == ([3], [], (2000,))


def test_the_continuations_moves_are_each_lines_first_move_on_its_point_after_the_match() -> None:
    """``continuation_moves`` reads every game's events as one array: against a plain walk
    through each line, on random lines with captures, setups and passes among the moves."""
    rng = random.Random(7)
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE lines(game_id INTEGER, line INTEGER, events BLOB)")
    lines: dict[int, list[int]] = {}
    for game in range(1, 60):
        events = [rng.randrange(8) << ev.SHIFT | rng.randrange(12) for _ in range(rng.randrange(0, 40))]
        lines[game] = events
        db.execute("INSERT INTO lines VALUES (?, 0, ?), (?, 1, ?)", (game, ev.encode(events), game, ev.encode([5])))
    games = [rng.randrange(1, 62) for _ in range(200)]  # games 60 and 61 have no line
    after = [rng.randrange(0, 20) for _ in games]
    points = [rng.randrange(12) for _ in games]

    def walked(game: int, move: int, point: int) -> int:
        seen = 0
        for event in lines.get(game, []):
            kind = event >> ev.SHIFT
            if kind <= ev.PASS_WHITE:
                seen += 1
                if seen > move and kind <= ev.MOVE_WHITE and event & ev.POINT_MASK == point:
                    return seen
        return 0

    found = continuation_moves(db, np.array(games), np.array(after), np.array(points))
    assert found.tolist() == [walked(g, m, p) for g, m, p in zip(games, after, points, strict=True)]
    assert any(found)
