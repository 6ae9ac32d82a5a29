"""Star points (hoshi), without Qt: one definition for the board scene and the figures.

4-4, sides and centre on 19; 4-4 and centre on 13; 3-3 and centre on 9; elsewhere the points
that fixed handicap uses; none below 7 lines.
"""

from __future__ import annotations

__all__ = ["star_points"]


def _axis(n: int) -> tuple[list[int], bool]:
    if n >= 13:
        edge = 3
    elif n >= 7:
        edge = 2
    else:
        return [], False
    return [edge, n - 1 - edge], n % 2 == 1 and n >= 9


def star_points(columns: int, rows: int) -> list[tuple[int, int]]:
    xs, x_mid = _axis(columns)
    ys, y_mid = _axis(rows)
    if not xs or not ys:
        return []
    points = [(x, y) for x in xs for y in ys]
    if x_mid and y_mid:
        points.append((columns // 2, rows // 2))
    sides = not (columns == rows and columns in (9, 13))
    if sides and x_mid:
        points += [(columns // 2, y) for y in ys]
    if sides and y_mid:
        points += [(x, rows // 2) for x in xs]
    return points
