"""The graph's numbers: Black's lead or win rate per position, and each move's loss for its mover."""

from __future__ import annotations

import pytest

from qtgo.engine import Analysis
from qtgo.engine.series import GraphMode, mover_loss, series_of
from qtgo.rules import Color

B, W = Color.BLACK, Color.WHITE


def _a(lead: float | None, winrate: float | None = None, to_play: Color = B) -> Analysis:
    return Analysis(to_play, (), winrate=winrate, score_lead=lead)


def test_a_move_loses_what_its_mover_lead_dropped():
    # Black's lead 3 -> 1: Black's move lost 2; then White's move took it to 4: White lost 3.
    evaluations = [_a(3.0), _a(1.0, to_play=W), _a(4.0)]
    series = series_of(evaluations, [None, B, W], GraphMode.LOSS)
    assert series.values == (None, 2.0, 3.0)
    assert series.unit_mode is GraphMode.LEAD


def test_a_good_move_has_a_negative_loss_and_unknown_positions_give_none():
    assert mover_loss(_a(1.0), _a(2.5), B, GraphMode.LEAD) == pytest.approx(-1.5)
    assert mover_loss(None, _a(2.5), B, GraphMode.LEAD) is None
    assert mover_loss(_a(1.0), _a(2.5), None, GraphMode.LEAD) is None


def test_lead_and_winrate_modes_give_blacks_numbers_as_stored():
    evaluations = [_a(0.5, 0.55), None, _a(-2.0, 0.3)]
    assert series_of(evaluations, [None, B, W], GraphMode.LEAD).values == (0.5, None, -2.0)
    assert series_of(evaluations, [None, B, W], GraphMode.WINRATE).values == (0.55, None, 0.3)


def test_an_engine_without_leads_measures_losses_in_win_rate():
    evaluations = [_a(None, 0.6), _a(None, 0.45, to_play=W)]
    series = series_of(evaluations, [None, B], GraphMode.LOSS)
    assert series.unit_mode is GraphMode.WINRATE
    assert series.values[1] == pytest.approx(0.15)


def test_the_graphs_losses_are_the_mistakes_point_losses():
    from qtgo.engine.review import point_loss

    before, after = _a(4.0), _a(-1.5, to_play=W)
    assert mover_loss(before, after, B, GraphMode.LEAD) == point_loss(before, after, B) == 5.5
