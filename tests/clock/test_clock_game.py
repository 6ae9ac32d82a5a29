"""A whole simulated tournament game with exact figures, and presses at irregular moments."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from qtgo.clock import GameClock, TimeControl, format_clock
from qtgo.rules import Color

if TYPE_CHECKING:
    from conftest import FakeTime

B, W = Color.BLACK, Color.WHITE


def _schedule(*parts: tuple[int, float]) -> list[float]:
    return [seconds for count, seconds in parts for _ in range(count)]


def test_simulated_three_hour_byo_yomi_game_has_exact_figures(fake_time: FakeTime) -> None:
    """One hour main time and 5×60 s byo-yomi each; 160 moves a side; a 10-minute pause.

    Black: 90 moves of 40 s (main time reaches exactly zero at the 90th press), 10 moves
    of 59 s inside the first period, one of 75 s (period 1 used up, 15 s into period 2),
    59 moves of 55 s. White: 100 of 30 s and 40 of 15 s (zero at the 140th press), one of
    130 s (two periods used up, 10 s into the third), 19 of 20 s.
    """
    black_times = _schedule((90, 40), (10, 59), (1, 75), (59, 55))
    white_times = _schedule((100, 30), (40, 15), (1, 130), (19, 20))
    assert len(black_times) == len(white_times) == 160
    control = TimeControl.byo_yomi(3600, 5, 60)
    clock = GameClock(control, now=fake_time)
    started = fake_time.now
    clock.start(B)
    timings: dict[tuple[Color, int], dict[str, str]] = {}
    for move, (black_spent, white_spent) in enumerate(zip(black_times, white_times, strict=True), start=1):
        fake_time.now += black_spent
        clock.press(B)
        timings[(B, move)] = clock.sgf_timing(B)
        if move == 50:  # the teacher pauses to explain for ten minutes
            clock.pause()
            fake_time.now += 600
            clock.resume()
        fake_time.now += white_spent
        clock.press(W)
        timings[(W, move)] = clock.sgf_timing(W)
        assert clock.flagged is None

    assert fake_time.now - started == 7510 + 4110 + 600  # 3 h 13 min 40 s of play, plus the pause
    assert timings[(B, 50)] == {"BL": "1600"}
    assert timings[(B, 89)] == {"BL": "40"}
    assert timings[(B, 90)] == {"BL": "60", "OB": "5"}
    assert timings[(B, 100)] == {"BL": "1", "OB": "5"}
    assert timings[(B, 101)] == {"BL": "45", "OB": "4"}
    assert timings[(B, 160)] == {"BL": "5", "OB": "4"}
    assert timings[(W, 139)] == {"WL": "15"}
    assert timings[(W, 140)] == {"WL": "60", "OW": "5"}
    assert timings[(W, 141)] == {"WL": "50", "OW": "3"}
    assert timings[(W, 160)] == {"WL": "40", "OW": "3"}

    black, white = clock.state(B), clock.state(W)
    assert black.used == 7510 and white.used == 4110
    assert black.periods_left == 4 and black.period_left == 60 and black.running
    assert white.periods_left == 3 and white.period_left == 60 and not white.running
    assert format_clock(white) == "1:00 \u00b7 3\u00d71:00"
    fake_time.now += 59.5
    assert format_clock(clock.state(B)) == "0:01 \u00b7 4\u00d71:00"
    assert clock.state(B).countdown == 1


def test_clock_counts_exactly_the_time_between_irregular_presses(fake_time: FakeTime) -> None:
    """Five seconds of presses at irregular moments, on fake time.

    The clock computes from timestamps, so however late its caller looks, the time it
    counts is the time that passed. A naive clock that counted 100 ms timer ticks, which
    fire late as QTimer's do, is measured alongside for comparison (printed only).
    """
    rng = random.Random(5)
    clock = GameClock(TimeControl.absolute(3600), now=fake_time)
    start = fake_time.now
    clock.start(B)
    ticks = 0
    next_tick = start + 0.1
    color = B
    while fake_time.now - start < 5.0:
        fake_time.advance(rng.uniform(0.0, 0.06))
        if fake_time.now >= next_tick:  # a timer that fires late fires once, as QTimer does
            ticks += 1
            next_tick = fake_time.now + 0.1
        if rng.random() < 0.3:
            clock.press(color)
            color = color.opponent
    states = clock.states()
    used = states[B].used + states[W].used
    elapsed = fake_time.now - start
    print(f"\nelapsed {elapsed:.4f} s, clock {used:.4f} s; a 100 ms tick counter: {ticks * 0.1:.1f} s")
    assert used == pytest.approx(elapsed, abs=1e-9)
    assert 7200 - (states[B].main_left + states[W].main_left) == pytest.approx(used, abs=1e-6)
