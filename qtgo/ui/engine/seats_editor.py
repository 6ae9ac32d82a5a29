"""Who plays Black and who plays White: a person, or one of the configured engines at a
level (GNU Go) or a number of visits (KataGo, Leela Zero). For the New game dialog."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QSpinBox, QWidget

from qtgo.engine.seats import Seat, Seats, StrengthKind, strength_kind
from qtgo.rules import Color
from qtgo.ui.engine.engines_dialog import EngineEntry


class SeatsEditor(QWidget):
    """Signals: ``changed()`` whenever a choice changes; read the choice with ``seats()``."""

    changed = Signal()

    def __init__(self, engines: list[EngineEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.engines = list(engines)
        self.players: dict[Color, QComboBox] = {}
        self.strengths: dict[Color, QSpinBox] = {}
        form = QFormLayout(self)
        for color, label in ((Color.BLACK, self.tr("Black")), (Color.WHITE, self.tr("White"))):
            combo = QComboBox()
            combo.addItem(self.tr("Person"))
            for entry in self.engines:
                combo.addItem(entry.name)
            spin = QSpinBox()
            spin.setEnabled(False)
            combo.currentIndexChanged.connect(lambda _i, c=color: self._update(c))
            spin.valueChanged.connect(self.changed)
            row = QHBoxLayout()
            row.addWidget(combo, 1)
            row.addWidget(spin)
            form.addRow(label, row)
            self.players[color] = combo
            self.strengths[color] = spin

    def _entry(self, color: Color) -> EngineEntry | None:
        index = self.players[color].currentIndex()
        return self.engines[index - 1] if index > 0 else None

    def _update(self, color: Color) -> None:
        entry = self._entry(color)
        spin = self.strengths[color]
        kind = strength_kind(entry.command) if entry is not None else StrengthKind.NONE
        spin.setEnabled(kind != StrengthKind.NONE)
        if kind == StrengthKind.LEVEL:
            spin.setRange(1, 10)
            spin.setPrefix(self.tr("level "))
            spin.setValue(10)
        elif kind == StrengthKind.VISITS:
            spin.setRange(1, 100000)
            spin.setPrefix(self.tr("visits "))
            spin.setValue(400)
        else:
            spin.setPrefix("")
        self.changed.emit()

    def set_player(self, color: Color, engine_name: str | None, strength: int | None = None) -> None:
        """Choose a person (None) or the engine of that name, at ``strength``."""
        names = [e.name for e in self.engines]
        self.players[color].setCurrentIndex(names.index(engine_name) + 1 if engine_name in names else 0)
        if strength is not None:
            self.strengths[color].setValue(strength)

    def seat(self, color: Color) -> Seat:
        entry = self._entry(color)
        if entry is None:
            return Seat()
        spin = self.strengths[color]
        return Seat(entry.command, entry.name, spin.value() if spin.isEnabled() else None, entry.folder)

    def seats(self) -> Seats:
        return Seats(self.seat(Color.BLACK), self.seat(Color.WHITE))
