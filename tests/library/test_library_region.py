"""The region query of the main board's pattern search, and its answer as board letters (no Qt)."""

from __future__ import annotations

import pytest

from qtgo.library import ANY, Continuation, GameRow, PatternError, SearchHit, SearchResult
from qtgo.library.region import Region, RegionQuery, board_letters, continuation_marks, point_letters
from qtgo.rules import Color, Point

BLACK, WHITE, EMPTY = 1, 2, 0


def query() -> RegionQuery:
    stones = {Point(3, 3): Color.BLACK, Point(4, 2): Color.WHITE, Point(15, 15): Color.BLACK}
    return RegionQuery.of_position(19, 19, stones)


def row(game_id: int, winner: str = "B") -> GameRow:
    return GameRow(game_id, f"/g{game_id}.sgf", 0, "b", "w", "", "", "", "", "", winner, "", None, 0, 19, 19, 100)


def test_the_pattern_holds_the_region_stones_and_its_other_points_empty():
    q = query().with_region(Region.spanning((5, 5), (2, 1)))
    assert q.region == Region(2, 1, 5, 5)
    cells = q.pattern().cells
    assert len(cells) == 4 * 5
    assert cells[3 * 19 + 3] == BLACK and cells[2 * 19 + 4] == WHITE and cells[1 * 19 + 2] == EMPTY
    assert 15 * 19 + 15 not in cells  # a stone outside the region is not asked for


def test_wildcards_toggle_inside_the_region_only():
    q = query().with_region(Region(2, 1, 5, 5))
    q = q.toggle_wild([(3, 3), (4, 4), (10, 10)])
    assert q.wild == {(3, 3), (4, 4)}
    assert q.pattern().cells[3 * 19 + 3] == ANY
    assert q.counts() == type(q.counts())(black=0, white=1, empty=17, wild=2)
    assert q.toggle_wild([(3, 3), (4, 4)]).wild == frozenset()  # all were wild: unmarked
    assert q.toggle_wild([(3, 3), (2, 1)]).wild == {(3, 3), (4, 4), (2, 1)}  # some were not: all marked


def test_a_region_of_wildcards_only_cannot_be_searched():
    region = Region(0, 0, 1, 1)
    q = query().with_region(region).toggle_wild(region.points())
    assert not q.ready
    with pytest.raises(PatternError):
        q.pattern()
    assert not query().ready  # no region at all


def test_a_region_is_kept_on_the_board_and_follows_the_position():
    q = query().with_region(Region(-3, 17, 25, 30)).toggle_wild([(0, 18)])
    assert q.region == Region(0, 17, 18, 18)
    moved = q.on_position(19, 19, {Point(0, 17): Color.WHITE})
    assert (moved.region, moved.wild) == (q.region, q.wild) and moved.stones == {(0, 17): WHITE}
    other_size = q.on_position(9, 9, {})
    assert other_size.region is None and other_size.wild == frozenset()
    narrower = q.with_region(Region(5, 17, 8, 18))
    assert narrower.wild == frozenset()  # the wildcard left the region


def test_moves_at_one_point_share_a_letter_and_open_their_first_game():
    hits = [SearchHit(row(1, "B"), move=7), SearchHit(row(2, "W"), move=9), SearchHit(row(3, "W"), move=5)]
    continuations = [
        Continuation(point=2 * 19 + 16, color=BLACK, count=2, black_wins=1, white_wins=1, game_ids=[2, 1]),
        Continuation(point=3 * 19 + 16, color=BLACK, count=1, black_wins=0, white_wins=1, game_ids=[3]),
        Continuation(point=2 * 19 + 16, color=WHITE, count=1, black_wins=0, white_wins=1, game_ids=[3]),
    ]
    marks = continuation_marks(SearchResult(hits, continuations), 19)
    assert [(m.letter, m.point, m.color) for m in marks] == [("A", (16, 2), 1), ("B", (16, 3), 1), ("A", (16, 2), 2)]
    assert marks[0].game is hits[1] and marks[0].game.move == 9  # the first game listed for that move
    assert (marks[0].black_percent, marks[0].white_percent) == (50.0, 50.0)
    drawn = board_letters(marks)
    assert drawn == {(16, 2): marks[0], (16, 3): marks[1]}  # the most played move is the one drawn


def test_letters_run_from_a_to_z_then_lower_case():
    letters = point_letters(range(60))
    assert letters[0] == "A" and letters[25] == "Z" and letters[26] == "a" and letters[51] == "z"
    assert letters[52] == "?"
    assert point_letters([5, 7, 5, 9]) == ["A", "B", "A", "C"]
