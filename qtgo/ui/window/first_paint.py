"""What the window builds right after its first paint, not before it.

The first paint shows the board, the panels, the menus and the toolbar; the teaching
commands (figures, problems, rules pages, keyboard and screen-reader play) and the
library's commands add only menu entries, an empty announcement line and accessible
names, which no one sees in the first frame. Building them before it was about a tenth
of the start; after it they are ready before a hand reaches the mouse.

May import: Qt only; no other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Calls ``then`` once, from the event loop, after ``widget`` has painted the first time;
    ``at_paint``, if given, at once when that paint begins (what must be ready before the
    next event, a key say, and costs nothing worth deferring)."""

    def __init__(
        self, widget: QWidget, then: Callable[[], object], *, at_paint: Callable[[], object] | None = None
    ) -> None:
        super().__init__(widget)
        self._widget = widget
        self._then = then
        self._at_paint = at_paint
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            if self._at_paint is not None:
                self._at_paint()
            # Queued: the paint itself finishes (and reaches the screen) first.
            QTimer.singleShot(0, self._then)
        return False
