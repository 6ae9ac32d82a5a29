"""The main window, as parts with one job each.

* :mod:`~qtgo.ui.window.main_window`: the window: board, docks, view options, redraws;
* :mod:`~qtgo.ui.window.host`: what the parts may use of the window and of each other;
* :mod:`~qtgo.ui.window.actions`: actions, menus and toolbars, enabled from ``commands()``;
* :mod:`~qtgo.ui.window.files`: open, save, recent files, collections (``autosave``: autosave
  and recovery; ``reopen``: the Reopen with encoding dialog);
* :mod:`~qtgo.ui.window.prompts`: the questions to the players (resign, undo, resume, ...);
* :mod:`~qtgo.ui.window.layout`: the game tree, the message bar, the count, the 800x600 fit;
* :mod:`~qtgo.ui.window.api`: the extension points plugins are given (``WindowPort``).

May import: Qt, the core, the ``qtgo.ui`` widgets, ``qtgo.ui.board`` and ``qtgo.ui.tree``;
no feature package. The parts import :mod:`~qtgo.ui.window.host`, never ``main_window``:
``main_window`` imports the parts and hands each the window.
"""

from qtgo.ui.window.main_window import MainWindow
from qtgo.ui.window.stored import data_folder

__all__ = ["MainWindow", "data_folder"]
