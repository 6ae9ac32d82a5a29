"""The library as a coach, in the main window: the Background analysis window (the library's
analysis queue) and the Coach window (statistics over the analysed games of "me").

A window plugin (``qtgo.ui.extensions``), built after the library's: it puts two entries in
the File menu and, when the Library window is built (``LibraryController.library_window_made``),
a tool bar there to queue the selected games or all of them. Both windows are built on first
use. May import: Qt, the core, ``qtgo.ui.library`` and ``qtgo.ui.extensions``; never the
window package (``ui/window``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from qtgo.ui import extensions
from qtgo.ui.library.integration import LibraryController

if TYPE_CHECKING:
    from qtgo.library.analysis_queue import QueueAdded
    from qtgo.ui.library.analysis_queue import AnalysisQueueWindow
    from qtgo.ui.library.coach_window import CoachWindow
    from qtgo.ui.library.window import LibraryWindow
    from qtgo.ui.plugin_api import WindowApi

__all__ = ["CoachPlugin"]


class CoachPlugin(QObject):
    """File ▸ Background analysis…, File ▸ Coach…, and the Library window's analysis tool bar."""

    def __init__(self, api: WindowApi) -> None:
        window = api.widget
        super().__init__(window)
        self.api = api
        self.database = api.data_folder / "library.sqlite"
        self.queue_window: AnalysisQueueWindow | None = None
        self.coach_window: CoachWindow | None = None
        self.library_window: LibraryWindow | None = None
        # Games the queue finishes are counted in a moment, together: games already analysed
        # finish in milliseconds, and each refresh reads every analysed game again.
        self._recount = QTimer(self)
        self._recount.setSingleShot(True)
        self._recount.setInterval(1500)
        self._recount.timeout.connect(self._refresh_coach)
        self.queue_action = QAction(window)
        self.queue_action.triggered.connect(self.show_queue)
        self.coach_action = QAction(window)
        self.coach_action.triggered.connect(self.show_coach)
        # The Library window's tool bar (made with it).
        self.toolbar: QToolBar | None = None
        self.selected_action = QAction(window)
        self.selected_action.triggered.connect(self.analyse_selected)
        self.all_action = QAction(window)
        self.all_action.triggered.connect(self.analyse_all)
        self.library = extensions.find(window, LibraryController)
        if self.library is not None:
            self.database = self.library.database
            self.library.library_window_made.connect(self._library_window_made)
            if self.library.library_window is not None:
                self._library_window_made(self.library.library_window)
        self.retranslate()
        self._say_what_waits()

    def _say_what_waits(self) -> None:
        """After a restart: games left in the queue are said on the status line (the queue
        does not start an engine by itself)."""
        from qtgo.library.analysis_queue import waiting_games

        waiting = waiting_games(self.database)
        if waiting:
            self.api.show_status(
                self.tr(
                    "%n games wait for the background analysis: File ▸ Background analysis of the library.", "", waiting
                ),
                20000,
            )

    def retranslate(self) -> None:
        self.queue_action.setText(self.tr("Bac&kground analysis of the library…"))
        self.queue_action.setStatusTip(self.tr("The library's games analysed by the engine one after another"))
        self.coach_action.setText(self.tr("&Coach: where my points go…"))
        self.coach_action.setStatusTip(
            self.tr("Mean loss by phase and month, by opponent's rank, by time control, by corner opening")
        )
        self.selected_action.setText(self.tr("Analyse the selected games"))
        self.all_action.setText(self.tr("Analyse all games"))
        if self.toolbar is not None:
            self.toolbar.setWindowTitle(self.tr("Analysis"))
        if self.queue_action not in self.api.menu("file").actions():
            self.api.insert_actions("file", [self.queue_action, self.coach_action], before="save")

    def _library_window_made(self, library_window: LibraryWindow) -> None:
        self.library_window = library_window
        toolbar = QToolBar(library_window)
        toolbar.setObjectName("library-analysis")
        toolbar.addActions([self.selected_action, self.all_action])
        toolbar.addSeparator()
        toolbar.addActions([self.queue_action, self.coach_action])
        library_window.addToolBar(toolbar)
        self.toolbar = toolbar
        self.retranslate()

    # ------------------------------------------------------------------ the windows

    def show_queue(self) -> AnalysisQueueWindow | None:
        if self.queue_window is None:
            from qtgo.library import LibraryError
            from qtgo.ui.library.analysis_queue import AnalysisQueueWindow

            try:
                self.queue_window = AnalysisQueueWindow(self.database, self.api.widget)
            except LibraryError as error:
                self.api.show_status(self.tr("The game library cannot be opened: {0}").format(error))
                return None
            self.queue_window.game_analysed.connect(self._game_analysed)
            self.queue_window.open_game_requested.connect(self._open_game)
        self.queue_window.show()
        self.queue_window.raise_()
        return self.queue_window

    def show_coach(self) -> CoachWindow:
        if self.coach_window is None:
            from qtgo.ui.library.coach_window import CoachWindow

            self.coach_window = CoachWindow(self.database, self.api.widget)
            self.coach_window.open_game_requested.connect(self._open_game)
            self.coach_window.refresh()
        self.coach_window.show()
        self.coach_window.raise_()
        return self.coach_window

    def _game_analysed(self, _entry: object) -> None:
        """A game more to count: the statistics on show are read again, soon (see ``_recount``)."""
        if self.coach_window is not None and self.coach_window.isVisible() and not self._recount.isActive():
            self._recount.start()

    def _refresh_coach(self) -> None:
        if self.coach_window is not None and self.coach_window.isVisible():
            self.coach_window.refresh()

    def _open_game(self, path: str, game: int, move: int) -> None:
        if self.library is not None:
            self.library.open_game(path, game, move)
        elif self.api.open_file(path):
            self.api.widget.raise_()

    # ------------------------------------------------------------------ queueing

    def selected_game_ids(self) -> list[int]:
        """The games selected in the Library window's results, in the list's order."""
        library_window = self.library_window
        if library_window is None:
            return []
        model = library_window.games_model
        rows = sorted(index.row() for index in library_window.table.selectionModel().selectedRows())
        return [model.hit(row).game.id for row in rows]

    def analyse_selected(self) -> QueueAdded | None:
        ids = self.selected_game_ids()
        if not ids:
            if self.library_window is not None:
                self.library_window.statusBar().showMessage(self.tr("Select the games to analyse first."), 8000)
            return None
        return self._queue(ids)

    def analyse_all(self) -> QueueAdded | None:
        queue_window = self.show_queue()
        if queue_window is None:
            return None
        return self._queue(queue_window.queue.library.game_ids())

    def _queue(self, ids: list[int]) -> QueueAdded | None:
        queue_window = self.show_queue()
        return None if queue_window is None else queue_window.add_games(ids)

    def shutdown(self) -> None:
        for made in (self.queue_window, self.coach_window):
            if made is not None:
                made.shutdown()
                made.close()
                made.deleteLater()
        self.queue_window = self.coach_window = None
