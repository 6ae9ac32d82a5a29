"""The session's values: the mode it is in and what a move did."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from qtgo.rules import Move, Outcome, Point
from qtgo.session.record import Edit

__all__ = ["Mode", "PlayResult"]


class Mode(enum.Enum):
    PLAY = "play"
    SCORING = "scoring"
    REVIEW = "review"


@dataclass(frozen=True)
class PlayResult:
    """What a move (or pass) did: for sounds, the status bar and the undo stack."""

    move: Move
    captured: frozenset[Point] = frozenset()
    created: bool = True
    edit: Edit | None = None
    outcome: Outcome | None = None
    scoring: bool = False
    clock_resumed: bool = False
