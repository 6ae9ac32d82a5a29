"""A lesson's handout as one PDF: figures, every comment of their moves, result and count.

Text flows line by line down the page (``QTextLayout`` breaks the paragraphs) so a long
comment continues on the next page instead of being cut; a figure never splits: it starts
a new page when the rest of the page cannot hold it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPdfWriter, QTextLayout, QTextOption

from qtgo.diagram import Figure
from qtgo.diagram.handout import CountSource, Handout, HandoutSection, MoveComment, SectionKind
from qtgo.rules import Color, ScoreBreakdown
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.export import PaperSize, figure_aspect, open_pdf
from qtgo.ui.teaching.figure_painter import paint_figure

#: lupdate reads the literal calls ``translate("Handout", ...)``.
translate = QCoreApplication.translate

__all__ = ["count_lines", "section_title", "write_handout"]

_INK = QColor(0, 0, 0)


def section_title(section: HandoutSection) -> str:
    if section.kind is SectionKind.MAIN_LINE:
        return translate("Handout", "Main line")
    title = translate("Handout", "Variation from move %1").replace("%1", str(section.first_move))
    return f"{title}: {section.name}" if section.name else title


def _comment_text(comment: MoveComment) -> str:
    template = (
        translate("Handout", "%1 (Black): %2")
        if comment.color is Color.BLACK
        else translate("Handout", "%1 (White): %2")
    )
    return template.replace("%1", str(comment.number)).replace("%2", comment.text)


def count_lines(count: ScoreBreakdown, source: CountSource | None) -> list[str]:
    """The count as lines: where the dead stones came from, each side's terms, the result."""
    lines = [
        translate("Handout", "Count (dead stones as the record accepted them)")
        if source is CountSource.RECORDED
        else translate("Handout", "Count (dead stones estimated by qtgo)")
    ]
    for color, side in ((Color.BLACK, count.black), (Color.WHITE, count.white)):
        head = translate("Handout", "Black") if color is Color.BLACK else translate("Handout", "White")
        terms = [
            (translate("Handout", "territory %1"), side.territory),
            (translate("Handout", "stones %1"), side.stones),
            (translate("Handout", "prisoners %1"), side.prisoners),
            (translate("Handout", "dead %1"), side.dead),
            (translate("Handout", "komi %1"), side.komi),
            (translate("Handout", "handicap %1"), side.handicap),
        ]
        shown = [text.replace("%1", show_number(value)) for text, value in terms if value]
        total = translate("Handout", "total %1").replace("%1", show_number(side.total))
        lines.append(f"{head}: {', '.join([*shown, total])}")
    lines.append(translate("Handout", "Result of the count: %1").replace("%1", count.result))
    return lines


class _Pages:
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

    def paragraph(self, text: str, *, scale: float = 1.0, bold: bool = False, indent: float = 0.0) -> None:
        """Wrap ``text`` to the page width and draw it line by line, turning pages as needed."""
        font = self.font(scale, bold)
        self.painter.setFont(font)
        self.painter.setPen(_INK)
        for block in text.splitlines() or [""]:
            layout = QTextLayout(block, font, self.writer)
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
            layout.setTextOption(option)
            layout.beginLayout()
            y = 0.0
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                line.setLineWidth(self.width - indent)
                line.setPosition(QPointF(0, y))
                y += line.height()
            layout.endLayout()
            for index in range(layout.lineCount()):
                line = layout.lineAt(index)
                self.room(line.height())
                piece = block[line.textStart() : line.textStart() + line.textLength()].rstrip()
                self.painter.drawText(QPointF(indent, self.y + line.ascent()), piece)
                self.y += line.height()
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


def write_handout(handout: Handout, path: Path, *, paper: PaperSize = PaperSize.A4, coordinates: bool = True) -> int:
    """Write ``handout`` to ``path`` as one PDF; returns the number of pages."""
    writer, painter = open_pdf(path, paper=paper, title=translate("Handout", "Lesson handout"))
    pages = _Pages(writer, painter)
    pages.paragraph(translate("Handout", "Lesson handout"), scale=1.6, bold=True)
    if handout.black or handout.white:
        pages.paragraph(
            translate("Handout", "Black: %1, White: %2")
            .replace("%1", handout.black or "?")
            .replace("%2", handout.white or "?")
        )
    if handout.result:
        pages.paragraph(translate("Handout", "Result: %1").replace("%1", handout.result))
    if handout.introduction:
        pages.paragraph(handout.introduction)
    for section in handout.sections:
        # Keep a section's title on the page of its first figure.
        first = pages.figure_size(section.figures[0].figure, coordinates)[1] if section.figures else 0.0
        pages.room(pages.font_px * 3 + first)
        pages.paragraph(section_title(section), scale=1.3, bold=True)
        for item in section.figures:
            pages.figure(item.figure, coordinates=coordinates)
            for comment in item.comments:
                pages.paragraph(_comment_text(comment), indent=pages.font_px)
    if handout.result or handout.count is not None:
        pages.room(pages.font_px * 8)
        pages.paragraph(translate("Handout", "Result and count"), scale=1.3, bold=True)
        if handout.result:
            pages.paragraph(translate("Handout", "Result: %1").replace("%1", handout.result))
        if handout.count is not None:
            for line in count_lines(handout.count, handout.count_source):
                pages.paragraph(line)
    painter.end()
    return pages.pages
