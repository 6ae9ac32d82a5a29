"""The main window's way into the library: File ▸ Game library…, File ▸ Search this
position in the library, File ▸ Search a region in the library (the region tool on the main
board, ``region_search``), and opening a result at its move.

A window plugin (``qtgo.ui.extensions``), built right after the window's first paint; the
Library window, the region search and the library core are imported when first used.
May import: Qt, the core, ``qtgo.ui.library`` and ``qtgo.ui.extensions``; never the window package (``ui/window``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from qtgo.rules import Color
from qtgo.session import Command

if TYPE_CHECKING:
    from qtgo.sgf import GameTree, Node
    from qtgo.ui.library.region_search import RegionSearch
    from qtgo.ui.library.window import LibraryWindow
    from qtgo.ui.plugin_api import WindowApi


def node_after_move(tree: GameTree, move: int) -> Node:
    """The main-line node of move ``move`` (the root for 0; the last node if the line is shorter)."""
    line = tree.main_line()
    if move <= 0:
        return line[0]
    seen = 0
    for node in line:
        if "B" in node or "W" in node:
            seen += 1
            if seen == move:
                return node
    return line[-1]


REGION_KEYS = "Ctrl+Shift+R"


class LibraryController(QObject):
    """Adds the library's actions to the main window's File menu and opens its results there.

    Signals:
        library_window_made(LibraryWindow): the Library window was built (other features add to it).
    """

    library_window_made = Signal(object)

    def __init__(self, api: WindowApi) -> None:
        window = api.widget
        super().__init__(window)
        self.api = api
        self.window = window
        self._database = api.data_folder / "library.sqlite"
        self._library_window: LibraryWindow | None = None
        self.show_action = QAction(window)
        self.show_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.show_action.triggered.connect(self.show_library)
        self.search_action = QAction(window)
        self.search_action.triggered.connect(self.search_current_position)
        self._region_search: RegionSearch | None = None
        self.region_action = QAction(window)
        self.region_action.setShortcut(QKeySequence(REGION_KEYS))
        self.region_action.triggered.connect(self.search_region)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the language installed now, the actions in the window's (new) File menu."""
        self.show_action.setText(self.tr("Game &library…"))
        self.show_action.setStatusTip(self.tr("Your collection of games: import, search by players, dates, patterns"))
        self.search_action.setText(self.tr("Search this &position in the library"))
        self.search_action.setStatusTip(self.tr("Put the board on the library's pattern board to choose a region"))
        self.region_action.setText(self.tr("Search a &region in the library"))
        self.region_action.setStatusTip(
            self.tr("Drag a rectangle over the board: the library's games with that pattern, their next moves")
        )
        api = self.api
        if self.show_action not in api.menu("file").actions():
            api.insert_actions("file", [self.show_action, self.search_action, self.region_action], before="save")
        # Whether a search may start now is the session's to say (not while counting).
        api.enable_with(self.region_action, Command.SEARCH_LIBRARY)
        if self._region_search is not None:
            self._region_search.retranslate()

    @property
    def database(self) -> Path:
        """The library file of this window."""
        return self._database

    @property
    def library_window(self) -> LibraryWindow | None:
        return self._library_window

    def show_library(self) -> LibraryWindow | None:
        """The Library window, made on first use (the database file is opened then)."""
        if self._library_window is None:
            from qtgo.library import LibraryError
            from qtgo.ui.library.window import LibraryWindow  # on first use: not at start-up

            try:
                self._library_window = LibraryWindow(self._database, self.window)
            except LibraryError as error:
                self.api.show_status(self.tr("The game library cannot be opened: {0}").format(error))
                return None
            self._library_window.set_position_source(self.current_position)
            self._library_window.open_game_requested.connect(self.open_game)
            self.library_window_made.emit(self._library_window)
        self._library_window.show()
        self._library_window.raise_()
        return self._library_window

    @property
    def region_search(self) -> RegionSearch | None:
        return self._region_search

    def search_region(self) -> RegionSearch:
        """Turn on the region tool on the main board, with its "Pattern search" dock."""
        if self._region_search is None:
            from qtgo.ui.library.region_search import RegionSearch  # on first use: not at start-up

            self._region_search = RegionSearch(self, self._database)
        self._region_search.open()
        return self._region_search

    def shutdown(self) -> None:
        """The main window is closing: stop the search thread, close the Library window."""
        if self._region_search is not None:
            self._region_search.shutdown()
        if self._library_window is not None:
            self._library_window.close()

    def search_current_position(self) -> None:
        library_window = self.show_library()
        if library_window is not None:
            library_window.take_current_position()

    def current_position(self) -> tuple[int, dict[tuple[int, int], Color]] | None:
        """The main board's size and stones (square boards: the pattern board is square)."""
        display = self.api.adapter.display()
        if display.width != display.height:
            return None
        return display.width, {(point.x, point.y): color for point, color in display.stones.items()}

    def open_game(self, path: str, game: int, move: int) -> None:
        """Open ``path`` in the main window, show its game ``game`` at move ``move``."""
        if not self.api.open_file(path):
            return
        adapter = self.api.adapter
        if game >= len(adapter.games()):
            self._offer_reimport(path, game)
            return
        if game and not adapter.select_game(game):
            return
        adapter.to_node(node_after_move(adapter.games()[adapter.game_index], move))
        self.window.raise_()
        self.window.activateWindow()

    def _offer_reimport(self, path: str, game: int) -> None:
        """The file was changed after the import: say so, and import it again if asked."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self.window,
            self.tr("The file has changed"),
            self.tr(
                "{0} has changed since it was imported: it no longer holds game {1}. Import it again into the library?"
            ).format(Path(path).name, game + 1),
        )
        if answer == QMessageBox.StandardButton.Yes:
            library_window = self.show_library()
            if library_window is not None:
                library_window.import_paths([path])
