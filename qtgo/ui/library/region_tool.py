"""The region tool on the main board: drag a rectangle to search, see the next moves as letters.

``RegionTool`` is installed as an event filter on the window's board scene and view, so the
board keeps its own code. While it is on:

- a drag with the left button draws a translucent frame that snaps to the points and, on
  release, reports the rectangle (``dragged``); with Shift (or Ctrl) held at the press the
  rectangle marks the points that may hold anything (a dashed outline while it is dragged). Escape during a drag cancels it.
- a click on a drawn letter reports it (``letter_clicked``); Shift+click reports the point
  (``wild_clicked``); any other click goes on to the board as usual (a move, a mark).
- with the keyboard cursor showing, Enter or Space sets the first corner, the arrows stretch
  the frame and Enter or Space again sets the other corner (so, while the tool is on, these
  keys never play a stone by accident); Shift+Enter marks the cursor's point as "anything".
  Escape cancels a corner, or closes.

``RegionOverlay`` draws the region, its wildcards and the continuation letters on top of the
board from what the search controller gives it; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from qtgo.library import events as ev
from qtgo.library.region import ContinuationMark, Region
from qtgo.ui.board import BoardScene, BoardView
from qtgo.ui.board.cursor import BoardCursor

__all__ = ["RegionOverlay", "RegionTool"]

Coord = tuple[int, int]

_Z_OVERLAY = 900.0  # above stones and marks, below the keyboard cursor
FRAME = QColor(25, 105, 225)
WILD = QColor(25, 105, 225)
_WILD_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
_CORNER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class RegionOverlay(QGraphicsItem):
    """The region's frame, the rectangle being dragged, the wildcards and the letters."""

    def __init__(self, board: BoardScene) -> None:
        super().__init__()
        self._board = board
        self.region: Region | None = None
        self.dragging: Region | None = None
        self.dragging_wild = False
        self.wild: frozenset[Coord] = frozenset()
        self.letters: Mapping[Coord, ContinuationMark] = {}
        self.setZValue(_Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        board.sceneRectChanged.connect(lambda _rect: self.prepareGeometryChange())

    def show_state(
        self,
        region: Region | None,
        wild: frozenset[Coord],
        letters: Mapping[Coord, ContinuationMark],
    ) -> None:
        self.region, self.wild, self.letters = region, wild, letters
        self.update()

    def boundingRect(self) -> QRectF:
        return self._board.sceneRect()

    def _rect(self, region: Region) -> QRectF:
        g = self._board.geometry
        x0, y0 = g.center(region.x0, region.y0)
        x1, y1 = g.center(region.x1, region.y1)
        half_x, half_y = g.cell * 0.5, g.cell_y * 0.5
        return QRectF(QPointF(x0 - half_x, y0 - half_y), QPointF(x1 + half_x, y1 + half_y))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self._board.geometry
        width = max(2.0, g.cell * 0.08)
        if self.region is not None:
            self._frame(painter, self._rect(self.region), FRAME, 45, width, Qt.PenStyle.SolidLine)
        if self.dragging is not None:
            # Wildcards are dragged as a dashed outline only: the region's frame stays as it was.
            style = Qt.PenStyle.DashLine if self.dragging_wild else Qt.PenStyle.SolidLine
            alpha = 0 if self.dragging_wild else 70
            self._frame(painter, self._rect(self.dragging), FRAME, alpha, width, style)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(g.cell * 0.5)))
        painter.setFont(font)
        for x, y in self.wild:
            self._wildcard(painter, x, y)
        for (x, y), mark in self.letters.items():
            self._letter(painter, x, y, mark)

    @staticmethod
    def _frame(painter: QPainter, rect: QRectF, color: QColor, alpha: int, width: float, style: Qt.PenStyle) -> None:
        fill = QColor(color)
        fill.setAlpha(alpha)
        painter.setBrush(fill)
        pen = QPen(color, width)
        pen.setStyle(style)
        if style == Qt.PenStyle.DashLine:
            pen.setDashPattern([3.0, 2.0])
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        radius = width * 2
        painter.drawRoundedRect(rect, radius, radius)

    def _wildcard(self, painter: QPainter, x: int, y: int) -> None:
        """A "?" in a dashed ring: this point may hold anything."""
        g = self._board.geometry
        cx, cy = g.center(x, y)
        r = g.cell * 0.36
        box = QRectF(cx - r, cy - r, 2 * r, 2 * r)
        painter.setBrush(QColor(255, 255, 255, 200))
        pen = QPen(WILD, max(1.5, g.cell * 0.06))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawEllipse(box)
        painter.setPen(WILD)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")

    def _letter(self, painter: QPainter, x: int, y: int, mark: ContinuationMark) -> None:
        """A see-through stone of the player who went on here, with its letter."""
        g = self._board.geometry
        cx, cy = g.center(x, y)
        r = g.cell * 0.44
        box = QRectF(cx - r, cy - r, 2 * r, 2 * r)
        black = mark.color == ev.BLACK
        painter.setBrush(QColor(20, 20, 20, 215) if black else QColor(250, 250, 245, 230))
        painter.setPen(QPen(QColor(0, 0, 0, 200), max(1.0, g.cell * 0.04)))
        painter.drawEllipse(box)
        painter.setPen(QColor(255, 255, 255) if black else QColor(0, 0, 0))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, mark.letter)


class RegionTool(QObject):
    """Mouse and keyboard input of the region search on a board view (see the module docstring).

    Signals:
        dragged(int, int, int, int, bool): a rectangle x0, y0, x1, y1 was chosen; True: as wildcards.
        wild_clicked(int, int): Shift+click (or Shift+Enter) on a point.
        letter_clicked(int, int): a click on a continuation letter.
        close_requested(): Escape with nothing being dragged.
    """

    dragged = Signal(int, int, int, int, bool)
    wild_clicked = Signal(int, int)
    letter_clicked = Signal(int, int)
    close_requested = Signal()

    def __init__(self, view: BoardView, cursor: BoardCursor | None = None) -> None:
        super().__init__(view)
        self._view = view
        self._board = view.board
        self._cursor = cursor
        self.overlay = RegionOverlay(self._board)
        self.overlay.setVisible(False)
        self._board.addItem(self.overlay)
        self._active = False
        self._anchor: Coord | None = None  # the drag's first corner (mouse or keyboard)
        self._by_keys = False  # the anchor was set with the keyboard cursor
        if cursor is not None:
            cursor.moved.connect(self._cursor_moved)

    @property
    def active(self) -> bool:
        return self._active

    def start(self) -> None:
        """Turn the tool on (the event filters go in front of the board's own handling)."""
        if self._active:
            return
        self._active = True
        self.overlay.setVisible(True)
        self._board.installEventFilter(self)
        self._view.installEventFilter(self)
        self._board.hover(None)

    def stop(self) -> None:
        self._active = False
        self._cancel_drag()
        self.overlay.setVisible(False)
        self._board.removeEventFilter(self)
        self._view.removeEventFilter(self)

    # ------------------------------------------------------------------ drags
    def _snap(self, pos: QPointF, tolerance: float) -> Coord | None:
        return self._board.geometry.point_at(pos.x(), pos.y(), tolerance)

    def _stretch(self, end: Coord) -> None:
        if self._anchor is not None:
            self.overlay.dragging = Region.spanning(self._anchor, end)
            self.overlay.update()

    def _cancel_drag(self) -> None:
        self._anchor = None
        self._by_keys = False
        self.overlay.dragging = None
        self.overlay.update()

    def _finish(self, end: Coord, wild: bool) -> None:
        anchor = self._anchor
        self._cancel_drag()
        if anchor is not None:
            region = Region.spanning(anchor, end)
            self.dragged.emit(region.x0, region.y0, region.x1, region.y1, wild)

    def _mouse(self, event: QGraphicsSceneMouseEvent) -> bool:
        kind = event.type()
        wild = bool(event.modifiers() & _WILD_MODIFIERS)
        if kind == QEvent.Type.GraphicsSceneMousePress and event.button() == Qt.MouseButton.LeftButton:
            self._anchor = self._snap(event.scenePos(), 1.0)
            self._by_keys = False
            self.overlay.dragging_wild = wild
            return False  # the board still sees the press: a click stays a click
        if kind == QEvent.Type.GraphicsSceneMouseMove and event.buttons() & Qt.MouseButton.LeftButton:
            end = self._snap(event.scenePos(), 1e9)
            if self._anchor is not None and end is not None and end != self._anchor:
                self._stretch(end)
                return True
            return False
        if kind == QEvent.Type.GraphicsSceneMouseRelease and event.button() == Qt.MouseButton.LeftButton:
            anchor = self._anchor
            if anchor is None or self._by_keys:
                return False
            end = self._snap(event.scenePos(), 1e9)
            wild = wild or self.overlay.dragging_wild  # Shift held at the press chose wildcards
            if end is not None and end != anchor:
                self._finish(end, wild)
                return False  # the board drops a press and release on different points itself
            self._cancel_drag()
            point = self._snap(event.scenePos(), 0.5)
            if point is None or point != anchor:
                return False
            if wild:
                self.wild_clicked.emit(*point)
                return True
            if point in self.overlay.letters:
                self.letter_clicked.emit(*point)
                return True
        return False

    # ------------------------------------------------------------------ keys
    def _cursor_moved(self, x: int, y: int) -> None:
        if self._active:
            self._board.hover(None)  # no hover stone: the cursor chooses corners, not a move
            if self._by_keys:
                self._stretch((x, y))

    def _keys(self, event: QKeyEvent) -> bool:
        key = event.key()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        cursor = self._cursor
        typing = cursor is not None and bool(cursor.typed)  # Escape clears a typed point first
        if key == Qt.Key.Key_Escape and modifiers == Qt.KeyboardModifier.NoModifier and not typing:
            if event.type() == QEvent.Type.KeyPress:
                if self._anchor is not None:
                    self._cancel_drag()
                else:
                    self.close_requested.emit()
            return True
        if cursor is None or not cursor.armed or key not in _CORNER_KEYS or typing:
            return False
        point = (cursor.point.x, cursor.point.y)
        if modifiers == Qt.KeyboardModifier.ShiftModifier:
            if event.type() == QEvent.Type.KeyPress:
                self.wild_clicked.emit(*point)
            return True
        if modifiers != Qt.KeyboardModifier.NoModifier:
            return False
        if event.type() == QEvent.Type.KeyPress:
            if self._by_keys:
                self._finish(point, False)
            else:
                self._anchor, self._by_keys = point, True
                self.overlay.dragging_wild = False
                self._stretch(point)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._active:
            return False
        if watched is self._board and isinstance(event, QGraphicsSceneMouseEvent):
            return self._mouse(event)
        if (
            watched is self._view
            and event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
            and isinstance(event, QKeyEvent)
        ):
            handled = self._keys(event)
            if handled:
                event.accept()
            return handled
        return False
