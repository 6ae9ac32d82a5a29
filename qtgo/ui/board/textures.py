"""The board itself: wood, vignette, grid, star points and coordinates, in one pixmap.

Everything that does not change from move to move is painted once per layout into a
pixmap of the view's exact device size, so a full repaint of the board is a single copy.
The wood comes from ``resources/textures/kaya.jpg`` and its smaller sizes (made by
``resources/tools/make_wood.py``): the board decodes the smallest that covers it, crops a
region with its own aspect ratio and scales it, so there is no tiling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QImageReader,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QRegion,
)

from qtgo.resources import resource_path
from qtgo.rules.stars import star_points
from qtgo.ui.board.geometry import BoardGeometry, column_label, row_label
from qtgo.ui.board.themes import DEFAULT_BOARD, BoardTheme

WOOD_FILE = "textures/kaya.jpg"
BACKGROUND = QColor(43, 37, 32)
LINE_COLOR = QColor(24, 16, 8)
COORDINATE_COLOR = QColor(92, 62, 32, 215)
#: The average colour of the wood, used where the texture is missing.
WOOD_FALLBACK = QColor(226, 186, 122)


def _fallback_wood(side: int) -> QImage:
    """A plain but still warm gradient keeps the program usable without its resources."""
    image = QImage(side, side, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    gradient = QLinearGradient(0, 0, side, 0)
    gradient.setColorAt(0.0, WOOD_FALLBACK.lighter(104))
    gradient.setColorAt(1.0, WOOD_FALLBACK.darker(104))
    painter.fillRect(image.rect(), QBrush(gradient))
    painter.end()
    return image


@lru_cache(maxsize=1)
def _wood_file_size() -> QSize:
    """The texture's size from the file's header (no pixels decoded)."""
    size = QImageReader(str(resource_path(WOOD_FILE))).size()
    return size if size.isValid() and not size.isEmpty() else QSize(256, 256)


def wood_texture() -> QImage:
    """The large kaya texture, loaded once."""
    return _wood_level(0)


def _wood_level(halvings: int) -> QImage:
    """The texture halved ``halvings`` times, decoded whole."""
    return _wood_image(WOOD_SCALES.index(0.5**halvings), 8)


#: The texture's files as fractions of the whole (``kaya.jpg``): its halvings and three
#: quarters of each (``kaya-1536.jpg`` ..., written by ``make_wood.py``), so that a board
#: decodes at most a third more pixels than it shows.
WOOD_SCALES = (1.0, 0.75, 0.5, 0.375, 0.25, 0.1875, 0.125)
#: Below Qt's threshold of 50 its JPEG reader uses libjpeg's fast integer inverse DCT:
#: a third less work for a whole file, and the wood looks the same (at most 5 levels
#: apart). Qt would also scale with nearest pixels below it, so it is only used when the
#: decoder is not asked to scale.
FAST_DECODE = 49
#: The largest final scale drawn bilinearly: up to this a bilinear scale looks as sharp
#: as the area-averaging one and costs a fifth of it; beyond it (tiny boards only) the
#: area-averaging scale is used.
BILINEAR_LIMIT = 4 / 3


def _file_side(level: int) -> QSize:
    full = _wood_file_size()
    scale = WOOD_SCALES[level]
    return QSize(max(1, round(full.width() * scale)), max(1, round(full.height() * scale)))


def _eighths_of(side: QSize, eighths: int) -> QSize:
    """The size libjpeg decodes ``side`` to at ``eighths``/8 (it rounds up)."""
    return QSize(-(-side.width() * eighths // 8), -(-side.height() * eighths // 8))


@dataclass(frozen=True)
class WoodSource:
    """Which texture file a board's wood comes from, and at what size it is decoded.

    ``level`` indexes ``WOOD_SCALES`` (the file); the JPEG decoder itself scales it by
    ``eighths``/8 (libjpeg's scaled inverse DCT: sharp, and the smaller the output the
    less work), so what is left is a small final scale.
    """

    level: int
    eighths: int
    size: QSize


def wood_source_for(width: int, height: int) -> WoodSource:
    """The cheapest decode of the texture that still covers ``width`` × ``height``.

    The file is the smallest one at least as large as the board; the decoder's scale
    is the smallest eighth that keeps it so (never upscale: only a board larger than the
    whole texture is enlarged), except that 7/8 becomes the whole file: libjpeg's 7/8
    is as slow as its whole decode, which the fast inverse DCT makes cheaper still. The
    result is less than 4/3 of the board along either side, unless the board is smaller
    than half the smallest file.
    """
    width, height = max(width, 1), max(height, 1)
    level = 0
    while level + 1 < len(WOOD_SCALES):
        smaller = _file_side(level + 1)
        if smaller.width() < width or smaller.height() < height:
            break
        level += 1
    side = _file_side(level)
    eighths = 8
    while eighths > 1:
        less = _eighths_of(side, eighths - 1)
        if less.width() < width or less.height() < height:
            break
        eighths -= 1
    if eighths == 7:
        eighths = 8
    return WoodSource(level, eighths, _eighths_of(side, eighths))


@lru_cache(maxsize=4)
def _wood_image(level: int, eighths: int) -> QImage:
    """File ``level`` of the texture (``WOOD_SCALES``) decoded at ``eighths``/8 of its size.

    Each size is a file of its own (``kaya-1024.jpg`` ...): decoding the whole texture,
    even scaled while decoding, was the largest part of painting the first board at
    start-up. Without the file, the JPEG decoder reads the large texture at the size.
    """
    side = _file_side(level)
    size = _eighths_of(side, eighths)
    path = resource_path(WOOD_FILE)
    own = path.with_name(f"{path.stem}-{side.width()}{path.suffix}")
    reader = QImageReader(str(own if level and own.is_file() else path))
    if reader.size() == size:
        reader.setQuality(FAST_DECODE)
    else:
        # An exact eighth of the file: the decoder scales it and nothing else does.
        reader.setScaledSize(size)
    image = reader.read()
    if image.isNull():
        image = _fallback_wood(max(1, round(256 * WOOD_SCALES[level])))
    return image.convertToFormat(QImage.Format.Format_RGB32)


def wood_for(width: int, height: int) -> QImage:
    """The wood for a board of ``width`` × ``height`` device pixels: a crop, never a tile."""
    width, height = max(width, 1), max(height, 1)
    source = wood_source_for(width, height)
    texture = _wood_image(source.level, source.eighths)
    tw, th = texture.width(), texture.height()
    aspect = width / height
    if aspect >= tw / th:
        cw, ch = tw, max(1, round(tw / aspect))
    else:
        cw, ch = max(1, round(th * aspect)), th
    crop = QRect((tw - cw) // 2, (th - ch) // 3, cw, ch)
    if (cw, ch) == (width, height):
        return texture.copy(crop)
    if max(cw / width, ch / height) > BILINEAR_LIMIT or cw < width or ch < height:
        return texture.copy(crop).scaled(
            width, height, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    # A bilinear scale of the crop straight from the texture: no copy of the crop first.
    wood = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(wood)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(QRectF(0, 0, width, height), texture, QRectF(crop))
    painter.end()
    return wood


@dataclass(frozen=True)
class Background:
    """The painted board for one layout, and its bare wood (for label patches)."""

    geometry: BoardGeometry
    pixmap: QPixmap
    wood: QImage

    def wood_color(self, x: int, y: int) -> QColor:
        """The colour of the bare wood under intersection (x, y)."""
        g = self.geometry
        cx, cy = g.center_dev(x, y)
        wx, wy, _, _ = g.wood_rect_dev
        px = min(max(int(cx) - wx, 0), self.wood.width() - 1)
        py = min(max(int(cy) - wy, 0), self.wood.height() - 1)
        return self.wood.pixelColor(px, py)


def coordinate_font(g: BoardGeometry) -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "Sans Serif"])
    font.setPixelSize(max(4, g.coordinate_px))
    font.setWeight(QFont.Weight.Medium)
    return font


def themed_wood(width: int, height: int, theme: BoardTheme) -> QImage:
    """The board's surface for ``theme``: toned kaya, or the theme's flat colour."""
    if theme.flat is not None:
        image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_RGB32)
        image.fill(theme.flat)
        return image
    wood = wood_for(width, height)
    if theme.multiply is not None or theme.screen is not None:
        painter = QPainter(wood)
        theme.tone(painter, wood.width(), wood.height())
        painter.end()
    return wood


def paint_background(
    geometry: BoardGeometry, theme: BoardTheme = DEFAULT_BOARD, stars: Sequence[tuple[int, int]] | None = None
) -> Background:
    """Paint the whole view: dark surround, the board's shadow, wood, grid, stars, labels."""
    g = geometry
    pixmap = QPixmap(g.width_dev, g.height_dev)
    pixmap.fill(theme.background)
    wx, wy, ww, wh = g.wood_rect_dev
    wood = themed_wood(ww, wh, theme)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    # The wood is opaque: the light and the shadow under it are not drawn (a fifth of the
    # whole painting).
    painter.setClipRegion(QRegion(0, 0, g.width_dev, g.height_dev).subtracted(QRegion(wx, wy, ww, wh)))

    # A slightly lighter pool of light behind the board.
    light = QRadialGradient(QPointF(g.width_dev / 2, g.height_dev / 2), max(g.width_dev, g.height_dev) * 0.7)
    light.setColorAt(0.0, theme.background.lighter(145))
    light.setColorAt(1.0, theme.background)
    painter.fillRect(QRect(0, 0, g.width_dev, g.height_dev), QBrush(light))

    # The board's own soft shadow on the table, down and to the right.
    spread = max(2, round(g.ink_dev * 0.16))
    offset = spread // 2
    painter.setPen(Qt.PenStyle.NoPen)
    rings = min(spread, 6)
    for k in range(rings, 0, -1):
        i = spread * k / rings
        alpha = round(90 / rings * (1 - k / (rings + 1)) ** 1.5 * 2)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(QRectF(wx - i + offset, wy - i + offset, ww + 2 * i, wh + g.edge_dev + 2 * i), i, i)

    _paint_edge(painter, g, theme)
    painter.setClipping(False)
    painter.drawImage(wx, wy, wood)

    # Vignette: the wood darkens a little towards its edges.
    if theme.vignette:
        vignette = QRadialGradient(QPointF(wx + ww / 2, wy + wh / 2), max(ww, wh) * 0.75)
        vignette.setColorAt(0.0, QColor(60, 30, 0, 0))
        vignette.setColorAt(0.6, QColor(60, 30, 0, 0))
        vignette.setColorAt(1.0, QColor(60, 30, 0, theme.vignette))
        painter.fillRect(QRect(wx, wy, ww, wh), QBrush(vignette))
    # A fine darker rim, as the arris of a real board catches less light.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(90, 55, 20, 110), max(1, g.ink_dev // 40)))
    painter.drawRect(QRectF(wx + 0.5, wy + 0.5, ww - 1, wh - 1))

    _paint_grid(painter, g, theme)
    _paint_stars(painter, g, theme, stars)
    if g.coordinates:
        _paint_coordinates(painter, g, theme)
    painter.end()
    pixmap.setDevicePixelRatio(g.dpr)
    return Background(g, pixmap, wood)


def _paint_edge(painter: QPainter, g: BoardGeometry, theme: BoardTheme) -> None:
    """The board's front side below the wood: end grain in shade, lit along its top."""
    if g.edge_dev <= 0:
        return
    wx, wy, ww, wh = g.wood_rect_dev
    top = wy + wh
    side = QLinearGradient(0, top, 0, top + g.edge_dev)
    side.setColorAt(0.0, theme.edge.lighter(112))
    side.setColorAt(0.25, theme.edge)
    side.setColorAt(1.0, theme.edge.darker(150))
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(side))
    radius = min(g.edge_dev / 2, 3.0)
    painter.drawRoundedRect(QRectF(wx, top - radius, ww, g.edge_dev + radius), radius, radius)
    # A faint vertical grain on the end of the board.
    painter.setPen(QPen(QColor(60, 30, 0, 26), 1))
    step = max(3, g.ink_dev // 6)
    for x in range(wx + step // 2, wx + ww, step):
        painter.drawLine(x, top + 1, x + (x * 7919 % 3) - 1, top + g.edge_dev - 1)
    painter.restore()


def _paint_grid(painter: QPainter, g: BoardGeometry, theme: BoardTheme = DEFAULT_BOARD) -> None:
    """Lines as filled whole-pixel rectangles: crisp, with no antialiasing blur."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    color = theme.line
    lw, ow = g.line_dev, g.outer_line_dev
    top = g.line_position_dev(0, False)
    bottom = g.line_position_dev(g.rows - 1, False) + lw
    left = g.line_position_dev(0, True)
    right = g.line_position_dev(g.columns - 1, True) + lw
    # Heavier lines (high contrast) grow on both sides of the line's own pixels.
    heavy = max(lw, round(lw * theme.line_weight))
    shift = (heavy - lw) // 2
    for x in range(1, g.columns - 1):
        painter.fillRect(QRect(g.line_position_dev(x, True) - shift, top, heavy, bottom - top), color)
    for y in range(1, g.rows - 1):
        painter.fillRect(QRect(left, g.line_position_dev(y, False) - shift, right - left, heavy), color)
    if heavy > lw:
        ow = max(ow, heavy + 1)
    # The outer line is heavier; it grows outwards so inner cells stay equal.
    grow = ow - lw
    if g.columns > 1 and g.rows > 1:
        painter.fillRect(QRect(left - grow, top - grow, right - left + 2 * grow, ow), color)
        painter.fillRect(QRect(left - grow, bottom - lw, right - left + 2 * grow, ow), color)
        painter.fillRect(QRect(left - grow, top - grow, ow, bottom - top + 2 * grow), color)
        painter.fillRect(QRect(right - lw, top - grow, ow, bottom - top + 2 * grow), color)
    elif g.columns > 1:
        painter.fillRect(QRect(left, top, right - left, lw), color)
    elif g.rows > 1:
        painter.fillRect(QRect(left, top, lw, bottom - top), color)
    painter.restore()


def _paint_stars(
    painter: QPainter,
    g: BoardGeometry,
    theme: BoardTheme = DEFAULT_BOARD,
    stars: Sequence[tuple[int, int]] | None = None,
) -> None:
    radius = max(1.6, g.ink_dev * 0.09 * (1.25 if theme.line_weight > 1 else 1.0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.line)
    for x, y in star_points(g.columns, g.rows) if stars is None else stars:
        cx, cy = g.center_dev(x, y)
        painter.drawEllipse(QPointF(cx, cy), radius, radius)


def _paint_coordinates(painter: QPainter, g: BoardGeometry, theme: BoardTheme = DEFAULT_BOARD) -> None:
    font = coordinate_font(g)
    if theme.line_weight > 1:
        font.setWeight(QFont.Weight.Bold)
    painter.setFont(font)
    painter.setPen(theme.coordinates)
    # Centre the labels between an edge stone and the edge of the wood.
    distance = (0.5 * g.cell_dev + g.margin_dev) / 2 + g.outer_line_dev / 2
    box = g.cell_dev
    align = Qt.AlignmentFlag.AlignCenter
    x0, _ = g.center_dev(0, 0)
    x1, _ = g.center_dev(g.columns - 1, 0)
    _, y0 = g.center_dev(0, 0)
    _, y1 = g.center_dev(0, g.rows - 1)
    for x in range(g.columns):
        cx, _ = g.center_dev(x, 0)
        text = column_label(x)
        for cy in (y0 - distance, y1 + distance):
            painter.drawText(QRectF(cx - box, cy - box / 2, 2 * box, box), align, text)
    for y in range(g.rows):
        _, cy = g.center_dev(0, y)
        text = row_label(y, g.rows)
        for cx in (x0 - distance, x1 + distance):
            painter.drawText(QRectF(cx - box, cy - box / 2, 2 * box, box), align, text)
