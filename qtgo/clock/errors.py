"""The clock package's error tree: everything is a ``ValueError`` underneath."""

from __future__ import annotations

import enum
from typing import Any


class ClockError(ValueError):
    """A time control or clock operation that cannot be honoured."""


class TimeProblem(enum.Enum):
    """Why settings do not describe a playable time control (the interface translates it)."""

    NEGATIVE = "negative"  # details: name, value
    INFINITE = "infinite"  # details: name
    NOT_WHOLE = "not-whole"  # details: name, value
    NOT_A_SYSTEM = "not-a-system"  # details: value
    NO_MAIN_TIME = "no-main-time"  # details: system
    NO_BYO_YOMI_PERIOD = "no-byo-yomi-period"
    NO_CANADIAN_PERIOD = "no-canadian-period"
    NO_ING_PERIOD = "no-ing-period"
    NO_INCREMENT = "no-increment"


_ENGLISH = {
    TimeProblem.NEGATIVE: "{name} must be a number of seconds >= 0, not {value!r}",
    TimeProblem.INFINITE: "{name} must be finite",
    TimeProblem.NOT_WHOLE: "{name} must be a whole number >= 0, not {value!r}",
    TimeProblem.NOT_A_SYSTEM: "not a time system: {value!r}",
    TimeProblem.NO_MAIN_TIME: "{system} time needs a main time > 0",
    TimeProblem.NO_BYO_YOMI_PERIOD: "byo-yomi needs at least one period of more than 0 seconds",
    TimeProblem.NO_CANADIAN_PERIOD: "Canadian overtime needs at least one stone in more than 0 seconds",
    TimeProblem.NO_ING_PERIOD: "Ing overtime needs at least one period of more than 0 seconds",
    TimeProblem.NO_INCREMENT: "Fischer time needs an increment > 0 (without it, it is absolute time)",
}


class TimeControlError(ClockError):
    """Settings that do not describe a playable time control (negative, missing parts).

    ``reason`` says why (a :class:`TimeProblem`); ``details`` fill its message.
    """

    def __init__(self, reason: TimeProblem, **details: Any) -> None:
        self.reason = reason
        self.details = details
        super().__init__(_ENGLISH[reason].format(**details))


class SgfTimeError(ClockError):
    """An SGF ``TM``/``OT`` value this package cannot read."""


class TimeExpiredError(ClockError):
    """A press after the player's time ran out in a game that is lost on time.

    The session catches it and ends the game with ``B+T``/``W+T`` instead of playing
    the move: the flag fell before the hand reached the clock.
    """

    def __init__(self, color: Any, message: str | None = None) -> None:
        self.color = color
        super().__init__(message or f"{color.name.lower()} has run out of time")
