"""The main window, as parts with one job each.

* :mod:`~qtgo.ui.window.main_window`: the window: board, docks, view options, redraws;
* :mod:`~qtgo.ui.window.actions`: actions, menus and toolbars, enabled from ``commands()``;
* :mod:`~qtgo.ui.window.files`: open, save, recent files, collections, autosave, recovery;
* :mod:`~qtgo.ui.window.prompts`: the questions to the players (resign, undo, resume, ...).
"""

from qtgo.ui.window.main_window import MainWindow, data_folder

__all__ = ["MainWindow", "data_folder"]
