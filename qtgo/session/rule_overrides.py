"""qtgo's private root property for rules changed from the preset that ``RU`` names.

SGF's ``RU`` names a rule set, not its options, so a game started as "Japanese with
positional superko" would reopen as plain Japanese. The New game dialog's overrides are
written as ``QRO[ko=positional;suicide=allowed;scoring=area]`` (only the options that
differ from the preset ``RU`` names; Tibetan go's bonuses as ``centre=end;corners=none``) and applied on top of ``RU`` when a record is opened.
Other programs ignore the unknown property; a record without it is read as before.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from qtgo.rules import CentreBonus, CornerBonus, KoRule, Ruleset, Scoring

#: The private root property holding the overrides.
RULE_OVERRIDES = "QRO"

_SUICIDE = {"allowed": True, "forbidden": False}


def overrides_value(ruleset: Ruleset) -> str | None:
    """The ``QRO`` value for ``ruleset``: its options that differ from the preset of its ``RU``."""
    base, _warning = Ruleset.from_sgf(ruleset.sgf_name)
    parts = []
    if ruleset.ko is not base.ko:
        parts.append(f"ko={ruleset.ko.value}")
    if ruleset.multi_stone_suicide != base.multi_stone_suicide:
        parts.append(f"suicide={'allowed' if ruleset.multi_stone_suicide else 'forbidden'}")
    if ruleset.scoring is not base.scoring:
        parts.append(f"scoring={ruleset.scoring.value}")
    if ruleset.centre_bonus is not base.centre_bonus:
        parts.append(f"centre={ruleset.centre_bonus.value}")
    if ruleset.corner_bonus is not base.corner_bonus:
        parts.append(f"corners={ruleset.corner_bonus.value}")
    return ";".join(parts) or None


def apply_overrides(ruleset: Ruleset, value: str | None) -> tuple[Ruleset, list[str]]:
    """``ruleset`` with the options a ``QRO`` value sets; warnings for parts it cannot read."""
    warnings: list[str] = []
    if not value or not value.strip():
        return ruleset, warnings
    changes: dict[str, Any] = {}
    for part in value.split(";"):
        if not part.strip():
            continue
        key, _sep, text = part.partition("=")
        key, text = key.strip().lower(), text.strip().lower()
        try:
            if key == "ko":
                changes["ko"] = KoRule(text)
            elif key == "suicide":
                changes["multi_stone_suicide"] = _SUICIDE[text]
            elif key == "scoring":
                changes["scoring"] = Scoring(text)
            elif key == "centre":
                changes["centre_bonus"] = CentreBonus(text)
            elif key == "corners":
                changes["corner_bonus"] = CornerBonus(text)
            else:
                raise KeyError(key)
        except (KeyError, ValueError):
            warnings.append(f"ignored rule override {RULE_OVERRIDES}[{part.strip()}]")
    return (dataclasses.replace(ruleset, **changes) if changes else ruleset), warnings
