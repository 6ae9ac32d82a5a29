"""The eight symmetries of a square board (four of a rectangular one) on point indices.

Symmetry ``k`` maps a point ``(x, y)`` of a pattern or position to ``TRANSFORMS[k]`` of it
on the board of a game; a search result's ``symmetry`` is that ``k``. Points are handled as
indices ``y * width + x`` because the index tables of the searches are flat lists.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from qtgo.sgf import GameTree

__all__ = ["SYMMETRY_COUNT", "compose", "inverse", "symmetries_for", "transform", "transform_table", "transform_tree"]

SYMMETRY_COUNT = 8

# (x, y) -> (x', y') with n = width - 1 and m = height - 1; 4..7 swap the axes.
_TRANSFORMS: tuple[Callable[[int, int, int, int], tuple[int, int]], ...] = (
    lambda x, y, n, m: (x, y),  # 0 identity
    lambda x, y, n, m: (n - x, y),  # 1 mirror left-right
    lambda x, y, n, m: (x, m - y),  # 2 mirror top-bottom
    lambda x, y, n, m: (n - x, m - y),  # 3 rotate 180°
    lambda x, y, n, m: (y, x),  # 4 mirror on the main diagonal
    lambda x, y, n, m: (m - y, x),  # 5 rotate 90° clockwise
    lambda x, y, n, m: (y, n - x),  # 6 rotate 90° counter-clockwise
    lambda x, y, n, m: (m - y, n - x),  # 7 mirror on the other diagonal
)


def transform(k: int, x: int, y: int, width: int, height: int) -> tuple[int, int]:
    """Point ``(x, y)`` under symmetry ``k`` on a ``width`` x ``height`` board."""
    return _TRANSFORMS[k](x, y, width - 1, height - 1)


def symmetries_for(width: int, height: int) -> tuple[int, ...]:
    """The symmetries that map the board onto itself: all eight only when it is square."""
    return tuple(range(SYMMETRY_COUNT)) if width == height else (0, 1, 2, 3)


@cache
def transform_table(k: int, width: int, height: int) -> tuple[int, ...]:
    """``table[i]`` is the index of point ``i`` under symmetry ``k``."""
    table = []
    for i in range(width * height):
        y, x = divmod(i, width)
        tx, ty = transform(k, x, y, width, height)
        table.append(ty * width + tx)
    return tuple(table)


def _probe(k: int, points: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    return tuple(transform(k, x, y, 5, 5) for x, y in points)


# Three points that no symmetry but the identity fixes identify a symmetry by their images.
_PROBE = ((0, 0), (1, 0), (0, 2))
_BY_IMAGE = {_probe(k, _PROBE): k for k in range(SYMMETRY_COUNT)}


@cache
def compose(outer: int, inner: int) -> int:
    """The symmetry that applies ``inner`` first and then ``outer``."""
    images = tuple(transform(outer, *transform(inner, x, y, 5, 5), 5, 5) for x, y in _PROBE)
    return _BY_IMAGE[images]


@cache
def inverse(k: int) -> int:
    """The symmetry that undoes ``k``."""
    return next(j for j in range(SYMMETRY_COUNT) if compose(j, k) == 0)


def transform_tree(tree: GameTree, k: int, *, swap_colors: bool = False) -> GameTree:
    """A copy of a game turned by symmetry ``k`` (moves and setup), colours swapped if asked.

    The benchmark builds its library from such copies, and the tests use them to know
    where a search must find a game.
    """
    from qtgo.rules import Color, Move, Point
    from qtgo.sgf import Setup, dumps, parse

    copy = parse(dumps(tree)).games[0]
    width, height = copy.size

    def moved(point: Point) -> Point:
        return Point(*transform(k, point.x, point.y, width, height))

    def colour(color: Color) -> Color:
        return color.opponent if swap_colors else color

    for node in copy.nodes():
        move = node.move
        if move is not None:
            on_board = move.point is not None and 0 <= move.point.x < width and 0 <= move.point.y < height
            point = moved(move.point) if on_board and move.point is not None else None
            node.move = Move(colour(move.color), point)
        setup = node.setup
        if setup is not None:
            black = tuple(moved(p) for p in setup.black)
            white = tuple(moved(p) for p in setup.white)
            to_play = colour(setup.to_play) if setup.to_play is not None else None
            if swap_colors:
                black, white = white, black
            node.setup = Setup(black, white, tuple(moved(p) for p in setup.empty), to_play)
    return copy
