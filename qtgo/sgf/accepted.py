"""The count a record says the players accepted: ``TB``/``TW`` on the main line's last node.

qtgo (and most programs) write an accepted count as territory markup: each side's
territory, the points of the opponent's dead stones included. Reading it back gives the
dead stones the players agreed on (stones of one colour standing on the other's ``TB`` or
``TW``; an empty point in neither is neutral), so reopening a finished game and counting
it again starts from the players' agreement instead of a fresh estimate.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo.rules import Color, Point

if TYPE_CHECKING:
    from qtgo.rules import Board, ScoreBreakdown
    from qtgo.sgf.tree import Node

__all__ = [
    "AcceptedCount",
    "DeadFrom",
    "accepted_count",
    "count_marks",
    "final_node",
    "mark_count",
    "result_score",
]


class DeadFrom(enum.Enum):
    """Where the dead stones of a count came from (``qtgo-cli score --json``'s ``dead_from``)."""

    RECORDED = "recorded"  # the accepted count in the record's TB/TW
    AUTO = "auto"  # the estimator
    NONE = "none"  # every stone alive
    LIST = "list"  # named one by one


@dataclass(frozen=True)
class AcceptedCount:
    """The territory marks of an accepted count and the dead stones they imply."""

    black: frozenset[Point]
    white: frozenset[Point]
    dead: frozenset[Point]

    def owner(self, point: Point) -> Color | None:
        """Whose the record says ``point`` is (None: neutral)."""
        if point in self.black:
            return Color.BLACK
        if point in self.white:
            return Color.WHITE
        return None


def final_node(node: Node) -> bool:
    """Whether ``node`` ends its game's main line (where an accepted count is written)."""
    return not node.children and node.is_main_line()


def accepted_count(node: Node, board: Board) -> AcceptedCount | None:
    """The count written on ``node`` as ``TB``/``TW`` over ``board``; None when it marks none.

    A point marked for both sides (a hand-edited record) counts for neither.
    """
    if not (node.has("TB") or node.has("TW")):
        return None
    black, white = set(node.territory_black), set(node.territory_white)
    both = black & white
    black -= both
    white -= both
    dead = {p for p in black if board[p] is Color.WHITE} | {p for p in white if board[p] is Color.BLACK}
    return AcceptedCount(frozenset(black), frozenset(white), frozenset(dead))


def count_marks(breakdown: ScoreBreakdown, board: Board) -> dict[Color, frozenset[Point]]:
    """``TB``/``TW`` for a count: each side's territory with the points of the opponent's dead stones."""
    owned: dict[Color, set[Point]] = {Color.BLACK: set(), Color.WHITE: set()}
    for point, owner in breakdown.territory.items():
        owned[owner].add(point)
    for point in breakdown.dead:
        stone = board[point]
        if stone is not None:
            owned[stone.opponent].add(point)
    return {color: frozenset(points) for color, points in owned.items()}


def mark_count(node: Node, breakdown: ScoreBreakdown, board: Board) -> None:
    """Write an accepted count on ``node`` as ``TB``/``TW`` (:func:`count_marks`)."""
    marks = count_marks(breakdown, board)
    for key, color in (("TB", Color.BLACK), ("TW", Color.WHITE)):
        node.set(key, [p.to_sgf() for p in sorted(marks[color])] or None)


def result_score(result: str) -> tuple[Color | None, float] | None:
    """A counted ``RE`` as (winner, margin), a draw as (None, 0); None for any other result
    (resignation, time, forfeit, unknown, text)."""
    text = result.strip()
    if text in ("0", "Draw", "Jigo", "draw", "jigo"):
        return None, 0.0
    winner, plus, margin = text.partition("+")
    if not plus or winner.upper() not in ("B", "W"):
        return None
    try:
        value = float(margin)
    except ValueError:
        return None
    return Color.from_sgf(winner.upper()), value
