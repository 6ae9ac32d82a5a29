"""The candidates panel: every move the engine considers, with its visits, win rate, score
lead, prior and principal variation, for the player to move (the headers say whose view).

GNU Go gives no win rate or lead for its candidates, only what it thinks each move is
worth: that column is headed "Move value (GNU Go)", never shown as points of lead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from qtgo.engine import Analysis, Candidate
from qtgo.rules import Color, Point
from qtgo.ui.engine.overlay import signed_points

COLUMNS = 6  # move, visits, win rate, lead (or GNU Go's value), prior, PV
#: The rows the table shows at least (it was 2-3 rows tall in the right column; more rows
#: where the tab has the room, 3 still fit beside both clocks at 800x600).
LEAST_ROWS = 3


class CandidatesPanel(QWidget):
    """Signals: ``candidate_hovered(object)`` — the point whose row the mouse is on (None: off)."""

    candidate_hovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.height_of_board = 19
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTreeWidget()
        self.table.setColumnCount(COLUMNS)
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setMouseTracking(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.header().setStretchLastSection(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)  # the whole text in the tooltip
        self.table.itemEntered.connect(self._entered)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self._headers()
        self._fill()

    def _fit_height(self) -> None:
        """Room for ``LEAST_ROWS`` rows under the header."""
        row = self.table.sizeHintForRow(0) if self.table.topLevelItemCount() else 0
        row = max(row, self.table.fontMetrics().height() + 4)
        frame = 2 * self.table.frameWidth()
        self.table.setMinimumHeight(self.table.header().sizeHint().height() + LEAST_ROWS * row + frame)

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def gnugo_values(self) -> bool:
        """Whether the candidates carry GNU Go's move values instead of win rates and leads."""
        candidates = self.analysis.candidates if self.analysis is not None else ()
        return any(c.value is not None for c in candidates) and not any(
            c.winrate is not None or c.score_lead is not None for c in candidates
        )

    def _side(self) -> str:
        if self.analysis is None or self.analysis.to_play is Color.BLACK:
            return self.tr("Black")
        return self.tr("White")

    def _headers(self) -> None:
        side = self._side()
        third = self.tr("Move value (GNU Go)") if self.gnugo_values else self.tr("Lead ({side})").format(side=side)
        labels = [
            self.tr("Move"),
            self.tr("Visits"),
            self.tr("Win rate ({side})").format(side=side),
            third,
            self.tr("Prior"),
            self.tr("Principal variation"),
        ]
        self.table.setHeaderLabels(labels)
        header = self.table.headerItem()
        for column, label in enumerate(labels):
            header.setToolTip(column, label)

    def set_analysis(self, analysis: Analysis | None, height: int | None = None) -> None:
        """Show ``analysis`` (None empties the panel); ``height`` names the board's rows."""
        self.analysis = analysis
        if height is not None:
            self.height_of_board = height
        self._headers()
        self._fill()

    def _fill(self) -> None:
        analysis = self.analysis
        self.table.clear()
        if analysis is None:
            self.summary.setText(self.tr("No analysis for this position."))
            self._fit_height()
            return
        sign = 1.0 if analysis.to_play is Color.BLACK else -1.0
        parts = []
        if analysis.winrate is not None:
            rate = analysis.winrate if sign > 0 else 1.0 - analysis.winrate
            parts.append(self.tr("win rate {rate}%").format(rate=f"{rate * 100:.1f}"))
        if analysis.score_lead is not None:
            parts.append(self.tr("lead {lead}").format(lead=signed_points(analysis.score_lead * sign)))
        if analysis.visits is not None:
            parts.append(self.tr("{visits} visits").format(visits=analysis.visits))
        self.summary.setText(
            self.tr("{side} to play: {numbers}").format(side=self._side(), numbers=", ".join(parts) or "—")
        )
        items = [QTreeWidgetItem([*_row(c, sign, self.height_of_board)]) for c in analysis.candidates]
        for item, candidate in zip(items, analysis.candidates, strict=True):
            item.setData(0, Qt.ItemDataRole.UserRole, candidate.point)
            for column in range(1, 5):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for item in items:
            for column in range(COLUMNS):
                item.setToolTip(column, item.text(column))
        self.table.addTopLevelItems(items)
        # Columns no candidate fills (GNU Go has no visits, win rates or priors) go: the
        # others then have room for their whole headers beside the board.
        for column in range(COLUMNS - 1):
            empty = bool(items) and not any(item.text(column) for item in items)
            self.table.header().setSectionHidden(column, empty)
        self._fit_height()

    def row_texts(self) -> list[list[str]]:
        """What the table shows, row by row (for tests and copying)."""
        rows = []
        for row in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(row)
            if item is not None:
                rows.append([item.text(column) for column in range(COLUMNS)])
        return rows

    def _entered(self, item: QTreeWidgetItem, _column: int) -> None:
        point = item.data(0, Qt.ItemDataRole.UserRole)
        self.candidate_hovered.emit(point if isinstance(point, Point) else None)

    def leaveEvent(self, event: QEvent) -> None:
        self.candidate_hovered.emit(None)
        super().leaveEvent(event)


def _vertex(point: Point | None, height: int) -> str:
    return "pass" if point is None else point.to_gtp(height)


def _row(candidate: Candidate, sign: float, height: int) -> tuple[str, ...]:
    """One candidate's cells, for the player to move (``sign`` -1 turns Black's numbers round)."""
    winrate = (
        "" if candidate.winrate is None else f"{(candidate.winrate if sign > 0 else 1 - candidate.winrate) * 100:.1f}%"
    )
    if candidate.score_lead is not None:
        third = signed_points(candidate.score_lead * sign)
    elif candidate.value is not None:
        third = f"{candidate.value:.1f}"
    else:
        third = ""
    return (
        _vertex(candidate.point, height),
        "" if candidate.visits is None else str(candidate.visits),
        winrate,
        third,
        "" if candidate.prior is None else f"{candidate.prior * 100:.1f}%",
        " ".join(_vertex(p, height) for p in candidate.pv),
    )
