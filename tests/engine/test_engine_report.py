"""The player report's core: losses from saved evaluations, phases, time bands, units."""

from __future__ import annotations

import pytest

from qtgo.engine.report import (
    LossUnit,
    Phase,
    Phases,
    ReportError,
    ReportProblem,
    default_phases,
    game_losses,
    report_json,
    side_report,
    time_trouble,
)
from qtgo.engine.review import Thresholds
from qtgo.rules import Color
from qtgo.sgf import GameTree, parse


def _tree(text: str) -> GameTree:
    return parse(text).games[0]


def _ev(lead: float, best: str = "aa") -> str:
    return f"QTEV[lead={lead};winrate=;visits=10;to=B;best={best}:{lead}:::]"


# Black's leads: 0 -> -3 (B lost 3) -> 5 (W lost 8) -> 6 (B gained) -> 6 (W lost 0).
GAME = (
    "(;GM[1]FF[4]SZ[9]PB[Ann]PW[Bob]TM[60]OT[3x10 byo-yomi]"
    + _ev(0, "ee")
    + ";B[cc]BL[58]"
    + _ev(-3, "gg")
    + ";W[gc]WL[50]"
    + _ev(5, "dd")
    + ";B[cg]BL[2]"
    + _ev(6, "pass")
    + ";W[]WL[8]OW[2]"
    + _ev(6)
    + ")"
)


def test_a_move_loses_the_fall_of_the_movers_lead_and_nothing_when_it_rose() -> None:
    losses = game_losses(_tree(GAME))
    assert [(m.number, m.color, m.loss) for m in losses.moves] == [
        (1, Color.BLACK, 3.0),
        (2, Color.WHITE, 8.0),
        (3, Color.BLACK, 0.0),
        (4, Color.WHITE, 0.0),
    ]
    assert losses.unit is LossUnit.POINTS


def test_each_side_counts_its_mistakes_phases_and_worst_moves() -> None:
    losses = game_losses(_tree(GAME), Phases(1, 2))
    black = report_json(side_report([(losses, Color.BLACK, "")], Thresholds(2, 5, 10)))
    white = report_json(side_report([(losses, Color.WHITE, "")], Thresholds(2, 5, 10)))
    assert black["mistakes"] == {"inaccuracy": 1, "mistake": 0, "blunder": 0}
    assert white["mistakes"] == {"inaccuracy": 0, "mistake": 1, "blunder": 0}
    assert black["by_phase"] == {
        "opening": {"moves": 1, "points_lost": 3.0},
        "middle": {"moves": 0, "points_lost": 0.0},
        "endgame": {"moves": 1, "points_lost": 0.0},
    }
    assert black["worst"] == [
        {"move": 1, "played": "cc", "best": "ee", "loss": 3.0},
        {"move": 3, "played": "cg", "best": "dd", "loss": 0.0},
    ]
    assert white["worst"][1] == {"move": 4, "played": "", "best": "", "loss": 0.0}  # a pass, and pass was best
    assert (black["moves"], black["points_lost"], black["mean_loss"]) == (2, 3.0, 1.5)


def test_the_loss_is_split_by_time_used_and_by_main_time_and_overtime() -> None:
    losses = game_losses(_tree(GAME))
    assert [m.time.seconds for m in losses.moves] == [
        2.0,
        10.0,
        56.0,
        50 + 10 + 2,
    ]  # main, one period gone, 2 s of the next
    white = report_json(side_report([(losses, Color.WHITE, "")]))
    by_time = white["by_time"]
    assert by_time["main"]["moves"] == 1 and by_time["main"]["points_lost"] == 8.0
    assert by_time["main"]["bands"][2] == {"from": 10.0, "to": 30.0, "moves": 1, "points_lost": 8.0}
    assert by_time["overtime"]["moves"] == 1
    assert by_time["overtime"]["bands"][4] == {"from": 60.0, "to": None, "moves": 1, "points_lost": 0.0}
    assert by_time["unknown"] == {"moves": 0, "points_lost": 0.0}


def test_a_record_with_only_win_rates_is_reported_in_percentage_points() -> None:
    tree = _tree("(;SZ[9]SBKV[50];B[cc]SBKV[40];W[gg]SBKV[45])")
    losses = game_losses(tree)
    assert losses.unit is LossUnit.WINRATE
    assert [m.loss for m in losses.moves] == pytest.approx(
        [10.0, 5.0]
    )  # Black 50% -> 40%, then White let it back to 45%
    assert report_json(side_report([(losses, Color.BLACK, "")]))["unit"] == "winrate"


def test_a_record_without_evaluations_is_refused() -> None:
    with pytest.raises(ReportError) as caught:
        game_losses(_tree("(;SZ[9];B[cc];W[gg])"))
    assert caught.value.reason is ReportProblem.NO_EVALUATIONS


def test_the_default_phases_scale_with_the_board_area() -> None:
    assert default_phases(19, 19) == Phases(50, 150)
    assert default_phases(9, 9) == Phases(11, 34)
    assert default_phases(13, 13) == Phases(23, 70)
    assert [Phases(11, 34).of(n) for n in (11, 12, 34, 35)] == [
        Phase.OPENING,
        Phase.MIDDLE,
        Phase.MIDDLE,
        Phase.ENDGAME,
    ]
    with pytest.raises(ReportError):
        Phases(30, 20)


def test_one_player_over_games_with_different_units_is_refused() -> None:
    points = game_losses(_tree(GAME))
    winrates = game_losses(_tree("(;SZ[9]SBKV[50];B[cc]SBKV[40])"))
    with pytest.raises(ReportError) as caught:
        side_report([(points, Color.BLACK, "a.sgf"), (winrates, Color.BLACK, "b.sgf")])
    assert caught.value.reason is ReportProblem.MIXED_UNITS


def test_moves_in_overtime_or_with_little_main_time_left_are_in_time_trouble() -> None:
    # One minute of main time: under 6 s left is trouble (10%); White's pass was in byo-yomi.
    assert time_trouble(_tree(GAME)) == [3, 4]
    # Ten minutes: the bar is a minute left; untimed records have none.
    ten = "(;SZ[9]TM[600];B[aa]BL[61];W[bb]WL[59.5];B[cc];W[dd]WL[300])"
    assert time_trouble(_tree(ten)) == [2]
    assert time_trouble(_tree("(;SZ[9];B[aa]BL[1];W[bb]WL[1])")) == []
