"""A short message over the board ("Ko: you may not retake at once…"), where the eyes are.

A child of the board view's viewport: a rounded dark box with light text near the top of
the board that hides itself after a few seconds or at the next click. One notice at a time;
a new one replaces the old.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

#: How long a notice stays, in milliseconds.
NOTICE_MS = 3500


class BoardNotice(QLabel):
    """The notice; :meth:`say` shows a text over ``host`` (the view's viewport)."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("board_notice")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet(
            "#board_notice { background: rgba(20, 16, 12, 215); color: #fff6e0; border-radius: 8px;"
            " padding: 8px 14px; font-weight: bold; }"
        )
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.setFont(font)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def say(self, text: str, milliseconds: int = NOTICE_MS) -> None:
        """Show ``text`` (replacing any notice shown) for ``milliseconds``."""
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        self._timer.start(milliseconds)

    def _place(self) -> None:
        host = self.parentWidget()
        if host is None:
            return
        width = min(host.width() - 24, max(260, int(host.width() * 0.7)))
        self.setFixedWidth(max(120, width))
        self.adjustSize()
        self.move((host.width() - self.width()) // 2, max(8, host.height() // 8))

    # The board's events are watched only while the notice shows (it follows the board's
    # size and goes at a click): a filter from the start would see every one of them.
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        host = self.parentWidget()
        if host is not None:
            host.installEventFilter(self)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        host = self.parentWidget()
        if host is not None:
            host.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        elif event.type() == QEvent.Type.MouseButtonPress and self.isVisible():
            self.hide()
        return False
