"""The window's side of the extension points: :class:`WindowPort` is the
:class:`~qtgo.ui.plugin_api.WindowApi` a plugin is given.

It hands out the window's menus, docks, status line, board and adapter by name, and keeps
the hooks plugins register (a guard on board clicks, the players of a new game, the pages
they add to Edit ▸ Preferences). Plugins
hold this object, never the window class.

May import: Qt and :mod:`~qtgo.ui.window.host` (for types); no other file of
``qtgo.ui.window`` (the window it serves is a :class:`~qtgo.ui.window.host.WindowHost`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStatusBar

if TYPE_CHECKING:
    from qtgo.engine.seats import Seats
    from qtgo.session import Command
    from qtgo.ui.adapter import SessionAdapter
    from qtgo.ui.board import BoardScene, BoardView
    from qtgo.ui.move_tree import MoveTreePanel
    from qtgo.ui.panels import CommentPanel, PlayersPanel
    from qtgo.ui.plugin_api import PageFactory
    from qtgo.ui.window.host import WindowHost


class WindowPort:
    """One window's extension points (``window.api``); a plain object, not a ``QObject``
    (it has no signals: plugins follow the adapter's)."""

    def __init__(self, window: WindowHost) -> None:
        self._window = window
        self._guards: list[Callable[[], bool]] = []
        self._new_game: list[Callable[[Seats], None]] = []
        self._pages: list[PageFactory] = []

    # ------------------------------------------------------------------ parts
    @property
    def widget(self) -> QMainWindow:
        return self._window.widget

    @property
    def adapter(self) -> SessionAdapter:
        return self._window.adapter

    @property
    def scene(self) -> BoardScene:
        return self._window.scene

    @property
    def view(self) -> BoardView:
        return self._window.view

    @property
    def settings(self) -> QSettings:
        return self._window.settings

    @property
    def players(self) -> PlayersPanel:
        return self._window.players

    @property
    def move_tree(self) -> MoveTreePanel:
        return self._window.move_tree

    @property
    def comment(self) -> CommentPanel:
        return self._window.comment

    @property
    def data_folder(self) -> Path:
        return self._window.data_dir

    @property
    def status(self) -> QStatusBar:
        return self._window.widget.statusBar()

    def show_status(self, text: str, timeout: int = 0) -> None:
        self._window.widget.statusBar().showMessage(text, timeout)

    # ------------------------------------------------------------------ menus
    def menu(self, name: str) -> QMenu:
        return self._window.acts.menus[name]

    def add_menu(self, name: str, menu: QMenu, *, before: str = "help") -> None:
        menus = self._window.acts.menus
        bar = self._window.widget.menuBar()
        anchor = menus.get(before)
        if anchor is not None:
            bar.insertMenu(anchor.menuAction(), menu)
        else:
            bar.addMenu(menu)
        # Named like the window's own: a language switch takes it out with them, and opening
        # it first builds the later plugins (``first_paint``).
        menus[name] = menu
        menu.aboutToShow.connect(self._window.finish_start)

    def insert_actions(self, menu: str, actions: Sequence[QAction], *, before: str, separator: bool = True) -> None:
        anchor = self._anchor(before)
        target = self.menu(menu)
        target.insertActions(anchor, list(actions))
        if separator:
            target.insertSeparator(anchor)

    def insert_menu(self, menu: str, submenu: QMenu, *, before: str) -> None:
        self.menu(menu).insertMenu(self._anchor(before), submenu)

    def _anchor(self, name: str) -> QAction:
        acts = self._window.acts
        anchors = {"save": acts.save, "quit": acts.quit, "full": acts.full}
        return anchors[name]

    def enable_with(self, action: QAction, command: Command) -> None:
        self._window.acts.enabled_by[action] = command

    # ------------------------------------------------------------------ docks
    def dock(self, name: str) -> QDockWidget:
        window = self._window
        docks = {
            "players": window.players_dock,
            "moves": window.tree_dock,
            "comment": window.comment_dock,
            "score": window.score_dock,
        }
        return docks[name]

    def add_dock(self, dock: QDockWidget, area: Qt.DockWidgetArea) -> None:
        self._window.widget.addDockWidget(area, dock)

    # ------------------------------------------------------------------ commands
    def autosave_now(self) -> None:
        self._window.files.changed()

    def play_at(self, x: int, y: int) -> None:
        self._window.board_clicked(x, y)

    def estimate(self) -> None:
        self._window.estimate()

    def open_file(self, path: str) -> bool:
        return self._window.files.open_file(path)

    # ------------------------------------------------------------------ hooks
    def hold_clicks(self, guard: Callable[[], bool]) -> None:
        self._guards.append(guard)

    def click_held(self) -> bool:
        """Whether a plugin takes this board click for itself (an engine is to move)."""
        return any(guard() for guard in self._guards)

    def when_new_game(self, callback: Callable[[Seats], None]) -> None:
        self._new_game.append(callback)

    def new_game_started(self, seats: Seats) -> None:
        for callback in self._new_game:
            callback(seats)

    def add_settings_page(self, factory: PageFactory) -> None:
        self._pages.append(factory)

    def settings_pages(self) -> tuple[PageFactory, ...]:
        return tuple(self._pages)
