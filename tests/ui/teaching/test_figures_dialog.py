"""File ▸ Export figures / Print: the dialog's options reach the figures and the pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter
from ui.teaching.accessibility_check import unnamed_focusable

from qtgo.sgf import load
from qtgo.ui.teaching.figures_dialog import FiguresDialog

KO_FIGHT = Path(__file__).resolve().parents[2] / "data" / "diagram" / "ko_fight.sgf"


@pytest.fixture
def dialog(qtbot):
    widget = FiguresDialog(load(KO_FIGHT).games[0])
    qtbot.addWidget(widget)
    return widget


def test_the_options_make_the_figures_and_say_how_many(dialog) -> None:
    assert dialog.last.value() == 17
    assert dialog.status.text() == "1 figure"
    dialog.per_figure.setValue(5)
    assert dialog.status.text() == "4 figures"
    figures = dialog.figures()
    assert [(f.first_move, f.last_move) for f in figures] == [(1, 5), (6, 10), (11, 15), (16, 17)]


def test_a_bad_region_disables_the_output_and_says_why(dialog) -> None:
    dialog.region.setText("aa:zz")
    assert "Cannot make figures" in dialog.status.text() and "off the 9x9 board" in dialog.status.text()
    assert not dialog.export_button.isEnabled() and not dialog.print_button.isEnabled()
    dialog.region.setText("aa:ee")
    assert dialog.export_button.isEnabled()
    dialog.region.setText("auto")
    dialog.last.setValue(8)
    assert dialog.figures()[0].region.to_sgf() == "aa:gf"  # the ko shape, framed by the near edges


def test_export_writes_each_format(dialog, tmp_path: Path) -> None:
    dialog.per_figure.setValue(10)
    assert dialog.export_to(tmp_path / "f.pdf") == [tmp_path / "f.pdf"]
    assert [p.name for p in dialog.export_to(tmp_path / "f.svg")] == ["f-1.svg", "f-2.svg"]
    text = dialog.export_to(tmp_path / "f.txt")[0].read_text(encoding="utf-8")
    assert text.startswith("$$Bc9 Figure 1 (moves 1-10)")


def test_printing_to_a_pdf_printer_puts_two_figures_on_a_page(dialog, tmp_path: Path) -> None:
    dialog.per_figure.setValue(5)
    dialog.per_page.setCurrentIndex(dialog.per_page.findData(2))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    dialog.configure_printer(printer)
    assert dialog.print_to(printer) == 2
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF-")


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_every_focusable_widget_has_an_accessible_name(dialog) -> None:
    dialog.show()
    assert unnamed_focusable(dialog) == []


HANDICAP_GAME = "(;GM[1]FF[4]SZ[19]HA[4]KM[0.5]PB[Ito]PW[Sato]AB[dd][pd][dp][pp];W[qf];B[nc];W[jp])"


@pytest.fixture
def handicap_dialog(qtbot):
    from qtgo.sgf import parse

    widget = FiguresDialog(parse(HANDICAP_GAME).games[0])
    qtbot.addWidget(widget)
    return widget


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_label_shows_an_ampersand(qtbot, dialog) -> None:
    from PySide6.QtWidgets import QLabel

    dialog.show()
    qtbot.waitExposed(dialog)
    labels = [label for label in dialog.findChildren(QLabel) if "&" in label.text()]
    assert "&Moves:" in [label.text() for label in labels]
    for label in labels:
        # A label with a buddy draws "&M" as an underlined M (Alt+M goes to its box); a label
        # without one draws the ampersand.
        assert label.buddy() is not None, label.text()
    assert next(label for label in labels if label.text() == "&Moves:").buddy() is dialog.first


def _dark_run(image, x: float, y: float, cell: float) -> int:
    """Dark pixels on the diagonal through (x, y) within half a cell (the grid lines cross
    the diagonal only at the centre): a dot's diameter, in pixels along the diagonal."""
    reach = int(cell * 0.45)
    return sum(1 for d in range(-reach, reach + 1) if image.pixelColor(round(x + d), round(y + d)).lightness() < 128)


def test_star_points_are_a_third_of_a_cell_wide_at_print_size(handicap_dialog) -> None:
    from qtgo.rules import Point
    from qtgo.ui.teaching.export import figure_image
    from qtgo.ui.teaching.figure_painter import FigureLayout

    (figure,) = handicap_dialog.figures()
    image = figure_image(figure, 1200, caption=False)  # a figure on an A4 page at 150 dpi
    layout = FigureLayout.fit(figure, image.rect().toRectF(), coordinates=True, caption=False)
    tengen = layout.center(Point(9, 9))  # a free star point
    diameter = _dark_run(image, tengen.x(), tengen.y(), layout.cell) * 2**0.5
    assert diameter >= 0.3 * layout.cell, (diameter, layout.cell)


def test_the_caption_names_handicap_and_komi(handicap_dialog, dialog) -> None:
    from qtgo.ui.teaching.figure_painter import caption_lines

    lines = caption_lines(handicap_dialog.figures()[0])
    assert lines[:3] == ["Figure 1 (moves 1-3)", "Black: Ito, White: Sato", "Handicap 4, komi 0.5"]
    assert "Komi" not in " ".join(caption_lines(dialog.figures()[0]))  # the record gives none


def test_the_caption_names_handicap_and_komi_in_russian(russian, handicap_dialog) -> None:
    from qtgo.ui.teaching.figure_painter import caption_lines

    assert "Фора 4, коми 0,5" in caption_lines(handicap_dialog.figures()[0])
