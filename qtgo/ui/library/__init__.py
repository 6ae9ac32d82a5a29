"""The Library window: the game collection of ``qtgo.library`` in Qt.

``LibraryWindow`` shows the folders, the import progress, the filter fields, a results
table (``GamesModel``) and a pattern board whose rectangle and stones start a pattern
search, with the continuations drawn on it as letters. It signals
``open_game_requested(path, game_index, move)`` for the main window to open a result.
``region_search.RegionSearch`` does the same from the main window's own board: a rectangle
dragged over it, the next moves drawn there as letters, a "Pattern search" dock beside it.

May import: Qt, the core, the shared ``qtgo.ui`` widgets and ``qtgo.ui.board``; the window
only as ``qtgo.ui.plugin_api.WindowApi`` (never a module of ``ui/window``); the other
features only for their widgets and services (figure painter, announcer, engine controller).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from qtgo.ui.library.model import ContinuationsModel, GamesModel
    from qtgo.ui.library.pattern_board import PatternBoard
    from qtgo.ui.library.window import LibraryWindow, default_library_path

__all__ = ["ContinuationsModel", "GamesModel", "LibraryWindow", "PatternBoard", "default_library_path"]

# Imported on first use: the main window only adds the library's menu entries at start-up,
# and the window, its models and the library core are not needed before they are opened.
_HOME = {
    "ContinuationsModel": "model",
    "GamesModel": "model",
    "PatternBoard": "pattern_board",
    "LibraryWindow": "window",
    "default_library_path": "window",
}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(name)
    return getattr(importlib.import_module(f"qtgo.ui.library.{_HOME[name]}"), name)
