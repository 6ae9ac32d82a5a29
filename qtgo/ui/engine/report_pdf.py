"""The player report as a printable PDF: the players, each side's totals, the three charts
and a figure of each of the worst moves (the position before it, the move played numbered,
the engine's better move lettered A).

Every number comes from the ``SideReport`` of each side (``engine.report``); the figures
from ``diagram.make_figures``, drawn by the teaching figures' painter. Text is real PDF
text, so a reader can search and copy it (and a test reads it back with ``pdftotext``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF

from qtgo.diagram import Figure, make_figures
from qtgo.diagram.figure import FigureMark, MarkKind
from qtgo.engine.report import LossUnit, Phase, SideReport, WorstMove
from qtgo.rules import Color
from qtgo.sgf import GameTree
from qtgo.ui.engine.report_charts import paint_chart, report_charts
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.export import PaperSize, figure_aspect, open_pdf
from qtgo.ui.teaching.figure_painter import paint_figure
from qtgo.ui.teaching.pdf_pages import INK, PdfPages
from qtgo.ui.teaching.speech import point_name

#: lupdate reads the literal calls ``translate("ReportPdf", ...)``.
translate = QCoreApplication.translate

__all__ = ["side_lines", "worst_line", "worst_figure", "write_report_pdf"]


def _side_name(color: Color) -> str:
    return translate("ReportPdf", "Black") if color is Color.BLACK else translate("ReportPdf", "White")


def _amount(value: float) -> str:
    return show_number(round(value, 1))


def side_lines(color: Color, player: str, report: SideReport) -> list[str]:
    """One side's totals: moves, points lost, mean, mistakes by size, by phase, in overtime."""
    head = f"{_side_name(color)} ({player})" if player else _side_name(color)
    lost = (
        translate("ReportPdf", "%1 moves analysed, %2 points lost, %3 per move")
        if report.unit is LossUnit.POINTS
        else translate("ReportPdf", "%1 moves analysed, %2 points of win rate lost, %3 per move")
    )
    lines = [
        head
        + ": "
        + lost.replace("%1", str(report.moves))
        .replace("%2", _amount(report.points_lost))
        .replace("%3", show_number(round(report.mean_loss, 2)))
    ]
    lines.append(
        translate("ReportPdf", "Inaccuracies %1, mistakes %2, blunders %3")
        .replace("%1", str(report.mistakes["inaccuracy"]))
        .replace("%2", str(report.mistakes["mistake"]))
        .replace("%3", str(report.mistakes["blunder"]))
    )
    lines.append(
        translate("ReportPdf", "Lost in the opening %1, middle game %2, endgame %3; in overtime %4")
        .replace("%1", _amount(report.by_phase[Phase.OPENING].points_lost))
        .replace("%2", _amount(report.by_phase[Phase.MIDDLE].points_lost))
        .replace("%3", _amount(report.by_phase[Phase.ENDGAME].points_lost))
        .replace("%4", _amount(report.time_tally(True).points_lost))
    )
    return lines


def worst_line(worst: WorstMove, height: int) -> str:
    """ "Move 87 (White): Q3 lost 6.5; better A: C14" (a pass and an unknown best said so)."""
    move = worst.move
    played = point_name(move.played, height) if move.played is not None else translate("ReportPdf", "pass")
    if not move.best_known:
        better = translate("ReportPdf", "the engine named no better move")
    elif move.best == move.played:
        better = translate("ReportPdf", "the engine chose this move too")
    elif move.best is None:
        better = translate("ReportPdf", "better: pass")
    else:
        better = translate("ReportPdf", "better (A): %1").replace("%1", point_name(move.best, height))
    return (
        translate("ReportPdf", "Move %1 (%2): %3 lost %4; %5")
        .replace("%1", str(move.number))
        .replace("%2", _side_name(move.color))
        .replace("%3", played)
        .replace("%4", _amount(move.loss))
        .replace("%5", better)
    )


def worst_figure(tree: GameTree, worst: WorstMove) -> Figure:
    """The position before the move, the move numbered, the better move lettered A."""
    number = worst.move.number
    figure = make_figures(tree, moves=(number, number))[0]
    best = worst.move.best
    marks = (FigureMark(MarkKind.LABEL, best, "A"),) if best is not None and best != worst.move.played else ()
    return dataclasses.replace(figure, marks=marks)


def write_report_pdf(
    path: Path,
    tree: GameTree,
    reports: Mapping[Color, SideReport],
    *,
    paper: PaperSize = PaperSize.A4,
) -> int:
    """Write the report of both sides of ``tree`` to ``path``; returns the number of pages."""
    title = translate("ReportPdf", "Player report")
    writer, painter = open_pdf(path, paper=paper, title=title)
    page = PdfPages(writer, painter)
    page.paragraph(title, scale=1.6, bold=True)
    black = tree.black_player or "?"
    white = tree.white_player or "?"
    page.paragraph(translate("ReportPdf", "Black: %1, White: %2").replace("%1", black).replace("%2", white))
    result = tree.root.get("RE")
    if result:
        page.paragraph(translate("ReportPdf", "Result: %1").replace("%1", result))
    unit = next(iter(reports.values())).unit
    page.paragraph(
        translate("ReportPdf", "Losses in points, from the evaluations saved in the record.")
        if unit is LossUnit.POINTS
        else translate(
            "ReportPdf", "Losses in percentage points of win rate, from the evaluations saved in the record."
        )
    )
    page.y += page.font_px * 0.5
    for color, player in ((Color.BLACK, tree.black_player or ""), (Color.WHITE, tree.white_player or "")):
        for index, text in enumerate(side_lines(color, player, reports[color])):
            page.paragraph(text, bold=index == 0)
    charts = report_charts(reports)
    chart_h = page.font_px * 12
    page.room(chart_h)
    gap = page.font_px
    chart_w = (page.width - gap * (len(charts) - 1)) / len(charts)
    for index, chart in enumerate(charts):
        paint_chart(painter, QRectF(index * (chart_w + gap), page.y, chart_w, chart_h), chart, ink=INK)
    page.y += chart_h + page.font_px
    height = tree.size[1]
    worst = sorted(
        [item for color in (Color.BLACK, Color.WHITE) for item in reports[color].worst if item.move.loss > 0],
        key=lambda item: item.move.number,
    )
    if worst:
        page.room(page.font_px * 3)
        page.paragraph(translate("ReportPdf", "The worst moves"), scale=1.3, bold=True)
    # Two figures to a row, each under its line: the move, its loss and the better move.
    gap = page.font_px * 2
    figure_w = (page.width - gap) / 2
    font = page.font(bold=True)
    for start in range(0, len(worst), 2):
        row = worst[start : start + 2]
        texts = [page.wrapped(worst_line(item, height), font, figure_w) for item in row]
        figures = [worst_figure(tree, item) for item in row]
        text_h = max(len(t) for t in texts) * QFontMetricsF(font, page.writer).height()
        figure_h = max(figure_w * figure_aspect(f, True) for f in figures)
        page.room(text_h + figure_h)
        for column, (rows, figure) in enumerate(zip(texts, figures, strict=True)):
            x = column * (figure_w + gap)
            page.draw_rows(rows, font, x, page.y)
            paint_figure(painter, figure, QRectF(x, page.y + text_h, figure_w, figure_h), coordinates=True)
        page.y += text_h + figure_h + page.font_px
    painter.end()
    return page.pages
