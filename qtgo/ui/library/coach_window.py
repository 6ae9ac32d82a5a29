"""The Coach window: where "my" points go, over the library's analysed games.

The user names who "me" is (one or more names, comma-separated; ``options.COACH_NAMES``).
The numbers are ``qtgo.library.coach``'s, over the games ``qtgo.library.analysed`` finds
(analysed copies of the background queue, or records analysed before the import), read on
a worker thread: mean loss per move by phase and month (a chart and a table), by the
opponent's rank, by time control, and the corner openings where the most points went. A
click on a month, a rank, a time control or an opening lists its games; a double click on
one asks the main window to open it (``open_game_requested``).
"""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine.report import Phase
from qtgo.library import Library, LibraryError
from qtgo.library.analysed import AnalysedGame, CoachData, analysed_games, coach_data
from qtgo.library.coach import Bucket
from qtgo.ui import options
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.library.coach_chart import LossChart

__all__ = ["CoachWindow", "CoachWorker", "names_of"]

#: How many corner openings the table lists, most points first.
OPENINGS_SHOWN = 10


def _is_number(text: str) -> bool:
    """Figures are set right, names left."""
    return text == "–" or text.replace(".", "", 1).isdigit()


def names_of(text: str) -> list[str]:
    """The names of "me" as typed: comma-separated, spaces around them ignored."""
    return [name.strip() for name in text.split(",") if name.strip()]


class CoachWorker(QObject):
    """Reads the analysed games off the GUI thread (own connection to the library).

    Signals:
        progress(int, int): record files read, files in all.
        finished(int, object): the request's serial and its ``CoachData``.
        failed(int, str): the request's serial and why the library could not be read.
    """

    progress = Signal(int, int)
    finished = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, database: Path) -> None:
        super().__init__()
        self._database = database
        self.stop = threading.Event()

    @Slot(int, object)
    def compute(self, serial: int, names: list[str]) -> None:
        try:
            with Library(self._database) as library:
                games = analysed_games(library, names, progress=self.progress.emit, cancelled=self.stop.is_set)
        except LibraryError as error:
            self.failed.emit(serial, str(error))
            return
        self.finished.emit(serial, coach_data(games))


class CoachWindow(QWidget):
    """Signals:
    open_game_requested(str, int, int): open this file's game (0-based) at this move.
    statistics_shown(object): the ``CoachData`` now on show.
    """

    open_game_requested = Signal(str, int, int)
    statistics_shown = Signal(object)
    _compute = Signal(int, object)

    def __init__(self, database: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("coach")
        self.settings = QSettings()
        self.data: CoachData | None = None
        self._serial = 0
        self._busy = False  # a reading under way: a refresh asked meanwhile runs after it
        self._again = False
        self.listed: list[AnalysedGame] = []

        self.me_label = QLabel()
        self.me = QLineEdit(options.read(self.settings, options.COACH_NAMES))
        self.me.editingFinished.connect(self._names_edited)
        self.refresh_button = QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        top = QHBoxLayout()
        top.addWidget(self.me_label)
        top.addWidget(self.me, 1)
        top.addWidget(self.refresh_button)
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.chart = LossChart()
        self.chart.month_clicked.connect(self._month_clicked)
        self.months = self._table(5)
        self.ranks = self._table(3)
        self.controls = self._table(3)
        self.openings = self._table(4)
        self.tabs = QTabWidget()
        for table in (self.months, self.ranks, self.controls, self.openings):
            self.tabs.addTab(table, "")
        self.months.cellClicked.connect(lambda row, _c: self._list("month", row))
        self.ranks.cellClicked.connect(lambda row, _c: self._list("rank", row))
        self.controls.cellClicked.connect(lambda row, _c: self._list("control", row))
        self.openings.cellClicked.connect(lambda row, _c: self._list("opening", row))

        self.games_label = QLabel()
        self.games = self._table(5)
        self.games.cellDoubleClicked.connect(self._open)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.games_label)
        lower_layout.addWidget(self.games, 1)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.chart)
        splitter.addWidget(self.tabs)
        splitter.addWidget(lower)
        for index, stretch in enumerate((3, 3, 2)):
            splitter.setStretchFactor(index, stretch)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(splitter, 1)

        self._thread = QThread(self)
        self._worker = CoachWorker(database)
        self._worker.moveToThread(self._thread)
        self._compute.connect(self._worker.compute)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._thread.start()
        fit_to_screen(self, 900, 680)
        self.retranslate()

    @staticmethod
    def _table(columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    # ------------------------------------------------------------------ texts

    def phase_name(self, phase: Phase) -> str:
        names = {
            Phase.OPENING: self.tr("Opening"),
            Phase.MIDDLE: self.tr("Middle game"),
            Phase.ENDGAME: self.tr("Endgame"),
        }
        return names[phase]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Coach: where your points go"))
        self.me_label.setText(self.tr("Your names:"))
        self.me.setPlaceholderText(self.tr("as in the records, e.g. Anna, anna_k"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.chart.empty_text = self.tr("Mean points lost per move, by month: no analysed game of yours yet.")
        self.chart.caption = self.tr("Mean points lost per move, by month")
        for index, text in enumerate(
            (self.tr("By month"), self.tr("By opponent's rank"), self.tr("By time control"), self.tr("Corner openings"))
        ):
            self.tabs.setTabText(index, text)
        phases = [self.phase_name(phase) for phase in Phase]
        self.months.setHorizontalHeaderLabels([self.tr("Month"), self.tr("Games"), *phases])
        per_move = self.tr("Mean loss per move")
        self.ranks.setHorizontalHeaderLabels([self.tr("Opponent's rank"), self.tr("Moves"), per_move])
        self.controls.setHorizontalHeaderLabels([self.tr("Time control"), self.tr("Moves"), per_move])
        self.openings.setHorizontalHeaderLabels(
            [self.tr("Corner"), self.tr("Opening moves there"), self.tr("Points lost"), per_move]
        )
        self.games.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Black"), self.tr("White"), self.tr("Result"), self.tr("Mean loss per move")]
        )
        if self.data is not None:
            self._show(self.data)
        elif not self.names():
            self.status.setText(self.tr("Type the names you play under, then Refresh."))
        if not self.listed:
            self.games_label.setText(self.tr("Click a month, a rank, a time control or an opening to list its games."))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ------------------------------------------------------------------ computing

    def names(self) -> list[str]:
        return names_of(self.me.text())

    def _names_edited(self) -> None:
        if options.read(self.settings, options.COACH_NAMES) != self.me.text().strip():
            options.write(self.settings, options.COACH_NAMES, self.me.text().strip())
            self.refresh()

    def refresh(self) -> None:
        """Read the analysed games of the names typed again (on the worker thread)."""
        options.write(self.settings, options.COACH_NAMES, self.me.text().strip())
        names = self.names()
        if not names:
            self.status.setText(self.tr("Type the names you play under, then Refresh."))
            return
        if self._busy:
            self._again = True  # once, after the reading under way (a queue ends games quickly)
            return
        self._busy = True
        self._serial += 1
        self.status.setText(self.tr("Reading the analysed games…"))
        self._compute.emit(self._serial, names)

    def _done_reading(self) -> bool:
        """The reading under way ended; whether another was asked for meanwhile (and started)."""
        self._busy = False
        if self._again:
            self._again = False
            self.refresh()
            return True
        return False

    def _on_progress(self, done: int, total: int) -> None:
        self.status.setText(self.tr("Reading the analysed games: {0} of {1} files").format(done, total))

    def _on_finished(self, serial: int, data: CoachData) -> None:
        if serial != self._serial or self._done_reading():
            return  # an older request's answer, or one already out of date
        self.data = data
        self._show(data)
        self.statistics_shown.emit(data)

    def _on_failed(self, serial: int, message: str) -> None:
        if serial == self._serial and not self._done_reading():
            self.status.setText(message)

    # ------------------------------------------------------------------ showing

    @staticmethod
    def _fill(table: QTableWidget, rows: list[list[str]]) -> None:
        table.setRowCount(len(rows))
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column and _is_number(text):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)

    @staticmethod
    def _mean(bucket: Bucket) -> str:
        return f"{bucket.mean_loss:.2f}" if bucket.moves else "–"

    def _show(self, data: CoachData) -> None:
        found = data.statistics
        total_moves = sum(b.moves for phases in found.by_month.values() for b in phases.values())
        self.status.setText(
            self.tr("%n analysed games of yours", "", found.games)
            + " · "
            + self.tr("{0} moves, {1:.2f} points lost per move").format(
                total_moves,
                sum(b.points_lost for phases in found.by_month.values() for b in phases.values()) / max(total_moves, 1),
            )
        )
        months = sorted(found.by_month)
        self._month_keys = months
        games_in = Counter(game.summary.month for game in data.games)  # one pass, not one per month
        overall = data.by_phase()
        self._fill(
            self.months,
            [
                [month or "?", str(games_in[month]), *(self._mean(found.by_month[month][phase]) for phase in Phase)]
                for month in months
            ]
            + [[self.tr("All months"), str(found.games), *(self._mean(overall[phase]) for phase in Phase)]],
        )
        self.chart.set_data(
            months,
            [
                (
                    self.phase_name(phase),
                    [found.by_month[m][phase].mean_loss if found.by_month[m][phase].moves else None for m in months],
                )
                for phase in Phase
            ],
        )
        self._rank_keys = sorted(found.by_rank)
        self._fill(
            self.ranks,
            [
                [rank or "?", str(found.by_rank[rank].moves), self._mean(found.by_rank[rank])]
                for rank in self._rank_keys
            ],
        )
        self._control_keys = sorted(found.by_time_control)
        self._fill(
            self.controls,
            [
                [name, str(found.by_time_control[name].moves), self._mean(found.by_time_control[name])]
                for name in self._control_keys
            ],
        )
        costly = found.costliest_openings(OPENINGS_SHOWN)
        self._opening_keys = [name for name, _bucket in costly]
        self._fill(
            self.openings,
            [[name, str(bucket.moves), f"{bucket.points_lost:.1f}", self._mean(bucket)] for name, bucket in costly],
        )

    def _list(self, kind: str, row: int) -> None:
        """The games behind one row of a table (or a month of the chart)."""
        if self.data is None:
            return
        keys = {
            "month": getattr(self, "_month_keys", []),
            "rank": getattr(self, "_rank_keys", []),
            "control": getattr(self, "_control_keys", []),
            "opening": getattr(self, "_opening_keys", []),
        }[kind]
        if kind == "month" and row == len(keys):
            self.chart.select("")
            self.list_games(self.data.games, self.tr("All your analysed games"))
            return
        if not 0 <= row < len(keys):
            return
        key = keys[row]
        if kind == "month":
            games = self.data.in_month(key)
            self.chart.select(key)
            title = self.tr("Games of {0}").format(key or "?")
        elif kind == "rank":
            games = self.data.against_rank(key)
            title = self.tr("Games against {0}").format(key or "?")
        elif kind == "control":
            games = self.data.with_time_control(key)
            title = self.tr("Games at {0}").format(key)
        else:
            games = self.data.with_opening(key)
            title = self.tr("Games with a {0} corner opening").format(key)
        self.list_games(games, title)

    def _month_clicked(self, month: str) -> None:
        keys = getattr(self, "_month_keys", [])
        if month in keys:
            self.tabs.setCurrentWidget(self.months)
            self.months.selectRow(keys.index(month))
            self._list("month", keys.index(month))

    def list_games(self, games: list[AnalysedGame], title: str) -> None:
        self.listed = games
        self.games_label.setText(title + " " + self.tr("(double-click to open)"))
        rows = []
        for game in games:
            moves = sum(n for _phase, n, _lost in game.summary.phases)
            lost = sum(lost for _phase, _n, lost in game.summary.phases)
            row = game.game
            rows.append([row.date, row.black, row.white, row.result, f"{lost / moves:.2f}" if moves else "–"])
        self._fill(self.games, rows)

    def _open(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.listed):
            game = self.listed[row]
            self.open_game_requested.emit(str(game.source), game.source_game, 0)

    def shutdown(self) -> None:
        self._worker.stop.set()
        self._thread.quit()
        self._thread.wait()
