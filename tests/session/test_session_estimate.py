"""The score estimate is reported in the terms of the game's own rules."""

from __future__ import annotations

from qtgo.rules import Color, Point, Scoring
from qtgo.rules.estimate import estimate
from qtgo.session import GameSession, NewGameSettings


def test_estimate_counts_under_territory_rules_with_prisoners() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="japanese"))
    # Black captures a white stone in the corner, so Black holds a prisoner.
    for x, y in [(1, 0), (0, 0), (0, 1)]:
        session.play(Point(x, y))
    assert session.game.captures[Color.BLACK] == 1
    found = estimate(session.game.board, session.to_play, session.record.ruleset, seed=0)
    breakdown = session.estimated_score(found.dead)
    assert breakdown.scoring is Scoring.TERRITORY
    assert breakdown.black.prisoners == 1
    assert breakdown.result == session.game.score(dead=found.dead).result


def test_estimate_ignores_points_without_stones() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="chinese"))
    session.play(Point(4, 4))
    breakdown = session.estimated_score({Point(0, 0)})
    assert breakdown.dead == frozenset()
    assert breakdown.scoring is Scoring.AREA
