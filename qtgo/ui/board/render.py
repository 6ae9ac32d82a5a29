"""Offscreen rendering of a position with the same scene as the GUI (``qtgo-cli render``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter

from qtgo.session.display import BoardDisplay
from qtgo.ui.board.scene import BoardScene, MoveNumbers
from qtgo.ui.board.themes import Look


def render_display(
    display: BoardDisplay,
    size: int | tuple[int, int] | QSize,
    *,
    show_coordinates: bool = True,
    move_numbers: MoveNumbers = MoveNumbers.OFF,
    last_numbers: int = 10,
    stone_jitter: bool = True,
    device_pixel_ratio: float = 1.0,
    look: Look | None = None,
) -> QImage:
    """Draw ``display`` into an image of ``size`` logical pixels (an int makes a square).

    Needs a ``QApplication``; the hover stone is never drawn.
    """
    if isinstance(size, QSize):
        width, height = size.width(), size.height()
    elif isinstance(size, int):
        width = height = size
    else:
        width, height = size
    if width < 1 or height < 1:
        raise ValueError(f"cannot render a {width}x{height} image")
    scene = BoardScene(
        show_coordinates=show_coordinates,
        move_numbers=move_numbers,
        last_numbers=last_numbers,
        stone_jitter=stone_jitter,
    )
    if look is not None:
        scene.look = look
    scene.set_view_size(width, height, device_pixel_ratio)
    scene.set_display(display)
    image = QImage(
        round(width * device_pixel_ratio),
        round(height * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    target = QRectF(0, 0, width, height)
    scene.render(painter, target, target)
    painter.end()
    scene.clear()
    return image.convertToFormat(QImage.Format.Format_RGB32)
