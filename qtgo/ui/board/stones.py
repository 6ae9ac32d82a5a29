"""Stone and shadow pixmaps, painted for one exact device size and cached.

Stones are drawn with gradients straight into a pixmap of the size they appear on screen
(in device pixels, tagged with the device pixel ratio), so they are crisp on every screen
and a repaint is one pixmap copy per stone.  A new cell size paints new pixmaps; bitmaps
are never scaled.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from qtgo.ui.board.themes import StoneStyle

#: Stone diameters as a fraction of a cell: black a touch larger, as real stones are made.
BLACK_DIAMETER = 0.966
WHITE_DIAMETER = 0.954
#: The largest random offset of a stone from its intersection, in cells.  With the diameters
#: above, two jittered neighbours can still never overlap.
JITTER = 0.012
#: How many different white stones (growth-line patterns) there are.
WHITE_VARIANTS = 8
#: How much of a dead stone shows over the wood: faded, yet plainly black or white.
DEAD_OPACITY = 0.55
#: Shadow offset and size, in cells.
SHADOW_OFFSET = (0.06, 0.085)
SHADOW_DIAMETER = 1.0


def pixmap_size(cell_dev: int, odd: bool, scale: float = 1.06) -> int:
    """A pixmap side a little larger than the stone, with the parity that keeps it on pixels.

    The point centre sits on a pixel centre when grid lines are an odd number of pixels wide
    and on a pixel corner otherwise; an odd (even) pixmap then starts on a whole pixel.
    """
    size = math.ceil(cell_dev * scale) + 2
    if (size % 2 == 1) != odd:
        size += 1
    return size


def _new_pixmap(size: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def _flat_stone(black: bool, cell_dev: int, odd: bool, dpr: float) -> QPixmap:
    """High contrast: solid black, or pure white with a firm black outline; no shading."""
    size = pixmap_size(cell_dev, odd)
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(1 / dpr, 1 / dpr)
    c = size / 2
    width = max(1.2, cell_dev / 16)
    r = cell_dev * (BLACK_DIAMETER if black else WHITE_DIAMETER) / 2 - width / 2
    painter.setPen(QPen(QColor(0, 0, 0), width))
    painter.setBrush(QColor(0, 0, 0) if black else QColor(255, 255, 255))
    painter.drawEllipse(QPointF(c, c), r, r)
    painter.end()
    return pixmap


@lru_cache(maxsize=48)
def black_stone(cell_dev: int, odd: bool, dpr: float, style: StoneStyle = StoneStyle.SLATE_AND_SHELL) -> QPixmap:
    """Slate black: deep, with one soft, wide highlight from the top-left (glass: a
    brighter, tighter highlight and a faint green in the body, as yunzi stones show)."""
    if style is StoneStyle.FLAT:
        return _flat_stone(True, cell_dev, odd, dpr)
    glass = style is StoneStyle.GLASS
    size = pixmap_size(cell_dev, odd)
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(1 / dpr, 1 / dpr)  # draw in device pixels
    c = size / 2
    r = cell_dev * BLACK_DIAMETER / 2
    body = QRadialGradient(QPointF(c - 0.32 * r, c - 0.38 * r), 1.35 * r)
    if glass:
        body.setColorAt(0.0, QColor(58, 70, 62))
        body.setColorAt(0.4, QColor(26, 32, 28))
        body.setColorAt(1.0, QColor(4, 6, 5))
    else:
        body.setColorAt(0.0, QColor(62, 62, 66))
        body.setColorAt(0.35, QColor(34, 34, 37))
        body.setColorAt(0.75, QColor(16, 16, 18))
        body.setColorAt(1.0, QColor(6, 6, 8))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(body))
    painter.drawEllipse(QPointF(c, c), r, r)
    # The highlight: wide and faint, never a hard white dot.
    glow = QRadialGradient(QPointF(c - 0.36 * r, c - 0.42 * r), (0.6 if glass else 0.95) * r)
    glow.setColorAt(0.0, QColor(255, 255, 255, 150 if glass else 105))
    glow.setColorAt(0.3, QColor(255, 255, 255, 60 if glass else 52))
    glow.setColorAt(0.7, QColor(255, 255, 255, 12))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(QPointF(c, c), r, r)
    # A faint reflected light on the lower-right rim rounds the stone off.
    rim = QRadialGradient(QPointF(c + 0.1 * r, c + 0.1 * r), r)
    rim.setColorAt(0.82, QColor(255, 255, 255, 0))
    rim.setColorAt(0.97, QColor(120, 120, 130, 34))
    rim.setColorAt(1.0, QColor(120, 120, 130, 0))
    painter.setBrush(QBrush(rim))
    painter.drawEllipse(QPointF(c, c), r, r)
    painter.end()
    return pixmap


@lru_cache(maxsize=96)
def white_stone(
    cell_dev: int, odd: bool, dpr: float, variant: int = 0, style: StoneStyle = StoneStyle.SLATE_AND_SHELL
) -> QPixmap:
    """Clamshell white: warm off-white, faint growth lines, shaded towards the lower right
    (glass: a smooth, slightly yellow-green porcelain white without growth lines)."""
    if style is StoneStyle.FLAT:
        return _flat_stone(False, cell_dev, odd, dpr)
    glass = style is StoneStyle.GLASS
    size = pixmap_size(cell_dev, odd)
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(1 / dpr, 1 / dpr)
    c = size / 2
    r = cell_dev * WHITE_DIAMETER / 2
    rng = random.Random(7919 * variant + 17)
    body = QRadialGradient(QPointF(c - 0.30 * r, c - 0.36 * r), 1.45 * r)
    warm = rng.uniform(-3, 3)
    if glass:
        body.setColorAt(0.0, QColor(250, 252, 240))
        body.setColorAt(0.5, QColor(236, 238, 222))
        body.setColorAt(1.0, QColor(186, 190, 170))
    else:
        body.setColorAt(0.0, QColor(253, 252, 247))
        body.setColorAt(0.45, QColor(round(243 + warm), 240, round(230 - warm)))
        body.setColorAt(0.80, QColor(round(222 + warm), 217, 204))
        body.setColorAt(1.0, QColor(188, 182, 168))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(body))
    painter.drawEllipse(QPointF(c, c), r, r)

    # Growth lines: arcs of circles around a far-away centre (the shell's hinge), so they
    # run nearly parallel and slightly curved; each variant has its own angle and spacing.
    clip = QPainterPath()
    clip.addEllipse(QPointF(c, c), r * 0.985, r * 0.985)
    painter.save()
    painter.setClipPath(clip)
    angle = rng.uniform(-0.5, 0.5) + (math.pi / 2 if rng.random() < 0.5 else 0.0)
    distance = r * rng.uniform(2.2, 4.0)
    hx = c + math.cos(angle) * distance
    hy = c + math.sin(angle) * distance
    radius = distance - r * 1.05
    step_base = r * rng.uniform(0.075, 0.11)
    width = max(0.6, cell_dev / 70)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    while not glass and radius < distance + r * 1.05:
        alpha = rng.randint(10, 26)
        painter.setPen(QPen(QColor(150, 140, 118, alpha), width * rng.uniform(0.7, 1.5)))
        painter.drawEllipse(QPointF(hx, hy), radius, radius)
        radius += step_base * rng.uniform(0.55, 1.5)
    painter.restore()

    # Soft light from the top-left and a thin edge so the stone stands off the wood.
    glow = QRadialGradient(QPointF(c - 0.42 * r, c - 0.46 * r), 0.7 * r)
    glow.setColorAt(0.0, QColor(255, 255, 255, 110))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(QPointF(c, c), r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(110, 100, 84, 70), max(0.8, cell_dev / 60)))
    painter.drawEllipse(QPointF(c, c), r - 0.4, r - 0.4)
    painter.end()
    return pixmap


@lru_cache(maxsize=24)
def shadow(cell_dev: int, odd: bool, dpr: float) -> QPixmap:
    """A small soft shadow, drawn down and to the right of each stone."""
    size = pixmap_size(cell_dev, odd, scale=SHADOW_DIAMETER + 0.12)
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(1 / dpr, 1 / dpr)
    c = size / 2
    r = cell_dev * SHADOW_DIAMETER / 2
    gradient = QRadialGradient(QPointF(c, c), r)
    gradient.setColorAt(0.0, QColor(30, 15, 0, 150))
    gradient.setColorAt(0.72, QColor(30, 15, 0, 120))
    gradient.setColorAt(1.0, QColor(30, 15, 0, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(QRectF(c - r, c - r, 2 * r, 2 * r))
    painter.end()
    return pixmap


def stone_pixmap(
    black: bool,
    cell_dev: int,
    odd: bool,
    dpr: float,
    variant: int = 0,
    style: StoneStyle = StoneStyle.SLATE_AND_SHELL,
) -> QPixmap:
    if black:
        return black_stone(cell_dev, odd, dpr, style)
    return white_stone(cell_dev, odd, dpr, variant % WHITE_VARIANTS, style)


@lru_cache(maxsize=64)
def dead_stone(
    black: bool,
    cell_dev: int,
    odd: bool,
    dpr: float,
    variant: int = 0,
    style: StoneStyle = StoneStyle.SLATE_AND_SHELL,
) -> QPixmap:
    """A dead stone: the stone at about half opacity with a crisp rim of its own colour.

    Plain translucency makes a white stone vanish into light wood and a black one turn
    brown; the rim keeps the stone's outline and colour readable while the body is faded.
    """
    base = stone_pixmap(black, cell_dev, odd, dpr, variant, style)
    size = base.width()
    pixmap = _new_pixmap(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setOpacity(DEAD_OPACITY)
    painter.drawPixmap(QPointF(0, 0), base)
    painter.setOpacity(1.0)
    painter.scale(1 / dpr, 1 / dpr)
    c = size / 2
    width = max(1.0, cell_dev / 28)
    r = cell_dev * (BLACK_DIAMETER if black else WHITE_DIAMETER) / 2 - width / 2
    rim = QColor(14, 14, 16, 215) if black else QColor(250, 248, 242, 235)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(rim, width))
    painter.drawEllipse(QPointF(c, c), r, r)
    if not black:
        # A thin dark line outside the white rim keeps it apart from light wood.
        painter.setPen(QPen(QColor(96, 84, 66, 170), max(0.8, cell_dev / 60)))
        painter.drawEllipse(QPointF(c, c), r + width / 2, r + width / 2)
    painter.end()
    return pixmap


def clear_caches() -> None:
    """Forget every cached pixmap (tests; or after the screen set-up changed)."""
    black_stone.cache_clear()
    white_stone.cache_clear()
    shadow.cache_clear()
    dead_stone.cache_clear()
