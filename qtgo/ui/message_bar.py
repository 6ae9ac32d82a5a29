"""One non-blocking bar above the board for "opened with warnings" and the like.

Opening file after file used to stack a dialog per file on top of each other. The bar
shows one line ("game.sgf: qtgo repaired 3 problems"), a Details button that lists what the
reader repaired, and a close button; a new message replaces the old one, so nothing piles up.

Signals:
    closed(): the player dismissed the bar.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

# How many items the details list shows before "… and N more".
MAX_ITEMS = 200


class MessageBar(QFrame):
    """A dismissable bar with a summary line and an expandable list of details."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#message_bar { background: #fff4d6; border: 1px solid #e0b84c; border-radius: 3px; }"
            "#message_bar QLabel { color: #3a2a00; }"
        )
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setAccessibleName(self.tr("Message"))
        self.details_button = QPushButton()
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._show_details)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setMaximumHeight(140)
        self.details.hide()
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.summary, 1)
        top.addWidget(self.details_button)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.details)
        self.items: list[str] = []
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.details_button.setText(self.tr("Details"))
        self.close_button.setToolTip(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_message(self, summary: str, items: list[str] | None = None) -> None:
        """Show ``summary`` with ``items`` under Details, replacing whatever was shown."""
        self.items = list(items or [])
        self.summary.setText(summary)
        shown = self.items[:MAX_ITEMS]
        text = "\n".join(f"• {item}" for item in shown)
        if len(self.items) > MAX_ITEMS:
            text += "\n" + self.tr("… and %n more", "", len(self.items) - MAX_ITEMS)
        self.details.setPlainText(text)
        self.details_button.setVisible(bool(self.items))
        self.details_button.setChecked(False)
        self.show()

    def dismiss(self) -> None:
        self.hide()
        self.closed.emit()

    def _show_details(self, on: bool) -> None:
        self.details.setVisible(on)
