"""How the game tree's parts look: stones, rings, marks and edges on the grid, and the
unlit tree inside an area, as the view's tiles keep it (``tiles``).

Stones, rings and marks are pictures painted once and copied. A tile draws a line's edges
along its row as one segment, and its nodes from what they show (``layout.look``, read
when the tree was laid out) for a slice of the line (``TreeLayout.lines_in``): moves in turn
as one copy of a strip of stones, so drawing costs little per node.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF

from qtgo.ui.tree.layout import BLACK, COMMENT, MARKED, MARKUP, WHITE, Line, TreeLayout

# Grid pitch and stone size, in logical pixels.
CELL = 24
STONE = 16
#: The side of a stone's picture (the stone and its outline) and where it sits in its
#: cell: a picture no larger than the stone blends a little over half the pixels of a
#: cell-sized one (the copies are about a fifth of what a big tree's tiles cost to draw
#: beyond a single line's; the edges' antialiased lines are about as much).
GLYPH = STONE + 2
INSET = (CELL - GLYPH) // 2
MARGIN = 8
PATH_COLOR = QColor(40, 110, 220)
COMMENT_COLOR = QColor(30, 120, 255)
MARKUP_COLOR = QColor(235, 130, 20)
LIT_PEN = QPen(PATH_COLOR, 3)
COMMENT_PEN = QPen(QColor(255, 255, 255), 1)
#: The side of the pictures of a comment's dot and of the markup corner, and where they
#: sit in their cell: the top right and the bottom right squares of that side (multiples
#: of 4, so whole device pixels at the usual scales).
BADGE_SIDE = 12
BADGE_AT = CELL - BADGE_SIDE
#: The corner of a node with markup, in the cell whose top left is (0, 0).
MARKUP_CORNER = QPolygonF(
    [QPointF(CELL - 8.5, CELL - 1.5), QPointF(CELL - 1.5, CELL - 1.5), QPointF(CELL - 1.5, CELL - 8.5)]
)
CURRENT_FILL = QColor(PATH_COLOR.red(), PATH_COLOR.green(), PATH_COLOR.blue(), 70)
#: Stones in the ``strip`` (even, so that a longer line's next copy starts with black again).
STRIP_CELLS = 32
#: The colours of moves in turn (``BLACK``, ``WHITE``, ...): from a black one at 0, from a
#: white one at 1; a longer part of a line (an area larger than a tile) is drawn stone by stone.
_IN_TURN = bytes((BLACK, WHITE)) * 1024
#: A ``look`` to its colour alone (``bytes.translate``).
_COLOURS = bytes(value & 3 for value in range(256))


def render_unlit(painter: QPainter, area: QRect, layout: TreeLayout, base: QColor, mid: QColor) -> int:
    """The unlit tree inside ``area`` (content coordinates): background, every edge
    plain, every node with its marks; returns how many nodes it drew.

    Line by line along the rows: the edges along a line's row as one segment (the
    stones hide where the segments of single edges met), the bent edges into
    variations one by one, and the nodes of a line from a slice of it."""
    painter.fillRect(area, base)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    first_col, last_col, first_row, last_row = cells(area, layout.columns)
    last_row = min(last_row, layout.rows - 1)
    if first_col > last_col or first_row > last_row:
        return 0
    # The edges that cross the area: into its columns and into the one after (an edge
    # runs from its parent's centre to its node's), on its rows or climbing through them.
    lines: list[QLineF] = []
    half = MARGIN + CELL / 2
    low_edge, high_edge = max(1, first_col), min(last_col + 1, layout.columns - 1)
    rows: list[tuple[int, list[Line]]] = []
    for row in range(first_row, last_row + 1):
        found = layout.lines_in(row, first_col - 1, last_col + 1)
        rows.append((row, found))
        y = half + row * CELL
        for start, end, _nodes, _looks in found:
            low, high = max(start + 1, low_edge), min(end, high_edge)
            if low <= high:
                lines.append(QLineF(half + (low - 1) * CELL, y, half + high * CELL, y))
    column_bends = layout.column_bends
    for column in range(low_edge, high_edge + 1):
        bends = column_bends[column]  # by row; few, and most columns have some
        for row, parent_row in bends[bisect_left(bends, (first_row, -1)) :]:
            if parent_row <= last_row:
                edge(lines, column, parent_row, row, half)
    painter.setPen(QPen(mid, 1.5))
    painter.drawLines(lines)
    dpr = painter.device().devicePixelRatioF()
    stones = strip(dpr)
    glyphs = (glyph(None, dpr), glyph("B", dpr), glyph("W", dpr))
    pitch = round(CELL * dpr)
    count = 0
    for row, found in rows:
        y = MARGIN + row * CELL
        for start, end, _nodes, looks in found:
            low, high = max(start, first_col), min(end, last_col)
            if low > high:
                continue
            x = MARGIN + low * CELL
            part = looks[low - start : high - start + 1]
            count += len(part)
            if stones is not None and _stones_in_turn(painter, part, x, y, stones, pitch):
                continue
            for value in part:
                colour = value & 3
                if colour and stones is not None:  # a cell of the strip: as its copies meet the pixels
                    painter.drawPixmap(x, y, stones, (colour - 1) * pitch, 0, pitch, pitch)
                else:
                    painter.drawPixmap(x + INSET, y + INSET, glyphs[colour])
                if value > 3:
                    paint_badges(painter, value, x, y, dpr)
                x += CELL
    return count


def _stones_in_turn(painter: QPainter, looks: bytearray, x: int, y: int, stones: QPixmap, pitch: int) -> bool:
    """Draw the nodes of a line that show ``looks``, the first in the cell whose top left
    is (x, y), as copies of parts of the ``strip`` (``pitch`` device pixels a cell) when
    they are moves, black and white in turn (nearly every line), and their comment dots
    and markup corners over them: True; else draw nothing: False.

    One copy a line instead of one a stone, and no node read (their ``look`` was read when
    the tree was laid out): a tile full of variations cost several times one of a single
    line in Python calls, not in pixels."""
    colours = looks.translate(_COLOURS)
    size = len(colours)
    first = 0 if colours[0] == BLACK else 1
    if colours != _IN_TURN[first : first + size]:
        return False
    for done in range(0, size, STRIP_CELLS):  # STRIP_CELLS is even: the turn goes on
        cells = min(STRIP_CELLS, size - done)
        painter.drawPixmap(x + done * CELL, y, stones, first * pitch, 0, cells * pitch, pitch)
    if colours != looks:  # some carry a comment or markup
        for offset, value in enumerate(looks):
            if value > 3:
                paint_badges(painter, value, x + offset * CELL, y, stones.devicePixelRatio())
    return True


def paint_node(
    painter: QPainter, node: Any, x: int, y: int, stone: QPixmap, halo: QPixmap | None, current: bool = False
) -> None:
    """One node in the cell whose top left is (x, y): its ``stone`` (a ``glyph``), the
    ``halo`` (a ``ring``) when it is lit, the fill of the current node; only the marks it
    carries are drawn, their pictures at the ``stone``'s scale."""
    properties = node.properties
    if current:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CURRENT_FILL)
        painter.drawRoundedRect(QRectF(x + 1, y + 1, CELL - 2, CELL - 2), 5, 5)
    painter.drawPixmap(x + INSET, y + INSET, stone)
    if halo is not None:
        painter.drawPixmap(x, y, halo)
    if len(properties) == 1 and ("B" in properties or "W" in properties):
        return  # a bare move (nearly every node): no comment, no markup
    badges = (COMMENT if "C" in properties else 0) | (0 if MARKUP.isdisjoint(properties) else MARKED)
    paint_badges(painter, badges, x, y, stone.devicePixelRatio())


def paint_badges(painter: QPainter, value: int, x: int, y: int, dpr: float) -> None:
    """The comment's dot and the markup's corner that a node's ``look`` (``value``) asks
    for, in the cell whose top left is (x, y)."""
    if value & COMMENT:
        painter.drawPixmap(x + BADGE_AT, y, comment_dot(dpr))
    if value & MARKED:
        painter.drawPixmap(x + BADGE_AT, y + BADGE_AT, markup_corner(dpr))


def cells(area: QRect, columns: int) -> tuple[int, int, int, int]:
    """First and last column, first and last row of the cells ``area`` (content
    coordinates) touches."""
    first_col = max(0, (area.left() - MARGIN) // CELL)
    last_col = min(columns - 1, (area.right() - MARGIN) // CELL)
    first_row = max(0, (area.top() - MARGIN) // CELL)
    return first_col, last_col, first_row, (area.bottom() - MARGIN) // CELL


def edge(lines: list[QLineF], column: int, parent_row: int, row: int, half: float) -> None:
    """The edge into (column, row) from its parent in the column before, row ``parent_row``:
    straight along a row, else down the parent's column and across into the cell."""
    # Cell centres as plain numbers: a QPointF per end cost more than the drawing.
    x1, x2 = half + (column - 1) * CELL, half + column * CELL
    y1, y2 = half + parent_row * CELL, half + row * CELL
    if row == parent_row:
        lines.append(QLineF(x1, y1, x2, y2))
    else:
        bend = y2 - CELL
        lines.append(QLineF(x1, y1, x1, bend))
        lines.append(QLineF(x1, bend, x2, y2))


def _canvas(side: float, dpr: float) -> tuple[QPixmap, QPainter]:
    """A transparent square picture ``side`` pixels wide at scale ``dpr`` and an
    antialiasing painter on it, which the caller ends: the pictures here are painted once."""
    pixmap = QPixmap(round(side * dpr), round(side * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    return pixmap, painter


@lru_cache(maxsize=12)
def glyph(move: str | None, dpr: float) -> QPixmap:
    """The stone (or the grey square of a node without a move) of one cell, painted once
    (a pixmap copy per node is several times faster than antialiased ellipses), in a
    picture ``GLYPH`` wide drawn ``INSET`` into its cell."""
    pixmap, painter = _canvas(GLYPH, dpr)
    center = QPointF(GLYPH / 2, GLYPH / 2)
    radius = STONE / 2
    if move == "B":
        painter.setPen(QPen(QColor(0, 0, 0), 1))
        painter.setBrush(QColor(20, 20, 22))
        painter.drawEllipse(center, radius, radius)
    elif move == "W":
        painter.setPen(QPen(QColor(40, 40, 40), 1.2))
        painter.setBrush(QColor(250, 250, 246))
        painter.drawEllipse(center, radius, radius)
    else:
        # The root, setup nodes and other nodes without a move: a small grey square.
        painter.setPen(QPen(QColor(90, 90, 90), 1))
        painter.setBrush(QColor(170, 170, 170))
        side = radius * 1.4
        painter.drawRect(QRectF(center.x() - side / 2, center.y() - side / 2, side, side))
    painter.end()
    return pixmap


@lru_cache(maxsize=4)
def strip(dpr: float) -> QPixmap | None:
    """``STRIP_CELLS`` cells and one, each with a stone drawn in it as a tile draws a node's (the
    ``glyph`` at ``INSET``), black and white in turn from a black one: a part of it copied
    draws a line of moves at once (``_stones_in_turn``). None when a cell's edges are not on
    whole device pixels at ``dpr``: there the copy would not meet the pixels of stones
    drawn one by one."""
    if not (CELL * dpr).is_integer() or not (MARGIN * dpr).is_integer():
        return None
    black, white = glyph("B", dpr), glyph("W", dpr)
    # One more than a copy takes: a copy that starts with a white stone starts a cell in.
    pixmap = QPixmap(round((STRIP_CELLS + 1) * CELL * dpr), round(CELL * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for cell in range(STRIP_CELLS + 1):
        painter.drawPixmap(cell * CELL + INSET, INSET, black if cell % 2 == 0 else white)
    painter.end()
    return pixmap


@lru_cache(maxsize=4)
def markup_corner(dpr: float) -> QPixmap:
    """The orange corner at the bottom right of a node with markup, painted once and
    drawn in the cell's bottom right square (``BADGE_AT``) (an antialiased polygon each time cost as much as
    four or five stones)."""
    pixmap, painter = _canvas(BADGE_SIDE, dpr)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MARKUP_COLOR)
    painter.drawPolygon(MARKUP_CORNER.translated(-BADGE_AT, -BADGE_AT))
    painter.end()
    return pixmap


@lru_cache(maxsize=4)
def comment_dot(dpr: float) -> QPixmap:
    """The blue dot in the top right corner of a node with a comment, painted once and
    drawn in the cell's top right square (``BADGE_AT``): the antialiased circle and its outline cost about
    35,000 instructions each time, a tenth of what a big tree's first pass cost beyond a
    single line's."""
    pixmap, painter = _canvas(BADGE_SIDE, dpr)
    painter.setPen(COMMENT_PEN)
    painter.setBrush(COMMENT_COLOR)
    painter.drawEllipse(QPointF(CELL - 5.5 - BADGE_AT, 4.5), 3.5, 3.5)
    painter.end()
    return pixmap


@lru_cache(maxsize=8)
def ring(current: bool, dpr: float) -> QPixmap:
    """The ring around a stone of the lit path (thin) or around the current one (thick),
    painted once: a pixmap copy per node instead of an antialiased ellipse."""
    pixmap, painter = _canvas(CELL, dpr)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = STONE / 2 + (2.5 if current else 1)
    painter.setPen(QPen(PATH_COLOR, 2.5 if current else 1.5))
    painter.drawEllipse(QPointF(CELL / 2, CELL / 2), radius, radius)
    painter.end()
    return pixmap


def move_color(node: Any) -> str | None:
    if "B" in node:
        return "B"
    if "W" in node:
        return "W"
    return None


def has_markup(node: Any) -> bool:
    return not MARKUP.isdisjoint(node.properties)


__all__ = [
    "CELL",
    "COMMENT_COLOR",
    "CURRENT_FILL",
    "LIT_PEN",
    "MARGIN",
    "MARKUP_COLOR",
    "PATH_COLOR",
    "cells",
    "edge",
    "glyph",
    "has_markup",
    "move_color",
    "paint_node",
    "render_unlit",
    "ring",
]
