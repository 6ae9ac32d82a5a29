"""How a game ended: a value of the game's (``qtgo.rules`` and ``qtgo.rules.game`` still give
the name), in a module of its own so that it is imported when a game ends, not at
start-up (the first paint, a board in review, ends none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .outcome import OutcomeReason
from .types import Color

if TYPE_CHECKING:
    from .scoring import ScoreBreakdown

__all__ = ["Outcome"]


@dataclass(frozen=True)
class Outcome:
    """How a game ended; ``result`` is the SGF ``RE`` value."""

    winner: Color | None
    reason: OutcomeReason
    result: str
    score: ScoreBreakdown | None = None
