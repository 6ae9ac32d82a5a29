"""What the screen reader is told during a game: moves, captures, atari, clock, result, read-outs."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QWidget

from qtgo.clock import GameClock, TimeControl
from qtgo.rules import Color, Game, Move, Point
from qtgo.ui.clock_panel import ClockPanel
from qtgo.ui.teaching import speech
from qtgo.ui.teaching.game_speech import ClockWatch, GameAnnouncer, read_out_actions
from qtgo.ui.teaching.speech import Announcer, result_text

if TYPE_CHECKING:
    from conftest import FakeTime


def _p(sgf: str) -> Point:
    return Point.from_sgf(sgf)


@pytest.fixture
def table(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    game = Game(9, 9)
    announcer = Announcer(widget)
    return game, announcer, GameAnnouncer(announcer, lambda: game)


def _play(game: Game, speaker: GameAnnouncer, *points: str) -> None:
    for sgf in points:
        game.play(Move(game.to_play, _p(sgf)))
        speaker.position_changed()


def test_each_move_is_announced_with_its_captures_and_ataris(table) -> None:
    game, announcer, speaker = table
    _play(game, speaker, "dc", "dd", "cd", "ee", "ed")
    assert announcer.history[0] == "Move 1, Black D7."
    assert announcer.history[-1] == "Move 5, Black E6. White group at D6 in atari, last liberty D5."
    _play(game, speaker, "aa", "de")
    assert announcer.history[-1] == "Move 7, Black D5. Stones captured: 1."
    assert announcer.label.text() == announcer.history[-1]


def test_a_jump_in_the_record_names_the_move_without_a_capture_count(table) -> None:
    game, announcer, speaker = table
    for sgf in ("dc", "dd", "cd", "ee", "ed", "aa", "de"):
        game.play(Move(game.to_play, _p(sgf)))
    speaker.position_changed()
    assert announcer.history[-1] == "Move 7, Black D5."


def test_clock_and_result_announcements(table) -> None:
    _game, announcer, speaker = table
    speaker.countdown(Color.BLACK, 11)
    assert announcer.history == []
    speaker.countdown(Color.BLACK, 10)
    speaker.time_up(Color.BLACK)
    speaker.game_ended("W+6.5")
    assert announcer.history == [
        "Black: 10 seconds.",
        "Black's time is up.",
        "Game over. White wins by 6.5 points.",
    ]
    assert result_text("B+R") == "Black wins by resignation." and result_text("0") == "The game is a draw."


def test_read_outs_by_row_region_board_and_score(table) -> None:
    game, announcer, speaker = table
    _play(game, speaker, "cc", "gc", "cg")
    speaker.read_row(2)
    assert announcer.history[-1] == "Row 7: Black C7; White G7."
    speaker.read_quarter(0)
    assert announcer.history[-1] == "Top left: Black C7; White none."
    speaker.read_board()
    assert announcer.history[-1] == "Row 7: Black C7; White G7. Row 3: Black C3."
    speaker.read_score(game.score())
    assert announcer.history[-1].startswith("Score estimate: Black ")
    speaker.cursor_moved(2, 2)
    assert announcer.history[-1] == "C7, black stone"
    speaker.read_last_move()
    assert announcer.history[-1] == "Move 3, Black C3. Prisoners: Black 0, White 0."


def test_read_out_actions_have_shortcuts(table, qtbot) -> None:
    _game, announcer, speaker = table
    parent = QWidget()
    qtbot.addWidget(parent)
    asked = []
    actions = read_out_actions(speaker, parent, cursor_row=lambda: 4, estimate=lambda: asked.append(True))
    assert all(a.shortcut().toString() for a in actions)
    assert len({a.shortcut().toString() for a in actions}) == len(actions)
    actions[1].trigger()
    assert announcer.history[-1] == "Row 5: empty."
    actions[-1].trigger()
    assert asked == [True]


def test_an_announcement_event_goes_to_an_active_screen_reader(table, monkeypatch) -> None:
    _game, announcer, _speaker = table
    sent = []
    monkeypatch.setattr(speech.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(
        speech.QAccessible, "updateAccessibility", staticmethod(lambda event: sent.append(event.message()))
    )
    announcer.announce("Move 1, Black D4.")
    assert sent == ["Move 1, Black D4."]


def _watched(qtbot, fake_time, control: TimeControl):
    """A live clock on a real clock panel, read by a ClockWatch, on the shared fake time."""
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(widget)
    watch = ClockWatch(GameAnnouncer(announcer, lambda: None))
    clock = GameClock(control, now=fake_time)
    panels = {}
    for color in (Color.BLACK, Color.WHITE):
        panel = ClockPanel(color, widget)
        panel.set_clock(clock)
        panels[color] = panel
        watch.watch(color, partial(getattr, panel, "state"))
    clock.start(Color.BLACK)

    def step(seconds: float = 0.0, *, press: Color | None = None) -> list[str]:
        """Let time pass (or press the clock), let the panels repaint, return what was said."""
        said = len(announcer.history)
        fake_time.advance(seconds)
        if press is not None:
            clock.press(press)
        for panel in panels.values():
            panel.refresh()
        watch.poll()
        return announcer.history[said:]

    step()
    return step


def test_byo_yomi_periods_left_are_announced_down_to_the_last(qtbot, fake_time: FakeTime) -> None:
    step = _watched(qtbot, fake_time, TimeControl.byo_yomi(10, 3, 30))
    assert step(9) == []  # main time still running
    assert step(2) == ["Black: byo-yomi, 3 periods left."]
    assert step(20) == []  # within the period
    assert step(11) == ["Black: 2 periods left."]
    assert step(1, press=Color.BLACK) == []  # a move in time keeps the period
    assert step(5, press=Color.WHITE) == []  # White's main time
    assert step(31) == ["Black: last period."]


def test_canadian_stones_left_and_a_new_period_are_announced(qtbot, fake_time: FakeTime) -> None:
    step = _watched(qtbot, fake_time, TimeControl.canadian(10, 3, 60))
    assert step(11) == ["Black: Canadian overtime, 3 stones in 1:00."]
    assert step(1, press=Color.BLACK) == ["Black: 2 stones left in this period."]
    assert step(1, press=Color.WHITE) == []
    assert step(1, press=Color.BLACK) == ["Black: last stone of this period."]
    assert step(1, press=Color.WHITE) == []
    assert step(1, press=Color.BLACK) == ["Black: new period, 3 stones in 1:00."]


def test_stepping_through_recorded_times_announces_nothing(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(widget)
    speaker = GameAnnouncer(announcer, lambda: None)
    # Review states (from a record's BL/OB) are neither running nor paused.
    shown = GameClock(TimeControl.byo_yomi(10, 3, 30), now=lambda: 0.0).state(Color.BLACK)
    assert not shown.running and not shown.paused
    speaker.clock_state(Color.BLACK, shown)
    speaker.clock_state(Color.BLACK, replace(shown, in_overtime=True, periods_left=2))
    assert announcer.history == []


def test_each_ing_period_bought_is_announced(qtbot, fake_time: FakeTime) -> None:
    step = _watched(qtbot, fake_time, TimeControl.ing(10, 60, 3, 2))
    assert step(11) == ["Black: Ing period 1 of 3."]
    assert step(60) == ["Black: Ing period 2 of 3."]
    assert step(60) == ["Black: last Ing period."]
