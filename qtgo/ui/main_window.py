"""The main window (grown by the session/window work; this is its first frame)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("qtgo")
        self.setCentralWidget(QLabel("qtgo"))

    def open_file(self, path: str) -> None:
        QMessageBox.warning(self, "qtgo", f"Cannot open {path} yet.")
