"""Setup edits (AB/AW/AE) change only the points they name, with the chains beside them."""

from __future__ import annotations

import random

import pytest

from qtgo.rules import Board, Color, Point
from qtgo.sgf import parse, replay


def same_position(board: Board) -> None:
    """Chains, liberties and hash equal those of a board built afresh from the rows."""
    fresh = Board.from_rows(board.rows())
    assert board.hash == fresh.hash
    assert sorted(board.chains(), key=lambda c: sorted(c[1])) == sorted(fresh.chains(), key=lambda c: sorted(c[1]))
    for point, _color in board.stones():
        assert board.liberties(point) == fresh.liberties(point)


@pytest.mark.parametrize("seed", range(40))
def test_random_setups_leave_the_chains_a_fresh_board_would_have(seed: int) -> None:
    rng = random.Random(seed)
    board = Board(9)
    points = [Point(x, y) for y in range(9) for x in range(9)]
    for _ in range(30):
        black, white, empty = (tuple(rng.sample(points, rng.randrange(0, 12))) for _ in range(3))
        board.set_many(black=black, white=white, empty=empty)
        same_position(board)
        # AW wins over AB, both over AE, on a point named twice.
        for point in white:
            assert board[point] is Color.WHITE
        for point in set(black) - set(white):
            assert board[point] is Color.BLACK


def test_the_same_setup_again_floods_no_chain(monkeypatch: pytest.MonkeyPatch) -> None:
    board = Board(52)
    every = tuple(Point(x, y) for y in range(52) for x in range(52))
    board.set_many(black=every, white=every, empty=every)
    floods: list[int] = []
    original = Board._flood

    def counting(self: Board, *args: object) -> object:
        floods.append(1)
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Board, "_flood", counting)
    for _ in range(50):
        board.set_many(black=every, white=every, empty=every)
    assert floods == []
    board.set_many(empty=(Point(0, 0),))  # one point: the one chain beside it is flooded again
    assert len(floods) == 1
    same_position(board)


def test_a_run_of_whole_board_setups_replays_with_one_flood_per_changed_chain(monkeypatch: pytest.MonkeyPatch) -> None:
    (game,) = parse("(;SZ[52]" + ";AB[aa:ZZ]AW[aa:ZZ]AE[aa:ZZ]TR[aa:ZZ]" * 300 + ")").games
    floods: list[int] = []
    original = Board._flood

    def counting(self: Board, *args: object) -> object:
        floods.append(1)
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Board, "_flood", counting)
    result = replay(game)
    assert len(floods) == 1  # the first node makes one white chain; the other 299 change nothing
    assert result.game.board.count(Color.WHITE) == 52 * 52
    assert result.illegal == []
