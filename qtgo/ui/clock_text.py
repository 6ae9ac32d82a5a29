"""The clock's words in the UI language, through the one formatter of ``qtgo.clock.display``.

The pure formatter takes a ``translate(text, n)`` callable; this module supplies Qt's
(context ``ClockText``);
counted texts take their forms from the catalogues (English and Russian).
``TEMPLATES`` below lists the formatter's templates for lupdate, which reads only literals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from qtgo.clock import display as core
from qtgo.ui.numbers import localize_numbers

if TYPE_CHECKING:
    from qtgo.clock import PlayerClock, TimeControl

#: The templates of ``qtgo.clock.display.TEMPLATES`` without a count, marked for translation.
TEMPLATES = (
    QT_TRANSLATE_NOOP("ClockText", "{0} used"),
    QT_TRANSLATE_NOOP("ClockText", "{0} · time up"),
    QT_TRANSLATE_NOOP("ClockText", "{0} · over time"),
    QT_TRANSLATE_NOOP("ClockText", "({0} pts)"),
    QT_TRANSLATE_NOOP("ClockText", "{0} · OT {1}/{2}"),
    QT_TRANSLATE_NOOP("ClockText", "paused"),
    QT_TRANSLATE_NOOP("ClockText", "{0}s"),
    QT_TRANSLATE_NOOP("ClockText", "time up"),
    QT_TRANSLATE_NOOP("ClockText", "over time"),
    QT_TRANSLATE_NOOP("ClockText", "last period"),
    QT_TRANSLATE_NOOP("ClockText", "byo-yomi"),
    QT_TRANSLATE_NOOP("ClockText", "Canadian overtime"),
    QT_TRANSLATE_NOOP("ClockText", "last Ing period"),
    QT_TRANSLATE_NOOP("ClockText", "Ing overtime"),
    QT_TRANSLATE_NOOP("ClockText", "overtime"),
    QT_TRANSLATE_NOOP("ClockText", "PENALTY {0}"),
    QT_TRANSLATE_NOOP("ClockText", "no time limit"),
    QT_TRANSLATE_NOOP("ClockText", "{0} absolute"),
    QT_TRANSLATE_NOOP("ClockText", "{0} + {1} byo-yomi"),
    QT_TRANSLATE_NOOP("ClockText", "{0} + {1} per move Fischer"),
    QT_TRANSLATE_NOOP("ClockText", "(at most {0})"),
    QT_TRANSLATE_NOOP("ClockText", "{0} + Ing {1}, {2} pts each"),
    QT_TRANSLATE_NOOP("ClockText", "{0} hourglass"),
    QT_TRANSLATE_NOOP("ClockText", ", no loss on time"),
)


class ClockText(QObject):
    """The templates with a count. lupdate marks only ``self.tr(text, "", n)`` as numerus
    (plural forms; Russian has three), so these two are spelled out here. The core's English
    templates say ``stone(s)``; the UI's source texts are the English plural, and the English
    catalogue (``*_en.ts``) gives the singular."""

    def plural(self, text: str, n: int) -> str:
        if text == "{0} · %n stone(s)":
            return self.tr("{0} · %n stones", "", n)
        return self.tr("{0} + %n stones in {1} Canadian", "", n)


_plurals: list[ClockText] = []


def translate(text: str, n: int = -1) -> str:
    """The formatter's ``Translate`` for the interface language."""
    if n >= 0:
        if not _plurals:
            _plurals.append(ClockText())
        return _plurals[0].plural(text, n)
    return QCoreApplication.translate("ClockText", text)


def clock_face(state: PlayerClock) -> str:
    return localize_numbers(core.format_clock(state, translate))


def overtime_marker(state: PlayerClock) -> str:
    return localize_numbers(core.overtime_label(state, translate))


def penalty_marker(points: float) -> str:
    return localize_numbers(core.penalty_label(points, translate))


def describe_control(control: TimeControl) -> str:
    return localize_numbers(core.describe_control(control, translate))
