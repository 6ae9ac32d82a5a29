"""Everything of this folder that the main window offers, installed with one call.

``install_teaching(window)`` adds File ▸ Export figures / Print figures / Open problems /
Practice problems, Help ▸ Rules of this game, View ▸ Screen reader (the read-out
commands), the keyboard cursor on the board and the announcements of moves, clocks and
results. The window's own modules only call this once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMenu, QScrollArea, QSizePolicy, QTabBar

from qtgo.rules import Color, Ruleset
from qtgo.session import Mode
from qtgo.sgf import GameTree, Node
from qtgo.ui.teaching.accessibility import AccessibleNames, DialogNames
from qtgo.ui.teaching.keyboard import KeyboardPlay
from qtgo.ui.teaching.menus import TeachingActions, teaching_actions

if TYPE_CHECKING:
    from qtgo.ui.teaching.rules_page import GameSettings
    from qtgo.ui.window.main_window import MainWindow

#: lupdate reads the literal calls ``translate("TeachingWindow", ...)``.
translate = QCoreApplication.translate

__all__ = ["TeachingHook", "install_teaching"]

_dialog_names: list[DialogNames] = []  # one for the application, made with its first window


class TeachingHook:
    """What :func:`install_teaching` made, kept for the window and its tests."""

    def __init__(
        self, window: MainWindow, keys: KeyboardPlay, actions: TeachingActions, names: AccessibleNames
    ) -> None:
        self.window = window
        self.keys = keys
        self.actions = actions
        self.names = names
        self.reader_menu = _add_to_menus(window, actions, keys)

    def retranslate(self) -> None:
        """After a language switch: new actions in the window's new menus, in the new language."""
        from qtgo.ui.i18n import current_language

        window = self.window
        self.actions.dispose()
        self.reader_menu.deleteLater()
        self.keys.retranslate()
        self.actions = teaching_actions(
            window, record=lambda: _record(window), rules=lambda: _rules(window), language=current_language
        )
        self.reader_menu = _add_to_menus(window, self.actions, self.keys)
        _name_parts(window, again=True)


def _record(window: MainWindow) -> tuple[GameTree, Node | None]:
    session = window.adapter.session
    return session.tree, session.node


def _rules(window: MainWindow) -> tuple[Ruleset, GameSettings]:
    from qtgo.ui.clock_text import describe_control
    from qtgo.ui.teaching.rules_page import GameSettings

    session = window.adapter.session
    game = session.game
    width, height = game.board.width, game.board.height
    clock = session.clock
    time_control = None
    if clock is not None:
        black, white = describe_control(clock.control(Color.BLACK)), describe_control(clock.control(Color.WHITE))
        time_control = black if black == white else f"{black} / {white}"
    handicap = session.tree.handicap or 0
    return game.ruleset, GameSettings(width, height, handicap=handicap, time_control=time_control)


def _name_parts(window: MainWindow, *, again: bool = False) -> None:
    """Name what takes focus in the window and has no name of its own, for screen readers
    (``again``: after a language switch, the names given here in the old language)."""
    if not _dialog_names:  # every dialog and window opened later is named as it comes up
        _dialog_names.append(DialogNames(QCoreApplication.instance()))
    descriptions = {
        window.players_dock: translate(
            "TeachingWindow", "Both players: names, ranks, captures, clocks and who is to move"
        ),
        window.tree_dock: translate("TeachingWindow", "The moves and variations of the record"),
        window.comment_dock: translate("TeachingWindow", "The comment on the current move; type to change it"),
    }
    for dock, description in descriptions.items():
        area = dock.widget()
        if isinstance(area, QScrollArea) and (again or not area.accessibleName()):
            area.setAccessibleName(dock.windowTitle())
        if area is not None and (again or not area.accessibleDescription()):
            area.setAccessibleDescription(description)
    if again or not window.comment.editor.accessibleName():
        window.comment.editor.setAccessibleName(translate("TeachingWindow", "Comment on this move"))
    if again or not window.move_tree.view.accessibleName():
        window.move_tree.view.setAccessibleName(translate("TeachingWindow", "Moves and variations"))
    # Again: only the docks' tab bars (the window's own children), which this named before.
    direct = Qt.FindChildOption.FindDirectChildrenOnly if again else Qt.FindChildOption.FindChildrenRecursively
    for bar in window.findChildren(QTabBar, options=direct):
        if again or not bar.accessibleName():
            bar.setAccessibleName(translate("TeachingWindow", "Panels"))


def _add_to_menus(window: MainWindow, actions: TeachingActions, keys: KeyboardPlay) -> QMenu:
    """File ▸ figures and problems, Help ▸ rules, View ▸ Screen reader; returns that menu."""
    menus = window.acts.menus
    file_menu = menus["file"]
    before = window.acts.quit
    file_menu.insertActions(before, actions.file_menu())
    file_menu.insertSeparator(before)
    help_menu = menus["help"]
    existing = help_menu.actions()
    if existing:
        help_menu.insertAction(existing[0], actions.rules)
    else:
        help_menu.addAction(actions.rules)
    reader = QMenu(translate("TeachingWindow", "Sc&reen reader"), window)
    reader.addActions(keys.actions)
    menus["view"].addSeparator()
    menus["view"].addMenu(reader)
    return reader


def install_teaching(window: MainWindow) -> TeachingHook:
    """Add the teaching commands and keyboard/screen-reader play to ``window``."""
    from qtgo.ui.i18n import current_language

    label = QLabel()
    label.setObjectName("announcements")
    window.statusBar().addWidget(label, 1)
    keys = KeyboardPlay(
        window,
        window.view,
        play=window.board_clicked,
        game=lambda: window.adapter.session.game,
        estimate=window.estimate,
        label=label,
        in_play=lambda: window.adapter.mode is Mode.PLAY,
    )
    # One line, clipped: a long read-out (the whole board) must not grow the status bar
    # and shrink the board; the screen reader gets the whole text from the announcement.
    label.setWordWrap(False)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    # The status bar hides it under a passing message, but a window shown after the message
    # (a file opened at start-up) showed both, one over the other: the message decides here.
    # (This is built after the first paint: a message may be showing already.)
    label.setHidden(bool(window.statusBar().currentMessage()))
    window.statusBar().messageChanged.connect(lambda text: label.setHidden(bool(text)))
    keys.connect_adapter(window.adapter)
    for panel in window.players.clocks.values():
        keys.connect_clock(panel)
    actions = teaching_actions(
        window, record=lambda: _record(window), rules=lambda: _rules(window), language=current_language
    )
    _name_parts(window)
    return TeachingHook(window, keys, actions, AccessibleNames(window))
