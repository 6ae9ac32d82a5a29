"""Who plays Black and who plays White: a person, or one of the configured engines at a
level (GNU Go) or a number of visits (KataGo, Leela Zero), or at a rank: the level or visits
the calibration (``engine.strength``) says play like that rank, and, for a KataGo with a
human-style network, human-like play of that rank. For the New game dialog."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from qtgo.engine.seats import Seat, Seats, StrengthKind, calibrated_kind, can_play_like_a_human, strength_kind
from qtgo.engine.strength import Fit, at_least, rank_of_setting, setting_for_rank, strength_to_rank
from qtgo.rules import Color
from qtgo.rules.handicap_advice import Rank
from qtgo.ui.engine.engines_dialog import EngineEntry

#: The ranks offered, weakest first: those KataGo's human profiles know (20k to 9d).
RANKS = tuple([f"{n}k" for n in range(20, 0, -1)] + [f"{n}d" for n in range(1, 10)])


class SeatsEditor(QWidget):
    """Signals: ``changed()`` whenever a choice changes; read the choice with ``seats()``."""

    changed = Signal()

    def __init__(self, engines: list[EngineEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.engines = list(engines)
        self.players: dict[Color, QComboBox] = {}
        self.strengths: dict[Color, QSpinBox] = {}
        self.ranks: dict[Color, QComboBox] = {}
        self.human: dict[Color, QCheckBox] = {}
        self.notes: dict[Color, QLabel] = {}
        form = QFormLayout(self)
        for color, label in ((Color.BLACK, self.tr("Black")), (Color.WHITE, self.tr("White"))):
            combo = QComboBox()
            combo.addItem(self.tr("Person"))
            for entry in self.engines:
                combo.addItem(entry.name)
            spin = QSpinBox()
            spin.setEnabled(False)
            rank = QComboBox()
            rank.addItem(self.tr("By rank…"))
            rank.addItems(list(RANKS))
            rank.setEnabled(False)
            rank.setToolTip(self.tr("Set the strength to what plays like a player of this rank"))
            human = QCheckBox(self.tr("Play like a human"))
            human.setEnabled(False)
            note = QLabel()
            note.setWordWrap(True)
            combo.currentIndexChanged.connect(lambda _i, c=color: self._update(c))
            spin.valueChanged.connect(lambda _v, c=color: self._strength_changed(c))
            rank.currentIndexChanged.connect(lambda _i, c=color: self._rank_chosen(c))
            human.toggled.connect(lambda _on, c=color: self._strength_changed(c))
            # Named for a screen reader here: the form's row holds two rows of its own.
            combo.setAccessibleName(self.tr("{side}: player").format(side=label))
            spin.setAccessibleName(self.tr("{side}: strength").format(side=label))
            rank.setAccessibleName(self.tr("{side}: strength by rank").format(side=label))
            row = QHBoxLayout()
            row.addWidget(combo, 1)
            row.addWidget(spin)
            row.addWidget(rank)
            below = QHBoxLayout()
            below.addWidget(human)
            below.addWidget(note, 1)
            rows = QVBoxLayout()
            rows.addLayout(row)
            rows.addLayout(below)
            form.addRow(label, rows)
            self.players[color] = combo
            self.strengths[color] = spin
            self.ranks[color] = rank
            self.human[color] = human
            self.notes[color] = note

    def _entry(self, color: Color) -> EngineEntry | None:
        index = self.players[color].currentIndex()
        return self.engines[index - 1] if index > 0 else None

    def _calibrated(self, color: Color) -> str:
        """The strength kind the calibration knows for this seat's engine (NONE: none)."""
        entry = self._entry(color)
        return StrengthKind.NONE if entry is None else calibrated_kind(entry.command)

    def _update(self, color: Color) -> None:
        entry = self._entry(color)
        spin = self.strengths[color]
        kind = strength_kind(entry.command) if entry is not None else StrengthKind.NONE
        spin.setEnabled(kind != StrengthKind.NONE)
        spin.blockSignals(True)
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
        spin.blockSignals(False)
        rank = self.ranks[color]
        rank.blockSignals(True)
        rank.setCurrentIndex(0)
        rank.blockSignals(False)
        rank.setEnabled(self._calibrated(color) != StrengthKind.NONE)
        human = self.human[color]
        human.blockSignals(True)
        human.setChecked(False)
        human.blockSignals(False)
        self._strength_changed(color)

    def _rank_chosen(self, color: Color) -> None:
        """A rank picked: the level or visits the calibration gives it."""
        kind = self._calibrated(color)
        rank = self._rank(color)
        if rank is not None and kind != StrengthKind.NONE:
            choice = setting_for_rank(rank, kind)
            spin = self.strengths[color]
            spin.blockSignals(True)
            spin.setValue(choice.setting)
            spin.blockSignals(False)
        self._strength_changed(color)

    def _rank(self, color: Color) -> Rank | None:
        index = self.ranks[color].currentIndex()
        return Rank.parse(RANKS[index - 1]) if index > 0 else None

    def _strength_changed(self, color: Color) -> None:
        """Say what the seat plays like, and which options it has."""
        entry = self._entry(color)
        human = self.human[color]
        humanly = entry is not None and can_play_like_a_human(entry.command)
        human.setEnabled(humanly and self._rank(color) is not None)
        if entry is not None and not humanly and strength_kind(entry.command) == StrengthKind.VISITS:
            human.setToolTip(
                self.tr(
                    "Needs KataGo's human-style network (b18c384nbt-humanv0.bin.gz, from KataGo's releases): "
                    "add -human-model FILE to the engine's command line in Engine ▸ Engines…"
                )
            )
        else:
            human.setToolTip(self.tr("KataGo picks its moves as a human of the chosen rank would"))
        self.notes[color].setText(self._note(color))
        self.changed.emit()

    def _note(self, color: Color) -> str:
        kind = self._calibrated(color)
        rank = self._rank(color)
        if self.human[color].isChecked() and rank is not None:
            return self.tr("plays like a human {0}").format(self._rank_text(rank))
        if kind == StrengthKind.NONE:
            return ""
        spin = self.strengths[color]
        plays = strength_to_rank(rank_of_setting(kind, spin.value()))
        text = self.tr("plays about {0} (measured on 9×9)").format(self._rank_text(plays))
        if at_least(kind, spin.value()):
            text = self.tr("plays at least as {0} (measured on 9×9)").format(self._rank_text(plays))
        if rank is not None:
            fit = setting_for_rank(rank, kind).fit
            if fit is Fit.WEAKEST:
                text = self.tr("its weakest setting plays about {0}").format(self._rank_text(plays))
            elif fit is Fit.STRONGEST:
                text = self.tr("its strongest calibrated setting plays about {0}").format(self._rank_text(plays))
        return text

    def set_player(self, color: Color, engine_name: str | None, strength: int | None = None) -> None:
        """Choose a person (None) or the engine of that name, at ``strength``."""
        names = [e.name for e in self.engines]
        self.players[color].setCurrentIndex(names.index(engine_name) + 1 if engine_name in names else 0)
        if strength is not None:
            self.strengths[color].setValue(strength)

    def set_rank(self, color: Color, rank: str | None, *, like_a_human: bool = False) -> None:
        """Choose the strength by ``rank`` ("12k", "2d"; None: by number again)."""
        self.ranks[color].setCurrentIndex(RANKS.index(rank) + 1 if rank in RANKS else 0)
        self.human[color].setChecked(like_a_human and self.human[color].isEnabled())

    def seat(self, color: Color) -> Seat:
        entry = self._entry(color)
        if entry is None:
            return Seat()
        spin = self.strengths[color]
        rank = self._rank(color)
        human = str(rank) if rank is not None and self.human[color].isChecked() else None
        return Seat(entry.command, entry.name, spin.value() if spin.isEnabled() else None, entry.folder, human)

    def seats(self) -> Seats:
        return Seats(self.seat(Color.BLACK), self.seat(Color.WHITE))

    def _rank_text(self, rank: Rank) -> str:
        """A rank as players write it, in the interface's language (5k, 2d; 5к, 2д)."""
        if rank.dan:
            return self.tr("{0}d").format(rank.number)
        return self.tr("{0}k").format(rank.number)
