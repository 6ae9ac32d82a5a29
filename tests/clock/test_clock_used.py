"""The time each move used, read back from the ``BL``/``OB`` a real clock wrote: one game per
time system, with think times that cross from main time into each kind of overtime."""

from __future__ import annotations

import pytest
from conftest import FakeTime

from qtgo.clock import GameClock, TimeControl
from qtgo.clock.used import ClockEntry, move_times
from qtgo.rules import Color


def _recorded(control: TimeControl, thinks: list[float], fake: FakeTime) -> list[ClockEntry]:
    """Play ``thinks`` (Black first, alternating) on a real clock; each press's BL/OB as saved."""
    clock = GameClock(control, now=fake)
    clock.start(Color.BLACK)
    entries = []
    for index, seconds in enumerate(thinks):
        color = Color.BLACK if index % 2 == 0 else Color.WHITE
        fake.advance(seconds)
        clock.press(color)
        values = clock.sgf_timing(color)
        left = values.get(f"{color.value}L")
        count = values.get(f"O{color.value}")
        entries.append(
            ClockEntry(
                color is Color.BLACK, None if left is None else float(left), None if count is None else int(count)
            )
        )
    return entries


CASES = {
    "absolute": (TimeControl.absolute(60), [5, 7.5, 20, 1.2, 30.1, 0.4]),
    "byo-yomi": (TimeControl.byo_yomi(10, 3, 5), [4, 2, 8.5, 3, 4.2, 12.4, 1, 4.9]),
    "canadian": (TimeControl.canadian(10, 2, 20), [8, 1, 6, 12, 5, 6, 9.5, 2, 3, 1]),
    "fischer": (TimeControl.fischer(20, 5), [12, 3, 10, 8, 7.9, 1.5]),
    "fischer-capped": (TimeControl.fischer(20, 10, 25), [2, 3, 1, 4, 14.5, 6]),
    "ing": (TimeControl.ing(10, 5, 3, 2), [6, 3, 7.3, 4, 4.5, 9.8, 2]),
    "hourglass": (TimeControl.hourglass(30), [10, 4, 12.5, 20, 6, 3.3]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_time_a_move_used_is_what_the_clock_ran_for_it(name: str, fake_time: FakeTime) -> None:
    control, thinks = CASES[name]
    entries = _recorded(control, thinks, fake_time)
    found = move_times(control, control, entries)
    assert [item.seconds for item in found] == pytest.approx(thinks, abs=0.11)


def test_a_move_pressed_in_overtime_is_marked_so_and_one_in_main_time_is_not(fake_time: FakeTime) -> None:
    control = TimeControl.byo_yomi(10, 3, 5)
    found = move_times(control, control, _recorded(control, [4, 2, 8.5, 3], fake_time))
    assert [item.overtime for item in found] == [False, False, True, False]


def test_byo_yomi_periods_used_up_count_whole() -> None:
    control = TimeControl.byo_yomi(60, 5, 30)
    # Black: 10 s of main time left, then 2 of 5 periods gone and 12 s left of the third.
    entries = [ClockEntry(True, 10.0), ClockEntry(False, 50.0), ClockEntry(True, 12.0, 3)]
    assert [item.seconds for item in move_times(control, control, entries)] == [50.0, 10.0, 10 + 2 * 30 + 18]


def test_without_a_time_limit_or_a_recorded_value_the_time_is_unknown() -> None:
    limited = TimeControl.absolute(100)
    entries = [ClockEntry(True, 90.0), ClockEntry(False, None), ClockEntry(True, 70.0), ClockEntry(False, 80.0)]
    found = move_times(limited, limited, entries)
    assert [item.seconds for item in found] == [10.0, None, 20.0, None]  # White's baseline is gone
    assert [item.seconds for item in move_times(TimeControl.none(), TimeControl.none(), entries)] == [None] * 4


def test_a_real_records_move_times_add_up_to_the_main_time_it_used() -> None:
    from conftest import ROOT

    from qtgo.sgf import load

    path = ROOT.parent / "shared" / "corpus" / "ai" / "Zen19L" / "Zen19L-GodMoves 1.sgf"
    if not path.is_file():
        pytest.skip(f"the shared corpus is not here: {path}")
    tree = load(path, check_moves=False).games[0]
    control = TimeControl.from_sgf(tree.root.get("TM"), tree.root.get("OT"))  # 30:00 + 5x30 s byo-yomi
    entries = []
    for node in tree.main_line()[1:]:
        black = "B" in node
        left = node.get("BL" if black else "WL")
        count = node.get("OB" if black else "OW")
        entries.append(ClockEntry(black, None if left is None else float(left), None if count is None else int(count)))
    found = move_times(control, control, entries)
    assert all(item.seconds is not None and item.seconds >= 0 and not item.overtime for item in found)
    for black in (True, False):
        last = next(e.left for e in reversed(entries) if e.black is black)
        used = sum(t.seconds or 0.0 for t, e in zip(found, entries, strict=True) if e.black is black)
        assert last is not None and used == pytest.approx(control.main - last, abs=0.01)
