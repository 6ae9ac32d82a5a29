"""Drawing a figure with ``QPainter``, as vectors, for SVG, PDF, printing and PNG alike.

A figure is drawn in black and white as books print it: plain circles for stones, the
move numbers on them, the record's marks, optional coordinates, and the caption below.
Every size derives from the target rectangle, so the same code fills a 600-pixel PNG or
a quarter of an A4 page at 1200 dpi; only shapes and text are drawn, never pixmaps, so
SVG and PDF stay crisp at any scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from qtgo.diagram import Figure, FigureLine, LineKind, MarkKind, Remark, RemarkKind, star_points
from qtgo.rules import Color, Point
from qtgo.ui.numbers import show_number

#: lupdate reads the literal calls ``translate("Figures", ...)``.
translate = QCoreApplication.translate

__all__ = ["STAR_RADIUS", "FigureLayout", "caption_lines", "caption_terms", "paint_figure", "remark_text"]

# A star point's radius in cells: a dot as wide as a third of a cell, as printed books
# draw them (a fifth was lost at print size beside the lines).
STAR_RADIUS = 0.16

_INK = QColor(0, 0, 0)
_PAPER = QColor(255, 255, 255)
_GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def remark_text(remark: Remark) -> str:
    """A line under the figure in the interface's language ("23 at 17")."""
    if remark.kind is RemarkKind.PASS:
        return translate("Figures", "%1 pass").replace("%1", str(remark.number))
    if remark.kind is RemarkKind.ELSEWHERE:
        return translate("Figures", "%1 elsewhere").replace("%1", str(remark.number))
    where = str(remark.at_number) if remark.at_number is not None else str(remark.at_label)
    text = (
        translate("Figures", "%1 retakes ko at %2")
        if remark.kind is RemarkKind.RETAKES_KO_AT
        else translate("Figures", "%1 at %2")
    )
    return text.replace("%1", str(remark.number)).replace("%2", where)


def caption_terms(figure: Figure) -> str | None:
    """The record's handicap and komi, translated: a figure's moves mean little without them."""
    caption = figure.caption
    handicap = caption.handicap if caption.handicap >= 2 else 0
    if handicap and caption.komi is not None:
        return (
            translate("Figures", "Handicap %1, komi %2")
            .replace("%1", str(handicap))
            .replace("%2", show_number(caption.komi))
        )
    if handicap:
        return translate("Figures", "Handicap %1").replace("%1", str(handicap))
    if caption.komi is not None:
        return translate("Figures", "Komi %1").replace("%1", show_number(caption.komi))
    return None


def caption_lines(figure: Figure, *, remarks: bool = True) -> list[str]:
    """Title, players, comment and the remark lines, translated."""
    caption = figure.caption
    if not caption.has_moves:
        title = translate("Figures", "Figure %1").replace("%1", str(caption.index))
    elif caption.first_move == caption.last_move:
        title = (
            translate("Figures", "Figure %1 (move %2)")
            .replace("%1", str(caption.index))
            .replace("%2", str(caption.first_move))
        )
    else:
        title = (
            translate("Figures", "Figure %1 (moves %2-%3)")
            .replace("%1", str(caption.index))
            .replace("%2", str(caption.first_move))
            .replace("%3", str(caption.last_move))
        )
    lines = [title]
    if caption.black or caption.white:
        lines.append(
            translate("Figures", "Black: %1, White: %2")
            .replace("%1", caption.black or "?")
            .replace("%2", caption.white or "?")
        )
    terms = caption_terms(figure)
    if terms:
        lines.append(terms)
    if caption.comment:
        lines.extend(line for line in caption.comment.strip().splitlines() if line.strip())
    if remarks and figure.remarks:
        lines.append(", ".join(remark_text(remark) for remark in figure.remarks))
    return lines


@dataclass(frozen=True)
class FigureLayout:
    """Where a figure's points, coordinates and caption go inside a rectangle."""

    figure: Figure
    rect: QRectF
    cell: float
    origin: QPointF  # the centre of the region's top-left point
    caption_rect: QRectF
    caption_font_px: float

    @classmethod
    def fit(cls, figure: Figure, rect: QRectF, *, coordinates: bool = True, caption: bool = True) -> FigureLayout:
        region = figure.region
        font_px = max(rect.width() / 42.0, 1.0)
        caption_height = 0.0
        if caption:
            metrics = QFontMetricsF(_font(font_px))
            flags = int(Qt.TextFlag.TextWordWrap)
            for line in caption_lines(figure):
                bound = metrics.boundingRect(QRectF(0, 0, rect.width(), 1e6), flags, line)
                caption_height += bound.height()
            caption_height += font_px  # a gap between board and caption
        # Room around the grid: half a cell at the edges, plus a cell for coordinates.
        pad = 1.0 + (1.4 if coordinates else 0.0)
        board_height = max(rect.height() - caption_height, rect.height() * 0.3)
        cell = min(rect.width() / (region.columns - 1 + pad), board_height / (region.rows - 1 + pad))
        grid_w = cell * (region.columns - 1)
        grid_h = cell * (region.rows - 1)
        extra = cell * (0.7 if coordinates else 0.0)
        left = rect.left() + (rect.width() - grid_w - extra) / 2 + extra
        top = rect.top() + cell * 0.5 + extra
        origin = QPointF(left, top)
        caption_top = top + grid_h + cell * 0.5 + font_px * 0.5
        caption_rect = QRectF(rect.left(), caption_top, rect.width(), max(rect.bottom() - caption_top, 0.0))
        return cls(figure, rect, cell, origin, caption_rect, font_px)

    def center(self, point: Point) -> QPointF:
        region = self.figure.region
        return QPointF(
            self.origin.x() + (point.x - region.left) * self.cell,
            self.origin.y() + (point.y - region.top) * self.cell,
        )


def _font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def paint_figure(
    painter: QPainter, figure: Figure, rect: QRectF, *, coordinates: bool = True, caption: bool = True
) -> FigureLayout:
    """Draw ``figure`` into ``rect`` of ``painter``'s device; returns the layout used."""
    layout = FigureLayout.fit(figure, rect, coordinates=coordinates, caption=caption)
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    _paint_grid(painter, layout)
    if coordinates:
        _paint_coordinates(painter, layout)
    _paint_points(painter, layout)
    _paint_strokes(painter, layout)
    if caption:
        _paint_caption(painter, layout)
    painter.restore()
    return layout


def _paint_grid(painter: QPainter, layout: FigureLayout) -> None:
    figure, cell = layout.figure, layout.cell
    region = figure.region
    left_edge, top_edge, right_edge, bottom_edge = region.edges(figure.width, figure.height)
    thin = QPen(_INK, max(cell * 0.03, 0.5))
    thick = QPen(_INK, max(cell * 0.07, 1.0))
    x0 = layout.origin.x() - (0 if left_edge else cell * 0.5)
    x1 = layout.origin.x() + cell * (region.columns - 1) + (0 if right_edge else cell * 0.5)
    y0 = layout.origin.y() - (0 if top_edge else cell * 0.5)
    y1 = layout.origin.y() + cell * (region.rows - 1) + (0 if bottom_edge else cell * 0.5)
    for i in range(region.rows):
        y = layout.origin.y() + i * cell
        is_edge = (i == 0 and top_edge) or (i == region.rows - 1 and bottom_edge)
        painter.setPen(thick if is_edge else thin)
        painter.drawLine(QPointF(x0, y), QPointF(x1, y))
    for i in range(region.columns):
        x = layout.origin.x() + i * cell
        is_edge = (i == 0 and left_edge) or (i == region.columns - 1 and right_edge)
        painter.setPen(thick if is_edge else thin)
        painter.drawLine(QPointF(x, y0), QPointF(x, y1))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(_INK))
    for x, y in star_points(figure.width, figure.height):
        point = Point(x, y)
        if region.contains(point) and figure.stone_at(point) is None:
            painter.drawEllipse(layout.center(point), cell * STAR_RADIUS, cell * STAR_RADIUS)


def _paint_coordinates(painter: QPainter, layout: FigureLayout) -> None:
    figure, cell = layout.figure, layout.cell
    region = figure.region
    painter.setFont(_font(cell * 0.42))
    painter.setPen(QPen(_INK))
    for x in range(region.left, region.right + 1):
        name = _GTP_LETTERS[x] if x < len(_GTP_LETTERS) else str(x + 1)
        centre = layout.center(Point(x, region.top))
        box = QRectF(centre.x() - cell / 2, centre.y() - cell * 1.25, cell, cell * 0.7)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), name)
    for y in range(region.top, region.bottom + 1):
        centre = layout.center(Point(region.left, y))
        box = QRectF(centre.x() - cell * 1.3, centre.y() - cell / 2, cell * 0.8, cell)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(figure.height - y))


def _ink_on(color: Color | None) -> QColor:
    return _PAPER if color is Color.BLACK else _INK


def _paint_points(painter: QPainter, layout: FigureLayout) -> None:
    figure, cell = layout.figure, layout.cell
    marks: dict[Point, list[tuple[MarkKind, str | None]]] = {}
    for mark in figure.marks:
        marks.setdefault(mark.point, []).append((mark.kind, mark.label))
    for point in figure.region.points():
        centre = layout.center(point)
        color = figure.stone_at(point)
        if color is not None:
            painter.setPen(QPen(_INK, max(cell * 0.05, 0.6)))
            painter.setBrush(QBrush(_INK if color is Color.BLACK else _PAPER))
            painter.drawEllipse(centre, cell * 0.47, cell * 0.47)
        numbered = figure.numbered.get(point)
        text = str(numbered.number) if numbered is not None else figure.letters.get(point)
        labels = [label for kind, label in marks.get(point, []) if kind is MarkKind.LABEL and label]
        if text is None and labels:
            text = labels[0]
        if text is not None:
            if color is None:  # a label on an empty point hides the lines under it
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(_PAPER))
                painter.drawRect(QRectF(centre.x() - cell * 0.38, centre.y() - cell * 0.38, cell * 0.76, cell * 0.76))
            size = cell * (0.55 if len(text) <= 1 else 0.5 if len(text) == 2 else 0.4)
            painter.setFont(_font(size, bold=numbered is None))
            painter.setPen(QPen(_ink_on(color)))
            box = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
            continue
        for kind, _label in marks.get(point, []):
            _paint_mark(painter, kind, centre, cell, _ink_on(color))


def _paint_mark(painter: QPainter, kind: MarkKind, c: QPointF, cell: float, ink: QColor) -> None:
    painter.setPen(QPen(ink, max(cell * 0.07, 0.8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = cell * 0.25
    if kind is MarkKind.CIRCLE:
        painter.drawEllipse(c, r, r)
    elif kind is MarkKind.SQUARE:
        painter.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
    elif kind is MarkKind.TRIANGLE:
        k = cell * 0.3
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - k),
                    QPointF(c.x() - k * 0.87, c.y() + k / 2),
                    QPointF(c.x() + k * 0.87, c.y() + k / 2),
                ]
            )
        )
    elif kind is MarkKind.CROSS:
        path = QPainterPath()
        path.moveTo(c.x() - r, c.y() - r)
        path.lineTo(c.x() + r, c.y() + r)
        path.moveTo(c.x() + r, c.y() - r)
        path.lineTo(c.x() - r, c.y() + r)
        painter.drawPath(path)


def _paint_strokes(painter: QPainter, layout: FigureLayout) -> None:
    """Arrows and lines over the board: ink with a thin paper halo, so they read on black
    stones too. A stroke ends at a stone's rim rather than its centre, so it never hides a
    move number; an arrow's head points at its end."""
    cell = layout.cell
    width = max(cell * 0.07, 0.8)
    for halo in (True, False):
        colour = _PAPER if halo else _INK
        pen = QPen(colour, width * 1.8 if halo else width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for stroke in layout.figure.lines:
            _paint_stroke(painter, layout, stroke, pen, QBrush(colour))


def _shown_at(figure: Figure, point: Point) -> bool:
    """Whether the point shows a stone or a label a stroke must not cover."""
    return figure.stone_at(point) is not None or any(
        mark.point == point and mark.kind is MarkKind.LABEL for mark in figure.marks
    )


def _paint_stroke(painter: QPainter, layout: FigureLayout, stroke: FigureLine, pen: QPen, brush: QBrush) -> None:
    figure, cell = layout.figure, layout.cell
    a, b = layout.center(stroke.start), layout.center(stroke.end)
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    if length == 0:
        return
    ux, uy = (b.x() - a.x()) / length, (b.y() - a.y()) / length
    rim = cell * 0.47
    if _shown_at(figure, stroke.start):
        a = QPointF(a.x() + ux * rim, a.y() + uy * rim)
    if _shown_at(figure, stroke.end):
        b = QPointF(b.x() - ux * rim, b.y() - uy * rim)
    length = math.hypot(b.x() - a.x(), b.y() - a.y())
    if length <= 0:
        return
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if stroke.kind is not LineKind.ARROW:
        painter.drawLine(a, b)
        return
    head = min(cell * 0.4, length * 0.5)
    painter.drawLine(a, QPointF(b.x() - ux * head * 0.8, b.y() - uy * head * 0.8))
    nx, ny = -uy, ux
    base_x, base_y = b.x() - ux * head, b.y() - uy * head
    painter.setBrush(brush)
    painter.drawPolygon(
        QPolygonF(
            [
                b,
                QPointF(base_x + nx * head * 0.45, base_y + ny * head * 0.45),
                QPointF(base_x - nx * head * 0.45, base_y - ny * head * 0.45),
            ]
        )
    )


def _paint_caption(painter: QPainter, layout: FigureLayout) -> None:
    rect = layout.caption_rect
    if rect.height() <= 0:
        return
    painter.setPen(QPen(_INK))
    y = rect.top()
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter)
    for index, line in enumerate(caption_lines(layout.figure)):
        painter.setFont(_font(layout.caption_font_px, bold=index == 0))
        box = QRectF(rect.left(), y, rect.width(), rect.bottom() - y)
        used = painter.boundingRect(box, flags, line)
        painter.drawText(box, flags, line)
        y += used.height()
