"""Navigate: Go to move N (Ctrl+G), next/previous comment, next/previous branch point."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QInputDialog

from qtgo.ui.window import MainWindow

# Comments at moves 2 and 6 of the main line; forks after move 1 and after move 4.
RECORD = "(;SZ[9];B[ee](;W[cc]C[two];B[gg];W[gc](;B[cg];W[dg]C[six];B[eg])(;B[hh]))(;W[gg];B[cc]))"


def _open(qtbot, window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "lesson.sgf"
    path.write_text(RECORD, encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)


def _key(window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier) -> int:
    QTest.keyClick(window.view, key, modifier)
    return window.adapter.move_number()


def test_comments_and_branch_points_by_their_keys(qtbot, window: MainWindow, tmp_path: Path) -> None:
    _open(qtbot, window, tmp_path)
    alt, ctrl = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier
    assert _key(window, Qt.Key.Key_Down, alt) == 2 and window.adapter.comment == "two"
    assert _key(window, Qt.Key.Key_Down, alt) == 6 and window.adapter.comment == "six"
    assert _key(window, Qt.Key.Key_Up, alt) == 2
    assert _key(window, Qt.Key.Key_Down, ctrl) == 4
    assert _key(window, Qt.Key.Key_Up, ctrl) == 1
    assert _key(window, Qt.Key.Key_Up, ctrl) == 1  # no fork before it: it stays


def test_the_navigate_menu_offers_them_with_their_keys(window: MainWindow) -> None:
    menu = window.acts.menus["navigate"]
    keys = {a.text().replace("&", ""): a.shortcut().toString() for a in menu.actions() if not a.isSeparator()}
    assert keys["Go to move…"] == "Ctrl+G"
    assert keys["Next comment"] == "Alt+Down" and keys["Previous comment"] == "Alt+Up"
    assert keys["Next branch point"] == "Ctrl+Down" and keys["Previous branch point"] == "Ctrl+Up"


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform
def test_go_to_move_asks_for_a_number(qtbot, window: MainWindow, tmp_path: Path) -> None:
    _open(qtbot, window, tmp_path)
    seen: list[int] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.intMaximum())
        dialog.setIntValue(5)
        dialog.accept()

    QTimer.singleShot(0, answer)
    QTest.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert seen == [7]  # the main line's moves
    assert window.adapter.move_number() == 5 and window.adapter.node.get("B") == "cg"
