"""EnginePlayer: a person or an engine on either side, engine against engine, resignation."""

from __future__ import annotations

import pytest

from qtgo.engine import EnginePosition
from qtgo.rules import Color, Game, Move, Phase, Point, Ruleset


def _position() -> EnginePosition:
    return EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK)


def _play_until_the_end(qtbot, player, game, position, limit=200):
    moves = []

    def apply(move):
        nonlocal position
        if move.point is None:
            game.pass_turn(move.color)
        else:
            game.play(move)
        moves.append(move)
        position = position.after(move)
        player.position_changed(position, game)

    player.move_chosen.connect(apply)
    player.position_changed(position, game)
    qtbot.waitUntil(lambda: game.phase is not Phase.PLAYING or len(moves) >= limit, timeout=120000)
    return moves


@pytest.mark.gnugo
def test_engine_against_engine_plays_a_whole_game_off_the_gui_thread(qtbot, gnugo_command):
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(Seat(gnugo_command, "GNU Go", 1), Seat(gnugo_command, "GNU Go", 1)))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start()
        game = Game(7)
        moves = _play_until_the_end(
            qtbot, player, game, EnginePosition(7, 7, 4.5, Ruleset.preset("chinese"), Color.BLACK)
        )
    finally:
        player.shutdown()
    assert game.phase is Phase.SCORING  # two passes
    assert [m.color for m in moves[:4]] == [Color.BLACK, Color.WHITE, Color.BLACK, Color.WHITE]


@pytest.mark.gnugo
def test_a_person_against_an_engine_the_engine_moves_only_on_its_turn(qtbot, gnugo_command):
    from qtgo.clock import TimeControl
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(white=Seat(gnugo_command, "GNU Go", 1)))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start(TimeControl.byo_yomi(60, 3, 10))
        game = Game(9)
        position = EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK)
        assert not player.position_changed(position, game)  # the person (Black) is to move
        game.play(Move(Color.BLACK, Point(4, 4)))
        position = position.after(Move(Color.BLACK, Point(4, 4)))
        with qtbot.waitSignal(player.move_chosen, timeout=20000) as chosen:
            assert player.position_changed(position, game)
        assert chosen.args[0].color is Color.WHITE and game.is_legal(chosen.args[0])
    finally:
        player.shutdown()


def test_a_resigning_engine_is_reported_and_the_game_goes_on(qtbot, misbehaving):
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(black=Seat(misbehaving("resign"))))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start()
        game = Game(9)
        with qtbot.waitSignal(player.resigned, timeout=20000) as resigned:
            player.position_changed(_position(), game)
        assert resigned.args[0] is Color.BLACK and game.move_number == 0
    finally:
        player.shutdown()
