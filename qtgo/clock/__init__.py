"""Game clocks: time controls, a two-player clock on an injected time source, display text.

Pure Python (no Qt). See :mod:`qtgo.clock.budget` for the exact boundary rule: a block
of time that reaches exactly zero is gone (main time at 0 starts the overtime, a period
at 0 is used up, the last block at 0 makes the flag fall).

May import: the standard library, ``qtgo.values`` and ``qtgo._format``; never the rules
(a test checks the clock loads without them), never Qt.
"""

from qtgo.clock.control import TimeControl, TimeSystem, format_duration
from qtgo.clock.display import format_clock, overtime_label
from qtgo.clock.errors import ClockError, SgfTimeError, TimeControlError, TimeExpiredError, TimeProblem
from qtgo.clock.game_clock import (
    CRITICAL_SECONDS,
    LOW_SECONDS,
    GameClock,
    PlayerClock,
    WarningLevel,
)

__all__ = [
    "CRITICAL_SECONDS",
    "LOW_SECONDS",
    "ClockError",
    "GameClock",
    "PlayerClock",
    "SgfTimeError",
    "TimeControl",
    "TimeControlError",
    "TimeExpiredError",
    "TimeProblem",
    "TimeSystem",
    "WarningLevel",
    "format_clock",
    "format_duration",
    "overtime_label",
]
