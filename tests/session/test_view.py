"""What the board shows at a node: the move numbers, walked back from the node."""

from __future__ import annotations

import random

import pytest

from qtgo import sgf
from qtgo.rules import Point
from qtgo.session import GameSession
from qtgo.session.record import move_of
from qtgo.session.view import move_numbers


def numbers_along_the_path(path: list[sgf.Node], board) -> dict[Point, int]:
    """The numbering as it was done before: the whole path from the root, forwards."""
    numbers: dict[Point, int] = {}
    count = 0
    for node in path:
        move = move_of(node)
        if move is None:
            continue
        count += 1
        point = move.point
        if point is not None and 0 <= point.x < board.width and 0 <= point.y < board.height:
            numbers[point] = count
    return {p: n for p, n in numbers.items() if board[p] is not None}


@pytest.mark.parametrize("seed", range(8))
def test_numbers_walked_back_from_the_node_match_the_whole_path(seed: int) -> None:
    rng = random.Random(seed)
    letters = "abcdefg"
    nodes = []
    for _ in range(150):
        kind = rng.random()
        point = rng.choice(letters) + rng.choice(letters)
        if kind < 0.05:
            nodes.append(f";AB[{point}]")
        elif kind < 0.08:
            nodes.append(f";{rng.choice('BW')}[]")
        elif kind < 0.1:
            nodes.append(f";{rng.choice('BW')}[zz]")  # off the board
        else:
            nodes.append(f";{rng.choice('BW')}[{point}]")
    session = GameSession.from_text(f"(;SZ[7]AW[aa]{''.join(nodes)})")
    tree = session.record.tree
    for node in tree.main_line():
        game = session.record.game_at(node)
        number = session.cursor.move_number(node)
        assert number == sum(1 for n in tree.path_to(node) if move_of(n) is not None)
        assert move_numbers(node, number, game) == numbers_along_the_path(tree.path_to(node), game.board)


def test_a_display_numbers_its_stones_only_when_asked_and_keeps_them_after_the_next_step() -> None:
    session = GameSession.from_text("(;SZ[9];B[cc];W[gg];B[cg];W[gc];B[ee])")
    session.cursor.forward(3)
    display = session.display()
    numbers = display.move_numbers
    assert numbers._numbers is None  # type: ignore[attr-defined]  # not worked out yet
    session.cursor.forward(2)  # the session's position moves on; the display stays as it was
    assert dict(numbers) == {Point(2, 2): 1, Point(6, 6): 2, Point(2, 6): 3}
    node = session.record.tree.main_line()[3]
    assert numbers == move_numbers(node, 3, session.record.game_at(node))
    assert session.display().move_numbers[Point(4, 4)] == 5
