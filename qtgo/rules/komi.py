"""Each rule set's komi convention, as data: what komi a new game gets by default.

The New game dialog and the session read this table; neither hard-codes a figure.
Sources: RULES.md §3 (the presets' even-game komi) and §4 (handicap games: "usually 0.5").
"""

from __future__ import annotations

from dataclasses import dataclass

from .ruleset import Ruleset

__all__ = ["KOMI_CONVENTIONS", "KomiConvention", "default_komi", "komi_convention"]


@dataclass(frozen=True)
class KomiConvention:
    """The komi of an even game and of a handicap game under one rule set."""

    even: float
    handicap: float

    def komi(self, handicap: int) -> float:
        """The conventional komi for a game with ``handicap`` stones (0 = even game)."""
        return self.handicap if handicap >= 2 else self.even


#: Per preset. Territory sets give White half a point in handicap games so that there is no
#: draw; the area sets do the same (their handicap compensation, N or N-1 points, is a
#: separate term of the score, not part of komi).
KOMI_CONVENTIONS: dict[str, KomiConvention] = {
    "japanese": KomiConvention(6.5, 0.5),
    "korean": KomiConvention(6.5, 0.5),
    "igs": KomiConvention(6.5, 0.5),
    "chinese": KomiConvention(7.5, 0.5),
    "aga": KomiConvention(7.5, 0.5),
    "new-zealand": KomiConvention(7.0, 0.5),
    "ing": KomiConvention(8.0, 0.5),
    "tromp-taylor": KomiConvention(7.5, 0.5),
}


def komi_convention(rules: str) -> KomiConvention:
    """The convention of a preset by name; a preset without an entry uses its own komi
    for even games and 0.5 with handicap (RULES.md §4)."""
    preset = Ruleset.preset(rules)
    return KOMI_CONVENTIONS.get(preset.name, KomiConvention(float(preset.komi), 0.5))


def default_komi(rules: str, handicap: int = 0) -> float:
    """The komi a new game under ``rules`` with ``handicap`` stones gets unless chosen."""
    return komi_convention(rules).komi(handicap)
