"""The score graph: Black's lead, Black's win rate or each move's loss over the whole game.

It grows as the analysis reports each position (``set_evaluation``), draws its axes, says
the value at the current move, and under the mouse the loss of that move; a click jumps
there, a drag (or a Shift+click) selects a range of moves, and the context menu asks for the
move under the mouse or the range to be analysed again. The numbers come from
``qtgo.engine.series``: this widget only draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

from qtgo.engine import Analysis
from qtgo.engine.series import GraphMode, Series, series_of
from qtgo.rules import Color

LEFT, RIGHT, TOP, BOTTOM = 44, 8, 18, 16  # room for the axes' labels and the current value
# The least height of the graph: the lead's ups and downs still readable (and the board
# keeps its room at 800x600 with the review dock open).
MIN_HEIGHT = 100


class ScoreGraph(QWidget):
    """Signals: ``position_clicked(int)`` — the main-line position (0 = start) under a click;
    ``selection_changed()`` — the range of moves selected (``selection``) changed;
    ``rerun_requested(list)`` — these moves are to be analysed again (from the context menu)."""

    position_clicked = Signal(int)
    selection_changed = Signal()
    rerun_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(MIN_HEIGHT)
        self.setMouseTracking(True)  # the loss of the move under the mouse
        self._evaluations: list[Analysis | None] = []
        self._movers: list[Color | None] = []
        self.mode = GraphMode.LEAD
        self.series = series_of([], [], self.mode)
        self._current = 0
        self.hovered: int | None = None
        self._marked: frozenset[int] = frozenset()
        self._trouble: frozenset[int] = frozenset()
        self._skipped: frozenset[int] = frozenset()
        self.selection: tuple[int, int] | None = None  # first and last move selected
        self._anchor: int | None = None  # where a drag began
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(
            self.tr(
                "Black's lead over the game (above the middle: Black ahead). Click to go there; drag to "
                "select moves, right-click to analyse them again."
            )
        )
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(320, 180)

    # ------------------------------------------------------------------ data

    def set_evaluations(
        self, evaluations: Sequence[Analysis | None], movers: Sequence[Color | None] | None = None
    ) -> None:
        """The whole game at once; ``movers[i]`` made the move reaching position i."""
        self._evaluations = list(evaluations)
        self._movers = list(movers) if movers is not None else [None, *(a.to_play for a in evaluations[:-1] if a)]
        self._recompute()

    def set_length(self, count: int, movers: Sequence[Color | None]) -> None:
        """A game of ``count`` positions whose evaluations will arrive one by one."""
        self._evaluations = (self._evaluations + [None] * count)[:count]
        self._movers = list(movers)
        self._recompute()

    def set_evaluation(self, index: int, analysis: Analysis) -> None:
        """One position's evaluation arrived (the graph draws it at once)."""
        if index >= len(self._evaluations):
            self._evaluations += [None] * (index + 1 - len(self._evaluations))
        self._evaluations[index] = analysis
        self._recompute()

    def set_mode(self, mode: GraphMode) -> None:
        self.mode = mode
        self._recompute()

    def _recompute(self) -> None:
        self.series = series_of(self._evaluations, self._movers, self.mode)
        self.update()

    def set_current(self, index: int) -> None:
        self._current = index
        self.update()

    def set_marked(self, indices: Sequence[int]) -> None:
        """Positions reached by a mistake (drawn as red ticks)."""
        self._marked = frozenset(indices)
        self.update()

    def set_trouble(self, indices: Sequence[int]) -> None:
        """Moves played in time trouble (``report.time_trouble``): drawn as small orange
        triangles on the bottom edge, and said when the mouse is over them."""
        self._trouble = frozenset(indices)
        self.update()

    @property
    def trouble(self) -> frozenset[int]:
        return self._trouble

    def set_skipped(self, indices: Sequence[int]) -> None:
        """Positions a review skipped (drawn as grey dashed lines, said as "skipped")."""
        self._skipped = frozenset(indices)
        self.update()

    @property
    def skipped(self) -> frozenset[int]:
        """The positions drawn as skipped."""
        return self._skipped

    @property
    def marked(self) -> frozenset[int]:
        """The positions drawn with a mistake's tick."""
        return self._marked

    @property
    def count(self) -> int:
        return len(self._evaluations)

    # ------------------------------------------------------------------ words

    def value_text(self, index: int) -> str:
        """The value at ``index`` as the graph shows it ('' when unknown)."""
        series = self.series
        if not 0 <= index < len(series.values) or series.values[index] is None:
            return ""
        value = series.values[index]
        assert value is not None
        if self.mode is GraphMode.WINRATE:
            return self.tr("Black {rate}%").format(rate=f"{value * 100:.1f}")
        if self.mode is GraphMode.LOSS:
            return self._loss_text(index)
        return _lead_text(value)

    def _loss_text(self, index: int) -> str:
        loss = self.series.losses[index] if index < len(self.series.losses) else None
        mover = self._movers[index] if index < len(self._movers) else None
        if loss is None or mover is None:
            return ""
        side = self.tr("Black") if mover is Color.BLACK else self.tr("White")
        # A move that raised its mover's evaluation (search noise at few visits) lost nothing:
        # "White lost -0.4 points" read as nonsense in the trials.
        loss = max(0.0, loss)
        if self.series.unit_mode is GraphMode.WINRATE:
            return self.tr("{side} lost {loss}% win rate").format(side=side, loss=f"{loss * 100:.1f}")
        return self.tr("{side} lost {loss} points").format(side=side, loss=f"{loss:.1f}")

    def current_text(self) -> str:
        """What the graph says about the current move."""
        value = self.value_text(self._current)
        if not value and self._current in self._skipped:
            value = self.tr("skipped (no answer in time)")
        if not value:
            return ""
        return self.tr("Move {number}: {value}").format(number=self._current, value=value)

    def hover_text(self) -> str:
        """What the graph says about the move under the mouse: the mover's loss."""
        if self.hovered is None:
            return ""
        loss = self._loss_text(self.hovered)
        if self.hovered in self._trouble:
            loss = self.tr("{loss}, in time trouble").format(loss=loss) if loss else self.tr("in time trouble")
        return self.tr("Move {number}: {value}").format(number=self.hovered, value=loss) if loss else ""

    # ------------------------------------------------------------------ geometry and mouse

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(LEFT, TOP, -RIGHT, -BOTTOM)

    def _x(self, index: int, rect: QRectF) -> float:
        steps = max(1, self.count - 1)
        return rect.left() + rect.width() * index / steps

    def index_at(self, x: float) -> int | None:
        if not self.count:
            return None
        rect = self.plot_rect()
        steps = max(1, self.count - 1)
        fraction = (x - rect.left()) / max(1.0, rect.width())
        return min(max(round(fraction * steps), 0), self.count - 1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self._anchor = self._current
            self.select(self._current, index)
        else:
            self._anchor = index
            self.select(None)
        self.position_clicked.emit(index)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index != self.hovered:
            self.hovered = index
            self.update()
        dragging = event.buttons() & Qt.MouseButton.LeftButton
        if dragging and index is not None and self._anchor is not None and index != self._anchor:
            self.select(self._anchor, index)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._anchor = None
        super().mouseReleaseEvent(event)

    def select(self, first: int | None, last: int | None = None) -> None:
        """Select the moves from ``first`` to ``last`` (either order); None: nothing."""
        if first is None:
            selection = None
        else:
            last = first if last is None else last
            selection = (min(first, last), max(first, last))
        if selection != self.selection:
            self.selection = selection
            self.update()
            self.selection_changed.emit()

    @property
    def selected_moves(self) -> list[int]:
        """The moves of the selection, in order (none selected: empty)."""
        return [] if self.selection is None else list(range(self.selection[0], self.selection[1] + 1))

    def context_menu(self, index: int | None) -> QMenu:
        """Analyse again the move at ``index`` (the one under the mouse) or the selection."""
        menu = QMenu(self)
        if index is not None:
            action = menu.addAction(self.tr("Analyse move {number} again").format(number=index))
            action.triggered.connect(lambda: self.rerun_requested.emit([index]))
        if self.selection is not None:
            first, last = self.selection
            action = menu.addAction(self.tr("Analyse moves {first}–{last} again").format(first=first, last=last))
            action.triggered.connect(lambda: self.rerun_requested.emit(self.selected_moves))
            menu.addAction(self.tr("Clear the selection"), lambda: self.select(None))
        for action in menu.actions():
            action.setEnabled(self.count > 0)
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.context_menu(self.index_at(event.pos().x()))
        if menu.actions():
            menu.exec(event.globalPos())
        menu.deleteLater()

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered = None
        self.update()
        super().leaveEvent(event)

    # ------------------------------------------------------------------ painting

    def _scale(self, series: Series) -> tuple[float, float]:
        """The values at the top and the bottom of the plot."""
        if self.mode is GraphMode.WINRATE:
            return 1.0, 0.0
        known = [abs(v) for v in series.values if v is not None]
        if self.mode is GraphMode.LOSS:
            floor = 0.1 if series.unit_mode is GraphMode.WINRATE else 5.0
            return max([floor, *known]), 0.0
        top = max([10.0, *known])
        return top, -top

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        rect = self.plot_rect()
        series = self.series
        top, bottom = self._scale(series)

        def y_of(value: float) -> float:
            return rect.bottom() - (value - bottom) / (top - bottom) * rect.height()

        if self.selection is not None and self.count:
            left, right = self._x(self.selection[0], rect), self._x(self.selection[1], rect)
            shade = QColor(self.palette().highlight().color())
            shade.setAlpha(60)
            painter.fillRect(QRectF(left - 2, rect.top(), right - left + 4, rect.height()), shade)
        self._paint_axes(painter, rect, top, bottom, y_of)
        for index in self._skipped:
            x = self._x(index, rect)
            painter.setPen(QPen(QColor(128, 128, 128, 200), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        for index in self._marked:
            x = self._x(index, rect)
            painter.setPen(QPen(QColor(200, 40, 40, 160), 1))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(230, 130, 20, 220))
        for index in self._trouble:  # time trouble: a small triangle standing on the bottom edge
            x = self._x(index, rect)
            bottom_y = rect.bottom()
            painter.drawPolygon(
                QPolygonF([QPointF(x - 3.5, bottom_y), QPointF(x + 3.5, bottom_y), QPointF(x, bottom_y - 6)])
            )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.mode is GraphMode.LOSS:
            self._paint_bars(painter, rect, series, y_of)
        else:
            self._paint_line(painter, rect, series.values, y_of)
        if self.count:
            x = self._x(self._current, rect)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        if self.hovered is not None:
            x = self._x(self.hovered, rect)
            painter.setPen(QPen(QColor(128, 128, 128), 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.setPen(self.palette().text().color())
        text = self.hover_text() or self.current_text()
        painter.drawText(QRectF(LEFT, 0, self.width() - LEFT - RIGHT, TOP), int(Qt.AlignmentFlag.AlignLeft), text)
        painter.end()

    def _paint_axes(
        self, painter: QPainter, rect: QRectF, top: float, bottom: float, y_of: Callable[[float], float]
    ) -> None:
        metrics = QFontMetrics(painter.font())
        text_color = self.palette().text().color()
        grid = QPen(QColor(160, 160, 160, 120), 1, Qt.PenStyle.DashLine)
        ticks = (top, (top + bottom) / 2, bottom)
        for value in ticks:
            y = y_of(value)
            painter.setPen(grid)
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text_color)
            label = self._axis_label(value)
            top_of_text = min(max(0.0, y - metrics.height() / 2), self.height() - BOTTOM - metrics.height() / 2)
            painter.drawText(
                QRectF(0, top_of_text, LEFT - 4, metrics.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        painter.setPen(QPen(text_color, 1))
        painter.drawLine(QPointF(rect.left(), rect.top()), QPointF(rect.left(), rect.bottom()))
        painter.drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.bottom()))
        if self.count < 2:
            return
        step = _tick_step(self.count - 1)
        for number in range(0, self.count, step):
            x = self._x(number, rect)
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + 3))
            painter.drawText(
                QRectF(x - 20, rect.bottom() + 2, 40, BOTTOM - 2), int(Qt.AlignmentFlag.AlignHCenter), str(number)
            )

    def _axis_label(self, value: float) -> str:
        if self.mode is GraphMode.WINRATE or (
            self.mode is GraphMode.LOSS and self.series.unit_mode is GraphMode.WINRATE
        ):
            return f"{value * 100:.0f}%"
        if self.mode is GraphMode.LOSS:
            return f"{value:.0f}"
        return _lead_text(value, digits=0)

    def _paint_line(
        self, painter: QPainter, rect: QRectF, values: Sequence[float | None], y_of: Callable[[float], float]
    ) -> None:
        path = QPainterPath()
        drawing = False
        for index, value in enumerate(values):
            if value is None:
                drawing = False
                continue
            point = QPointF(self._x(index, rect), y_of(value))
            if drawing:
                path.lineTo(point)
            else:
                path.moveTo(point)
                drawing = True
        color = QColor(40, 110, 200) if self.mode is GraphMode.WINRATE else QColor(30, 30, 30)
        painter.setPen(QPen(color, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def _paint_bars(self, painter: QPainter, rect: QRectF, series: Series, y_of: Callable[[float], float]) -> None:
        width = max(1.0, rect.width() / max(1, self.count) * 0.8)
        for index, loss in enumerate(series.values):
            if loss is None or loss <= 0:
                continue
            mover = self._movers[index] if index < len(self._movers) else None
            x = self._x(index, rect)
            painter.setPen(QPen(QColor(60, 60, 60), 0.5))
            painter.setBrush(QColor(20, 20, 20) if mover is Color.BLACK else QColor(235, 235, 235))
            painter.drawRect(QRectF(x - width / 2, y_of(loss), width, rect.bottom() - y_of(loss)))


def _lead_text(value: float, digits: int = 1) -> str:
    """Black's lead as players write it: ``B+3.5``, ``W+2``, ``0``."""
    if round(value, digits) == 0:
        return "0"
    return ("B+" if value > 0 else "W+") + f"{abs(value):.{digits}f}"


def _tick_step(moves: int) -> int:
    """Move numbers on the bottom axis: at most about eight of them, at round steps."""
    for step in (1, 2, 5, 10, 20, 50, 100, 200):
        if moves / step <= 8:
            return step
    return 500
