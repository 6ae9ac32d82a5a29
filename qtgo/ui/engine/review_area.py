"""The review dock's scroll area: it never scrolls sideways, and it asks the dock for the
height the review panel needs at the width it is given (its buttons on one row or two), so
the graph is not hidden while the board keeps the rest of the window.

The panel is sized here, not by ``widgetResizable``: that one gives a panel whose layout
wraps its preferred height, and the graph then scrolled out of a dock of the least height.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

# The most a tall window's dock grows beyond the panel's least height, for a taller graph.
TALLER = 100


class ReviewArea(QScrollArea):
    """Scrolls up and down only, when the dock is lower than the panel's least height."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-scroll")
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(panel)
        panel.installEventFilter(self)  # a panel whose least size changes is sized again
        self._height = 0

    def needed(self, width: int) -> int:
        """The panel's least height at ``width``."""
        panel = self.widget()
        measure = getattr(panel, "minimum_height_for", None)
        if callable(measure):
            return int(measure(width))
        return panel.minimumSizeHint().height() if panel is not None else 0

    def minimumSizeHint(self) -> QSize:
        """The panel's least height; in a tall window up to a quarter of it (the dock is
        given its least height, and at 1920x1080 the graph was a flat 100 px)."""
        panel = self.widget()
        width = panel.minimumSizeHint().width() if panel is not None else 0
        needed = self.needed(max(width, self.width()))
        self._height = needed
        return QSize(width, max(needed, min(needed + TALLER, self.window().height() // 4)))

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        if self.needed(self.width()) != self._height:
            self.updateGeometry()  # wider or narrower: the buttons take another number of rows

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The panel as wide as the view, and as high as the view or its least height."""
        panel = self.widget()
        if panel is None:
            return
        bar = self.verticalScrollBar()
        width = self.width()
        height = self.needed(width)
        if height > self.height() and bar.isVisibleTo(self) is False:
            width -= bar.sizeHint().width()  # the bar will take its room
            height = self.needed(width)
        panel.resize(width, max(height, self.viewport().height()))
