"""View ▸ Language takes effect at once, keeping the open game.

Qt sends ``LanguageChange`` to every widget when translators change; the panels retranslate
themselves. The window's actions, menus and toolbars are built from translated texts, so
they are built again (their check states kept), and the docks' titles and the status texts
are set again. The game, its clock, the undo stack and the board are untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from qtgo.ui.i18n import LANGUAGE_SETTING, install_translators

if TYPE_CHECKING:
    from qtgo.ui.window.main_window import MainWindow


def switch_language(window: MainWindow, code: str) -> str:
    """Store ``code`` (``system``, ``en``, ``ru``), install it now and rebuild the window's
    texts; returns the two-letter language in use."""
    window.settings.setValue(LANGUAGE_SETTING, code)
    app = QCoreApplication.instance()
    language = install_translators(app, code, chosen=True) if app is not None else "en"
    rebuild_actions(window)
    return language


def rebuild_actions(window: MainWindow) -> None:
    """Build the actions, menus and toolbars again in the language installed now."""
    from qtgo.ui.window.actions import WindowActions

    old = window.acts
    coords, sound, full = old.coords.isChecked(), old.sound.isChecked(), old.full.isChecked()
    numbers, tool = window.scene.move_numbers, window.tool
    window.menuBar().clear()
    for bar in (old.main_toolbar, old.tools_toolbar):
        window.removeToolBar(bar)
        bar.deleteLater()
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    for action in window.view.actions():
        window.view.removeAction(action)
    for action in window.findChildren(QAction, options=direct):
        window.removeAction(action)
        action.deleteLater()
    for child in (*window.findChildren(QActionGroup, options=direct), *window.findChildren(QMenu, options=direct)):
        child.deleteLater()
    old.deleteLater()
    acts = window.acts = WindowActions(window)
    for action, on in ((acts.coords, coords), (acts.sound, sound)):
        action.setChecked(on)
    acts.full.blockSignals(True)
    acts.full.setChecked(full)
    acts.full.blockSignals(False)
    window.set_move_numbers(numbers)
    window.set_tool(tool)
    window.look.rebuild_menus()
    engines = getattr(window, "engines", None)
    if engines is not None:
        engines._build_menu()  # the Engine menu, built from translated texts too
    for dock, title in (
        (window.players_dock, window.tr("Players")),
        (window.score_dock, window.tr("Count")),
        (window.tree_dock, window.tr("Moves")),
        (window.comment_dock, window.tr("Comment")),
    ):
        dock.setWindowTitle(title)
    window.refresh_texts()
