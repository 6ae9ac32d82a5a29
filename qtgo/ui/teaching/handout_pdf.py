"""A lesson's handout as one PDF: figures, every comment of their moves, result and count.

Text flows line by line down the page (``QTextLayout`` breaks the paragraphs) so a long
comment continues on the next page instead of being cut; a figure never splits: it starts
a new page when the rest of the page cannot hold it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from qtgo.diagram.handout import CountSource, Handout, HandoutSection, MoveComment, SectionKind
from qtgo.rules import Color, ScoreBreakdown
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.export import PaperSize, open_pdf
from qtgo.ui.teaching.pdf_pages import PdfPages

#: lupdate reads the literal calls ``translate("Handout", ...)``.
translate = QCoreApplication.translate

__all__ = ["count_lines", "section_title", "write_handout"]


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


def write_handout(handout: Handout, path: Path, *, paper: PaperSize = PaperSize.A4, coordinates: bool = True) -> int:
    """Write ``handout`` to ``path`` as one PDF; returns the number of pages."""
    writer, painter = open_pdf(path, paper=paper, title=translate("Handout", "Lesson handout"))
    pages = PdfPages(writer, painter)
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
