"""Everything of this folder that the main window offers, installed with one call.

``install_teaching(api)`` adds File ▸ Export figures / Print figures / Open problems /
Practice problems, Help ▸ Rules of this game, View ▸ Screen reader (the read-out
commands), the keyboard cursor on the board and the announcements of moves, clocks and
results. It is a window plugin (``qtgo.ui.extensions``), built right after the first paint.
May import: Qt, the core, ``qtgo.ui.teaching`` and ``qtgo.ui.extensions``; never the window package (``ui/window``).
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
    from qtgo.ui.plugin_api import WindowApi
    from qtgo.ui.teaching.rules_page import GameSettings

#: lupdate reads the literal calls ``translate("TeachingWindow", ...)``.
translate = QCoreApplication.translate

__all__ = ["TeachingHook", "install_teaching"]

_dialog_names: list[DialogNames] = []  # one for the application, made with its first window


class TeachingHook:
    """What :func:`install_teaching` made, kept for the window and its tests."""

    def __init__(self, api: WindowApi, keys: KeyboardPlay, actions: TeachingActions, names: AccessibleNames) -> None:
        self.api = api
        self.keys = keys
        self.actions = actions
        self.names = names
        self.reader_menu = _add_to_menus(api, actions, keys)

    def retranslate(self) -> None:
        """After a language switch: new actions in the window's new menus, in the new language."""
        from qtgo.ui.i18n import current_language

        api = self.api
        self.actions.dispose()
        self.reader_menu.deleteLater()
        self.keys.retranslate()
        self.actions = teaching_actions(
            api.widget, record=lambda: _record(api), rules=lambda: _rules(api), language=current_language
        )
        self.reader_menu = _add_to_menus(api, self.actions, self.keys)
        _name_parts(api, again=True)

    def shutdown(self) -> None:
        """Nothing of this runs on after the window: the dialogs are modal."""


def _record(api: WindowApi) -> tuple[GameTree, Node | None]:
    session = api.adapter.session
    return session.tree, session.node


def _rules(api: WindowApi) -> tuple[Ruleset, GameSettings]:
    from qtgo.ui.clock_text import describe_control
    from qtgo.ui.teaching.rules_page import GameSettings

    session = api.adapter.session
    game = session.game
    width, height = game.board.width, game.board.height
    clock = session.clock
    time_control = None
    if clock is not None:
        black, white = describe_control(clock.control(Color.BLACK)), describe_control(clock.control(Color.WHITE))
        time_control = black if black == white else f"{black} / {white}"
    handicap = session.tree.handicap or 0
    return game.ruleset, GameSettings(width, height, handicap=handicap, time_control=time_control)


def _name_parts(api: WindowApi, *, again: bool = False) -> None:
    """Name what takes focus in the window and has no name of its own, for screen readers
    (``again``: after a language switch, the names given here in the old language)."""
    if not _dialog_names:  # every dialog and window opened later is named as it comes up
        _dialog_names.append(DialogNames(QCoreApplication.instance()))
    descriptions = {
        api.dock("players"): translate(
            "TeachingWindow", "Both players: names, ranks, captures, clocks and who is to move"
        ),
        api.dock("moves"): translate("TeachingWindow", "The moves and variations of the record"),
        api.dock("comment"): translate("TeachingWindow", "The comment on the current move; type to change it"),
    }
    for dock, description in descriptions.items():
        area = dock.widget()
        if isinstance(area, QScrollArea) and (again or not area.accessibleName()):
            area.setAccessibleName(dock.windowTitle())
        if area is not None and (again or not area.accessibleDescription()):
            area.setAccessibleDescription(description)
    if again or not api.comment.editor.accessibleName():
        api.comment.editor.setAccessibleName(translate("TeachingWindow", "Comment on this move"))
    if again or not api.move_tree.view.accessibleName():
        api.move_tree.view.setAccessibleName(translate("TeachingWindow", "Moves and variations"))
    # Again: only the docks' tab bars (the window's own children), which this named before.
    direct = Qt.FindChildOption.FindDirectChildrenOnly if again else Qt.FindChildOption.FindChildrenRecursively
    for bar in api.widget.findChildren(QTabBar, options=direct):
        if again or not bar.accessibleName():
            bar.setAccessibleName(translate("TeachingWindow", "Panels"))


def _add_to_menus(api: WindowApi, actions: TeachingActions, keys: KeyboardPlay) -> QMenu:
    """File ▸ figures and problems, Help ▸ rules, View ▸ Screen reader; returns that menu."""
    api.insert_actions("file", actions.file_menu(), before="quit")
    help_menu = api.menu("help")
    existing = help_menu.actions()
    if existing:
        help_menu.insertAction(existing[0], actions.rules)
    else:
        help_menu.addAction(actions.rules)
    reader = QMenu(translate("TeachingWindow", "Sc&reen reader"), api.widget)
    reader.addActions(keys.actions)
    api.menu("view").addSeparator()
    api.menu("view").addMenu(reader)
    return reader


def install_teaching(api: WindowApi) -> TeachingHook:
    """Add the teaching commands and keyboard/screen-reader play to the window of ``api``."""
    from qtgo.ui.i18n import current_language

    window, status = api.widget, api.status
    label = QLabel()
    label.setObjectName("announcements")
    status.addWidget(label, 1)
    keys = KeyboardPlay(
        window,
        api.view,
        play=api.play_at,
        game=lambda: api.adapter.session.game,
        estimate=api.estimate,
        label=label,
        in_play=lambda: api.adapter.mode is Mode.PLAY,
    )
    # One line, clipped: a long read-out (the whole board) must not grow the status bar
    # and shrink the board; the screen reader gets the whole text from the announcement.
    label.setWordWrap(False)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    # The status bar hides it under a passing message, but a window shown after the message
    # (a file opened at start-up) showed both, one over the other: the message decides here.
    # (This is built after the first paint: a message may be showing already.)
    label.setHidden(bool(status.currentMessage()))
    status.messageChanged.connect(lambda text: label.setHidden(bool(text)))
    keys.connect_adapter(api.adapter)
    for panel in api.players.clocks.values():
        keys.connect_clock(panel)
    actions = teaching_actions(
        window, record=lambda: _record(api), rules=lambda: _rules(api), language=current_language
    )
    _name_parts(api)
    return TeachingHook(api, keys, actions, AccessibleNames(window))
