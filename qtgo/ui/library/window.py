"""The Library window: folders and import, filters, results, pattern board and continuations."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QStandardPaths, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from qtgo.library import GameFilter, ImportReport, Library, LibraryError, LibraryErrorReason, SearchResult
from qtgo.library.library import PagedResult
from qtgo.library.pages import BY_DATE
from qtgo.rules import Color
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.library.model import ContinuationsModel, GamesModel
from qtgo.ui.library.pattern_board import PatternBoard
from qtgo.ui.library.worker import ImportWorker

# The results' columns shown whole (the others share the table's width), and their widest.
WHOLE_COLUMNS = ("date", "result", "move")
WHOLE_MOST = 130
#: Pieces of a pattern search done at a time while the window waits (each a few ms).
FIND_STEPS = 2


def default_library_path() -> Path:
    """``library.sqlite`` in the application's data folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".qtgo") / "library.sqlite"


class LibraryWindow(QMainWindow):
    """Signals:
    open_game_requested(str, int, int): open this file's game (0-based) at this move.
    import_done(object): an import ended; its ``ImportReport``.
    search_finished(): a search has found every game and counted its next moves.
    """

    open_game_requested = Signal(str, int, int)
    import_done = Signal(object)
    search_finished = Signal()

    def __init__(self, database: Path | None = None, parent: QWidget | None = None, *, import_workers: int = 0) -> None:
        super().__init__(parent)
        self._path = database or default_library_path()
        self._library = Library(self._path)
        self._workers = import_workers
        self._thread: QThread | None = None
        self._worker: ImportWorker | None = None
        self.last_result: SearchResult | PagedResult = SearchResult()
        self._pattern_result: SearchResult | PagedResult = self.last_result
        # A pattern search shows its first page at once and finds the rest in short steps.
        self._finding = QTimer(self)
        self._finding.setInterval(0)
        self._finding.timeout.connect(self._find_more)

        self.games_model = GamesModel(self)
        self.continuations_model = ContinuationsModel(self)
        self.board = PatternBoard(19)

        self.folders = QListWidget()
        self.import_folder_button = QPushButton()
        self.import_files_button = QPushButton()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setVisible(False)
        self.status = QLabel()
        self.status.setWordWrap(True)
        left = QVBoxLayout()
        self.folders_label = QLabel()
        left.addWidget(self.folders_label)
        left.addWidget(self.folders)
        left.addWidget(self.import_folder_button)
        left.addWidget(self.import_files_button)
        left.addWidget(self.progress)
        left.addWidget(self.cancel_button)
        left.addWidget(self.status)

        self.player = QLineEdit()
        self.black = QLineEdit()
        self.white = QLineEdit()
        self.event_name = QLineEdit()
        self.date_from = QLineEdit()
        self.date_to = QLineEdit()
        self.result = QComboBox()
        for value in ("", "B", "W", "draw"):
            self.result.addItem("", value)
        self.text = QLineEdit()
        self.form = QFormLayout()
        for field in (
            self.player,
            self.black,
            self.white,
            self.event_name,
            self.date_from,
            self.date_to,
            self.result,
            self.text,
        ):
            self.form.addRow(QLabel(), field)
        self.search_button = QPushButton()
        self.found = QLabel()
        self.found.setWordWrap(True)  # "N games found so far, still searching…" may be long
        self.table = QTableView()
        self.table.setModel(self.games_model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # By date, oldest first, as the search lists them; the header's arrow says so.
        self.table.horizontalHeader().setSortIndicator(GamesModel.COLUMNS.index("date"), Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setWordWrap(False)  # one line a game: a long name is cut with "…"
        # The list fits its columns: dates, results and move numbers whole, the names, the
        # event and the file share the rest (a cut name shows whole in its tooltip).
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(200)
        for number, column in enumerate(GamesModel.COLUMNS):
            whole = column in WHOLE_COLUMNS
            mode = QHeaderView.ResizeMode.Interactive if whole else QHeaderView.ResizeMode.Stretch
            header.setSectionResizeMode(number, mode)
        middle = QVBoxLayout()
        middle.addLayout(self.form)
        middle.addWidget(self.search_button)
        middle.addWidget(self.found)
        middle.addWidget(self.table, 1)

        self.pattern_button = QPushButton()
        self.swap_colors = QCheckBox()
        self.variations = QCheckBox()
        self.clear_button = QPushButton()
        self.current_button = QPushButton()
        self.current_button.setEnabled(False)
        self._position_source: Callable[[], tuple[int, dict[tuple[int, int], Color]] | None] | None = None
        self.hint = hint = QLabel()
        hint.setWordWrap(True)
        self.continuations = QTableView()
        self.continuations.setModel(self.continuations_model)
        # Seven narrow columns (letter, colour, games, wins, when, engine): each as wide as it needs.
        self.continuations.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.continuations.horizontalHeader().setStretchLastSection(True)
        self.continuations.verticalHeader().hide()
        right = QVBoxLayout()
        right.addWidget(self.board, 3)
        right.addWidget(hint)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pattern_button)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.current_button)
        right.addLayout(buttons)
        right.addWidget(self.swap_colors)
        right.addWidget(self.variations)
        right.addWidget(self.continuations, 1)

        splitter = QSplitter()
        for layout in (left, middle, right):
            panel = QWidget()
            panel.setLayout(layout)
            splitter.addWidget(panel)
        # The results get the room first, the folders least (the board keeps its square).
        for index, stretch in enumerate((1, 3, 2)):
            splitter.setStretchFactor(index, stretch)
        self.setCentralWidget(splitter)
        fit_to_screen(self, 1200, 700)
        splitter.setSizes([self.width() * share // 12 for share in (2, 6, 4)])

        self.import_folder_button.clicked.connect(self._choose_folder)
        self.import_files_button.clicked.connect(self._choose_files)
        self.cancel_button.clicked.connect(self.cancel_import)
        self.search_button.clicked.connect(self.run_search)
        for field in (self.player, self.black, self.white, self.event_name, self.date_from, self.date_to, self.text):
            field.returnPressed.connect(self.run_search)
        self.pattern_button.clicked.connect(self.run_pattern_search)
        self.clear_button.clicked.connect(self.board.clear)
        self.current_button.clicked.connect(self.take_current_position)
        self.table.doubleClicked.connect(self._open)
        self.retranslate()
        self._allow_import()
        self._refresh_folders()
        self.run_search()

    def retranslate(self) -> None:
        """Every fixed text in the language installed now (also on a language switch)."""
        self.setWindowTitle(self.tr("Game library"))
        if self._library.read_only:
            self.setWindowTitle(self.tr("Game library (read-only)"))
            self.status.setText(self.tr("The library is read-only here: you can search it, but not import."))
        self.import_folder_button.setText(self.tr("Import folder…"))
        self.import_files_button.setText(self.tr("Import files…"))
        self.cancel_button.setText(self.tr("Cancel import"))
        self.folders_label.setText(self.tr("Folders"))
        self.date_from.setPlaceholderText(self.tr("e.g. 2016 or 2016-03"))
        self.text.setPlaceholderText(self.tr("words in the comments"))
        for index, text in enumerate(
            (self.tr("Any result"), self.tr("Black won"), self.tr("White won"), self.tr("Draw"))
        ):
            self.result.setItemText(index, text)
        labels = (
            self.tr("Player"),
            self.tr("Black"),
            self.tr("White"),
            self.tr("Event"),
            self.tr("From"),
            self.tr("To"),
            self.tr("Result"),
            self.tr("Comments"),
        )
        fields = (self.player, self.black, self.white, self.event_name, self.date_from, self.date_to)
        for field, text in zip((*fields, self.result, self.text), labels, strict=True):
            label = self.form.labelForField(field)
            if isinstance(label, QLabel):
                label.setText(text)
        self.search_button.setText(self.tr("Search"))
        self.pattern_button.setText(self.tr("Search pattern"))
        self.swap_colors.setText(self.tr("Also with colours swapped"))
        self.variations.setText(self.tr("Search variations"))
        self.clear_button.setText(self.tr("Clear board"))
        self.current_button.setText(self.tr("Current position"))
        self.hint.setText(self.tr("Drag a rectangle to choose the region; click a point for black, white, any, empty."))
        self._say_found()
        for model in (self.games_model, self.continuations_model):
            model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(model.columnCount() - 1, 0))
        self.continuations_model.layoutChanged.emit()  # its colour column is translated text

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def library(self) -> Library:
        return self._library

    def set_position_source(self, source: Callable[[], tuple[int, dict[tuple[int, int], Color]] | None] | None) -> None:
        """Where "Current position" takes its stones from: the main window's board, say.

        ``source()`` returns the board size and the stones by (x, y), or None when no game is open.
        """
        self._position_source = source
        self.current_button.setEnabled(source is not None)

    def take_current_position(self) -> None:
        """Put the current game's position on the pattern board, to drag a region on it."""
        position = self._position_source() if self._position_source is not None else None
        if position is not None:
            self.board.set_position(*position)

    # ------------------------------------------------------------------ import

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import a folder of game records"))
        if folder:
            self.import_paths([folder])

    def _choose_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Import game records"), "", self.tr("SGF records (*.sgf *.SGF);;All files (*)")
        )
        if files:
            self.import_paths(files)

    def import_paths(self, paths: list[str]) -> None:
        """Start importing in the background; ``import_done`` says when it is over."""
        if self._thread is not None:
            return
        self._thread = QThread(self)
        self._worker = ImportWorker(self._path, [str(p) for p in paths], self._workers)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.import_folder_button.setEnabled(False)
        self.import_files_button.setEnabled(False)
        self.status.setText(self.tr("Importing…"))
        self._thread.start()

    def cancel_import(self) -> None:
        if self._worker is not None:
            self._worker.cancel()

    def _on_progress(self, done: int, total: int, path: str) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(self.tr("Importing {0} of {1}: {2}").format(done, total, Path(path).name))

    def _end_import(self) -> None:
        assert self._thread is not None
        self._thread.quit()
        self._thread.wait()
        self._thread.deleteLater()
        self._thread = None
        self._worker = None
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self._allow_import()

    def _allow_import(self) -> None:
        writable = not self._library.read_only
        self.import_folder_button.setEnabled(writable)
        self.import_files_button.setEnabled(writable)

    def _on_finished(self, report: ImportReport) -> None:
        self._end_import()
        text = self.tr("Imported {0} games; {1} duplicates skipped; {2} files could not be read.").format(
            report.imported, len(report.duplicates), len(report.unreadable)
        )
        if report.cancelled:
            text = self.tr("Import cancelled.") + " " + text
        lines = [text] + [f"{Path(u.file).name}: {u.reason}" for u in report.unreadable[:10]]
        self.status.setText("\n".join(lines))
        self._refresh_folders()
        self.run_search()
        self.import_done.emit(report)

    def _on_failed(self, error: LibraryError) -> None:
        self._end_import()
        self.status.setText(self._error_text(error))
        self._refresh_folders()  # what was committed before the failure is there to search
        self.run_search()
        self.import_done.emit(None)

    def _refresh_folders(self) -> None:
        self.folders.clear()
        self.folders.addItems(self._library.folders())

    # ------------------------------------------------------------------ search

    def game_filter(self) -> GameFilter:
        def text(field: QLineEdit) -> str | None:
            return field.text().strip() or None

        return GameFilter(
            player=text(self.player),
            black=text(self.black),
            white=text(self.white),
            event=text(self.event_name),
            date_from=text(self.date_from),
            date_to=text(self.date_to),
            result=self.result.currentData() or None,
            text=text(self.text),
        )

    def run_search(self) -> None:
        """Search by the filter fields alone (the games are read as the list shows them)."""
        self._show(
            lambda: self._library.search_pages(self.game_filter(), order=self._order(), page_size=self.games_model.PAGE)
        )

    def _order(self) -> tuple[str, bool]:
        """The results table's order, so the search hands its games over already in it."""
        return self.games_model.order or BY_DATE

    def run_pattern_search(self) -> None:
        """Search by the filter fields and the pattern on the board; continuations on the board."""
        self._show(
            lambda: self._library.search_pages(
                self.game_filter(),
                pattern=self.board.pattern(),
                swap_colors=self.swap_colors.isChecked(),
                variations=self.variations.isChecked(),
                order=self._order(),
                page_size=self.games_model.PAGE,
            )
        )

    def _show(self, search: object) -> None:
        try:
            result = search()  # type: ignore[operator]
        except LibraryError as error:
            self.found.setText(self._error_text(error))
            return
        self.show_result(result)
        self._pattern_result = result
        if self.games_model.complete:
            self.board.show_continuations(result.continuations)
        else:
            self._finding.start()  # the rest of the games, in short steps, then the next moves

    def _find_more(self) -> None:
        """A short step of a pattern search whose first page is shown (``HitPages.advance``)."""
        result = self._pattern_result
        if not isinstance(result, PagedResult) or result is not self.last_result:
            self._finding.stop()
            return
        if result.games.advance(FIND_STEPS):
            self._finding.stop()
            self._say_found()
            self.continuations_model.set_continuations(result.continuations, result.years)
            self.board.show_continuations(result.continuations)
            self.search_finished.emit()

    @property
    def searching(self) -> bool:
        """A pattern search is still finding games (its first page is shown)."""
        return self._finding.isActive()

    def show_result(self, result: SearchResult | PagedResult) -> None:
        """Show a search's games and next moves (the main board's region search sends its own here)."""
        self._finding.stop()
        self.last_result = result
        self.games_model.set_hits(result.games)
        # The move column says where a board search found each game: empty (hidden) otherwise.
        self.table.setColumnHidden(GamesModel.COLUMNS.index("move"), not self.games_model.has_moves())
        self._fit_columns()
        ready = self.games_model.complete
        self.continuations_model.set_continuations(result.continuations if ready else [], result.years if ready else ())
        self.board.show_continuations([])  # the pattern board's letters belong to its own pattern
        self._say_found()
        if ready:
            self.search_finished.emit()

    def _say_found(self) -> None:
        count = self.games_model.hit_count
        if self.games_model.complete:
            self.found.setText(self.tr("%n games found", "", count))
        else:
            self.found.setText(self.tr("%n games found so far, still searching…", "", count))

    def _fit_columns(self) -> None:
        """Dates, results and moves as wide as their contents (an odd long result such as
        "304手，白胜5.5目" is cut at WHOLE_MOST); the stretching columns share the rest."""
        header = self.table.horizontalHeader()
        for column in WHOLE_COLUMNS:
            number = GamesModel.COLUMNS.index(column)
            need = max(self.table.sizeHintForColumn(number), header.sectionSizeHint(number))
            header.resizeSection(number, min(need, WHOLE_MOST))

    def _error_text(self, error: LibraryError) -> str:
        texts = {
            LibraryErrorReason.DATABASE: self.tr("The library file cannot be read or written."),
            LibraryErrorReason.NEWER_SCHEMA: self.tr("The library was written by a newer qtgo."),
            LibraryErrorReason.BAD_PATTERN: self.tr("The pattern cannot be searched: choose stones in a region."),
            LibraryErrorReason.BAD_QUERY: self.tr("A filter cannot be understood (dates look like 2016-03-09)."),
            LibraryErrorReason.READ_ONLY: self.tr("The library is read-only here: you can search it, but not import."),
            LibraryErrorReason.DISK_FULL: self.tr(
                "The disk is full: the import stopped. The games imported before it are kept."
            ),
        }
        return texts[error.reason]

    def _open(self, index: QModelIndex) -> None:
        hit = self.games_model.hit(index.row())
        self.open_game_requested.emit(hit.game.file, hit.game.game_index, hit.move or 0)

    def closeEvent(self, event: object) -> None:
        self._finding.stop()  # a pattern search still finding reads the library closed below
        self.cancel_import()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        self._library.close()
        super().closeEvent(event)  # type: ignore[arg-type]
