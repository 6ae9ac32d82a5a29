"""A pattern search from a rectangle of the main board, its next moves drawn on the board.

``RegionSearch`` ties the parts together for one main window: the :class:`RegionTool` on its
board (the rectangle, the wildcards, the letters), the "Pattern search" dock, and a
:class:`SearchWorker` thread that searches the library file while the window stays live.
The pattern is the pure :class:`~qtgo.library.region.RegionQuery`'s; whether searching is
allowed now is the session's ``Command.SEARCH_LIBRARY``. The letters go when the position
changes or the search is closed; the games found stay listed until the next search.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QModelIndex, QObject, Qt, QThread, Signal
from PySide6.QtGui import QAction, QKeySequence

from qtgo.library import LibraryError, LibraryErrorReason, SearchResult
from qtgo.library.region import ContinuationMark, Region, RegionQuery, board_letters, continuation_marks
from qtgo.session import Command
from qtgo.ui import extensions
from qtgo.ui.library.region_panel import RegionSearchDock, RegionSearchPanel
from qtgo.ui.library.region_tool import RegionTool
from qtgo.ui.library.worker import SearchWorker

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from qtgo.ui.library.window import LibraryWindow
    from qtgo.ui.plugin_api import WindowApi


class LibraryController(Protocol):
    """What the search uses of the library's commands (``integration.LibraryController``,
    which makes it): a protocol, so this module does not import its maker."""

    @property
    def window(self) -> QMainWindow: ...

    @property
    def api(self) -> WindowApi: ...

    @property
    def library_window(self) -> LibraryWindow | None: ...

    def show_library(self) -> LibraryWindow | None: ...

    def open_game(self, path: str, game: int, move: int) -> None: ...


__all__ = ["SEARCH_PATTERN_KEYS", "RegionSearch"]

SEARCH_PATTERN_KEYS = "Ctrl+Shift+F"


def _stop(thread: QThread) -> None:
    thread.quit()
    thread.wait()


class RegionSearch(QObject):
    """The region search of one main window (made when "Select a region" is first used)."""

    # serial, pattern, swap colours, variations: queued to the worker's thread.
    _requested = Signal(int, object, bool, bool)
    # A search's answer was shown (tests wait for it).
    result_shown = Signal()

    def __init__(self, library: LibraryController, database: Path) -> None:
        window = library.window
        super().__init__(window)
        self._library = library
        self.window = window
        self.adapter = library.api.adapter
        teaching: Any = extensions.plugin(window, "teaching")
        cursor = teaching.keys.cursor if teaching is not None else None
        # What the screen reader is told (the keyboard play's announcer), if the window has one.
        self._announcer = teaching.keys.announcer if teaching is not None else None
        self.tool = RegionTool(library.api.view, cursor)
        self.panel = RegionSearchPanel()
        self.dock = RegionSearchDock("", window)
        self.dock.setObjectName("dock-pattern-search")
        self.dock.setWidget(self.panel)
        self.dock.setMinimumWidth(260)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.search_action = QAction(window)
        self.search_action.setShortcut(QKeySequence(SEARCH_PATTERN_KEYS))
        # The status line's text, made again in another language after a switch.
        self._status_text: Callable[[], str] | None = None
        self.retranslate()
        self.search_action.triggered.connect(self.run)
        window.addAction(self.search_action)
        self.panel.search_button.setDefaultAction(self.search_action)

        self.query = RegionQuery(0, 0)
        self.marks: list[ContinuationMark] = []
        self.result = SearchResult()
        self._serial = 0
        self._busy = False
        self._open = False

        self._thread = QThread(self)
        self._worker = SearchWorker(database)
        self._worker.moveToThread(self._thread)
        self._requested.connect(self._worker.search)
        self._worker.finished.connect(self._finished)
        self._worker.failed.connect(self._failed)
        self._thread.start()
        # A window deleted without being closed must not take a running thread with it.
        thread = self._thread
        window.destroyed.connect(lambda *_: _stop(thread))

        self.tool.dragged.connect(self._dragged)
        self.tool.wild_clicked.connect(self._wild_clicked)
        self.tool.letter_clicked.connect(self._letter_clicked)
        self.tool.close_requested.connect(self.close)
        self.dock.closed.connect(self.close)
        self.panel.close_button.clicked.connect(self.close)
        self.panel.escape.activated.connect(self.close)
        self.panel.marks.activated.connect(self._mark_activated)
        self.panel.games.activated.connect(self._game_activated)
        self.panel.library_button.clicked.connect(self.show_in_library)
        self.adapter.position_changed.connect(self._position_changed)
        self.adapter.mode_changed.connect(self._update)

    def retranslate(self) -> None:
        """The dock's title, the action and the status line in the language installed now
        (the panel follows ``LanguageChange`` itself)."""
        self.dock.setWindowTitle(self.tr("Pattern search"))
        self.search_action.setText(self.tr("Search &pattern"))
        self.search_action.setStatusTip(self.tr("Search the library for the region's stones and empty points"))
        self._say(self._status_text)

    def _say(self, text: Callable[[], str] | None) -> None:
        """Show a status line, keeping how it was made."""
        self._status_text = text
        self.panel.status.setText(text() if text is not None else "")

    @property
    def is_open(self) -> bool:
        return self._open

    @property
    def busy(self) -> bool:
        return self._busy

    # ------------------------------------------------------------------ open and close
    def open(self) -> None:
        """Turn the region tool on, show the dock; the keyboard cursor's next Enter sets a corner."""
        if not self._open:
            self._open = True
            self.query = self._current_query()
        self.tool.start()
        if self.dock.isHidden():
            self.dock.show()
            self.window.resizeDocks([self.dock], [330], Qt.Orientation.Horizontal)
        self.dock.raise_()
        self._update()
        self.window.statusBar().showMessage(
            self.tr("Drag a rectangle over the board to search the library; Escape closes"), 8000
        )

    def close(self) -> None:
        """Clear the region and the letters; the board plays again as usual."""
        if not self._open:
            return
        self._open = False
        self._serial += 1  # a search still running is for nobody now
        self._busy = False
        self.tool.stop()
        self.query = self.query.cleared()
        self.marks = []
        self.result = SearchResult()
        self.panel.marks_model.set_marks([])
        self.panel.games_model.set_hits([])
        self._say(None)
        self.dock.hide()
        self._update()

    def shutdown(self) -> None:
        """Stop the worker's thread and close its connection (the window is closing)."""
        self._serial += 1
        _stop(self._thread)
        self._worker.close()

    # ------------------------------------------------------------------ the region
    def _current_query(self) -> RegionQuery:
        display = self.adapter.display()
        return self.query.on_position(display.width, display.height, display.stones)

    def _dragged(self, x0: int, y0: int, x1: int, y1: int, wild: bool) -> None:
        region = Region(x0, y0, x1, y1)
        if wild and self.query.region is not None:
            self.query = self.query.toggle_wild(region.points())
        else:
            self.query = self.query.with_region(region)
        self._drop_result()
        self._announce(self.panel.summary.text())

    def _announce(self, text: str) -> None:
        if self._announcer is not None:
            self._announcer.announce(text)

    def _mark_text(self, mark: ContinuationMark) -> str:
        colour = self.tr("Black") if mark.color == 1 else self.tr("White")
        return self.tr("{0}: {1}, {2} games, Black won {3:.0f}%, White {4:.0f}%.").format(
            mark.letter, colour, mark.count, mark.black_percent, mark.white_percent
        )

    def _wild_clicked(self, x: int, y: int) -> None:
        if self.query.region is None or (x, y) not in self.query.region:
            return
        self.query = self.query.toggle_wild([(x, y)])
        self._drop_result()

    def _drop_result(self) -> None:
        """The region changed: the letters drawn are for another pattern."""
        self._serial += 1
        self._busy = False
        self.marks = []
        self._say(lambda: self.tr("Press Search pattern to search the library."))
        self._update()

    def _position_changed(self) -> None:
        if not self._open:
            return
        query = self._current_query()
        if query.stones == self.query.stones and (query.width, query.height) == (self.query.width, self.query.height):
            self._update()  # a comment or a mark changed, not the stones
            return
        self.query = query
        if self.marks or self._busy:
            self._serial += 1
            self._busy = False
            self.marks = []
            self._say(lambda: self.tr("The position changed: the games listed are for an earlier one."))
        self._update()

    # ------------------------------------------------------------------ searching
    def can_search(self) -> bool:
        """The session allows it, a region is chosen, and no search is running."""
        allowed = Command.SEARCH_LIBRARY in self.adapter.commands()
        return self._open and allowed and self.query.ready and not self._busy

    def run(self) -> None:
        """Search the library for the region (in the worker's thread)."""
        if not self.can_search():
            return
        self._serial += 1
        self._busy = True
        self.marks = []
        self._say(lambda: self.tr("Searching…"))
        self._update()
        pattern = self.query.pattern()
        self._requested.emit(
            self._serial, pattern, self.panel.swap_colors.isChecked(), self.panel.variations.isChecked()
        )

    def _finished(self, serial: int, result: SearchResult, total: int) -> None:
        if serial != self._serial:
            return
        self._busy = False
        self.result = result
        self.marks = continuation_marks(result, self.query.width)
        self.panel.marks_model.set_marks(self.marks)
        self.panel.games_model.set_hits(result.games)
        found = len(result.games)

        def text() -> str:
            if total == 0:
                return self.tr("The library has no games yet: import some with File ▸ Game library….")
            return self.tr("%n games found", "", found) + " " + self.tr("(of {0})").format(total)

        self._say(text)
        self._announce(" ".join([text(), *(self._mark_text(mark) for mark in self.marks[:3])]))
        library_window = self._library.library_window
        if library_window is not None:
            library_window.show_result(result)
        self._update()
        self.result_shown.emit()

    def _failed(self, serial: int, error: LibraryError) -> None:
        if serial != self._serial:
            return
        self._busy = False
        reason = error.reason

        def text() -> str:
            texts = {
                LibraryErrorReason.DATABASE: self.tr("The library file cannot be read."),
                LibraryErrorReason.NEWER_SCHEMA: self.tr("The library was written by a newer qtgo."),
                LibraryErrorReason.BAD_PATTERN: self.tr("This region cannot be searched."),
                LibraryErrorReason.BAD_QUERY: self.tr("This region cannot be searched."),
            }
            return texts.get(reason, self.tr("The library file cannot be read."))

        self._say(text)
        self._update()
        self.result_shown.emit()

    # ------------------------------------------------------------------ showing and opening
    def _update(self) -> None:
        query = self.query
        self.search_action.setEnabled(self.can_search())
        if self._open and Command.SEARCH_LIBRARY not in self.adapter.commands():
            self.close()  # counting began: the board's clicks are the count's
            return
        region = query.region
        corners = None if region is None else (region.x0, region.y0, region.x1, region.y1, query.height)
        self.panel.show_summary(corners, query.counts() if region is not None else None)
        self.tool.overlay.show_state(region, query.wild, board_letters(self.marks))

    def letters(self) -> dict[tuple[int, int], str]:
        """The letters on the main board by point (what a test reads back)."""
        return {point: mark.letter for point, mark in board_letters(self.marks).items()}

    def _letter_clicked(self, x: int, y: int) -> None:
        mark = board_letters(self.marks).get((x, y))
        if mark is not None:
            self.open_mark(mark)

    def open_mark(self, mark: ContinuationMark) -> None:
        """Open the first game that went on at this mark, at the move where the pattern appears."""
        hit = mark.game
        if hit is not None:
            self._library.open_game(hit.game.file, hit.game.game_index, hit.move or 0)

    def _mark_activated(self, index: QModelIndex) -> None:
        self.open_mark(self.panel.marks_model.mark(index.row()))

    def _game_activated(self, index: QModelIndex) -> None:
        hit = self.panel.games_model.hit(index.row())
        self._library.open_game(hit.game.file, hit.game.game_index, hit.move or 0)

    def show_in_library(self) -> None:
        """The games found in the Library window's table (all its columns and filters)."""
        library_window = self._library.show_library()
        if library_window is not None and self.result.games:
            library_window.show_result(self.result)
