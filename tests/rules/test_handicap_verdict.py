"""After the game, was the handicap about right: verdicts on constructed score graphs."""

from __future__ import annotations

import pytest

from qtgo.rules.handicap_advice import POINTS_PER_STONE, HandicapFit, judge_handicap


def _graph(opening: list[float], middle: list[float], ending: list[float]) -> list[float | None]:
    """A game of 20 positions whose middle game (positions 4..14) holds ``middle``."""
    assert (len(opening), len(middle), len(ending)) == (4, 11, 5)
    return [*opening, *middle, *ending]


def test_a_lead_that_stays_near_zero_in_the_middle_game_means_the_handicap_was_right() -> None:
    graph = _graph([30.0] * 4, [2.0, -3.0, 4.0, 1.0, -2.0, 0.5, 3.0, -1.0, 2.0, 0.0, 1.0], [-40.0] * 5)
    verdict = judge_handicap(graph)
    assert verdict.fit is HandicapFit.ABOUT_RIGHT and verdict.stones == 0 and verdict.positions == 11
    assert verdict.lead == pytest.approx(7.5 / 11)


def test_black_running_away_means_too_many_stones_by_the_points_a_stone_is_worth() -> None:
    verdict = judge_handicap(_graph([0.0] * 4, [20.0 + i for i in range(11)], [60.0] * 5))
    assert verdict.fit is HandicapFit.TOO_MANY and verdict.lead == pytest.approx(25.0)
    assert verdict.stones == 2  # 25 points: about two stones of 14


def test_white_running_away_means_too_few_stones() -> None:
    verdict = judge_handicap(_graph([10.0] * 4, [-9.0] * 11, [-30.0] * 5))
    assert verdict.fit is HandicapFit.TOO_FEW and verdict.stones == 1


def test_half_a_stone_is_the_edge_of_about_right() -> None:
    half = POINTS_PER_STONE / 2
    assert judge_handicap(_graph([0.0] * 4, [half] * 11, [0.0] * 5)).fit is HandicapFit.ABOUT_RIGHT
    assert judge_handicap(_graph([0.0] * 4, [half + 0.5] * 11, [0.0] * 5)).fit is HandicapFit.TOO_MANY


def test_positions_not_analysed_are_left_out_and_too_few_say_nothing() -> None:
    gaps: list[float | None] = [None] * 20
    for index in (5, 7, 9, 11):
        gaps[index] = 30.0
    verdict = judge_handicap(gaps)
    assert verdict.fit is HandicapFit.UNKNOWN and verdict.lead is None and verdict.positions == 4
    gaps[13] = 30.0
    assert judge_handicap(gaps).fit is HandicapFit.TOO_MANY
    assert judge_handicap([]).fit is HandicapFit.UNKNOWN


def test_the_opening_and_the_end_do_not_count() -> None:
    # A wild opening and a resigned ending around an even middle game.
    verdict = judge_handicap(_graph([80.0, -80.0, 80.0, -80.0], [1.0] * 11, [-99.0] * 5))
    assert verdict.fit is HandicapFit.ABOUT_RIGHT and verdict.lead == pytest.approx(1.0)
