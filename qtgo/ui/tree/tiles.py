"""Pictures of the game tree's unlit drawing in square tiles, kept until the tree changes.

The view draws every node, edge and mark once into a tile and copies the tiles to the
screen; only the lit path and the current node are drawn over them at each paint. A step
along a line, or the strip a scroll uncovers, then costs a few pixmap copies and one node
per column, however many variations surround the line (``benchmarks/game_tree.py``).

Tiles are kept least recently used first out, within a memory budget that always holds
at least what the viewport shows twice over.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter, QPixmap

#: Width and height of a tile in logical pixels (multiples of 8, so tiles meet on whole
#: device pixels at the usual scale factors 1, 1.25, 1.5, 1.75, 2). Low and wide: a step
#: along a line uncovers columns, and the rows drawn past the viewport's edge are few;
#: and each tile costs a picture, a painter and its share of every paint that crosses a
#: tile's edge, so 512 wide rather than 256: a step through a 10,000-node tree on its
#: first pass costs 861K instructions instead of 888K, and 751K instead of 762K in the main
#: line alone. (1,024 wide cost less again, 838K, but at a scale of 1.25 a tile copied to
#: a view scrolled past 1,280 device pixels came out a pixel off beside a lit ring.)
TILE_WIDTH = 512
TILE_HEIGHT = 128
#: Memory the tiles may take, in bytes (32-bit pixels).
BUDGET = 32 * 1024 * 1024
#: Pictures of forgotten tiles kept for new ones (a viewport's worth at most).
SPARE = 24

#: Draws the tree into a painter set to content coordinates, clipped to the rectangle
#: given; returns how many nodes it drew.
Renderer = Callable[[QPainter, QRect], int]


class TileCache:
    """Tiles by (column, row) of the content grid and scale factor; see the module docstring."""

    def __init__(self, budget: int = BUDGET) -> None:
        self._budget = budget
        self._tiles: OrderedDict[tuple[int, int, float], tuple[QRect, QPixmap]] = OrderedDict()
        #: Nodes drawn into the tiles made since ``take_drawn`` last read it.
        self._drawn = 0
        #: Pictures of tiles forgotten, drawn over again for new tiles of their size: new
        #: memory costs more to fill than the drawing (the kernel clears every page first).
        self._spare: list[QPixmap] = []

    def clear(self) -> None:
        """Forget every tile (the tree, its layout or its colours changed)."""
        for key in list(self._tiles):
            self._forget(key)

    def drop(self, area: QRect) -> None:
        """Forget the tiles that overlap ``area`` (content coordinates): a node was drawn there."""
        wanted = {(i, j) for i, j in tiles_over(area)}
        for key in [key for key in self._tiles if (key[0], key[1]) in wanted]:
            self._forget(key)

    def _forget(self, key: tuple[int, int, float]) -> None:
        _, pixmap = self._tiles.pop(key)
        if len(self._spare) < SPARE:
            self._spare.append(pixmap)

    def _picture(self, width: int, height: int, dpr: float) -> QPixmap:
        """A picture of that size in device pixels: a spare one, else a new one."""
        for index, spare in enumerate(self._spare):
            if spare.width() == width and spare.height() == height:
                pixmap = self._spare.pop(index)
                pixmap.setDevicePixelRatio(dpr)
                return pixmap
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def kept(self, i: int, j: int, part: QRect, dpr: float) -> bool:
        """Whether ``tile`` would give the picture of ``part`` of tile (i, j) without drawing."""
        kept = self._tiles.get((i, j, dpr))
        return kept is not None and kept[0] == part

    def take_drawn(self) -> int:
        """Nodes drawn into new tiles since the last call (for the view's ``painted_nodes``)."""
        drawn, self._drawn = self._drawn, 0
        return drawn

    def tile(self, i: int, j: int, part: QRect, dpr: float, render: Renderer, keep: int) -> QPixmap:
        """The picture of ``part`` of tile (i, j) (the tile cut to the tree's extent, so a
        short tree's tiles are short too) at scale ``dpr``, drawn by ``render`` unless
        kept; at least ``keep`` tiles stay (what one paint of the viewport needs, twice)."""
        key = (i, j, dpr)
        kept = self._tiles.get(key)
        if kept is not None and kept[0] == part:
            self._tiles.move_to_end(key)
            return kept[1]
        if kept is not None:
            self._forget(key)
        # Left unfilled: ``render`` paints every pixel, so the tile stays opaque and is
        # copied without blending.
        pixmap = self._picture(round(part.width() * dpr), round(part.height() * dpr), dpr)
        painter = QPainter(pixmap)
        painter.translate(-part.left(), -part.top())
        self._drawn += render(painter, part)
        painter.end()
        self._tiles[key] = (QRect(part), pixmap)
        self._tiles.move_to_end(key)
        limit = max(keep, self._budget // (4 * round(TILE_WIDTH * dpr) * round(TILE_HEIGHT * dpr)))
        while len(self._tiles) > limit:
            self._forget(next(iter(self._tiles)))
        return pixmap


def tiles_over(area: QRect) -> list[tuple[int, int]]:
    """(column, row) of the tiles that ``area`` (content coordinates) overlaps."""
    if area.isEmpty():
        return []
    return [
        (i, j)
        for j in range(area.top() // TILE_HEIGHT, area.bottom() // TILE_HEIGHT + 1)
        for i in range(area.left() // TILE_WIDTH, area.right() // TILE_WIDTH + 1)
    ]


def tile_rect(i: int, j: int) -> QRect:
    """Tile (i, j) in content coordinates."""
    return QRect(i * TILE_WIDTH, j * TILE_HEIGHT, TILE_WIDTH, TILE_HEIGHT)


__all__ = ["BUDGET", "TILE_HEIGHT", "TILE_WIDTH", "Renderer", "TileCache", "tile_rect", "tiles_over"]
