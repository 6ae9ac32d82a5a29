"""Guess the next move: points for how close each guess comes, and a score at the end.

The student steps through a record and guesses each move of one side (or both). A guess
scores most when it is the move played; an engine candidate that loses little against the
engine's best scores nearly as much (a strong alternative is not a mistake); a guess next
to the played move scores a little (it read the right area). Without an analysis, only the
played move and nearness count. Scores never depend on timing.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from qtgo.engine.analysis import Analysis
from qtgo.rules import Color, Move, Point
from qtgo.session.errors import Problem, SessionError

__all__ = ["Guess", "GuessKind", "GuessQuiz", "score_guess", "PLAYED_POINTS"]

PLAYED_POINTS = 10
#: An engine candidate's points by the points it loses against the engine's best move.
CANDIDATE_POINTS = ((0.5, 8), (2.0, 5), (5.0, 2))
#: A guess this many lines from the played move (the larger of the two distances) scores.
NEAR_POINTS = ((1, 3), (2, 1))


class GuessKind(enum.Enum):
    PLAYED = "played"  # the move of the record
    ENGINE = "engine"  # one of the engine's candidates, losing little
    NEAR = "near"  # beside the played move
    MISS = "miss"


@dataclass(frozen=True, slots=True)
class Guess:
    """One guess and what it earned; ``loss`` is the candidate's loss in points, if any."""

    number: int  # the move number guessed
    guess: Point | None
    played: Point | None
    kind: GuessKind
    points: int
    loss: float | None = None


def _loss(analysis: Analysis, point: Point | None, mover: Color) -> float | None:
    """How many points ``point`` loses against the engine's best candidate, mover's view."""
    sign = 1.0 if mover is Color.BLACK else -1.0
    leads = {c.point: sign * c.score_lead for c in analysis.candidates if c.score_lead is not None}
    if point not in leads or not leads:
        return None
    return max(max(leads.values()) - leads[point], 0.0)


def score_guess(number: int, guess: Point | None, played: Move, analysis: Analysis | None = None) -> Guess:
    """The points of ``guess`` for the move ``played`` (numbered ``number``)."""
    if guess == played.point:
        return Guess(number, guess, played.point, GuessKind.PLAYED, PLAYED_POINTS)
    best = Guess(number, guess, played.point, GuessKind.MISS, 0)
    if analysis is not None:
        loss = _loss(analysis, guess, played.color)
        if loss is not None:
            for limit, points in CANDIDATE_POINTS:
                if loss <= limit:
                    best = Guess(number, guess, played.point, GuessKind.ENGINE, points, loss)
                    break
    if guess is not None and played.point is not None:
        distance = max(abs(guess.x - played.point.x), abs(guess.y - played.point.y))
        for limit, points in NEAR_POINTS:
            if distance <= limit and points > best.points:
                best = Guess(number, guess, played.point, GuessKind.NEAR, points)
                break
    return best


@dataclass
class GuessQuiz:
    """The moves to guess (the record's, numbered from ``first``) and the guesses so far.

    ``side`` asks only that colour's moves (a player going over their own games); the other
    side's moves are shown, not asked. ``guess`` scores the next asked move and moves on;
    ``finished`` says the record is done.
    """

    moves: Sequence[Move]
    first: int = 1
    analyses: Sequence[Analysis | None] = ()
    guesses: list[Guess] = field(default_factory=list)
    side: Color | None = None
    #: The indexes into ``moves`` of the moves to guess, in order.
    asked: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.asked = tuple(i for i, move in enumerate(self.moves) if self.side is None or move.color is self.side)

    @property
    def finished(self) -> bool:
        return len(self.guesses) >= len(self.asked)

    @property
    def next_index(self) -> int:
        """The index into ``moves`` of the next move to guess (``len(moves)`` when finished)."""
        asked = self.asked
        return asked[len(self.guesses)] if len(self.guesses) < len(asked) else len(self.moves)

    @property
    def next_number(self) -> int:
        return self.first + self.next_index

    @property
    def shown_index(self) -> int:
        """How many of ``moves`` the board shows: those before the next asked move, or at the
        end those up to the last one guessed (the whole record when nothing was asked)."""
        if not self.finished:
            return self.next_index
        asked = self.asked
        return asked[-1] + 1 if asked else len(self.moves)

    def guess(self, point: Point | None) -> Guess:
        """Score ``point`` as the guess for the next asked move; ``SessionError(GAME_OVER)``
        after the last."""
        if self.finished:
            raise SessionError(Problem.GAME_OVER)
        index = self.next_index
        analysis = self.analyses[index] if index < len(self.analyses) else None
        result = score_guess(self.first + index, point, self.moves[index], analysis)
        self.guesses.append(result)
        return result

    @property
    def score(self) -> int:
        return sum(g.points for g in self.guesses)

    @property
    def best_possible(self) -> int:
        return PLAYED_POINTS * len(self.guesses)

    @property
    def percent(self) -> float:
        """The score as a share of the best possible so far, 0..100 (0 before any guess)."""
        return 100.0 * self.score / self.best_possible if self.guesses else 0.0

    def count(self, kind: GuessKind) -> int:
        return sum(1 for g in self.guesses if g.kind is kind)
