"""Edit ▸ Preferences… as a window plugin (``qtgo.ui.extensions``), built after the first
paint; the dialog's module is imported when it is first opened.

The shortcut is the platform's own (``QKeySequence.Preferences``: Ctrl+, on macOS,
Ctrl+Shift+, on KDE), else Ctrl+, where the platform has none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi
    from qtgo.ui.preferences.dialog import PreferencesDialog

#: lupdate reads the literal calls ``translate("Preferences", ...)``.
translate = QCoreApplication.translate

__all__ = ["PreferencesPlugin", "preferences_keys"]


def preferences_keys() -> list[QKeySequence]:
    """The platform's Preferences keys, else Ctrl+, (GNOME and Windows have none)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    return keys or [QKeySequence("Ctrl+,")]


class PreferencesPlugin:
    """The Edit menu's last entry; opens a window-modal :class:`PreferencesDialog`."""

    def __init__(self, api: WindowApi) -> None:
        self.api = api
        self.dialog: PreferencesDialog | None = None
        self.action = QAction(api.widget)
        self.action.setObjectName("preferences")
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.setShortcuts(preferences_keys())
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.open)
        api.widget.addAction(self.action)
        self._add()

    def _add(self) -> None:
        self.action.setText(translate("Preferences", "&Preferences…"))
        self.action.setStatusTip(
            translate("Preferences", "Language, board, sound, engines: every setting in one place")
        )
        edit = self.api.menu("edit")
        edit.addSeparator()
        edit.addAction(self.action)

    def open(self) -> PreferencesDialog:
        """Show the dialog (window-modal, so the clocks hold while it is open); returns it."""
        from qtgo.ui.preferences.dialog import PreferencesDialog

        if self.dialog is not None:
            self.dialog.close()
        dialog = self.dialog = PreferencesDialog(self.api.settings, self.api.settings_pages(), self.api.widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._gone)
        dialog.open()
        return dialog

    def _gone(self) -> None:
        self.dialog = None

    def retranslate(self) -> None:
        """The window's menus were built again: the entry goes back into the new Edit menu."""
        self._add()

    def shutdown(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
