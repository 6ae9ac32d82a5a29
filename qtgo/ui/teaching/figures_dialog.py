"""File ▸ Export figures and File ▸ Print: one dialog that cuts the open line into figures.

The dialog only gathers the options; ``qtgo.diagram`` makes the figures and
``qtgo.ui.teaching.export`` draws them, so the printed page, the PDF and the preview
are the same drawing.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QMarginsF, Qt
from PySide6.QtGui import QPageLayout, QPainter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from qtgo.diagram import (
    DEFAULT_PER_FIGURE,
    MAX_ASCII_MOVES,
    DiagramError,
    DiagramErrorReason,
    Figure,
    Region,
    fitted_region,
    make_figures,
)
from qtgo.sgf import GameTree, Node
from qtgo.ui.teaching.export import FIGURES_PER_PAGE, PaperSize, paint_pages, write_pdf, write_png, write_svg

__all__ = ["FiguresDialog", "print_figures"]

#: The export formats, by file suffix, in the order of the format box.
FORMATS = (".pdf", ".svg", ".png", ".txt")


def print_figures(printer: QPrinter, figures: list[Figure], *, per_page: int = 1, coordinates: bool = True) -> int:
    """Draw ``figures`` on ``printer``'s pages; returns the page count (0: could not start)."""
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    pages = paint_pages(printer, painter, figures, per_page=per_page, coordinates=coordinates)
    painter.end()
    return pages


class FiguresDialog(QDialog):
    """Options for cutting the line through ``node`` into figures, and where they go."""

    def __init__(self, tree: GameTree, node: Node | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = tree
        self.node = node
        self.setWindowTitle(self.tr("Export figures"))
        self.setAccessibleName(self.tr("Export figures"))
        self.setAccessibleDescription(self.tr("Cut the game into numbered figures for printing or for files"))
        total = sum(1 for n in self._line() if "B" in n or "W" in n)
        self.first = self._spin(1, max(total, 1), 1, self.tr("First move"))
        self.last = self._spin(1, max(total, 1), max(total, 1), self.tr("Last move"))
        self.per_figure = self._spin(1, 500, DEFAULT_PER_FIGURE, self.tr("Moves per figure"))
        self.at_comments = self._check(self.tr("Start a new figure after each commented move"), False)
        self.restart = self._check(self.tr("Number each figure from 1"), False)
        self.coordinates = self._check(self.tr("Coordinates"), True)
        self.region = QLineEdit()
        self.region.setPlaceholderText(self.tr("whole board, two corners such as aa:jj, or auto"))
        self.region.setAccessibleName(self.tr("Region"))
        self.format = QComboBox()
        for suffix, name in zip(
            FORMATS,
            (self.tr("PDF"), self.tr("SVG"), self.tr("PNG"), self.tr("Sensei's Library text ($$)")),
            strict=True,
        ):
            self.format.addItem(name, suffix)
        self.format.setAccessibleName(self.tr("File format"))
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4"), PaperSize.A4)
        self.paper.addItem(self.tr("Letter"), PaperSize.LETTER)
        self.paper.setAccessibleName(self.tr("Paper size"))
        self.per_page = QComboBox()
        for count in FIGURES_PER_PAGE:
            self.per_page.addItem(str(count), count)
        self.per_page.setAccessibleName(self.tr("Figures per page"))
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Figures"))
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)

        form = QFormLayout()
        moves = QHBoxLayout()
        moves.addWidget(self.first)
        moves.addWidget(QLabel("–"))
        moves.addWidget(self.last)
        # A row of two boxes has no buddy of its own: the label's mnemonic goes to the first.
        moves_label = QLabel(self.tr("&Moves:"))
        moves_label.setBuddy(self.first)
        form.addRow(moves_label, moves)
        form.addRow(self.tr("Moves per &figure:"), self.per_figure)
        form.addRow("", self.at_comments)
        form.addRow("", self.restart)
        form.addRow(self.tr("&Region:"), self.region)
        form.addRow("", self.coordinates)
        form.addRow(self.tr("F&ormat:"), self.format)
        form.addRow(self.tr("&Paper:"), self.paper)
        form.addRow(self.tr("Figures per pa&ge:"), self.per_page)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.print_button = QPushButton(self.tr("P&rint…"))
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        for button, description in (
            (self.export_button, self.tr("Write the figures to a file")),
            (self.print_button, self.tr("Print the figures")),
            (self.preview_button, self.tr("Show the printed pages")),
        ):
            button.setAccessibleDescription(description)
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.export_interactively)
        self.print_button.clicked.connect(self.print_interactively)
        self.preview_button.clicked.connect(self.preview)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        for widget in (self.first, self.last, self.per_figure):
            widget.valueChanged.connect(self._refresh)
        for box in (self.at_comments, self.restart):
            box.toggled.connect(self._refresh)
        self.region.textChanged.connect(self._refresh)
        self.format.currentIndexChanged.connect(self._refresh)
        self._refresh()

    # ------------------------------------------------------------ widgets
    def _spin(self, low: int, high: int, value: int, name: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setAccessibleName(name)
        return spin

    def _check(self, text: str, checked: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(checked)
        box.setAccessibleName(text)
        return box

    def _line(self) -> list[Node]:
        from qtgo.diagram import line_nodes

        return line_nodes(self.tree, self.node)

    # ------------------------------------------------------------ figures
    def figures(self, *, ascii_text: bool = False) -> list[Figure]:
        """The figures the options ask for; raises ``DiagramError`` for a bad option.

        ``ascii_text`` keeps to what a ``$$`` diagram can hold: ten alternating moves.
        """
        width, height = self.tree.size
        text = self.region.text().strip()
        first, last = self.first.value(), self.last.value()
        if last < first:
            raise DiagramError(DiagramErrorReason.BAD_RANGE, self.tr("The last move comes before the first."))
        cut = partial(
            make_figures,
            self.tree,
            node=self.node,
            moves=(first, last),
            per_figure=min(self.per_figure.value(), MAX_ASCII_MOVES) if ascii_text else self.per_figure.value(),
            at_comments=self.at_comments.isChecked(),
            restart_numbers=self.restart.isChecked(),
            alternating=ascii_text,
        )
        if text.lower() == "auto":
            return cut(region=fitted_region(cut()))
        return cut(region=Region.parse(text, width, height) if text else None)

    def _refresh(self) -> None:
        try:
            count = len(self.figures(ascii_text=self.format.currentData() == ".txt"))
        except DiagramError as error:
            self.status.setText(self.tr("Cannot make figures: %1").replace("%1", str(error)))
            ok = False
        else:
            self.status.setText(self.tr("%n figures", "", count))
            ok = True
        for button in (self.export_button, self.print_button, self.preview_button):
            button.setEnabled(ok)

    # ------------------------------------------------------------ output
    def export_to(self, path: Path) -> list[Path]:
        """Write the figures to ``path`` in the format its suffix names."""
        suffix = path.suffix.lower()
        figures = self.figures()
        coordinates = self.coordinates.isChecked()
        if suffix == ".txt":
            from qtgo.diagram import sensei_document

            figures = self.figures(ascii_text=True)
            path.write_text(sensei_document(figures, coordinates=coordinates), encoding="utf-8")
            return [path]
        if suffix == ".svg":
            return write_svg(figures, path, coordinates=coordinates)
        if suffix == ".png":
            return write_png(figures, path, coordinates=coordinates)
        write_pdf(
            figures, path, paper=self.paper.currentData(), per_page=self.per_page.currentData(), coordinates=coordinates
        )
        return [path]

    def export_interactively(self) -> None:
        suffix = self.format.currentData()
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export figures"), f"figures{suffix}", self.tr("Figures (*%1)").replace("%1", suffix)
        )
        if not path:
            return
        target = Path(path)
        if target.suffix.lower() != suffix:
            target = target.with_suffix(suffix)
        try:
            written = self.export_to(target)
        except (OSError, DiagramError) as error:
            self.status.setText(self.tr("Could not export: %1").replace("%1", str(error)))
            return
        self.status.setText(self.tr("Written: %1").replace("%1", ", ".join(p.name for p in written)))

    def configure_printer(self, printer: QPrinter) -> None:
        paper: PaperSize = self.paper.currentData()
        printer.setPageLayout(
            QPageLayout(
                paper.page_size,
                QPageLayout.Orientation.Portrait,
                QMarginsF(15, 15, 15, 15),
                QPageLayout.Unit.Millimeter,
            )
        )

    def print_to(self, printer: QPrinter) -> int:
        return print_figures(
            printer, self.figures(), per_page=self.per_page.currentData(), coordinates=self.coordinates.isChecked()
        )

    def print_interactively(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.configure_printer(printer)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def preview(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.configure_printer(printer)
        dialog = QPrintPreviewDialog(printer, self)
        dialog.setAccessibleName(self.tr("Print preview"))
        dialog.paintRequested.connect(self.print_to)
        dialog.exec()
