"""Whole-game review: evaluations in the SGF (SBKV and QTEV) read back, mistakes ranked."""

from __future__ import annotations

import pytest

from qtgo.engine import Analysis, Candidate, Engine, EngineError, EngineFault, Limits
from qtgo.engine.evaluations import read_evaluation, write_evaluation
from qtgo.engine.match import MatchSettings, play_match_game
from qtgo.engine.review import Severity, Thresholds, analyse_main_line, find_mistakes, stored_evaluations
from qtgo.rules import Color, Point, Ruleset
from qtgo.sgf import dumps, parse


def _lead(analysis: Analysis | None) -> float:
    """The score lead of a position GNU Go evaluated: every position here has one."""
    assert analysis is not None and analysis.score_lead is not None
    return analysis.score_lead


def test_an_evaluation_survives_a_save_and_open():
    tree = parse("(;SZ[19];B[pd])").games[0]
    node = tree.main_line()[-1]
    analysis = Analysis(
        Color.WHITE,
        (Candidate(Point(3, 3), visits=300, winrate=0.512, score_lead=-1.25), Candidate(None, visits=2, winrate=0.4)),
        winrate=0.5134,
        score_lead=-1.2,
        visits=500,
    )
    write_evaluation(node, analysis)
    text = dumps(tree)
    assert "SBKV[51.34]" in text
    back = read_evaluation(parse(text).games[0].main_line()[-1])
    assert back == Analysis(
        Color.WHITE,
        (
            Candidate(Point(3, 3), visits=300, winrate=0.512, score_lead=-1.25, pv=(Point(3, 3),)),
            Candidate(None, visits=2, winrate=0.4, order=1, pv=(None,)),
        ),
        winrate=0.5134,
        score_lead=-1.2,
        visits=500,
    )


def test_sabakis_winrate_alone_is_read_too():
    tree = parse("(;SZ[19]SBKV[40];B[pd]SBKV[45.5])").games[0]
    evaluations = stored_evaluations(tree)
    assert [e.winrate if e is not None else None for e in evaluations] == [pytest.approx(0.40), pytest.approx(0.455)]
    second = evaluations[1]
    assert second is not None and second.to_play is Color.WHITE and second.score_lead is None


def test_no_evaluation_is_none():
    assert stored_evaluations(parse("(;SZ[9];B[ee])").games[0]) == [None, None]


def test_mistakes_are_ranked_by_points_lost_with_the_users_thresholds():
    tree = parse("(;SZ[9];B[ee];W[cc];B[gg];W[aa])").games[0]
    leads = [-6.5, -6.0, -1.0, -9.0, 3.5]  # Black's lead before and after each move
    evaluations = [Analysis(Color.BLACK, (Candidate(Point(4, 4)),), score_lead=v) for v in leads]
    mistakes = find_mistakes(tree, evaluations)
    assert [(m.move_number, m.color, round(m.loss, 1), m.severity) for m in mistakes] == [
        (4, Color.WHITE, 12.5, Severity.BLUNDER),
        (3, Color.BLACK, 8.0, Severity.MISTAKE),
        (2, Color.WHITE, 5.0, Severity.MISTAKE),
    ]
    strict = find_mistakes(tree, evaluations, Thresholds(inaccuracy=9, mistake=10, blunder=20))
    assert [(m.move_number, m.severity) for m in strict] == [(4, Severity.MISTAKE)]
    assert mistakes[0].best == Point(4, 4)


@pytest.mark.gnugo
def test_a_game_gnugo_played_is_analysed_and_stored(gnugo_command):
    with Engine.start(gnugo_command) as black, Engine.start(gnugo_command) as white:
        played = play_match_game(black, white, MatchSettings(size=7, ruleset=Ruleset.preset("chinese"), komi=4.5))
        progress = []
        evaluations = analyse_main_line(
            black, played.tree, Limits(), on_progress=lambda done, total, _a: progress.append((done, total)), store=True
        )
    assert len(evaluations) == played.moves + 1
    assert progress[-1] == (played.moves + 1, played.moves + 1)
    again = stored_evaluations(parse(dumps(played.tree)).games[0])
    assert [round(_lead(a), 3) for a in again] == [round(_lead(a), 3) for a in evaluations]
    engine_name = played.tree.root.get("QTAE")
    assert engine_name is not None and engine_name.startswith("GNU Go")


def test_an_engine_that_only_passes_ends_the_game_at_once(misbehaving):
    with Engine.start(misbehaving("pass")) as black, Engine.start(misbehaving("pass")) as white:
        played = play_match_game(black, white, MatchSettings(size=9))
    assert played.moves == 2 and played.result == "W+6.5"


@pytest.mark.gnugo
def test_a_game_that_never_ends_is_stopped(gnugo_command):
    with (
        Engine.start(gnugo_command) as black,
        Engine.start(gnugo_command) as white,
        pytest.raises(EngineError) as caught,
    ):
        play_match_game(black, white, MatchSettings(size=9, max_moves=6))
    assert caught.value.reason is EngineFault.ENDLESS_PASSES and "6 moves" in str(caught.value)
