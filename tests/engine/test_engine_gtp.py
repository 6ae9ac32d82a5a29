"""The GTP client: probing, ids, timeouts, faults and a clean shutdown, against GNU Go and
against the misbehaving program written for the faults."""

from __future__ import annotations

import os
import time

import pytest

from qtgo.engine import Engine, EngineError, EngineFault, EnginePosition, GtpClient, split_command
from qtgo.rules import Color, Game, Move, Point, Ruleset


def _reaped(client: GtpClient) -> bool:
    """The process is gone and reaped: no zombie left (waitpid says it is not our child any more)."""
    try:
        os.waitpid(client.pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


@pytest.mark.gnugo
def test_probing_gnugo_reads_its_name_version_and_commands(gnugo_command):
    with GtpClient.start(gnugo_command) as client:
        assert client.info.name == "GNU Go"
        assert client.info.version.startswith("3.")
        assert client.info.protocol_version == "2"
        assert client.knows("top_moves_black")
        assert not client.knows("kata-analyze")
        assert client.info.label == f"GNU Go {client.info.version}"


@pytest.mark.gnugo
def test_each_request_gets_its_own_reply_and_refusals_are_replies(gnugo_command):
    with GtpClient.start(gnugo_command) as client:
        assert client.send("boardsize 9") == ""
        assert client.send("play B E5") == ""
        refused = client.request("play W E5")
        assert not refused.ok and "illegal" in refused.text
        with pytest.raises(EngineError) as caught:
            client.send("play W E5")
        assert caught.value.reason is EngineFault.REFUSED
        assert client.send("list_stones black").strip() == "E5"


@pytest.mark.gnugo
def test_close_quits_gnugo_and_reaps_it(gnugo_command):
    client = GtpClient.start(gnugo_command)
    assert client.alive
    assert client.close() == 0
    assert not client.alive and _reaped(client)
    with pytest.raises(EngineError) as caught:
        client.send("name")
    assert caught.value.reason is EngineFault.CLOSED


def test_a_missing_program_is_not_started():
    with pytest.raises(EngineError) as caught:
        GtpClient.start("/nonexistent/engine --gtp")
    assert caught.value.reason is EngineFault.NOT_STARTED
    assert "no such program" in str(caught.value)


def test_an_unreadable_command_line_is_refused():
    with pytest.raises(EngineError) as caught:
        split_command('gnugo "--mode gtp')
    assert caught.value.reason is EngineFault.NOT_STARTED
    assert split_command("gnugo --mode gtp --level 1") == ["gnugo", "--mode", "gtp", "--level", "1"]


def test_an_engine_that_dies_at_start_is_a_crash(misbehaving):
    with pytest.raises(EngineError) as caught:
        GtpClient.start(misbehaving("crash-at-start"))
    assert caught.value.reason is EngineFault.CRASHED
    assert "exited with code 7" in str(caught.value)


def test_a_crash_during_genmove_names_the_exit_and_keeps_stderr(misbehaving):
    client = GtpClient.start(misbehaving("crash"))
    with pytest.raises(EngineError) as caught:
        client.send("genmove b")
    assert caught.value.reason is EngineFault.CRASHED
    assert "exited with code 3" in str(caught.value)
    assert "out of cheese" in client.stderr_text()
    client.close()
    assert _reaped(client)


def test_a_hanging_engine_times_out_and_is_killed_on_close(misbehaving):
    client = GtpClient.start(misbehaving("hang"))
    with pytest.raises(EngineError) as caught:
        client.send("genmove b", timeout=0.3)
    assert caught.value.reason is EngineFault.TIMEOUT
    assert "did not answer 'genmove b' within 0.3 s" in str(caught.value)
    client.close(timeout=0.5)
    assert _reaped(client)


def test_an_engine_that_ignores_quit_and_sigterm_is_killed(misbehaving):
    client = GtpClient.start(misbehaving("deaf"))
    code = client.close(timeout=0.3)
    assert code is not None and code < 0  # ended by a signal: SIGKILL
    assert _reaped(client)


def test_a_late_reply_is_dropped_not_taken_for_the_next_answer(misbehaving):
    with GtpClient.start(misbehaving("late")) as client:
        with pytest.raises(EngineError) as caught:
            client.send("genmove b", timeout=0.2)
        assert caught.value.reason is EngineFault.TIMEOUT
        time.sleep(1.6)  # the late "= C3" arrives meanwhile
        assert client.send("name") == "Misbehaving"


def test_garbage_instead_of_a_reply_is_a_clear_fault(misbehaving):
    with GtpClient.start(misbehaving("garbage")) as client:
        with pytest.raises(EngineError) as caught:
            client.send("genmove b")
        assert caught.value.reason is EngineFault.GARBAGE
        assert "not GTP" in str(caught.value)


def test_replies_without_ids_are_still_read(misbehaving):
    with GtpClient.start(misbehaving("no-ids")) as client:
        assert client.info.name == "Misbehaving"
        assert client.send("genmove b") == "pass"


def test_chatter_on_stderr_and_between_replies_is_logged_not_answered(misbehaving):
    traffic: list[tuple[str, str]] = []
    with GtpClient.start(misbehaving("chatty"), on_traffic=lambda d, line: traffic.append((d, line))) as client:
        for _ in range(20):
            assert client.send("genmove b") == "pass"
        assert "thinking hard about genmove" in client.stderr_text()
        assert "(stdout) I am chatty on stdout too" in client.stderr_text()
    assert (">", "5 genmove b") in traffic  # after the four probing requests
    assert ("<", "=5 pass") in traffic


def test_a_multi_line_command_is_refused_before_it_is_sent(misbehaving):
    with GtpClient.start(misbehaving("pass")) as client:
        with pytest.raises(EngineError) as caught:
            client.send("name\nquit")
        assert caught.value.reason is EngineFault.GARBAGE
        assert client.send("name") == "Misbehaving"


# ---------------------------------------------------------------- faults of play


def _position(size: int = 9) -> EnginePosition:
    return EnginePosition(size, size, 6.5, Ruleset.preset("japanese"), Color.BLACK)


def test_resigning_is_reported_as_such(misbehaving):
    with Engine.start(misbehaving("resign")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.genmove(_position(), game=Game(9))
        assert caught.value.reason is EngineFault.RESIGNED
        assert "resigns (Black)" in str(caught.value)


def test_a_move_onto_a_stone_is_occupied(misbehaving):
    game = Game(9)
    game.play(Move(Color.BLACK, Point(2, 6)))  # C3
    position = _position().after(Move(Color.BLACK, Point(2, 6)))
    with Engine.start(misbehaving("occupied")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.genmove(position, game=game)
        assert caught.value.reason is EngineFault.OCCUPIED
        assert "C3" in str(caught.value)
        assert engine.sync.current is None  # the engine's board is set afresh next time


def test_a_suicide_is_an_illegal_move_and_the_game_is_untouched(misbehaving):
    game = Game(9)
    steps = [
        Move(Color.BLACK, Point(8, 8)),
        Move(Color.WHITE, Point(0, 7)),
        Move(Color.BLACK, Point(8, 7)),
        Move(Color.WHITE, Point(1, 8)),
    ]
    position = _position()
    for move in steps:
        game.play(move)
        position = position.after(move)
    before = game.board.copy()
    with Engine.start(misbehaving("a1")) as engine, pytest.raises(EngineError) as caught:
        engine.genmove(position, game=game)
    assert caught.value.reason is EngineFault.ILLEGAL_MOVE
    assert "suicide" in str(caught.value)
    assert game.board == before and game.move_number == 4


def test_a_move_that_is_no_vertex_is_garbage(misbehaving):
    with Engine.start(misbehaving("nonsense-move")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.genmove(_position(), game=Game(9))
        assert caught.value.reason is EngineFault.GARBAGE
        assert "banana" in str(caught.value)


def test_the_engine_can_be_restarted_after_a_crash(misbehaving, gnugo_command):
    broken = Engine.start(misbehaving("crash"))
    with pytest.raises(EngineError):
        broken.genmove(_position(), game=Game(9))
    broken.close()
    with Engine.start(gnugo_command) as fresh:
        move = fresh.genmove(_position(), game=Game(9))
        assert move.color is Color.BLACK and move.point is not None
