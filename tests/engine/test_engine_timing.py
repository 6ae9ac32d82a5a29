"""qtgo's time controls told to an engine through GTP and KGS's extension."""

from __future__ import annotations

import pytest

from qtgo.clock import GameClock, TimeControl
from qtgo.engine.timing import time_left_command, time_settings_command
from qtgo.rules import Color


@pytest.mark.parametrize(
    ("control", "gtp", "kgs"),
    [
        (TimeControl.none(), "time_settings 0 1 0", "kgs-time_settings none"),
        (TimeControl.absolute(600), "time_settings 600 0 0", "kgs-time_settings absolute 600"),
        (TimeControl.byo_yomi(300, 5, 30), "time_settings 300 30 1", "kgs-time_settings byoyomi 300 30 5"),
        (TimeControl.canadian(600, 25, 300), "time_settings 600 300 25", "kgs-time_settings canadian 600 300 25"),
        (TimeControl.fischer(300, 10), "time_settings 300 0 0", "kgs-time_settings absolute 300"),
    ],
)
def test_time_settings_for_each_system(control, gtp, kgs):
    assert time_settings_command(control, kgs=False) == gtp
    assert time_settings_command(control, kgs=True) == kgs


def test_time_left_follows_the_clock_into_overtime():
    now = [0.0]
    clock = GameClock(TimeControl.byo_yomi(10, 3, 30), now=lambda: now[0])
    clock.start(Color.BLACK)
    now[0] = 4.5
    assert time_left_command(clock.state(Color.BLACK), kgs=True) == "time_left B 5 0"
    now[0] = 25.0  # main time gone, 15 s into the first of three periods
    assert time_left_command(clock.state(Color.BLACK), kgs=True) == "time_left B 15 3"
    assert time_left_command(clock.state(Color.BLACK), kgs=False) == "time_left B 15 1"
    assert time_left_command(clock.state(Color.WHITE), kgs=True) == "time_left W 10 0"


def test_canadian_overtime_counts_the_stones_left():
    now = [0.0]
    clock = GameClock(TimeControl.canadian(5, 10, 60), now=lambda: now[0])
    clock.start(Color.BLACK)
    now[0] = 10.0
    clock.press(Color.BLACK)
    assert time_left_command(clock.state(Color.BLACK), kgs=False) == "time_left B 55 9"


def test_no_limit_sends_no_time_left():
    clock = GameClock(TimeControl.none())
    assert time_left_command(clock.state(Color.BLACK), kgs=True) is None
