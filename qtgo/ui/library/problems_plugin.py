"""File ▸ My problems and File ▸ Add this game's mistakes to my problems: the window side of
``qtgo-cli problems add|due`` (issue 24, part 3).

A window plugin (``qtgo.ui.extensions``). The problems live in the window's library
(``library.sqlite`` in its data folder), opened when a command is first used. The mistakes
are the player report's (``library.mistakes``: a loss of at least the report's "mistake"
threshold, 5 points by default, whose better move the engine named). ``today`` is the
plugin's clock, replaced by tests to walk the schedule on fake time.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from qtgo.engine.review import Thresholds

if TYPE_CHECKING:
    from qtgo.library import Library
    from qtgo.ui.library.problems_window import ProblemsWindow
    from qtgo.ui.plugin_api import WindowApi

__all__ = ["ProblemsPlugin"]


class ProblemsPlugin(QObject):
    """The two commands and the Problems window of one main window."""

    def __init__(self, api: WindowApi) -> None:
        super().__init__(api.widget)
        self.api = api
        self.today: Callable[[], dt.date] = dt.date.today
        self.min_loss = Thresholds().mistake
        self._library: Library | None = None
        self._window: ProblemsWindow | None = None
        self.show_action = QAction(api.widget)
        self.show_action.triggered.connect(self.show_problems)
        self.add_action = QAction(api.widget)
        self.add_action.triggered.connect(self.add_mistakes)
        self.retranslate()

    def retranslate(self) -> None:
        self.show_action.setText(self.tr("My &problems (due today)…"))
        self.show_action.setStatusTip(self.tr("Your own mistakes from reviewed games, to solve again on a schedule"))
        self.add_action.setText(self.tr("Add this game's &mistakes to my problems"))
        self.add_action.setStatusTip(
            self.tr("Each move of the analysed game that lost 5 points or more becomes a problem")
        )
        if self.show_action not in self.api.menu("file").actions():
            self.api.insert_actions("file", [self.show_action, self.add_action], before="save")

    def _open_library(self) -> Library | None:
        if self._library is None:
            from qtgo.library import Library, LibraryError

            try:
                self._library = Library(self.api.data_folder / "library.sqlite")
            except LibraryError as error:
                self.api.show_status(self.tr("The game library cannot be opened: {0}").format(error))
                return None
        return self._library

    def show_problems(self) -> ProblemsWindow | None:
        """The Problems window on today's due list (made on first use)."""
        library = self._open_library()
        if library is None:
            return None
        if self._window is None:
            from qtgo.ui.library.problems_window import ProblemsWindow

            self._window = ProblemsWindow(library.connection, today=lambda: self.today(), parent=self.api.widget)
        else:
            self._window.reload()
        self._window.show()
        return self._window

    def add_mistakes(self) -> int | None:
        """Keep the open game's mistakes as problems; returns how many were added."""
        from qtgo.engine.report import ReportError
        from qtgo.library.mistakes import mistake_problems
        from qtgo.library.problems import add_problems

        session = self.api.adapter.session
        path = session.record.path
        source = str(path.resolve()) if path is not None else self.tr("unsaved game")
        try:
            found = mistake_problems(session.tree, source, self.min_loss)
        except ReportError:
            self.api.show_status(self.tr("No evaluations in this game yet: analyse it (Engine menu) first."), 8000)
            return None
        library = self._open_library()
        if library is None:
            return None
        added = add_problems(library.connection, found, self.today())
        self.api.show_status(self.tr("%n problems added to your problems, first due tomorrow.", "", len(added)), 8000)
        if self._window is not None:
            self._window.reload()
        return len(added)

    def shutdown(self) -> None:
        """The window is closing: close the Problems window and the library."""
        if self._window is not None:
            self._window.connection = None  # a late language switch must not read a closed library
            self._window.close()
        if self._library is not None:
            self._library.close()
            self._library = None
