"""The clock panel's text in each state, driven by a clock on a fake time source."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtGui import QColor, QPalette

from qtgo.clock import GameClock, PlayerClock, TimeControl
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.clock_panel import CRITICAL_COLOUR, FLAGGED_BACKGROUND, TURN_BORDER, WARNING_COLOURS, ClockLook, ClockPanel

if TYPE_CHECKING:
    from conftest import FakeTime

    from ui.conftest import MakeWindow

B, W = Color.BLACK, Color.WHITE
DOT, TIMES, MINUS = "\u00b7", "\u00d7", "\u2212"


class Panels:
    """A ClockPanel for each colour, as the main window holds them."""

    def __init__(self, qtbot, time: FakeTime) -> None:
        self.time = time
        self.panels = {color: ClockPanel(color) for color in (B, W)}
        for widget in self.panels.values():
            qtbot.addWidget(widget)

    def face(self, color: Color) -> ClockPanel:
        return self.panels[color]

    def set_clock(self, clock: GameClock | None) -> None:
        for widget in self.panels.values():
            widget.set_clock(clock)

    def set_names(self, black: str, white: str) -> None:
        for widget in self.panels.values():
            widget.set_names(black, white)

    def refresh(self) -> None:
        for widget in self.panels.values():
            widget.refresh()


@pytest.fixture
def panel(qtbot, fake_time: FakeTime) -> Panels:
    return Panels(qtbot, fake_time)


def _live(panel: Panels, black: TimeControl, white: TimeControl | None = None) -> tuple[GameClock, FakeTime]:
    """A live clock on the panel, on the test's fake time."""
    clock = GameClock(black, white, now=panel.time)
    panel.set_clock(clock)
    return clock, panel.time


def _texts(panel: Panels, color: Color) -> tuple[str, str, str]:
    face = panel.face(color)
    return face.time_label.text(), face.marker_label.text(), face.turn_label.text()


def test_main_time_and_whose_turn(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.byo_yomi(5025, 3, 30))
    panel.set_names("Lee Sedol", "AlphaGo")
    clock.start(B)
    fake.now += 40
    panel.refresh()
    assert _texts(panel, B) == ("1:23:05", "", "to move")
    assert _texts(panel, W) == ("1:23:45", "", "")
    assert panel.face(B).name_label.text() == "Lee Sedol"
    assert panel.face(W).name_label.text() == "AlphaGo"
    assert panel.face(B).look == ClockLook("normal", to_move=True, flagged=False)
    assert panel.face(W).look == ClockLook("normal", to_move=False, flagged=False)
    assert panel.face(B).turn_label.palette().color(QPalette.ColorRole.WindowText).name() == TURN_BORDER
    assert "3\u00d730s byo-yomi" in panel.face(B).detail_label.text()


def test_byo_yomi_and_last_period(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.byo_yomi(60, 3, 30))
    clock.start(B)
    fake.now += 63
    panel.refresh()
    assert _texts(panel, B) == (f"0:27 {DOT} 3{TIMES}30s", "BYO-YOMI", "to move")
    fake.now += 27 + 30 + 25
    panel.refresh()
    assert _texts(panel, B) == (f"0:05 {DOT} 1{TIMES}30s", "LAST PERIOD", "to move")
    assert WARNING_COLOURS[clock.state(B).warning.value] == "#d01c1c"
    assert panel.face(B).time_label.palette().color(QPalette.ColorRole.WindowText).name() == "#d01c1c"


def test_canadian(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.canadian(0, 8, 300))
    clock.start(B)
    fake.now += 48
    clock.press(B)
    panel.refresh()
    assert _texts(panel, B) == (f"4:12 {DOT} 7 stones", "CANADIAN OVERTIME", "")


def test_fischer(panel: Panels) -> None:
    clock, _fake = _live(panel, TimeControl.fischer(300, 10))
    clock.start(W)
    panel.refresh()
    assert _texts(panel, W) == ("5:00 +10s", "", "to move")


def test_ing_with_penalty(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.ing(600, 300, 3, 2))
    clock.start(B)
    fake.now += 600 + 300 + 258
    panel.refresh()
    assert _texts(panel, B) == (f"0:42 {DOT} OT 2/3 ({MINUS}4 pts)", f"ING OVERTIME {DOT} PENALTY {MINUS}4", "to move")
    assert panel.face(B).detail_label.text() == f"10:00 + Ing 3{TIMES}5:00, 2 pts each"


def test_flagged_and_paused(panel: Panels, qtbot) -> None:
    clock, fake = _live(panel, TimeControl.absolute(30), TimeControl.absolute(60, lose_on_time=False))
    clock.start(B)
    fake.now += 10
    clock.pause()
    fake.now += 100
    panel.refresh()
    assert _texts(panel, B)[0] == f"0:20 {DOT} paused"
    clock.resume()
    with qtbot.waitSignal(panel.face(B).time_up, timeout=2000) as blocker:
        fake.now += 20
    assert blocker.args == [B]
    assert _texts(panel, B)[:2] == (f"0:00 {DOT} time up", "TIME UP")
    assert panel.face(B).turn_label.text() == "to move"
    assert panel.face(B).look == ClockLook("critical", to_move=True, flagged=True)


def _pixel(panel: ClockPanel, x: int, y: int) -> str:
    panel.resize(220, 120)
    return panel.grab().toImage().pixelColor(x, y).name()


def test_the_frame_is_drawn_blue_around_the_player_to_move_and_red_under_a_fallen_flag(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.absolute(30))
    clock.start(B)
    panel.refresh()
    black, white = panel.face(B), panel.face(W)
    assert _pixel(black, 0, 60) == TURN_BORDER  # the thick border, at the left edge's middle
    assert _pixel(white, 0, 60) != TURN_BORDER
    assert _pixel(white, 4, 115) == white.palette().color(QPalette.ColorRole.Window).name()
    fake.now += 31
    panel.refresh()
    assert black.state is not None and black.state.flagged
    assert _pixel(black, 4, 115) == FLAGGED_BACKGROUND
    assert black.marker_label.palette().color(QPalette.ColorRole.WindowText).name() == CRITICAL_COLOUR


def test_normal_digits_follow_the_palette(panel: Panels) -> None:
    """A normal clock's digits take the palette's text colour, a dark theme's too."""
    _live(panel, TimeControl.absolute(600))
    face = panel.face(W)
    dark = QPalette(face.palette())
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#eeeeee"))
    face.setPalette(dark)
    assert face.time_label.palette().color(QPalette.ColorRole.WindowText).name() == "#eeeeee"


def test_over_time_without_loss(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.absolute(60, lose_on_time=False))
    clock.start(W)
    fake.now += 72
    panel.refresh()
    assert _texts(panel, W)[:2] == (f"{MINUS}0:12 {DOT} over time", "OVER TIME")


def test_cues_for_countdown_and_period_used(panel: Panels, qtbot) -> None:
    clock, fake = _live(panel, TimeControl.byo_yomi(0, 2, 30))
    clock.start(B)
    panel.refresh()
    ticks: list[int] = []
    periods: list[Color] = []
    panel.face(B).countdown_tick.connect(lambda color, seconds: ticks.append(seconds))
    panel.face(B).period_used.connect(periods.append)
    fake.now += 19
    panel.refresh()
    assert ticks == []  # 11 s left: no countdown yet
    for _ in range(5):
        fake.now += 1
        panel.refresh()
    assert ticks == [10, 9, 8, 7, 6]
    fake.now += 6
    panel.refresh()
    assert periods == [B]


def test_review_states_and_empty_panel(panel: Panels) -> None:
    byo = TimeControl.byo_yomi(3600, 3, 30)
    black = panel.face(B)
    black.set_state(PlayerClock.from_sgf_timing(B, byo, "12.5", "2"))
    assert _texts(panel, B) == (f"0:13 {DOT} 2{TIMES}30s", "BYO-YOMI", "")
    panel.face(W).set_state(None)
    assert _texts(panel, W) == ("\u2014", "", "")
    black.set_state(PlayerClock.from_sgf_timing(B, byo, "25", "1"))  # review never beeps
    black.set_clock(None)
    assert _texts(panel, B)[0] == "\u2014"


def test_pushed_live_states_show_the_turn_and_give_cues(panel: Panels) -> None:
    clock, fake = _live(panel, TimeControl.absolute(20))
    clock.start(W)
    white = panel.face(W)
    ticks: list[int] = []
    white.countdown_tick.connect(lambda color, seconds: ticks.append(seconds))
    white.set_state(clock.state(W))
    fake.now += 11.5
    white.set_state(clock.state(W))
    assert _texts(panel, W) == ("0:09", "", "to move")
    assert ticks == [9]


def test_sound_player_is_wired_to_the_cues(panel: Panels) -> None:
    calls: list[str] = []

    class Recorder:
        def beep(self) -> None:
            calls.append("beep")

        def period_used(self) -> None:
            calls.append("period")

        def time_loss(self) -> None:
            calls.append("loss")

    black = panel.face(B)
    black.set_sound_player(Recorder())  # type: ignore[arg-type]
    black.countdown_tick.emit(B, 3)
    black.period_used.emit(B)
    black.time_up.emit(B)
    assert calls == ["beep", "period", "loss"]
    black.set_sound_player(None)
    black.time_up.emit(B)
    assert calls == ["beep", "period", "loss"]


# ---- in the window
def test_the_flagged_clock_reads_time_up(qtbot, make_window: MakeWindow, fake_time: FakeTime) -> None:
    control = TimeControl.byo_yomi(1, 1, 1)
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=control), now=fake_time)
    win = make_window(session)
    win.adapter.play(2, 2)
    fake_time.advance(0.5)
    win.adapter.play(6, 6)  # White's card records 0:01 or so at this node
    fake_time.advance(0.2)
    win.adapter.play(2, 6)
    fake_time.advance(10)  # White's flag falls
    with qtbot.waitSignal(win.adapter.game_ended, timeout=5000) as blocker:
        pass
    assert blocker.args[0] == "B+T"
    white = win.players.clocks[Color.WHITE]
    assert white.state is not None and white.state.flagged
    assert "time up" in white.time_label.text()
    assert white.time_label.text().startswith("0:00")
    # Stepping back shows what the record wrote at that move again.
    win.acts.back.trigger()
    assert "time up" not in white.time_label.text()
