"""A small line chart of the coach: mean loss per move by month, one line a phase.

Drawn with QPainter (no chart library needed). The numbers come from the caller
(``qtgo.library.coach``); the widget only places them. A click on a month's column says
which month (``month_clicked``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["LossChart"]

#: The phases' colours: opening, middle game, endgame (told apart in grey too, by the marks).
COLOURS = ("#2e7d32", "#1565c0", "#c62828")


class LossChart(QWidget):
    """Signals:
    month_clicked(str): the month ("YYYY-MM", "" for undated games) whose column was clicked.
    """

    month_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.months: list[str] = []
        self.series: list[tuple[str, list[float | None]]] = []  # (phase's name, mean loss a month)
        self.selected = ""
        self.empty_text = ""
        self.caption = ""
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(480, 220)

    def set_data(self, months: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]]) -> None:
        """``months`` in order; each series one value per month (None: no move in that phase)."""
        self.months = list(months)
        self.series = [(name, list(values)) for name, values in series]
        self.update()

    def select(self, month: str) -> None:
        self.selected = month
        self.update()

    def _plot_rect(self) -> QRectF:
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("00.0") + 12
        legend = metrics.height() + 8
        return QRectF(left, legend + 6, max(self.width() - left - 12, 10), max(self.height() - legend * 2 - 18, 10))

    def _column(self, index: int, plot: QRectF) -> float:
        if len(self.months) == 1:
            return plot.center().x()
        return plot.left() + plot.width() * (index + 0.5) / len(self.months)

    def month_at(self, x: float) -> str | None:
        if not self.months:
            return None
        plot = self._plot_rect()
        step = plot.width() / len(self.months)
        index = int((x - plot.left()) // step) if step else 0
        return self.months[index] if 0 <= index < len(self.months) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        month = self.month_at(event.position().x())
        if month is not None:
            self.select(month)
            self.month_clicked.emit(month)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = self.fontMetrics()
        if not self.months:
            painter.setPen(text_colour)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        plot = self._plot_rect()
        values = [v for _name, series in self.series for v in series if v is not None]
        top = max([*values, 0.5]) * 1.15
        grid = QColor(text_colour)
        grid.setAlpha(50)
        # The selected month's column, then the grid and the axis figures.
        if self.selected in self.months:
            step = plot.width() / len(self.months)
            index = self.months.index(self.selected)
            band = palette.color(QPalette.ColorRole.Highlight)
            band.setAlpha(50)
            painter.fillRect(QRectF(plot.left() + index * step, plot.top(), step, plot.height()), band)
        for k in range(5):
            y = plot.bottom() - plot.height() * k / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            label = f"{top * k / 4:.1f}"
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        # Month labels: as many as fit, evenly spaced.
        widest = max(metrics.horizontalAdvance(m or "?") for m in self.months) + 8
        every = max(1, int(len(self.months) * widest // max(plot.width(), 1)) + 1)
        for index, month in enumerate(self.months):
            if index % every:
                continue
            x = self._column(index, plot)
            painter.drawText(
                QRectF(x - widest / 2, plot.bottom() + 4, widest, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                month or "?",
            )

        def y_of(value: float) -> float:
            return plot.bottom() - plot.height() * value / top

        # The lines, with a mark at each month (a different shape for each phase).
        for number, (_name, series) in enumerate(self.series):
            colour = QColor(COLOURS[number % len(COLOURS)])
            painter.setPen(QPen(colour, 2))
            previous: QPointF | None = None
            for index, value in enumerate(series):
                if value is None:
                    previous = None
                    continue
                point = QPointF(self._column(index, plot), y_of(value))
                if previous is not None:
                    painter.drawLine(previous, point)
                self._mark(painter, point, number, colour)
                previous = point
        # The legend, across the top.
        x = plot.left()
        for number, (name, _series) in enumerate(self.series):
            colour = QColor(COLOURS[number % len(COLOURS)])
            centre = QPointF(x + 6, 4 + metrics.height() / 2)
            painter.setPen(QPen(colour, 2))
            painter.drawLine(QPointF(x, centre.y()), QPointF(x + 12, centre.y()))
            self._mark(painter, centre, number, colour)
            painter.setPen(text_colour)
            painter.drawText(QPointF(x + 18, 4 + metrics.ascent()), name)
            x += 18 + metrics.horizontalAdvance(name) + 18
        if self.caption and x + metrics.horizontalAdvance(self.caption) < plot.right():
            painter.drawText(
                QRectF(x, 4, plot.right() - x, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self.caption,
            )
        painter.end()

    @staticmethod
    def _mark(painter: QPainter, point: QPointF, kind: int, colour: QColor) -> None:
        painter.setBrush(colour)
        size = 3.5
        if kind == 0:
            painter.drawEllipse(point, size, size)
        elif kind == 1:
            painter.drawRect(QRectF(point.x() - size, point.y() - size, 2 * size, 2 * size))
        else:
            painter.drawPolygon(
                [
                    QPointF(point.x(), point.y() - size - 1),
                    QPointF(point.x() + size + 1, point.y() + size),
                    QPointF(point.x() - size - 1, point.y() + size),
                ]
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
