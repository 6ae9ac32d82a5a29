"""The clocks while a dialog is open: Pause works everywhere, other business stops the time.

A modal dialog blocks the main window, and with it the window's Pause shortcut; a teacher who
opened Export figures lost a minute of a 2:00 game that way. One :class:`DialogClock` per
window watches for that in one place, for every dialog qtgo opens (its own, Qt's file and
print dialogs, message boxes): a dialog that is not about the game (export, print, engines,
settings, files) holds both clocks while it is open and lets them go on when it closes; a
dialog about the game (game info, the questions to the players, marked with
:func:`about_the_game`) leaves them running. In either, and in any other window of the
application, the Pause key pauses and restarts the clocks as it does on the board.

May import: Qt and :mod:`~qtgo.ui.window.host` (for types); no other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence, QWindow
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from qtgo.ui.window.host import WindowHost

__all__ = ["ABOUT_THE_GAME", "DialogClock", "about_the_game"]

#: The dynamic property that marks a dialog about the game itself (the clocks keep running).
ABOUT_THE_GAME = "qtgoAboutTheGame"


def about_the_game(dialog: QWidget) -> QWidget:
    """Mark ``dialog`` as part of the game (the clocks run on while it is open); returns it."""
    dialog.setProperty(ABOUT_THE_GAME, True)
    return dialog


def is_about_the_game(dialog: QWidget | None) -> bool:
    return dialog is not None and bool(dialog.property(ABOUT_THE_GAME))


class DialogClock(QObject):
    """Holds the clocks of ``window``'s live game while a modal dialog not about it is open,
    and lets the Pause key work in every dialog and window of the application."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self._watched: set[int] = set()
        window.installEventFilter(self)  # WindowBlocked / WindowUnblocked: a modal dialog came or went
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusWindowChanged.connect(self._focus_window_changed)

    # ------------------------------------------------------------------ events
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window:
            if kind == QEvent.Type.WindowBlocked:
                self._blocked()
            elif kind == QEvent.Type.WindowUnblocked:
                self.host.adapter.release_clock()
            return False
        pause = kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._is_pause(event)
        if pause and self.host.acts.pause.isEnabled():
            self.host.toggle_pause()
            return True
        return False

    def _blocked(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        if not self._elsewhere(dialog):
            self.watch(dialog)
        if not is_about_the_game(dialog):  # it blocks this board too: the clocks wait
            self.host.adapter.hold_clock()

    def _focus_window_changed(self, window: QWindow | None) -> None:
        """Another of the application's windows (the library, a problem set) has the keys."""
        if window is None:
            return
        for widget in QApplication.topLevelWidgets():
            if widget.windowHandle() is window and not self._elsewhere(widget):
                self.watch(widget)

    def _elsewhere(self, widget: QWidget) -> bool:
        """``widget`` is this window, or another qtgo window or one of its dialogs: their own
        Pause is theirs (a second window's game is not this one's)."""
        if widget is self.window:
            return True
        parent = widget.parentWidget()
        owner = parent.window() if parent is not None else widget
        return owner is not self.window and owner.objectName() == self.window.objectName()

    def watch(self, widget: QWidget) -> None:
        """Let the Pause key work in ``widget`` (a dialog or another top-level window)."""
        key = id(widget)
        if key in self._watched:
            return
        self._watched.add(key)
        widget.installEventFilter(self)
        widget.destroyed.connect(lambda _obj=None, key=key: self._watched.discard(key))

    def _is_pause(self, event: QKeyEvent) -> bool:
        if event.isAutoRepeat():
            return False
        typed = QKeySequence(event.keyCombination())
        return any(
            typed.matches(keys) == QKeySequence.SequenceMatch.ExactMatch for keys in self.host.acts.pause.shortcuts()
        )
