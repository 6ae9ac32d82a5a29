"""The values a game's state is told in: its phase, why it ended, and a history's start.

How it ended (:class:`~qtgo.rules.game_end.Outcome`) is a module of its own, imported when a
game ends: the first paint ends none."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .types import Color

__all__ = ["OutcomeReason", "Phase", "Snapshot"]


class Phase(enum.Enum):
    HANDICAP = "handicap"  # free handicap stones are being placed
    PLAYING = "playing"
    SCORING = "scoring"  # play stopped by passes; dead stones are being agreed
    ENDED = "ended"


class OutcomeReason(enum.Enum):
    SCORE = "score"
    RESIGNATION = "resignation"
    TIME = "time"
    FORFEIT = "forfeit"
    NO_RESULT = "no-result"  # e.g. a long cycle (triple ko) under simple ko rules


@dataclass
class Snapshot:
    """The state at the start of a history (construction, setup, end of free handicap).

    The position is kept as the board's cells (a flat copy), not as a ``Board``: a record
    of illegal moves restarts the history at every one of them, and copying chains and
    liberty sets each time cost more than the move itself. Undo rebuilds the board.
    """

    width: int
    height: int
    cells: list[int]
    to_play: Color
    captures: list[int]
    passes: int
    phase: Phase
    ko: tuple[int, int] | None
    seen_situations: set[int]
    moves: int
    handicap_stones: int
    tt_moves_left: int
    repetition: bool
