"""KeyboardPlay's wiring: the adapter's and clocks' signals become announcements."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow

from qtgo.rules import Color, Game
from qtgo.ui.board import BoardView
from qtgo.ui.teaching.keyboard import FOCUS_BOARD_KEYS, KeyboardPlay


class FakeAdapter(QObject):
    position_changed = Signal()
    game_ended = Signal(str)
    move_rejected = Signal(str)
    session_replaced = Signal()
    estimate_ready = Signal(object)


class FakeClock(QObject):
    countdown_tick = Signal(object, int)
    period_used = Signal(object)
    time_up = Signal(object)

    def __init__(self, color: Color) -> None:
        super().__init__()
        self.color = color
        self.state = None  # what ClockWatch reads (no clock shown)


@dataclass
class FakeEstimate:
    black_score: float
    white_score: float
    result: str


@pytest.fixture
def keys(qtbot):
    window = QMainWindow()
    view = BoardView()
    window.setCentralWidget(view)
    qtbot.addWidget(window)
    game = Game(9, 9)
    asked: list[bool] = []
    keys = KeyboardPlay(window, view, play=lambda x, y: None, game=lambda: game, estimate=lambda: asked.append(True))
    yield keys, asked
    window.close()


def test_adapter_signals_are_announced(keys) -> None:
    play, _asked = keys
    adapter = FakeAdapter()
    play.connect_adapter(adapter)
    adapter.move_rejected.emit("Illegal: ko")
    adapter.game_ended.emit("B+R")
    assert play.announcer.history == ["Illegal: ko", "Game over. Black wins by resignation."]


def test_an_estimate_is_said_only_when_asked_for(keys) -> None:
    play, asked = keys
    adapter = FakeAdapter()
    play.connect_adapter(adapter)
    adapter.estimate_ready.emit(FakeEstimate(40, 41.5, "W+1.5"))
    assert play.announcer.history == []
    estimate_action = next(a for a in play.actions if a.shortcut().toString() == "Alt+Shift+E")
    estimate_action.trigger()
    assert asked == [True]
    adapter.estimate_ready.emit(FakeEstimate(40, 41.5, "W+1.5"))
    assert play.announcer.history == ["Score estimate: Black 40, White 41.5. White wins by 1.5 points."]


def test_clock_panels_announce_their_player(keys) -> None:
    play, _asked = keys
    clock = FakeClock(Color.WHITE)
    play.connect_clock(clock)
    clock.countdown_tick.emit(Color.WHITE, 10)
    clock.time_up.emit(Color.WHITE)
    assert play.speaker.clock_watch is not None
    play.speaker.clock_watch.poll()  # no state shown: nothing to say
    assert play.announcer.history == ["White: 10 seconds.", "White's time is up."]


def test_the_board_is_named_and_has_a_focus_shortcut(keys) -> None:
    play, _asked = keys
    assert play.view.accessibleName() == "Go board"
    assert "arrow keys move the cursor" in play.view.accessibleDescription()
    assert play.actions[0].shortcut().toString() == FOCUS_BOARD_KEYS
