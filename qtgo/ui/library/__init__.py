"""The Library window: the game collection of ``qtgo.library`` in Qt.

``LibraryWindow`` shows the folders, the import progress, the filter fields, a results
table (``GamesModel``) and a pattern board whose rectangle and stones start a pattern
search, with the continuations drawn on it as letters. It signals
``open_game_requested(path, game_index, move)`` for the main window to open a result.
"""

from qtgo.ui.library.model import ContinuationsModel, GamesModel
from qtgo.ui.library.pattern_board import PatternBoard
from qtgo.ui.library.window import LibraryWindow, default_library_path

__all__ = ["ContinuationsModel", "GamesModel", "LibraryWindow", "PatternBoard", "default_library_path"]
