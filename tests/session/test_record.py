"""The record alone: game information, markup, time controls written and read back."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import EditKind, GameSession, NewGameSettings, Problem, Record, SessionError
from qtgo.session.creation import parse_record

if TYPE_CHECKING:
    from conftest import FakeTime


def record_of(text: str) -> Record:
    return parse_record(text)


# ---- game information
def test_game_info_in_a_later_node_is_found() -> None:
    record = record_of("(;SZ[9];B[ee];W[cc]PB[Ann]BR[3k]PW[Bo]EV[Club])")
    assert record.info("PB") == "Ann"
    assert record.info("EV") == "Club"
    assert record.player_name(Color.BLACK) == "Ann 3k"
    assert record.player_name(Color.WHITE) == "Bo"
    assert record.game_info()["PW"] == "Bo"
    assert record.title() == "Ann 3k vs Bo"


def test_game_info_follows_the_main_line_when_it_changes() -> None:
    """The node holding the players is looked up once, and again when the main line moves."""
    record = parse_record("(;GM[1]SZ[9](;PB[First];B[ee])(;PB[Second];B[cc]))")
    assert record.player_name(Color.BLACK) == "First"
    second = record.root.children[1]
    record.make_main_line(second)
    assert record.player_name(Color.BLACK) == "Second"
    edit = record.set_properties(second, {"PB": ["Renamed"]}, EditKind.EDIT_GAME_INFO)
    assert edit is not None and record.player_name(Color.BLACK) == "Renamed"


def test_game_info_at_the_root_wins_and_missing_names_are_the_colours() -> None:
    record = record_of("(;SZ[9]PB[Root];B[ee]PB[Later])")
    assert record.info("PB") == "Root"
    assert record.player_name(Color.WHITE) == "White"


def test_live_record_refuses_changed_rules_and_komi() -> None:
    record = record_of("(;SZ[9]RU[Japanese]KM[6.5];B[ee])")
    for values in ({"RU": "Chinese"}, {"KM": "0.5"}):
        with pytest.raises(SessionError) as info:
            record.set_game_info(values, live=True)
        assert info.value.reason is Problem.LIVE_INFO_FIXED
    assert record.root.get("KM") == "6.5"
    assert record.set_game_info({"KM": "6.5", "GN": "Final"}, live=True) is not None
    assert record.root.get("GN") == "Final"
    assert record.set_game_info({"KM": "0.5"}, live=False) is not None
    assert record.root.get("KM") == "0.5"


def test_a_bad_komi_is_refused_with_its_value() -> None:
    record = record_of("(;SZ[9]KM[6.5])")
    with pytest.raises(SessionError) as info:
        record.set_game_info({"KM": "abc"}, live=False)
    assert info.value.reason is Problem.BAD_KOMI
    assert record.root.get("KM") == "6.5"


# ---- a game being played keeps its rules, komi and handicap
def test_live_game_rules_komi_handicap_are_fixed() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9))
    session.play(Point(4, 4))
    with pytest.raises(SessionError):
        session.set_game_info({"RU": "Chinese"})
    with pytest.raises(SessionError):
        session.set_game_info({"KM": "-3"})
    with pytest.raises(SessionError):
        session.set_game_info({"HA": "5"})
    assert session.record.ruleset.name == "japanese" and session.record.ruleset.komi == 6.5
    assert session.set_game_info({"PB": "Ann", "KM": "6.5"}) is not None  # unchanged komi is fine
    assert session.tree.root.get("PB") == "Ann"
    review = GameSession.from_text("(;SZ[9]KM[6.5];B[ee])")
    review.set_game_info({"KM": "0.5"})
    assert review.record.ruleset.komi == 0.5


# ---- markup: a label may share its point with a shape (SGF allows it)
def test_label_and_triangle_on_one_point() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee])")
    session.cursor.forward()
    session.toggle_markup("TR", Point(2, 2))
    session.toggle_markup("LB", Point(2, 2))
    assert session.node.get_list("TR") == ["cc"]
    assert session.node.get_list("LB") == ["cc:A"]
    session.toggle_markup("SQ", Point(2, 2))  # shapes still replace each other
    assert "TR" not in session.node.properties and session.node.get_list("LB") == ["cc:A"]
    session.toggle_markup("LB", Point(2, 2))
    assert "LB" not in session.node.properties and session.node.get_list("SQ") == ["cc"]


def test_markup_toggles_on_and_off_in_the_record() -> None:
    record = record_of("(;SZ[9];B[ee])")
    node = record.root.children[0]
    edit = record.toggle_markup(node, "CR", Point(3, 3))
    assert edit is not None and node.get_list("CR") == ["dd"]
    assert record.modified
    record.toggle_markup(node, "CR", Point(3, 3))
    assert "CR" not in node.properties
    record.toggle_markup(node, "LB", Point(1, 1))
    record.toggle_markup(node, "LB", Point(2, 1))
    assert node.get_list("LB") == ["bb:A", "cb:B"]  # each new label takes the next free letter


def test_unknown_markup_is_refused() -> None:
    record = record_of("(;SZ[9];B[ee])")
    with pytest.raises(SessionError) as info:
        record.toggle_markup(record.root, "ZZ", Point(1, 1))
    assert info.value.reason is Problem.UNKNOWN_MARKUP


# ---- each side's time control survives save and reopen
def test_per_side_time_controls_survive_a_save(tmp_path: Path, fake_time: FakeTime) -> None:
    black = TimeControl.canadian(0, 10, 300)
    white = TimeControl.fischer(120, 5)
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=black, white_time=white), now=fake_time)
    session.play(Point(4, 4))
    fake_time.advance(10)
    session.play(Point(2, 2))
    path = tmp_path / "timed.sgf"
    session.save(path)
    again = GameSession.open(path)
    assert again.record.recorded_control(Color.BLACK) == black
    assert again.record.recorded_control(Color.WHITE) == white
    again.cursor.to_end()
    recorded = again.record.recorded_clock(Color.WHITE, again.node)
    assert recorded is not None and recorded.control == white
    again.continue_game()
    assert again.clock is not None
    assert again.clock.control(Color.WHITE) == white
    assert again.clock.control(Color.BLACK) == black


def test_same_time_for_both_writes_no_private_property() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600)))
    assert "QWTM" not in session.record.to_sgf()
    assert session.record.recorded_control(Color.WHITE) == TimeControl.absolute(600)


@pytest.mark.parametrize(
    ("text", "rules", "komi"),
    [
        ("(;SZ[19];B[pd])", "japanese", 6.5),  # neither: Japanese rules and their komi
        ("(;SZ[19]RU[Chinese];B[pd])", None, 7.5),  # the rules' own komi
        ("(;SZ[19]KM[0.5];B[pd])", "japanese", None),
        ("(;SZ[19]RU[Nonsense]KM[x];B[pd])", "japanese", 6.5),  # unreadable is unsaid
        ("(;SZ[19]RU[AGA]KM[7.5];B[pd])", None, None),
    ],
)
def test_the_session_says_which_rules_and_komi_it_assumes(text: str, rules: str | None, komi: float | None) -> None:
    record = GameSession.from_text(text).record
    assumed = record.assumed()
    assert (assumed.rules, assumed.komi) == (rules, komi)
    assert bool(assumed) is (rules is not None or komi is not None)
    assert record.ruleset.name == (rules or record.ruleset.name)
    if komi is not None:
        assert record.ruleset.komi == komi  # what is assumed is what the game is counted by
