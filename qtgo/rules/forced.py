"""A stone put down against the rules, changing only the points it touches.

Game records hold illegal moves (a stone on an occupied point, a suicide, a ko retaken);
the reader places them anyway so that the rest of the record still loads. Doing that as a
``setup`` of the changed points rebuilt every chain of the board for each such move, and a
long line of them took minutes. Here the occupant is lifted (its chain re-flooded, the
neighbours given the liberty back) and the stone played with the board's own capture code.
The result is the position that the setup gave: the same cells, chains and liberties.
"""

from __future__ import annotations

from .board import BLACK, EMPTY, WHITE, Board
from .types import Color, Move

__all__ = ["place_stone"]


def place_stone(board: Board, move: Move) -> None:
    """Put ``move``'s stone on its point: lift the occupant, capture, take a suicide off."""
    point = move.point
    if point is None:
        return
    p = board._index(point)  # off the board: RulesError, as setup would raise
    code = BLACK if move.color is Color.BLACK else WHITE
    if board._cells[p] != EMPTY:
        _lift(board, p)
    probe = board._probe(p, code)
    assert probe is not None  # the point is empty now
    captured, new_hash, alive = probe
    suicide = False
    if not alive:
        if not board._has_friend(p, code):
            return  # a single-stone suicide: the stone is taken off at once
        suicide = True
        new_hash = board._suicide_hash(p, code, new_hash)
    board._apply(p, code, captured, suicide, new_hash)


def _lift(board: Board, p: int) -> None:
    """Take the stone at index ``p`` off without captures; what is left of its chain is re-flooded."""
    cells = board._cells
    chain = board._chain
    members = board._members
    libs = board._libs
    nbrs = board._nbrs
    colour = cells[p]
    rep = chain[p]
    stones = members[rep]
    assert stones is not None
    members[rep] = None
    libs[rep] = None
    cells[p] = EMPTY
    board._hash ^= board._z[colour][p]  # type: ignore[index]
    other = 3 - colour
    for q in nbrs[p]:
        if cells[q] == other:
            libs[chain[q]].add(p)  # type: ignore[union-attr]
    if len(stones) == 1:
        return
    # The rest of the chain may have fallen apart into several chains.
    done: set[int] = set()
    for start in stones:
        if start == p or start in done:
            continue
        group = [start]
        liberties: set[int] = set()
        done.add(start)
        chain[start] = start
        stack = [start]
        while stack:
            s = stack.pop()
            for t in nbrs[s]:
                v = cells[t]
                if v == EMPTY:
                    liberties.add(t)
                elif v == colour and t not in done:
                    done.add(t)
                    chain[t] = start
                    group.append(t)
                    stack.append(t)
        members[start] = group
        libs[start] = liberties
