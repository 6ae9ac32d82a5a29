"""A whole 9x9 game played from the keyboard alone, with what a screen reader hears.

The moves are those of a GNU Go game (tests/data/gnugo_games/g09_s0001.sgf, Chinese rules,
B+11.5): typed as coordinates or walked to with the arrow keys, passed with Ctrl+P, and the
count accepted by tabbing to its button and pressing Space.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui.teaching.accessibility_check import unnamed_focusable

from qtgo.rules import Point
from qtgo.session import GameSession, NewGameSettings
from qtgo.sgf import load
from qtgo.ui.teaching.keyboard import KeyboardPlay
from qtgo.ui.window import MainWindow

GAME = Path(__file__).resolve().parents[2] / "data" / "gnugo_games" / "g09_s0001.sgf"


@pytest.fixture
def table(qtbot, tmp_path: Path) -> Iterator[tuple[MainWindow, KeyboardPlay]]:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="chinese", komi=7.5))
    window = MainWindow(session, data_dir=tmp_path / "data")
    keys = window.teaching.keys  # the window puts the cursor and the announcer on itself
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window, keys
    window.adapter.session.record.modified = False
    window.close()
    window.deleteLater()


def _type(qtbot, window: MainWindow, text: str) -> None:
    qtbot.keyClicks(window.view, text)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)


def _walk_to(qtbot, window: MainWindow, keys: KeyboardPlay, target: Point) -> None:
    while keys.cursor.point.x != target.x:
        qtbot.keyClick(window.view, Qt.Key.Key_Right if keys.cursor.point.x < target.x else Qt.Key.Key_Left)
    while keys.cursor.point.y != target.y:
        qtbot.keyClick(window.view, Qt.Key.Key_Down if keys.cursor.point.y < target.y else Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_Space)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_whole_nine_by_nine_game_from_the_keyboard(qtbot, table) -> None:
    window, keys = table
    moves = [move for node in load(GAME).games[0].main_line()[1:] if (move := node.move) is not None]
    heard: list[str] = []
    keys.announcer.announced.connect(heard.append)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.view.hasFocus() and keys.cursor.armed
    for number, move in enumerate(moves, 1):
        if move.point is None:
            QTest.keyClick(window.view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        elif number % 2:
            _type(qtbot, window, move.point.to_gtp(9))  # Black types coordinates ...
        else:
            _walk_to(qtbot, window, keys, move.point)  # ... White walks the cursor there
        assert window.adapter.session.game.move_number == number, (number, keys.announcer.history[-3:])
    assert window.adapter.session.scoring
    assert "Move 1, Black D7." in heard
    assert "Move 20, White E3." in heard and "E3, empty" in heard  # White's walk, point by point
    assert "Move 22, White D3. Black group at C3 in atari, last liberty C4." in heard
    assert "Move 40, White passes." in heard
    # The count panel's Accept button is reached with Tab and pressed with Space.
    accept = window.score.accept
    for _ in range(60):
        focused = QApplication.focusWidget()
        if focused is None or focused is accept:
            break
        QTest.keyClick(focused, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is accept and focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert window.adapter.session.record.result is not None
    assert heard[-1].startswith("Game over. ")
    assert unnamed_focusable(window) == []
