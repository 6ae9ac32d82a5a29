"""Where every line and point of the board lies, in device pixels.

All layout is computed in whole device pixels (the cell size, the origin, the line widths)
and only then divided by the device pixel ratio, so that grid lines and stone pixmaps land
exactly on the screen's pixels at every size and on HiDPI screens: nothing is ever scaled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: Wood beyond the outer line, in cells: room for an edge stone, and for the coordinates
#: (half a stone, then a label a third of a cell high centred in what is left).
MARGIN_PLAIN = 0.66
MARGIN_COORDINATES = 1.1
#: Free space around the wood, as a fraction of the smaller view side.
PADDING = 0.018
#: Lines, coordinates and the strokes of marks follow the cell only up to the cell of a board
#: with this many cells across the smaller view side: on 2×2 or 5×5 they would grow huge.
INK_CELLS = 12
#: Coordinates smaller than this (device pixels) are unreadable: the margin goes instead.
MIN_COORDINATE_PX = 5
#: Row spacing over column spacing of a real board (23.7 mm / 22 mm, BOARD-LOOK.md): the grid
#: is slightly taller than wide so that it looks square to a seated player. An option.
TRADITIONAL_ASPECT = 23.7 / 22.0
#: The board's front edge (its thickness seen from the player's chair), in capped cells.
EDGE_CELLS = 0.3

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


def _margin(cell_dev: int, ink_dev: int, coordinates: bool) -> int:
    """Wood beyond the outer line: half a stone, plus room for the labels if shown."""
    if not coordinates:
        return round(0.5 * cell_dev + (MARGIN_PLAIN - 0.5) * ink_dev)
    labels = max((MARGIN_COORDINATES - 0.5) * ink_dev, 2.0 * coordinate_pixels(cell_dev, ink_dev))
    return round(0.5 * cell_dev + labels)


def coordinate_pixels(cell_dev: int, ink_dev: int) -> int:
    """Coordinate text size: a third of the (capped) cell, but on dense boards as large as
    the margin allows (up to 9 px) so that 52×52 stays readable."""
    return round(max(0.34 * ink_dev, min(9.0, 0.48 * cell_dev)))


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
    ink_dev: int  # the cell, capped relative to the view: the scale of lines and text
    cell_y_dev: int = 0  # row spacing; equals ``cell_dev`` on a square grid (0 = the same)
    edge_dev: int = 0  # the visible front edge of the board, below the wood

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
        aspect: float = 1.0,
        edge: bool = True,
    ) -> BoardGeometry:
        """The largest board that fits the view, centred; rows ``aspect`` times as far apart
        as columns (1.0: square cells), with room for the board's front edge when ``edge``.

        Coordinates are left out when the board is so dense that they could not be read.
        """
        aspect = min(max(aspect, 1.0), 1.2)
        dpr = dpr if dpr > 0 else 1.0
        width_dev = max(1, round(view_width * dpr))
        height_dev = max(1, round(view_height * dpr))
        margin_cells = MARGIN_COORDINATES if coordinates else MARGIN_PLAIN
        # Small views need every pixel for the board; larger ones get a little air around it.
        pad = math.ceil(PADDING * min(width_dev, height_dev)) if min(width_dev, height_dev) >= 240 else 0
        cap = max(3, round(min(width_dev, height_dev) / INK_CELLS))
        edge_room = round(EDGE_CELLS * cap) if edge else 0
        room_x, room_y = width_dev - 2 * pad, height_dev - 2 * pad - edge_room
        cell = int(min(room_x / (columns - 1 + 2 * margin_cells), room_y / ((rows - 1) * aspect + 2 * margin_cells)))
        cell = max(cell, 1)
        if cell > cap:
            # Large cells (tiny boards): the margin is half a stone plus room for labels
            # of the capped size, not a fixed share of a huge cell.
            extra = 2 * (margin_cells - 0.5) * cap
            cell = max(cap, int(min((room_x - extra) / columns, (room_y - extra) / (rows * aspect))))
        ink = min(cell, cap)
        if coordinates and coordinate_pixels(cell, ink) < MIN_COORDINATE_PX:
            return cls.fit(columns, rows, view_width, view_height, dpr=dpr, coordinates=False, aspect=aspect, edge=edge)
        margin = _margin(cell, ink, coordinates)
        # Labels on dense boards may need more than the estimate: shrink until it fits.
        while (
            cell > 1
            and max((columns - 1) * cell + 2 * margin - room_x, (rows - 1) * round(cell * aspect) + 2 * margin - room_y)
            > 0
        ):
            cell -= 1
            ink = min(cell, cap)
            margin = _margin(cell, ink, coordinates)
        cell_y = max(1, round(cell * aspect))
        edge_dev = min(round(EDGE_CELLS * ink), edge_room) if edge else 0
        wood_w = (columns - 1) * cell + 2 * margin
        wood_h = (rows - 1) * cell_y + 2 * margin
        grid_x = (width_dev - wood_w) // 2 + margin
        grid_y = (height_dev - wood_h - edge_dev) // 2 + margin
        line = max(1, round(ink / 30))
        outer = line + max(1, round(line * 0.7))
        return cls(
            columns,
            rows,
            view_width,
            view_height,
            dpr,
            coordinates,
            cell,
            margin,
            grid_x,
            grid_y,
            line,
            outer,
            ink,
            cell_y,
            edge_dev,
        )

    def __post_init__(self) -> None:
        if self.cell_y_dev <= 0:
            object.__setattr__(self, "cell_y_dev", self.cell_dev)

    # ----------------------------------------------------------------- device pixels
    def line_position_dev(self, index: int, vertical: bool) -> int:
        """The first device pixel of grid line ``index`` (lines are ``line_dev`` wide)."""
        if vertical:
            return self.grid_x_dev + index * self.cell_dev - self.line_dev // 2
        return self.grid_y_dev + index * self.cell_y_dev - self.line_dev // 2

    def center_dev(self, x: int, y: int) -> tuple[float, float]:
        """The exact centre of the intersection (x, y) in device pixels."""
        half = (self.line_dev % 2) / 2
        return (self.grid_x_dev + x * self.cell_dev + half, self.grid_y_dev + y * self.cell_y_dev + half)

    @property
    def wood_rect_dev(self) -> tuple[int, int, int, int]:
        """x, y, width, height of the wooden board."""
        w = (self.columns - 1) * self.cell_dev + 2 * self.margin_dev
        h = (self.rows - 1) * self.cell_y_dev + 2 * self.margin_dev
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

    @property
    def cell_y(self) -> float:
        """The row spacing in scene pixels (``cell`` unless the grid is traditional)."""
        return self.cell_y_dev / self.dpr

    @property
    def ink(self) -> float:
        """The scale of strokes and small text, in scene pixels (see ``ink_dev``)."""
        return self.ink_dev / self.dpr

    @property
    def coordinate_px(self) -> int:
        """The pixel size (device) of the coordinate labels."""
        return coordinate_pixels(self.cell_dev, self.ink_dev)

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
        fy = (sy - oy) / self.cell_y
        x = min(max(round(fx), 0), self.columns - 1)
        y = min(max(round(fy), 0), self.rows - 1)
        if abs(fx - x) > tolerance or abs(fy - y) > tolerance:
            return None
        return x, y
