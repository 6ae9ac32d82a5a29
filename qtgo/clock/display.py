"""Clock text that cannot be misread: main time and an overtime period never look alike.

Main time is a bare clock face (``1:23:45``, ``4:05``); overtime always carries what is
left of it after a middle dot (``0:27 · 3×30s``, ``4:12 · 7 stones``,
``0:42 · OT 2/3 (−4 pts)``). Fischer always shows its increment, hourglass its mark.
"""

from __future__ import annotations

from qtgo._format import format_number
from qtgo.clock.control import TimeSystem, _short, format_duration
from qtgo.clock.game_clock import PlayerClock

DOT = " \u00b7 "
MINUS = "\u2212"
HOURGLASS_MARK = "\u2194"  # ↔ time flows both ways; in every WGL4 font, unlike ⌛
PAUSED = "paused"


def format_clock(state: PlayerClock) -> str:
    """The text of one player's clock, e.g. ``"0:27 · 3×30s"``.

    ``1:23:45`` main time; ``0:27 · 3×30s`` byo-yomi (time left in the period · periods
    left including this one × period length); ``4:12 · 7 stones`` Canadian overtime;
    ``5:00 +10s`` Fischer; ``0:42 · OT 2/3 (−4 pts)`` Ing (period 2 of 3 bought, 4 points
    owed); ``12:34 ↔`` hourglass; ``12:34 used`` without a limit; ``−0:12 · over time``
    when the flag has fallen and the game goes on, ``0:00 · time up`` when it is lost.
    A paused clock ends in `` · paused``.
    """
    control = state.control
    system = control.system
    if system is TimeSystem.NONE:
        text = f"{format_duration(state.used)} used"
    elif state.flagged:
        if control.lose_on_time:
            text = f"{format_duration(0)}{DOT}time up"
        else:
            text = f"{MINUS}{format_duration(state.over)}{DOT}over time" if state.over > 1e-9 else (
                f"{format_duration(0)}{DOT}over time"
            )
        if system is TimeSystem.ING:
            text += f" ({MINUS}{format_number(state.penalty_points)} pts)"
    elif state.in_overtime and system is TimeSystem.BYO_YOMI:
        text = f"{format_duration(state.period_left)}{DOT}{state.periods_left}\u00d7{_short(control.period)}"
    elif state.in_overtime and system is TimeSystem.CANADIAN:
        stones = "stone" if state.stones_left == 1 else "stones"
        text = f"{format_duration(state.period_left)}{DOT}{state.stones_left} {stones}"
    elif state.in_overtime and system is TimeSystem.ING:
        text = (
            f"{format_duration(state.period_left)}{DOT}OT {state.periods_used}/{control.periods} "
            f"({MINUS}{format_number(state.penalty_points)} pts)"
        )
    elif system is TimeSystem.FISCHER:
        text = f"{format_duration(state.main_left)} +{_short(control.increment)}"
    elif system is TimeSystem.HOURGLASS:
        text = f"{format_duration(state.main_left)} {HOURGLASS_MARK}"
    else:
        text = format_duration(state.main_left)
    if state.paused:
        text += f"{DOT}{PAUSED}"
    return text


def overtime_label(state: PlayerClock) -> str:
    """A short word for the panel's overtime marker: ``""`` in main time."""
    system = state.control.system
    if state.flagged:
        return "time up" if state.control.lose_on_time else "over time"
    if not state.in_overtime:
        return ""
    if system is TimeSystem.BYO_YOMI:
        return "last period" if state.periods_left == 1 else "byo-yomi"
    if system is TimeSystem.CANADIAN:
        return "Canadian overtime"
    if system is TimeSystem.ING:
        return "last Ing period" if state.periods_left == 1 else "Ing overtime"
    return "overtime"
