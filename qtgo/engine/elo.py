"""The Elo difference a match's results give, with its 95% margin.

The score of engine A is its mean per-game result (win 1, draw ½, loss 0); its Elo
advantage is the logistic curve's inverse, ``-400 log10(1/s - 1)``. The margin is a
normal approximation: the standard error of the mean score, from the spread of the
per-game results, times 1.96, carried to Elo by the curve's slope at ``s`` (the delta
method). A score of 0 or 1 has no finite Elo: then ``elo`` is None and ``bound`` is the
one-sided 95% bound instead (A's chance per game is at least ``0.05 ** (1/n)`` when it won
all ``n`` decided games, the exact binomial bound), so a reader still learns something.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["EloEstimate", "elo_difference", "elo_of_score"]

#: The two-sided 95% quantile of the normal distribution.
Z95 = 1.959964


@dataclass(frozen=True)
class EloEstimate:
    """A's wins, B's wins, draws; A's Elo over B and its 95% margin (None when not finite)."""

    a_wins: int
    b_wins: int
    draws: int
    elo: float | None
    margin: float | None
    bound: float | None = None  # A's Elo is at least (all won) / at most (all lost) this, at 95%

    @property
    def games(self) -> int:
        return self.a_wins + self.b_wins + self.draws

    @property
    def score(self) -> float | None:
        return None if not self.games else (self.a_wins + 0.5 * self.draws) / self.games


def elo_of_score(score: float) -> float:
    """Elo advantage of a player who scores ``score`` (0 < score < 1) per game."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_difference(a_wins: int, b_wins: int, draws: int = 0) -> EloEstimate:
    """The estimate for these results (see the module's note for the margin)."""
    if min(a_wins, b_wins, draws) < 0:
        raise ValueError("game counts cannot be negative")
    games = a_wins + b_wins + draws
    if not games:
        return EloEstimate(a_wins, b_wins, draws, None, None)
    score = (a_wins + 0.5 * draws) / games
    if score in (0.0, 1.0):
        low = 0.05 ** (1.0 / games)  # the chance at least this, for all n won, at 95% (one-sided)
        bound = elo_of_score(low)
        return EloEstimate(a_wins, b_wins, draws, None, None, bound if score == 1.0 else -bound)
    variance = (a_wins * (1 - score) ** 2 + b_wins * score**2 + draws * (0.5 - score) ** 2) / games
    error = math.sqrt(variance / games)
    slope = 400.0 / (math.log(10.0) * score * (1.0 - score))
    return EloEstimate(a_wins, b_wins, draws, elo_of_score(score) + 0.0, Z95 * error * slope)
