"""The numbers a score graph draws, worked out once from the stored evaluations.

Every evaluation is already Black's view (see ``analysis``); a move's loss is the drop in
the mover's own lead (or win rate) from the position before it to the one after it, the
same quantity the mistakes list ranks, so the graph's point-loss view and the list agree.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from qtgo.engine.analysis import Analysis
from qtgo.rules import Color

__all__ = ["GraphMode", "Series", "mover_loss", "series_of"]


class GraphMode(enum.Enum):
    """What the graph plots: Black's lead, Black's win rate, or each move's loss."""

    LEAD = "lead"
    WINRATE = "winrate"
    LOSS = "loss"


def _value(analysis: Analysis | None, mode: GraphMode) -> float | None:
    if analysis is None:
        return None
    return analysis.winrate if mode is GraphMode.WINRATE else analysis.score_lead


def mover_loss(before: Analysis | None, after: Analysis | None, mover: Color | None, mode: GraphMode) -> float | None:
    """What ``mover``'s move lost, in points (LEAD) or win rate 0..1 (WINRATE); None unknown."""
    previous, current = _value(before, mode), _value(after, mode)
    if previous is None or current is None or mover is None:
        return None
    sign = 1.0 if mover is Color.BLACK else -1.0
    return (previous - current) * sign


@dataclass(frozen=True)
class Series:
    """One value per main-line position (None where nothing is known).

    ``values`` are Black's lead or win rate; in LOSS mode they are the mover's loss in
    points (position 0, before any move, has none). ``losses`` are always the mover's loss
    in the unit of ``unit_mode`` (points, or win rate for a winrate-only engine).
    """

    mode: GraphMode
    values: tuple[float | None, ...]
    losses: tuple[float | None, ...]
    unit_mode: GraphMode


def series_of(evaluations: Sequence[Analysis | None], movers: Sequence[Color | None], mode: GraphMode) -> Series:
    """The graph's values in ``mode``; ``movers[i]`` made the move that reached position i."""
    has_lead = any(a is not None and a.score_lead is not None for a in evaluations)
    unit = GraphMode.LEAD if has_lead else GraphMode.WINRATE
    if mode is GraphMode.WINRATE:
        unit = GraphMode.WINRATE
    losses: list[float | None] = [None]
    for index in range(1, len(evaluations)):
        mover = movers[index] if index < len(movers) else None
        losses.append(mover_loss(evaluations[index - 1], evaluations[index], mover, unit))
    if mode is GraphMode.LOSS:
        values: tuple[float | None, ...] = tuple(losses[: len(evaluations)])
    else:
        values = tuple(_value(a, mode) for a in evaluations)
    return Series(mode, values, tuple(losses[: len(evaluations)]), unit)
