"""Search results read a page at a time: the same games, order and continuations as the
whole search, with rows read only for the pages looked at."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from qtgo.library import GameFilter, Library, Pattern
from qtgo.library.pages import ORDER_COLUMNS, sort_key, sort_values

NAMES = ["Alice", "bob", "Carol", "dave", "Émile", "", "Zoë", "yuri"]
DATES = ["2001-08-01", "1999-10-07", "2000-04", "01.08.2001", "", "spring 1998", "2010", "2005-05-05"]
RESULTS = ["B+3.5", "B+12.5", "W+R", "", "B+R", "W+0.5", "Draw", "W+T"]


@pytest.fixture(scope="module")
def library(tmp_path_factory) -> Iterator[Library]:
    """Sixty small games on 9x9 with varied names, dates, results and events; a black stone
    at C3 (or its mirror) in every game, then White beside it in every third."""
    rng = random.Random(28)
    folder = tmp_path_factory.mktemp("games")
    for number in range(60):
        moves = ";B[cc]" if number % 2 else ";B[gc]"
        if number % 3 == 0:
            moves += ";W[dc]" if number % 2 else ";W[fc]"
        moves += f";B[{'abcdefghi'[number % 9]}h];W[{'abcdefghi'[number // 9]}i]"  # no two games alike
        info = (
            f"PB[{rng.choice(NAMES)}]BR[{rng.choice(['', '3d', '1k'])}]PW[{rng.choice(NAMES)}]"
            f"DT[{rng.choice(DATES)}]RE[{rng.choice(RESULTS)}]EV[{rng.choice(['', 'Meijin', 'honinbo'])}]"
        )
        (folder / f"g{number:02}.sgf").write_text(f"(;SZ[9]{info}{moves})", encoding="utf-8")
    opened = Library(tmp_path_factory.mktemp("db") / "library.db")
    assert opened.import_paths([folder], workers=0).imported == 60
    yield opened
    opened.close()


def _stone_at_c3() -> Pattern:
    cells = {y * 9 + x: 0 for y in range(4) for x in range(4)}
    cells[2 * 9 + 2] = 1
    return Pattern(9, 9, cells)


def _keys(column: str, hits) -> list[Any]:
    return [sort_key(column, sort_values(column, hit.game), hit.move) for hit in hits]


@pytest.mark.parametrize("column", ORDER_COLUMNS)
@pytest.mark.parametrize("descending", [False, True])
def test_pages_come_in_the_order_the_table_sorts_the_whole_list(
    library: Library, column: str, descending: bool
) -> None:
    for pattern in (None, _stone_at_c3()):
        whole = library.search(pattern=pattern).games
        paged = library.search_pages(pattern=pattern, order=(column, descending)).games
        assert sorted(hit.game.id for hit in paged) == sorted(hit.game.id for hit in whole)
        keys = _keys(column, paged)
        filled = [key for key in keys if key is not None]
        assert filled == sorted(filled, reverse=descending)  # type: ignore[type-var]
        assert all(key is None for key in keys[len(filled) :])  # the games without one, last
        assert paged.order == (column, descending)


def test_by_date_ties_are_broken_by_id_and_dates_that_name_no_day_come_after_the_others(library: Library) -> None:
    paged = library.search_pages().games
    dates: list[tuple[Any, int]] = [
        (sort_key("date", sort_values("date", hit.game), None), hit.game.id) for hit in paged
    ]
    dated = [entry for entry in dates if entry[0] is not None]
    assert dated == sorted(dated)
    kinds = [key[0] for key, _ in dated]
    assert kinds == sorted(kinds) and 1 in kinds  # "spring 1998" names no day: after the days
    assert [hit.game.date for hit in paged][len(dated) :] == [""] * (len(dates) - len(dated))


def test_rows_are_read_only_for_the_pages_looked_at(library: Library) -> None:
    result = library.search_pages(pattern=_stone_at_c3())
    pages = result.games
    assert len(pages) == 60 and pages.rows_read == 0
    pages.page_size = 7
    first = pages[0]
    assert pages.rows_read == 7
    assert pages[6] is not None and pages.rows_read == 7  # the same page
    assert pages[-1].game.id == pages.keys[-1][0] and pages.rows_read == 7 + 60 % 7
    assert pages[7:9] == [pages[7], pages[8]] and pages.rows_read == 14 + 60 % 7
    assert first is pages[0]  # a page is read once
    assert [hit.game.id for hit in pages] == [key[0] for key in pages.keys] and pages.rows_read == 60
    with pytest.raises(IndexError):
        pages[60]


def test_a_new_order_reads_no_rows_and_the_continuations_count_every_hit(library: Library) -> None:
    whole = library.search(pattern=_stone_at_c3())
    result = library.search_pages(pattern=_stone_at_c3())
    by_black = result.games.sorted_by("black", True)
    assert by_black.rows_read == 0 and result.games.sorted_by("date", False) is result.games
    assert [(c.point, c.color, c.count, c.black_wins, c.white_wins) for c in result.continuations] == [
        (c.point, c.color, c.count, c.black_wins, c.white_wins) for c in whole.continuations
    ]
    assert sum(c.count for c in result.continuations) == 20  # White's answer beside it, every third game
    moves = result.games.sorted_by("move")
    assert [hit.move for hit in moves] == sorted(hit.move or 0 for hit in whole.games)
    with pytest.raises(ValueError, match="no such column"):
        result.games.sorted_by("colour")


def test_filters_page_the_same_games_as_the_whole_search(library: Library) -> None:
    for query in (GameFilter(player="bob"), GameFilter(result="W"), GameFilter(event="meijin", date_from="2000")):
        whole = {hit.game.id: hit.game for hit in library.search(query).games}
        paged = library.search_pages(query).games
        assert {hit.game.id: hit.game for hit in paged} == whole
        pattern = library.search_pages(query, pattern=_stone_at_c3()).games
        assert sorted(hit.game.id for hit in pattern) == sorted(whole)


def test_an_empty_library_pages_nothing(tmp_path: Path) -> None:
    with Library(tmp_path / "empty.db") as empty:
        result = empty.search_pages()
        assert len(result.games) == 0 and list(result.games) == [] and not result.games.has_moves
        assert len(empty.search_pages(pattern=_stone_at_c3()).games) == 0


def test_a_pattern_search_by_date_checks_only_as_far_as_the_pages_asked_for(library: Library) -> None:
    result = library.search_pages(pattern=_stone_at_c3(), page_size=7)
    pages = result.games
    assert not pages.complete and pages.known == 0 and pages.has_moves
    fourth = pages[3]
    assert 4 <= pages.known < 60 and pages.rows_read == 7  # one page found and read, no more
    steps = 0
    while not pages.advance():
        steps += 1
    assert pages.complete and pages.known == 60 and steps >= 1 and pages.keys[3][0] == fourth.game.id
    # By date as the table sorts, ties by id: the whole search's games (in id order) sorted so.
    eager = library.search(pattern=_stone_at_c3())
    keyed = [(sort_key("date", sort_values("date", hit.game), None), hit.game.id) for hit in eager.games]
    expected = [game for key, game in sorted(keyed, key=lambda pair: (pair[0] is None, pair[0] or (), pair[1]))]
    assert [key[0] for key in pages.keys] == expected
    assert [(c.point, c.count, c.black_wins, c.game_ids) for c in result.continuations] == [
        (c.point, c.count, c.black_wins, c.game_ids) for c in eager.continuations
    ]


def test_the_continuations_of_a_search_under_way_finish_it(library: Library) -> None:
    result = library.search_pages(pattern=_stone_at_c3(), page_size=5)
    assert not result.games.complete
    assert sum(c.count for c in result.continuations) == 20
    assert result.games.complete and len(result.games) == 60


def test_a_slice_from_the_front_finds_only_as_far_as_it_reaches(library: Library) -> None:
    pages = library.search_pages(pattern=_stone_at_c3(), page_size=5).games
    first = pages[:5]
    assert len(first) == 5 and 5 <= pages.known < 60 and not pages.complete
    assert [hit.game.id for hit in pages[-2:]] == [key[0] for key in pages.keys[-2:]] and pages.complete


def test_games_of_one_date_are_paged_in_id_order_across_the_searchs_batches(tmp_path: Path) -> None:
    """Two thousand games, most on the same day: the search by date reads them in batches of
    a few hundred, each starting where the last ended, and finds each game once, in order."""
    folder = tmp_path / "games"
    folder.mkdir()
    for number in range(20):
        games = []
        for index in range(100):
            date = "2020-01-01" if (number + index) % 7 else f"{1990 + index % 20}"
            n = number * 100 + index  # two moves off the corner that no other game has
            first, second = (f"{'defghi'[m % 6]}{'abcdefghi'[m // 6]}" for m in (n % 54, n // 54))
            games.append(f"(;SZ[9]DT[{date}];B[cc];W[{first}];B[{second}])")
        (folder / f"c{number:02}.sgf").write_text("".join(games), encoding="utf-8")
    with Library(tmp_path / "l.db") as many:
        many.import_paths([folder], workers=0)
        pattern = Pattern(9, 9, {p: (1 if p == 2 * 9 + 2 else 0) for p in (0, 1, 2, 9, 10, 11, 18, 19, 20)})
        paged = many.search_pages(pattern=pattern, page_size=50).games
        eager = many.search(pattern=pattern).games
        assert many.game_count() > 1500 and len(eager) > 600  # more than the first batch of games
        keyed = sorted((sort_key("date", sort_values("date", hit.game), None), hit.game.id) for hit in eager)
        assert [hit.game.id for hit in paged] == [game for _, game in keyed]
