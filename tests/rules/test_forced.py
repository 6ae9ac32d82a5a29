"""Illegal moves put down anyway: the incremental placement gives what a setup gave."""

from __future__ import annotations

import contextlib
import random

import pytest

from qtgo.rules import Board, Color, Game, IllegalMoveError, Move, Point, Ruleset


def place_by_setup(game: Game, move: Move) -> None:
    """The old way (qtgo 0.x ``replay._force``): play on a copy, then set up the difference."""
    point = move.point
    assert point is not None
    before = game.board
    after = before.copy()
    if after[point] is not None:
        after.set_many(empty=[point])
    with contextlib.suppress(IllegalMoveError):
        after.play(point, move.color, allow_suicide=True)
    changed: dict[Color | None, list[Point]] = {Color.BLACK: [], Color.WHITE: [], None: []}
    for p in after.points():
        if before[p] is not after[p]:
            changed[after[p]].append(p)
    black, white, empty = changed[Color.BLACK], changed[Color.WHITE], changed[None]
    game.setup(black=black, white=white, empty=empty, to_play=move.color.opponent)


def state(game: Game) -> tuple[object, ...]:
    board = game.board
    chains = sorted((color.value, sorted(stones)) for color, stones in board.chains())
    liberties = sorted(sorted(board.liberties(next(iter(stones)))) for _, stones in board.chains())
    legal = game.legal_moves()
    return (board.rows(), board.hash, chains, liberties, game.to_play, game.captures, game.ko_point, legal)


def random_position(rng: random.Random, size: int) -> Game:
    game = Game(size, ruleset=Ruleset.preset("chinese"))
    rows = ["".join(rng.choice("XO..") for _ in range(size)) for _ in range(size)]
    board = Board.from_rows(rows)  # may hold chains without liberties, as a setup may
    game.setup(
        black=[p for p, c in board.stones() if c is Color.BLACK],
        white=[p for p, c in board.stones() if c is Color.WHITE],
    )
    return game


@pytest.mark.parametrize("seed", range(40))
def test_placing_anyway_matches_the_setup_it_replaces(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice([2, 3, 5, 7])
    incremental = random_position(rng, size)
    by_setup = incremental.copy()
    for _ in range(30):
        move = Move(rng.choice([Color.BLACK, Color.WHITE]), Point(rng.randrange(size), rng.randrange(size)))
        incremental.place_anyway(move)
        place_by_setup(by_setup, move)
        assert state(incremental) == state(by_setup)
        follow = incremental.legal_moves()[0]
        if follow.point is not None:  # the next legal move and its undo agree too
            twin_a, twin_b = incremental.copy(), by_setup.copy()
            twin_a.play(follow)
            twin_b.play(follow)
            assert state(twin_a) == state(twin_b)
            twin_a.undo()
            assert state(twin_a) == state(incremental)


def test_a_stone_on_a_stone_splits_the_chain_it_lifts() -> None:
    game = Game(5)
    game.setup(black=[Point(0, 2), Point(1, 2), Point(2, 2)], white=[Point(1, 1)])
    game.place_anyway(Move(Color.WHITE, Point(1, 2)))
    assert game.board.chain(Point(0, 2)) == {Point(0, 2)}
    assert game.board.chain(Point(1, 2)) == {Point(1, 1), Point(1, 2)}
    assert game.to_play is Color.BLACK and game.captures == {Color.BLACK: 0, Color.WHITE: 0}


def test_a_single_stone_suicide_placed_anyway_leaves_the_point_empty() -> None:
    game = Game(3)
    game.setup(white=[Point(1, 0), Point(0, 1)])
    game.place_anyway(Move(Color.BLACK, Point(0, 0)))
    assert game.board[Point(0, 0)] is None and game.to_play is Color.WHITE
