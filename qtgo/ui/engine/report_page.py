"""The review's Report page: what each side lost in the open game, from its saved evaluations.

A window plugin (``qtgo.ui.extensions``): a dock with a table per side (the numbers of
``qtgo-cli report``, worked out by ``engine.report``; nothing is computed here), three
small charts (``report_charts``), the worst moves, and *Save as PDF* (``report_pdf``: the
same with a figure of each worst move). It reads the record again when the dock is shown, when another game is opened
and when the game tree changes (an analysis storing its evaluations), and on *Refresh*.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine.explain import SentenceKind, explain_saved_move, render
from qtgo.engine.report import LossUnit, Phase, ReportError, SideReport, game_losses, side_report
from qtgo.engine.review import stored_evaluations
from qtgo.rules import Color
from qtgo.sgf import PositionCache
from qtgo.ui.engine.report_charts import ReportCharts, report_charts
from qtgo.ui.i18n import current_language

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi

__all__ = ["ReportPage"]


def _fixed(value: float, decimals: int) -> str:
    """``6.0`` in English, ``6,0`` in Russian: the interface's decimal sign, fixed decimals."""
    return QLocale().toString(value, "f", decimals)


class ReportPage(QObject):
    """The Report dock of one window (``View > Player report``)."""

    def __init__(self, api: WindowApi) -> None:
        window = api.widget
        super().__init__(window)
        self.api = api
        self.dock = QDockWidget(window)
        self.dock.setObjectName("dock-report")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = QTableWidget(10, 2)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.worst = QLabel()
        self.worst.setWordWrap(True)
        self.worst.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.charts = ReportCharts()
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.ask_pdf)
        # One under the other: side by side they would widen a narrow dock (800x600, Russian).
        buttons = QVBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.pdf_button)
        for widget in (self.status, self.table, self.charts, self.worst):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        # The page scrolls in a short dock (800x600) instead of squeezing the charts flat.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # Only down: the page takes the dock's width (the table's columns share it).
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        self.dock.setWidget(scroll)
        api.add_dock(self.dock, Qt.DockWidgetArea.RightDockWidgetArea)
        # A tab beside the players' dock: shown, the page gets that dock's whole height
        # (a fourth dock in the column leaves the table a line or two at 800x600).
        window.tabifyDockWidget(api.dock("players"), self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._shown)
        self.dock.toggleViewAction().triggered.connect(self._asked)
        api.adapter.session_replaced.connect(self._changed)
        api.adapter.tree_changed.connect(self._changed)
        self.reports: dict[Color, SideReport] = {}
        self.retranslate()

    def _shown(self, visible: bool) -> None:
        if visible:
            self.refresh()

    def _asked(self, checked: bool) -> None:
        """Chosen in the View menu: bring the tab to the front, not only into the tab bar."""
        if checked:
            self.dock.raise_()

    def _changed(self) -> None:
        if self.dock.isVisible():
            self.refresh()

    def refresh(self) -> None:
        """Read the open record's evaluations again and fill the page."""
        tree = self.api.adapter.session.tree
        self.reports = {}
        try:
            losses = game_losses(tree)
        except ReportError:
            self.status.setText(self.tr("No evaluations in this game yet: analyse it (Engine menu) first."))
            self.table.clearContents()
            self.worst.clear()
            self.charts.set_charts([])
            self.charts.hide()
            self.pdf_button.setEnabled(False)
            return
        self.reports = {color: side_report([(losses, color, "")]) for color in (Color.BLACK, Color.WHITE)}
        unit = self.tr("points") if losses.unit is LossUnit.POINTS else self.tr("% win rate")
        self.status.setText(self.tr("Losses in {unit}, from the evaluations saved in the record.").format(unit=unit))
        for column, color in enumerate((Color.BLACK, Color.WHITE)):
            report = self.reports[color]
            overtime = report.time_tally(True)
            values = [
                str(report.moves),
                _fixed(report.points_lost, 1),
                _fixed(report.mean_loss, 2),
                str(report.mistakes["inaccuracy"]),
                str(report.mistakes["mistake"]),
                str(report.mistakes["blunder"]),
                *(_fixed(report.by_phase[phase].points_lost, 1) for phase in Phase),
                _fixed(overtime.points_lost, 1),
            ]
            for row, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self._fit_table()
        self.charts.set_charts(report_charts(self.reports))
        self.charts.show()
        self.pdf_button.setEnabled(True)
        height = tree.size[1]
        lines = []
        # The record's evaluations read and its positions replayed once for all the worst moves.
        evaluations, positions = stored_evaluations(tree), PositionCache(tree)
        language = current_language()  # render says any other in English
        for color in (Color.BLACK, Color.WHITE):
            for worst in self.reports[color].worst[:3]:
                move = worst.move
                played = move.played.to_gtp(height) if move.played is not None else self.tr("pass")
                best = move.best.to_gtp(height) if move.best is not None else self.tr("pass")
                lines.append(
                    self.tr("Move {number}: {played} lost {loss} (better: {best})").format(
                        number=move.number, played=played, loss=_fixed(move.loss, 1), best=best
                    )
                )
                # What changed, in words, from the saved numbers (the ownership too, when kept).
                lines.extend(
                    f"    {render(sentence, height, language)}."
                    for sentence in explain_saved_move(tree, move.number, evaluations, positions)
                    if sentence.kind is not SentenceKind.BETTER_MOVE  # said on the line above
                )
        self.worst.setText("\n".join(lines))

    def retranslate(self) -> None:
        """The page's texts in the current language, and its entry back in the View menu."""
        self.dock.setWindowTitle(self.tr("Player report"))
        self.table.setHorizontalHeaderLabels([self.tr("Black"), self.tr("White")])
        self.table.setVerticalHeaderLabels(
            [
                self.tr("Moves"),
                self.tr("Points lost"),
                self.tr("Mean loss"),
                self.tr("Inaccuracies"),
                self.tr("Mistakes"),
                self.tr("Blunders"),
                self.tr("Opening"),
                self.tr("Middle game"),
                self.tr("Endgame"),
                self.tr("In overtime"),
            ]
        )
        self.refresh_button.setText(self.tr("Refresh"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        self.pdf_button.setToolTip(self.tr("The report with its charts and a figure of each worst move, to print"))
        self.charts.setAccessibleName(self.tr("Charts of the report"))
        self._fit_table()
        view = self.api.menu("view")
        action = self.dock.toggleViewAction()
        if action not in view.actions():
            view.addAction(action)
        if self.dock.isVisible():
            self.refresh()

    def _fit_table(self) -> None:
        """The table as tall as its rows: the page scrolls, the table never does."""
        header = self.table.horizontalHeader().height()
        rows = sum(self.table.rowHeight(row) for row in range(self.table.rowCount()))
        self.table.setFixedHeight(header + rows + 2 * self.table.frameWidth())

    def ask_pdf(self) -> Path | None:
        """Ask where to save the report as PDF, and save it there."""
        if not self.reports:
            return None
        name, _filter = QFileDialog.getSaveFileName(
            self.api.widget, self.tr("Save the report as PDF"), "", self.tr("PDF files (*.pdf)")
        )
        if not name:
            return None
        path = Path(name) if name.lower().endswith(".pdf") else Path(name + ".pdf")
        return self.save_pdf(path)

    def save_pdf(self, path: Path) -> Path | None:
        """Write the report of the open game to ``path`` as PDF (what *Save as PDF* does)."""
        from qtgo.ui.engine.report_pdf import write_report_pdf

        if not self.reports:
            self.refresh()
        if not self.reports:
            return None
        try:
            write_report_pdf(path, self.api.adapter.session.tree, self.reports)
        except OSError as error:
            QMessageBox.warning(self.api.widget, self.tr("Player report"), str(error))
            return None
        self.api.show_status(self.tr("Report saved as {name}").format(name=path.name), 5000)
        return path

    def shutdown(self) -> None:
        """Nothing runs in the background: the page only reads the record."""
