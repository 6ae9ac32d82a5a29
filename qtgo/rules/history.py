"""Taking a move back: the game replayed from the start of its history.

A function of the game's private state (what it touches is named by the protocol
``_game_state.GameState``, so it does not import ``game.py``): every hash, ko and count
after an undo is exactly what playing the moves again gives.
"""

from __future__ import annotations

from ._game_state import GameState
from .board import Board
from .outcome import Phase
from .types import Color, Move, RulesError


def undo(game: GameState) -> Move:
    """Take back the last move or pass (or free handicap stone) of ``game``; returns it."""
    snapshot = game._snapshot
    moves = game._moves[snapshot.moves :]
    events = game._events
    if moves:
        last = moves.pop()
        # Events after the last move (a resumption after the final pass) go with it.
        events = [event for event in events if event[0] <= snapshot.moves + len(moves)]
    else:
        handicap = [event for event in events if event[1] == "handicap"]
        if not handicap:
            raise RulesError("nothing to undo since the start of the game or the last setup")
        last = Move(Color.BLACK, handicap[-1][2])  # type: ignore[arg-type]
        events = handicap[:-1]
    game._board = Board._from_cells(snapshot.width, snapshot.height, snapshot.cells)
    game._to_play = snapshot.to_play
    game._caps = list(snapshot.captures)
    game._passes = snapshot.passes
    game._phase = snapshot.phase
    game._ko = snapshot.ko
    game._emptied = None  # a snapshot is taken only where no capture just happened
    game._seen_situations = set(snapshot.seen_situations)
    del game._moves[snapshot.moves :]
    del game._handicap_stones[snapshot.handicap_stones :]
    game._handicap_left = game.handicap - snapshot.handicap_stones if snapshot.phase is Phase.HANDICAP else 0
    game._tt_moves_left = snapshot.tt_moves_left
    game._repetition = snapshot.repetition
    game._outcome = None
    game._events = []
    pending = list(events)
    for number in range(snapshot.moves, snapshot.moves + len(moves) + 1):
        while pending and pending[0][0] <= number:
            _, kind, value = pending.pop(0)
            if kind == "handicap":
                game.place_handicap_stone(value)  # type: ignore[arg-type]
            else:
                game.resume()
                game._to_play = value  # type: ignore[assignment]
                game._events[-1] = (number, "resume", value)
        if number < snapshot.moves + len(moves):
            game.play(moves[number - snapshot.moves])
    return last
