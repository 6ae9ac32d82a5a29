"""Every time system's transitions, driven by a fake monotonic time source."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

from qtgo.clock import (
    ClockError,
    GameClock,
    TimeControl,
    TimeControlError,
    TimeExpiredError,
    TimeSystem,
    WarningLevel,
    format_clock,
    format_duration,
)
from qtgo.rules import Color

if TYPE_CHECKING:
    from conftest import FakeTime

B, W = Color.BLACK, Color.WHITE


MakeClock = Callable[..., "tuple[GameClock, FakeTime]"]


@pytest.fixture
def make(fake_time: FakeTime) -> MakeClock:
    """``clock, t = make(black, white)``: a clock on the test's fake time."""

    def build(black: TimeControl, white: TimeControl | None = None) -> tuple[GameClock, FakeTime]:
        return GameClock(black, white, now=fake_time), fake_time

    return build


# --- no limit and absolute -----------------------------------------------------------


def test_no_limit_counts_used_time_and_never_flags(make: MakeClock) -> None:
    clock, t = make(TimeControl.none())
    clock.start(B)
    t.advance(100_000)
    state = clock.state(B)
    assert state.used == 100_000
    assert not state.flagged
    assert clock.flagged is None
    assert clock.running is B
    assert state.warning is WarningLevel.NORMAL
    assert clock.sgf_timing(B) == {}


def test_absolute_runs_down_and_flags_at_exactly_zero(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(300))
    clock.start(B)
    t.advance(299.5)
    assert clock.state(B).main_left == pytest.approx(0.5)
    assert clock.flagged is None
    t.advance(0.5)  # exactly zero left: the flag has fallen
    assert clock.state(B).flagged
    assert clock.flagged is B
    assert clock.running is None
    with pytest.raises(TimeExpiredError) as info:
        clock.press(B)
    assert info.value.color is B
    assert isinstance(info.value, ClockError) and isinstance(info.value, ValueError)


def test_flagged_clock_stops_at_the_flag_instant(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(60))
    clock.start(W)
    t.advance(500)
    state = clock.state(W)
    assert state.flagged and state.main_left == 0 and state.over == 0
    assert state.used == 60
    assert clock.state(B).main_left == 60


def test_press_alternates_and_only_the_runner_loses_time(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(600))
    clock.start(B)
    t.advance(10)
    clock.press(B)
    assert clock.running is W
    t.advance(25)
    clock.press(W)
    t.advance(5)
    assert clock.state(B).main_left == 585
    assert clock.state(W).main_left == 575
    with pytest.raises(ClockError):
        clock.press(W)  # not White's clock that runs


def test_first_press_before_start_starts_the_opponent(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(600))
    assert clock.running is None
    clock.press(W)  # White presses to start Black's clock, as over the board
    assert clock.running is B
    t.advance(3)
    assert clock.state(B).main_left == 597
    assert clock.state(W).main_left == 600


# --- byo-yomi ------------------------------------------------------------------------


def test_byo_yomi_overrun_carries_into_the_first_period(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(60, 3, 30))
    clock.start(B)
    t.advance(72)  # 60 s of main time, 12 s into the first period
    state = clock.state(B)
    assert state.in_overtime
    assert state.main_left == 0
    assert state.period_left == 18
    assert state.periods_left == 3
    assert format_clock(state) == "0:18 \u00b7 3\u00d730s"
    snapshot = clock.press(B)
    assert snapshot.period_left == 18
    assert clock.state(B).period_left == 30  # a move inside a period keeps it
    assert clock.state(B).periods_left == 3


def test_byo_yomi_main_time_hitting_exactly_zero_enters_the_first_period(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(60, 3, 30))
    clock.start(B)
    t.advance(60)
    state = clock.state(B)
    assert state.in_overtime and state.period_left == 30 and state.periods_left == 3
    assert not state.flagged


def test_byo_yomi_period_reaching_exactly_zero_is_used_up(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(0, 3, 30))
    clock.start(B)
    t.advance(30)
    state = clock.state(B)
    assert state.periods_left == 2 and state.period_left == 30
    clock.press(B)
    assert clock.sgf_timing(B) == {"BL": "30", "OB": "2"}


def test_byo_yomi_long_overrun_uses_several_periods_at_once(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(10, 5, 30))
    clock.start(B)
    t.advance(10 + 30 + 30 + 7)
    state = clock.state(B)
    assert state.periods_left == 3
    assert state.period_left == 23


def test_byo_yomi_overrunning_the_last_period_loses(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(0, 2, 30))
    clock.start(B)
    t.advance(45)
    state = clock.state(B)
    assert state.periods_left == 1 and state.period_left == 15 and state.last_period
    assert state.countdown is None
    t.advance(6)
    state = clock.state(B)
    assert state.warning is WarningLevel.CRITICAL and state.countdown == 9
    t.advance(8.5)
    assert clock.state(B).countdown == 1
    t.advance(0.5)  # the last period reaches exactly zero
    assert clock.flagged is B
    assert format_clock(clock.state(B)) == "0:00 \u00b7 time up"


def test_byo_yomi_moves_in_the_last_period_keep_it(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(0, 1, 10))
    clock.start(B)
    for _ in range(50):
        t.advance(9.9)
        clock.press(B)
        t.advance(1)
        clock.press(W)
    assert clock.flagged is None
    assert clock.state(B).periods_left == 1


def test_zero_main_time_starts_in_byo_yomi(make: MakeClock) -> None:
    clock, _ = make(TimeControl.from_sgf("0", "1x5 byo-yomi"))
    state = clock.state(B)
    assert state.in_overtime and state.period_left == 5 and state.periods_left == 1


# --- Canadian ------------------------------------------------------------------------


def test_canadian_block_counts_stones_and_refills(make: MakeClock) -> None:
    clock, t = make(TimeControl.canadian(60, 3, 120), TimeControl.absolute(10_000))
    clock.start(B)
    t.advance(70)  # 10 s into the block
    state = clock.state(B)
    assert state.in_overtime and state.period_left == 110 and state.stones_left == 3
    assert format_clock(state) == "1:50 \u00b7 3 stones"
    clock.press(B)
    assert clock.sgf_timing(B) == {"BL": "110", "OB": "2"}
    assert clock.state(B).stones_left == 2
    assert clock.state(B).period_left == 110  # Canadian does not reset per move
    for spent, stones_after in ((30, 1), (40, 3)):
        clock.press(W)
        t.advance(spent)
        clock.press(B)
        assert clock.state(B).stones_left == stones_after
    assert clock.state(B).period_left == 120  # three stones played: a fresh block
    assert format_clock(clock.state(B)) == "2:00 \u00b7 3 stones"
    assert clock.sgf_timing(B) == {"BL": "40", "OB": "0"}


def test_canadian_one_stone_reads_singular(make: MakeClock) -> None:
    clock, _t = make(TimeControl.canadian(0, 2, 60))
    clock.start(B)
    clock.press(B)
    assert format_clock(clock.state(B)) == "1:00 \u00b7 1 stone"


def test_canadian_block_running_out_loses(make: MakeClock) -> None:
    clock, t = make(TimeControl.canadian(30, 25, 600))
    clock.start(B)
    t.advance(30 + 599.9)
    assert clock.flagged is None
    t.advance(0.1)
    assert clock.flagged is B


# --- Fischer -------------------------------------------------------------------------


def test_fischer_adds_the_increment_after_each_move(make: MakeClock) -> None:
    clock, t = make(TimeControl.fischer(300, 10))
    clock.start(B)
    t.advance(4)
    clock.press(B)
    assert clock.state(B).main_left == 306
    assert format_clock(clock.state(B)) == "5:06 +10s"
    assert clock.sgf_timing(B) == {"BL": "296"}


def test_fischer_cap_limits_the_accumulated_time(make: MakeClock) -> None:
    clock, t = make(TimeControl.fischer(300, 10, cap=305))
    clock.start(B)
    t.advance(1)
    clock.press(B)
    assert clock.state(B).main_left == 305  # 299 + 10 capped at 305
    clock.press(W)
    t.advance(2)
    clock.press(B)
    assert clock.state(B).main_left == 305
    clock.press(W)
    t.advance(20)
    clock.press(B)
    assert clock.state(B).main_left == 295


def test_fischer_cap_never_takes_time_away(make: MakeClock) -> None:
    clock, t = make(TimeControl.fischer(600, 5, cap=300))
    clock.start(B)
    t.advance(1)
    clock.press(B)
    assert clock.state(B).main_left == 599


def test_fischer_flag_after_running_out(make: MakeClock) -> None:
    clock, t = make(TimeControl.fischer(20, 5))
    clock.start(B)
    t.advance(19)
    clock.press(B)
    clock.press(W)
    t.advance(6)
    assert clock.flagged is B


# --- Ing -----------------------------------------------------------------------------


def test_ing_buys_periods_with_penalty_points(make: MakeClock) -> None:
    ing = TimeControl.ing(600, 300, 3, 2)
    clock, t = make(ing)
    clock.start(B)
    state = clock.state(B)
    assert state.penalty_points == 0 and not state.in_overtime
    t.advance(600)  # main time reaches exactly zero: the first period is bought
    state = clock.state(B)
    assert state.in_overtime and state.periods_used == 1 and state.penalty_points == 2
    assert state.period_left == 300
    t.advance(300 + 258)  # period 1 gone, 258 s into period 2
    state = clock.state(B)
    assert state.periods_used == 2 and state.penalty_points == 4 and state.period_left == 42
    assert format_clock(state) == "0:42 \u00b7 OT 2/3 (\u22124 pts)"
    snapshot = clock.press(B)
    assert snapshot.penalty_points == 4
    assert clock.state(B).period_left == 42  # Ing periods are not renewed by a move
    assert clock.sgf_timing(B) == {"BL": "42", "OB": "2"}


def test_ing_exceeding_the_last_period_loses(make: MakeClock) -> None:
    clock, t = make(TimeControl.ing(0, 60, 2, 2))
    clock.start(W)
    assert clock.state(W).periods_used == 1  # zero main time: bought at once
    t.advance(119.9)
    state = clock.state(W)
    assert state.periods_used == 2 and state.last_period and state.penalty_points == 4
    t.advance(0.1)
    assert clock.flagged is W
    assert clock.state(W).penalty_points == 4


# --- hourglass -----------------------------------------------------------------------


def test_hourglass_moves_time_to_the_opponent(make: MakeClock) -> None:
    clock, t = make(TimeControl.hourglass(300))
    clock.start(B)
    t.advance(40)
    assert clock.state(B).main_left == 260
    assert clock.state(W).main_left == 340
    clock.press(B)
    t.advance(100)
    clock.press(W)
    assert clock.state(B).main_left == 360
    assert clock.state(W).main_left == 240
    assert format_clock(clock.state(W)) == "4:00 \u2194"


def test_hourglass_transfer_stops_when_the_flag_falls(make: MakeClock) -> None:
    clock, t = make(TimeControl.hourglass(60))
    clock.start(B)
    t.advance(1000)
    assert clock.flagged is B
    assert clock.state(W).main_left == 120


# --- per-side settings, pause, adjust, no loss on time -------------------------------


def test_each_side_has_its_own_control(make: MakeClock) -> None:
    teacher = TimeControl.byo_yomi(300, 3, 30)
    student = TimeControl.byo_yomi(1800, 5, 30)
    clock, t = make(student, teacher)
    assert clock.control(B) is student and clock.control(W) is teacher
    clock.start(W)
    t.advance(301)
    assert clock.state(W).in_overtime
    assert clock.state(B).main_left == 1800


def test_pause_and_resume_stop_time(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(600))
    clock.start(B)
    t.advance(10)
    clock.pause()
    assert clock.running is None and clock.paused
    t.advance(500)
    state = clock.state(B)
    assert state.main_left == 590 and state.paused and not state.running
    assert format_clock(state) == "9:50 \u00b7 paused"
    clock.resume()
    assert clock.running is B
    t.advance(5)
    assert clock.state(B).main_left == 585


def test_press_while_paused_changes_turn_without_time(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(600))
    clock.start(B)
    clock.pause()
    clock.press(B)
    assert clock.turn is W and clock.running is None
    t.advance(50)
    clock.resume()
    t.advance(5)
    assert clock.state(W).main_left == 595 and clock.state(B).main_left == 600


def test_adjust_adds_to_the_block_in_use_and_takes_time_away(make: MakeClock) -> None:
    clock, _t = make(TimeControl.byo_yomi(100, 3, 30))
    clock.adjust(B, 20)
    assert clock.state(B).main_left == 120
    clock.adjust(B, -130)  # 120 main gone, 10 s into the first period
    state = clock.state(B)
    assert state.in_overtime and state.period_left == 20 and state.used == 0
    clock.adjust(B, 5)
    assert clock.state(B).period_left == 25


def test_adjust_revives_a_flagged_player(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(10))
    clock.start(B)
    t.advance(11)
    assert clock.flagged is B
    clock.adjust(B, 30)
    assert clock.flagged is None
    assert clock.state(B).main_left == 30
    assert clock.running is None  # waits for the arbiter to restart it
    clock.resume()
    t.advance(3)
    assert clock.state(B).main_left == 27


def test_adjust_can_make_the_flag_fall(make: MakeClock) -> None:
    clock, _ = make(TimeControl.absolute(10))
    clock.adjust(W, -10)
    assert clock.flagged is W


def test_without_loss_on_time_the_clock_runs_on_into_negative(make: MakeClock) -> None:
    control = TimeControl.byo_yomi(10, 1, 5, lose_on_time=False)
    clock, t = make(control)
    clock.start(B)
    t.advance(27)
    state = clock.state(B)
    assert state.flagged and state.over == 12
    assert clock.flagged is None and clock.running is B
    assert format_clock(state) == "\u22120:12 \u00b7 over time"
    clock.press(B)
    assert clock.sgf_timing(B) == {"BL": "-12", "OB": "0"}
    t.advance(3)
    assert clock.state(B).over == 12  # only the player to move runs
    clock.press(W)
    t.advance(1)
    assert clock.state(B).over == 13


def test_stop_freezes_both_clocks(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(100))
    clock.start(B)
    t.advance(1)
    clock.stop()
    t.advance(50)
    assert clock.running is None and clock.state(B).main_left == 99
    with pytest.raises(ClockError):
        clock.press(B)
    clock.start(W)
    assert clock.running is W


def test_states_are_taken_at_one_instant(make: MakeClock) -> None:
    clock, t = make(TimeControl.hourglass(100))
    clock.start(B)
    t.advance(30)
    states = clock.states()
    assert states[B].main_left + states[W].main_left == 200


# --- warnings -------------------------------------------------------------------------


def test_warning_levels_for_main_time(make: MakeClock) -> None:
    clock, t = make(TimeControl.absolute(120))
    clock.start(B)
    assert clock.state(B).warning is WarningLevel.NORMAL
    t.advance(60)
    assert clock.state(B).warning is WarningLevel.LOW
    t.advance(50)
    state = clock.state(B)
    assert state.warning is WarningLevel.CRITICAL and state.countdown == 10


def test_main_time_before_byo_yomi_is_never_critical(make: MakeClock) -> None:
    clock, t = make(TimeControl.byo_yomi(30, 3, 30))
    clock.start(B)
    t.advance(25)
    state = clock.state(B)
    assert state.warning is WarningLevel.LOW and state.countdown is None


# --- validation ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        {"system": TimeSystem.ABSOLUTE, "main": 0},
        {"system": TimeSystem.BYO_YOMI, "main": 60, "periods": 0, "period": 30},
        {"system": TimeSystem.BYO_YOMI, "main": 60, "periods": 3, "period": 0},
        {"system": TimeSystem.CANADIAN, "main": 60, "stones": 0, "period": 300},
        {"system": TimeSystem.FISCHER, "main": 60},
        {"system": TimeSystem.ING, "main": 60, "periods": 0, "period": 60},
        {"system": TimeSystem.ABSOLUTE, "main": -5},
        {"system": TimeSystem.ABSOLUTE, "main": float("nan")},
        {"system": TimeSystem.BYO_YOMI, "main": 60, "periods": 2.5, "period": 30},
    ],
)
def test_unplayable_controls_are_refused(kwargs: dict) -> None:
    with pytest.raises(TimeControlError):
        TimeControl(**kwargs)


def test_a_fallen_flag_leaves_no_sliver_of_time_behind(make: MakeClock) -> None:
    # 0.1 s periods do not add up exactly in binary floating point.
    clock, t = make(TimeControl.byo_yomi(0.3, 7, 0.1))
    clock.start(B)
    t.advance(0.3 + 7 * 0.1)
    state = clock.state(B)
    assert clock.flagged is B
    assert state.flagged and state.periods_left == 0 and state.time_left == 0


@pytest.mark.parametrize(
    ("control", "text"),
    [
        (TimeControl.none(), "no time limit"),
        (TimeControl.absolute(1800), "30:00 absolute"),
        (TimeControl.byo_yomi(5400, 5, 30), "1:30:00 + 5\u00d730s byo-yomi"),
        (TimeControl.canadian(600, 25, 600), "10:00 + 25 stones in 10:00 Canadian"),
        (TimeControl.fischer(300, 10, cap=600), "5:00 + 10s per move Fischer (at most 10:00)"),
        (TimeControl.ing(3600, 600, 3, 2), "1:00:00 + Ing 3\u00d710:00, 2 pts each"),
        (TimeControl.hourglass(900, lose_on_time=False), "15:00 hourglass, no loss on time"),
    ],
)
def test_describe(control: TimeControl, text: str) -> None:
    assert control.describe() == text


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "0:00"),
        (0.2, "0:01"),
        (27, "0:27"),
        (59.999, "1:00"),
        (3600, "1:00:00"),
        (5025, "1:23:45"),
        (-12, "\u22120:12"),
    ],
)
def test_format_duration_rounds_up_like_a_clock_face(seconds: float, text: str) -> None:
    assert format_duration(seconds) == text
