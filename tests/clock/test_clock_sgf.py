"""SGF time properties: TM/OT both ways, BL/WL/OB/OW, and restoring review display."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from qtgo.clock import (
    GameClock,
    PlayerClock,
    SgfTimeError,
    TimeControl,
    TimeSystem,
    format_clock,
)
from qtgo.rules import Color

if TYPE_CHECKING:
    from conftest import FakeTime

B, W = Color.BLACK, Color.WHITE


@pytest.mark.parametrize(
    ("control", "expected"),
    [
        (TimeControl.none(), {}),
        (TimeControl.absolute(1800), {"TM": "1800"}),
        (TimeControl.byo_yomi(3600, 3, 30), {"TM": "3600", "OT": "3x30 byo-yomi"}),
        (TimeControl.canadian(600, 25, 600), {"TM": "600", "OT": "25/600 Canadian"}),
        (TimeControl.fischer(300, 10), {"TM": "300", "OT": "Fischer 10"}),
        (TimeControl.fischer(300, 2.5, cap=600), {"TM": "300", "OT": "Fischer 2.5 max 600"}),
        (TimeControl.ing(7200, 1200, 3, 2), {"TM": "7200", "OT": "3x1200 Ing 2 points"}),
        (TimeControl.hourglass(900), {"TM": "900", "OT": "Hourglass"}),
    ],
)
def test_to_sgf_and_back(control: TimeControl, expected: dict[str, str]) -> None:
    assert control.to_sgf() == expected
    assert TimeControl.from_sgf(expected.get("TM"), expected.get("OT")) == control


@pytest.mark.parametrize(
    ("tm", "ot", "expected"),
    [
        ("7200", "3x60 byo-yomi", TimeControl.byo_yomi(7200, 3, 60)),
        ("600", "25/600 Canadian", TimeControl.canadian(600, 25, 600)),
        ("0", "1x5 byo-yomi", TimeControl.byo_yomi(0, 1, 5)),
        ("0", "None", TimeControl.none()),
        ("", None, TimeControl.none()),
        ("-", None, TimeControl.none()),
        (None, None, TimeControl.none()),
        ("1789.5", None, TimeControl.absolute(1789.5)),
        ("1:00:00", None, TimeControl.absolute(3600)),
        ("30:00", None, TimeControl.absolute(1800)),
        ("1 hour", None, TimeControl.absolute(3600)),
        ("10:00(5x1:00)", None, TimeControl.byo_yomi(600, 5, 60)),
        ("5:00:00(5x1:00)", None, TimeControl.byo_yomi(18000, 5, 60)),
        ("30:00+30:00/25", None, TimeControl.canadian(1800, 25, 1800)),
        ("10:00:00+1:00/5", None, TimeControl.canadian(36000, 5, 60)),
        ("1 hr/125 moves", None, TimeControl.canadian(0, 125, 3600)),
        ("600", "5x30s", TimeControl.byo_yomi(600, 5, 30)),
        ("600", "30 fischer", TimeControl.fischer(600, 30)),
        ("600", "3\u00d730 byo-yomi", TimeControl.byo_yomi(600, 3, 30)),
    ],
)
def test_from_sgf_reads_real_forms(tm: str | None, ot: str | None, expected: TimeControl) -> None:
    assert TimeControl.from_sgf(tm, ot) == expected


@pytest.mark.parametrize(
    ("tm", "ot"),
    [("1800", "8 xyz 16"), ("1800,0,30,5", None), ("soon", None), ("600", "0x30 byo-yomi")],
)
def test_from_sgf_refuses_what_it_cannot_read(tm: str, ot: str | None) -> None:
    with pytest.raises(SgfTimeError):
        TimeControl.from_sgf(tm, ot)


def test_every_time_setting_in_the_corpus_is_read_or_clearly_refused(corpus: Path) -> None:
    pattern = re.compile(rb"(?<![A-Z])(TM|OT)\[((?:[^\]\\]|\\.)*)\]")
    pairs: set[tuple[str | None, str | None]] = set()
    for path in corpus.rglob("*.sgf"):
        if "foreign" in path.parts:
            continue  # legacy encodings, decoded by the reader: tests/sgf covers their times
        data = path.read_bytes()
        if b"TM[" not in data and b"OT[" not in data:
            continue
        found: dict[bytes, str] = {}
        for match in pattern.finditer(data[:4000]):
            found.setdefault(match.group(1), match.group(2).decode("utf-8", "replace").replace("\\]", "]"))
        pairs.add((found.get(b"TM"), found.get(b"OT")))
    assert len(pairs) > 20
    refused = []
    for tm, ot in sorted(pairs, key=str):
        try:
            control = TimeControl.from_sgf(tm, ot)
        except SgfTimeError:
            refused.append((tm, ot))
            continue
        if control.system is not TimeSystem.NONE:
            again = control.to_sgf()
            assert TimeControl.from_sgf(again["TM"], again.get("OT")) == control
    # Only the genuinely unknown forms are refused: GoGui's test value and Jago's list.
    assert sorted(refused, key=str) == [("1800", "8 xyz 16"), ("1800,0,30,5", None)]


def test_sgf_timing_values_per_system() -> None:
    fake = [0.0]
    clock = GameClock(TimeControl.byo_yomi(10, 5, 30), TimeControl.fischer(60, 5), now=lambda: fake[0])
    assert clock.sgf_timing(B) == {"BL": "10"}
    clock.start(B)
    fake[0] = 3.25
    clock.press(B)
    assert clock.sgf_timing(B) == {"BL": "6.8"}  # tenths, rounded up as the clock face rounds
    fake[0] = 5.0
    clock.press(W)
    assert clock.sgf_timing(W) == {"WL": "58.3"}
    fake[0] = 5.0 + 6.7 + 30 + 12.5
    clock.press(B)
    assert clock.sgf_timing(B) == {"BL": "17.6", "OB": "4"}


def test_review_display_restored_from_sgf_values() -> None:
    byo = TimeControl.byo_yomi(3600, 3, 30)
    state = PlayerClock.from_sgf_timing(B, byo, "27.4", "3")
    assert format_clock(state) == "0:28 \u00b7 3\u00d730s"
    state = PlayerClock.from_sgf_timing(B, byo, "1789.663", None)
    assert not state.in_overtime and format_clock(state) == "29:50"
    canadian = TimeControl.canadian(600, 25, 600)
    assert format_clock(PlayerClock.from_sgf_timing(W, canadian, "251", "7")) == "4:11 \u00b7 7 stones"
    # A completed block (0 stones after the move) shows the fresh block that follows.
    assert format_clock(PlayerClock.from_sgf_timing(W, canadian, "40", "0")) == "10:00 \u00b7 25 stones"
    ing = TimeControl.ing(3600, 600, 3, 2)
    state = PlayerClock.from_sgf_timing(B, ing, "42", "2")
    assert state.penalty_points == 4 and format_clock(state) == "0:42 \u00b7 OT 2/3 (\u22124 pts)"
    absolute = TimeControl.absolute(600, lose_on_time=False)
    assert format_clock(PlayerClock.from_sgf_timing(B, absolute, "-12", None)) == "\u22120:12 \u00b7 over time"
    with pytest.raises(ValueError):
        PlayerClock.from_sgf_timing(B, absolute, "soon", None)


@pytest.mark.parametrize(
    ("control", "expected_values", "expected_text"),
    [
        (TimeControl.byo_yomi(60, 3, 30), {"BL": "14.5", "OB": "3"}, "0:15 \u00b7 3\u00d730s"),
        (TimeControl.canadian(60, 5, 120), {"BL": "104.5", "OB": "4"}, "1:45 \u00b7 4 stones"),
        (TimeControl.ing(60, 60, 3, 2), {"BL": "44.5", "OB": "3"}, "0:45 \u00b7 OT 1/3 (\u22122 pts)"),
        (TimeControl.fischer(90, 10), {"BL": "14.5"}, "0:15 +10s"),
        (TimeControl.hourglass(90), {"BL": "14.5"}, "0:15 \u2194"),
    ],
)
def test_sgf_timing_round_trips_through_review_state(
    control: TimeControl, expected_values: dict[str, str], expected_text: str
) -> None:
    fake = [0.0]
    clock = GameClock(control, TimeControl.none(), now=lambda: fake[0])
    clock.start(B)
    fake[0] = 75.5
    clock.press(B)
    values = clock.sgf_timing(B)
    assert values == expected_values
    restored = PlayerClock.from_sgf_timing(B, control, values["BL"], values.get("OB"))
    assert format_clock(restored) == expected_text


def test_a_saved_game_goes_on_from_its_last_timing_values() -> None:
    fake = [0.0]
    clock = GameClock(TimeControl.byo_yomi(600, 3, 30), TimeControl.fischer(300, 10, cap=400), now=lambda: fake[0])
    clock.restore_from_sgf(B, "12.3", "2")
    clock.restore_from_sgf(W, "250", None)
    assert clock.state(B).period_left == 30 and clock.state(B).periods_left == 2
    assert clock.state(W).main_left == 260
    clock.start(B)
    fake[0] = 31.0
    assert clock.state(B).periods_left == 1 and clock.state(B).period_left == 29
    with pytest.raises(ValueError):
        clock.restore_from_sgf(W, "250", None)  # not while running


def test_restoring_a_flagged_player_ends_the_game_on_time() -> None:
    clock = GameClock(TimeControl.absolute(600), now=lambda: 0.0)
    clock.restore_from_sgf(W, "-3", None)
    assert clock.flagged is W


def test_penalties_for_the_score_breakdown() -> None:
    fake = [0.0]
    clock = GameClock(TimeControl.ing(60, 60, 3, 2), TimeControl.ing(600, 60, 3, 2), now=lambda: fake[0])
    clock.start(B)
    fake[0] = 60 + 60 + 1
    assert clock.penalties() == {B: 4, W: 0}


@pytest.mark.parametrize("control", [TimeControl.absolute(60), TimeControl.byo_yomi(30, 3, 30)])
def test_a_reopened_record_shows_the_time_the_clock_showed(control: TimeControl, fake_time: FakeTime) -> None:
    """``BL`` keeps tenths rounded as the face rounds: x.0, x.05, x.95 and every step between."""
    for hundredths in range(1, 6000, 5):
        clock = GameClock(control, now=fake_time)
        clock.start(B)
        fake_time.advance(60 - hundredths / 100)
        shown = format_clock(clock.state(B))
        values = clock.sgf_timing_now(B)
        reopened = PlayerClock.from_sgf_timing(B, control, values["BL"], values.get("OB"))
        assert format_clock(reopened) == shown, (hundredths, values)
