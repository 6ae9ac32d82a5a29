"""One line per rule set for ``score --all-rules``: what that rule set counted, term by term,
each figure taken from its own breakdown (so every sentence can be checked against it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo._format import format_number

if TYPE_CHECKING:
    from qtgo.rules import Ruleset, ScoreBreakdown, SideScore

__all__ = ["explain"]

_METHOD = {
    "area": "area scoring (stones on the board + territory)",
    "territory": "territory scoring (territory + prisoners + dead stones)",
    "stones": "stone scoring (stones on the board only)",
}


def _side(name: str, side: SideScore, scoring: str) -> str:
    if scoring == "area":
        terms = f"{side.stones} stones + {side.territory} territory"
    elif scoring == "territory":
        terms = f"{side.territory} territory + {side.prisoners} prisoners + {side.dead} dead"
    else:
        terms = f"{side.stones} stones"
    extras = []
    if side.komi:
        extras.append(f" + {format_number(side.komi)} komi")
    if side.handicap:
        extras.append(f" + {side.handicap} handicap compensation")
    bonus = side.centre + side.corners
    if bonus:
        extras.append(f" {'+' if bonus > 0 else '-'} {abs(bonus)} centre and corner bonuses")
    if side.penalty:
        extras.append(f" - {format_number(side.penalty)} penalty")
    more = "".join(extras)
    return f"{name} {terms}{more} = {format_number(side.total)}"


def explain(ruleset: Ruleset, breakdown: ScoreBreakdown) -> str:
    """``"AGA: area scoring ...; White gets 3 points of handicap compensation (N-1); ..."``."""
    scoring = breakdown.scoring.name.lower()
    parts = [_METHOD.get(scoring, scoring)]
    compensation = max(breakdown.black.handicap, breakdown.white.handicap)
    if compensation:
        who = "White" if breakdown.white.handicap else "Black"
        rule = ruleset.handicap_compensation.name.replace("_MINUS_", "-")
        parts.append(f"{who} gets {compensation} points of handicap compensation ({rule})")
    parts.append("eyes in seki count as territory" if ruleset.seki_eyes_count else "eyes in seki are not territory")
    parts.append(_side("Black", breakdown.black, scoring))
    parts.append(_side("White", breakdown.white, scoring))
    return "; ".join(parts)
