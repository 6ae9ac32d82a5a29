"""Dialogs and windows that fit the screen they open on, from 800×600 up.

A dialog asks for the size that shows its contents comfortably; on a smaller screen it
takes what the screen has (less room for the window frame) and its contents scroll inside.
A wrapped label keeps the height its text needs at its width, so a form never cuts it.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

__all__ = ["FRAME", "WrappedLabel", "fit_to_screen", "screen_room"]

#: The room a window manager's frame takes around a window: width, height (title bar).
FRAME = (16, 48)


def screen_room(widget: QWidget) -> QRect:
    """The available geometry of the screen ``widget`` opens on (its parent's, or the primary)."""
    parent = widget.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or widget.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where its screen is smaller, and
    keep it on that screen."""
    room = screen_room(widget)
    least = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    most_w, most_h = room.width() - FRAME[0], room.height() - FRAME[1]
    widget.resize(max(min(width, most_w), min(least.width(), most_w)), max(min(height, most_h), least.height()))
    if widget.isWindow() and widget.parentWidget() is None:
        frame = widget.frameGeometry()
        x = min(max(frame.x(), room.x()), room.right() - widget.width() - FRAME[0] + 1)
        y = min(max(frame.y(), room.y()), room.bottom() - widget.height() - FRAME[1] + 1)
        widget.move(max(x, room.x()), max(y, room.y()))


class WrappedLabel(QLabel):
    """A word-wrapped label at least as tall as its text at its width (form layouts otherwise
    give it one line's height and cut the rest)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._keep_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_height()

    def _keep_height(self) -> None:
        width = self.width() if self.width() > 50 else self.sizeHint().width()
        need = self.heightForWidth(width) if self.text() else 0
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)
