"""SessionAdapter: commands become session calls, changes become signals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QThreadPool

from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from conftest import FakeTime

    from ui.conftest import ClickPoint


def make(**kwargs) -> SessionAdapter:
    return SessionAdapter(GameSession.new(NewGameSettings(width=9, height=9, **kwargs)))


def test_play_emits_position_and_node_added(qtbot) -> None:
    adapter = make()
    added: list[object] = []
    adapter.node_added.connect(added.append)
    with qtbot.waitSignals([adapter.position_changed, adapter.stone_played]):
        adapter.play(4, 4)
    assert added == [adapter.session.node]
    assert adapter.session.game.board[Point(4, 4)] is Color.BLACK


def test_rejected_move_emits_the_reason_only(qtbot) -> None:
    adapter = make()
    adapter.play(4, 4)
    with qtbot.assertNotEmitted(adapter.position_changed), qtbot.waitSignal(adapter.move_rejected) as blocker:
        adapter.play(4, 4)
    assert blocker.args == ["That point is taken: play on an empty point"]


def test_resign_ends_the_game(qtbot) -> None:
    adapter = make()
    adapter.play(2, 2)
    with qtbot.waitSignal(adapter.mode_changed), qtbot.waitSignal(adapter.game_ended) as blocker:
        adapter.resign(Color.WHITE)
    assert blocker.args == ["B+R"]
    assert adapter.session.mode is Mode.REVIEW


def test_flag_fall_is_noticed_by_the_poll(qtbot, fake_time: FakeTime) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(10))
    session = GameSession.new(settings, now=fake_time)
    adapter = SessionAdapter(session)
    adapter.play(2, 2)  # the first move starts White's clock
    fake_time.advance(11.0)
    with qtbot.waitSignal(adapter.game_ended, timeout=3000) as blocker:
        pass  # the adapter's timer polls the pure clock
    assert blocker.args == ["B+T"]


def test_review_edits_go_on_the_undo_stack(qtbot) -> None:
    adapter = SessionAdapter(GameSession.from_text("(;SZ[9];B[ee];W[cc])"))
    adapter.forward()
    adapter.play(2, 6)  # a new variation beside W cc
    assert adapter.undo_stack.count() == 1
    adapter.set_comment("why not here?")
    assert adapter.undo_stack.count() == 2
    with qtbot.waitSignal(adapter.tree_changed):
        adapter.undo_stack.undo()
    with qtbot.waitSignal(adapter.tree_changed):
        adapter.undo_stack.undo()
    assert len(adapter.session.node.children) == 1
    adapter.undo_stack.redo()
    parent = adapter.session.node.parent
    assert parent is not None and len(parent.children) == 2


# ---- a finished game takes no more moves from the board
def test_a_click_after_the_count_adds_nothing(qtbot, window: MainWindow, click_point: ClickPoint) -> None:
    adapter = window.adapter
    adapter.play(2, 2)
    adapter.pass_turn()
    adapter.pass_turn()
    adapter.accept_score()
    end = window.session.node
    with qtbot.waitSignal(adapter.move_rejected) as blocker:
        click_point(window, 6, 6)
    assert "over" in blocker.args[0]
    assert end.children == ()
    assert window.session.game.board[Point(6, 6)] is None


def test_a_click_after_resignation_adds_nothing(qtbot, window: MainWindow, click_point: ClickPoint) -> None:
    window.adapter.play(2, 2)
    window.adapter.resign(Color.WHITE)
    click_point(window, 6, 6)
    assert window.session.node.children == ()
    assert len(window.session.tree.main_line()) == 2


# ---- an estimate belongs to the position it was asked for
def test_an_estimate_for_a_position_left_is_dropped(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6), (2, 6), (6, 2)):
        adapter.play(x, y)
    ready: list[object] = []
    adapter.estimate_ready.connect(ready.append)
    window.acts.estimate.trigger()
    assert adapter.estimating
    window.acts.start.trigger()
    assert not adapter.estimating
    assert window.statusBar().currentMessage() == ""
    QThreadPool.globalInstance().waitForDone(60000)
    qtbot.waitUntil(lambda: not adapter.estimator._carriers, timeout=10000)
    assert ready == []
    assert adapter.estimate is None
    assert window.scene.display.ownership is None


def test_page_steps_drop_the_estimate_too(qtbot, window: MainWindow) -> None:
    adapter = window.adapter
    for x, y in ((2, 2), (6, 6)):
        adapter.play(x, y)
    adapter.start_estimate()
    assert adapter.estimating
    window.acts.back10.trigger()
    assert not adapter.estimating  # the run for the position left no longer counts


# ---- a paused clock
def test_a_move_while_paused_restarts_the_clock_and_says_so(qtbot, window: MainWindow) -> None:
    window.adapter.play(2, 2)
    window.acts.pause.trigger()
    clock = window.session.clock
    assert clock is not None and clock.paused
    window.adapter.play(6, 6)
    assert not clock.paused
    assert "restarted" in window.statusBar().currentMessage()
