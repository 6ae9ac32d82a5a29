"""A compact editor for one side's ``TimeControl`` (used twice by the New game dialog)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QSpinBox,
    QWidget,
)

from qtgo.clock import TimeControl, TimeSystem

#: The time systems' names, translated where shown (context ``TimeControlEditor``).
SYSTEM_LABELS = {
    TimeSystem.NONE: QT_TRANSLATE_NOOP("TimeControlEditor", "No time limit"),
    TimeSystem.ABSOLUTE: QT_TRANSLATE_NOOP("TimeControlEditor", "Absolute"),
    TimeSystem.BYO_YOMI: QT_TRANSLATE_NOOP("TimeControlEditor", "Japanese byo-yomi"),
    TimeSystem.CANADIAN: QT_TRANSLATE_NOOP("TimeControlEditor", "Canadian overtime"),
    TimeSystem.FISCHER: QT_TRANSLATE_NOOP("TimeControlEditor", "Fischer (increment)"),
    TimeSystem.ING: QT_TRANSLATE_NOOP("TimeControlEditor", "Ing (penalty points)"),
    TimeSystem.HOURGLASS: QT_TRANSLATE_NOOP("TimeControlEditor", "Hourglass"),
}

# Which fields each system uses; the others are hidden so the form stays short.
_FIELDS = {
    TimeSystem.NONE: (),
    TimeSystem.ABSOLUTE: ("main",),
    TimeSystem.BYO_YOMI: ("main", "periods", "period"),
    TimeSystem.CANADIAN: ("main", "stones", "period"),
    TimeSystem.FISCHER: ("main", "increment", "cap"),
    TimeSystem.ING: ("main", "periods", "period", "penalty"),
    TimeSystem.HOURGLASS: ("main",),
}


class TimeControlEditor(QWidget):
    """Edits one ``TimeControl``; minutes and seconds for main time, seconds for periods.

    Signals:
        changed(): any value changed.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.system = QComboBox()
        for system, label in SYSTEM_LABELS.items():
            self.system.addItem(self.tr(str(label)), system)
        # As wide as the longest name ("Ing (penalty points)"), never cut off.
        self.system.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        minutes = self.tr(" min")
        seconds = self.tr(" s")
        # Main time in minutes and seconds: serious games take hours, blitz 30 seconds.
        self.main = _spin(0, 600, minutes, 10)
        self.main_seconds = _spin(0, 59, seconds, 0)
        self.main_row = QWidget()
        main_layout = QHBoxLayout(self.main_row)
        main_layout.setContentsMargins(0, 0, 0, 0)
        main_layout.addWidget(self.main, 1)
        main_layout.addWidget(self.main_seconds, 1)
        self.periods = _spin(1, 99, "", 5)
        self.period = _spin(1, 3600, seconds, 30)
        self.stones = _spin(1, 99, self._stones_suffix(25), 25)
        # The word follows the number (1 stone, 2 stones; in Russian three forms).
        self.stones.valueChanged.connect(lambda n: self.stones.setSuffix(self._stones_suffix(n)))
        self.increment = _spin(1, 600, seconds, 10)
        self.cap = _spin(0, 600, minutes, 0)
        self.cap.setSpecialValueText(self.tr("no cap"))
        self.penalty = QDoubleSpinBox()
        self.penalty.setRange(0, 50)
        self.penalty.setSingleStep(1)
        self.penalty.setValue(2)
        self.penalty.setSuffix(self.tr(" points"))
        self.lose_on_time = QCheckBox(self.tr("Running out of time loses the game"))
        self.lose_on_time.setChecked(True)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(self.tr("System"), self.system)
        self.form.addRow(self.tr("Main time"), self.main_row)
        self.form.addRow(self.tr("Periods"), self.periods)
        self.form.addRow(self.tr("Period"), self.period)
        self.form.addRow(self.tr("Stones per period"), self.stones)
        self.form.addRow(self.tr("Increment"), self.increment)
        self.form.addRow(self.tr("Cap"), self.cap)
        self.form.addRow(self.tr("Price per period"), self.penalty)
        self.form.addRow(self.lose_on_time)
        self.system.currentIndexChanged.connect(self._update_fields)
        for widget in (
            self.main,
            self.main_seconds,
            self.periods,
            self.period,
            self.stones,
            self.increment,
            self.cap,
            self.penalty,
        ):
            widget.valueChanged.connect(self.changed)
        self.lose_on_time.toggled.connect(self.changed)
        # Wide enough for every row (some are hidden now), so choosing a system that shows
        # more rows never cuts labels short in a dialog already on screen.
        self.setMinimumWidth(self.form.sizeHint().width())
        self._update_fields()

    def _stones_suffix(self, n: int) -> str:
        return self.tr(" stones", "", n)

    def _update_fields(self) -> None:
        used = _FIELDS[self.system.currentData()]
        for name in ("main", "periods", "period", "stones", "increment", "cap", "penalty"):
            widget = self.main_row if name == "main" else getattr(self, name)
            self.form.setRowVisible(widget, name in used)
        self.form.setRowVisible(self.lose_on_time, self.system.currentData() is not TimeSystem.NONE)
        self.changed.emit()

    def control(self) -> TimeControl:
        """The settings shown (raises ``TimeControlError``, a ``ValueError``, when inconsistent)."""
        system: TimeSystem = self.system.currentData()
        if system is TimeSystem.NONE:
            return TimeControl.none()
        main = self.main.value() * 60.0 + self.main_seconds.value()
        lose = self.lose_on_time.isChecked()
        if system is TimeSystem.ABSOLUTE:
            return TimeControl.absolute(main, lose_on_time=lose)
        if system is TimeSystem.BYO_YOMI:
            return TimeControl.byo_yomi(main, self.periods.value(), float(self.period.value()), lose_on_time=lose)
        if system is TimeSystem.CANADIAN:
            return TimeControl.canadian(main, self.stones.value(), float(self.period.value()), lose_on_time=lose)
        if system is TimeSystem.FISCHER:
            return TimeControl.fischer(main, float(self.increment.value()), self.cap.value() * 60.0, lose_on_time=lose)
        if system is TimeSystem.ING:
            return TimeControl(
                TimeSystem.ING,
                main=main,
                period=float(self.period.value()),
                periods=self.periods.value(),
                penalty_points=self.penalty.value(),
                lose_on_time=lose,
            )
        return TimeControl.hourglass(main, lose_on_time=lose)

    def set_control(self, control: TimeControl) -> None:
        self.system.setCurrentIndex(self.system.findData(control.system))
        if control.main:
            minutes, seconds = divmod(round(control.main), 60)
            self.main.setValue(minutes)
            self.main_seconds.setValue(seconds)
        elif control.system is not TimeSystem.NONE:
            self.main.setValue(0)
            self.main_seconds.setValue(0)
        if control.periods:
            self.periods.setValue(control.periods)
        if control.period:
            self.period.setValue(round(control.period))
        if control.stones:
            self.stones.setValue(control.stones)
        if control.increment:
            self.increment.setValue(round(control.increment))
        self.cap.setValue(round(control.cap / 60))
        if control.penalty_points:
            self.penalty.setValue(control.penalty_points)
        self.lose_on_time.setChecked(control.lose_on_time)


def _spin(low: int, high: int, suffix: str, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setSuffix(suffix)
    spin.setValue(value)
    return spin
