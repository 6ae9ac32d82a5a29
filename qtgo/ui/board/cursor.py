"""A keyboard cursor for the board: play without a mouse.

While the board view has keyboard focus, given by the keyboard (Tab, Shift+Tab or a
shortcut such as the window's "Focus the board"), the arrow keys move a cursor over the points
(Home/End: first/last column, PageUp/PageDown: top/bottom row), Enter or Space plays at it,
and typing a coordinate such as ``D4`` then Enter plays there (Backspace edits, Escape
clears). The cursor is drawn as a square frame in black and white together, so it shows on
black stones, white stones and wood alike, in any colour vision, and it hides when the
board loses focus. As with the web's ``:focus-visible``, a mouse click on the board puts the
cursor away: the arrow keys then keep the window's own meaning (moving through the record)
until the keyboard brings the focus back. While the cursor shows, letters and digits are
a coordinate being typed, so the window's one-letter board tools wait (they stay in the
menu). It is installed as an event filter: the view and
the scene keep their own code, and the hover stone shows the move about to be played.

Signals:
    activated(int, int): play at this point (x, y in SGF order).
    moved(int, int): the cursor is now on this point.
    typed_changed(str): the coordinate typed so far ("" when cleared).
    rejected(str): typed text that names no point of this board.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from qtgo.rules import Point, RulesError
from qtgo.ui.board.scene import BoardScene
from qtgo.ui.board.view import BoardView

__all__ = ["BoardCursor", "FocusMarkItem"]

_Z_CURSOR = 1000.0  # above stones, marks and the hover stone
_MOVES = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
_PLAY = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_EDGES = (Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
# Focus given by these means the keyboard brought the user to the board: show the cursor.
_ARMING = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason)
# Focus lost for these reasons comes back the same way: the cursor stays as it was.
_PASSING = (
    Qt.FocusReason.ActiveWindowFocusReason,
    Qt.FocusReason.PopupFocusReason,
    Qt.FocusReason.MenuBarFocusReason,
)


class FocusMarkItem(QGraphicsItem):
    """The cursor's frame: a wide white square under a narrower black one."""

    def __init__(self, board: BoardScene) -> None:
        super().__init__()
        self._board = board
        self.point = (0, 0)
        self.setZValue(_Z_CURSOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        board.sceneRectChanged.connect(lambda _rect: self.prepareGeometryChange())

    def boundingRect(self) -> QRectF:
        return self._board.sceneRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self._board.geometry
        if not (self.point[0] < g.columns and self.point[1] < g.rows):
            return
        cx, cy = g.center(*self.point)
        half = g.cell * 0.56
        square = QRectF(cx - half, cy - half, 2 * half, 2 * half)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255), max(g.cell * 0.16, 3.0)))
        painter.drawRect(square)
        painter.setPen(QPen(QColor(0, 0, 0), max(g.cell * 0.07, 1.5)))
        painter.drawRect(square)


class BoardCursor(QObject):
    """Keyboard play on a :class:`BoardView` (see the module docstring)."""

    activated = Signal(int, int)
    moved = Signal(int, int)
    typed_changed = Signal(str)
    rejected = Signal(str)

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self._view = view
        self._board = view.board
        self._typed = ""
        self._mark = FocusMarkItem(self._board)
        self._mark.setVisible(False)
        self._board.addItem(self._mark)
        self._size = (0, 0)  # the board size the cursor was placed on
        self._recentre()
        self._armed = False  # the keyboard, not the mouse, gave the board its focus
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)

    @property
    def point(self) -> Point:
        self._recentre()
        return Point(*self._mark.point)

    @property
    def armed(self) -> bool:
        return self._armed

    def arm(self) -> None:
        """Give the board the focus with the cursor showing (the window's "focus board" command)."""
        self._armed = True  # before the focus: a window not yet active brings it later
        self._view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._set_armed(True)

    def _set_armed(self, armed: bool) -> None:
        self._armed = armed
        self._mark.setVisible(armed)
        if armed:
            self._recentre()
            self.move_to(*self._mark.point)
        elif self._typed:
            self._set_typed("")

    @property
    def typed(self) -> str:
        return self._typed

    @property
    def mark(self) -> FocusMarkItem:
        return self._mark

    def _recentre(self) -> None:
        """On a board of a new size the cursor starts at the centre (tengen)."""
        d = self._board.display
        if (d.width, d.height) != self._size:
            self._size = (d.width, d.height)
            self._mark.point = (d.width // 2, d.height // 2)

    def move_to(self, x: int, y: int) -> None:
        """Put the cursor on (x, y), kept inside the board."""
        d = self._board.display
        x = min(max(x, 0), d.width - 1)
        y = min(max(y, 0), d.height - 1)
        self._mark.point = (x, y)
        self._mark.update()
        if self._mark.isVisible():
            cx, cy = self._board.geometry.center(x, y)
            self._board.hover(QPointF(cx, cy))
        self.moved.emit(x, y)

    def _set_typed(self, text: str) -> None:
        self._typed = text
        self.typed_changed.emit(text)

    def _play_typed(self) -> None:
        text, height = self._typed, self._board.display.height
        self._set_typed("")
        try:
            point = Point.from_gtp(text, height)
        except RulesError:
            self.rejected.emit(text)
            return
        if point.x >= self._board.display.width:
            self.rejected.emit(text)
            return
        self.move_to(point.x, point.y)
        self.activated.emit(point.x, point.y)

    def _wanted(self, event: QKeyEvent) -> bool:
        if not self._armed:
            return False
        key = event.key()
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        if key in _MOVES or key in _PLAY or key in _EDGES:
            return True
        if key in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape):
            return bool(self._typed)
        text = event.text()
        return len(text) == 1 and text.isascii() and text.isalnum()

    def _key(self, event: QKeyEvent) -> None:
        self._recentre()
        key = event.key()
        x, y = self._mark.point
        d = self._board.display
        if key in _MOVES:
            dx, dy = _MOVES[Qt.Key(key)]
            step = 5 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
            self.move_to(x + dx * step, y + dy * step)
        elif key == Qt.Key.Key_Home:
            self.move_to(0, y)
        elif key == Qt.Key.Key_End:
            self.move_to(d.width - 1, y)
        elif key == Qt.Key.Key_PageUp:
            self.move_to(x, 0)
        elif key == Qt.Key.Key_PageDown:
            self.move_to(x, d.height - 1)
        elif key in _PLAY:
            if self._typed and key != Qt.Key.Key_Space:
                self._play_typed()
            else:
                self._set_typed("")
                self.activated.emit(x, y)
        elif key == Qt.Key.Key_Backspace:
            self._set_typed(self._typed[:-1])
        elif key == Qt.Key.Key_Escape:
            self._set_typed("")
        else:
            self._set_typed((self._typed + event.text()).upper()[-4:])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._wanted(event):
            event.accept()  # the board owns these keys while it has focus
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._wanted(event):
            self._key(event)
            return True
        if watched is self._viewport:
            if kind == QEvent.Type.MouseButtonPress and self._armed:
                self._set_armed(False)
        elif kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
            reason = event.reason()
            if reason in _ARMING:
                self._set_armed(True)
            elif reason == Qt.FocusReason.MouseFocusReason:
                self._set_armed(False)
            else:  # back from a menu, a dialog or another window: as it was
                self._set_armed(self._armed)
        elif kind == QEvent.Type.FocusOut and isinstance(event, QFocusEvent):
            if event.reason() in _PASSING:
                self._mark.setVisible(False)  # a menu or another window, for a moment
            else:
                self._set_armed(False)
        return super().eventFilter(watched, event)
