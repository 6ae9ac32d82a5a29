"""The status line says atari only for the group the last move put in atari, and only in play."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from qtgo.rules import Point
from qtgo.ui.window import MainWindow

# B D7, W D6, B C6, W E5, B E6: White D6 in atari (last liberty D5); then W A9, B J1.
MOVES = ("dc", "dd", "cd", "ee", "ed", "aa", "ii")


def _line(window: MainWindow) -> QLabel:
    window.finish_start()
    label = window.findChild(QLabel, "announcements")
    assert label is not None
    return label


def test_in_play_the_move_that_gives_atari_says_so_and_the_next_move_does_not(window: MainWindow, click_point) -> None:
    line = _line(window)
    for sgf in MOVES[:5]:
        point = Point.from_sgf(sgf)
        click_point(window, point.x, point.y)
    assert line.text() == "Move 5, Black E6. White group at D6 in atari, last liberty D5."
    for sgf in MOVES[5:]:
        point = Point.from_sgf(sgf)
        click_point(window, point.x, point.y)
    assert "atari" not in line.text()  # D6 is still in atari, but A9 and J1 did not do it


def test_stepping_through_a_review_never_says_atari(qtbot, window: MainWindow, tmp_path: Path) -> None:
    line = _line(window)
    path = tmp_path / "ataris.sgf"
    path.write_text("(;SZ[9]" + "".join(f";{'BW'[i % 2]}[{p}]" for i, p in enumerate(MOVES)) + ")", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    heard = []
    for _ in MOVES:
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        heard.append(line.text())
    assert heard[4] == "Move 5, Black E6."
    assert not [text for text in heard if "atari" in text]
    window.adapter.to_start()
    window.adapter.to_end()  # a jump to the end: every group in atari stood there, none is said
    assert "atari" not in line.text()
