"""Who plays each colour: a person, or an engine at a strength.

The strength goes into the engine's command line the way each engine takes it: GNU Go's
``--level``, KataGo's ``maxVisits`` override, Leela Zero's ``--visits``. Other engines run
as configured.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import split_command
from qtgo.engine.human_style import HUMAN_MODEL_NEEDED, has_human_model, human_overrides
from qtgo.engine.kataconfig import is_katago_gtp_command
from qtgo.engine.overrides import with_overrides, without_option
from qtgo.rules import Color

__all__ = [
    "Seat",
    "Seats",
    "StrengthKind",
    "calibrated_kind",
    "can_play_like_a_human",
    "command_with_strength",
    "strength_kind",
]


class StrengthKind:
    """What a strength number means for an engine (for the dialog's label and range)."""

    LEVEL = "level"  # GNU Go: 1..10
    VISITS = "visits"  # KataGo, Leela Zero: visits per move
    NONE = "none"


def _program(words: list[str]) -> str:
    return os.path.basename(words[0]).lower()


def strength_kind(command: str) -> str:
    program = _program(split_command(command))
    if "gnugo" in program:
        return StrengthKind.LEVEL
    if is_katago_gtp_command(command) or "leelaz" in program or "leela-zero" in program:
        return StrengthKind.VISITS
    return StrengthKind.NONE


def command_with_strength(command: str, strength: int | None) -> str:
    """``command`` set to ``strength`` (replacing a level or visits it already names)."""
    if strength is None:
        return command
    words = split_command(command)
    kind = strength_kind(command)
    if kind == StrengthKind.LEVEL:
        words = without_option(words, ("--level",))
        words += ["--level", str(strength)]
    elif kind == StrengthKind.VISITS and is_katago_gtp_command(words):
        words = with_overrides(words, {"maxVisits": str(strength)})  # the user's own overrides stay
    elif kind == StrengthKind.VISITS:
        words = without_option(words, ("--visits", "-v"))
        words += ["--visits", str(strength)]
    return shlex.join(words)


def calibrated_kind(command: str) -> str:
    """The strength kind ``engine.strength`` has a calibration for (GNU Go's levels, KataGo's
    visits), NONE for the others (Leela Zero takes visits, but was not calibrated)."""
    kind = strength_kind(command)
    if kind == StrengthKind.VISITS and not is_katago_gtp_command(command):
        return StrengthKind.NONE
    return kind


def can_play_like_a_human(command: str) -> bool:
    """A KataGo started with a human-style network can play like a human of a rank."""
    return is_katago_gtp_command(command) and has_human_model(split_command(command))


def command_like_a_human(command: str, rank: str) -> str:
    """``command`` set to play like a human of ``rank`` (it must load a human-style network)."""
    words = split_command(command)
    if not has_human_model(words):
        raise EngineError(EngineFault.UNSUPPORTED, HUMAN_MODEL_NEEDED)
    return shlex.join(with_overrides(words, human_overrides(rank)))


@dataclass(frozen=True)
class Seat:
    """One colour's player: ``command`` None is a person."""

    command: str | None = None
    name: str = ""
    strength: int | None = None
    folder: str = ""  # the working folder the engine runs in ("" = qtgo's own)
    human_rank: str | None = None  # KataGo with a human-style network: play like this rank

    @property
    def is_engine(self) -> bool:
        return self.command is not None

    @property
    def command_line(self) -> str:
        assert self.command is not None
        command = command_with_strength(self.command, self.strength)
        return command if self.human_rank is None else command_like_a_human(command, self.human_rank)


@dataclass(frozen=True)
class Seats:
    """Both colours' players."""

    black: Seat = Seat()
    white: Seat = Seat()

    def __getitem__(self, color: Color) -> Seat:
        return self.black if color is Color.BLACK else self.white

    @property
    def engines(self) -> int:
        return int(self.black.is_engine) + int(self.white.is_engine)
