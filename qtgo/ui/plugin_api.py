"""What a window plugin may use of a main window, and what it owes the window: protocols
for type checkers (``qtgo.ui.extensions`` is the registry that installs plugins).

A feature imports this module only under ``TYPE_CHECKING``: nothing here runs at start-up.
May import: Qt, ``qtgo.session``, ``qtgo.engine.seats`` and the ``qtgo.ui`` widgets it names;
never ``qtgo.ui.window`` nor a feature.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStatusBar, QWidget

    from qtgo.engine.seats import Seats
    from qtgo.session import Command
    from qtgo.ui.adapter import SessionAdapter
    from qtgo.ui.board import BoardScene, BoardView
    from qtgo.ui.move_tree import MoveTreePanel
    from qtgo.ui.options import Option
    from qtgo.ui.panels import CommentPanel, PlayersPanel

__all__ = ["PageFactory", "SettingsPage", "WindowApi", "WindowPlugin"]


class WindowPlugin(Protocol):
    """What the window asks of every plugin it built."""

    def retranslate(self) -> None:
        """After a language switch: the plugin's texts again, its actions back in the new menus."""

    def shutdown(self) -> None:
        """The window is closing: stop threads and processes, close own windows."""


class SettingsPage(Protocol):
    """A page of Edit ▸ Preferences: one generated from the registry (``qtgo.ui.preferences``)
    or a plugin's own. The dialog checks every page's values against the registry before it
    stores any, stores only what changed and announces it on ``options.changes()``."""

    @property
    def widget(self) -> QWidget:
        """What the dialog shows for the page."""

    def title(self) -> str:
        """The page's name in the interface's language (asked again after a language switch)."""

    def load(self, settings: QSettings) -> None:
        """Show the stored values."""

    def values(self) -> dict[Option, Any]:
        """The values the page would store now, by option."""

    def restore_defaults(self) -> None:
        """Show every option's default (stored only by OK or Apply)."""


#: Makes a plugin's page, as a child of ``parent`` (the dialog), each time Preferences opens.
PageFactory = Callable[["QWidget"], SettingsPage]


class WindowApi(Protocol):
    """The part of a main window that a feature may use (``qtgo.ui.window.api`` is the window's).

    Menus are named ``file``, ``edit``, ``game``, ``navigate``, ``view``, ``help`` (and those
    plugins add); anchors for :meth:`insert_actions` are the window's ``save``, ``quit`` and
    ``full`` (full screen) actions. Docks are named ``players``, ``moves``, ``comment``, ``score``.
    """

    @property
    def widget(self) -> QMainWindow:
        """The window itself: the parent of a feature's docks, dialogs and actions."""

    @property
    def adapter(self) -> SessionAdapter:
        """The open game; its signals say what changed."""

    @property
    def scene(self) -> BoardScene: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def settings(self) -> QSettings: ...

    @property
    def players(self) -> PlayersPanel: ...

    @property
    def move_tree(self) -> MoveTreePanel: ...

    @property
    def comment(self) -> CommentPanel: ...

    @property
    def data_folder(self) -> Path:
        """Where the window keeps its files (autosave, the recent files, the library)."""

    @property
    def status(self) -> QStatusBar:
        """The status line (a feature may add a permanent widget to it)."""

    def show_status(self, text: str, timeout: int = 0) -> None:
        """Say ``text`` on the status line for ``timeout`` ms (0: until the next message)."""

    def menu(self, name: str) -> QMenu:
        """The menu called ``name``; KeyError when the window has none of that name."""

    def add_menu(self, name: str, menu: QMenu, *, before: str = "help") -> None:
        """Put ``menu`` on the menu bar before the menu ``before`` (at the end without it)."""

    def insert_actions(self, menu: str, actions: Sequence[QAction], *, before: str, separator: bool = True) -> None:
        """Put ``actions`` into ``menu`` before the window's action ``before`` (and a separator)."""

    def insert_menu(self, menu: str, submenu: QMenu, *, before: str) -> None:
        """Put ``submenu`` into ``menu`` before the window's action ``before``."""

    def enable_with(self, action: QAction, command: Command) -> None:
        """Enable ``action`` exactly when the session offers ``command``."""

    def dock(self, name: str) -> QDockWidget: ...

    def add_dock(self, dock: QDockWidget, area: Qt.DockWidgetArea) -> None: ...

    def autosave_now(self) -> None:
        """The record changed outside the adapter's commands: autosave it now."""

    def play_at(self, x: int, y: int) -> None:
        """A click on the board's point (x, y) with the current tool."""

    def estimate(self) -> None:
        """Start a score estimate of the position shown."""

    def open_file(self, path: str) -> bool:
        """Open a record in the window (asking to save the open one); whether it opened."""

    def hold_clicks(self, guard: Callable[[], bool]) -> None:
        """``guard()`` true: a click on the board in the play tool is not the person's move."""

    def when_new_game(self, callback: Callable[[Seats], None]) -> None:
        """Call ``callback(seats)`` when the New game dialog started a game with these players."""

    def add_settings_page(self, factory: PageFactory) -> None:
        """Add a page to Edit ▸ Preferences, after the pages generated from the registry."""

    def settings_pages(self) -> tuple[PageFactory, ...]:
        """The pages plugins added, in the order added."""
