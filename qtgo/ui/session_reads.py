"""What the widgets read of the open game: the adapter's read-only side.

``SessionAdapter`` inherits these accessors; they only ask the pure ``GameSession``, never
change it, so the adapter's own module keeps to commands, signals and plumbing.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.rules import Color, Point, Ruleset
from qtgo.session import Assumed, Commands, GameSession, Mode
from qtgo.session.display import BoardDisplay

if TYPE_CHECKING:
    from qtgo.clock import GameClock, PlayerClock
    from qtgo.rules import Outcome, ScoreBreakdown
    from qtgo.rules.estimate import Estimate
    from qtgo.session import UndoRequest
    from qtgo.session.recount import Recount

__all__ = ["SessionReads"]


class SessionReads:
    """Read-only accessors over ``session`` (and the estimate on show, for the display)."""

    session: GameSession
    estimate: Estimate | None

    def commands(self) -> Commands:
        return self.session.commands()

    @property
    def mode(self) -> Mode:
        return self.session.mode

    @property
    def scoring(self) -> bool:
        return self.session.scoring

    @property
    def node(self) -> sgf.Node:
        return self.session.node

    @property
    def root(self) -> sgf.Node:
        return self.session.tree.root

    def line_path(self) -> list[sgf.Node]:
        """Root to the end of the line the navigation follows from the current node."""
        cursor = self.session.cursor
        return cursor.path(cursor.line_end())

    @property
    def to_play(self) -> Color:
        return self.session.to_play

    @property
    def resume_asks_who(self) -> bool:
        """Resuming now follows who asks (the count came after the passes)."""
        return self.session.resume_asks_who

    @property
    def at_live_end(self) -> bool:
        return self.session.at_live_end

    @property
    def live_node(self) -> sgf.Node | None:
        """Where the game played here stands (or stopped, once it ended)."""
        live = self.session.live
        return live.node if live is not None else None

    @property
    def handicap_to_place(self) -> int:
        return self.session.handicap_to_place

    @property
    def in_branch(self) -> bool:
        live = self.session.live
        return live is not None and live.branch_point is not None

    @property
    def clock(self) -> GameClock | None:
        return self.session.clock

    def recorded_clock(self, color: Color) -> PlayerClock | None:
        return self.session.record.recorded_clock(color, self.session.node)

    @property
    def captures(self) -> dict[Color, int]:
        return dict(self.session.game.captures)

    @property
    def size(self) -> tuple[int, int]:
        return self.session.record.size

    @property
    def ruleset(self) -> Ruleset:
        return self.session.record.ruleset

    @property
    def result(self) -> str | None:
        return self.session.record.result

    @property
    def outcome(self) -> Outcome | None:
        return self.session.outcome

    @property
    def path(self) -> Path | None:
        return self.session.record.path

    @property
    def modified(self) -> bool:
        return self.session.modified

    @property
    def warnings(self) -> list[str]:
        return list(self.session.record.warnings)

    def player_name(self, color: Color) -> str:
        return self.session.record.player_name(color)

    def title(self) -> str:
        return self.session.record.title()

    def game_info(self) -> dict[str, str]:
        return self.session.record.game_info()

    def assumed(self) -> Assumed:
        """The rules and komi the game is played by that its record does not give."""
        return self.session.record.assumed()

    @property
    def comment(self) -> str:
        return self.session.record.comment(self.session.node)

    def move_number(self) -> int:
        return self.session.cursor.move_number()

    def variation_index(self) -> tuple[int, int]:
        return self.session.cursor.variation_index()

    def games(self) -> list[sgf.GameTree]:
        return list(self.session.record.games)

    @property
    def game_index(self) -> int:
        return self.session.record.index

    def undo_request(self) -> UndoRequest | None:
        return self.session.undo_request()

    def count(self) -> ScoreBreakdown | None:
        """The breakdown on show: the count under way, or the one accepted on this node."""
        if self.session.counting is not None:
            return self.session.score()
        final = self.session.final
        return final[1] if final is not None and final[0] is self.session.node else None

    def recount(self) -> Recount | None:
        """A count begun from a reopened record's accepted count, beside ``RE`` when they differ."""
        return self.session.recount()

    @property
    def counted_from_record(self) -> bool:
        return self.session.counting is not None and self.session.counting.recorded is not None

    @property
    def unsure_stones(self) -> frozenset[Point]:
        """The stones the estimator's proposal for this count was unsure of."""
        return self.session.counting.unsure if self.session.counting is not None else frozenset()

    def estimated_score(self, dead: frozenset[Point]) -> ScoreBreakdown:
        return self.session.estimated_score(dead)

    def display(self) -> BoardDisplay:
        """The board display for the current node, with the estimate's ownership if shown."""
        ownership = None
        if self.estimate is not None and not self.session.scoring:
            ownership = tuple(tuple(row) for row in self.estimate.ownership)
        return self.session.display(ownership=ownership)
