"""KataGo playing like a human of a chosen rank: the ``-human-model`` network and ``humanSLProfile``.

KataGo 1.15 and later imitate human play when started with a human supervised-learning
network (``-human-model b18c384nbt-humanv0.bin.gz``) and a profile (``humanSLProfile
rank_5k``, ``rank_20k`` .. ``rank_9d``), each move chosen from the human policy as KataGo's
``gtp_human5k_example.cfg`` sets it. This module says what goes into the command line's
``-override-config`` (``seats.command_like_a_human`` puts it there); without that network the
option cannot work, and ``HUMAN_MODEL_NEEDED`` says what is needed.
"""

from __future__ import annotations

import re

from qtgo.engine.errors import EngineError, EngineFault

__all__ = ["HUMAN_MODEL_NEEDED", "HUMAN_MODEL_OPTION", "has_human_model", "human_overrides", "human_profile"]

HUMAN_MODEL_OPTION = "-human-model"

HUMAN_MODEL_NEEDED = (
    "playing like a human of a rank needs KataGo's human-style network "
    "(b18c384nbt-humanv0.bin.gz, from KataGo's releases): add -human-model FILE to the engine's command line"
)
_RANK = re.compile(r"^\s*(\d{1,2})\s*([kd])\s*$", re.IGNORECASE)


def human_profile(rank: str) -> str:
    """KataGo's profile for ``rank`` ("5k" -> "rank_5k"); 20k to 9d, as the network knows."""
    match = _RANK.match(rank)
    if match is None:
        raise EngineError(EngineFault.UNSUPPORTED, f"{rank!r} is not a rank like 5k or 3d")
    number, kind = int(match.group(1)), match.group(2).lower()
    top = 20 if kind == "k" else 9
    if not 1 <= number <= top:
        raise EngineError(EngineFault.UNSUPPORTED, f"KataGo's human profiles go from 20k to 9d, not {rank}")
    return f"rank_{number}{kind}"


def has_human_model(words: list[str]) -> bool:
    """Whether a KataGo command line loads a human-style network (``-human-model FILE``)."""
    return HUMAN_MODEL_OPTION in words[:-1]


def human_overrides(rank: str) -> dict[str, str]:
    """KataGo settings (for ``-override-config``) that make it *play* like a human of ``rank``,
    as KataGo's ``gtp_human5k_example.cfg`` does: the profile, and every move chosen from the
    human network's policy (passes left to the search) rather than from the search alone."""
    return {
        "humanSLProfile": human_profile(rank),
        "humanSLChosenMoveProp": "1.0",
        "humanSLChosenMoveIgnorePass": "true",
        "humanSLChosenMovePiklLambda": "100000000",
    }
