"""One editor per option, chosen by its kind: a check box, a spin box with the option's
range, a list of its choices, a line of text. Each shows a value and gives one back; what
may be stored is the registry's to say (``options.check``), not the editor's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from qtgo.ui import options
from qtgo.ui.options import Kind, Option

__all__ = ["Editor", "spin_box"]


def spin_box(declared: Option, parent: QWidget | None = None) -> QSpinBox | QDoubleSpinBox:
    """A spin box over a number option's declared range, step and decimals: the one
    Preferences shows, and the one a window that offers the same setting at hand uses (so a
    value it lets through is one ``options.write`` stores)."""
    if declared.kind is Kind.INT:
        spin = QSpinBox(parent)
        spin.setRange(int(_bound(declared.minimum, -(2**31))), int(_bound(declared.maximum, 2**31 - 1)))
        spin.setSingleStep(max(1, int(declared.step)))
        return spin
    if declared.kind is not Kind.FLOAT:
        raise ValueError(f"{declared.key} is not a number option")
    real = QDoubleSpinBox(parent)
    real.setDecimals(declared.decimals)
    real.setRange(_bound(declared.minimum, -1e9), _bound(declared.maximum, 1e9))
    real.setSingleStep(declared.step)
    return real


class Editor:
    """The widget for one option, and its value as the option's kind."""

    def __init__(self, declared: Option, settings: QSettings, parent: QWidget | None = None) -> None:
        self.option = declared
        self._settings = settings
        kind = declared.kind
        self.widget: QWidget
        if kind is Kind.BOOL:
            self.widget = QCheckBox(parent)
        elif kind in (Kind.INT, Kind.FLOAT):
            self.widget = spin_box(declared, parent)
        elif kind is Kind.CHOICE:
            combo = QComboBox(parent)
            # As wide as its longest choice, up to a point: a long engine name must not push
            # the dialog wider than an 800x600 screen.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(18)
            self.widget = combo
        else:
            self.widget = QLineEdit(parent)
        self.widget.setObjectName(f"option:{declared.key}")
        # Its texts come with its page's retranslate(), once (a choice's list may scan for engines).

    def title(self) -> str:
        return QCoreApplication.translate("Options", self.option.title)

    def retranslate(self) -> None:
        """Texts again in the language installed now (the value shown is kept)."""
        widget = self.widget
        widget.setAccessibleName(self.title())
        if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
            widget.setSuffix(QCoreApplication.translate("Options", self.option.unit) if self.option.unit else "")
            special = self.option.minimum_title
            widget.setSpecialValueText(QCoreApplication.translate("Options", special) if special else "")
        elif isinstance(widget, QCheckBox):
            widget.setText(self.title())
        elif isinstance(widget, QComboBox):
            shown = self.value() if widget.count() else self.option.default
            widget.clear()
            for value, title in options.choices(self.option, self._settings):
                widget.addItem(title, value)
            self.show(shown)

    def show(self, value: Any) -> None:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, (QSpinBox, QDoubleSpinBox)):
            widget.setValue(value)
        elif isinstance(widget, QComboBox):
            # A value the list no longer has (an engine removed) shows the option's default.
            index = widget.findData(value)
            widget.setCurrentIndex(index if index >= 0 else max(0, widget.findData(self.option.default)))
        elif isinstance(widget, QLineEdit):
            widget.setText(str(value))

    def value(self) -> Any:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
            return widget.value()
        if isinstance(widget, QComboBox):
            data = widget.currentData()
            return self.option.default if data is None else str(data)
        assert isinstance(widget, QLineEdit)
        return widget.text()


def _bound(value: float | None, otherwise: float) -> float:
    return otherwise if value is None else value
