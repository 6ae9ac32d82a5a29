"""Words for the screen reader, and the announcer that delivers them.

``Announcer`` sends each message twice over, so that every screen reader gets it: as a
``QAccessibleAnnouncementEvent`` (Qt 6.8+, read out at once by Orca, NVDA, VoiceOver)
and as the text of a live status label, whose name change is itself an accessibility event
for the readers that only follow focus and live regions. The texts come from
``qtgo.session.readout``'s reports; colour words are always spelt out, never implied.

Signals (Announcer):
    announced(str): a message was sent.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

from qtgo.rules import Color, Point, ScoreBreakdown
from qtgo.session.readout import MoveReport, RowReport
from qtgo.ui.numbers import show_number

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older PySide6: the live label alone speaks
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

#: lupdate reads the literal calls ``translate("Speech", ...)``.
translate = QCoreApplication.translate

__all__ = [
    "Announcer",
    "colour_name",
    "move_text",
    "point_name",
    "region_text",
    "result_text",
    "row_text",
    "score_text",
]


def colour_name(color: Color) -> str:
    return translate("Speech", "Black") if color is Color.BLACK else translate("Speech", "White")


def point_name(point: Point, height: int) -> str:
    """``D4`` on boards up to 25 lines, the SGF letters beyond."""
    try:
        return point.to_gtp(height)
    except ValueError:
        return point.to_sgf()


def move_text(report: MoveReport, height: int) -> str:
    """ "Move 12, Black D4. Captures 2 stones. White group at C3 in atari, liberty C2."""
    move = report.move
    if move is None:
        return translate("Speech", "No moves yet.")
    head = translate("Speech", "Move %1, %2").replace("%1", str(report.number)).replace("%2", colour_name(move.color))
    where = translate("Speech", "passes.") if move.point is None else point_name(move.point, height) + "."
    parts = [f"{head} {where}"]
    if report.captured:
        parts.append(translate("Speech", "Stones captured: %1.").replace("%1", str(report.captured)))
    for atari in report.ataris:
        parts.append(
            translate("Speech", "%1 group at %2 in atari, last liberty %3.")
            .replace("%1", colour_name(atari.color))
            .replace("%2", point_name(atari.anchor, height))
            .replace("%3", point_name(atari.liberty, height))
        )
    return " ".join(parts)


def _columns(columns: tuple[int, ...], y: int, height: int) -> str:
    return ", ".join(point_name(Point(x, y), height) for x in columns)


def row_text(report: RowReport, height: int) -> str:
    """ "Row 4: Black D4, Q4; White C4." or "Row 4: empty."."""
    row = translate("Speech", "Row %1:").replace("%1", str(height - report.y))
    if report.empty:
        return row + " " + translate("Speech", "empty.")
    parts = []
    if report.black:
        parts.append(translate("Speech", "Black %1").replace("%1", _columns(report.black, report.y, height)))
    if report.white:
        parts.append(translate("Speech", "White %1").replace("%1", _columns(report.white, report.y, height)))
    return row + " " + "; ".join(parts) + "."


def region_text(stones: Mapping[Color, list[Point]], height: int, name: str) -> str:
    """ "Top left corner: Black C3, D4; White none."."""
    parts = []
    for color in (Color.BLACK, Color.WHITE):
        points = stones.get(color, [])
        listed = ", ".join(point_name(p, height) for p in points) if points else translate("Speech", "none")
        parts.append(f"{colour_name(color)} {listed}")
    return f"{name}: " + "; ".join(parts) + "."


def score_text(score: ScoreBreakdown, *, estimate: bool = True) -> str:
    head = translate("Speech", "Score estimate:") if estimate else translate("Speech", "Score:")
    black = translate("Speech", "Black %1").replace("%1", show_number(score.black.total))
    white = translate("Speech", "White %1").replace("%1", show_number(score.white.total))
    return f"{head} {black}, {white}. {result_text(score.result)}"


def result_text(result: str) -> str:
    """SGF ``RE`` in words, e.g. "White wins by 6.5 points." or "Black wins by resignation."."""
    text = result.strip()
    if text in ("0", "Draw", "Jigo"):
        return translate("Speech", "The game is a draw.")
    if len(text) >= 2 and text[0] in "BW" and text[1] == "+":
        who = colour_name(Color(text[0]))
        how = text[2:]
        if how in ("R", "Resign"):
            return translate("Speech", "%1 wins by resignation.").replace("%1", who)
        if how in ("T", "Time"):
            return translate("Speech", "%1 wins on time.").replace("%1", who)
        if how in ("F", "Forfeit"):
            return translate("Speech", "%1 wins by forfeit.").replace("%1", who)
        if how:
            return translate("Speech", "%1 wins by %2 points.").replace("%1", who).replace("%2", how)
        return translate("Speech", "%1 wins.").replace("%1", who)
    return translate("Speech", "Result: %1").replace("%1", text)


class Announcer(QObject):
    """Speaks through Qt's accessibility; see the module docstring."""

    announced = Signal(str)

    def __init__(self, source: QWidget, label: QLabel | None = None) -> None:
        super().__init__(source)
        self._source = source
        self.label = label or QLabel(source)
        self.label.setAccessibleName(translate("Speech", "Announcements"))
        self.label.setWordWrap(True)
        self.history: list[str] = []

    def clear(self) -> None:
        """Take the last message off the live label (another record is open: it spoke of the old one)."""
        self.label.clear()
        self.label.setAccessibleDescription("")

    def announce(self, text: str, *, assertive: bool = False) -> None:
        if not text:
            return
        self.history.append(text)
        del self.history[:-50]
        self.label.setText(text)
        self.label.setAccessibleDescription(text)
        if QAccessibleAnnouncementEvent is not None and QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(self._source, text)
            if assertive:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
        self.announced.emit(text)
