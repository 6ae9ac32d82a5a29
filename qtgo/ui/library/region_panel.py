"""The "Pattern search" dock of the main window: the region, the search, the next moves and games.

Widgets only: what they show and what is enabled is set by
:class:`~qtgo.ui.library.region_search.RegionSearch`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.library.region import RegionCounts
from qtgo.ui.board.geometry import column_label, row_label
from qtgo.ui.library.model import ContinuationMarksModel, GamesModel

__all__ = ["RegionSearchDock", "RegionSearchPanel"]

# The games table of the dock shows these columns of ``GamesModel`` (the Library window has all).
GAME_COLUMNS = ("black", "white", "result", "move")


def _table(model: object) -> QTableView:
    table = QTableView()
    table.setModel(model)  # type: ignore[arg-type]
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    table.setAlternatingRowColors(True)
    return table


class RegionSearchPanel(QWidget):
    """The dock's content; ``marks_model`` and ``games_model`` hold the last search's answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.search_button = QToolButton()
        self.search_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.close_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.search_button, 1)
        buttons.addWidget(self.close_button)
        self.swap_colors = QCheckBox()
        self.variations = QCheckBox()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.marks_model = ContinuationMarksModel(self)
        self.marks = _table(self.marks_model)
        header = self.marks.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (3, 4):  # the two win rates share what is left: the list never scrolls sideways
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.games_model = GamesModel(self)
        self.games = _table(self.games_model)
        self.games.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # the search's order first
        self.games.setSortingEnabled(True)
        for column, name in enumerate(GamesModel.COLUMNS):
            self.games.setColumnHidden(column, name not in GAME_COLUMNS)
        games_header = self.games.horizontalHeader()
        for column, name in enumerate(GamesModel.COLUMNS):  # the names share the width, no sideways scrolling
            stretch = name in ("black", "white")
            mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.ResizeToContents
            games_header.setSectionResizeMode(column, mode)
        self.library_button = QPushButton()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.hint)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.swap_colors)
        layout.addWidget(self.variations)
        layout.addWidget(self.status)
        self.marks_title = QLabel()
        layout.addWidget(self.marks_title)
        layout.addWidget(self.marks, 2)
        self.games_title = QLabel()
        layout.addWidget(self.games_title)
        layout.addWidget(self.games, 3)
        layout.addWidget(self.library_button)
        self._summary: tuple[tuple[int, int, int, int, int] | None, RegionCounts | None] = (None, None)
        self.retranslate()
        # Escape closes the search from anywhere in the dock too (the board's own is the tool's).
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def retranslate(self) -> None:
        """Every text of the panel in the language installed now (also on a language switch)."""
        self.hint.setText(
            self.tr(
                "Drag a rectangle over the board. Shift+drag or Shift+click: points that may hold "
                "anything. Keyboard: Enter at two corners. Escape closes."
            )
        )
        self.close_button.setText(self.tr("Close"))
        self.swap_colors.setText(self.tr("Also with colours swapped"))
        self.variations.setText(self.tr("Search variations"))
        self.marks.setToolTip(self.tr("Click a letter on the board, or double-click a row, to open a game there"))
        self.games.setToolTip(self.tr("Double-click a game to open it at the move where the pattern appears"))
        self.library_button.setText(self.tr("Show in the library window"))
        self.marks_title.setText(self.tr("Next moves"))
        self.games_title.setText(self.tr("Games"))
        self.show_summary(*self._summary)
        for model in (self.marks_model, self.games_model):
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(model.columnCount() - 1, 0))
        self.marks_model.layoutChanged.emit()  # its colour column is translated text

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_summary(self, corners: tuple[int, int, int, int, int] | None, counts: RegionCounts | None) -> None:
        """``corners``: x0, y0, x1, y1 and the board height (rows are counted from the bottom)."""
        self._summary = (corners, counts)
        if corners is None or counts is None:
            self.summary.setText(self.tr("No region chosen yet."))
            return
        x0, y0, x1, y1, height = corners
        first = f"{column_label(x0)}{row_label(y0, height)}"
        last = f"{column_label(x1)}{row_label(y1, height)}"
        self.summary.setText(
            self.tr("Region {0}–{1}: {2} black, {3} white, {4} empty, {5} anything").format(
                first, last, counts.black, counts.white, counts.empty, counts.wild
            )
        )


class RegionSearchDock(QDockWidget):
    """The dock; ``closed`` when its close button (or the window's View menu) puts it away.

    Signals:
        closed(): the user closed the dock.
    """

    closed = Signal()

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
