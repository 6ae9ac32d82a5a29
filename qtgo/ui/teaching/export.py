"""Figures to files and printers: SVG (QSvgGenerator), PDF (QPdfWriter), PNG, QPrinter.

PDF and printing share one page layout: one, two, four or six figures to a page in a grid,
A4 or Letter, 15 mm margins. SVG and PNG hold one figure each; several figures are written
as ``name-1.svg``, ``name-2.svg``, ... beside the name given.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from qtgo.diagram import Figure
from qtgo.ui.teaching.figure_painter import FigureLayout, paint_figure

__all__ = [
    "FIGURES_PER_PAGE",
    "PaperSize",
    "figure_aspect",
    "figure_image",
    "numbered_paths",
    "paint_pages",
    "write_pdf",
    "write_png",
    "write_svg",
]

#: The figures a page may hold, and the grid (columns, rows) each number uses.
FIGURES_PER_PAGE = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}


class PaperSize(enum.Enum):
    A4 = "a4"
    LETTER = "letter"

    @property
    def page_size(self) -> QPageSize:
        return QPageSize(QPageSize.PageSizeId.A4 if self is PaperSize.A4 else QPageSize.PageSizeId.Letter)


def numbered_paths(path: Path, count: int) -> list[Path]:
    """``path`` itself for one figure, else ``stem-1.ext``, ``stem-2.ext``, ..."""
    if count == 1:
        return [path]
    width = len(str(count))
    return [path.with_name(f"{path.stem}-{i:0{width}d}{path.suffix}") for i in range(1, count + 1)]


def figure_aspect(figure: Figure, coordinates: bool) -> float:
    """Height over width of a figure drawn at 600 units wide (caption included)."""
    layout = FigureLayout.fit(figure, QRectF(0, 0, 600, 10_000), coordinates=coordinates)
    bottom = layout.caption_rect.top()
    from qtgo.ui.teaching.figure_painter import caption_lines

    lines = len(caption_lines(figure))
    return (bottom + lines * layout.caption_font_px * 1.6 + layout.caption_font_px) / 600


def figure_image(figure: Figure, width: int = 600, *, coordinates: bool = True, caption: bool = True) -> QImage:
    """The figure on white, ``width`` pixels wide, as tall as it needs."""
    height = round(width * figure_aspect(figure, coordinates)) if caption else width
    if not caption:
        layout = FigureLayout.fit(figure, QRectF(0, 0, width, 10_000), coordinates=coordinates, caption=False)
        height = round(layout.caption_rect.top())
    image = QImage(width, max(height, 1), QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    paint_figure(painter, figure, QRectF(0, 0, width, height), coordinates=coordinates, caption=caption)
    painter.end()
    return image


def write_png(figures: Sequence[Figure], path: Path, *, width: int = 600, coordinates: bool = True) -> list[Path]:
    written = []
    for figure, target in zip(figures, numbered_paths(path, len(figures)), strict=True):
        image = figure_image(figure, width, coordinates=coordinates)
        if not image.save(str(target), "PNG"):  # type: ignore[call-overload]  # PySide6's stub wants bytes
            raise OSError(f"{target}: cannot write the PNG file")
        written.append(target)
    return written


def write_svg(figures: Sequence[Figure], path: Path, *, width: int = 600, coordinates: bool = True) -> list[Path]:
    written = []
    for figure, target in zip(figures, numbered_paths(path, len(figures)), strict=True):
        height = round(width * figure_aspect(figure, coordinates))
        generator = QSvgGenerator()
        generator.setFileName(str(target))
        generator.setSize(QSize(width, height))
        generator.setViewBox(QRectF(0, 0, width, height))
        generator.setTitle(figure.caption.title())
        generator.setDescription("qtgo figure")
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(f"{target}: cannot write the SVG file")
        paint_figure(painter, figure, QRectF(0, 0, width, height), coordinates=coordinates)
        painter.end()
        if not target.is_file():
            raise OSError(f"{target}: cannot write the SVG file")
        written.append(target)
    return written


def paint_pages(
    device: QPagedPaintDevice,
    painter: QPainter,
    figures: Sequence[Figure],
    *,
    per_page: int = 1,
    coordinates: bool = True,
) -> int:
    """Lay ``figures`` out on ``device``'s pages (``painter`` is active on it); returns the page count."""
    columns, rows = FIGURES_PER_PAGE.get(per_page, (1, 1))
    per_page = columns * rows
    page = device.pageLayout().paintRectPixels(painter.device().logicalDpiX())
    area = QRectF(0, 0, page.width(), page.height())
    cell_w = area.width() / columns
    cell_h = area.height() / rows
    gap = min(cell_w, cell_h) * 0.04
    pages = 0
    for index, figure in enumerate(figures):
        slot = index % per_page
        if slot == 0:
            if index:
                device.newPage()
            pages += 1
        col, row = slot % columns, slot // columns
        rect = QRectF(col * cell_w + gap, row * cell_h + gap, cell_w - 2 * gap, cell_h - 2 * gap)
        # Keep the figure's own proportions inside its slot, centred at the top.
        wanted = rect.width() * figure_aspect(figure, coordinates)
        if wanted < rect.height():
            rect.setHeight(wanted)
        paint_figure(painter, figure, rect, coordinates=coordinates)
    return pages


def open_pdf(path: Path, *, paper: PaperSize, title: str) -> tuple[QPdfWriter, QPainter]:
    """A PDF at ``path`` (300 dpi, portrait, 15 mm margins) and a painter begun on it:
    the one page set-up of figures and handouts. The caller ends the painter."""
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("qtgo")
    writer.setPageLayout(
        QPageLayout(
            paper.page_size, QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"{path}: cannot write the PDF file")
    return writer, painter


def write_pdf(
    figures: Sequence[Figure],
    path: Path,
    *,
    paper: PaperSize = PaperSize.A4,
    per_page: int = 1,
    coordinates: bool = True,
    title: str = "qtgo figures",
) -> int:
    """All figures in one PDF; returns the number of pages."""
    writer, painter = open_pdf(path, paper=paper, title=title)
    pages = paint_pages(writer, painter, figures, per_page=per_page, coordinates=coordinates)
    painter.end()
    return pages
