"""The Elo difference of a match and its 95% margin (pure arithmetic)."""

from __future__ import annotations

import math

import pytest

from qtgo.engine.elo import elo_difference, elo_of_score


def test_an_even_result_is_zero_elo_with_a_margin():
    estimate = elo_difference(5, 5)
    assert estimate.elo == 0.0 and estimate.margin is not None and estimate.margin > 0


def test_three_in_four_is_about_191_elo():
    assert elo_of_score(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_difference(3, 1).elo == pytest.approx(190.85, abs=0.01)


def test_the_margin_is_the_normal_approximation_of_the_score_carried_to_elo():
    estimate = elo_difference(60, 30, 10)
    score = 0.65
    spread = math.sqrt((60 * 0.35**2 + 30 * 0.65**2 + 10 * 0.15**2) / 100 / 100)
    slope = 400 / (math.log(10) * score * (1 - score))
    assert estimate.margin == pytest.approx(1.959964 * spread * slope)
    wider, narrower = estimate.margin, elo_difference(600, 300, 100).margin
    assert wider is not None and narrower is not None and narrower < wider  # more games, a narrower margin


def test_a_clean_sweep_has_no_finite_elo_but_a_one_sided_bound():
    swept = elo_difference(10, 0)
    assert swept.elo is None and swept.margin is None and swept.bound is not None
    assert swept.bound == pytest.approx(elo_of_score(0.05**0.1))
    lost = elo_difference(0, 10)
    assert lost.elo is None and lost.bound == pytest.approx(-swept.bound)


def test_draws_count_half_and_no_games_give_nothing():
    assert elo_difference(1, 1, 2).elo == 0.0
    empty = elo_difference(0, 0)
    assert empty.elo is None and empty.margin is None and empty.bound is None and empty.score is None


def test_negative_counts_are_refused():
    with pytest.raises(ValueError):
        elo_difference(-1, 2)
