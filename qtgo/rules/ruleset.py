"""Rule sets: every option on its own, and the nine presets of RULES.md §3."""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .types import UnknownRulesetError

if TYPE_CHECKING:
    from .tibetan import StartingPosition

__all__ = [
    "HISTORICAL_PRESETS",
    "PRESET_NAMES",
    "CentreBonus",
    "CornerBonus",
    "HandicapCompensation",
    "KoRule",
    "Opening",
    "Ruleset",
    "Scoring",
    "TieBreak",
]


class KoRule(enum.Enum):
    SIMPLE = "simple"
    POSITIONAL = "positional"  # PSK: no earlier board colouring may recur
    SITUATIONAL = "situational"  # SSK: no earlier (colouring, player to move) may recur


class Scoring(enum.Enum):
    AREA = "area"
    TERRITORY = "territory"
    STONES = "stones"


class HandicapCompensation(enum.Enum):
    """Points White receives under area scoring for Black's handicap stones."""

    NONE = "0"
    N = "N"
    N_MINUS_1 = "N-1"

    def points(self, handicap: int) -> int:
        if handicap < 2 or self is HandicapCompensation.NONE:
            return 0
        return handicap if self is HandicapCompensation.N else handicap - 1


class TieBreak(enum.Enum):
    DRAW = "draw"  # jigo, SGF RE[0]
    BLACK_WINS = "black-wins"  # Ing: komi 8, Black wins ties
    FIRST_PLAYER_LOSES = "first-player-loses"  # seed 002: the first player failed to use the first move


class Opening(enum.Enum):
    """What stands on the board before the first move (handicap apart)."""

    EMPTY = "empty"
    TIBETAN = "tibetan"  # twelve stones on the third line, White first (``tibetan``)


class CentreBonus(enum.Enum):
    """Tibetan go's 5 points for the centre point; the accounts differ on who gets them.

    ``FIRST`` (the default of the Tibetan preset): the first player to put a stone there,
    as the encyclopaedia account has it; ``END``: the player holding it (a stone or
    territory) at the end, as Sensei's Library's summary has it.
    """

    NONE = "none"
    FIRST = "first"
    END = "end"


class CornerBonus(enum.Enum):
    """Tibetan go's 20 corner points; the accounts differ on what they reward.

    ``PENALTY`` (the default of the Tibetan preset): a player loses 20 for each corner of
    one of their own starting stones that the opponent takes (encyclopaedia account);
    ``ALL_CORNERS``: 20 for holding all four 1-1 points (Sensei's Library's summary).
    """

    NONE = "none"
    PENALTY = "penalty"
    ALL_CORNERS = "all-corners"


@dataclass(frozen=True)
class Ruleset:
    """One rule set; change an option with ``dataclasses.replace``."""

    name: str
    ko: KoRule
    multi_stone_suicide: bool
    scoring: Scoring
    seki_eyes_count: bool
    handicap_compensation: HandicapCompensation
    komi: float
    tie_break: TieBreak = TieBreak.DRAW
    four_passes_end: bool = False
    # Tibetan go: no play on a point the opponent's previous move emptied (on top of ``ko``).
    no_play_on_emptied: bool = False
    opening: Opening = Opening.EMPTY
    centre_bonus: CentreBonus = CentreBonus.NONE
    corner_bonus: CornerBonus = CornerBonus.NONE

    @classmethod
    def preset(cls, name: str) -> Ruleset:
        """A preset by name, case-insensitive (``"Japanese"``, ``"new-zealand"``, ...)."""
        key = _normalise(name)
        preset = _lookup(_ALIASES.get(key, key))
        if preset is None:
            raise UnknownRulesetError(f"unknown rule set {name!r}; known: {', '.join(PRESET_NAMES)}")
        return preset

    @classmethod
    def from_sgf(cls, ru: str) -> tuple[Ruleset, str | None]:
        """The preset an SGF ``RU`` names, and a warning when it names none (→ Japanese)."""
        text = ru.strip()
        if not text:
            return _PRESETS["japanese"], None
        key = _normalise(text)
        preset = _lookup(_ALIASES.get(key, key))
        if preset is not None:
            return preset, None
        return (
            _PRESETS["japanese"],
            f"unknown rules RU[{text}]: using Japanese rules",
        )

    @property
    def sgf_name(self) -> str:
        """The ``RU`` value to write (SGF's own spellings where FF[4] has one)."""
        return _SGF_NAMES.get(self.name, self.name)

    def starting_position(self, width: int, height: int) -> StartingPosition | None:
        """The stones a new game starts with and who moves first; None for an empty board."""
        if self.opening is Opening.TIBETAN:
            from .tibetan import tibetan_start  # here: only Tibetan games start with stones

            return tibetan_start(width, height)
        return None

    @property
    def draws_possible(self) -> bool:
        return self.tie_break is TieBreak.DRAW and float(self.komi).is_integer()


def _normalise(name: str) -> str:
    key = name.strip().lower()
    for char in " _/.":
        key = key.replace(char, "-")
    while "--" in key:
        key = key.replace("--", "-")
    return key.strip("-")


# Where RULES.md and the user's seeds disagree, the presets follow RULES.md §3 (the program's
# specification) and the seeds' variants are options, because a player choosing "Japanese"
# expects the Japanese rules, not a seed's general description:
# - seeds 001 and 004 state the ko rule as "no earlier position may recur" (superko); the
#   Japanese, Korean, IGS and Chinese presets keep simple ko as RULES.md says, PSK is
#   ``KoRule.POSITIONAL`` for whoever wants the seeds' reading;
# - seed 004 forbids every suicide; NZ, Ing and Tromp-Taylor allow multi-stone suicide as
#   RULES.md says; single-stone suicide is refused everywhere (under Tromp-Taylor it would
#   repeat the colouring, seed 000, and we name it "suicide" because that is what it is);
# - seed 002 has no draws (a tie is lost by the first player): ``TieBreak.FIRST_PLAYER_LOSES``,
#   an option, while integer komi gives a draw by default as RULES.md §2 says;
# - seed 002 counts stones only: ``Scoring.STONES``.
_PRESETS: dict[str, Ruleset] = {
    "japanese": Ruleset("japanese", KoRule.SIMPLE, False, Scoring.TERRITORY, False, HandicapCompensation.NONE, 6.5),
    "korean": Ruleset("korean", KoRule.SIMPLE, False, Scoring.TERRITORY, False, HandicapCompensation.NONE, 6.5),
    "igs": Ruleset("igs", KoRule.SIMPLE, False, Scoring.TERRITORY, False, HandicapCompensation.NONE, 6.5),
    "chinese": Ruleset("chinese", KoRule.SIMPLE, False, Scoring.AREA, True, HandicapCompensation.N, 7.5),
    "aga": Ruleset("aga", KoRule.SITUATIONAL, False, Scoring.AREA, True, HandicapCompensation.N_MINUS_1, 7.5),
    "new-zealand": Ruleset("new-zealand", KoRule.SITUATIONAL, True, Scoring.AREA, True, HandicapCompensation.NONE, 7.0),
    # Ing: komi 8 and Black wins ties (7.5 in effect), RULES.md §3.
    "ing": Ruleset(
        "ing", KoRule.POSITIONAL, True, Scoring.AREA, True, HandicapCompensation.NONE, 8.0, TieBreak.BLACK_WINS
    ),
    "tromp-taylor": Ruleset(
        "tromp-taylor",
        KoRule.POSITIONAL,
        True,
        Scoring.AREA,
        True,
        HandicapCompensation.NONE,
        7.5,
        TieBreak.DRAW,
        four_passes_end=True,
    ),
    # Tibetan go (RULES.md §3, sources in ``tibetan``): 17×17, twelve starting stones, White
    # first, no komi. The bonus defaults follow the encyclopaedia account (ru.wikipedia,
    # after Fairbairn's Go World article), the one that states both bonuses as rules; the
    # Sensei's Library summary marks its own scoring as "still to investigate".
    "tibetan": Ruleset(
        "tibetan",
        KoRule.SIMPLE,
        False,
        Scoring.AREA,
        True,
        HandicapCompensation.NONE,
        0.0,
        no_play_on_emptied=True,
        opening=Opening.TIBETAN,
        centre_bonus=CentreBonus.FIRST,
        corner_bonus=CornerBonus.PENALTY,
    ),
}

# The Chinese rules as OGS and KGS play them: the written Chinese rules, positional superko
# (KataGo's ``chinese-ogs``/``chinese-kgs``, GTP_Extensions.md; RULES.md §3's "PSK as an
# option"), where the plain preset keeps the simple ko of Chinese tournament practice. They
# keep the preset's name, so that its label, rules page, komi convention and ``RU`` follow;
# the ko rule that differs is an override like any other (written as ``QRO``).
_SERVER_VARIANTS: dict[str, Ruleset] = {
    "chinese-ogs": dataclasses.replace(_PRESETS["chinese"], ko=KoRule.POSITIONAL),
    "chinese-kgs": dataclasses.replace(_PRESETS["chinese"], ko=KoRule.POSITIONAL),
}


def _lookup(name: str) -> Ruleset | None:
    """A preset or a server's variant of one by its normalised name."""
    return _PRESETS.get(name) or _SERVER_VARIANTS.get(name)


PRESET_NAMES: tuple[str, ...] = tuple(_PRESETS)
#: Presets of historical interest only (seed 004): listed apart from the common ones.
HISTORICAL_PRESETS: tuple[str, ...] = ("tibetan",)

_ALIASES = {
    "jp": "japanese",
    "japan": "japanese",
    "nihon-kiin": "japanese",
    "kr": "korean",
    "korea": "korean",
    "cn": "chinese",
    "china": "chinese",
    "nz": "new-zealand",
    "newzealand": "new-zealand",
    "goe": "ing",
    "ing-goe": "ing",
    "tt": "tromp-taylor",
    "tromptaylor": "tromp-taylor",
    "tromp-tayor": "tromp-taylor",
    "american": "aga",
    "american-go-association": "aga",
    "tibet": "tibetan",
    "mig-mang": "tibetan",
    "migmang": "tibetan",
}

_SGF_NAMES = {
    "japanese": "Japanese",
    "korean": "Korean",
    "igs": "IGS",
    "chinese": "Chinese",
    "aga": "AGA",
    "new-zealand": "NZ",
    "ing": "GOE",
    "tromp-taylor": "Tromp-Taylor",
    "tibetan": "Tibetan",
}
