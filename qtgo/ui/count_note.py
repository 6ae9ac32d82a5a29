"""What the count panel says about where a count came from and how far to trust it.

A count that starts from a reopened record's accepted count says so, and shows the
recorded result beside its own when they differ, with the reason (``session.Recount``).
A count the estimator proposed names the stones it was unsure of, for the players to look at.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from qtgo.session.recount import RecountReason
from qtgo.ui.messages import point_name

if TYPE_CHECKING:
    from qtgo.rules import Point
    from qtgo.session.recount import Recount

# Why a recount differs from ``RE``, one sentence per reason (context ``CountNote``).
REASONS = {
    RecountReason.DEAD_STONES: QT_TRANSLATE_NOOP(
        "CountNote", "These stones are marked otherwise than in the accepted count: {0}."
    ),
    RecountReason.TERRITORY: QT_TRANSLATE_NOOP(
        "CountNote", "The same dead stones, but the territory differs from the record's marks at: {0}."
    ),
    RecountReason.NOT_A_COUNT: QT_TRANSLATE_NOOP(
        "CountNote", "The recorded result is not a count (resignation, time or forfeit)."
    ),
    RecountReason.OTHER: QT_TRANSLATE_NOOP(
        "CountNote",
        "The dead stones and territory are as the record marks them: the recorded result was counted"
        " with other komi or rules, or written by hand.",
    ),
}

# At most this many points are named in one sentence; the rest are counted.
SHOWN_POINTS = 12


def _tr(text: str) -> str:
    return QCoreApplication.translate("CountNote", text)


def points_text(points: Iterable[Point], height: int) -> str:
    """``C3, D4, Q16`` in board order, cut with an ellipsis past :data:`SHOWN_POINTS`."""
    names = [point_name(p, height) for p in sorted(points, key=lambda p: (p.y, p.x))]
    shown = ", ".join(names[:SHOWN_POINTS])
    return shown + (", …" if len(names) > SHOWN_POINTS else "")


def count_note(*, from_record: bool, recount: Recount | None, unsure: Iterable[Point], height: int) -> str:
    """The panel's sentences for the count on show (empty when there is nothing to say)."""
    translate = QCoreApplication.translate
    lines = []
    if from_record:
        lines.append(translate("CountNote", "Dead stones as the players accepted them (from the record)."))
    if recount is not None:
        said = translate("CountNote", "The record says {0}; this count gives {1}.")
        lines.append(said.format(recount.recorded, recount.counted))
        reason = _tr(str(REASONS[recount.reason]))
        lines.append(reason.format(points_text(recount.points, height)) if "{0}" in reason else reason)
    unsure = list(unsure)
    if unsure:
        doubt = translate("CountNote", "The estimate was unsure of the stones at: {0}. Check them.")
        lines.append(doubt.format(points_text(unsure, height)))
    return "\n".join(lines)
