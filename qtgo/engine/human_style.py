"""KataGo playing like a human of a chosen rank: the ``-human-model`` network and ``humanSLProfile``.

KataGo 1.15 and later imitate human play when started with a human supervised-learning
network (``-human-model b18c384nbt-humanv0.bin.gz``) and told a profile with
``kata-set-param humanSLProfile rank_5k`` (``rank_20k`` .. ``rank_9d``; KataGo's
``gtp_human5k_example.cfg`` describes the rest). Without that network the option cannot
work: :func:`human_style` then raises an error whose message says what is needed. The
process itself is the engine layer's (``GtpClient``); this module only says what to start
it with and what to send.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import GtpClient

__all__ = [
    "HUMAN_MODEL_NEEDED",
    "HUMAN_MODEL_OPTION",
    "HumanStyle",
    "apply_human_style",
    "has_human_model",
    "human_overrides",
    "human_profile",
    "human_style",
]

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


@dataclass(frozen=True)
class HumanStyle:
    """What a KataGo seat at a human rank is started with, and the commands it is then sent."""

    profile: str
    human_model: Path

    def arguments(self) -> list[str]:
        """Added to KataGo's ``gtp`` command line."""
        return ["-human-model", str(self.human_model)]

    def commands(self) -> list[str]:
        """Sent once the engine answers."""
        return [f"kata-set-param humanSLProfile {self.profile}"]


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


def human_style(rank: str, human_model: str | Path | None) -> HumanStyle:
    """The human style for ``rank``; without a human network, an error saying what is needed."""
    profile = human_profile(rank)
    if not human_model:
        raise EngineError(EngineFault.UNSUPPORTED, HUMAN_MODEL_NEEDED)
    path = Path(human_model)
    if not path.is_file():
        raise EngineError(EngineFault.UNSUPPORTED, f"{HUMAN_MODEL_NEEDED} ({path} is not a file)")
    return HumanStyle(profile, path)


def apply_human_style(client: GtpClient, style: HumanStyle) -> None:
    """Send the style's commands; an engine that refuses them (no human network loaded, or
    a KataGo before 1.15) is an ``EngineError(UNSUPPORTED)`` naming what is needed."""
    for command in style.commands():
        try:
            client.send(command)
        except EngineError as error:
            if error.reason is not EngineFault.REFUSED:
                raise
            raise EngineError(
                EngineFault.UNSUPPORTED, f"the engine refused {command!r}: {HUMAN_MODEL_NEEDED}"
            ) from error
