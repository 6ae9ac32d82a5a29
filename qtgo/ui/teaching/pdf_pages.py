"""A cursor down the pages of a PDF: where the next line goes, paragraphs wrapped to the page
(``QTextLayout`` breaks them, a long word too) and pages turned as they fill.

The handout (``handout_pdf``) and the player report (``engine.report_pdf``) write with it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPdfWriter, QTextLayout, QTextOption

from qtgo.diagram import Figure
from qtgo.ui.teaching.export import figure_aspect
from qtgo.ui.teaching.figure_painter import paint_figure

__all__ = ["INK", "PdfPages"]

#: Text and lines: black on white paper.
INK = QColor(0, 0, 0)


class PdfPages:
    """A cursor down the pages of a ``QPdfWriter``: where the next line goes."""

    def __init__(self, writer: QPdfWriter, painter: QPainter) -> None:
        self.writer = writer
        self.painter = painter
        page = writer.pageLayout().paintRectPixels(writer.resolution())
        self.width = float(page.width())
        self.height = float(page.height())
        self.font_px = self.width / 55.0
        self.y = 0.0
        self.pages = 1

    def new_page(self) -> None:
        self.writer.newPage()
        self.pages += 1
        self.y = 0.0

    def room(self, height: float) -> None:
        if self.y > 0 and self.y + height > self.height:
            self.new_page()

    def font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        font = QFont("DejaVu Sans")
        font.setStyleHint(QFont.StyleHint.SansSerif)
        font.setPixelSize(max(1, round(self.font_px * scale)))
        font.setBold(bold)
        return font

    def wrapped(self, text: str, font: QFont, width: float) -> list[str]:
        """``text`` broken into lines no wider than ``width`` (at word boundaries, a word
        longer than the width anywhere), its own line breaks kept."""
        rows: list[str] = []
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        for block in text.splitlines() or [""]:
            layout = QTextLayout(block, font, self.writer)
            layout.setTextOption(option)
            layout.beginLayout()
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                line.setLineWidth(width)
                rows.append(block[line.textStart() : line.textStart() + line.textLength()].rstrip())
            layout.endLayout()
        return rows

    def draw_rows(self, rows: list[str], font: QFont, x: float, y: float) -> float:
        """Draw ``rows`` from ``(x, y)`` down; returns the height they took."""
        metrics = QFontMetricsF(font, self.writer)
        self.painter.setFont(font)
        self.painter.setPen(INK)
        for index, row in enumerate(rows):
            self.painter.drawText(QPointF(x, y + index * metrics.height() + metrics.ascent()), row)
        return len(rows) * metrics.height()

    def paragraph(self, text: str, *, scale: float = 1.0, bold: bool = False, indent: float = 0.0) -> None:
        """Wrap ``text`` to the page width and draw it line by line, turning pages as needed."""
        font = self.font(scale, bold)
        height = QFontMetricsF(font, self.writer).height()
        for row in self.wrapped(text, font, self.width - indent):
            self.room(height)
            self.y += self.draw_rows([row], font, indent, self.y)
        self.y += self.font_px * 0.4 * scale

    def figure_size(self, figure: Figure, coordinates: bool) -> tuple[float, float]:
        width = self.width * 0.62
        height = width * figure_aspect(figure, coordinates)
        if height > self.height:  # a tall caption: shrink the figure to one page
            width *= self.height / height
            height = self.height
        return width, height

    def figure(self, item_figure: Figure, *, coordinates: bool) -> None:
        width, height = self.figure_size(item_figure, coordinates)
        self.room(height)
        rect = QRectF((self.width - width) / 2, self.y, width, height)
        paint_figure(self.painter, item_figure, rect, coordinates=coordinates)
        self.y += height + self.font_px * 0.5
