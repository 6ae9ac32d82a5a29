"""A match game that an engine breaks off keeps its record (nothing played is lost)."""

from __future__ import annotations

import pytest

from qtgo.engine import Engine, EngineFault
from qtgo.engine.match import MatchInterrupted, MatchSettings, play_match_game
from qtgo.rules import Color


def test_a_crash_mid_game_keeps_the_moves_played_and_names_the_side(misbehaving):
    with (
        Engine.start(misbehaving("pass")) as black,
        Engine.start(misbehaving("crash")) as white,
        pytest.raises(MatchInterrupted) as caught,
    ):
        play_match_game(black, white, MatchSettings(size=9))
    error = caught.value
    assert error.reason is EngineFault.CRASHED and error.color is Color.WHITE
    assert error.game.moves == 1 and error.game.result == ""
    line = error.game.tree.main_line()
    assert len(line) == 2 and line[1].move is not None and line[1].move.color is Color.BLACK
    assert error.game.tree.root.get("RE") is None


def test_a_hung_engine_ends_the_game_at_its_move_time(misbehaving):
    with (
        Engine.start(misbehaving("pass")) as black,
        Engine.start(misbehaving("hang"), move_time=0.3) as white,
        pytest.raises(MatchInterrupted) as caught,
    ):
        play_match_game(black, white, MatchSettings(size=9))
    assert caught.value.reason is EngineFault.TIMEOUT and caught.value.color is Color.WHITE


def test_progress_follows_the_game_as_it_is_played(misbehaving):
    from qtgo.engine.match import MatchProgress

    progress = MatchProgress()
    with Engine.start(misbehaving("pass")) as black, Engine.start(misbehaving("pass")) as white:
        played = play_match_game(black, white, MatchSettings(size=9), progress=progress)
    assert progress.tree is played.tree and progress.moves == played.moves == 2
