"""The rules of Go, pure Python: board, moves, ko and superko, rule sets, handicap, scoring.

No Qt here: the GUI, the CLI and the SGF replay all build on this package. The
dead-stone estimator is ``qtgo.rules.estimate.estimate`` (the module keeps its name).
"""

from __future__ import annotations

from .benson import unconditionally_alive
from .board import MAX_SIZE, MIN_SIZE, Board
from .counting import CountingMarks
from .estimate import Estimate
from .game import Game, Outcome, OutcomeReason, Phase
from .handicap import HandicapPlacement, fixed_handicap_points, max_fixed_handicap
from .ruleset import PRESET_NAMES, HandicapCompensation, KoRule, Ruleset, Scoring, TieBreak
from .scoring import ScoreBreakdown, SideScore, detect_seki, format_result, score_position
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

__all__ = [
    "CountingMarks",
    "Board",
    "Color",
    "ColorError",
    "Estimate",
    "Game",
    "HandicapCompensation",
    "HandicapPlacement",
    "IllegalMoveError",
    "IllegalReason",
    "KoRule",
    "MAX_SIZE",
    "MIN_SIZE",
    "Move",
    "Outcome",
    "OutcomeReason",
    "PRESET_NAMES",
    "Phase",
    "Point",
    "RulesError",
    "Ruleset",
    "ScoreBreakdown",
    "Scoring",
    "SideScore",
    "TieBreak",
    "UnknownRulesetError",
    "detect_seki",
    "fixed_handicap_points",
    "format_result",
    "max_fixed_handicap",
    "score_position",
    "unconditionally_alive",
]
