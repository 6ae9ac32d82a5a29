"""The analysis on the board: candidate moves with winrate or lead and visits, the best one
distinct, the principal variation of the candidate under the mouse, and ownership shading.

A legend in the board's corner says what the labels' numbers are (GNU Go's move values are
marked ``v``, not shown as points). The PV under the mouse stays while the engine keeps
reporting: a new report keeps the hovered move when it is still a candidate. Ownership
comes from the engine, else (``set_estimate``) from qtgo's own estimator.

One ``QGraphicsObject`` over the board scene, laid out by the scene's own geometry; it is
repainted when the analysis, the hovered point or the layout changes, never rebuilt.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from qtgo.engine import Analysis, Candidate
from qtgo.engine.review import Severity
from qtgo.rules import Color, Point
from qtgo.ui.board.geometry import BoardGeometry
from qtgo.ui.board.scene import BoardScene

Z_ANALYSIS = 50.0

SEVERITY_COLORS = {
    Severity.INACCURACY: QColor(230, 200, 40),
    Severity.MISTAKE: QColor(240, 130, 20),
    Severity.BLUNDER: QColor(220, 30, 30),
}


class AnalysisOverlay(QGraphicsObject):
    """Add to a ``BoardScene``; ``set_analysis`` shows, ``clear`` hides; ``hover_point`` shows a PV."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__()
        self._scene = scene
        self.setZValue(Z_ANALYSIS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)  # the PV of the candidate under the mouse
        self.analysis: Analysis | None = None
        self.shown: tuple[Candidate, ...] = ()
        self.hovered: Candidate | None = None
        self.show_ownership = True
        self.estimate: tuple[float, ...] | None = None  # qtgo's own ownership, rows top to bottom
        self.limit = 10
        self.mistake: tuple[Point, Severity] | None = None
        # The overlay covers the scene: when the board is laid out anew its bounds change,
        # and the scene's index must hear of it, or painting stays clipped to the old size.
        scene.sceneRectChanged.connect(self._scene_resized)

    def _scene_resized(self, _rect: QRectF) -> None:
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        rect: QRectF = self._scene.sceneRect()
        return rect

    def set_analysis(self, analysis: Analysis | None, *, limit: int | None = None) -> None:
        """Show ``analysis`` (its best ``limit`` candidates); None clears the board."""
        if limit is not None:
            self.limit = limit
        if analysis is None and self.analysis is None and not self.shown and self.hovered is None:
            return  # nothing shown, nothing to clear: stepping must not repaint the whole board
        self.analysis = analysis
        self.shown = analysis.top(self.limit) if analysis is not None else ()
        if self.hovered is not None:  # the PV under the mouse stays while the engine reports
            point = self.hovered.point
            self.hovered = next((c for c in self.shown if c.point is not None and c.point == point), None)
        self.update()

    def set_ownership_shown(self, on: bool) -> None:
        self.show_ownership = on
        self.update()

    def set_estimate(self, ownership: tuple[float, ...] | None) -> None:
        """qtgo's own ownership (+1 Black), shown when the engine's analysis has none."""
        if ownership == self.estimate:
            return
        self.estimate = ownership
        self.update()

    @property
    def ownership(self) -> tuple[float, ...] | None:
        """The ownership on the board: the engine's, else qtgo's estimate (None: none)."""
        if not self.show_ownership:
            return None
        if self.analysis is not None and self.analysis.ownership is not None:
            return self.analysis.ownership
        return self.estimate

    def legend_text(self) -> str:
        """What the numbers on the candidates mean ('' when none are shown)."""
        if self.analysis is None or not self.shown:
            return ""
        parts = []
        first = self.shown[0]
        if first.winrate is not None:
            parts.append(self.tr("win rate"))
        if first.score_lead is not None:
            parts.append(self.tr("score lead"))
        elif first.value is not None:
            parts.append(self.tr("v = GNU Go's move value (not points)"))
        if first.visits is not None:
            parts.append(self.tr("visits"))
        if not parts:
            return self.tr("The engine's choice")
        side = self.tr("Black") if self.analysis.to_play is Color.BLACK else self.tr("White")
        return self.tr("For {side}: {parts}").format(side=side, parts=" · ".join(parts))

    def clear(self) -> None:
        self.set_analysis(None)

    def set_mistake(self, point: Point | None, severity: Severity | None = None) -> None:
        """Ring the stone of a mistake (the move just shown), red for a blunder."""
        mistake = (point, severity) if point is not None and severity is not None else None
        if mistake != self.mistake:
            self.mistake = mistake
            self.update()

    def hover_point(self, point: tuple[int, int] | None) -> None:
        """The mouse is over ``point``: show that candidate's principal variation."""
        found = None
        for candidate in self.shown:
            if candidate.point is not None and point is not None and (candidate.point.x, candidate.point.y) == point:
                found = candidate
        if found is not self.hovered:
            self.hovered = found
            self.update()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        position = event.scenePos()
        self.hover_point(self._scene.geometry.point_at(position.x(), position.y()))
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover_point(None)
        super().hoverLeaveEvent(event)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        geometry = self._scene.geometry
        cell = geometry.cell
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.mistake is not None:
            point, severity = self.mistake
            cx, cy = geometry.center(point.x, point.y)
            painter.setPen(QPen(SEVERITY_COLORS[severity], max(2.0, cell * 0.08)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(cx, cy), cell * 0.55, cell * 0.55)
        ownership = self.ownership
        if ownership is not None:
            self._paint_ownership(painter, ownership, geometry, cell)
        analysis = self.analysis
        if analysis is None:
            return
        self._paint_legend(painter, geometry, cell)
        if self.hovered is not None:
            self._paint_pv(painter, analysis.to_play, self.hovered, geometry, cell)
            return
        font = QFont()
        font.setPixelSize(max(6, int(cell * 0.26)))
        painter.setFont(font)
        for rank, candidate in enumerate(self.shown):
            if candidate.point is None:
                continue
            cx, cy = geometry.center(candidate.point.x, candidate.point.y)
            best = rank == 0
            fill = QColor(40, 170, 80, 220) if best else QColor(60, 120, 200, 170)
            painter.setPen(QPen(QColor(20, 20, 20), 1.5 if best else 0.8))
            painter.setBrush(QBrush(fill))
            radius = cell * 0.46
            painter.drawEllipse(QPointF(cx, cy), radius, radius)
            painter.setPen(QColor(255, 255, 255))
            painter.drawText(
                QRectF(cx - radius, cy - radius, 2 * radius, 2 * radius),
                int(Qt.AlignmentFlag.AlignCenter),
                candidate_text(candidate, analysis.to_play),
            )

    def _paint_legend(self, painter: QPainter, geometry: BoardGeometry, cell: float) -> None:
        """The legend on the board's front edge, below the coordinates (else at the wood's foot)."""
        text = self.legend_text()
        if not text:
            return
        x, y, _width, height = (value / geometry.dpr for value in geometry.wood_rect_dev)
        edge = geometry.edge_dev / geometry.dpr
        font = QFont()
        font.setPixelSize(max(8, int(edge * 0.8 if edge >= 10 else cell * 0.2)))
        painter.setFont(font)
        line = font.pixelSize() * 1.25
        top = y + height + (edge - line) / 2 if edge >= 10 else y + height - line - 2
        left = x + cell * 0.25
        # Measured with the font's metrics, not painter.boundingRect (which came back empty
        # on some paint devices, and the clipped text with it).
        width = QFontMetricsF(font).horizontalAdvance(text) + 2
        rect = QRectF(left, top, width, line)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(rect.adjusted(-3, 0, 3, 0), 3, 3)
        painter.setPen(QColor(20, 20, 20))
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip), text
        )

    def _paint_ownership(
        self, painter: QPainter, ownership: tuple[float, ...], geometry: BoardGeometry, cell: float
    ) -> None:
        width = geometry.columns
        painter.setPen(Qt.PenStyle.NoPen)
        for index, value in enumerate(ownership):
            if abs(value) < 0.15:
                continue
            cx, cy = geometry.center(index % width, index // width)
            shade = QColor(0, 0, 0) if value > 0 else QColor(255, 255, 255)
            shade.setAlphaF(min(0.6, abs(value) * 0.6))
            painter.setBrush(shade)
            side = cell * 0.42
            painter.drawRect(QRectF(cx - side / 2, cy - side / 2, side, side))

    def _paint_pv(
        self, painter: QPainter, to_play: Color, candidate: Candidate, geometry: BoardGeometry, cell: float
    ) -> None:
        font = QFont()
        font.setPixelSize(max(6, int(cell * 0.4)))
        painter.setFont(font)
        color = to_play
        for number, point in enumerate(candidate.pv, start=1):
            if point is not None:
                cx, cy = geometry.center(point.x, point.y)
                black = color is Color.BLACK
                painter.setPen(QPen(QColor(0, 0, 0), 0.8))
                painter.setBrush(QColor(20, 20, 20, 200) if black else QColor(245, 245, 245, 200))
                radius = cell * 0.47
                painter.drawEllipse(QPointF(cx, cy), radius, radius)
                painter.setPen(QColor(255, 255, 255) if black else QColor(0, 0, 0))
                painter.drawText(
                    QRectF(cx - radius, cy - radius, 2 * radius, 2 * radius),
                    int(Qt.AlignmentFlag.AlignCenter),
                    str(number),
                )
            color = color.opponent


def candidate_text(candidate: Candidate, to_play: Color) -> str:
    """The label of a candidate, for the player to move: winrate, else lead, then visits."""
    sign = 1 if to_play is Color.BLACK else -1
    lines = []
    if candidate.winrate is not None:
        rate = candidate.winrate if sign > 0 else 1 - candidate.winrate
        lines.append(f"{rate * 100:.0f}%")
    if candidate.score_lead is not None:
        lines.append(signed_points(candidate.score_lead * sign))
    elif candidate.value is not None:
        lines.append(f"v{candidate.value:.0f}")  # GNU Go's move value, not points (see the legend)
    if candidate.visits is not None:
        lines.append(str(candidate.visits) if candidate.visits < 1000 else f"{candidate.visits / 1000:.1f}k")
    return "\n".join(lines[:3])


def signed_points(value: float) -> str:
    """A lead with its sign, one decimal, and a plain ``0.0`` where it rounds to nothing
    (never ``-0.0``)."""
    text = f"{value:+.1f}"
    return "0.0" if text in ("+0.0", "-0.0") else text
