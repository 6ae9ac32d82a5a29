"""Properties: how often the clock is looked at, or how a stretch is split, never matters."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgo.clock import GameClock, TimeControl
from qtgo.clock.budget import advance, initial, time_to_flag
from qtgo.rules import Color

CONTROLS = [
    TimeControl.absolute(300),
    TimeControl.byo_yomi(120, 3, 30),
    TimeControl.canadian(120, 5, 100),
    TimeControl.fischer(120, 7, cap=200),
    TimeControl.ing(120, 60, 3, 2),
    TimeControl.hourglass(150),
    TimeControl.byo_yomi(60, 2, 10, lose_on_time=False),
]
# Quarter seconds are exact in binary floating point, so sums compare exactly.
quarters = st.integers(min_value=0, max_value=2400).map(lambda n: n / 4)


@pytest.mark.parametrize("control", CONTROLS, ids=lambda c: c.system.value)
@given(parts=st.lists(quarters, min_size=1, max_size=12))
@settings(max_examples=60, deadline=None)
def test_one_stretch_equals_the_same_stretch_in_pieces(control: TimeControl, parts: list[float]) -> None:
    whole = advance(control, initial(control), sum(parts))
    pieces = initial(control)
    for part in parts:
        pieces = advance(control, pieces, part)
    assert pieces == whole


@pytest.mark.parametrize("control", CONTROLS, ids=lambda c: c.system.value)
@given(spent=quarters)
@settings(max_examples=60, deadline=None)
def test_flag_falls_exactly_at_time_to_flag(control: TimeControl, spent: float) -> None:
    start = initial(control)
    limit = time_to_flag(control, start)
    assert advance(control, start, spent).flagged == (spent >= limit)


@given(moves=st.lists(quarters, min_size=1, max_size=40), looks=st.lists(quarters, max_size=40))
@settings(max_examples=60, deadline=None)
def test_looking_at_the_clock_changes_nothing(moves: list[float], looks: list[float]) -> None:
    """The same game with and without queries in between gives the same figures."""
    control = TimeControl.byo_yomi(200, 3, 40, lose_on_time=False)
    results = []
    for peek in (False, True):
        now = [0.0]

        def read(now: list[float] = now) -> float:
            return now[0]

        clock = GameClock(control, now=read)
        clock.start(Color.BLACK)
        color = Color.BLACK
        for index, spent in enumerate(moves):
            if peek and index < len(looks):
                now[0] += min(spent, looks[index])
                clock.states()
                now[0] += spent - min(spent, looks[index])
            else:
                now[0] += spent
            clock.press(color)
            color = color.opponent
        results.append(clock.states())
    assert results[0] == results[1]


@given(moves=st.lists(quarters.filter(lambda x: x <= 60), min_size=1, max_size=40))
@settings(max_examples=60, deadline=None)
def test_hourglass_keeps_the_total(moves: list[float]) -> None:
    now = [0.0]
    clock = GameClock(TimeControl.hourglass(600), now=lambda: now[0])
    clock.start(Color.BLACK)
    color = Color.BLACK
    for spent in moves:
        now[0] += spent
        if clock.flagged is not None:
            break
        clock.press(color)
        color = color.opponent
    states = clock.states()
    assert states[Color.BLACK].main_left + states[Color.WHITE].main_left == 1200
