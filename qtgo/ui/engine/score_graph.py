"""The score graph: Black's lead (or winrate) over the whole game; a click jumps there.

Takes plain data (one ``Analysis`` or None per main-line position); it only draws.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from qtgo.engine import Analysis


class ScoreGraph(QWidget):
    """Signals: ``position_clicked(int)`` — the main-line position (0 = start) under a click."""

    position_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(80)
        self.retranslate()
        self._leads: list[float | None] = []
        self._winrates: list[float | None] = []
        self._current = 0
        self._marked: frozenset[int] = frozenset()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Black's lead over the game (above the middle: Black ahead). Click to go there."))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(320, 120)

    def set_evaluations(self, evaluations: Sequence[Analysis | None]) -> None:
        self._leads = [None if a is None else a.score_lead for a in evaluations]
        self._winrates = [None if a is None else a.winrate for a in evaluations]
        self.update()

    def set_current(self, index: int) -> None:
        self._current = index
        self.update()

    def set_marked(self, indices: Sequence[int]) -> None:
        """Positions reached by a mistake (drawn as red ticks)."""
        self._marked = frozenset(indices)
        self.update()

    @property
    def count(self) -> int:
        return len(self._leads)

    def _x(self, index: int, rect: QRectF) -> float:
        steps = max(1, self.count - 1)
        return rect.left() + rect.width() * index / steps

    def index_at(self, x: float) -> int | None:
        if not self.count:
            return None
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        steps = max(1, self.count - 1)
        fraction = (x - rect.left()) / max(1.0, rect.width())
        return min(max(round(fraction * steps), 0), self.count - 1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.position_clicked.emit(index)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.fillRect(self.rect(), self.palette().base())
        middle = rect.center().y()
        painter.setPen(QPen(QColor(128, 128, 128), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(rect.left(), middle), QPointF(rect.right(), middle))
        leads = [v for v in self._leads if v is not None]
        scale = max([10.0, *(abs(v) for v in leads)])
        for index in self._marked:
            x = self._x(index, rect)
            painter.setPen(QPen(QColor(200, 40, 40), 1))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        self._draw_line(painter, rect, [None if v is None else v / scale for v in self._leads], QColor(30, 30, 30))
        self._draw_line(painter, rect, [None if v is None else 2 * v - 1 for v in self._winrates], QColor(40, 110, 200))
        if self.count:
            x = self._x(self._current, rect)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.end()

    def _draw_line(self, painter: QPainter, rect: QRectF, values: list[float | None], color: QColor) -> None:
        path = QPainterPath()
        drawing = False
        half = rect.height() / 2
        for index, value in enumerate(values):
            if value is None:
                drawing = False
                continue
            point = QPointF(self._x(index, rect), rect.center().y() - value * half)
            if drawing:
                path.lineTo(point)
            else:
                path.moveTo(point)
                drawing = True
        painter.setPen(QPen(color, 1.5))
        painter.drawPath(path)
