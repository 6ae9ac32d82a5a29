"""The rules of Go, pure Python: board, moves, ko and superko, rule sets, handicap, scoring.

No Qt here: the GUI, the CLI and the SGF replay all build on this package. The
dead-stone estimator is ``qtgo.rules.estimate.estimate`` (the module keeps its name).
Counting, scoring, Benson's test, the estimator and Tibetan go's opening are imported on
first use (:mod:`qtgo._lazy`): a fresh game's first paint needs none of them.

May import: the standard library, ``qtgo.values`` and ``qtgo._lazy``; no other part of
qtgo, never Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import MAX_SIZE, MIN_SIZE, Board
from .game import Game, OutcomeReason, Phase
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
    from .benson import unconditionally_alive
    from .counting import CountingMarks
    from .estimate import Estimate
    from .game_end import Outcome
    from .scoring import ScoreBreakdown, SideScore, detect_seki, format_result, score_position
    from .tibetan import StartingPosition
else:
    from qtgo._lazy import attach

    __getattr__, __dir__ = attach(
        __name__,
        {
            "benson": ["unconditionally_alive"],
            "counting": ["CountingMarks"],
            "estimate": ["Estimate"],
            "game_end": ["Outcome"],
            "scoring": ["ScoreBreakdown", "SideScore", "detect_seki", "format_result", "score_position"],
            "tibetan": ["StartingPosition"],
        },
    )

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
