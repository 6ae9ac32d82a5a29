"""The engine log: what the engine wrote to stderr (and GTP traffic when asked), to read
when an engine misbehaves."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QPlainTextEdit, QVBoxLayout, QWidget

MAX_LINES = 5000


class EngineLog(QDialog):
    """Append lines with ``add_line`` (connect ``EngineController.log_line`` to it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retranslate()
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(MAX_LINES)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        self.resize(640, 400)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Engine log"))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def add_line(self, line: str) -> None:
        self.text.appendPlainText(line)
