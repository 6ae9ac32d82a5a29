"""The estimator's playout board: incremental chains and liberties stay exact."""

from __future__ import annotations

import random

import pytest

from qtgo.rules._estimate_playout import BLACK, EDGE, EMPTY, WHITE, PlayoutBoard


def check_consistent(board: PlayoutBoard) -> None:
    """Recompute chains, liberties and the empty list from colours and compare."""
    color = board.color
    assert sorted(board.empties) == sorted(p for p in board.points if color[p] == EMPTY)
    for i, p in enumerate(board.empties):
        assert board.empty_pos[p] == i
    seen: set[int] = set()
    roots = set()
    for p in board.points:
        if color[p] in (EMPTY, EDGE) or p in seen:
            continue
        members = {p}
        stack = [p]
        while stack:
            q = stack.pop()
            for n in board.neigh[q]:
                if color[n] == color[p] and n not in members:
                    members.add(n)
                    stack.append(n)
        seen |= members
        root = board.root[p]
        roots.add(root)
        assert all(board.root[q] == root for q in members)
        assert set(board.stones[root]) == members
        liberties = {n for q in members for n in board.neigh[q] if color[n] == EMPTY}
        assert board.libs[root] == liberties
        assert liberties, "no chain may stay on the board without liberties"
    assert roots == set(board.stones) == set(board.libs)


def legal(board: PlayoutBoard, p: int, c: int) -> bool:
    """Plain legality (not the playout policy): empty, and not suicide."""
    if board.color[p] != EMPTY:
        return False
    for n in board.neigh[p]:
        cn = board.color[n]
        if cn == EMPTY:
            return True
        if cn == c and len(board.libs[board.root[n]]) > 1:
            return True
        if cn == 3 - c and len(board.libs[board.root[n]]) == 1:
            return True
    return False


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_bookkeeping_exact(seed: int) -> None:
    rng = random.Random(seed)
    width, height = rng.choice([(5, 5), (7, 4), (9, 9)])
    board = PlayoutBoard(width, height)
    c = BLACK
    for _ in range(4 * width * height):
        moves = [p for p in board.empties if legal(board, p, c)]
        if not moves:
            break
        board.play(rng.choice(moves), c)
        check_consistent(board)
        c = 3 - c


def test_playable_policy() -> None:
    # 5x3:  X . X O .      (1,0) is Black's true eye on the edge
    #       X X X O .
    #       O O O O .
    cells = [1, 0, 1, 2, 0, 1, 1, 1, 2, 0, 2, 2, 2, 2, 0]
    board = PlayoutBoard.from_grid(5, 3, cells)
    check_consistent(board)
    eye = board.points[1]
    assert not board.playable(eye, BLACK)  # never fill an own true eye
    assert board.playable(eye, WHITE)  # White captures the black group (one liberty)
    # White at (4,0): the white chain keeps two liberties; fine.
    assert board.playable(board.points[4], WHITE)


def test_self_atari_of_several_stones_is_refused_but_a_throw_in_is_not() -> None:
    # 4x4:  . X O .
    #       X X O .
    #       O O O .
    #       . . . .
    cells = [0, 1, 2, 0, 1, 1, 2, 0, 2, 2, 2, 0, 0, 0, 0, 0]
    board = PlayoutBoard.from_grid(4, 4, cells)
    corner = board.points[0]
    # Black's three stones have one liberty, the corner: filling it is suicide.
    assert not board.playable(corner, BLACK)
    # White may play there: it captures.
    assert board.playable(corner, WHITE)
    board.play(corner, WHITE)
    check_consistent(board)
    assert board.color[board.points[1]] == EMPTY and board.color[board.points[4]] == EMPTY


def test_simple_ko_is_respected() -> None:
    # 4x3:  . X O .
    #       X O . O
    #       . X O .
    cells = [0, 1, 2, 0, 1, 2, 0, 2, 0, 1, 2, 0]
    board = PlayoutBoard.from_grid(4, 3, cells)
    take = board.points[6]
    board.play(take, BLACK)  # captures the white stone at (1,1)
    assert board.ko == board.points[5]
    board.play(board.points[11], WHITE)  # elsewhere: the ko is lifted
    assert board.ko == -1


def test_playouts_end_and_score_every_point() -> None:
    board = PlayoutBoard(7, 7)
    board.playout(BLACK, random.Random(1), 3 * 49)
    check_consistent(board)
    own = [0] * 49
    shared = [0] * 49
    board.add_owners(own, shared)
    assert all(v in (-1, 0, 1) for v in own)
    # After a playout the board is full but for eyes (and seki liberties).
    assert sum(1 for v in own if v == 0) <= sum(shared)
    assert sum(1 for p in board.points if board.color[p] == EMPTY) < 20
    assert sum(abs(v) for v in own) >= 49 - sum(shared)


def test_a_playout_cut_off_by_the_move_limit_leaves_far_empty_points_to_nobody() -> None:
    # 4x3 with one Black stone in the corner; no move is played (limit 0).
    cells = [1] + [0] * 11
    board = PlayoutBoard.from_grid(4, 3, cells)
    board.playout(WHITE, random.Random(1), 0)
    own = [0] * 12
    shared = [0] * 12
    board.add_owners(own, shared)
    # The stone and the two points beside it are Black's; points with no stone beside them
    # belong to nobody and are no shared liberty either.
    assert own == [1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
    assert shared == [0] * 12


def test_an_empty_point_between_both_colours_is_shared() -> None:
    cells = [1, 0, 2]
    board = PlayoutBoard.from_grid(3, 1, cells)
    own, shared = [0] * 3, [0] * 3
    board.add_owners(own, shared)
    assert (own, shared) == ([1, 0, -1], [0, 1, 0])
