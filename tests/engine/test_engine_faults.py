"""Every wait bounded: hung moves, silent or chattering engines at start, and no engine
asked again after it let a request time out (fake engines from misbehaving_engine.py)."""

from __future__ import annotations

import pytest

from qtgo.clock import GameClock, TimeControl
from qtgo.engine import Engine, EngineError, EngineFault, EnginePosition, Limits
from qtgo.engine.engine import GENMOVE_GRACE, move_time_limit
from qtgo.rules import Color, Game, Move, Point, Ruleset


def _start() -> EnginePosition:
    return EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK)


def test_a_hung_genmove_ends_at_the_move_time_limit_with_a_clear_message(misbehaving):
    with Engine.start(misbehaving("hang"), move_time=0.5) as engine, pytest.raises(EngineError) as caught:
        engine.genmove(_start(), game=Game(9))
    assert caught.value.reason is EngineFault.TIMEOUT
    assert str(caught.value) == (
        "Misbehaving hang chose no move within 0.5 s (the move time limit): it hangs or thinks too long"
    )


def test_the_move_time_limit_follows_the_clock_and_else_the_setting():
    now = [0.0]
    clock = GameClock(TimeControl.byo_yomi(60, 3, 30), now=lambda: now[0])
    clock.start(Color.BLACK)
    now[0] = 20.0
    assert move_time_limit(clock.state(Color.BLACK), 5.0) == 40.0 + 30.0 + GENMOVE_GRACE
    assert move_time_limit(None, 5.0) == 5.0
    untimed = GameClock(TimeControl.none(), now=lambda: now[0])
    assert move_time_limit(untimed.state(Color.BLACK), 7.0) == 7.0


def test_an_engine_that_timed_out_is_refused_until_it_is_restarted(misbehaving):
    with Engine.start(misbehaving("hang"), move_time=0.3) as engine:
        first_pid = engine.client.pid
        with pytest.raises(EngineError):
            engine.genmove(_start(), game=Game(9))
        with pytest.raises(EngineError) as caught:
            engine.genmove(_start(), game=Game(9))
        assert caught.value.reason is EngineFault.UNRESPONSIVE
        assert "not asked again" in str(caught.value) and "restart it" in str(caught.value)
        with pytest.raises(EngineError) as caught:
            engine.analyse(_start())
        assert caught.value.reason is EngineFault.UNRESPONSIVE
        with pytest.raises(EngineError) as caught:
            engine.set_time(TimeControl.canadian(60, 5, 30))
        assert caught.value.reason is EngineFault.UNRESPONSIVE
        engine.restart()
        assert engine.client.pid != first_pid and engine.unresponsive is None
        assert engine.client.send("name") == "Misbehaving"


def test_a_restart_tells_the_new_process_the_board_and_the_time_control(gnugo_command):
    sent: list[str] = []
    position = _start().after(Move(Color.BLACK, Point(2, 2)))
    with Engine.start(gnugo_command) as engine:
        engine.set_time(TimeControl.canadian(60, 5, 30))
        engine.genmove(position, game=None)
        engine.client.on_traffic = lambda d, line: sent.append(line.split(" ", 1)[1]) if d == ">" else None
        sent.clear()
        engine.restart()  # the new process keeps the listener: the log goes on
        sent[:] = sent[sent.index("protocol_version") :]
        move = engine.genmove(position, game=None)
    assert move.color is Color.WHITE
    assert "time_settings 60 30 5" in sent
    assert "play B C7" in sent  # the new process was given the position before it moved


@pytest.mark.parametrize(("mode", "shown"), [("prompt", "black(1): "), ("banner", "Welcome to Misbehaving!")])
def test_an_engine_that_prints_something_other_than_gtp_at_start_is_reported_as_such(misbehaving, mode, shown):
    with pytest.raises(EngineError) as caught:
        Engine.start(misbehaving(mode), timeout=2.0)
    assert caught.value.reason is EngineFault.GARBAGE
    assert "answered 'protocol_version' with something that is not GTP" in str(caught.value)
    assert shown in str(caught.value)


def test_engine_start_passes_its_timeout_to_the_start_up(misbehaving):
    with pytest.raises(EngineError) as caught:
        Engine.start(misbehaving("mute"), timeout=0.4)
    assert caught.value.reason is EngineFault.TIMEOUT
    assert "did not answer 'protocol_version' within 0.4 s" in str(caught.value)


def test_an_analysis_that_takes_too_long_times_out_and_the_engine_is_then_refused(misbehaving):
    with Engine.start(misbehaving("score-hang 0")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.analyse(_start(), Limits(), timeout=0.4)
        assert caught.value.reason is EngineFault.TIMEOUT
        with pytest.raises(EngineError) as caught:
            engine.analyse(_start(), Limits(), timeout=0.4)
        assert caught.value.reason is EngineFault.UNRESPONSIVE


def test_a_streamed_analysis_past_its_timeout_returns_what_it_has(misbehaving):
    with Engine.start(misbehaving("stream")) as engine:
        position = EnginePosition(19, 19, 6.5, Ruleset.preset("japanese"), Color.BLACK)
        analysis = engine.analyse(position, Limits(visits=10**9), timeout=0.5)
        assert analysis.final and analysis.visits == 487
        assert engine.unresponsive is None


def test_a_search_that_never_reports_nor_stops_times_out_and_is_refused(misbehaving):
    with Engine.start(misbehaving("stream-hang")) as engine:
        position = EnginePosition(19, 19, 6.5, Ruleset.preset("japanese"), Color.BLACK)
        with pytest.raises(EngineError) as caught:
            engine.analyse(position, Limits(visits=100), timeout=0.5)
        assert caught.value.reason is EngineFault.TIMEOUT
        assert engine.unresponsive is not None


def test_the_cli_default_move_time_is_the_engines():
    from qtgo.cli import engines
    from qtgo.engine.engine import GENMOVE_TIMEOUT

    assert engines.GENMOVE_TIMEOUT == GENMOVE_TIMEOUT  # spelt twice so that --help stays light
