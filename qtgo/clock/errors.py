"""The clock package's error tree: everything is a ``ValueError`` underneath."""

from __future__ import annotations

from typing import Any


class ClockError(ValueError):
    """A time control or clock operation that cannot be honoured."""


class TimeControlError(ClockError):
    """Settings that do not describe a playable time control (negative, missing parts)."""


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
