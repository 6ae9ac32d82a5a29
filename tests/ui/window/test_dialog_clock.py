"""The clocks while a dialog is open: Pause works inside it, other business holds the time."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from qtgo.clock import TimeControl, TimeSystem
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform

ABSOLUTE = TimeControl(system=TimeSystem.ABSOLUTE, main=120)


def _live_window(make_window, click_point) -> MainWindow:
    window: MainWindow = make_window(GameSession.new(NewGameSettings(width=9, height=9, black_time=ABSOLUTE)))
    click_point(window, 2, 2)  # Black's first move: White's clock runs
    assert window.adapter.clock is not None and window.adapter.clock.running is Color.WHITE
    return window


def _inside_dialog(qtbot, trigger: Callable[[], object], inside: Callable[[QWidget], None]) -> list[str]:
    """Open a dialog with ``trigger`` (as a user would) and run ``inside`` on it, then close it."""
    seen: list[str] = []

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, act)
            return
        try:
            inside(dialog)
            seen.append("done")
        finally:
            dialog.close()

    QTimer.singleShot(0, act)
    trigger()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    return seen


def test_export_figures_holds_both_clocks_and_says_so_until_it_closes(qtbot, make_window, click_point):
    window = _live_window(make_window, click_point)
    window.finish_start()
    clock = window.adapter.clock
    assert clock is not None

    def inside(dialog: QWidget) -> None:
        assert clock.paused and clock.running is None
        for panel in window.players.clocks.values():
            assert "dialog" in panel.marker_label.text()

    seen = _inside_dialog(qtbot, window.teaching.actions.export_figures.trigger, inside)
    assert seen == ["done"]
    assert not clock.paused and clock.running is Color.WHITE
    assert all(not panel.marker_label.text() for panel in window.players.clocks.values())


def test_pause_key_in_an_export_dialog_keeps_the_clocks_paused_after_it_closes(qtbot, make_window, click_point):
    window = _live_window(make_window, click_point)
    window.finish_start()
    clock = window.adapter.clock
    assert clock is not None

    def inside(dialog: QWidget) -> None:
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Pause)

    assert _inside_dialog(qtbot, window.teaching.actions.export_figures.trigger, inside) == ["done"]
    assert clock.paused
    window.toggle_pause()
    assert not clock.paused and clock.running is Color.WHITE


def test_pause_key_works_inside_game_info_which_leaves_the_clocks_running(qtbot, make_window, click_point):
    window = _live_window(make_window, click_point)
    clock = window.adapter.clock
    assert clock is not None
    states: list[bool] = []

    def inside(dialog: QWidget) -> None:
        states.append(clock.paused)  # game info is about the game: the time runs on
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Pause)
        states.append(clock.paused)

    assert _inside_dialog(qtbot, window.acts.info.trigger, inside) == ["done"]
    assert states == [False, True]
    assert clock.paused  # the players paused it themselves: it stays paused


@pytest.mark.qt_log_ignore("This plugin does not support")  # the offscreen platform
def test_pause_key_works_in_the_library_window(qtbot, make_window, click_point):
    window = _live_window(make_window, click_point)
    window.finish_start()
    clock = window.adapter.clock
    assert clock is not None
    library = window.library.show_library()
    assert library is not None
    library.activateWindow()
    qtbot.waitUntil(library.isActiveWindow, timeout=3000)
    QTest.keyClick(library.focusWidget() or library, Qt.Key.Key_Pause)
    assert clock.paused
    QTest.keyClick(library.focusWidget() or library, Qt.Key.Key_Pause)
    assert not clock.paused and clock.running is Color.WHITE
    library.close()


def test_pause_in_another_qtgo_window_leaves_this_games_clock_alone(qtbot, make_window, click_point):
    window = _live_window(make_window, click_point)
    clock = window.adapter.clock
    assert clock is not None
    other: MainWindow = make_window(GameSession.from_text("(;SZ[9];B[ee])"))  # a record in review
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow, timeout=3000)
    QTest.keyClick(other.focusWidget() or other, Qt.Key.Key_Pause)
    assert not clock.paused and clock.running is Color.WHITE


def test_the_held_clocks_say_so_in_russian(qtbot, russian: None, make_window, click_point):
    window = _live_window(make_window, click_point)
    window.finish_start()
    notes: list[str] = []

    def inside(dialog: QWidget) -> None:
        notes.extend(panel.marker_label.text() for panel in window.players.clocks.values())

    assert _inside_dialog(qtbot, window.teaching.actions.export_figures.trigger, inside) == ["done"]
    assert notes == ["стоят, пока открыт диалог"] * 2
