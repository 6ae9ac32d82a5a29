"""View ▸ Board look: the board and stone themes and the traditional grid, as one menu.

The menu applies a choice to the scene at once and stores it in QSettings, so the next
start shows the same board; a choice made in Edit ▸ Preferences reaches the scene and the
menu's checks through ``options.changes()``. :class:`BoardLook` is the window plugin that puts it into the
View menu (``qtgo.ui.extensions``; here, not in a module of its own, to keep the start-up's
file count). May import: Qt, ``qtgo.ui.board``; the window only as a ``WindowApi``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from qtgo.ui import options
from qtgo.ui.board.scene import BoardScene
from qtgo.ui.board.themes import (
    BOARD_THEMES,
    STONE_THEMES,
    BoardTheme,
    Look,
    StoneTheme,
    board_theme,
    stone_theme,
    theme_label,
)

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi


class ThemeMenu(QMenu):
    """Board themes, stone themes and "Traditional grid (taller than wide)", all checkable."""

    def __init__(self, scene: BoardScene, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.settings = settings
        scene.look = Look.load(settings)
        self.board_actions: dict[str, QAction] = {}
        self.stone_actions: dict[str, QAction] = {}
        boards = QActionGroup(self)
        stones = QActionGroup(self)
        self._board_title = self.addSection("")
        for theme in BOARD_THEMES:
            action = self.addAction("")
            action.setCheckable(True)
            action.setActionGroup(boards)
            action.triggered.connect(lambda _=False, t=theme: self.choose_board(t))
            self.board_actions[theme.key] = action
        self._stone_title = self.addSection("")
        for stone in STONE_THEMES:
            action = self.addAction("")
            action.setCheckable(True)
            action.setActionGroup(stones)
            action.triggered.connect(lambda _=False, t=stone: self.choose_stones(t))
            self.stone_actions[stone.key] = action
        self.addSeparator()
        self.traditional = self.addAction("")
        self.traditional.setCheckable(True)
        self.traditional.toggled.connect(self.choose_traditional_grid)
        self.retranslate()
        self._show_checks()
        options.changes().changed.connect(self._option_changed)

    def _option_changed(self, key: str, value: object) -> None:
        """Preferences stored a part of the look: show it."""
        look = self.scene.look
        if key == options.BOARD_THEME.key:
            look = Look(board_theme(str(value)), look.stones, look.traditional_grid)
        elif key == options.STONE_THEME.key:
            look = Look(look.board, stone_theme(str(value)), look.traditional_grid)
        elif key == options.TRADITIONAL_GRID.key:
            look = Look(look.board, look.stones, bool(value))
        else:
            return
        if look != self.scene.look:
            self.scene.look = look
        self._show_checks()

    def retranslate(self) -> None:
        """All texts again, in the language installed now."""
        self.setTitle(self.tr("Board &look"))
        self._board_title.setText(self.tr("Board"))
        self._stone_title.setText(self.tr("Stones"))
        for theme in BOARD_THEMES:
            self.board_actions[theme.key].setText(theme_label(theme.label))
        for stone in STONE_THEMES:
            self.stone_actions[stone.key].setText(theme_label(stone.label))
        self.traditional.setText(self.tr("Traditional grid (slightly taller than wide)"))

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch at once (Qt sends LanguageChange to every widget)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _show_checks(self) -> None:
        look = self.scene.look
        self.board_actions[look.board.key].setChecked(True)
        self.stone_actions[look.stones.key].setChecked(True)
        self.traditional.blockSignals(True)
        self.traditional.setChecked(look.traditional_grid)
        self.traditional.blockSignals(False)

    def _apply(self, look: Look) -> None:
        self.scene.look = look
        look.save(self.settings)
        self._show_checks()

    def choose_board(self, theme: BoardTheme) -> None:
        look = self.scene.look
        self._apply(Look(theme, look.stones, look.traditional_grid))

    def choose_stones(self, theme: StoneTheme) -> None:
        look = self.scene.look
        self._apply(Look(look.board, theme, look.traditional_grid))

    def choose_traditional_grid(self, on: bool) -> None:
        look = self.scene.look
        self._apply(Look(look.board, look.stones, on))


class BoardLook:
    """The board look as a window plugin: the menu in View (before Full screen), again after
    a language switch; the choice is applied and stored by the menu itself."""

    def __init__(self, api: WindowApi) -> None:
        self.api = api
        # The window's child, not the View menu's: a language switch rebuilds that menu.
        self.menu = ThemeMenu(api.scene, api.settings, api.widget)
        api.insert_menu("view", self.menu, before="full")

    def retranslate(self) -> None:
        self.menu.retranslate()
        self.api.insert_menu("view", self.menu, before="full")

    def shutdown(self) -> None:
        """Nothing runs: the choice was stored when made."""
