"""Telling an engine qtgo's clock: ``time_settings`` / ``kgs-time_settings`` and ``time_left``.

GTP's own ``time_settings`` knows absolute time and Canadian overtime only; byo-yomi goes
as KGS's ``kgs-time_settings byoyomi`` where the engine knows it, else as Canadian
overtime of one stone per period (the same limit for one period). Systems GTP has no word
for (Fischer, hourglass, Ing's bought periods) go as what they most resemble, and the
``time_left`` sent before every move keeps the engine's idea of its time exact anyway.
"""

from __future__ import annotations

import math

from qtgo.clock import PlayerClock, TimeControl, TimeSystem

__all__ = ["time_left_command", "time_settings_command"]


def _seconds(value: float) -> int:
    """GTP times are whole seconds; round down so the engine never thinks it has more."""
    return max(0, math.floor(value + 1e-9))


def time_settings_command(control: TimeControl, *, kgs: bool) -> str:
    """The command that sets the engine's clock; ``kgs``: the engine knows ``kgs-time_settings``."""
    system = control.system
    main = _seconds(control.main)
    period = _seconds(control.period)
    if system is TimeSystem.NONE:
        return "kgs-time_settings none" if kgs else "time_settings 0 1 0"  # GTP: no limit
    if system in (TimeSystem.BYO_YOMI, TimeSystem.ING):
        if kgs:
            return f"kgs-time_settings byoyomi {main} {period} {control.periods}"
        return f"time_settings {main} {period} 1"
    if system is TimeSystem.CANADIAN:
        if kgs:
            return f"kgs-time_settings canadian {main} {period} {control.stones}"
        return f"time_settings {main} {period} {control.stones}"
    # Absolute, Fischer and hourglass: a main time the engine must not exceed.
    return f"kgs-time_settings absolute {main}" if kgs else f"time_settings {main} 0 0"


def time_left_command(clock: PlayerClock, *, kgs: bool) -> str | None:
    """``time_left COLOR SECONDS STONES`` for the player about to move, or None for no limit.

    In main time the stones are 0 (GTP). In Canadian overtime they are the stones still to
    play in the block; in byo-yomi told through ``kgs-time_settings`` they are the periods
    left, the convention kgsGtp and KataGo follow.
    """
    control = clock.control
    if control.system is TimeSystem.NONE:
        return None
    color = "B" if clock.color.value == "B" else "W"
    if not clock.in_overtime:
        return f"time_left {color} {_seconds(clock.main_left)} 0"
    left = _seconds(clock.period_left)
    if control.system is TimeSystem.CANADIAN:
        return f"time_left {color} {left} {clock.stones_left}"
    if control.system in (TimeSystem.BYO_YOMI, TimeSystem.ING):
        return f"time_left {color} {left} {clock.periods_left if kgs else 1}"
    return f"time_left {color} {left} 0"
