"""The Background analysis window: the library's analysis queue (``qtgo.library.analysis_queue``)
run by the analysis engine on a thread of its own, with its progress, pause and resume.

The queue lives in the library database, so what waits is there again after a restart;
*Resume* goes on with it (a game stopped half-way goes on from its saved copy). The worker
opens its own connection to the library (WAL: the window keeps reading through its own).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgo.library import Library, LibraryError
from qtgo.library.analysis_queue import (
    AnalysisQueue,
    CommandAnalyser,
    QueueAdded,
    QueueEntry,
    QueueOutcome,
    QueueProblem,
    QueueProgress,
    QueueRun,
    QueueState,
    run_queue,
)
from qtgo.ui import options
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.preferences.editors import spin_box

if TYPE_CHECKING:
    from qtgo.engine import Cancel
    from qtgo.engine.whole_game import ReviewSettings
    from qtgo.ui.engine.ready_made import EngineEntry

__all__ = ["AnalysisQueueWindow", "QueueWorker", "analysis_engine"]


def analysis_engine(settings: QSettings) -> EngineEntry | None:
    """The analysis engine chosen in the Engine menu (the configured engines, else the
    ready-made ones), as the board's analysis uses it."""
    from qtgo.ui.engine.engines_dialog import chosen_analysis_engine, engine_entries

    return chosen_analysis_engine(engine_entries(settings)[0], settings)


class QueueWorker(QObject):
    """Runs the queue; lives in a ``QThread``.

    Signals:
        progress(object): a ``QueueProgress`` after each position.
        game_ended(object): the ``QueueEntry`` of a game done or failed.
        finished(object): the ``QueueRun`` (also after a pause).
        failed(str): the library could not be opened or written.
    """

    progress = Signal(object)
    game_ended = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, database: Path, analyser: CommandAnalyser, settings: ReviewSettings, cancel: Cancel) -> None:
        super().__init__()
        self._database = database
        self._analyser = analyser
        self._settings = settings
        self._cancel = cancel

    @Slot()
    def run(self) -> None:
        try:
            with Library(self._database) as library:
                run = run_queue(
                    AnalysisQueue(library),
                    self._analyser,
                    self._settings,
                    self._cancel,
                    on_progress=self.progress.emit,
                    on_game=self.game_ended.emit,
                )
        except (LibraryError, sqlite3.Error, OSError) as error:  # never a window left waiting for nothing
            self.failed.emit(str(error))
            return
        finally:
            self._analyser.close()
        self.finished.emit(run)


class AnalysisQueueWindow(QWidget):
    """Closing the window keeps the queue running; the main window's close stops it.

    Signals:
    game_analysed(object): a game of the queue is done (its ``QueueEntry``).
    run_ended(object): a run stopped, paused or finished (its ``QueueRun``).
    open_game_requested(str, int, int): open this file's game (0-based) at this move: a
        double-clicked game, its analysed copy when there is one.
    """

    game_analysed = Signal(object)
    run_ended = Signal(object)
    open_game_requested = Signal(str, int, int)

    COLUMNS = ("game", "players", "state", "positions")

    def __init__(self, database: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("analysis-queue")
        self._library = Library(database)
        self.queue = AnalysisQueue(self._library)
        self._thread: QThread | None = None
        self._worker: QueueWorker | None = None
        self._cancel: Cancel | None = None
        self.last_run: QueueRun | None = None
        self.settings = QSettings()
        self._shut = False  # shut down: the library is closed, nothing more is read

        self.engine_label = QLabel()
        self.engine_label.setWordWrap(True)
        # Preferences' own spin boxes: what they let through is what the options store.
        self.seconds = spin_box(options.REVIEW_SECONDS)
        self.seconds.setValue(options.read(self.settings, options.REVIEW_SECONDS))
        self.seconds.valueChanged.connect(lambda v: options.write(self.settings, options.REVIEW_SECONDS, v))
        self.visits = spin_box(options.LIBRARY_ANALYSIS_VISITS)
        self.visits.setValue(options.read(self.settings, options.LIBRARY_ANALYSIS_VISITS))
        self.visits.valueChanged.connect(lambda v: options.write(self.settings, options.LIBRARY_ANALYSIS_VISITS, v))
        self.seconds_label = QLabel()
        self.visits_label = QLabel()
        self.form = QHBoxLayout()
        for label, field in ((self.seconds_label, self.seconds), (self.visits_label, self.visits)):
            label.setBuddy(field)
            self.form.addWidget(label)
            self.form.addWidget(field)
            self.form.addSpacing(12)
        self.form.addStretch(1)
        self.folder_label = QLabel()
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.games_bar = QProgressBar()
        self.positions_bar = QProgressBar()
        for bar in (self.games_bar, self.positions_bar):
            bar.setVisible(False)  # shown from the first run on
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.cellDoubleClicked.connect(self._open)
        header = self.table.horizontalHeader()
        for column in range(len(self.COLUMNS)):
            mode = QHeaderView.ResizeMode.ResizeToContents if column == 3 else QHeaderView.ResizeMode.Stretch
            header.setSectionResizeMode(column, mode)

        self.start_button = QPushButton()
        self.pause_button = QPushButton()
        self.retry_button = QPushButton()
        self.clear_button = QPushButton()
        buttons = QHBoxLayout()
        for button in (self.start_button, self.pause_button, self.retry_button, self.clear_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.start_button.clicked.connect(self.start)
        self.pause_button.clicked.connect(self.pause)
        self.retry_button.clicked.connect(self.retry_failed)
        self.clear_button.clicked.connect(self.clear_waiting)

        layout = QVBoxLayout(self)
        layout.addWidget(self.engine_label)
        layout.addLayout(self.form)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.games_bar)
        layout.addWidget(self.positions_bar)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.folder_label)
        fit_to_screen(self, 760, 520)
        self.retranslate()  # ends with a refresh

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Background analysis"))
        self.seconds_label.setText(self.tr("Seconds per position"))
        self.visits_label.setText(self.tr("Visits per position (0: no limit)"))
        self.games_bar.setFormat(self.tr("Games: %v of %m"))
        self.positions_bar.setFormat(self.tr("Positions: %v of %m"))
        self.folder_label.setText(self.tr("The analysed copies go to {0}").format(self.queue.folder))
        self.start_button.setText(self.tr("Resume") if self._has_started() else self.tr("Start"))
        self.pause_button.setText(self.tr("Pause"))
        self.retry_button.setText(self.tr("Retry failed games"))
        self.clear_button.setText(self.tr("Clear the queue"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Players"), self.tr("State"), self.tr("Positions")]
        )
        self._show_engine()
        if not self.running:
            self._show_counts()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and not self._shut:
            self.retranslate()

    def _has_started(self) -> bool:
        return any(entry.done for entry in self.queue.entries(QueueState.WAITING))

    def _show_engine(self) -> None:
        entry = analysis_engine(self.settings)
        if entry is None:
            self.engine_label.setText(self.tr("No engine: add one in Engine > Engines…"))
        elif entry.analysis:
            self.engine_label.setText(self.tr("Engine: {0}, with KataGo's analysis engine").format(entry.name))
        else:
            self.engine_label.setText(self.tr("Engine: {0}").format(entry.name))

    def _show_counts(self) -> None:
        counts = self.queue.counts()
        self.status.setText(
            self.tr("{0} waiting, {1} done, {2} failed.").format(
                counts[QueueState.WAITING], counts[QueueState.DONE], counts[QueueState.FAILED]
            )
        )

    def problem_text(self, problem: QueueProblem | None) -> str:
        texts = {
            QueueProblem.GONE: self.tr("no longer in the library"),
            QueueProblem.UNREADABLE: self.tr("the record cannot be read"),
            QueueProblem.CHANGED: self.tr("the file has changed since it was imported"),
            QueueProblem.ENGINE: self.tr("the engine failed"),
        }
        return texts[problem] if problem is not None else ""

    def state_text(self, entry: QueueEntry) -> str:
        if entry.state is QueueState.DONE:
            return self.tr("Done")
        if entry.state is QueueState.FAILED:
            text = self.tr("Failed: {0}").format(self.problem_text(entry.problem))
            return f"{text} ({entry.error})" if entry.error and entry.problem is QueueProblem.ENGINE else text
        return self.tr("Waiting")

    # ------------------------------------------------------------------ the list

    def refresh(self) -> None:
        """The queue as the database holds it now."""
        self._entries = self.queue.entries()
        self._rows = {entry.digest: row for row, entry in enumerate(self._entries)}
        self.table.setRowCount(len(self._entries))
        for row, entry in enumerate(self._entries):
            self._fill_row(row, entry)
        self._enable()

    def _fill_row(self, row: int, entry: QueueEntry) -> None:
        name = f"{Path(entry.file).name} #{entry.game_index + 1}" if entry.file else entry.digest[:8]
        cells = (
            name,
            f"{entry.black} – {entry.white}" if entry.file else "",
            self.state_text(entry),
            f"{entry.done} / {entry.total}" if entry.total else "",
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            tip = entry.error if column == 2 and entry.error else (entry.file if column == 0 else "")
            item.setToolTip(tip)
            self.table.setItem(row, column, item)

    def _enable(self) -> None:
        counts = self.queue.counts()
        writable = not self._library.read_only
        self.start_button.setEnabled(writable and not self.running and counts[QueueState.WAITING] > 0)
        self.pause_button.setEnabled(self.running)
        self.retry_button.setEnabled(writable and counts[QueueState.FAILED] > 0)
        self.clear_button.setEnabled(writable and not self.running and counts[QueueState.WAITING] > 0)

    def _open(self, row: int, _column: int) -> None:
        entries = self._entries
        if not 0 <= row < len(entries):
            return
        entry = entries[row]
        if entry.output and (self.queue.library.path.parent / entry.output).is_file():
            self.open_game_requested.emit(str(self.queue.library.path.parent / entry.output), 0, 0)
        elif entry.file:
            self.open_game_requested.emit(entry.file, entry.game_index, 0)

    def add_games(self, game_ids: list[int], *, start: bool = True) -> QueueAdded:
        """Queue these library games at the end (and start, unless running already)."""
        try:
            added = self.queue.add(game_ids)
        except LibraryError as error:
            self.status.setText(str(error))
            return QueueAdded()
        self.refresh()
        self.status.setText(
            self.tr("{0} games queued; {1} were queued or analysed before; {2} have no moves.").format(
                added.added, added.already, added.no_moves
            )
        )
        if start and not self.running:
            self.start()
        return added

    def retry_failed(self) -> None:
        self.queue.retry_failed()
        self.refresh()
        self._show_counts()

    def clear_waiting(self) -> None:
        if self.running:
            return
        self.queue.clear_waiting()
        self.refresh()
        self._show_counts()

    # ------------------------------------------------------------------ running

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        """Start (or resume) the waiting games on the worker thread."""
        from qtgo.engine import Cancel, Limits
        from qtgo.engine.whole_game import ReviewSettings

        if self.running:
            return
        entry = analysis_engine(self.settings)
        self._show_engine()
        if entry is None:
            return
        visits = int(self.visits.value())
        limits = Limits(visits=visits or None, seconds=self.seconds.value())
        # A position that takes longer is retried once on a restarted engine, then skipped (the review's setting).
        settings = ReviewSettings(limits, timeout=options.read(self.settings, options.REVIEW_TIMEOUT))
        self._cancel = Cancel()
        analyser = CommandAnalyser(entry.command, entry.analysis, entry.folder)
        self._thread = QThread(self)
        self._worker = QueueWorker(self._library.path, analyser, settings, self._cancel)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.game_ended.connect(self._on_game)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self.status.setText(self.tr("Starting the engine…"))
        self.games_bar.setRange(0, 0)
        self.positions_bar.setRange(0, 1)
        self.positions_bar.setValue(0)
        for bar in (self.games_bar, self.positions_bar):
            bar.setVisible(True)
        self._thread.start()
        self._enable()

    def pause(self) -> None:
        """Stop after the position under way; the queue and the game's copy are kept."""
        if self._cancel is not None:
            self._cancel.set()
            self.status.setText(self.tr("Pausing…"))

    def _on_progress(self, progress: QueueProgress) -> None:
        self.games_bar.setRange(0, progress.games)
        self.games_bar.setValue(progress.game - 1)
        self.positions_bar.setRange(0, max(progress.positions, 1))
        self.positions_bar.setValue(progress.position)
        entry = progress.entry
        self.status.setText(
            self.tr("Game {0} of {1}: {2} ({3} – {4}), position {5} of {6}").format(
                progress.game,
                progress.games,
                Path(entry.file).name,
                entry.black,
                entry.white,
                progress.position,
                progress.positions,
            )
        )

    def _on_game(self, entry: QueueEntry) -> None:
        """One game done or failed: its row alone is written again (the whole queue is not
        read back and rebuilt for each game of a long run)."""
        row = self._rows.get(entry.digest)
        if row is None:
            self.refresh()
        else:
            self._entries[row] = entry
            self._fill_row(row, entry)
            self._enable()
        if entry.state is QueueState.DONE:
            self.game_analysed.emit(entry)

    def _end(self) -> None:
        assert self._thread is not None
        self._thread.quit()
        self._thread.wait()
        self._thread.deleteLater()
        self._thread = None
        self._worker = None
        self._cancel = None

    def _on_finished(self, run: QueueRun) -> None:
        self._end()
        self.last_run = run
        self.refresh()
        counts = self.queue.counts()
        if run.outcome is QueueOutcome.FINISHED:
            self.games_bar.setValue(self.games_bar.maximum())
        elif self.games_bar.maximum() == 0:  # stopped before the first game: no busy bar left
            self.games_bar.setRange(0, 1)
        texts = {
            QueueOutcome.FINISHED: self.tr("Done: {0} games analysed, {1} analysed already, {2} failed."),
            QueueOutcome.STOPPED: self.tr("Paused: {0} games analysed, {1} analysed already, {2} failed."),
            QueueOutcome.ENGINE_FAILED: self.tr(
                "Stopped: the engine cannot go on. {0} games analysed, {1} analysed already, {2} failed."
            ),
            QueueOutcome.CANNOT_WRITE: self.tr(
                "Stopped: the analysed copy cannot be written. {0} games analysed, {1} analysed already, {2} failed."
            ),
        }
        text = texts[run.outcome].format(run.analysed, run.skipped, run.failed)
        if run.error:
            text += "\n" + run.error
        if counts[QueueState.WAITING]:
            text += "\n" + self.tr("%n games wait: Resume goes on with them.", "", counts[QueueState.WAITING])
        self.status.setText(text)
        self.retranslate_buttons()
        self.run_ended.emit(run)

    def retranslate_buttons(self) -> None:
        self.start_button.setText(self.tr("Resume") if self._has_started() else self.tr("Start"))

    def _on_failed(self, message: str) -> None:
        self._end()
        self.refresh()
        self.status.setText(message)
        self.run_ended.emit(None)

    def shutdown(self) -> None:
        """Stop the worker (its game's copy saved) and close the library."""
        if self._cancel is not None:
            self._cancel.set()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        self._shut = True
        self._library.close()
