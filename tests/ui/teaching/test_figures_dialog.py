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
