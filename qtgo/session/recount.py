"""A reopened game counted again, set beside the result its record gives.

When the count starts from the accepted count of a record (``TB``/``TW``) it normally
reproduces ``RE``; where it does not, the players see both results and why they differ,
instead of a silent new figure.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo.sgf.accepted import count_marks, result_score

if TYPE_CHECKING:
    from qtgo.rules import Board, Point, ScoreBreakdown
    from qtgo.sgf.accepted import AcceptedCount


class RecountReason(enum.Enum):
    """Why a recount differs from the recorded result."""

    #: The dead stones now differ from the ones the record accepted (at ``Recount.points``).
    DEAD_STONES = "dead-stones"
    #: The same dead stones, but the territory differs from the record's marks (at
    #: ``Recount.points``): a seki read otherwise, or marks edited by hand.
    TERRITORY = "territory"
    #: The recorded result is no count (resignation, time, forfeit, text).
    NOT_A_COUNT = "not-a-count"
    #: Same marks, another figure: the result was counted with other komi, rules or time
    #: penalties, or written by hand.
    OTHER = "other"


@dataclass(frozen=True)
class Recount:
    """The recorded result beside the count's, and the reason they differ."""

    recorded: str
    counted: str
    reason: RecountReason
    points: frozenset[Point] = frozenset()


def compare_recount(
    recorded_result: str | None, accepted: AcceptedCount, breakdown: ScoreBreakdown, board: Board
) -> Recount | None:
    """None when the record has no result or the count gives the same one."""
    if not recorded_result:
        return None
    recorded = result_score(recorded_result)
    if recorded is not None and recorded == result_score(breakdown.result):
        return None
    if recorded is None:
        return Recount(recorded_result, breakdown.result, RecountReason.NOT_A_COUNT)
    dead = accepted.dead ^ breakdown.dead
    if dead:
        return Recount(recorded_result, breakdown.result, RecountReason.DEAD_STONES, dead)
    marks = count_marks(breakdown, board)
    counted = {point: color for color, points in marks.items() for point in points}
    differing = frozenset(
        point
        for point in accepted.black | accepted.white | counted.keys()
        if accepted.owner(point) is not counted.get(point)
    )
    reason = RecountReason.TERRITORY if differing else RecountReason.OTHER
    return Recount(recorded_result, breakdown.result, reason, differing)
