"""The graphics items of the board: the painted background, marks and overlays.

Stones and their shadows are plain ``QGraphicsPixmapItem``s (one pair per occupied point,
reused); the items here draw what sits around them.  Each item paints in scene (logical) pixels, with
sizes taken from the scene's current :class:`~qtgo.ui.board.geometry.BoardGeometry`.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

if TYPE_CHECKING:
    from qtgo.ui.board.geometry import BoardGeometry
    from qtgo.ui.board.marks import PointMarks
    from qtgo.ui.board.textures import Background


def __getattr__(name: str) -> object:
    if name == "PointMarks":  # what a point shows: with the first mark (``marks.py``)
        from qtgo.ui.board.marks import PointMarks

        return PointMarks
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class BoardSurface(Protocol):
    """What the items read of their scene (``scene.BoardScene``): a protocol, so this module
    does not import the scene that imports it."""

    @property
    def geometry(self) -> BoardGeometry: ...

    @property
    def background(self) -> Background: ...

    @property
    def stone_colors(self) -> dict[tuple[int, int], str]: ...


# Stacking order, bottom to top.
Z_BACKGROUND = 0.0
Z_TINT = 0.5
Z_SHADOWS = 1.0
Z_STONES = 2.0
Z_GHOST = 3.0
Z_OWNERSHIP = 4.0
Z_MARKS = 5.0
Z_LINES = 6.0

ON_BLACK = QColor(238, 236, 230)
ON_WHITE = QColor(22, 20, 18)
ON_WOOD = QColor(18, 12, 6)
LAST_NUMBER_ON_BLACK = QColor(255, 128, 100)
LAST_NUMBER_ON_WHITE = QColor(196, 40, 24)
DEAD_CROSS = QColor(205, 52, 32)
TERRITORY_BLACK = QColor(18, 18, 20)
TERRITORY_WHITE = QColor(246, 244, 238)


def territory_in_corner(marks: PointMarks) -> bool:
    """Whether the territory square must leave the centre of the point to other marks.

    Text and symbols are drawn in the centre; a territory square there would cover them
    (a record's TB/TW on numbered stones), so it moves to the corner.  A dead stone keeps
    its square in the centre, under the cross, as its number is not shown.
    """
    if marks.territory is None or marks.dead:
        return False
    return bool(
        marks.label is not None or marks.symbols or marks.number is not None or (marks.last and marks.stone is not None)
    )


def contrast(stone: str | None) -> QColor:
    """Marks are drawn light on black stones and dark on white stones and on the wood."""
    if stone == "B":
        return ON_BLACK
    if stone == "W":
        return ON_WHITE
    return ON_WOOD


def mark_font(pixel_size: float, bold: bool = False) -> QFont:
    return _mark_font(max(4, round(pixel_size)), bold)


@lru_cache(maxsize=64)
def _mark_font(pixel_size: int, bold: bool) -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Sans Serif"])
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    return font


class BackgroundItem(QGraphicsItem):
    """Paints the pre-rendered board (wood, grid, stars, coordinates) in one copy."""

    def __init__(self, board: BoardSurface) -> None:
        super().__init__()
        self._board = board
        self.setZValue(Z_BACKGROUND)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        g = self._board.geometry
        return QRectF(0, 0, g.view_width, g.view_height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pixmap = self._board.background.pixmap
        exposed = option.exposedRect
        if exposed.isEmpty():
            painter.drawPixmap(QPointF(0, 0), pixmap)
            return
        # Copy only the exposed part: a move repaints a few cells, not the whole board.
        dpr = pixmap.devicePixelRatio()
        rect = exposed.toAlignedRect()
        source = QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr, rect.height() * dpr)
        painter.drawPixmap(QRectF(rect), pixmap, source)


class MarkItem(QGraphicsItem):
    """The marks of one point: last move, number, markup, ko, dead, territory, hint."""

    def __init__(self, board: BoardSurface) -> None:
        super().__init__()
        from qtgo.ui.board.marks import PointMarks  # the first mark: not at start-up

        self._board = board
        self.marks = PointMarks()
        self.point = (0, 0)
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Text is slow to draw: Qt keeps each mark as a pixmap at device resolution and
        # repaints only when the marks change (or the layout does).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self, point: tuple[int, int], marks: PointMarks) -> None:
        self.prepareGeometryChange()
        self.point = point
        self.marks = marks
        self.setPos(*self._board.geometry.center(*point))
        self.update()

    def boundingRect(self) -> QRectF:
        c = self._board.geometry.cell
        return QRectF(-0.75 * c, -0.6 * c, 1.5 * c, 1.2 * c)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        m = self.marks
        c = self._board.geometry.cell
        k = self._board.geometry.ink  # strokes: the cell, capped on tiny boards
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        ink = contrast(m.stone)
        if m.dim:
            painter.fillRect(QRectF(-0.5 * c, -0.5 * c, c, c), QColor(236, 226, 206, 140))
        if m.hint is not None and m.stone is None:
            color = {"B": QColor(0, 0, 0, 95), "W": QColor(255, 255, 255, 150)}.get(m.hint, QColor(90, 60, 30, 110))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawEllipse(QPointF(0, 0), 0.2 * c, 0.2 * c)
        if m.territory is not None:
            self._paint_territory(painter, m.territory, c, k, corner=territory_in_corner(m))
        if m.dead:
            # A small cross in a colour of its own, readable on either faded stone and
            # over the territory square that may share the point.
            arm = 0.21 * c
            painter.setPen(QPen(DEAD_CROSS, max(1.0, k / 13), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QLineF(-arm, -arm, arm, arm))
            painter.drawLine(QLineF(-arm, arm, arm, -arm))
        if m.ko and m.stone is None:
            side = 0.4 * c
            painter.setPen(QPen(ON_WOOD, max(1.0, k / 18)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(-side / 2, -side / 2, side, side))
        written = False
        if m.label is not None and m.symbols:
            # SGF allows a label and a symbol on one point: a small label inside the symbol.
            self._paint_label(painter, m.label, ink, c, small=True, symbols=m.symbols)
            written = True
        elif m.label is not None:
            self._paint_label(painter, m.label, ink, c)
            written = True
        elif m.symbols:
            for symbol in m.symbols:
                self._paint_symbol(painter, symbol, ink, c)
            written = True
        elif m.number is not None and not m.dead:
            color = ink
            if m.number_last:
                color = LAST_NUMBER_ON_BLACK if m.stone == "B" else LAST_NUMBER_ON_WHITE
            self._paint_text(painter, str(m.number), color, c, number=True)
            written = True
        if m.last and not written and not m.dead:
            # Smaller and finer than the CR markup circle, so the two never look alike.
            painter.setPen(QPen(ink, max(1.0, k / 19)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 0.15 * c, 0.15 * c)

    @staticmethod
    def _paint_territory(painter: QPainter, owner: str, c: float, k: float, *, corner: bool) -> None:
        """A third-of-a-cell square of the owner's colour, or a smaller one in the corner.

        The corner square sits at the lower right of the point, across the stone's rim,
        so a number, label or symbol on the same point keeps the centre to itself.
        """
        if corner:
            side = 0.26 * c
            cx = cy = 0.36 * c
            fill = TERRITORY_BLACK if owner == "B" else TERRITORY_WHITE
            edge = QColor(236, 232, 222, 230) if owner == "B" else QColor(20, 20, 20, 200)
            painter.setPen(QPen(edge, max(0.8, k / 40)))
        else:
            side = c / 3
            cx = cy = 0.0
            fill = TERRITORY_BLACK if owner == "B" else TERRITORY_WHITE
            painter.setPen(QPen(QColor(20, 20, 20, 170), max(0.6, k / 50)) if owner == "W" else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRect(QRectF(cx - side / 2, cy - side / 2, side, side))

    def _paint_symbol(self, painter: QPainter, symbol: str, ink: QColor, c: float) -> None:
        k = self._board.geometry.ink
        pen = QPen(ink, max(1.0, k / 15), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if symbol == "TR":
            r = 0.3 * c
            points = [
                QPointF(r * math.cos(a), r * math.sin(a) + 0.05 * c)
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
            ]
            painter.drawPolygon(QPolygonF(points))
        elif symbol == "SQ":
            s = 0.42 * c
            painter.drawRect(QRectF(-s / 2, -s / 2, s, s))
        elif symbol == "CR":
            painter.drawEllipse(QPointF(0, 0), 0.26 * c, 0.26 * c)
        elif symbol == "MA":
            a = 0.19 * c
            painter.drawLine(QLineF(-a, -a, a, a))
            painter.drawLine(QLineF(-a, a, a, -a))
        elif symbol == "SL":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 90, 210, 90))
            painter.drawRect(QRectF(-0.46 * c, -0.46 * c, 0.92 * c, 0.92 * c))

    def _paint_label(
        self,
        painter: QPainter,
        text: str,
        ink: QColor,
        c: float,
        *,
        small: bool = False,
        symbols: tuple[str, ...] = (),
    ) -> None:
        if self.marks.stone is None:
            font = self._fit_font(text, c, 0.4 * c if small else 0.9 * c, 0.3 if small else 0.52)
            width = QFontMetricsF(font).horizontalAdvance(text)
            scale = 0.6 if small else 1.0
            patch_w = max(0.5 * c * scale, width + 0.16 * c * scale)
            patch_h = 0.56 * c * scale
            wood = self._board.background.wood_color(*self.point)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(wood)
            painter.drawRoundedRect(QRectF(-patch_w / 2, -patch_h / 2, patch_w, patch_h), 0.1 * c, 0.1 * c)
        for symbol in symbols:
            self._paint_symbol(painter, symbol, ink, c)
        if small:
            painter.setFont(self._fit_font(text, c, 0.4 * c, 0.28))
            painter.setPen(ink)
            # A triangle's centre of area is below the point: the label sits there too.
            dy = 0.06 * c if "TR" in symbols else 0.0
            painter.drawText(QRectF(-0.5 * c, -0.5 * c + dy, c, c), Qt.AlignmentFlag.AlignCenter, text)
            return
        self._paint_text(painter, text, ink, c, number=False)

    @staticmethod
    def _fit_font(text: str, c: float, room: float, share: float) -> QFont:
        return _fitted_font(text, round(c * 4) / 4, round(room * 4) / 4, share)

    def _paint_text(self, painter: QPainter, text: str, color: QColor, c: float, *, number: bool) -> None:
        share = 0.46 if len(text) <= 2 else 0.38
        font = self._fit_font(text, c, 0.78 * c if number else 0.9 * c, share)
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(QRectF(-0.75 * c, -0.5 * c, 1.5 * c, c), Qt.AlignmentFlag.AlignCenter, text)


@lru_cache(maxsize=1024)
def _fitted_font(text: str, c: float, room: float, share: float) -> QFont:
    """The font for ``text`` in a cell of ``c`` pixels, shrunk to fit ``room`` pixels."""
    font = mark_font(share * c, bold=False)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > room and width > 0:
        font = mark_font(max(4.0, share * c * room / width))
    return font


class OwnershipLayer(QGraphicsItem):
    """Score-estimate shading, in two instances.

    Below the stones (``on_stones`` False) every empty point gets a translucent tint of its
    likely owner, as strong as the estimate is sure, leaving the grid readable; above the
    stones (``on_stones`` True) a stone that the estimate gives to the opponent, i.e. a dead
    one, gets a small square of the owner's colour.  Live stones are left alone.
    """

    def __init__(self, board: BoardSurface, *, on_stones: bool) -> None:
        super().__init__()
        self._board = board
        self._on_stones = on_stones
        self.ownership: tuple[tuple[float, ...], ...] | None = None
        self.setZValue(Z_OWNERSHIP if on_stones else Z_TINT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        g = self._board.geometry
        return QRectF(0, 0, g.view_width, g.view_height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.ownership:
            return
        g = self._board.geometry
        c = g.cell
        stones = self._board.stone_colors
        painter.setPen(Qt.PenStyle.NoPen)
        for y, row in enumerate(self.ownership[: g.rows]):
            for x, value in enumerate(row[: g.columns]):
                if abs(value) < 0.1:
                    continue
                owner = "B" if value > 0 else "W"
                stone = stones.get((x, y))
                if stone == owner or (stone is None) == self._on_stones:
                    continue
                strength = min(abs(value), 1.0)
                cx, cy = g.center(x, y)
                if self._on_stones:
                    color = QColor(12, 12, 14, 225) if owner == "B" else QColor(250, 250, 246, 235)
                    side = c * 0.34
                else:
                    color = QColor(20, 14, 8) if owner == "B" else QColor(255, 252, 244)
                    color.setAlpha(round((80 if owner == "B" else 130) * strength))
                    side = c
                painter.setBrush(color)
                painter.drawRect(QRectF(cx - side / 2, cy - side / 2, side, side))


class LinesLayer(QGraphicsItem):
    """SGF arrows (AR) and lines (LN): dark strokes with a light halo, readable on anything."""

    def __init__(self, board: BoardSurface) -> None:
        super().__init__()
        self._board = board
        self.lines: tuple[tuple[str, tuple[int, int], tuple[int, int]], ...] = ()
        self.setZValue(Z_LINES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        g = self._board.geometry
        return QRectF(0, 0, g.view_width, g.view_height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        g = self._board.geometry
        c = g.cell
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        width = max(1.2, g.ink / 13)
        for halo, color in ((True, QColor(255, 250, 240, 105)), (False, QColor(20, 16, 12, 230))):
            w = width * 2.0 if halo else width
            for kind, a, b in self.lines:
                ax, ay = g.center(*a)
                bx, by = g.center(*b)
                length = math.hypot(bx - ax, by - ay)
                if length == 0:
                    continue
                ux, uy = (bx - ax) / length, (by - ay) / length
                path = QPainterPath(QPointF(ax, ay))
                if kind == "AR":
                    head = min(0.42 * c, length * 0.5)
                    path.lineTo(QPointF(bx - ux * head * 0.8, by - uy * head * 0.8))
                else:
                    path.lineTo(QPointF(bx, by))
                painter.setPen(QPen(color, w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
                if kind == "AR":
                    nx, ny = -uy, ux
                    tip = QPointF(bx, by)
                    base_x, base_y = bx - ux * head, by - uy * head
                    polygon = QPolygonF(
                        [
                            tip,
                            QPointF(base_x + nx * head * 0.45, base_y + ny * head * 0.45),
                            QPointF(base_x - nx * head * 0.45, base_y - ny * head * 0.45),
                        ]
                    )
                    painter.setPen(
                        QPen(
                            color,
                            w * 0.5 if halo else 0.8,
                            Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin,
                        )
                    )
                    painter.setBrush(QBrush(color))
                    painter.drawPolygon(polygon)
