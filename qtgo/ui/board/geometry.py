"""Where every line and point of the board lies, in device pixels.

All layout is computed in whole device pixels (the cell size, the origin, the line widths)
and only then divided by the device pixel ratio, so that grid lines and stone pixmaps land
exactly on the screen's pixels at every size and on HiDPI screens: nothing is ever scaled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Wood beyond the outer line, in cells: room for an edge stone, and for the coordinates.
MARGIN_PLAIN = 0.66
MARGIN_COORDINATES = 1.28
#: Free space around the wood, as a fraction of the smaller view side.
PADDING = 0.018

GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def column_label(x: int) -> str:
    """A–Z without I, then AA, AB… as GTP programs continue on wide boards."""
    count = len(GTP_LETTERS)
    if x < count:
        return GTP_LETTERS[x]
    high, low = divmod(x - count, count)
    return GTP_LETTERS[high % count] + GTP_LETTERS[low]


def row_label(y: int, height: int) -> str:
    """Rows are numbered from the bottom, 1 at the bottom edge."""
    return str(height - y)


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """The layout of a ``columns`` × ``rows`` board in a view of ``view_width`` × ``view_height``.

    Device-pixel values end in ``_dev`` and are integers; ``cell`` and the ``center`` of a
    point are in logical (scene) pixels.
    """

    columns: int
    rows: int
    view_width: int
    view_height: int
    dpr: float
    coordinates: bool
    cell_dev: int
    margin_dev: int
    grid_x_dev: int  # device x of the leftmost line
    grid_y_dev: int  # device y of the top line
    line_dev: int
    outer_line_dev: int

    @classmethod
    def fit(
        cls,
        columns: int,
        rows: int,
        view_width: int,
        view_height: int,
        *,
        dpr: float = 1.0,
        coordinates: bool = True,
    ) -> BoardGeometry:
        """The largest board with square cells that fits the view, centred."""
        dpr = dpr if dpr > 0 else 1.0
        width_dev = max(1, round(view_width * dpr))
        height_dev = max(1, round(view_height * dpr))
        margin_cells = MARGIN_COORDINATES if coordinates else MARGIN_PLAIN
        pad = math.ceil(PADDING * min(width_dev, height_dev))
        span_x = columns - 1 + 2 * margin_cells
        span_y = rows - 1 + 2 * margin_cells
        cell = int(min((width_dev - 2 * pad) / span_x, (height_dev - 2 * pad) / span_y))
        cell = max(cell, 3)
        margin = round(margin_cells * cell)
        wood_w = (columns - 1) * cell + 2 * margin
        wood_h = (rows - 1) * cell + 2 * margin
        grid_x = (width_dev - wood_w) // 2 + margin
        grid_y = (height_dev - wood_h) // 2 + margin
        line = max(1, round(cell / 30))
        outer = line + max(1, round(line * 0.7))
        return cls(columns, rows, view_width, view_height, dpr, coordinates,
                   cell, margin, grid_x, grid_y, line, outer)

    # ----------------------------------------------------------------- device pixels
    def line_position_dev(self, index: int, vertical: bool) -> int:
        """The first device pixel of grid line ``index`` (lines are ``line_dev`` wide)."""
        base = self.grid_x_dev if vertical else self.grid_y_dev
        return base + index * self.cell_dev - self.line_dev // 2

    def center_dev(self, x: int, y: int) -> tuple[float, float]:
        """The exact centre of the intersection (x, y) in device pixels."""
        half = (self.line_dev % 2) / 2
        return (self.grid_x_dev + x * self.cell_dev + half,
                self.grid_y_dev + y * self.cell_dev + half)

    @property
    def wood_rect_dev(self) -> tuple[int, int, int, int]:
        """x, y, width, height of the wooden board."""
        w = (self.columns - 1) * self.cell_dev + 2 * self.margin_dev
        h = (self.rows - 1) * self.cell_dev + 2 * self.margin_dev
        return self.grid_x_dev - self.margin_dev, self.grid_y_dev - self.margin_dev, w, h

    @property
    def width_dev(self) -> int:
        return max(1, round(self.view_width * self.dpr))

    @property
    def height_dev(self) -> int:
        return max(1, round(self.view_height * self.dpr))

    # ----------------------------------------------------------------- scene pixels
    @property
    def cell(self) -> float:
        return self.cell_dev / self.dpr

    def center(self, x: int, y: int) -> tuple[float, float]:
        cx, cy = self.center_dev(x, y)
        return cx / self.dpr, cy / self.dpr

    def point_at(self, sx: float, sy: float, tolerance: float = 0.5) -> tuple[int, int] | None:
        """The intersection nearest to scene position (sx, sy), or None beyond ``tolerance``.

        The tolerance is in cells along each axis; 0.5 makes every spot of the grid belong to
        its nearest point while a click in the outer margin, far from any point, does nothing.
        """
        ox, oy = self.center(0, 0)
        fx = (sx - ox) / self.cell
        fy = (sy - oy) / self.cell
        x = min(max(round(fx), 0), self.columns - 1)
        y = min(max(round(fy), 0), self.rows - 1)
        if abs(fx - x) > tolerance or abs(fy - y) > tolerance:
            return None
        return x, y
