"""Handicap placement: fixed star points per RULES.md §4, and the placement modes."""

from __future__ import annotations

import enum

from .types import Point, RulesError

__all__ = ["HandicapPlacement", "fixed_handicap_points", "max_fixed_handicap"]


class HandicapPlacement(enum.Enum):
    FIXED = "fixed"  # star points, placed before White's first move
    FREE = "free"  # Black places N stones anywhere, one after another
    TROMP_TAYLOR_MOVES = "tromp-taylor"  # Black makes N consecutive moves


def _axis(length: int) -> tuple[int, int | None, int] | None:
    """(low line, middle line or None, high line) of one axis, 0-based; None below 7."""
    if length < 7:
        return None
    edge = 3 if length >= 13 else 2
    middle = length // 2 if length % 2 == 1 and length >= 9 else None
    return edge, middle, length - 1 - edge


def max_fixed_handicap(width: int, height: int) -> int:
    """How many fixed stones a board takes: 0 below 7x7, 4, 6 or 9.

    RULES.md §4 gives the lines per axis: the corners stand on the 3rd or 4th line, side
    and centre points exist only on odd axes of 9 and more. On a rectangle with one odd
    axis only, the two side points on that axis exist but the centre and the other sides do
    not, so at most 6 stones (4 corners and those two sides).
    """
    across, down = _axis(width), _axis(height)
    if across is None or down is None:
        return 0
    middles = (across[1] is not None) + (down[1] is not None)
    return (4, 6, 9)[middles]


def fixed_handicap_points(width: int, height: int | None = None, n: int = 0) -> list[Point]:
    """The star points for ``n`` fixed handicap stones, in the traditional order.

    19x19: 2 = D4 Q16; 3 = + Q4; 4 = + D16; 5 = 4 + centre; 6 = 4 + the two side points
    of the middle row; 7 = 6 + centre; 8 = 6 + the two side points of the middle column;
    9 = 8 + centre. ``n`` 0 gives no stones; 1 is refused (a one-stone handicap is just
    Black moving first without komi).
    """
    if height is None:
        height = width
    if n == 0:
        return []
    if n < 0:
        raise RulesError(f"handicap {n} is negative")
    if n == 1:
        raise RulesError("a fixed handicap needs at least 2 stones (handicap 1 means no komi)")
    limit = max_fixed_handicap(width, height)
    if limit == 0:
        raise RulesError(f"no fixed handicap on a {width}x{height} board (7x7 at least)")
    if n > limit:
        raise RulesError(f"at most {limit} fixed handicap stones on a {width}x{height} board")
    left, centre_x, right = _axis(width)  # type: ignore[misc]
    top, centre_y, bottom = _axis(height)  # type: ignore[misc]
    # From Black's side: bottom-left, top-right, bottom-right, top-left.
    corners = [Point(left, bottom), Point(right, top), Point(right, bottom), Point(left, top)]
    row_sides = [] if centre_y is None else [Point(left, centre_y), Point(right, centre_y)]
    column_sides = [] if centre_x is None else [Point(centre_x, bottom), Point(centre_x, top)]
    centre = [] if centre_x is None or centre_y is None else [Point(centre_x, centre_y)]
    if n <= 4:
        return corners[:n]
    if centre:
        if n == 5:
            return corners + centre
        if n == 6:
            return corners + row_sides
        if n == 7:
            return corners + row_sides + centre
        if n == 8:
            return corners + row_sides + column_sides
        return corners + row_sides + column_sides + centre
    # One odd axis only: its two side points are the 5th and 6th stones... but a lone side
    # point would be lopsided, so 5 is refused like on boards without a centre.
    sides = row_sides or column_sides
    if n == 5:
        raise RulesError(f"no 5-stone fixed handicap on a {width}x{height} board (no centre point)")
    return corners + sides
