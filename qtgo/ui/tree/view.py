"""The graphical game tree: every node a small stone on a grid, the current path lit.

Painting walks only the columns and rows inside the viewport (``TreeLayout.nodes_in``),
so a record of 10,000 nodes repaints as fast as one of 100 (``benchmarks/game_tree.py``).
The unlit tree is drawn once into kept tiles (``tiles``); each paint copies them and draws
the lit path and the current node over them, one node per column.
A click asks to jump to the node under the pointer; nodes with a comment carry a small
blue dot, nodes with markup a small orange corner, and the tooltip says which.

Signals:
    node_activated(object): the user clicked a node.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, cast

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from qtgo.ui.tree.layout import Line, TreeLayout, layout_tree
from qtgo.ui.tree.tiles import TILE_HEIGHT, TILE_WIDTH, TileCache, tile_rect, tiles_over

# Grid pitch and stone size, in logical pixels.
CELL = 24
STONE = 16
MARGIN = 8
MARKUP = frozenset(("TR", "SQ", "CR", "MA", "LB", "AR", "LN", "SL", "DD", "TB", "TW"))
PATH_COLOR = QColor(40, 110, 220)
COMMENT_COLOR = QColor(30, 120, 255)
MARKUP_COLOR = QColor(235, 130, 20)
LIT_PEN = QPen(PATH_COLOR, 3)
COMMENT_PEN = QPen(QColor(255, 255, 255), 1)
#: The corner of a node with markup, in the cell whose top left is (0, 0).
MARKUP_CORNER = QPolygonF(
    [QPointF(CELL - 8.5, CELL - 1.5), QPointF(CELL - 1.5, CELL - 1.5), QPointF(CELL - 1.5, CELL - 8.5)]
)
CURRENT_FILL = QColor(PATH_COLOR.red(), PATH_COLOR.green(), PATH_COLOR.blue(), 70)


class GameTreeView(QAbstractScrollArea):
    """The whole game tree of one record; see the module docstring."""

    node_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here: PySide6 would look up the type of Qt's own among every
        # widget class (as the board view's, see there).
        self.setViewport(QWidget())
        # The paint fills its whole rectangle: a scroll can then move the pixels drawn
        # and repaint only the strip that comes into view.
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setObjectName("game_tree")
        self.retranslate()
        self.viewport().setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._root: Any = None
        self.layout_: TreeLayout = TreeLayout()
        self._current: Any = None
        self._path_list: list[Any] = []  # the path as given, to see that a step keeps it
        self._lit: list[tuple[int, Any] | None] | None = None  # the path by column, once drawn
        self._tree_changed = False  # a node came or went since the path was made
        self._tiles = TileCache()
        # Nodes drawn by the last paint, into new tiles and over them (the benchmark and the
        # tests read it).
        self.painted_nodes = 0
        # The stone pictures and the rings (current, lit) at the scale last painted at.
        self._pictures: tuple[float, dict[str | None, QPixmap], tuple[QPixmap, QPixmap]] = (
            0.0,
            {},
            (QPixmap(), QPixmap()),
        )

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Game tree"))
        self.setAccessibleDescription(self.tr("The moves and variations as a tree; click a node to go there"))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._tiles.clear()  # drawn in the old colours
            self.viewport().update()

    # ----------------------------------------------------------------- model

    def set_root(self, root: Any) -> None:
        """Show the tree below ``root`` (a new record, or one changed beyond a new move)."""
        self._root = root
        self.relayout()

    def relayout(self) -> None:
        self._tree_changed = True
        self._tiles.clear()
        self._lit = None
        self.layout_ = layout_tree(self._root) if self._root is not None else TreeLayout()
        self._update_scrollbars()
        self.viewport().update()

    def node_added(self, node: Any) -> None:
        """A node joined the tree: placed at once when it extends a line, else a relayout."""
        self._tree_changed = True
        if not self.layout_.extend(node):
            self.relayout()
            return
        self._lit = None
        column, row = self.layout_.positions[node]
        # The new node, and the edge from its parent in the cell before.
        self._tiles.drop(self._content_rect(column - 1, row).united(self._content_rect(column, row)))
        self._update_scrollbars()
        self.viewport().update()

    def set_current(self, node: Any, path: list[Any] | None = None) -> None:
        """Mark ``node`` current and light ``path`` (root to the end of the chosen line;
        by default the node's ancestors and its main continuation), and scroll to it.

        A step along the lit line (the arrow key held down) leaves the path as it was:
        then only the two cells whose mark moved are repainted, and a scroll moves the
        pixels already drawn and copies kept tiles into the strip it uncovers, so a step
        costs the same in a tree of 10,000 nodes as in a single line
        (``benchmarks/game_tree.py``). Marking the current node current again says that
        what is drawn on the nodes in view changed (a comment, markup): it is drawn anew.
        """
        previous = self._current
        self._current = node
        if path is None:
            same = not self._tree_changed and previous is not None and node is not None
            same = same and _same_default_path(previous, node)
            if not same:
                path = _default_path(node)
        else:
            same = path == self._path_list
        if not same:
            self._path_list = path if path is not None else []
            self._lit = None
        if previous is node:
            # Something drawn changed (a comment, markup): the tiles on screen go, as a
            # whole repaint did before them. Edits reach only nodes in view (the current
            # node, the one just left); any other change of the tree relays it out.
            sx, sy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
            self._tiles.drop(self.viewport().rect().translated(sx, sy))
        self._tree_changed = False
        self.ensure_visible(node)
        if not same or previous is node:
            self.viewport().update()
            return
        for marked in (previous, node):
            rect = self.node_rect(marked)
            if rect is not None:
                self.viewport().update(rect)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        """Move what is drawn and paint only the strip that comes into view."""
        self.viewport().scroll(dx, dy)

    @property
    def current(self) -> Any:
        return self._current

    # ----------------------------------------------------------------- geometry
    def cell_rect(self, column: int, row: int) -> QRect:
        """The cell of (column, row) in viewport coordinates."""
        x = MARGIN + column * CELL - self.horizontalScrollBar().value()
        y = MARGIN + row * CELL - self.verticalScrollBar().value()
        return QRect(x, y, CELL, CELL)

    def node_rect(self, node: Any) -> QRect | None:
        cell = self.layout_.positions.get(node)
        return self.cell_rect(*cell) if cell is not None else None

    def node_at(self, pos: QPoint) -> Any | None:
        """The node whose stone is under viewport position ``pos``."""
        x = pos.x() + self.horizontalScrollBar().value() - MARGIN
        y = pos.y() + self.verticalScrollBar().value() - MARGIN
        if x < 0 or y < 0:
            return None
        return self.layout_.node_at(x // CELL, y // CELL)

    def ensure_visible(self, node: Any) -> None:
        cell = self.layout_.positions.get(node)
        if cell is None:
            return
        x, y = MARGIN + cell[0] * CELL, MARGIN + cell[1] * CELL
        for bar, start, size in (
            (self.horizontalScrollBar(), x, self.viewport().width()),
            (self.verticalScrollBar(), y, self.viewport().height()),
        ):
            # Past an edge, the node goes a third of the way in from it: stepping on along a
            # line then scrolls once every few steps rather than at every one.
            if start < bar.value() + CELL:
                bar.setValue(max(0, start + CELL - max(3 * CELL, 2 * size // 3)))
            elif start + CELL > bar.value() + size - CELL:
                bar.setValue(start + max(2 * CELL, size // 3) - size)

    def _update_scrollbars(self) -> None:
        width = 2 * MARGIN + self.layout_.columns * CELL
        height = 2 * MARGIN + self.layout_.rows * CELL
        viewport = self.viewport().size()
        for bar, total, page in (
            (self.horizontalScrollBar(), width, viewport.width()),
            (self.verticalScrollBar(), height, viewport.height()),
        ):
            bar.setRange(0, max(0, total - page))
            bar.setPageStep(max(1, page))
            bar.setSingleStep(CELL)

    def sizeHint(self) -> QSize:
        return QSize(260, 6 * CELL)

    def minimumSizeHint(self) -> QSize:
        return QSize(4 * CELL, 3 * CELL)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_scrollbars()

    # ----------------------------------------------------------------- input
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            node = self.node_at(event.position().toPoint())
            if node is not None and node is not self._current:
                self.node_activated.emit(node)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def viewportEvent(self, event: Any) -> bool:
        if isinstance(event, QHelpEvent):
            node = self.node_at(event.pos())
            if node is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.describe(node), self.viewport())
            return True
        return super().viewportEvent(event)

    def describe(self, node: Any) -> str:
        """A node in words: its move, and whether it has a comment or markup."""
        column, _ = self.layout_.positions.get(node, (0, 0))
        parts = []
        move = _move_color(node)
        if node.parent is None:
            parts.append(self.tr("Game start"))
        elif move is None:
            parts.append(self.tr("Node {0} (no move)").format(column))
        else:
            parts.append(self.tr("Move {0}: {1}").format(column, self.tr("Black") if move == "B" else self.tr("White")))
        if node.get("C"):
            parts.append(self.tr("has a comment"))
        if _has_markup(node):
            parts.append(self.tr("has markup"))
        return ", ".join(parts)

    # ----------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        """The kept tiles of the unlit tree, then the lit path and the current node over them."""
        painter = QPainter(self.viewport())
        sx, sy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        painter.translate(-sx, -sy)  # content coordinates from here on
        area = event.rect().translated(sx, sy)
        if not self.layout_.columns:
            painter.fillRect(area, self.palette().color(QPalette.ColorRole.Base))
            painter.end()
            return
        dpr = self.devicePixelRatioF()
        region = event.region()
        if region.rectCount() == 1:
            self._paint_unlit(painter, [area], dpr, clip=False)
        else:
            # A scroll's strip and the marks that moved: each rectangle apart, clipped to
            # it, so the tiles are copied as plain rectangles (through the region's clip, a
            # copy costs several times more) and only tiles under the region are drawn.
            self._paint_unlit(painter, _parts(region, sx, sy), dpr, clip=True)
            painter.setClipping(False)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._pictures[0] != dpr:
            glyphs = {move: _glyph(move, dpr) for move in ("B", "W", None)}
            self._pictures = (dpr, glyphs, (_ring(True, dpr), _ring(False, dpr)))
        drawn = self._paint_lit(painter, area, self._pictures[1])
        self.painted_nodes = drawn + self._tiles.take_drawn()
        painter.end()

    def _paint_unlit(self, painter: QPainter, areas: list[QRect], dpr: float, *, clip: bool) -> None:
        """The kept tiles over each of ``areas`` (content coordinates; each the clip when
        ``clip``), and the background past the tree's extent."""
        size = self.viewport().size()
        keep = 2 * (size.width() // TILE_WIDTH + 2) * (size.height() // TILE_HEIGHT + 2)
        # Past the last row and column (and a cell's margin) nothing is drawn: the
        # background, without tiles, which are cut to the tree's extent.
        extent = QRect(0, 0, MARGIN + (self.layout_.columns + 1) * CELL, MARGIN + (self.layout_.rows + 1) * CELL)
        tiles, render = self._tiles, self._render
        for area in areas:
            if clip:
                painter.setClipRect(area)
            if not extent.contains(area):
                base = self.palette().color(QPalette.ColorRole.Base)
                if area.right() > extent.right():
                    painter.fillRect(
                        QRect(extent.right() + 1, area.top(), area.right() - extent.right(), area.height()), base
                    )
                if area.bottom() > extent.bottom():
                    painter.fillRect(
                        QRect(area.left(), extent.bottom() + 1, area.width(), area.bottom() - extent.bottom()), base
                    )
            for i, j in tiles_over(area.intersected(extent)):
                part = tile_rect(i, j).intersected(extent)
                painter.drawPixmap(part.topLeft(), tiles.tile(i, j, part, dpr, render, keep))

    def _render(self, painter: QPainter, area: QRect) -> int:
        """The unlit tree inside ``area`` (content coordinates): background, every edge
        plain, every node with its marks; returns how many nodes it drew.

        Line by line along the rows: the edges along a line's row as one segment (the
        stones hide where the segments of single edges met), the bent edges into
        variations one by one, and the nodes of a line from a slice of it."""
        painter.fillRect(area, self.palette().color(QPalette.ColorRole.Base))
        layout = self.layout_
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        first_col, last_col, first_row, last_row = _cells(area, layout.columns)
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
            for start, end, _nodes in found:
                low, high = max(start + 1, low_edge), min(end, high_edge)
                if low <= high:
                    lines.append(QLineF(half + (low - 1) * CELL, y, half + high * CELL, y))
        column_bends = layout.column_bends
        for column in range(low_edge, high_edge + 1):
            bends = column_bends[column]  # by row; few, and most columns have some
            for row, parent_row in bends[bisect_left(bends, (first_row, -1)) :]:
                if parent_row <= last_row:
                    _edge(lines, column, parent_row, row, half)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1.5))
        painter.drawLines(lines)
        dpr = painter.device().devicePixelRatioF()
        black, white = _glyph("B", dpr), _glyph("W", dpr)
        count = 0
        draw = painter.drawPixmap
        for row, found in rows:
            y = MARGIN + row * CELL
            for start, end, nodes in found:
                low, high = max(start, first_col), min(end, last_col)
                x = MARGIN + low * CELL
                for node in nodes[low - start : high - start + 1]:
                    properties = node.properties
                    if len(properties) == 1 and "B" in properties:
                        draw(x, y, black)  # a bare move (nearly every node): just its stone
                    elif len(properties) == 1 and "W" in properties:
                        draw(x, y, white)
                    else:
                        self._paint_node(painter, node, x, y, _glyph(_move_color(node), dpr), None)
                    x += CELL
                count += max(0, high - low + 1)
        return count

    def _paint_lit(self, painter: QPainter, area: QRect, glyphs: dict[str | None, QPixmap]) -> int:
        """The lit path over the tiles: one edge and one node per column of ``area``, and
        the current node; the nodes a bent lit edge passes over are drawn again over it."""
        layout = self.layout_
        lit = self._lit_cells()
        first_col, last_col, first_row, last_row = _cells(area, layout.columns)
        lines: list[QLineF] = []
        over: list[tuple[int, int, Any]] = []
        half = MARGIN + CELL / 2
        # The edges into the area's columns and into the one after it (an edge runs from
        # its parent's centre to its node's) that cross its rows.
        for column in range(max(1, first_col), min(last_col + 1, len(lit) - 1) + 1):
            cell, above = lit[column], lit[column - 1]
            if cell is None or above is None:
                continue
            row, parent_row = cell[0], above[0]
            if row < first_row or parent_row > last_row:
                continue
            _edge(lines, column, parent_row, row, half)
            if row > parent_row + 1 and column - 1 >= first_col:
                # Down the parent's column, over the cells between: drawn again over it.
                low, high = max(parent_row + 1, first_row), min(row - 1, last_row)
                over.extend((column - 1, r, n) for r, n in layout.nodes_in(column - 1, low, high))
        painter.setPen(LIT_PEN)
        painter.drawLines(lines)
        drawn = 0
        for column, row, node in over:
            self._paint_node(
                painter, node, MARGIN + column * CELL, MARGIN + row * CELL, glyphs[_move_color(node)], None
            )
            drawn += 1
        current = self._current
        rings = self._pictures[2]
        for column in range(max(0, first_col), min(last_col, len(lit) - 1) + 1):
            cell = lit[column]
            if cell is None or not first_row <= cell[0] <= last_row:
                continue
            node = cell[1]
            ring = rings[0] if node is current else rings[1] if _move_color(node) else None
            x, y = MARGIN + column * CELL, MARGIN + cell[0] * CELL
            self._paint_node(painter, node, x, y, glyphs[_move_color(node)], ring, node is current)
            drawn += 1
        where = layout.positions.get(current)
        if where is not None and area.intersects(self._content_rect(*where)) and not _lit_at(lit, where[0], current):
            x, y = MARGIN + where[0] * CELL, MARGIN + where[1] * CELL
            self._paint_node(painter, current, x, y, glyphs[_move_color(current)], rings[0], True)
            drawn += 1
        return drawn

    def _lit_cells(self) -> list[tuple[int, Any] | None]:
        """(row, node) of the lit path in each column (None where it has no node), made
        again only when the path or the layout changed."""
        if self._lit is None:
            positions = self.layout_.positions
            lit: list[tuple[int, Any] | None] = [None] * self.layout_.columns
            for node in self._path_list:
                cell = positions.get(node)
                if cell is not None:
                    lit[cell[0]] = (cell[1], node)
            self._lit = lit
        return self._lit

    @staticmethod
    def _content_rect(column: int, row: int) -> QRect:
        return QRect(MARGIN + column * CELL, MARGIN + row * CELL, CELL, CELL)

    @staticmethod
    def _paint_node(
        painter: QPainter, node: Any, x: int, y: int, glyph: QPixmap, ring: QPixmap | None, current: bool = False
    ) -> None:
        """One node in the cell whose top left is (x, y); only what it carries is drawn."""
        properties = node.properties
        if current:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CURRENT_FILL)
            painter.drawRoundedRect(QRectF(x + 1, y + 1, CELL - 2, CELL - 2), 5, 5)
        painter.drawPixmap(x, y, glyph)
        if ring is not None:
            painter.drawPixmap(x, y, ring)
        if len(properties) == 1 and ("B" in properties or "W" in properties):
            return  # a bare move (nearly every node): no comment, no markup
        if "C" in properties:
            painter.setPen(COMMENT_PEN)
            painter.setBrush(COMMENT_COLOR)
            painter.drawEllipse(QPointF(x + CELL - 5.5, y + 4.5), 3.5, 3.5)
        if not MARKUP.isdisjoint(properties):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARKUP_COLOR)
            painter.drawPolygon(MARKUP_CORNER.translated(x, y))


def _parts(region: QRegion, dx: int, dy: int) -> list[QRect]:
    """The rectangles of ``region`` moved by (dx, dy), those stacked on the same left and
    right edges joined again (a region cuts a strip in bands where a rectangle sits beside it)."""
    parts: list[QRect] = []
    rects = sorted(cast(Iterable[QRect], region), key=lambda rect: (rect.left(), rect.right(), rect.top()))
    for rect in rects:  # iterable, though not in the stubs
        last = parts[-1] if parts else None
        if last is not None and (last.left(), last.right(), last.bottom() + 1) == (
            rect.left() + dx,
            rect.right() + dx,
            rect.top() + dy,
        ):
            last.setBottom(rect.bottom() + dy)
        else:
            parts.append(rect.translated(dx, dy))
    return parts


def _lit_at(lit: list[tuple[int, Any] | None], column: int, node: Any) -> bool:
    """Whether ``node`` is the lit path's node of ``column`` (drawn with the path, then)."""
    cell = lit[column] if column < len(lit) else None
    return cell is not None and cell[1] is node


def _cells(area: QRect, columns: int) -> tuple[int, int, int, int]:
    """First and last column, first and last row of the cells ``area`` (content
    coordinates) touches."""
    first_col = max(0, (area.left() - MARGIN) // CELL)
    last_col = min(columns - 1, (area.right() - MARGIN) // CELL)
    first_row = max(0, (area.top() - MARGIN) // CELL)
    return first_col, last_col, first_row, (area.bottom() - MARGIN) // CELL


def _edge(lines: list[QLineF], column: int, parent_row: int, row: int, half: float) -> None:
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


@lru_cache(maxsize=12)
def _glyph(move: str | None, dpr: float) -> QPixmap:
    """The stone (or the grey square of a node without a move) of one cell, painted once:
    a pixmap copy per node is several times faster than antialiased ellipses."""
    pixmap = QPixmap(round(CELL * dpr), round(CELL * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    center = QPointF(CELL / 2, CELL / 2)
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


@lru_cache(maxsize=8)
def _ring(current: bool, dpr: float) -> QPixmap:
    """The ring around a stone of the lit path (thin) or around the current one (thick),
    painted once: a pixmap copy per node instead of an antialiased ellipse."""
    pixmap = QPixmap(round(CELL * dpr), round(CELL * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = STONE / 2 + (2.5 if current else 1)
    painter.setPen(QPen(PATH_COLOR, 2.5 if current else 1.5))
    painter.drawEllipse(QPointF(CELL / 2, CELL / 2), radius, radius)
    painter.end()
    return pixmap


def _default_path(node: Any) -> list[Any]:
    """The node, its ancestors and its main continuation (first children to the end)."""
    if node is None:
        return []
    path = [node, *node.ancestors()]
    follow = node
    while follow.children:
        follow = follow.children[0]
        path.append(follow)
    return path


def _same_default_path(previous: Any, node: Any) -> bool:
    """Whether ``node``'s default path is ``previous``'s: one step along a first-child link
    (forward or back) keeps it, since the path runs on through first children."""
    if node.parent is previous:
        return bool(previous.children) and previous.children[0] is node
    if previous.parent is node:
        return bool(node.children) and node.children[0] is previous
    return False


def _move_color(node: Any) -> str | None:
    if "B" in node:
        return "B"
    if "W" in node:
        return "W"
    return None


def _has_markup(node: Any) -> bool:
    return not MARKUP.isdisjoint(node.properties)


__all__ = ["GameTreeView"]
