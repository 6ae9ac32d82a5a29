"""SGF ``DT`` dates as day ranges, in the forms real records use.

The standard says ``YYYY-MM-DD`` with shortened lists (``1996-05-06,07,08``,
``1996-12-27,1997-01-03``); records also say ``2016.03.09``, ``2016/03/09 12:00:00 UT``,
``09.03.2016``, ``August 9, 2016``, ``2016-03-09T10:00``, ``2017年5月23日`` or only
``1996``. Each becomes the first and last day it can mean, so a search for a range finds
every game whose dates overlap it.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass

__all__ = ["DateRange", "parse_date"]

_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        1,
    )
    for name in names
}
_MONTH_WORD = "|".join(sorted(_MONTHS, key=len, reverse=True))
_MONTH_DAY_YEAR = re.compile(rf"\b({_MONTH_WORD})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b")
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH_WORD})\.?,?\s+(\d{{4}})\b")
_TIME = re.compile(r"(?:t|\s)\d{1,2}:\d{2}.*$")
_YMD = re.compile(r"(\d{4})[-./](\d{1,2})[-./](\d{1,2})")
_COMPACT = re.compile(r"(\d{4})(\d{2})(\d{2})")
_DMY = re.compile(r"(\d{1,2})[-./](\d{1,2})[-./](\d{4})")
_YM = re.compile(r"(\d{4})[-./](\d{1,2})")
_Y = re.compile(r"(\d{4})")
_MD = re.compile(r"(\d{1,2})[-./](\d{1,2})")
_D = re.compile(r"(\d{1,2})")


@dataclass(frozen=True)
class DateRange:
    """The first and last day a date text can mean (equal for a single day)."""

    first: dt.date
    last: dt.date

    def overlaps(self, other: DateRange) -> bool:
        return self.first <= other.last and other.first <= self.last


def _day(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _month(year: int, month: int) -> tuple[dt.date, dt.date] | None:
    if not 1 <= month <= 12 or year < 1:
        return None
    return dt.date(year, month, 1), dt.date(year, month, calendar.monthrange(year, month)[1])


def _part(text: str, context: list[int]) -> tuple[dt.date, dt.date] | None:
    """One comma-separated part; ``context`` is the year and month the part may leave out."""
    text = _TIME.sub("", text.strip())
    if not text:
        return None
    for pattern, order in ((_YMD, "ymd"), (_COMPACT, "ymd"), (_DMY, "dmy")):
        match = pattern.fullmatch(text)
        if match:
            numbers = dict(zip(order, map(int, match.groups()), strict=True))
            day = _day(numbers["y"], numbers["m"], numbers["d"])
            if day is None:
                return None
            context[:] = [day.year, day.month]
            return day, day
    match = _YM.fullmatch(text)
    if match:
        year, month = int(match[1]), int(match[2])
        context[:] = [year, month]
        return _month(year, month)
    match = _Y.fullmatch(text)
    if match:
        year = int(match[1])
        if year < 1:
            return None
        context[:] = [year, 1]
        return dt.date(year, 1, 1), dt.date(year, 12, 31)
    match = _MD.fullmatch(text)
    if match and context:
        day = _day(context[0], int(match[1]), int(match[2]))
        if day is not None:
            context[1] = day.month
            return day, day
        return None
    match = _D.fullmatch(text)
    if match and context:
        day = _day(context[0], context[1], int(match[1]))
        return (day, day) if day is not None else None
    return None


def parse_date(text: str | None) -> DateRange | None:
    """The days ``text`` covers, or None when it names no date at all."""
    if not text:
        return None
    text = text.strip().lower().replace("\\:", ":")
    text = re.sub(r"(\d+)\s*年\s*(\d+)\s*月\s*(\d+)\s*日?", r"\1-\2-\3", text)
    text = re.sub(r"(\d+)\s*年\s*(\d+)\s*月", r"\1-\2", text)
    text = re.sub(r"(\d+)\s*年", r"\1", text)
    text = _MONTH_DAY_YEAR.sub(lambda m: f"{m[3]}-{_MONTHS[m[1]]}-{m[2]}", text)
    text = _DAY_MONTH_YEAR.sub(lambda m: f"{m[3]}-{_MONTHS[m[2]]}-{m[1]}", text)
    text = re.sub(r"\s+(ut|utc|gmt|z)$", "", text)
    days: list[dt.date] = []
    context: list[int] = []
    for piece in re.split(r",|;|\.\.|\bto\b|\s[-–]\s", text):
        found = _part(piece, context)
        if found is not None:
            days.extend(found)
    if not days:
        return None
    return DateRange(min(days), max(days))
