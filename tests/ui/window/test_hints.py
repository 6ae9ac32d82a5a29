"""The hints of a live game name the way to go on: on an earlier move, Try a variation (Ctrl+T)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtgo.ui.window import MainWindow


def _look_back_and_click(qtbot, window: MainWindow, click_point) -> str:
    click_point(window, 2, 2)
    click_point(window, 6, 6)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    QTest.keyClick(window.view, Qt.Key.Key_Left)  # back to an earlier move of the game
    click_point(window, 4, 4)
    return window.statusBar().currentMessage()


def test_a_click_on_an_earlier_move_names_try_a_variation(qtbot, window: MainWindow, click_point) -> None:
    message = _look_back_and_click(qtbot, window, click_point)
    assert "End" in message and "Try a variation" in message and "Ctrl+T" in message
    assert "Ctrl+T" in window.players.status.text()
    window.acts.try_variation.trigger()  # what the hint names works from here
    click_point(window, 4, 4)
    assert window.adapter.trying and window.adapter.session.node.get("W") == "ee"  # White was to move there


def test_the_hint_names_try_a_variation_in_russian(qtbot, russian: None, window: MainWindow, click_point) -> None:
    message = _look_back_and_click(qtbot, window, click_point)
    assert "Попробовать вариант" in message and "Ctrl+T" in message
