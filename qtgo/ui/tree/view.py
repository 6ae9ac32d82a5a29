"""The graphical game tree: every node a small stone on a grid, the current path lit.

Painting walks only the columns and rows inside the viewport (``TreeLayout.nodes_in``,
``lines_in``), so a record of 10,000 nodes repaints as fast as one of 100
(``benchmarks/game_tree.py``). The unlit tree is drawn once into kept tiles (``tiles``,
``drawing``); each paint copies them, rectangle by rectangle of the region it repaints,
and draws the lit path and the current node over them, one node per column. The tiles
beside the view are drawn while the user waits between steps (``draw_ahead``), so a step
that scrolls finds what it uncovers drawn.
A click asks to jump to the node under the pointer; nodes with a comment carry a small
blue dot, nodes with markup a small orange corner, and the tooltip says which.

Signals:
    node_activated(object): the user clicked a node.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from PySide6.QtCore import QEvent, QLineF, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from qtgo.ui.tree.drawing import (
    CELL,
    LIT_PEN,
    MARGIN,
    cells,
    edge,
    glyph,
    has_markup,
    move_color,
    paint_node,
    render_unlit,
    ring,
)
from qtgo.ui.tree.layout import TreeLayout, layout_tree
from qtgo.ui.tree.tiles import TILE_HEIGHT, TILE_WIDTH, TileCache, tile_rect, tiles_over

#: Milliseconds after a paint (or after a tile drawn ahead) before the next tile beside the
#: view is drawn: a held arrow key repeats every 30 ms or so, and the step that scrolls the
#: view then finds the strip it uncovers drawn.
AHEAD_DELAY = 2


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
        # The tiles beside the view, drawn one at a time after a paint while the user is
        # not asking anything (``draw_ahead``).
        self._ahead = QTimer(self)
        self._ahead.setSingleShot(True)
        self._ahead.setInterval(AHEAD_DELAY)
        self._ahead.timeout.connect(self.draw_ahead)
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
            self.layout_.refresh_looks()
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
        """Move what is drawn and paint only the strip that comes into view; at a
        fractional scale, paint the whole view from the tiles (moved pixels there met
        the strip drawn beside them a pixel off)."""
        if self.devicePixelRatioF().is_integer():
            self.viewport().scroll(dx, dy)
        else:
            self.viewport().update()

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
        move = move_color(node)
        if node.parent is None:
            parts.append(self.tr("Game start"))
        elif move is None:
            parts.append(self.tr("Node {0} (no move)").format(column))
        else:
            parts.append(self.tr("Move {0}: {1}").format(column, self.tr("Black") if move == "B" else self.tr("White")))
        if node.get("C"):
            parts.append(self.tr("has a comment"))
        if has_markup(node):
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
            glyphs = {move: glyph(move, dpr) for move in ("B", "W", None)}
            self._pictures = (dpr, glyphs, (ring(True, dpr), ring(False, dpr)))
        drawn = self._paint_lit(painter, area, self._pictures[1])
        self.painted_nodes = drawn + self._tiles.take_drawn()
        painter.end()
        self._ahead.start()

    @property
    def ahead_pending(self) -> bool:
        """True while tiles beside the view wait to be drawn ahead (tests, the benchmark)."""
        return self._ahead.isActive()

    def draw_ahead(self) -> bool:
        """Draw one tile beside the view that is not kept yet (a tile's width to its right,
        then to its left: where a step along a line scrolls), and come back for the next
        after ``AHEAD_DELAY``; False when there is none. A step through a big tree drew them
        when it scrolled them into view: a tile full of variations costs several times one
        of a single line, so the first pass along a line cost 1.15 times the same steps in
        the line alone. Drawn ahead, between the steps of a held key, the steps cost what
        they cost there (``benchmarks/game_tree.py``)."""
        if not self.isVisible() or not self.layout_.columns:
            return False
        dpr = self.devicePixelRatioF()
        extent = self._extent()
        sx, sy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        shown = self.viewport().rect().translated(sx, sy)
        right = QRect(shown.right() + 1, shown.top(), TILE_WIDTH, shown.height())
        left = QRect(shown.left() - TILE_WIDTH, shown.top(), TILE_WIDTH, shown.height())
        for side in (right, left):
            for i, j in tiles_over(side.intersected(extent)):
                part = tile_rect(i, j).intersected(extent)
                if not self._tiles.kept(i, j, part, dpr):
                    keep = self._keep() + 2 * (shown.height() // TILE_HEIGHT + 2)
                    self._tiles.tile(i, j, part, dpr, self._render, keep)
                    self._tiles.take_drawn()  # no paint's: ``painted_nodes`` counts what a paint drew
                    self._ahead.start()
                    return True
        return False

    def _extent(self) -> QRect:
        """The tree's extent in content coordinates: past it nothing is drawn, and tiles stop there."""
        return QRect(0, 0, MARGIN + (self.layout_.columns + 1) * CELL, MARGIN + (self.layout_.rows + 1) * CELL)

    def _keep(self) -> int:
        """Tiles kept at least: what one paint of the viewport needs, twice over."""
        size = self.viewport().size()
        return 2 * (size.width() // TILE_WIDTH + 2) * (size.height() // TILE_HEIGHT + 2)

    def _paint_unlit(self, painter: QPainter, areas: list[QRect], dpr: float, *, clip: bool) -> None:
        """The kept tiles over each of ``areas`` (content coordinates; each the clip when
        ``clip``), and the background past the tree's extent."""
        keep = self._keep()
        # Past the last row and column (and a cell's margin) nothing is drawn: the
        # background, without tiles, which are cut to the tree's extent.
        extent = self._extent()
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
        """The unlit tree inside ``area`` in this view's colours (a tile's ``Renderer``)."""
        palette = self.palette()
        base, mid = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Mid)
        return render_unlit(painter, area, self.layout_, base, mid)

    def _paint_lit(self, painter: QPainter, area: QRect, glyphs: dict[str | None, QPixmap]) -> int:
        """The lit path over the tiles: one edge and one node per column of ``area``, and
        the current node; the nodes a bent lit edge passes over are drawn again over it."""
        layout = self.layout_
        lit = self._lit_cells()
        first_col, last_col, first_row, last_row = cells(area, layout.columns)
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
            edge(lines, column, parent_row, row, half)
            if row > parent_row + 1 and column - 1 >= first_col:
                # Down the parent's column, over the cells between: drawn again over it.
                low, high = max(parent_row + 1, first_row), min(row - 1, last_row)
                over.extend((column - 1, r, n) for r, n in layout.nodes_in(column - 1, low, high))
        painter.setPen(LIT_PEN)
        painter.drawLines(lines)
        drawn = 0
        for column, row, node in over:
            paint_node(painter, node, MARGIN + column * CELL, MARGIN + row * CELL, glyphs[move_color(node)], None)
            drawn += 1
        current = self._current
        rings = self._pictures[2]
        for column in range(max(0, first_col), min(last_col, len(lit) - 1) + 1):
            cell = lit[column]
            if cell is None or not first_row <= cell[0] <= last_row:
                continue
            node = cell[1]
            halo = rings[0] if node is current else rings[1] if move_color(node) else None
            x, y = MARGIN + column * CELL, MARGIN + cell[0] * CELL
            paint_node(painter, node, x, y, glyphs[move_color(node)], halo, node is current)
            drawn += 1
        where = layout.positions.get(current)
        if where is not None and area.intersects(self._content_rect(*where)) and not _lit_at(lit, where[0], current):
            x, y = MARGIN + where[0] * CELL, MARGIN + where[1] * CELL
            paint_node(painter, current, x, y, glyphs[move_color(current)], rings[0], True)
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


__all__ = ["GameTreeView"]
