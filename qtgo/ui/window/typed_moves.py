"""Typed moves: ``D4`` Enter plays at D4 wherever the window's focus is, unless a text field has it.

The keyboard cursor (Ctrl+Shift+B, :mod:`qtgo.ui.board.cursor`) types coordinates too, but only
once armed; players at the table type a point with the focus on the board, the move list or the
game tree. :class:`TypedMoves` watches the focus widget of the main window (never a text field:
the comment, a name, a spin box keep their letters), gathers a letter and digits, shows them
over the board as they are typed, and plays with Enter (Backspace edits, Escape clears).

A board tool's one-letter key (C for the circle, say) chooses the tool as before when nothing is
being typed; a digit right after it makes the letter a coordinate's column instead, and the tool
chosen before comes back.

May import: Qt, the core and :mod:`~qtgo.ui.window.host` (for types); no other file of
``qtgo.ui.window``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from qtgo.rules import Point, RulesError

if TYPE_CHECKING:
    from qtgo.ui.board.cursor import BoardCursor
    from qtgo.ui.window.host import WindowHost

__all__ = ["TypedMoves", "is_text_field"]

#: Long enough to finish typing; the overlay goes when the point is played or cleared.
_SHOW_MS = 60_000
_PLAY = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_EDIT = (Qt.Key.Key_Backspace, Qt.Key.Key_Escape)


def is_text_field(widget: QWidget | None) -> bool:
    """Whether ``widget`` takes typed letters as text (an editable field of any kind).

    Asked by Qt class name and property, not ``isinstance``: it runs at the first focus, before
    the first paint, and importing the field classes would make all their enums then."""
    if widget is None:
        return False
    if widget.inherits("QLineEdit") or widget.inherits("QAbstractSpinBox"):
        return True
    if widget.inherits("QTextEdit") or widget.inherits("QPlainTextEdit"):
        return not widget.property("readOnly")
    return widget.inherits("QComboBox") and bool(widget.property("editable"))


class TypedMoves(QObject):
    """Coordinates typed anywhere in ``window`` but a text field; see the module docstring."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self._typed = ""
        # A tool's letter just typed, and the tool it replaced: a digit next makes it a column.
        self._pending: tuple[str, str] | None = None
        self._watched: set[int] = set()
        self._cursor: BoardCursor | None = None
        self._started = False
        host.adapter.session_replaced.connect(self.clear)

    def start(self) -> None:
        """Listen for keys: from the window's first paint (``first_paint.AfterFirstPaint``, at
        once), before which nobody types; the widget that has the focus then is watched as a
        focus change would have it watched."""
        if self._started:
            return
        self._started = True
        self.watch(self.window)
        self.watch(self.host.view)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
            self._focus_changed(None, QApplication.focusWidget())

    @property
    def typed(self) -> str:
        """The coordinate typed so far ("" when none)."""
        return self._typed

    def watch(self, widget: QWidget) -> None:
        key = id(widget)
        if key not in self._watched:
            self._watched.add(key)
            widget.installEventFilter(self)
            widget.destroyed.connect(lambda _obj=None, key=key: self._watched.discard(key))

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new.window() is self.window and not is_text_field(new):
            self.watch(new)
        cursors = sys.modules.get("qtgo.ui.board.cursor")  # loaded with the teaching part, if at all
        if self._cursor is None and cursors is not None:
            cursor = self.host.view.findChild(cursors.BoardCursor)
            if cursor is not None:  # the armed cursor types itself: its text shows here too
                self._cursor = cursor
                cursor.typed_changed.connect(self._show)

    # ------------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        if not self._mine(watched):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return False
        text = event.text()
        letter = len(text) == 1 and text.isascii() and text.isalpha()
        digit = len(text) == 1 and text.isascii() and text.isdigit()
        key = event.key()
        if kind == QEvent.Type.ShortcutOverride:
            if letter and not self._typed and self._tool_letter(text, watched):
                # The tool's key chooses it now; a digit next makes the letter a column.
                self._pending = (text.upper(), self.host.tool)
                return False
            wanted = letter or (digit and bool(self._typed or self._pending))
            wanted = wanted or (key in (*_PLAY, *_EDIT) and bool(self._typed))
            if wanted:
                event.accept()
            else:
                self._pending = None
            return wanted
        pending, self._pending = self._pending, None
        if digit and pending is not None:  # the tool's letter was a column after all
            self.host.set_tool(pending[1])
            self._set_typed(pending[0] + text)
            return True
        if letter or (digit and self._typed):
            self._set_typed((self._typed + text).upper()[-4:])
            return True
        if self._typed and key in _PLAY:
            self._play()
            return True
        if self._typed and key == Qt.Key.Key_Backspace:
            self._set_typed(self._typed[:-1])
            return True
        if self._typed and key == Qt.Key.Key_Escape:
            self._set_typed("")
            return True
        return False

    def _mine(self, watched: QObject) -> bool:
        """Only the focus widget's own key events (not those passed up to its parents), and
        not while the keyboard cursor types for itself or a text field has the keys."""
        focus = QApplication.focusWidget()
        if focus is None or focus.window() is not self.window:
            return watched is self.window and self.window.isActiveWindow()
        if watched is not focus or is_text_field(focus):
            return False
        cursor = self._cursor
        return not (cursor is not None and cursor.armed and watched is self.host.view)

    def _tool_letter(self, text: str, watched: QObject) -> bool:
        view = self.host.view
        on_board = watched is view or (isinstance(watched, QWidget) and view.isAncestorOf(watched))
        keys = {action.shortcut().toString().upper() for action in self.host.acts.tool_actions.values()}
        return on_board and text.upper() in keys

    # ------------------------------------------------------------------ typing
    def clear(self) -> None:
        """Forget a point half typed (another record is open)."""
        self._pending = None
        if self._typed:
            self._set_typed("")

    def _set_typed(self, text: str) -> None:
        self._typed = text
        self._show(text)

    def _show(self, text: str) -> None:
        notice = self.host.view.notice
        if text:
            notice.say(self.tr("Point {0}: Enter plays, Escape clears").format(text), _SHOW_MS)
        else:
            notice.hide()

    def _play(self) -> None:
        text = self._typed
        self._set_typed("")
        width, height = self.host.adapter.size
        try:
            point = Point.from_gtp(text, height)
        except RulesError:
            point = None
        if point is None or point.x >= width:
            self.host.view.say(self.tr("{0} is not a point of this board").format(text))
            return
        self.host.board_clicked(point.x, point.y)
