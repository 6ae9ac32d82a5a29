"""The clock's words in the UI language: the face, the overtime marker, the settings line.

:mod:`qtgo.clock.display` and ``TimeControl.describe`` speak English and know no Qt;
these functions say the same things through ``tr()`` (context ``ClockText``). With no
translation installed they give exactly the English of the core, digit for digit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from qtgo.clock import PlayerClock, TimeControl, TimeSystem
from qtgo.clock.control import format_duration
from qtgo.clock.display import HOURGLASS_MARK, MINUS
from qtgo.ui.messages import en_plural
from qtgo.ui.numbers import show_number

#: lupdate reads the literal calls ``translate("ClockText", ...)``.
translate = QCoreApplication.translate


class ClockText(QObject):
    """The texts with a count: lupdate marks ``self.tr(text, "", n)`` numerus (plural forms)."""

    def stones_left(self, n: int) -> str:
        return en_plural(self.tr("{0} · %n stone(s)", "", n), n)

    def canadian(self, n: int) -> str:
        return en_plural(self.tr("{0} + %n stone(s) in {1} Canadian", "", n), n)


_count_texts: list[ClockText] = []


def _counts() -> ClockText:
    if not _count_texts:
        _count_texts.append(ClockText())
    return _count_texts[0]


def _short(seconds: float) -> str:
    """A period length: ``30s`` (``30 с``), else ``1:00``, ``10:00``."""
    if seconds < 60:
        return translate("ClockText", "{0}s").format(show_number(seconds))
    return format_duration(seconds)


def _points(value: float) -> str:
    return translate("ClockText", "({0} pts)").format(f"{MINUS}{show_number(value)}")


def clock_face(state: PlayerClock) -> str:
    """What ``qtgo.clock.format_clock`` says, in the UI language."""
    control = state.control
    system = control.system
    if system is TimeSystem.NONE:
        text = translate("ClockText", "{0} used").format(format_duration(state.used))
    elif state.flagged:
        if control.lose_on_time:
            text = translate("ClockText", "{0} · time up").format(format_duration(0))
        elif state.over > 1e-9:
            text = translate("ClockText", "{0} · over time").format(f"{MINUS}{format_duration(state.over)}")
        else:
            text = translate("ClockText", "{0} · over time").format(format_duration(0))
        if system is TimeSystem.ING:
            text += " " + _points(state.penalty_points)
    elif state.in_overtime and system is TimeSystem.BYO_YOMI:
        text = f"{format_duration(state.period_left)} · {state.periods_left}\u00d7{_short(control.period)}"
    elif state.in_overtime and system is TimeSystem.CANADIAN:
        text = _counts().stones_left(state.stones_left).format(format_duration(state.period_left))
    elif state.in_overtime and system is TimeSystem.ING:
        text = translate("ClockText", "{0} · OT {1}/{2}").format(
            format_duration(state.period_left), state.periods_used, control.periods
        ) + " " + _points(state.penalty_points)
    elif system is TimeSystem.FISCHER:
        text = f"{format_duration(state.main_left)} +{_short(control.increment)}"
    elif system is TimeSystem.HOURGLASS:
        text = f"{format_duration(state.main_left)} {HOURGLASS_MARK}"
    else:
        text = format_duration(state.main_left)
    if state.paused:
        text += " · " + translate("ClockText", "paused")
    return text


def overtime_marker(state: PlayerClock) -> str:
    """What ``qtgo.clock.overtime_label`` says (``""`` in main time), in the UI language."""
    system = state.control.system
    if state.flagged:
        return translate("ClockText", "time up") if state.control.lose_on_time else translate("ClockText", "over time")
    if not state.in_overtime:
        return ""
    if system is TimeSystem.BYO_YOMI:
        return translate("ClockText", "last period") if state.periods_left == 1 else translate("ClockText", "byo-yomi")
    if system is TimeSystem.CANADIAN:
        return translate("ClockText", "Canadian overtime")
    if system is TimeSystem.ING:
        if state.periods_left == 1:
            return translate("ClockText", "last Ing period")
        return translate("ClockText", "Ing overtime")
    return translate("ClockText", "overtime")


def penalty_marker(points: float) -> str:
    """`` · PENALTY −4`` after an Ing marker."""
    return " \u00b7 " + translate("ClockText", "PENALTY {0}").format(f"{MINUS}{show_number(points)}")


def describe_control(control: TimeControl) -> str:
    """What ``TimeControl.describe`` says, in the UI language."""
    system = control.system
    main = format_duration(control.main)
    if system is TimeSystem.NONE:
        text = translate("ClockText", "no time limit")
    elif system is TimeSystem.ABSOLUTE:
        text = translate("ClockText", "{0} absolute").format(main)
    elif system is TimeSystem.BYO_YOMI:
        periods = f"{control.periods}\u00d7{_short(control.period)}"
        text = translate("ClockText", "{0} + {1} byo-yomi").format(main, periods)
    elif system is TimeSystem.CANADIAN:
        text = _counts().canadian(control.stones).format(main, _short(control.period))
    elif system is TimeSystem.FISCHER:
        text = translate("ClockText", "{0} + {1} per move Fischer").format(main, _short(control.increment))
        if control.cap:
            text += " " + translate("ClockText", "(at most {0})").format(format_duration(control.cap))
    elif system is TimeSystem.ING:
        text = translate("ClockText", "{0} + Ing {1}, {2} pts each").format(
            main, f"{control.periods}\u00d7{_short(control.period)}", show_number(control.penalty_points)
        )
    else:
        text = translate("ClockText", "{0} hourglass").format(main)
    if system is not TimeSystem.NONE and not control.lose_on_time:
        text += translate("ClockText", ", no loss on time")
    return text
