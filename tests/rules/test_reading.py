"""Exhaustive reading of a local fight: captures, a dead shape, the ko rule, bad input."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Point
from qtgo.rules.reading import LocalFight, ReadingError

B, W = Color.BLACK, Color.WHITE


def _stones(rows: list[str]) -> dict[Point, Color]:
    return {Point(x, y): {"X": B, "O": W}[c] for y, row in enumerate(rows) for x, c in enumerate(row) if c in "XO"}


def _points(*names: str) -> frozenset[Point]:
    return frozenset(Point.from_sgf(n) for n in names)


def test_a_stone_in_atari_is_captured_on_its_last_liberty() -> None:
    fight = LocalFight(9, 9, _stones([".X", "XO", ".X"]), _points("ac", "ab", "aa", "cb"), Point(1, 1))
    assert fight.winning_moves(B) == [Point(2, 1)]
    assert fight.attacker_wins(B)


def test_straight_three_in_the_corner_dies_to_the_middle_point_and_lives_with_it() -> None:
    # White's eye space aa-ba-ca on the edge, Black's wall outside.
    rows = ["...OX", "OOOOX", "XXXXX"]
    region = _points("aa", "ba", "ca", "ab", "bb", "cb", "db", "da")
    fight = LocalFight(9, 9, _stones(rows), region, Point.from_sgf("db"))
    assert fight.winning_moves(B) == [Point.from_sgf("ba")]  # the vital point kills
    assert fight.attacker_wins(B)
    assert not fight.attacker_wins(W)  # White takes it first and has two eyes
    assert Point.from_sgf("ba") in fight.winning_moves(W)


def test_a_ko_capture_forbids_the_retake_for_one_move() -> None:
    # X O . O    White's ba is in atari; Black takes it at ca, and Black's stone there
    # . X O .    then has one liberty, at ba: a ko.
    # . . X .
    rows = ["XO.O", ".XO.", "..X."]
    stones = _stones(rows)
    region = _points("ca", "ba", "aa", "ab", "da")
    fight = LocalFight(9, 9, stones, region, Point.from_sgf("ba"))
    line = [Point.from_sgf("ca")]  # Black captures ba
    assert fight.captured(B, line)
    # White may not retake at ba at once: Black's stone at ca has ba as its only liberty.
    assert Point.from_sgf("ba") not in fight.legal_moves(B, line)
    # After a move elsewhere (White ab, Black passes) the retake is legal again.
    assert Point.from_sgf("ba") in fight.legal_moves(B, [*line, Point.from_sgf("ab"), None])


def test_a_target_without_a_stone_is_refused() -> None:
    with pytest.raises(ReadingError):
        LocalFight(9, 9, {}, _points("aa"), Point(0, 0))


def test_a_region_off_the_board_is_refused() -> None:
    with pytest.raises(ReadingError):
        LocalFight(5, 5, {Point(0, 0): W}, frozenset({Point(7, 7)}), Point(0, 0))


def test_an_illegal_move_in_a_line_is_refused() -> None:
    fight = LocalFight(9, 9, _stones([".X", "XO", ".X"]), _points("aa", "cb"), Point(1, 1))
    with pytest.raises(ReadingError):
        fight.attacker_wins(B, [Point(0, 1)])  # occupied


def test_a_depth_too_short_for_the_kill_finds_no_winning_move() -> None:
    rows = ["...OX", "OOOOX", "XXXXX"]
    region = _points("aa", "ba", "ca", "ab", "bb", "cb", "db", "da")
    target = Point.from_sgf("db")
    deep = LocalFight(9, 9, _stones(rows), region, target)
    assert deep.depth == 2 * len(region) + 4
    shallow = LocalFight(9, 9, _stones(rows), region, target, depth=1)
    assert shallow.depth == 1
    # One ply captures nothing: the vital point alone does not take White's stones.
    assert not shallow.attacker_wins(B)
    assert deep.attacker_wins(B)
    # Once the line has used every ply, no move of either side reaches its goal.
    assert shallow.winning_moves(W, [Point.from_sgf("ba")]) == []
    assert shallow.winning_moves(B, [None, None]) == []
