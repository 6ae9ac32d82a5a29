"""``Counting``: the count of one position under way, as the players mark it.

It holds the node being counted and the players' ``rules.CountingMarks``; the board logic of
marking is the rules package's. The session decides when counting starts and how it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.rules import Color, Game, Phase, Point, Ruleset

if TYPE_CHECKING:
    from qtgo.rules import ScoreBreakdown
    from qtgo.rules.estimate import Estimate
    from qtgo.sgf.accepted import AcceptedCount


class Counting:
    """Dead stones and seki overrides of the position at ``node``."""

    def __init__(self, node: sgf.Node, game: Game) -> None:
        self.node = node
        self.game = game
        # Whether the passes ended play here: only then is resuming a dispute in which the
        # opponent of the player who asks moves first (RULES.md §1). A count begun mid-game
        # is a look at the score, and play goes on in turn.
        self.after_passes = game.phase is Phase.SCORING
        # The rules' counting (scoring, seki, Benson) is imported when a count begins, not at start.
        from qtgo.rules.counting import CountingMarks

        self.marks = CountingMarks()
        # The accepted count of a reopened record this count started from (its TB/TW).
        self.recorded: AcceptedCount | None = None
        # The stones the estimator's proposal was unsure of (the players should look at them).
        self.unsure: frozenset[Point] = frozenset()

    def propose(self, estimate: Estimate) -> None:
        """Take the estimator's dead stones as the marking to start from."""
        self.set_dead(estimate.dead)
        self.unsure = estimate.unsure

    def use_record(self, recorded: AcceptedCount) -> None:
        """Start from the dead stones the players accepted, as the record marks them."""
        self.recorded = recorded
        self.set_dead(recorded.dead)

    @property
    def dead(self) -> frozenset[Point]:
        return self.marks.dead

    def set_dead(self, points: Iterable[Point]) -> None:
        """Replace the dead set (e.g. the estimator's proposal); empty points are ignored."""
        self.marks = self.marks.with_dead(self.game.board, list(points))

    def mark_dead(self, point: Point) -> frozenset[Point]:
        """Toggle the whole chain at ``point`` between alive and dead; returns the chain."""
        self.marks, chain = self.marks.toggle_dead(self.game.board, point)
        return chain

    def mark_seki(self, point: Point) -> frozenset[Point]:
        """Toggle whether the chain at ``point`` and its seki partners are in seki."""
        self.marks, stones = self.marks.toggle_seki(self.game, point)
        return stones

    def seki_stones(self) -> frozenset[Point]:
        return self.marks.seki_stones(self.game)

    def score(self, penalties: Mapping[Color, float] | None = None) -> ScoreBreakdown:
        return self.marks.score(self.game, penalties)


#: A score estimate to run on a worker thread (the estimator is imported when it runs).
EstimateJob = Callable[[], "Estimate"]


def estimate_job(game: Game, to_play: Color, ruleset: Ruleset) -> EstimateJob:
    """The estimate of ``game``'s position as a job for a worker thread (its board copied)."""
    board = game.board.copy()

    def job() -> Estimate:
        from qtgo.rules.estimate import estimate

        return estimate(board, to_play, ruleset)

    return job
