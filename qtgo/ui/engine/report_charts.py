"""The Report page's small charts: points lost by phase, mistakes by size, loss by time used.

Each chart is a value (:class:`Chart`: a title and groups of a Black and a White bar) read
off the ``SideReport`` of each side; nothing is worked out here but the bars' heights.
:func:`paint_chart` draws one with a plain ``QPainter``, so the same code draws on the
screen (:class:`ReportCharts`) and on a PDF page (``report_pdf``). Black's bar is filled
dark and White's light with a dark outline: the sides differ in more than colour, and
each bar carries its number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from qtgo.engine.report import TIME_BOUNDS, LossUnit, Phase, SideReport, Tally
from qtgo.rules import Color
from qtgo.ui.numbers import show_number

#: lupdate reads the literal calls ``translate("ReportCharts", ...)``.
translate = QCoreApplication.translate

__all__ = ["Chart", "ChartGroup", "ReportCharts", "paint_chart", "report_charts"]

_BLACK_FILL = QColor(40, 40, 40)
_WHITE_FILL = QColor(245, 245, 240)
_OUTLINE = QColor(20, 20, 20)


@dataclass(frozen=True)
class ChartGroup:
    """One group of bars: its label and each side's value."""

    label: str
    black: float
    white: float


@dataclass(frozen=True)
class Chart:
    """A grouped bar chart; ``whole`` says the values are counts (shown without decimals)."""

    title: str
    groups: tuple[ChartGroup, ...]
    whole: bool = False


def _phase_label(phase: Phase) -> str:
    return {
        Phase.OPENING: translate("ReportCharts", "Opening"),
        Phase.MIDDLE: translate("ReportCharts", "Middle"),
        Phase.ENDGAME: translate("ReportCharts", "Endgame"),
    }[phase]


def _band_label(index: int) -> str:
    seconds = translate("ReportCharts", "%1 s")
    if index == 0:
        return "<" + seconds.replace("%1", show_number(TIME_BOUNDS[0]))
    if index == len(TIME_BOUNDS):
        return "≥" + seconds.replace("%1", show_number(TIME_BOUNDS[-1]))
    return seconds.replace("%1", f"{show_number(TIME_BOUNDS[index - 1])}–{show_number(TIME_BOUNDS[index])}")


def _band(report: SideReport, index: int) -> float:
    """The points a side lost in moves of time band ``index``, main time and overtime together."""
    main = report.by_time.get((False, index), Tally())
    late = report.by_time.get((True, index), Tally())
    return main.points_lost + late.points_lost


def report_charts(reports: Mapping[Color, SideReport]) -> list[Chart]:
    """The three charts of a report of both sides (the page's and the PDF's)."""
    black, white = reports[Color.BLACK], reports[Color.WHITE]
    unit = black.unit
    lost = (
        translate("ReportCharts", "Points lost by phase")
        if unit is LossUnit.POINTS
        else translate("ReportCharts", "Win rate lost by phase (%)")
    )
    phases = tuple(
        ChartGroup(_phase_label(p), black.by_phase[p].points_lost, white.by_phase[p].points_lost) for p in Phase
    )
    kinds = (
        ("inaccuracy", translate("ReportCharts", "Inaccuracies")),
        ("mistake", translate("ReportCharts", "Mistakes")),
        ("blunder", translate("ReportCharts", "Blunders")),
    )
    sizes = tuple(ChartGroup(label, black.mistakes[key], white.mistakes[key]) for key, label in kinds)
    bands = tuple(ChartGroup(_band_label(i), _band(black, i), _band(white, i)) for i in range(len(TIME_BOUNDS) + 1))
    overtime = ChartGroup(
        translate("ReportCharts", "Overtime"), black.time_tally(True).points_lost, white.time_tally(True).points_lost
    )
    timed = (
        translate("ReportCharts", "Loss by time used for the move")
        if unit is LossUnit.POINTS
        else translate("ReportCharts", "Win rate lost by time used (%)")
    )
    return [
        Chart(lost, phases),
        Chart(translate("ReportCharts", "Mistakes by size"), sizes, whole=True),
        Chart(timed, (*bands, overtime)),
    ]


def _value_text(chart: Chart, value: float) -> str:
    return str(round(value)) if chart.whole else show_number(round(value, 1))


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def paint_chart(
    painter: QPainter, rect: QRectF, chart: Chart, *, ink: QColor | None = None, text_px: float | None = None
) -> None:
    """Draw ``chart`` into ``rect``: the title, a legend, the bars with their numbers, the labels
    (``text_px``: the text's size; by default it follows the rectangle's)."""
    ink = ink or QColor(0, 0, 0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if text_px is None:
        text_px = max(7.0, min(rect.height() / 13, rect.width() / 24))
    title_font, small = _font(text_px * 1.1, bold=True), _font(text_px)
    line = QFontMetricsF(small).height()
    painter.setPen(ink)
    painter.setFont(title_font)
    title_h = QFontMetricsF(title_font).height()
    painter.drawText(
        QRectF(rect.left(), rect.top(), rect.width(), title_h),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        QFontMetricsF(title_font).elidedText(chart.title, Qt.TextElideMode.ElideRight, rect.width()),
    )
    painter.setFont(small)
    top = rect.top() + title_h + line * 1.2  # the legend's line, then the numbers above the bars
    legend_y = rect.top() + title_h
    swatch = line * 0.7
    x = rect.left()
    for fill, name in (
        (_BLACK_FILL, translate("ReportCharts", "Black")),
        (_WHITE_FILL, translate("ReportCharts", "White")),
    ):
        painter.setPen(QPen(_OUTLINE, max(1.0, text_px / 12)))
        painter.setBrush(fill)
        painter.drawRect(QRectF(x, legend_y + (line - swatch) / 2, swatch, swatch))
        painter.setPen(ink)
        painter.drawText(QPointF(x + swatch * 1.4, legend_y + QFontMetricsF(small).ascent()), name)
        x += swatch * 2 + QFontMetricsF(small).horizontalAdvance(name) + line
    base = rect.bottom() - line * 1.1
    plot_h = max(1.0, base - top - line)
    biggest = max((max(g.black, g.white) for g in chart.groups), default=0.0)
    scale = plot_h / biggest if biggest > 0 else 0.0
    count = max(1, len(chart.groups))
    slot = rect.width() / count
    bar_w = slot * 0.36
    painter.setPen(QPen(ink, max(1.0, text_px / 14)))
    painter.drawLine(QPointF(rect.left(), base), QPointF(rect.right(), base))
    metrics = QFontMetricsF(small)
    numbers = [_value_text(chart, v) for g in chart.groups for v in (g.black, g.white)]
    widest = max((metrics.horizontalAdvance(text) for text in numbers), default=1.0)
    # Each number over its own bar: a smaller font where the bars are narrow (many groups).
    number_font = _font(max(5.0, min(text_px, text_px * slot / 2 / max(1.0, widest * 1.05))))
    for index, group in enumerate(chart.groups):
        left = rect.left() + index * slot + (slot - 2 * bar_w) / 2
        for offset, value, fill in ((0.0, group.black, _BLACK_FILL), (bar_w, group.white, _WHITE_FILL)):
            height = value * scale
            bar = QRectF(left + offset, base - height, bar_w, height)
            painter.setPen(QPen(_OUTLINE, max(1.0, text_px / 12)))
            painter.setBrush(fill)
            if height > 0:
                painter.drawRect(bar)
            painter.setPen(ink)
            painter.setFont(number_font)
            painter.drawText(
                QRectF(bar.center().x() - slot / 4, base - height - line, slot / 2, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                _value_text(chart, value),
            )
            painter.setFont(small)
        label = metrics.elidedText(group.label, Qt.TextElideMode.ElideRight, slot)
        painter.drawText(
            QRectF(rect.left() + index * slot, base, slot, line * 1.1),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            label,
        )
    painter.restore()


class ReportCharts(QWidget):
    """The three charts side by side, or one under the other when the page is narrow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.charts: list[Chart] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_charts(self, charts: Sequence[Chart]) -> None:
        self.charts = list(charts)
        self.setAccessibleDescription(self.describe())
        self.updateGeometry()
        self.update()

    def describe(self) -> str:
        """The charts in words, for a screen reader (a picture says nothing to it)."""
        lines = []
        black, white = translate("ReportCharts", "Black"), translate("ReportCharts", "White")
        for chart in self.charts:
            values = "; ".join(
                f"{g.label}: {black} {show_number(round(g.black, 1))}, {white} {show_number(round(g.white, 1))}"
                for g in chart.groups
            )
            lines.append(f"{chart.title}. {values}.")
        return " ".join(lines)

    def _text_px(self) -> float:
        return float(self.fontMetrics().height()) * 0.8

    def _chart_height(self) -> int:
        return round(self._text_px() * 12)

    def _wide(self) -> bool:
        return self.width() >= 3 * self._text_px() * 20

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        wide = width >= 3 * self._text_px() * 20
        return self._chart_height() * (1 if wide else len(self.charts) or 1)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.heightForWidth(self.width()))

    def sizeHint(self) -> QSize:
        return QSize(200, self.heightForWidth(self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if (event.oldSize().width() >= 3 * self._text_px() * 20) != self._wide():
            self.updateGeometry()  # side by side <-> one under the other: another height

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.charts:
            return
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        margin = 6.0
        area = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)
        count = len(self.charts)
        for index, chart in enumerate(self.charts):
            if self._wide():
                width = area.width() / count
                cell = QRectF(area.left() + index * width, area.top(), width - margin * 2, area.height())
            else:
                height = area.height() / count
                cell = QRectF(area.left(), area.top() + index * height, area.width(), height - margin)
            paint_chart(painter, cell, chart, ink=ink, text_px=self._text_px())
        painter.end()
