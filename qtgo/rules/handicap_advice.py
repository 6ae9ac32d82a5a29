"""Handicap advice for two human players: the stones and komi their ranks call for.

Ranks are read on the scale each player's rank comes from and brought to the European
scale, where one rank is one stone on 19x19; a gap of one rank is an even game with the
weaker player taking Black and komi 0.5; a gap of N >= 2 ranks is N stones, komi 0.5
(RULES.md §4). On smaller boards a stone is worth more ranks (the area ratio: about two
ranks on 13x13, four or five on 9x9). The rule set's compensation then decides the komi:
territory scoring needs none, and area scoring needs White to get back the points the
handicap stones count as area. Chinese (N) and AGA (N-1, which makes its area count equal
its territory count, RULES.md §3) do that at the count; the area sets that give nothing
get the N-1 points as komi instead, so a handicap is worth the same under every rule set.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .handicap import max_fixed_handicap
from .komi import komi_convention
from .ruleset import Ruleset, Scoring
from .types import RulesError

__all__ = [
    "HandicapAdvice",
    "HandicapAdviceError",
    "HandicapAdviceErrorReason",
    "HandicapFit",
    "HandicapVerdict",
    "Rank",
    "RankScale",
    "Seat",
    "advise_handicap",
    "judge_handicap",
]

HANDICAP_KOMI = 0.5


class RankScale(enum.Enum):
    """The rank systems players quote. ``offset`` is how many stones a rank of the scale
    reads stronger than the same strength on the European scale: the rough figures of
    Sensei's Library's "Rank worldwide comparison", which differ a little by level."""

    EUROPEAN = "european"
    AGA = "aga"
    JAPANESE = "japanese"
    KOREAN = "korean"
    CHINESE = "chinese"

    @property
    def offset(self) -> int:
        return _OFFSETS[self]


_OFFSETS = {
    RankScale.EUROPEAN: 0,
    RankScale.AGA: 1,
    RankScale.JAPANESE: 2,
    RankScale.KOREAN: 3,
    RankScale.CHINESE: 1,
}


class HandicapAdviceErrorReason(enum.Enum):
    BAD_RANK = "bad-rank"  # not "5k", "3d", "12 kyu", "2 dan" in range
    BAD_BOARD = "bad-board"  # a board without fixed handicap points


class HandicapAdviceError(RulesError):
    """Advice that cannot be given; ``reason`` says why (the UI translates the reason)."""

    def __init__(self, reason: HandicapAdviceErrorReason, message: str) -> None:
        self.reason = reason
        super().__init__(message)


# Latin and Cyrillic: a Russian player types 5к or 2д (кю, дан).
_RANK = re.compile(r"^\s*(\d{1,2})\s*(k|kyu|d|dan|к|кю|д|дан)\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Rank:
    """A kyu (1..30) or dan (1..9) rank on one scale."""

    number: int
    dan: bool
    scale: RankScale = RankScale.EUROPEAN

    def __post_init__(self) -> None:
        top = 9 if self.dan else 30
        if not 1 <= self.number <= top:
            kind = "dan" if self.dan else "kyu"
            raise HandicapAdviceError(
                HandicapAdviceErrorReason.BAD_RANK, f"{self.number} {kind}: not between 1 and {top}"
            )

    @classmethod
    def parse(cls, text: str, scale: RankScale = RankScale.EUROPEAN) -> Rank:
        """``"5k"``, ``"3d"``, ``"12 kyu"``, ``"2 dan"``, ``"5к"``, ``"2 дан"``."""
        match = _RANK.match(text)
        if match is None:
            raise HandicapAdviceError(HandicapAdviceErrorReason.BAD_RANK, f"{text!r} is not a rank like 5k or 3d")
        return cls(int(match.group(1)), match.group(2).lower()[0] in "dд", scale)

    @property
    def strength(self) -> int:
        """On the European scale, in stones: 1k = 0, 1d = 1, 5k = -4."""
        own = self.number if self.dan else 1 - self.number
        return own - self.scale.offset

    def __str__(self) -> str:
        return f"{self.number}{'d' if self.dan else 'k'}"


class Seat(enum.Enum):
    """Who takes Black: the weaker player, or either (nigiri) when the ranks are equal."""

    FIRST = "first"
    SECOND = "second"
    NIGIRI = "nigiri"


@dataclass(frozen=True, slots=True)
class HandicapAdvice:
    """What to play: ``handicap`` stones (0 = none), ``komi``, who takes Black, and why."""

    black: Seat
    handicap: int
    komi: float
    gap: int  # the rank gap in stones on this board, rounded
    compensation: int  # points White gets at the count under the rule set (Chinese N, AGA N-1)
    komi_for_area: float  # the part of ``komi`` that stands in for missing compensation
    capped: bool  # the gap was more than the board's most stones
    ruleset_name: str

    def explanation(self) -> str:
        """One English line; the UI builds its own translated line from the fields."""
        if self.black is Seat.NIGIRI:
            return f"Equal strength: an even game, komi {_number(self.komi)}, colours by nigiri."
        who = "the first player" if self.black is Seat.FIRST else "the second player"
        if self.handicap == 0:
            return f"One stone apart: {who} takes Black with no handicap, komi {_number(self.komi)}."
        text = f"{self.gap} stones apart: {who} takes Black with {self.handicap} stones, komi {_number(self.komi)}"
        if self.capped:
            text += f" ({self.handicap} is the most this board takes)"
        if self.compensation:
            text += f"; White also gets {self.compensation} points at the count"
        if self.komi_for_area:
            text += f"; the komi holds {_number(self.komi_for_area)} points for the stones counted as area"
        return text + "."


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def stones_per_rank(size: int) -> float:
    """How many handicap stones one rank is worth on a ``size`` board (1 on 19x19)."""
    return (size / 19) ** 2


def advise_handicap(first: Rank, second: Rank, ruleset: Ruleset, *, size: int = 19) -> HandicapAdvice:
    """The handicap and komi for ``first`` against ``second`` under ``ruleset`` on a ``size``
    board; the weaker takes Black."""
    limit = max_fixed_handicap(size, size)
    if limit == 0:
        raise HandicapAdviceError(HandicapAdviceErrorReason.BAD_BOARD, f"{size}x{size} has no handicap points")
    difference = first.strength - second.strength
    gap = math.floor(abs(difference) * stones_per_rank(size) + 0.5)
    convention = komi_convention(ruleset.name)
    if gap == 0:
        return HandicapAdvice(Seat.NIGIRI, 0, convention.even, 0, 0, 0.0, False, ruleset.name)
    black = Seat.FIRST if difference < 0 else Seat.SECOND
    if gap == 1:
        return HandicapAdvice(black, 0, HANDICAP_KOMI, 1, 0, 0.0, False, ruleset.name)
    stones = min(gap, limit)
    compensation = ruleset.handicap_compensation.points(stones)
    owed = (stones - 1) - compensation if ruleset.scoring is Scoring.AREA else 0
    area_part = float(max(owed, 0))
    return HandicapAdvice(
        black, stones, HANDICAP_KOMI + area_part, gap, compensation, area_part, gap > limit, ruleset.name
    )


# ---------------------------------------------------------------------- after the game
#: What one handicap stone is worth in points: about twice the komi of an even game.
POINTS_PER_STONE = 14.0
#: The middle game, as shares of the game's positions: after the opening's first fifth
#: (the stones' value is still being turned into territory), before the last quarter (a
#: lost game's lead runs away once one side gives up).
MIDDLE_GAME = (0.2, 0.75)
#: Fewer evaluated middle-game positions than this say nothing.
MIN_POSITIONS = 5


class HandicapFit(enum.Enum):
    """What the analysed game says of its handicap."""

    ABOUT_RIGHT = "about-right"  # the lead stayed within half a stone of zero
    TOO_MANY = "too-many"  # Black ran away: fewer stones would have been even
    TOO_FEW = "too-few"  # White ran away: more stones would have been even
    UNKNOWN = "unknown"  # too little of the game is analysed to say


@dataclass(frozen=True, slots=True)
class HandicapVerdict:
    """``lead`` is Black's mean lead over the middle game; ``stones`` how many stones fewer
    (TOO_MANY) or more (TOO_FEW) would have made the game even; ``positions`` how many
    evaluated positions that mean is of. Data only: the Lesson menu says it in the user's
    language (``ui.teaching.lesson.handicap_verdict_text``)."""

    fit: HandicapFit
    lead: float | None
    stones: int
    positions: int


def judge_handicap(leads: Sequence[float | None], *, points_per_stone: float = POINTS_PER_STONE) -> HandicapVerdict:
    """Whether the handicap was about right, from Black's lead at each main-line position
    (index 0 the start; None where the position was not analysed), as a review stores it.

    The middle game's mean lead decides: within half a stone of zero the handicap fitted;
    beyond it the side ahead ran away, by about ``lead / points_per_stone`` stones.
    """
    start, end = (math.floor(share * len(leads)) for share in MIDDLE_GAME)
    middle = [lead for lead in leads[start:end] if lead is not None]
    if len(middle) < MIN_POSITIONS:
        return HandicapVerdict(HandicapFit.UNKNOWN, None, 0, len(middle))
    mean = sum(middle) / len(middle)
    if abs(mean) <= points_per_stone / 2:
        return HandicapVerdict(HandicapFit.ABOUT_RIGHT, mean, 0, len(middle))
    stones = max(1, math.floor(abs(mean) / points_per_stone + 0.5))
    fit = HandicapFit.TOO_MANY if mean > 0 else HandicapFit.TOO_FEW
    return HandicapVerdict(fit, mean, stones, len(middle))
