"""The Preferences dialog: the pages in a list beside them, OK, Cancel, Apply and Restore
defaults.

Nothing is stored until OK or Apply, and then all or nothing: every page's values are
checked against the registry first (``options.check``); a value that may not be stored is
named in a bar above the buttons, its page shown and its editor focused, and no setting
changes. What did change is stored and announced on ``options.changes()``, which the
window and its plugins follow (the language, the board's look, sound...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from qtgo.ui import options
from qtgo.ui.fit import fit_to_screen
from qtgo.ui.message_bar import MessageBar
from qtgo.ui.options import Option, OptionError, OptionProblem
from qtgo.ui.preferences.pages import OptionsPage, generated_pages

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import PageFactory, SettingsPage

__all__ = ["PreferencesDialog"]

Buttons = QDialogButtonBox.StandardButton


class PreferencesDialog(QDialog):
    """Every shown option of the registry, a page per area, and the pages plugins add."""

    def __init__(self, settings: QSettings, extra: Sequence[PageFactory] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences")
        self.settings = settings
        self.pages: list[SettingsPage] = [*generated_pages(settings, self), *(make(self) for make in extra)]
        self.list = QListWidget()
        self.list.setObjectName("preferences_pages")
        self.list.setSpacing(3)
        self.stack = QStackedWidget()
        for page in self.pages:
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setWidget(page.widget)
            self.stack.addWidget(area)
            self.list.addItem("")
            page.load(settings)
        self.list.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.problem = MessageBar(self)
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            Buttons.Ok | Buttons.Cancel | Buttons.Apply | Buttons.RestoreDefaults, Qt.Orientation.Horizontal
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)
        columns = QHBoxLayout()
        columns.addWidget(self.list)
        columns.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.list.setCurrentRow(0)
        fit_to_screen(self, 760, 480)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        for row, page in enumerate(self.pages):
            item = self.list.item(row)
            if item is not None:
                item.setText(page.title())
        restore = self.buttons.button(Buttons.RestoreDefaults)
        if restore is not None:
            restore.setToolTip(self.tr("Show this page's defaults (stored by OK or Apply)"))
        # The list as wide as its longest title, the pages take the rest.
        self.list.setFixedWidth(self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 24)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # ------------------------------------------------------------------ buttons
    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role == Buttons.Apply:
            self.apply()
        elif role == Buttons.RestoreDefaults:
            self.restore_defaults()

    def restore_defaults(self) -> None:
        """The page shown gets its options' defaults; nothing is stored yet."""
        self.pages[max(0, self.list.currentRow())].restore_defaults()

    def accept(self) -> None:
        if self.apply():
            super().accept()

    def apply(self) -> bool:
        """Store every page's values, or none of them when one may not be stored (and say why)."""
        pending: list[tuple[int, Option, Any]] = [
            (index, option, value) for index, page in enumerate(self.pages) for option, value in page.values().items()
        ]
        for index, option, value in pending:
            try:
                options.check(option, value)
            except OptionError as error:
                self._refuse(index, option, error.reason)
                return False
        self.problem.dismiss()
        changed = [option for _, option, value in pending if options.read(self.settings, option) != value]
        values = {option: value for _, option, value in pending}
        for option in changed:
            options.write(self.settings, option, values[option])
        self.settings.sync()
        announce = options.changes().changed
        for option in changed:
            announce.emit(option.key, values[option])
        return True

    def _refuse(self, index: int, option: Option, reason: OptionProblem) -> None:
        self.list.setCurrentRow(index)
        page = self.pages[index]
        if isinstance(page, OptionsPage) and option in page.editors:
            page.editor(option).widget.setFocus()
        title = QCoreApplication.translate("Options", option.title) if option.title else option.key
        self.problem.show_message(
            self.tr("“%1”: %2. Nothing was changed.").replace("%1", title).replace("%2", self._why(option, reason))
        )

    def _why(self, option: Option, reason: OptionProblem) -> str:
        if reason is OptionProblem.OUT_OF_RANGE:
            locale = QLocale()
            locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)  # as the spin boxes show them
            unit = QCoreApplication.translate("Options", option.unit) if option.unit else ""
            low, high = (
                locale.toString(float(bound), "g", 6) + unit for bound in (option.minimum or 0, option.maximum or 0)
            )
            return self.tr("it must be from %1 to %2").replace("%1", low).replace("%2", high)
        if reason is OptionProblem.NOT_A_CHOICE:
            return self.tr("it is none of the values offered")
        return self.tr("it is not a value of the right kind")
