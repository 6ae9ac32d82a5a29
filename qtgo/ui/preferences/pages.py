"""A page of options, generated: one editor per option, its title beside it.

:func:`generated_pages` makes the registry's pages (one per ``options.PAGE_TITLES`` with options to
show); a feature may make an :class:`OptionsPage` of its own options and add it through
``WindowApi.add_settings_page``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QWidget

from qtgo.ui import options
from qtgo.ui.options import Option
from qtgo.ui.preferences.editors import Editor

__all__ = ["OptionsPage", "generated_pages"]


class OptionsPage(QWidget):
    """The editors of ``declared`` in a form (a :class:`~qtgo.ui.plugin_api.SettingsPage`)."""

    def __init__(
        self, title: Callable[[], str], declared: Sequence[Option], settings: QSettings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._title = title
        self.editors: dict[Option, Editor] = {}
        self._labels: dict[Option, QLabel] = {}
        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setVerticalSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for option in declared:
            editor = self.editors[option] = Editor(option, settings, self)
            if isinstance(editor.widget, QCheckBox):
                form.addRow(editor.widget)  # its title is its own text
            else:
                label = self._labels[option] = QLabel("", self)
                label.setBuddy(editor.widget)
                form.addRow(label, editor.widget)
        self.retranslate()  # the values are loaded by the dialog, as every page's are

    @property
    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return self._title()

    def editor(self, option: Option) -> Editor:
        return self.editors[option]

    def load(self, settings: QSettings) -> None:
        for option, editor in self.editors.items():
            editor.show(options.read(settings, option))

    def values(self) -> dict[Option, Any]:
        return {option: editor.value() for option, editor in self.editors.items()}

    def restore_defaults(self) -> None:
        for option, editor in self.editors.items():
            editor.show(option.default)

    def retranslate(self) -> None:
        for option, editor in self.editors.items():
            editor.retranslate()
            label = self._labels.get(option)
            if label is not None:
                label.setText(f"{editor.title()}:")

    def changeEvent(self, event: QEvent) -> None:
        """Follow a language switch made while the dialog is open (Apply)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


def page_title(page: str) -> str:
    return QCoreApplication.translate("Options", options.PAGE_TITLES[page])


def generated_pages(settings: QSettings, parent: QWidget | None = None) -> list[OptionsPage]:
    """A page for each area of the registry that has options to show, in the areas' order."""
    made = []
    for page in options.PAGE_TITLES:
        shown = options.shown(page)
        if shown:
            made.append(OptionsPage(partial(page_title, page), shown, settings, parent))
    return made
