"""Playing and analysing through ``Engine``: GNU Go's analysis, a streamed kata-analyze
that stops when asked, cancellation and tokens, dead stones."""

from __future__ import annotations

import threading
import time

import pytest

from qtgo.engine import Analysis, AnalysisKind, Cancel, Engine, EngineError, EngineFault, EnginePosition, Limits, Tokens
from qtgo.rules import Color, Game, Move, Point, Ruleset


def _start(size: int = 9) -> EnginePosition:
    return EnginePosition(size, size, 6.5, Ruleset.preset("japanese"), Color.BLACK)


@pytest.mark.gnugo
def test_gnugo_plays_legal_moves_and_analyses_with_top_moves(gnugo_command):
    game = Game(9)
    position = _start()
    with Engine.start(gnugo_command) as engine:
        assert engine.kind is AnalysisKind.GNUGO
        for _ in range(4):
            move = engine.genmove(position, game=game)
            assert game.is_legal(move)
            game.play(move)
            position = position.after(move)
        analysis = engine.analyse(position, token=7)
        assert analysis.token == 7 and analysis.to_play is Color.BLACK
        assert analysis.score_lead is not None and analysis.winrate is None
        assert analysis.candidates
        assert all(game.is_legal(Move(Color.BLACK, c.point)) for c in analysis.candidates)
        first, last = analysis.candidates[0].value, analysis.candidates[-1].value
        assert first is not None and last is not None and first >= last


@pytest.mark.gnugo
def test_gnugo_names_dead_stones_at_the_end(gnugo_command):
    from qtgo.engine import position_in_tree
    from qtgo.sgf import parse

    # Black's wall on C, White's on E, and a lone white stone at A4 in Black's area.
    black = "".join(f"[c{row}]" for row in "abcdefg")
    white = "".join(f"[e{row}]" for row in "abcdefg")
    tree = parse(f"(;SZ[7]KM[0.5]AB{black}AW{white};W[ad])").games[0]
    position = position_in_tree(tree, tree.main_line()[-1])
    with Engine.start(gnugo_command) as engine:
        dead = engine.dead_stones(position)
    assert dead == frozenset({Point(0, 3)})


def test_a_streamed_analysis_stops_at_its_visits_and_answers_the_next_command(misbehaving):
    updates: list[Analysis] = []
    with Engine.start(misbehaving("stream")) as engine:
        assert engine.kind is AnalysisKind.KATA
        analysis = engine.analyse(_start(19), Limits(visits=100), token=3, on_update=updates.append)
        assert analysis.final and analysis.token == 3
        assert analysis.best is not None and analysis.best.sgf == "ep" and analysis.best.visits == 487
        assert updates and not updates[0].final and updates[0].token == 3
        assert engine.client.send("name") == "Misbehaving"  # the stream ended cleanly


def test_cancelling_stops_a_running_analysis(misbehaving):
    cancel = Cancel()
    with Engine.start(misbehaving("stream")) as engine:
        threading.Timer(0.3, cancel.set).start()
        started = time.monotonic()
        with pytest.raises(EngineError) as caught:
            engine.analyse(_start(19), Limits(seconds=30), cancel=cancel)
        assert caught.value.reason is EngineFault.CANCELLED
        assert time.monotonic() - started < 10
        assert engine.client.send("name") == "Misbehaving"


def test_nonsense_in_a_stream_is_garbage_and_the_engine_stays_usable(misbehaving):
    with Engine.start(misbehaving("stream-garbage")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.analyse(_start(19), Limits(seconds=5))
        assert caught.value.reason is EngineFault.GARBAGE
        assert engine.client.send("name") == "Misbehaving"


def test_only_the_newest_token_is_current():
    tokens = Tokens()
    first = tokens.issue()
    second = tokens.issue()
    assert tokens.is_current(second) and not tokens.is_current(first)


def test_limits_refuse_nonsense():
    with pytest.raises(EngineError):
        Limits(visits=0)
    with pytest.raises(EngineError):
        Limits(seconds=-1)


def test_an_engine_without_analysis_hints_with_genmove_and_undo(misbehaving):
    with Engine.start(misbehaving("a1")) as engine:
        assert engine.kind is AnalysisKind.GENMOVE
        position = _start()
        analysis = engine.analyse(position)
        assert [c.point for c in analysis.candidates] == [Point(0, 8)]  # A1
        assert analysis.winrate is None and analysis.score_lead is None
        assert engine.sync.current == position  # taken back: the engine's board is as before


@pytest.mark.gnugo
def test_gnugo_is_told_the_time_control_and_its_time_left(gnugo_command):
    from qtgo.clock import GameClock, TimeControl

    sent: list[str] = []
    now = [0.0]
    clock = GameClock(TimeControl.canadian(60, 5, 30), now=lambda: now[0])
    clock.start(Color.BLACK)
    now[0] = 12.0
    with Engine.start(gnugo_command) as engine:
        engine.client.on_traffic = lambda d, line: sent.append(line.split(" ", 1)[1]) if d == ">" else None
        engine.set_time(TimeControl.canadian(60, 5, 30))
        move = engine.genmove(_start(), game=Game(9), clock=clock.state(Color.BLACK))
    assert move.color is Color.BLACK
    assert sent[0] == "time_settings 60 30 5"  # GNU Go knows no kgs-time_settings
    assert "time_left B 48 0" in sent and sent[-1] == "genmove B"
