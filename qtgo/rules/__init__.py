"""The rules of Go, pure Python: board, moves, ko and superko, rule sets, handicap, scoring.

No Qt here: the GUI, the CLI and the SGF replay all build on this package. The
dead-stone estimator is ``qtgo.rules.estimate.estimate`` (the module keeps its name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .benson import unconditionally_alive
from .board import MAX_SIZE, MIN_SIZE, Board
from .counting import CountingMarks
from .game import Game, Outcome, OutcomeReason, Phase
from .handicap import HandicapPlacement, fixed_handicap_points, max_fixed_handicap
from .ruleset import (
    HISTORICAL_PRESETS,
    PRESET_NAMES,
    CentreBonus,
    CornerBonus,
    HandicapCompensation,
    KoRule,
    Opening,
    Ruleset,
    Scoring,
    TieBreak,
)
from .scoring import ScoreBreakdown, SideScore, detect_seki, format_result, score_position
from .tibetan import StartingPosition
from .types import (
    Color,
    ColorError,
    IllegalMoveError,
    IllegalReason,
    Move,
    Point,
    RulesError,
    UnknownRulesetError,
)

if TYPE_CHECKING:
    from .estimate import Estimate


def __getattr__(name: str) -> object:
    """``Estimate`` is imported on first use: the estimator's playout engine is not needed
    to open a window or read a record (start-up)."""
    if name == "Estimate":
        from .estimate import Estimate

        return Estimate
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "HISTORICAL_PRESETS",
    "MAX_SIZE",
    "MIN_SIZE",
    "PRESET_NAMES",
    "Board",
    "CentreBonus",
    "Color",
    "ColorError",
    "CornerBonus",
    "CountingMarks",
    "Estimate",
    "Game",
    "HandicapCompensation",
    "HandicapPlacement",
    "IllegalMoveError",
    "IllegalReason",
    "KoRule",
    "Move",
    "Opening",
    "Outcome",
    "OutcomeReason",
    "Phase",
    "Point",
    "RulesError",
    "Ruleset",
    "ScoreBreakdown",
    "Scoring",
    "SideScore",
    "StartingPosition",
    "TieBreak",
    "UnknownRulesetError",
    "detect_seki",
    "fixed_handicap_points",
    "format_result",
    "max_fixed_handicap",
    "score_position",
    "unconditionally_alive",
]
