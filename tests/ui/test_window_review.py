"""Review fixes: focus after Stop counting, no hover stone after a resignation, no stale
estimate on the next file, Russian notes and buttons as players say them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from qtgo.rules import Color
from qtgo.session import GameSession, Mode, NewGameSettings, Note
from qtgo.ui.messages import note_writer
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from conftest import FakeTime

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

_open: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _forget_changes(qtbot):
    yield
    for win in _open:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()
    _open.clear()


def _window(qtbot, tmp_path: Path, size: int = 9) -> MainWindow:
    win = MainWindow(GameSession.new(NewGameSettings(width=size, height=size)), data_dir=tmp_path / "data")
    _open.append(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_arrow_keys_navigate_after_stop_counting(qtbot, tmp_path: Path, corpus: Path) -> None:
    win = _window(qtbot, tmp_path)
    assert win.files.open_file(corpus / "ai" / "AlphaGo" / "AG vs AG - G1 - English.sgf", confirm=False)
    win.adapter.to_start()
    win.adapter.forward(30)
    win.adapter.begin_scoring()
    assert win.adapter.scoring and win.score.resume.text() == "Stop counting"
    win.score.resume.setFocus()
    win.score.resume.click()
    assert not win.adapter.scoring
    assert win.focusWidget() is win.view
    before = win.adapter.node
    assert win.focusWidget() is not win.comment.editor  # which would eat the arrow keys
    # The board has the focus and the window-wide Right action is live (the tests below send
    # real key events to an activated window).
    assert win.acts.forward.isEnabled()
    assert win.acts.forward.shortcut() == QKeySequence(Qt.Key.Key_Right)
    win.acts.forward.trigger()
    assert win.adapter.node is not before and win.adapter.node.parent is before


def _activate(qtbot, win: MainWindow) -> None:
    """Make ``win`` the active window, so that key events and window shortcuts reach it
    (offscreen too: the platform activates on request, not on show)."""
    handle = win.windowHandle()
    assert handle is not None
    handle.requestActivate()
    assert QTest.qWaitForWindowActive(win, 3000)
    assert QApplication.activeWindow() is win


def _focus() -> QWidget:
    """Where a key the user types goes."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_real_arrow_keys_navigate_after_clicking_stop_counting(qtbot, tmp_path: Path) -> None:
    win = MainWindow(GameSession.from_text("(;SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc])"), data_dir=tmp_path / "data")
    _open.append(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    _activate(qtbot, win)
    win.adapter.forward(2)
    win.comment.editor.setFocus()  # where the focus went when the button vanished
    win.adapter.begin_scoring()
    assert win.score.resume.isVisible() and win.score.resume.text() == "Stop counting"
    QTest.mouseClick(win.score.resume, Qt.MouseButton.LeftButton)
    assert not win.adapter.scoring
    cursor = win.adapter.session.cursor
    assert cursor.move_number() == 2
    QTest.keyClick(_focus(), Qt.Key.Key_Right)
    assert cursor.move_number() == 3
    QTest.keyClick(_focus(), Qt.Key.Key_Left)
    QTest.keyClick(_focus(), Qt.Key.Key_Left)
    assert cursor.move_number() == 1
    QTest.keyClick(_focus(), Qt.Key.Key_End)
    assert cursor.move_number() == 5


def test_real_arrow_keys_navigate_after_resume_play(qtbot, tmp_path: Path, monkeypatch) -> None:
    win = _window(qtbot, tmp_path)
    _activate(qtbot, win)
    for x in range(3):
        win.adapter.play(x, 0)
    win.adapter.pass_turn()
    win.adapter.pass_turn()
    assert win.adapter.mode is Mode.SCORING
    monkeypatch.setattr(win.prompts, "ask_player", lambda *_args: Color.BLACK)
    win.comment.editor.setFocus()
    QTest.mouseClick(win.score.resume, Qt.MouseButton.LeftButton)
    assert win.adapter.mode is Mode.PLAY
    cursor = win.adapter.session.cursor
    last = cursor.move_number()
    QTest.keyClick(_focus(), Qt.Key.Key_Left)
    assert cursor.move_number() == last - 1


def test_no_hover_stone_and_no_pass_after_a_resignation(qtbot, tmp_path: Path) -> None:
    win = _window(qtbot, tmp_path)
    win.adapter.play(2, 2)
    center = QPointF(*win.scene.geometry.center(5, 5))
    win.scene.hover(center)
    assert win.scene.ghost_visible
    win.adapter.resign(Color.WHITE)
    assert win.adapter.mode is Mode.REVIEW
    win.scene.hover(center)
    assert not win.scene.ghost_visible
    assert not win.acts.pass_.isEnabled()


def test_an_estimate_does_not_follow_onto_the_next_file(qtbot, tmp_path: Path, corpus: Path) -> None:
    win = _window(qtbot, tmp_path)
    assert win.files.open_file(corpus / "gnugo-regression" / "mertin13x13__katsunari-gnugo2.W+4.sgf", confirm=False)
    win.adapter.to_end()
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=20000):
        win.estimate()
    assert win.adapter.display().ownership is not None
    assert win.files.open_file(corpus / "edge" / "gogui__ff4_ex.sgf", confirm=False)
    display = win.adapter.display()
    assert display.ownership is None and not display.dead and not display.territory
    assert win.scene.display.ownership is None


def test_russian_play_resumed_and_dont_save(russian: None) -> None:
    assert note_writer(Note.PLAY_RESUMED, {"color": Color.BLACK}) == "Игра продолжена: ходят чёрные"
    assert note_writer(Note.PLAY_RESUMED, {"color": Color.WHITE}) == "Игра продолжена: ходят белые"
    # The Save / Discard / Cancel question: Qt's own "Отклонить" reads as "reject".
    assert QCoreApplication.translate("QPlatformTheme", "Discard") == "Не сохранять"


def test_byo_yomi_clock_does_not_jump_when_the_count_is_accepted(qtbot, tmp_path: Path, fake_time: FakeTime) -> None:
    from qtgo.clock import TimeControl

    clock_time = fake_time
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.byo_yomi(0, 3, 10))
    win = MainWindow(GameSession.new(settings, now=clock_time), data_dir=tmp_path / "data")
    _open.append(win)
    win.show()
    qtbot.waitExposed(win)
    adapter = win.adapter
    adapter.play(2, 2)
    clock_time.now += 7  # White thinks 7 s of a 10 s period
    adapter.play(6, 6)
    adapter.pass_turn()
    adapter.pass_turn()
    assert adapter.mode is Mode.SCORING
    faces = {c: win.players.clocks[c].time_label.text() for c in (Color.BLACK, Color.WHITE)}
    assert "0:10" in faces[Color.WHITE]
    adapter.accept_score()
    assert adapter.mode is Mode.REVIEW
    after = {c: win.players.clocks[c].time_label.text() for c in (Color.BLACK, Color.WHITE)}
    assert after == faces


def test_try_a_variation_from_the_game_menu_and_back(qtbot, tmp_path: Path, fake_time: FakeTime) -> None:
    from qtgo.clock import TimeControl

    clock_time = fake_time
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600))
    win = MainWindow(GameSession.new(settings, now=clock_time), data_dir=tmp_path / "data")
    _open.append(win)
    win.show()
    qtbot.waitExposed(win)
    adapter = win.adapter
    for x, y in ((2, 2), (6, 6), (2, 6)):
        adapter.play(x, y)
        clock_time.now += 10
    live_node = adapter.node
    clock = adapter.clock
    assert clock is not None
    white_left = clock.state(Color.WHITE).time_left
    assert win.acts.try_variation.isEnabled() and not win.acts.back_to_game.isEnabled()
    win.acts.try_variation.trigger()
    assert adapter.trying and win.acts.back_to_game.isEnabled()
    assert "clocks are stopped" in win.statusBar().currentMessage()
    win.acts.back.trigger()
    win.acts.back.trigger()
    clock_time.now += 120
    adapter.play(4, 4)  # a side line where the game had White's 6,6
    tried = adapter.node
    win.acts.back_to_game.trigger()
    assert not adapter.trying and adapter.mode is Mode.PLAY and adapter.node is live_node
    # The two minutes of the side line cost White nothing: its clock stood still.
    clock = adapter.clock
    assert clock is not None
    assert clock.state(Color.WHITE).time_left == white_left
    assert clock.running is Color.WHITE
    assert tried.parent is live_node.parent.parent and tried.variation_index == 1
    assert tried in win.game_tree.layout_.positions
