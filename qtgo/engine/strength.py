"""An engine at a rank: the GNU Go level or KataGo visit limit that plays about as strong as
a player of that rank, from a measured calibration (``benchmarks/strength_calibration.py``).

The calibration placed GNU Go's levels and KataGo's visit limits on one Elo scale by 9x9
matches, and hangs it on two stated assumptions: GNU Go 3.8 at level 10 plays about 8 kyu
(its long-standing KGS rank) and one rank is about 100 Elo. Between measured settings the
strength is interpolated (linearly in the level, in the logarithm of the visits). KataGo's
figures are those of the small network the tests run; a bigger network is stronger at the
same visits, so a rank asked of it comes out on the strong side (said in the window).
"""

from __future__ import annotations

import enum
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from qtgo.engine.seats import StrengthKind
from qtgo.rules.handicap_advice import Rank

__all__ = [
    "ANCHOR_ELO",
    "CALIBRATION",
    "ELO_PER_RANK",
    "CalibrationPoint",
    "Fit",
    "at_least",
    "StrengthChoice",
    "rank_of_setting",
    "setting_for_rank",
    "strength_to_rank",
]

#: GNU Go 3.8 at level 10, the anchor: about 8 kyu (European strength -7: 1k = 0, 1d = 1).
ANCHOR_STRENGTH = -7.0
ANCHOR_ELO = 0.0
ELO_PER_RANK = 100.0


@dataclass(frozen=True)
class CalibrationPoint:
    """One measured setting: its Elo over GNU Go level 10 and the 95% margin of that figure."""

    kind: str  # StrengthKind.LEVEL or StrengthKind.VISITS
    setting: int
    elo: float
    margin: float
    bound: bool = False  # the Elo is a lower bound: the match that placed it was won every game

    @property
    def strength(self) -> float:
        """In stones on the European scale (1k = 0, 1d = 1)."""
        return ANCHOR_STRENGTH + (self.elo - ANCHOR_ELO) / ELO_PER_RANK


#: Measured by ``benchmarks/strength_calibration.py --games 10`` on 2026-12-02: 60 games on 9x9
#: (Chinese rules, komi 7, colours alternating; GNU Go 3.8, KataGo 1.17.2 with the tests' b6c96
#: network and one search thread). GNU Go's levels played level 10; KataGo at 1 visit played
#: GNU Go at level 10 (8-1, one draw) and each further limit the one below it, so KataGo's
#: figures add up along that chain, and so do their margins (95%, shown per point).
CALIBRATION: tuple[CalibrationPoint, ...] = (
    CalibrationPoint(StrengthKind.LEVEL, 1, -240.8, 269.2),  # 2-8 against level 10
    CalibrationPoint(StrengthKind.LEVEL, 5, -70.4, 219.8),  # 4-6
    CalibrationPoint(StrengthKind.LEVEL, 10, 0.0, 0.0),  # the anchor
    CalibrationPoint(StrengthKind.VISITS, 1, 301.3, 270.4),  # 8-1-1 against GNU Go level 10
    CalibrationPoint(StrengthKind.VISITS, 4, 448.5, 358.2),  # 7-3 against 1 visit
    CalibrationPoint(StrengthKind.VISITS, 16, 830.2, 430.8),  # 8-0-2 against 4 visits
    CalibrationPoint(StrengthKind.VISITS, 64, 1071.0, 485.2),  # 7-1-2 against 16 visits
)


class Fit(enum.Enum):
    """How the setting meets the rank asked for."""

    WITHIN = "within"  # inside the calibrated range
    WEAKEST = "weakest"  # the rank is weaker than the engine's weakest setting: that setting
    STRONGEST = "strongest"  # the rank is stronger than the strongest calibrated setting


@dataclass(frozen=True)
class StrengthChoice:
    setting: int
    strength: float  # what the calibration says the setting plays, in European stones
    fit: Fit

    @property
    def rank(self) -> Rank:
        return strength_to_rank(self.strength)


def strength_to_rank(strength: float) -> Rank:
    """The nearest rank to a strength in European stones (1k = 0, 1d = 1), 30k to 9d."""
    stones = round(strength)
    if stones >= 1:
        return Rank(min(9, stones), dan=True)
    return Rank(min(30, 1 - stones), dan=False)


def _points(kind: str, points: Sequence[CalibrationPoint]) -> list[CalibrationPoint]:
    """The kind's points by setting, their Elo made never to fall as the setting grows (pool
    adjacent violators: a stronger setting measured weaker than a weaker one shares their
    mean, which is within the matches' margin), so that a rank names one setting."""
    found = sorted((p for p in points if p.kind == kind), key=lambda p: p.setting)
    if not found:
        raise ValueError(f"no calibration for {kind!r}")
    blocks: list[list[float]] = []  # [sum of Elo, count] of pooled neighbours
    for point in found:
        blocks.append([point.elo, 1.0])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            total, count = blocks.pop()
            blocks[-1][0] += total
            blocks[-1][1] += count
    fitted = [total / count for total, count in blocks for _ in range(int(count))]
    return [CalibrationPoint(p.kind, p.setting, elo, p.margin, p.bound) for p, elo in zip(found, fitted, strict=True)]


def _axis(kind: str, setting: float) -> float:
    """Where a setting lies on the interpolation axis: the level, or log2 of the visits."""
    return math.log2(max(setting, 1.0)) if kind == StrengthKind.VISITS else setting


def rank_of_setting(kind: str, setting: int, points: Sequence[CalibrationPoint] = CALIBRATION) -> float:
    """The strength (European stones) a level or visit limit plays, interpolated."""
    found = _points(kind, points)
    x = _axis(kind, setting)
    if x <= _axis(kind, found[0].setting):
        return found[0].strength
    for low, high in itertools.pairwise(found):
        x0, x1 = _axis(kind, low.setting), _axis(kind, high.setting)
        if x <= x1:
            share = (x - x0) / (x1 - x0)
            return low.strength + share * (high.strength - low.strength)
    return found[-1].strength


def at_least(kind: str, setting: int, points: Sequence[CalibrationPoint] = CALIBRATION) -> bool:
    """Whether the strength of ``setting`` is only known from below (it is placed above a
    setting whose match was won every game, so its true strength may be higher still)."""
    return any(p.bound and p.setting <= setting for p in points if p.kind == kind)


def setting_for_rank(rank: Rank, kind: str, points: Sequence[CalibrationPoint] = CALIBRATION) -> StrengthChoice:
    """The level (GNU Go) or visit limit (KataGo) that plays nearest to ``rank``."""
    found = _points(kind, points)
    wanted = float(rank.strength)
    if wanted <= found[0].strength:
        fit = Fit.WITHIN if math.isclose(wanted, found[0].strength) else Fit.WEAKEST
        return StrengthChoice(found[0].setting, found[0].strength, fit)
    if wanted >= found[-1].strength:
        fit = Fit.WITHIN if math.isclose(wanted, found[-1].strength) else Fit.STRONGEST
        return StrengthChoice(found[-1].setting, found[-1].strength, fit)
    for low, high in itertools.pairwise(found):
        if low.strength <= wanted <= high.strength:
            share = 0.0 if high.strength == low.strength else (wanted - low.strength) / (high.strength - low.strength)
            x = _axis(kind, low.setting) + share * (_axis(kind, high.setting) - _axis(kind, low.setting))
            setting = round(2**x) if kind == StrengthKind.VISITS else round(x)
            return StrengthChoice(setting, rank_of_setting(kind, setting, points), Fit.WITHIN)
    raise AssertionError("unreachable: the rank lies between two calibrated settings")  # pragma: no cover
