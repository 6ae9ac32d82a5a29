"""The window's actions: enabled from the session's ``commands()``; quit and tool keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from ui.conftest import MakeWindow


# ---- pass, enabled from commands()
def test_four_passes_end_a_tromp_taylor_game_in_the_window(qtbot, make_window: MakeWindow) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=9, height=9, rules="tromp-taylor")))
    win.adapter.play(4, 4)
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    assert win.session.mode is Mode.SCORING
    assert win.acts.pass_.isEnabled()
    assert "four passes" in win.score.hint.text()
    win.acts.pass_.trigger()
    assert win.acts.pass_.isEnabled()
    with qtbot.waitSignal(win.adapter.game_ended) as blocker:
        win.acts.pass_.trigger()
    assert blocker.args[0].startswith("B+")
    assert win.session.record.result == blocker.args[0]


def test_pass_stays_disabled_while_counting_under_japanese_rules(window: MainWindow) -> None:
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    assert window.session.mode is Mode.SCORING
    assert not window.acts.pass_.isEnabled()


# ---- keys
def test_quit_has_a_key_everywhere(window: MainWindow) -> None:
    keys = [k.toString() for k in window.acts.quit.shortcuts()]
    assert keys and all(keys)
    assert window.acts.resign.shortcut().isEmpty()  # on purpose: no stray key ends a game


def test_tool_keys_work_on_the_board_not_in_the_comment(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=3000)
    QTest.keyClick(window.view, Qt.Key.Key_T)
    assert window.tool == "TR" and window.acts.tool_actions["TR"].isChecked()
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert window.tool == "MA"
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert window.tool == "play"
    editor = window.comment.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus, timeout=3000)
    QTest.keyClicks(editor, "TSC")
    assert editor.toPlainText() == "TSC"
    assert window.tool == "play"
    assert "(T)" in window.acts.tool_actions["TR"].toolTip()
    editor.clear()  # nothing left to save when the window closes
    window.comment.commit()
