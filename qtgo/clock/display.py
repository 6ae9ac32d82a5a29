"""Clock text that cannot be misread: main time and an overtime period never look alike.

Main time is a bare clock face (``1:23:45``, ``4:05``); overtime always carries what is
left of it after a middle dot (``0:27 · 3×30s``, ``4:12 · 7 stones``,
``0:42 · OT 2/3 (−4 pts)``). Fischer always shows its increment, hourglass its mark.

One formatter for every language: each function takes a ``translate(text, n)`` callable
that turns the English template into the interface's (``n`` picks a plural form); the
default gives English. The templates are listed in :data:`TEMPLATES` for translators.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo._format import format_number
from qtgo.clock.control import (
    TimeSystem,
    Translate,
    _short,
    english,
    format_duration,
)

# A control's own words live with it (``TimeControl.describe``), so control.py imports
# nothing of this module; they are re-exported here beside the clock's other words.
from qtgo.clock.control import describe_control as describe_control

if TYPE_CHECKING:
    from qtgo.clock.game_clock import PlayerClock

DOT = " \u00b7 "
MINUS = "\u2212"
HOURGLASS_MARK = "\u2194"  # ↔ time flows both ways; in every WGL4 font, unlike ⌛

#: Every template the formatter translates (a translator's catalogue lists these).
TEMPLATES = (
    "{0} used",
    "{0} · time up",
    "{0} · over time",
    "({0} pts)",
    "{0} · %n stone(s)",
    "{0} · OT {1}/{2}",
    "paused",
    "{0}s",
    "time up",
    "over time",
    "last period",
    "byo-yomi",
    "Canadian overtime",
    "last Ing period",
    "Ing overtime",
    "overtime",
    "PENALTY {0}",
    "no time limit",
    "{0} absolute",
    "{0} + {1} byo-yomi",
    "{0} + %n stone(s) in {1} Canadian",
    "{0} + {1} per move Fischer",
    "(at most {0})",
    "{0} + Ing {1}, {2} pts each",
    "{0} hourglass",
    ", no loss on time",
)


def _points(value: float, tr: Translate) -> str:
    return tr("({0} pts)", -1).format(f"{MINUS}{format_number(value)}")


def format_clock(state: PlayerClock, tr: Translate = english) -> str:
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
        text = tr("{0} used", -1).format(format_duration(state.used))
    elif state.flagged:
        if control.lose_on_time:
            text = tr("{0} · time up", -1).format(format_duration(0))
        elif state.over > 1e-9:
            text = tr("{0} · over time", -1).format(f"{MINUS}{format_duration(state.over)}")
        else:
            text = tr("{0} · over time", -1).format(format_duration(0))
        if system is TimeSystem.ING:
            text += " " + _points(state.penalty_points, tr)
    elif state.in_overtime and system is TimeSystem.BYO_YOMI:
        text = f"{format_duration(state.period_left)}{DOT}{state.periods_left}\u00d7{_short(control.period, tr)}"
    elif state.in_overtime and system is TimeSystem.CANADIAN:
        text = tr("{0} · %n stone(s)", state.stones_left).format(format_duration(state.period_left))
    elif state.in_overtime and system is TimeSystem.ING:
        text = tr("{0} · OT {1}/{2}", -1).format(
            format_duration(state.period_left), state.periods_used, control.periods
        )
        text += " " + _points(state.penalty_points, tr)
    elif system is TimeSystem.FISCHER:
        text = f"{format_duration(state.main_left)} +{_short(control.increment, tr)}"
    elif system is TimeSystem.HOURGLASS:
        text = f"{format_duration(state.main_left)} {HOURGLASS_MARK}"
    else:
        text = format_duration(state.main_left)
    if state.paused:
        text += DOT + tr("paused", -1)
    return text


def overtime_label(state: PlayerClock, tr: Translate = english) -> str:
    """A short word for the panel's overtime marker: ``""`` in main time."""
    system = state.control.system
    if state.flagged:
        return tr("time up", -1) if state.control.lose_on_time else tr("over time", -1)
    if not state.in_overtime:
        return ""
    if system is TimeSystem.BYO_YOMI:
        return tr("last period", -1) if state.periods_left == 1 else tr("byo-yomi", -1)
    if system is TimeSystem.CANADIAN:
        return tr("Canadian overtime", -1)
    if system is TimeSystem.ING:
        return tr("last Ing period", -1) if state.periods_left == 1 else tr("Ing overtime", -1)
    return tr("overtime", -1)


def penalty_label(points: float, tr: Translate = english) -> str:
    """`` · PENALTY −4`` after an Ing marker."""
    return DOT + tr("PENALTY {0}", -1).format(f"{MINUS}{format_number(points)}")
