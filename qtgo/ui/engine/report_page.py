"""The review's Report page: what each side lost in the open game, from its saved evaluations.

A window plugin (``qtgo.ui.extensions``): a dock with a table per side (the numbers of
``qtgo-cli report``, worked out by ``engine.report``; nothing is computed here) and the
worst moves. It reads the record again when the dock is shown, when another game is opened
and when the game tree changes (an analysis storing its evaluations), and on *Refresh*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine.report import LossUnit, Phase, ReportError, SideReport, game_losses, side_report
from qtgo.rules import Color

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi

__all__ = ["ReportPage"]


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
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.worst = QLabel()
        self.worst.setWordWrap(True)
        self.worst.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        for widget in (self.status, self.table, self.worst, self.refresh_button):
            layout.addWidget(widget)
        self.dock.setWidget(body)
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
            return
        self.reports = {color: side_report([(losses, color, "")]) for color in (Color.BLACK, Color.WHITE)}
        unit = self.tr("points") if losses.unit is LossUnit.POINTS else self.tr("% win rate")
        self.status.setText(self.tr("Losses in {unit}, from the evaluations saved in the record.").format(unit=unit))
        for column, color in enumerate((Color.BLACK, Color.WHITE)):
            report = self.reports[color]
            overtime = report.time_tally(True)
            values = [
                str(report.moves),
                f"{report.points_lost:.1f}",
                f"{report.mean_loss:.2f}",
                str(report.mistakes["inaccuracy"]),
                str(report.mistakes["mistake"]),
                str(report.mistakes["blunder"]),
                *(f"{report.by_phase[phase].points_lost:.1f}" for phase in Phase),
                f"{overtime.points_lost:.1f}",
            ]
            for row, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        height = tree.size[1]
        lines = []
        for color in (Color.BLACK, Color.WHITE):
            for worst in self.reports[color].worst[:3]:
                move = worst.move
                played = move.played.to_gtp(height) if move.played is not None else self.tr("pass")
                best = move.best.to_gtp(height) if move.best is not None else self.tr("pass")
                lines.append(
                    self.tr("Move {number}: {played} lost {loss} (better: {best})").format(
                        number=move.number, played=played, loss=f"{move.loss:.1f}", best=best
                    )
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
        view = self.api.menu("view")
        action = self.dock.toggleViewAction()
        if action not in view.actions():
            view.addAction(action)
        if self.dock.isVisible():
            self.refresh()

    def shutdown(self) -> None:
        """Nothing runs in the background: the page only reads the record."""
