"""Regression tests for the QA findings about the main window and the adapter."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.main_window import MainWindow


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Iterator:
    windows: list[MainWindow] = []

    def make(session: GameSession | None = None) -> MainWindow:
        session = session or GameSession.new(NewGameSettings(width=9, height=9))
        win = MainWindow(session, data_dir=tmp_path / "data")
        win.resize(1000, 700)
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        return win

    yield make
    for win in windows:
        win.adapter.session.modified = False
        win.close()
        win.deleteLater()


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


def click_point(win: MainWindow, x: int, y: int) -> None:
    sx, sy = win.scene.geometry.center(x, y)
    pos: QPoint = win.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


# ---- F3/F4
def test_f3_a_click_after_the_count_adds_nothing(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    adapter.play(2, 2)
    adapter.pass_turn()
    adapter.pass_turn()
    adapter.accept_score()
    end = window.session.node
    with qtbot.waitSignal(adapter.move_rejected) as blocker:
        click_point(window, 6, 6)
    assert "over" in blocker.args[0]
    assert end.children == []
    assert window.session.game.board[Point(6, 6)] is None


def test_f4_a_click_after_resignation_adds_nothing(qtbot, window: MainWindow) -> None:
    window.adapter.play(2, 2)
    window.adapter.resign(Color.WHITE)
    click_point(window, 6, 6)
    assert window.session.node.children == []
    assert len(window.session.tree.main_line()) == 2


# ---- F15
def test_f15_an_estimate_for_a_position_left_is_dropped(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2)):
        adapter.play(x, y)
    ready: list[object] = []
    adapter.estimate_ready.connect(ready.append)
    window.act_estimate.trigger()
    assert adapter.estimating
    window.act_start.trigger()
    assert not adapter.estimating
    assert window.statusBar().currentMessage() == ""
    adapter.pool.waitForDone(60000)
    qtbot.waitUntil(lambda: not adapter._estimate_carriers, timeout=10000)
    assert ready == []
    assert adapter.estimate is None
    assert window.scene.display.ownership is None


def test_f15_page_steps_drop_the_estimate_too(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6)):
        adapter.play(x, y)
    adapter.start_estimate()
    token = adapter._estimate_token
    window.act_back10.trigger()
    assert adapter._estimate_token != token


# ---- F20
def test_f20_a_new_game_clears_the_last_result(qtbot, window: MainWindow) -> None:
    window.adapter.resign(Color.BLACK)
    assert "W+R" in window.statusBar().currentMessage()
    assert "W+R" in window.message.text()
    window.start_game(NewGameSettings(width=9, height=9))
    assert window.statusBar().currentMessage() == ""
    assert "W+R" not in window.message.text()
    assert window.session.result is None
