"""Game clocks: time controls, a two-player clock on an injected time source, display text.

Pure Python (no Qt). See :mod:`qtgo.clock.budget` for the exact boundary rule: a block
of time that reaches exactly zero is gone (main time at 0 starts the overtime, a period
at 0 is used up, the last block at 0 makes the flag fall).

The running clock (:mod:`~qtgo.clock.game_clock`) is imported on first use
(:mod:`qtgo._lazy`): the first paint, a board in review, shows no clock state.

May import: the standard library, ``qtgo.values``, ``qtgo._format`` and ``qtgo._lazy``; never
the rules (a test checks the clock loads without them), never Qt.
"""

from typing import TYPE_CHECKING

from qtgo.clock.control import TimeControl, TimeSystem, format_duration
from qtgo.clock.display import format_clock, overtime_label
from qtgo.clock.errors import ClockError, SgfTimeError, TimeControlError, TimeExpiredError, TimeProblem

if TYPE_CHECKING:
    from qtgo.clock.game_clock import (
        CRITICAL_SECONDS,
        LOW_SECONDS,
        GameClock,
        PlayerClock,
        WarningLevel,
    )
else:
    from qtgo._lazy import attach

    __getattr__, __dir__ = attach(
        __name__, {"game_clock": ["CRITICAL_SECONDS", "LOW_SECONDS", "GameClock", "PlayerClock", "WarningLevel"]}
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
