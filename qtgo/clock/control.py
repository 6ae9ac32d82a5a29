"""Time controls: the settings of one side's clock, and their SGF ``TM``/``OT`` form.

All durations are seconds (``float``). One frozen dataclass covers every system; the
fields a system does not use stay at zero, so two equal settings compare equal and a
control can be changed with :func:`dataclasses.replace` (``__post_init__`` re-checks it).

Field meaning per system (RULES.md §5):

=============  =======================================================================
``NONE``       no limit; the clock only counts the time used
``ABSOLUTE``   ``main``
``BYO_YOMI``   ``main``, then ``periods`` periods of ``period`` seconds
``CANADIAN``   ``main``, then ``stones`` moves in ``period`` seconds, refilled
``FISCHER``    ``main``, ``increment`` added after each move, ``cap`` (0 = none)
``ING``        ``main``, then at most ``periods`` periods of ``period`` seconds, each
               bought for ``penalty_points`` points
``HOURGLASS``  ``main``; the time one player uses is added to the other
=============  =======================================================================
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from qtgo._format import format_number
from qtgo.clock.errors import SgfTimeError, TimeControlError, TimeProblem


class TimeSystem(enum.Enum):
    """The kinds of time control qtgo offers."""

    NONE = "none"
    ABSOLUTE = "absolute"
    BYO_YOMI = "byo-yomi"
    CANADIAN = "canadian"
    FISCHER = "fischer"
    ING = "ing"
    HOURGLASS = "hourglass"

    @property
    def has_overtime(self) -> bool:
        """Whether the system has a second stage after the main time."""
        return self in (TimeSystem.BYO_YOMI, TimeSystem.CANADIAN, TimeSystem.ING)


def tenths(seconds: float) -> int:
    """Time in whole tenths of a second, rounded up: the one precision qtgo keeps.

    The record's ``BL``/``WL`` are written in these tenths and the clock face shows the
    whole seconds of the same number, so a time shows alike before saving and after
    reopening (59.05 s left is ``59.1`` in the record and ``1:00`` on both faces).
    Float noise below a microsecond does not count as time.
    """
    return max(0, math.ceil(seconds * 10 - 1e-5))


def format_duration(seconds: float) -> str:
    """``3725`` -> ``"1:02:05"``, ``27`` -> ``"0:27"``; whole seconds, rounded up.

    Rounding up is what a real clock shows: ``0:01`` stays on the face until the time is
    really gone, and ``0:00`` only appears when it is. The seconds are those of
    :func:`tenths`, so the face agrees with what the record keeps.
    """
    whole = -(-tenths(abs(seconds)) // 10)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    sign = "\u2212" if seconds < 0 and whole else ""
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"


@dataclass(frozen=True)
class TimeControl:
    """One side's time settings; see the module docstring for the fields per system."""

    system: TimeSystem = TimeSystem.NONE
    main: float = 0.0
    period: float = 0.0
    periods: int = 0
    stones: int = 0
    increment: float = 0.0
    cap: float = 0.0
    penalty_points: float = 0.0
    lose_on_time: bool = True

    def __post_init__(self) -> None:
        for name in ("main", "period", "increment", "cap", "penalty_points"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or math.isnan(value) or value < 0:
                raise TimeControlError(TimeProblem.NEGATIVE, name=name, value=value)
            if math.isinf(value):
                raise TimeControlError(TimeProblem.INFINITE, name=name)
        for name in ("periods", "stones"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise TimeControlError(TimeProblem.NOT_WHOLE, name=name, value=value)
        system = self.system
        if not isinstance(system, TimeSystem):
            raise TimeControlError(TimeProblem.NOT_A_SYSTEM, value=system)
        if system in (TimeSystem.ABSOLUTE, TimeSystem.FISCHER, TimeSystem.HOURGLASS) and self.main <= 0:
            raise TimeControlError(TimeProblem.NO_MAIN_TIME, system=system.value)
        if system is TimeSystem.BYO_YOMI and (self.periods < 1 or self.period <= 0):
            raise TimeControlError(TimeProblem.NO_BYO_YOMI_PERIOD)
        if system is TimeSystem.CANADIAN and (self.stones < 1 or self.period <= 0):
            raise TimeControlError(TimeProblem.NO_CANADIAN_PERIOD)
        if system is TimeSystem.ING and (self.periods < 1 or self.period <= 0):
            raise TimeControlError(TimeProblem.NO_ING_PERIOD)
        if system is TimeSystem.FISCHER and self.increment <= 0:
            raise TimeControlError(TimeProblem.NO_INCREMENT)

    # Constructors that name the parts each system uses.
    @classmethod
    def none(cls) -> TimeControl:
        return cls(TimeSystem.NONE)

    @classmethod
    def absolute(cls, main: float, *, lose_on_time: bool = True) -> TimeControl:
        return cls(TimeSystem.ABSOLUTE, main=main, lose_on_time=lose_on_time)

    @classmethod
    def byo_yomi(cls, main: float, periods: int, period: float, *, lose_on_time: bool = True) -> TimeControl:
        return cls(TimeSystem.BYO_YOMI, main=main, periods=periods, period=period, lose_on_time=lose_on_time)

    @classmethod
    def canadian(cls, main: float, stones: int, period: float, *, lose_on_time: bool = True) -> TimeControl:
        return cls(TimeSystem.CANADIAN, main=main, stones=stones, period=period, lose_on_time=lose_on_time)

    @classmethod
    def fischer(cls, main: float, increment: float, cap: float = 0.0, *, lose_on_time: bool = True) -> TimeControl:
        return cls(TimeSystem.FISCHER, main=main, increment=increment, cap=cap, lose_on_time=lose_on_time)

    @classmethod
    def ing(
        cls, main: float, period: float, periods: int, penalty_points: float, *, lose_on_time: bool = True
    ) -> TimeControl:
        return cls(
            TimeSystem.ING,
            main=main,
            period=period,
            periods=periods,
            penalty_points=penalty_points,
            lose_on_time=lose_on_time,
        )

    @classmethod
    def hourglass(cls, main: float, *, lose_on_time: bool = True) -> TimeControl:
        return cls(TimeSystem.HOURGLASS, main=main, lose_on_time=lose_on_time)

    # Text.
    def describe(self) -> str:
        """A one-line English description, e.g. ``"1:00:00 + 3×30s byo-yomi"``."""
        return describe_control(self)

    # SGF.
    def to_sgf(self) -> dict[str, str]:
        """``TM`` (main seconds) and ``OT`` (the overtime in the usual words).

        ``OT`` follows what KGS, CGoban and OGS write (``3x30 byo-yomi``, ``25/600
        Canadian``); Fischer, Ing and hourglass have no common form, so they get one that
        reads plainly and that :meth:`from_sgf` reads back.
        """
        system = self.system
        if system is TimeSystem.NONE:
            return {}
        values = {"TM": format_number(self.main)}
        if system is TimeSystem.BYO_YOMI:
            values["OT"] = f"{self.periods}x{format_number(self.period)} byo-yomi"
        elif system is TimeSystem.CANADIAN:
            values["OT"] = f"{self.stones}/{format_number(self.period)} Canadian"
        elif system is TimeSystem.FISCHER:
            values["OT"] = f"Fischer {format_number(self.increment)}"
            if self.cap:
                values["OT"] += f" max {format_number(self.cap)}"
        elif system is TimeSystem.ING:
            values["OT"] = (
                f"{self.periods}x{format_number(self.period)} Ing {format_number(self.penalty_points)} points"
            )
        elif system is TimeSystem.HOURGLASS:
            values["OT"] = "Hourglass"
        return values

    @classmethod
    def from_sgf(cls, tm: str | None, ot: str | None = None) -> TimeControl:
        """Read ``TM``/``OT`` as real files hold them.

        Besides plain seconds (``TM[1800]``) this reads clock notation (``TM[1:00:00]``),
        words (``TM[1 hour]``), CGoban 1's combined forms (``TM[10:00(5x1:00)]`` =
        byo-yomi, ``TM[30:00+30:00/25]`` = Canadian, ``TM[1 hr/125 moves]``), and ``OT``
        as written by :meth:`to_sgf`, KGS and OGS. ``TM[-]``, an empty ``TM``, or
        ``TM[0]`` without overtime mean no limit. Anything else raises
        :class:`SgfTimeError` rather than guessing.
        """
        tm_text = (tm or "").strip()
        ot_text = (ot or "").strip()
        if ot_text.lower() in ("none", "-", "no", "0"):
            ot_text = ""
        main, embedded = _parse_tm(tm_text)
        if ot_text:
            control = _parse_ot(ot_text, main)
        elif embedded is not None:
            control = embedded
        elif main > 0:
            control = cls.absolute(main)
        else:
            control = cls.none()
        return control


# --- SGF parsing ------------------------------------------------------------------

_NUMBER = r"\d+(?:[.,]\d+)?"
_CLOCK = r"(?:\d+:){1,2}\d+(?:\.\d+)?"
_UNITS = {
    "s": 1,
    "sec": 1,
    "secs": 1,
    "second": 1,
    "seconds": 1,
    "m": 60,
    "min": 60,
    "mins": 60,
    "minute": 60,
    "minutes": 60,
    "h": 3600,
    "hr": 3600,
    "hrs": 3600,
    "hour": 3600,
    "hours": 3600,
}


def _duration(text: str) -> float:
    """Seconds from ``"1800"``, ``"1:00:00"``, ``"30:00"``, ``"1 hour"``, ``"90s"``."""
    text = text.strip().lower()
    if re.fullmatch(_CLOCK, text):
        seconds = 0.0
        for part in text.split(":"):
            seconds = seconds * 60 + float(part)
        return seconds
    match = re.fullmatch(rf"({_NUMBER})\s*([a-z]*)", text)
    if match:
        value = float(match.group(1).replace(",", "."))
        unit = match.group(2)
        if not unit:
            return value
        if unit in _UNITS:
            return value * _UNITS[unit]
    raise SgfTimeError(f"not a duration: {text!r}")


def _parse_tm(text: str) -> tuple[float, TimeControl | None]:
    """The main time, and the whole control when the ``TM`` itself names an overtime."""
    if text in ("", "-"):
        return 0.0, None
    lowered = text.lower()
    # CGoban 1: "10:00(5x1:00)" = main 10:00, then 5 periods of 1:00 byo-yomi.
    match = re.fullmatch(r"(.+?)\s*\(\s*(\d+)\s*x\s*(.+?)\s*\)", lowered)
    if match:
        main = _duration(match.group(1))
        return main, TimeControl.byo_yomi(main, int(match.group(2)), _duration(match.group(3)))
    # CGoban 1: "30:00+30:00/25" = main 30:00, then 25 stones in 30:00 (Canadian).
    match = re.fullmatch(r"(.+?)\s*\+\s*(.+?)\s*/\s*(\d+)", lowered)
    if match:
        main = _duration(match.group(1))
        return main, TimeControl.canadian(main, int(match.group(3)), _duration(match.group(2)))
    # "1 hr/125 moves": 125 moves in an hour, again and again, with no main time.
    match = re.fullmatch(r"(.+?)\s*/\s*(\d+)\s*(?:moves?|stones?)", lowered)
    if match:
        return 0.0, TimeControl.canadian(0.0, int(match.group(2)), _duration(match.group(1)))
    try:
        return _duration(lowered), None
    except SgfTimeError:
        raise SgfTimeError(f"unknown TM (main time) format: {text!r}") from None


def _parse_ot(text: str, main: float) -> TimeControl:
    lowered = re.sub(r"\s+", " ", text.lower().replace("\u00d7", "x")).strip()
    try:
        # "3x30 byo-yomi" (KGS, OGS); "5x30s", "3 x 1:00 byoyomi".
        match = re.fullmatch(r"(\d+) ?x ?(\S+?)(?: ?(?:byo-?yomi|byoyomi|japanese))?", lowered)
        if match and "ing" not in lowered:
            return TimeControl.byo_yomi(main, int(match.group(1)), _duration(match.group(2)))
        # "25/600 Canadian"; "25/10:00 canadian".
        match = re.fullmatch(r"(\d+) ?/ ?(\S+?)(?: ?canadian)?", lowered)
        if match:
            return TimeControl.canadian(main, int(match.group(1)), _duration(match.group(2)))
        # "Fischer 10", "Fischer 10 max 600", "10 fischer", "+10s".
        match = re.fullmatch(r"(?:fischer ?(\S+)|(\S+) ?fischer|\+ ?(\S+))(?: (?:max|cap) (\S+))?", lowered)
        if match:
            increment = _duration(next(g for g in match.groups()[:3] if g))
            cap = _duration(match.group(4)) if match.group(4) else 0.0
            return TimeControl.fischer(main, increment, cap)
        # "3x600 Ing 2 points" (what to_sgf writes); "Ing 3x600 2 points".
        match = re.fullmatch(
            r"(?:(\d+) ?x ?(\S+?) ing|ing (\d+) ?x ?(\S+?))(?: (" + _NUMBER + r") ?(?:points?|pts?))?", lowered
        )
        if match:
            count = int(match.group(1) or match.group(3))
            length = _duration(match.group(2) or match.group(4))
            price = float(match.group(5).replace(",", ".")) if match.group(5) else 2.0
            return TimeControl.ing(main, length, count, price)
        if lowered in ("hourglass", "hour glass", "hour-glass"):
            return TimeControl.hourglass(main)
        if lowered in ("absolute", "sudden death"):
            return TimeControl.absolute(main)
    except TimeControlError as error:
        raise SgfTimeError(f"OT {text!r} does not describe a playable time control: {error}") from None
    raise SgfTimeError(f"unknown OT (overtime) format: {text!r}")


# Text: a control's words, here so that ``describe`` needs no import of ``display`` (which
# imports this module and re-exports them beside the words of a running clock).

#: ``translate(template, n)``: the template in the interface's language; ``n`` (or -1)
#: chooses the plural form of a ``%n`` template, whose ``%n`` the callable fills in.
Translate = Callable[[str, int], str]


def english(text: str, n: int = -1) -> str:
    """The default ``Translate``: the template itself, ``%n`` filled and ``(s)`` resolved."""
    if n < 0:
        return text
    text = text.replace("%n", str(n))
    return re.sub(r"(\w)\(s\)", (lambda m: m.group(1)) if n == 1 else (lambda m: m.group(1) + "s"), text)


def _short(seconds: float, tr: Translate) -> str:
    """A period length: ``30s``, else ``1:00``, ``10:00``."""
    if seconds < 60:
        return tr("{0}s", -1).format(format_number(seconds))
    return format_duration(seconds)


def describe_control(control: TimeControl, tr: Translate = english) -> str:
    """The settings in one line, e.g. ``1:00:00 + 5×30s byo-yomi``."""
    system = control.system
    main = format_duration(control.main)
    if system is TimeSystem.NONE:
        text = tr("no time limit", -1)
    elif system is TimeSystem.ABSOLUTE:
        text = tr("{0} absolute", -1).format(main)
    elif system is TimeSystem.BYO_YOMI:
        text = tr("{0} + {1} byo-yomi", -1).format(main, f"{control.periods}\u00d7{_short(control.period, tr)}")
    elif system is TimeSystem.CANADIAN:
        text = tr("{0} + %n stone(s) in {1} Canadian", control.stones).format(main, _short(control.period, tr))
    elif system is TimeSystem.FISCHER:
        text = tr("{0} + {1} per move Fischer", -1).format(main, _short(control.increment, tr))
        if control.cap:
            text += " " + tr("(at most {0})", -1).format(format_duration(control.cap))
    elif system is TimeSystem.ING:
        periods = f"{control.periods}\u00d7{_short(control.period, tr)}"
        text = tr("{0} + Ing {1}, {2} pts each", -1).format(main, periods, format_number(control.penalty_points))
    else:
        text = tr("{0} hourglass", -1).format(main)
    if system is not TimeSystem.NONE and not control.lose_on_time:
        text += tr(", no loss on time", -1)
    return text
