"""View ▸ Language takes effect at once, keeping the open game.

Qt sends ``LanguageChange`` to every widget when translators change; the panels retranslate
themselves. The window's actions, menus and toolbars are built from translated texts, so
they are built again (their check states kept), and the docks' titles and the status texts
are set again. The game, its clock, the undo stack and the board are untouched.

May import: Qt, :mod:`~qtgo.ui.window.host` (for types) and ``actions`` (built again here);
no other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from qtgo.ui import extensions, options
from qtgo.ui.i18n import install_translators

if TYPE_CHECKING:  # types only: nothing of host.py runs at start-up
    from qtgo.ui.window.actions import WindowActions
    from qtgo.ui.window.host import WindowHost

    class LanguageHost(WindowHost, Protocol):
        """The window whose actions a language switch builds again (and puts in their place)."""

        acts: WindowActions


def switch_language(window: LanguageHost, code: str) -> str:
    """Store ``code`` (``system``, ``en``, ``ru``), install it now and rebuild the window's
    texts; returns the two-letter language in use."""
    options.write(window.settings, options.LANGUAGE, code)
    app = QCoreApplication.instance()
    language = install_translators(app, code, chosen=True) if app is not None else "en"
    rebuild_actions(window)
    return language


def rebuild_actions(window: LanguageHost) -> None:
    """Build the actions, menus and toolbars again in the language installed now; the parts
    that add their own actions to the menus (library, engines, teaching) put them back."""
    from qtgo.ui.window.actions import WindowActions

    old = window.acts
    coords, sound, full = old.coords.isChecked(), old.sound.isChecked(), old.full.isChecked()
    numbers, tool = window.scene.move_numbers, window.tool
    old.dispose()
    acts = window.acts = WindowActions(window)
    for action, on in ((acts.coords, coords), (acts.sound, sound)):
        action.setChecked(on)
    acts.full.blockSignals(True)
    acts.full.setChecked(full)
    acts.full.blockSignals(False)
    window.set_move_numbers(numbers)
    window.set_tool(tool)
    translate = QCoreApplication.translate  # in the window's own context, as when it built them
    for dock, title in (
        (window.players_dock, translate("MainWindow", "Players")),
        (window.score_dock, translate("MainWindow", "Count")),
        (window.tree_dock, translate("MainWindow", "Moves")),
        (window.comment_dock, translate("MainWindow", "Comment")),
    ):
        dock.setWindowTitle(title)
    # Each plugin retranslates its own texts and adds its actions again (one not built yet
    # is built later in the new language); the board look goes before the game tree.
    extensions.retranslate(window.widget)
    window.look.rebuild_menus()
    window.refresh_texts()
    window.look.reopen_shortcuts()
