"""Benson's algorithm: chains that are alive whatever the opponent does.

Benson (1976): a set of chains of one colour is unconditionally alive when each of
them has at least two *vital* regions, where a region is a maximal connected set of
points not of that colour, enclosed only by chains of the set, and it is vital to a
chain when every empty point in it is a liberty of that chain. The opponent may then
play any number of moves in a row (the owner passing) and never capture these chains.

The estimator uses it to pin certain life before any playout, so the random playouts
cannot talk a safe group into death.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported lazily at run time: qtgo.rules re-exports this module
    from qtgo.rules import Board, Color, Point

EMPTY = 0
BLACK = 1
WHITE = 2


def grid_neighbours(width: int, height: int) -> list[tuple[int, ...]]:
    """Neighbour indices of every point of a row-major ``width × height`` grid."""
    result: list[tuple[int, ...]] = []
    for y in range(height):
        for x in range(width):
            near = []
            if x > 0:
                near.append(y * width + x - 1)
            if x < width - 1:
                near.append(y * width + x + 1)
            if y > 0:
                near.append((y - 1) * width + x)
            if y < height - 1:
                near.append((y + 1) * width + x)
            result.append(tuple(near))
    return result


def benson_grid(
    width: int, height: int, cells: Sequence[int], color: int, neighbours: Sequence[tuple[int, ...]] | None = None
) -> set[int]:
    """Benson's algorithm on a row-major grid (0 empty, 1 black, 2 white).

    Returns the indices of the stones of ``color`` that are unconditionally alive.
    """
    if neighbours is None:
        neighbours = grid_neighbours(width, height)
    size = width * height
    # Chains of `color`.
    chain_of = [-1] * size
    chains: list[list[int]] = []
    for start in range(size):
        if cells[start] != color or chain_of[start] >= 0:
            continue
        ident = len(chains)
        chain_of[start] = ident
        stack = [start]
        members = []
        while stack:
            p = stack.pop()
            members.append(p)
            for n in neighbours[p]:
                if cells[n] == color and chain_of[n] < 0:
                    chain_of[n] = ident
                    stack.append(n)
        chains.append(members)
    if not chains:
        return set()
    # Regions: maximal connected sets of points not of `color`.
    region_of = [-1] * size
    region_chains: list[set[int]] = []
    vital_to: list[set[int]] = []
    for start in range(size):
        if cells[start] == color or region_of[start] >= 0:
            continue
        ident = len(region_chains)
        region_of[start] = ident
        stack = [start]
        members = []
        while stack:
            p = stack.pop()
            members.append(p)
            for n in neighbours[p]:
                if cells[n] != color and region_of[n] < 0:
                    region_of[n] = ident
                    stack.append(n)
        bordering: set[int] = set()
        for p in members:
            for n in neighbours[p]:
                if cells[n] == color:
                    bordering.add(chain_of[n])
        empties = [p for p in members if cells[p] == EMPTY]
        vital: set[int] = set()
        if empties:
            # Vital to a chain when every empty point of the region touches it.
            for c in bordering:
                if all(any(chain_of[n] == c for n in neighbours[p]) for p in empties):
                    vital.add(c)
        region_chains.append(bordering)
        vital_to.append(vital)
    alive_chains = set(range(len(chains)))
    live_regions = set(range(len(region_chains)))
    while True:
        counts = dict.fromkeys(alive_chains, 0)
        for r in live_regions:
            for c in vital_to[r]:  # a live region's chains are all alive: each is counted
                counts[c] += 1
        removed = {c for c, k in counts.items() if k < 2}
        if not removed:
            break
        alive_chains -= removed
        live_regions = {r for r in live_regions if region_chains[r] <= alive_chains}
    return {p for c in alive_chains for p in chains[c]}


def board_grid(board: Board) -> list[int]:
    """The board as a row-major list of 0 (empty), 1 (black), 2 (white)."""
    from qtgo.rules import Point

    cells = []
    for y in range(board.height):
        for x in range(board.width):
            stone = board[Point(x, y)]
            cells.append(EMPTY if stone is None else BLACK if stone.value == "B" else WHITE)
    return cells


def unconditionally_alive(board: Board, color: Color) -> frozenset[Point]:
    """The stones of ``color`` that no sequence of opponent moves can capture."""
    from qtgo.rules import Point

    width, height = board.width, board.height
    code = BLACK if color.value == "B" else WHITE
    alive = benson_grid(width, height, board_grid(board), code)
    return frozenset(Point(p % width, p // width) for p in alive)
