"""Item models over the library's query results: the games found and their continuations."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from qtgo.library import Continuation, SearchHit
from qtgo.library.continuations import YearsKind, YearsSummary, summarise_years
from qtgo.library.pages import ORDER_COLUMNS, PAGE_SIZE, HitPages, sort_key, sort_values
from qtgo.library.region import ContinuationMark, point_letters

_Index = QModelIndex | QPersistentModelIndex
_Row = TypeVar("_Row")


def years_text(summary: YearsSummary | None) -> str:
    """When a continuation was played, in the interface's language ("mostly before 2016")."""
    if summary is None:
        return ""
    if summary.kind is YearsKind.ONE:
        return QCoreApplication.translate("Continuations", "in {0}").format(summary.year)
    if summary.kind is YearsKind.SINCE:
        return QCoreApplication.translate("Continuations", "since {0}").format(summary.year)
    if summary.kind is YearsKind.MOSTLY_BEFORE:
        return QCoreApplication.translate("Continuations", "mostly before {0}").format(summary.year)
    if summary.kind is YearsKind.MOSTLY_SINCE:
        return QCoreApplication.translate("Continuations", "mostly since {0}").format(summary.year)
    return f"{summary.first}–{summary.last}"


def verdict_text(mean_loss: float | None) -> str:
    """The engine's verdict as the points the move lost on average ("−2.1"); none: empty."""
    return "" if mean_loss is None else f"−{mean_loss:.1f}" if mean_loss >= 0.05 else "0.0"


def verdict_tip(mean_loss: float | None, judged: int) -> str:
    if mean_loss is None:
        return QCoreApplication.translate("Continuations", "No game with this move was analysed by an engine")
    return QCoreApplication.translate(
        "Continuations", "The engine's verdict: {0} points on average (analysed games: {1})"
    ).format(verdict_text(mean_loss), judged)


class _RowsModel(QAbstractTableModel, Generic[_Row]):
    """A flat table over a list of result rows, replaced whole by each search."""

    COLUMN_COUNT = 0

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._rows: list[_Row] = []

    def _replace(self, rows: Sequence[_Row]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._rows_changed()
        self.endResetModel()

    def _rows_changed(self) -> None:
        """What a subclass derives from its rows (inside the reset)."""

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMN_COUNT


class GamesModel(QAbstractTableModel):
    """One row per game found; the move column is filled for a board search only.

    The rows are handed to the view a page at a time (``canFetchMore``/``fetchMore``, as the
    list is scrolled), and a search's ``HitPages`` reads its games from the library only for
    the pages shown: 50,000 games found cost what 50 do until the list is scrolled.
    """

    COLUMNS = ORDER_COLUMNS
    COLUMN_COUNT = len(COLUMNS)
    HitRole = Qt.ItemDataRole.UserRole + 1
    PAGE = PAGE_SIZE

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._hits: Sequence[SearchHit] = []
        self._shown = 0  # rows handed to the view so far
        # The column and order the view asked for: kept, so that new results come sorted too.
        self._order: tuple[str, bool] | None = None

    @property
    def order(self) -> tuple[str, bool] | None:
        """(column, descending) the rows are sorted by; None: the search's own order."""
        return self._order

    def set_hits(self, hits: Sequence[SearchHit]) -> None:
        self.beginResetModel()
        self._hits = self._sorted(hits)
        self._shown = min(self._known(self.PAGE), self.PAGE)
        self.endResetModel()

    def _known(self, wanted: int) -> int:
        """The hits there are, as far as ``wanted`` (a pattern search still under way
        looks only that far)."""
        hits = self._hits
        return hits.fetch(wanted) if isinstance(hits, HitPages) else len(hits)

    def _sorted(self, hits: Sequence[SearchHit]) -> Sequence[SearchHit]:
        if self._order is None:
            return hits if isinstance(hits, HitPages) else list(hits)
        if isinstance(hits, HitPages):
            return hits.sorted_by(*self._order)
        return _sorted_hits(list(hits), *self._order)

    def hit(self, row: int) -> SearchHit:
        return self._hits[row]

    @property
    def hit_count(self) -> int:
        """The games found so far, also those not fetched into the view yet (every one once
        the search is ``complete``)."""
        hits = self._hits
        return hits.known if isinstance(hits, HitPages) else len(hits)

    @property
    def complete(self) -> bool:
        """Whether the search has found every game (a pattern search goes on in steps)."""
        hits = self._hits
        return hits.complete if isinstance(hits, HitPages) else True

    def has_moves(self) -> bool:
        """Whether the games carry move numbers (a board search): the move column shows then."""
        if isinstance(self._hits, HitPages):
            return self._hits.has_moves
        return any(hit.move is not None for hit in self._hits)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self._shown

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:
        return not parent.isValid() and (self._shown < self.hit_count or not self.complete)

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:
        """The next page of games, when the view scrolls near the end of those it has."""
        if parent.isValid():
            return
        more = min(self._known(self._shown + self.PAGE), self._shown + self.PAGE)
        if more > self._shown:
            self.beginInsertRows(QModelIndex(), self._shown, more - 1)
            self._shown = more
            self.endInsertRows()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = {
            "black": QCoreApplication.translate("GamesModel", "Black"),
            "white": QCoreApplication.translate("GamesModel", "White"),
            "date": QCoreApplication.translate("GamesModel", "Date"),
            "result": QCoreApplication.translate("GamesModel", "Result"),
            "event": QCoreApplication.translate("GamesModel", "Event"),
            "move": QCoreApplication.translate("GamesModel", "Move"),
            "file": QCoreApplication.translate("GamesModel", "File"),
        }
        return titles[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        hit = self._hits[index.row()]
        if role == self.HitRole:
            return hit
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and column == "file":
            return hit.game.file
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole text of a cell cut to its column
            role = Qt.ItemDataRole.DisplayRole
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        game = hit.game
        if column == "black":
            return f"{game.black} {game.black_rank}".strip()
        if column == "white":
            return f"{game.white} {game.white_rank}".strip()
        if column == "move":
            return "" if hit.move is None else hit.move
        if column == "file":
            name = Path(game.file).name
            return name if game.game_index == 0 else f"{name} [{game.game_index + 1}]"
        return getattr(game, column)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.COLUMNS):
            self._order = None  # -1: no sort column (the search's own order)
            return
        self._order = (self.COLUMNS[column], order == Qt.SortOrder.DescendingOrder)
        self.layoutAboutToBeChanged.emit()
        self._hits = self._sorted(self._hits)
        self.layoutChanged.emit()


def _sorted_hits(hits: list[SearchHit], column: str, descending: bool) -> list[SearchHit]:
    """``hits`` ordered by ``column`` (``pages.sort_key``); games with the column empty last."""
    keyed = [(sort_key(column, sort_values(column, hit.game), hit.move), hit) for hit in hits]
    filled = [(key, hit) for key, hit in keyed if key is not None]
    filled.sort(key=lambda pair: pair[0], reverse=descending)  # type: ignore[arg-type, return-value]
    return [hit for _, hit in filled] + [hit for key, hit in keyed if key is None]


class ContinuationsModel(_RowsModel[Continuation]):
    """The next moves in the region: letter, colour, count, each side's share of wins, when they
    were played and the engine's verdict."""

    COLUMN_COUNT = 7

    def __init__(self, parent: object = None) -> None:
        self._letters: list[str] = []
        self._when: list[YearsSummary | None] = []
        super().__init__(parent)

    def set_continuations(self, rows: Sequence[Continuation], years: Sequence[int] = ()) -> None:
        """``years``: those of every game the search found, in order, which each row's years are
        read against (once here, not at each paint)."""
        self._when = [summarise_years(row.years, years) for row in rows]
        self._replace(rows)

    def _rows_changed(self) -> None:
        self._letters = point_letters(row.point for row in self._rows)

    def letter(self, row: int) -> str:
        """The row's letter: one per point, as on the pattern board."""
        return self._letters[row]

    def continuation(self, row: int) -> Continuation:
        return self._rows[row]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (
            QCoreApplication.translate("ContinuationsModel", "Move"),
            QCoreApplication.translate("ContinuationsModel", "Colour"),
            QCoreApplication.translate("ContinuationsModel", "Games"),
            QCoreApplication.translate("ContinuationsModel", "Black wins"),
            QCoreApplication.translate("ContinuationsModel", "White wins"),
            QCoreApplication.translate("ContinuationsModel", "When"),
            QCoreApplication.translate("ContinuationsModel", "Engine"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if column == 6 and role == Qt.ItemDataRole.ToolTipRole:
            return verdict_tip(row.mean_loss, row.judged)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 5:
            return years_text(self._when[index.row()])
        if column == 6:
            return verdict_text(row.mean_loss)
        if column == 0:
            return self._letters[index.row()]
        if column == 1:
            if row.color == 1:
                return QCoreApplication.translate("ContinuationsModel", "Black")
            return QCoreApplication.translate("ContinuationsModel", "White")
        if column == 2:
            return row.count
        wins = row.black_wins if column == 3 else row.white_wins
        return f"{wins} ({100 * wins / row.count:.0f}%)"


class ContinuationMarksModel(_RowsModel[ContinuationMark]):
    """The letters drawn on the main board: letter, who played there, games, each side's wins,
    when it was played and the engine's verdict."""

    COLUMN_COUNT = 7
    MarkRole = Qt.ItemDataRole.UserRole + 1

    def set_marks(self, rows: Sequence[ContinuationMark]) -> None:
        self._replace(rows)

    def mark(self, row: int) -> ContinuationMark:
        return self._rows[row]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                QCoreApplication.translate("ContinuationMarksModel", "Move"),
                "",
                QCoreApplication.translate("ContinuationMarksModel", "Games"),
                QCoreApplication.translate("ContinuationMarksModel", "Black wins"),
                QCoreApplication.translate("ContinuationMarksModel", "White wins"),
                QCoreApplication.translate("ContinuationMarksModel", "When"),
                QCoreApplication.translate("ContinuationMarksModel", "Engine"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole and section == 1:
            return QCoreApplication.translate("ContinuationMarksModel", "Who played there")
        if role == Qt.ItemDataRole.ToolTipRole and section >= 3:
            return QCoreApplication.translate("ContinuationMarksModel", "Share of these games that this side won")
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        mark = self._rows[index.row()]
        column = index.column()
        if role == self.MarkRole:
            return mark
        if column == 1 and role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            if mark.color == 1:
                return QCoreApplication.translate("ContinuationMarksModel", "Black")
            return QCoreApplication.translate("ContinuationMarksModel", "White")
        if column == 1 and role == Qt.ItemDataRole.DisplayRole:
            return "●" if mark.color == 1 else "○"  # the colour as a stone: the column stays narrow
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(
                Qt.AlignmentFlag.AlignCenter
                if column < 2
                else Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        if column == 6 and role == Qt.ItemDataRole.ToolTipRole:
            return verdict_tip(mark.mean_loss, mark.judged)
        if role == Qt.ItemDataRole.ToolTipRole and mark.game is not None:
            game = mark.game.game
            return QCoreApplication.translate(
                "ContinuationMarksModel", "Double-click: open {0} – {1} at move {2}"
            ).format(game.black or "?", game.white or "?", mark.game.move or 0)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == 0:
            return mark.letter
        if column == 2:
            return mark.count
        if column == 5:
            return years_text(mark.years)
        if column == 6:
            return verdict_text(mark.mean_loss)
        return f"{mark.black_percent if column == 3 else mark.white_percent:.0f}%"
