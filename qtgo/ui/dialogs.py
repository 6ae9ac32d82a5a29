"""The New game and Game info dialogs.

The dialogs only collect values: the New game dialog returns a ``NewGameSettings`` and
the Game info dialog a dict of SGF properties; the session checks and applies them.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine.seats import Seats
from qtgo.rules import HISTORICAL_PRESETS, PRESET_NAMES, CentreBonus, Color, CornerBonus, KoRule, Opening, Ruleset
from qtgo.rules.komi import default_komi
from qtgo.session import Assumed, NewGameSettings, Placement, SessionError
from qtgo.ui.engine.engines_dialog import found_on_path, load_engines
from qtgo.ui.engine.seats_editor import SeatsEditor
from qtgo.ui.fit import WrappedLabel
from qtgo.ui.messages import assumed_text, error_text, ko_phrase, rules_label, scoring_phrase
from qtgo.ui.numbers import show_number
from qtgo.ui.time_control_editor import TimeControlEditor

#: What the rules summary says about a historical rule set instead of the usual line.
HISTORICAL_NOTES = {
    "tibetan": QT_TRANSLATE_NOOP(
        "NewGameDialog",
        "Tibetan go, an old local variant of historical interest only: a 17 × 17 board with "
        "twelve stones on the third line before the first move, White moves first, no play on "
        "a point from which stones were removed with the previous move, area counting with "
        "points for the centre and the corners.",
    ),
}

# Tibetan go's bonus options (the accounts differ; RULES.md §3 and README).
CENTRE_CHOICES = [
    (QT_TRANSLATE_NOOP("NewGameDialog", "As the rules say"), None),
    (QT_TRANSLATE_NOOP("NewGameDialog", "5 points to the first stone on it"), CentreBonus.FIRST),
    (QT_TRANSLATE_NOOP("NewGameDialog", "5 points to its holder at the end"), CentreBonus.END),
    (QT_TRANSLATE_NOOP("NewGameDialog", "No centre points"), CentreBonus.NONE),
]
CORNER_CHOICES = [
    (QT_TRANSLATE_NOOP("NewGameDialog", "As the rules say"), None),
    (QT_TRANSLATE_NOOP("NewGameDialog", "−20 for each corner of one's own starting stone lost"), CornerBonus.PENALTY),
    (QT_TRANSLATE_NOOP("NewGameDialog", "+20 for holding all four corner points"), CornerBonus.ALL_CORNERS),
    (QT_TRANSLATE_NOOP("NewGameDialog", "No corner points"), CornerBonus.NONE),
]


SIZES = [
    ("19 × 19", 19, 19),
    ("13 × 13", 13, 13),
    ("9 × 9", 9, 9),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Other size…"), 0, 0),
]


class NewGameDialog(QDialog):
    """Collects a ``NewGameSettings``: size, rules, komi, handicap, players, clocks."""

    def __init__(self, parent: QWidget | None = None, settings: NewGameSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._komi_edited = False
        tabs = QTabWidget()

        # ---- game
        game = QWidget()
        form = QFormLayout(game)
        self.board_size = QComboBox()
        for label, width, height in SIZES:
            self.board_size.addItem(self.tr(str(label)), (width, height))
        self.width_spin = QSpinBox()
        self.width_spin.setRange(2, 52)
        self.height_spin = QSpinBox()
        self.height_spin.setRange(2, 52)
        size_row = QHBoxLayout()
        size_row.addWidget(self.board_size, 1)
        size_row.addWidget(self.width_spin)
        self.by_label = QLabel("×")
        size_row.addWidget(self.by_label)
        size_row.addWidget(self.height_spin)
        form.addRow(self.tr("Board"), size_row)
        self.rules = QComboBox()
        for name in PRESET_NAMES:
            if name not in HISTORICAL_PRESETS:
                self.rules.addItem(rules_label(name), name)
        # The historical rule sets come after a separator, apart from the common ones.
        self.rules.insertSeparator(self.rules.count())
        for name in HISTORICAL_PRESETS:
            self.rules.addItem(rules_label(name), name)
        form.addRow(self.tr("Rules"), self.rules)
        self.komi = QDoubleSpinBox()
        self.komi.setRange(-150, 150)
        self.komi.setSingleStep(0.5)
        self.komi.setDecimals(1)
        self.komi_source = QLabel()
        self.komi_source.setObjectName("komi_source")
        self.komi_reset = QPushButton(self.tr("Use the rules' komi"))
        self.komi_reset.setObjectName("komi_reset")
        komi_row = QHBoxLayout()
        komi_row.addWidget(self.komi)
        komi_row.addWidget(self.komi_source, 1)
        komi_row.addWidget(self.komi_reset)
        form.addRow(self.tr("Komi"), komi_row)
        self.handicap = QSpinBox()
        self.handicap.setRange(0, 9)
        self.handicap.setSpecialValueText(self.tr("none (even game)"))
        self.placement = QComboBox()
        self.placement.addItem(self.tr("Fixed (star points)"), Placement.FIXED)
        self.placement.addItem(self.tr("Free placement"), Placement.FREE)
        self.placement.addItem(self.tr("Tromp-Taylor (N black moves)"), Placement.TROMP_TAYLOR)
        handicap_row = QHBoxLayout()
        handicap_row.addWidget(self.handicap)
        handicap_row.addWidget(self.placement, 1)
        form.addRow(self.tr("Handicap"), handicap_row)
        self.ko = QComboBox()
        self.ko.addItem(self.tr("As the rules say"), None)
        self.ko.addItem(self.tr("Simple ko"), KoRule.SIMPLE)
        self.ko.addItem(self.tr("Positional superko"), KoRule.POSITIONAL)
        self.ko.addItem(self.tr("Situational superko"), KoRule.SITUATIONAL)
        form.addRow(self.tr("Ko"), self.ko)
        self.suicide = QComboBox()
        self.suicide.addItem(self.tr("As the rules say"), None)
        self.suicide.addItem(self.tr("Forbidden"), False)
        self.suicide.addItem(self.tr("Allowed (multi-stone)"), True)
        form.addRow(self.tr("Suicide"), self.suicide)
        self.centre_bonus = QComboBox()
        for centre_label, centre in CENTRE_CHOICES:
            self.centre_bonus.addItem(self.tr(str(centre_label)), centre)
        form.addRow(self.tr("Centre"), self.centre_bonus)
        self.corner_bonus = QComboBox()
        for corner_label, corner in CORNER_CHOICES:
            self.corner_bonus.addItem(self.tr(str(corner_label)), corner)
        form.addRow(self.tr("Corners"), self.corner_bonus)
        self._form = form
        self.undo_allowed = QCheckBox(self.tr("Allow undo by agreement (recorded in the game)"))
        self.undo_allowed.setChecked(True)
        form.addRow(self.undo_allowed)
        self.rules_summary = WrappedLabel()  # a historical rule set's note is four lines
        self.rules_summary.setStyleSheet("color: palette(placeholder-text);")
        form.addRow(self.rules_summary)
        tabs.addTab(game, self.tr("Game"))

        # ---- players
        players = QWidget()
        grid = QGridLayout(players)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Rank")), 0, 2)
        self.black_name = QLineEdit("Black")
        self.black_rank = QLineEdit()
        self.black_rank.setPlaceholderText(self.tr("e.g. 5k"))
        self.white_name = QLineEdit("White")
        self.white_rank = QLineEdit()
        self.white_rank.setPlaceholderText(self.tr("e.g. 2d"))
        grid.addWidget(QLabel("● " + self.tr("Black")), 1, 0)
        grid.addWidget(self.black_name, 1, 1)
        grid.addWidget(self.black_rank, 1, 2)
        grid.addWidget(QLabel("○ " + self.tr("White")), 2, 0)
        grid.addWidget(self.white_name, 2, 1)
        grid.addWidget(self.white_rank, 2, 2)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 1)
        # Either side may be a person or an engine (Engine > Engines… configures them).
        self.seats_editor = SeatsEditor(load_engines() or found_on_path())
        self.seats_editor.changed.connect(self._seats_changed)
        grid.addWidget(self.seats_editor, 3, 0, 1, 3)
        grid.setRowStretch(4, 1)
        tabs.addTab(players, self.tr("Players"))

        # ---- time
        time_tab = QWidget()
        time_layout = QHBoxLayout(time_tab)
        black_box = QGroupBox(self.tr("Black's clock"))
        QVBoxLayout(black_box).addWidget(black_editor := TimeControlEditor())
        self.black_time = black_editor
        white_box = QGroupBox(self.tr("White's clock"))
        white_layout = QVBoxLayout(white_box)
        self.same_time = QCheckBox(self.tr("Same as Black"))
        self.same_time.setChecked(True)
        self.white_time = TimeControlEditor()
        white_layout.addWidget(self.same_time)
        white_layout.addWidget(self.white_time)
        time_layout.addWidget(black_box)
        time_layout.addWidget(white_box)
        tabs.addTab(time_tab, self.tr("Time"))

        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(self.error)
        self.setMinimumWidth(480)
        # Never smaller than the contents (both clocks side by side need the room).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addWidget(buttons)

        self.board_size.currentIndexChanged.connect(self._size_chosen)
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.handicap.valueChanged.connect(self._handicap_changed)
        self.komi.valueChanged.connect(self._komi_touched)
        self.komi_reset.clicked.connect(self._follow_rules_komi)
        self.same_time.toggled.connect(self._same_time_toggled)
        for widget in (self.width_spin, self.height_spin, self.placement):
            signal = widget.valueChanged if isinstance(widget, QSpinBox) else widget.currentIndexChanged
            signal.connect(self._validate)
        self.black_time.changed.connect(self._validate)
        self.black_time.changed.connect(self._mirror_black_time)
        self.white_time.changed.connect(self._validate)
        self.set_settings(settings or NewGameSettings())

    def seats(self) -> Seats:
        """Who plays each colour: a person or an engine."""
        return self.seats_editor.seats()

    def _seats_changed(self) -> None:
        """An engine's seat is named after the engine."""
        for color, field in ((Color.BLACK, self.black_name), (Color.WHITE, self.white_name)):
            seat = self.seats_editor.seat(color)
            if seat.is_engine:
                field.setText(seat.name)

    # -------------------------------------------------------------- values
    def set_settings(self, settings: NewGameSettings) -> None:
        # Komi follows the rules and handicap unless these settings carry a komi of their own.
        self._komi_edited = settings.komi is not None
        index = next(
            (i for i, (_, w, h) in enumerate(SIZES) if (w, h) == (settings.width, settings.height)),
            len(SIZES) - 1,
        )
        self.width_spin.setValue(settings.width)
        self.height_spin.setValue(settings.height)
        self.board_size.setCurrentIndex(index)
        self._size_chosen()
        rules_index = self.rules.findData(Ruleset.preset(settings.rules).name)
        self.rules.setCurrentIndex(max(0, rules_index))
        self.handicap.setValue(settings.handicap)
        self.placement.setCurrentIndex(self.placement.findData(settings.placement))
        self.ko.setCurrentIndex(max(0, self.ko.findData(settings.ko)))
        self.suicide.setCurrentIndex(max(0, self.suicide.findData(settings.multi_stone_suicide)))
        self.centre_bonus.setCurrentIndex(max(0, self.centre_bonus.findData(settings.centre_bonus)))
        self.corner_bonus.setCurrentIndex(max(0, self.corner_bonus.findData(settings.corner_bonus)))
        self._set_komi(settings.effective_komi())
        # The default names ("Black", "White") show in the UI language; see settings().
        self.black_name.setText(self.tr("Black") if settings.black_name == "Black" else settings.black_name)
        self.white_name.setText(self.tr("White") if settings.white_name == "White" else settings.white_name)
        self.black_rank.setText(settings.black_rank)
        self.white_rank.setText(settings.white_rank)
        self.black_time.set_control(settings.black_time)
        self.same_time.setChecked(settings.white_time is None or settings.white_time == settings.black_time)
        self.white_time.set_control(settings.white_time or settings.black_time)
        self.white_time.setEnabled(not self.same_time.isChecked())
        self.undo_allowed.setChecked(settings.undo_allowed)
        self._rules_changed()

    def settings(self) -> NewGameSettings:
        """The settings shown; raises ``ValueError`` (e.g. ``SessionError``) when inconsistent."""
        black_time = self.black_time.control()
        white_time = black_time if self.same_time.isChecked() else self.white_time.control()
        return NewGameSettings(
            width=self.width_spin.value(),
            height=self.height_spin.value(),
            rules=self.rules.currentData(),
            ko=self.ko.currentData(),
            multi_stone_suicide=self.suicide.currentData(),
            centre_bonus=self.centre_bonus.currentData() if self._has_bonuses() else None,
            corner_bonus=self.corner_bonus.currentData() if self._has_bonuses() else None,
            komi=self.komi.value() if self._komi_edited else None,
            handicap=self.handicap.value(),
            placement=self.placement.currentData(),
            black_time=black_time,
            white_time=white_time,
            black_name=self._name(self.black_name, "Black"),
            white_name=self._name(self.white_name, "White"),
            black_rank=self.black_rank.text().strip(),
            white_rank=self.white_rank.text().strip(),
            undo_allowed=self.undo_allowed.isChecked(),
        )

    def _name(self, edit: QLineEdit, default: str) -> str:
        """The typed name; the translated default name is stored as the English one."""
        text = edit.text().strip()
        return default if not text or text == self.tr(default) else text

    # -------------------------------------------------------------- reactions
    def _size_chosen(self) -> None:
        width, height = self.board_size.currentData()
        custom = width == 0
        self.width_spin.setVisible(custom)
        self.height_spin.setVisible(custom)
        self.by_label.setVisible(custom)
        if not custom:
            self.width_spin.setValue(width)
            self.height_spin.setValue(height)
        self._validate()

    def _same_time_toggled(self, same: bool) -> None:
        """White's own clock starts from Black's setting (usually only one value differs)."""
        self.white_time.setEnabled(not same)
        if not same:
            # Black's values may be inconsistent: the error line says so already.
            with contextlib.suppress(ValueError):
                self.white_time.set_control(self.black_time.control())

    def _mirror_black_time(self) -> None:
        """With "Same as Black" ticked, White's greyed editor shows Black's clock, not its own."""
        if not self.same_time.isChecked():
            return
        try:
            control = self.black_time.control()
        except ValueError:
            return  # Black's values are inconsistent: the error line says so already
        self.white_time.blockSignals(True)
        self.white_time.set_control(control)
        self.white_time.blockSignals(False)

    def _set_komi(self, value: float) -> None:
        self.komi.blockSignals(True)
        self.komi.setValue(value)
        self.komi.blockSignals(False)

    def _komi_touched(self) -> None:
        """The user typed or stepped a komi: it is theirs from now on."""
        self._komi_edited = True
        self._show_komi_source()

    def _follow_rules_komi(self) -> None:
        self._komi_edited = False
        self._set_komi(self._default_komi())
        self._show_komi_source()
        self._validate()

    def _default_komi(self) -> float:
        return default_komi(self.rules.currentData(), self.handicap.value())

    def _has_bonuses(self) -> bool:
        """The chosen preset is one with Tibetan go's centre and corner points."""
        return Ruleset.preset(self.rules.currentData()).opening is Opening.TIBETAN

    def _follow(self) -> None:
        """Put the convention's komi in the box unless the user chose one."""
        if not self._komi_edited:
            self._set_komi(self._default_komi())
        self._show_komi_source()

    def _show_komi_source(self) -> None:
        rules = rules_label(self.rules.currentData())
        if self._komi_edited:
            text = self.tr("your own komi (the rules say {0})").format(show_number(self._default_komi()))
        elif self.handicap.value():
            text = self.tr("{0} rules with handicap").format(rules)
        else:
            text = self.tr("{0} rules, even game").format(rules)
        self.komi_source.setText(text)
        self.komi_reset.setVisible(self._komi_edited and self.komi.value() != self._default_komi())

    def _rules_changed(self) -> None:
        self._follow()
        name = self.rules.currentData()
        ruleset = Ruleset.preset(name)
        tibetan = ruleset.opening is Opening.TIBETAN
        self._form.setRowVisible(self.centre_bonus, tibetan)
        self._form.setRowVisible(self.corner_bonus, tibetan)
        if tibetan:
            # The preset's board and starting stones: 17 × 17, no handicap.
            self.board_size.setCurrentIndex(len(SIZES) - 1)
            self.width_spin.setValue(17)
            self.height_spin.setValue(17)
            self.handicap.setValue(0)
        self.handicap.setEnabled(not tibetan)
        self._show_summary()
        self._validate()

    def _show_summary(self) -> None:
        """The rule set in one line; its default komi is the one for the handicap chosen now
        (it went stale when only the handicap changed)."""
        name = self.rules.currentData()
        ruleset = Ruleset.preset(name)
        if name in HISTORICAL_NOTES:
            self.rules_summary.setText(self.tr(str(HISTORICAL_NOTES[name])))
            return
        suicide = (
            self.tr("multi-stone suicide allowed")
            if ruleset.multi_stone_suicide
            else self.tr("multi-stone suicide forbidden")
        )
        self.rules_summary.setText(
            self.tr("{0}, {1}, {2}, default komi {3}.").format(
                scoring_phrase(ruleset.scoring), ko_phrase(ruleset.ko), suicide, show_number(self._default_komi())
            )
        )

    def _handicap_changed(self, value: int) -> None:
        if value == 1:
            # One stone is no handicap in SGF terms: step over it.
            self.handicap.setValue(2 if self.handicap.property("last") in (0, None) else 0)
            return
        self.handicap.setProperty("last", value)
        self.placement.setEnabled(value > 0)
        self._follow()
        self._show_summary()
        self._validate()

    def _validate(self) -> None:
        try:
            settings = self.settings()
            if settings.handicap and settings.placement is Placement.FIXED:
                from qtgo.rules import fixed_handicap_points

                fixed_handicap_points(settings.width, settings.height, settings.handicap)
            message = ""
        except (SessionError, ValueError) as error:
            message = error_text(error)
        self.error.setText(message)
        self.error.setVisible(bool(message))
        self.ok_button.setEnabled(not message)


INFO_FIELDS = [
    ("PB", QT_TRANSLATE_NOOP("GameInfoDialog", "Black player")),
    ("BR", QT_TRANSLATE_NOOP("GameInfoDialog", "Black rank")),
    ("BT", QT_TRANSLATE_NOOP("GameInfoDialog", "Black team")),
    ("PW", QT_TRANSLATE_NOOP("GameInfoDialog", "White player")),
    ("WR", QT_TRANSLATE_NOOP("GameInfoDialog", "White rank")),
    ("WT", QT_TRANSLATE_NOOP("GameInfoDialog", "White team")),
    ("KM", QT_TRANSLATE_NOOP("GameInfoDialog", "Komi")),
    ("HA", QT_TRANSLATE_NOOP("GameInfoDialog", "Handicap")),
    ("RU", QT_TRANSLATE_NOOP("GameInfoDialog", "Rules")),
    ("RE", QT_TRANSLATE_NOOP("GameInfoDialog", "Result")),
    ("DT", QT_TRANSLATE_NOOP("GameInfoDialog", "Date")),
    ("EV", QT_TRANSLATE_NOOP("GameInfoDialog", "Event")),
    ("RO", QT_TRANSLATE_NOOP("GameInfoDialog", "Round")),
    ("PC", QT_TRANSLATE_NOOP("GameInfoDialog", "Place")),
    ("TM", QT_TRANSLATE_NOOP("GameInfoDialog", "Time (seconds)")),
    ("OT", QT_TRANSLATE_NOOP("GameInfoDialog", "Overtime")),
    ("GN", QT_TRANSLATE_NOOP("GameInfoDialog", "Game name")),
    ("SO", QT_TRANSLATE_NOOP("GameInfoDialog", "Source")),
    ("US", QT_TRANSLATE_NOOP("GameInfoDialog", "Recorded by")),
    ("AN", QT_TRANSLATE_NOOP("GameInfoDialog", "Annotations by")),
]


class GameInfoDialog(QDialog):
    """Edits the root's game-information properties; :meth:`values` gives the changes."""

    def __init__(
        self, info: dict[str, str], parent: QWidget | None = None, *, live: bool = False, assumed: Assumed | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game info"))
        self.live = live
        self._initial = dict(info)
        self.fields: dict[str, QLineEdit] = {}
        columns = QHBoxLayout()
        half = (len(INFO_FIELDS) + 1) // 2
        for chunk in (INFO_FIELDS[:half], INFO_FIELDS[half:]):
            form = QFormLayout()
            for key, label in chunk:
                edit = QLineEdit(info.get(key, ""))
                edit.setObjectName(key)
                self.fields[key] = edit
                form.addRow(self.tr(str(label)), edit)
            columns.addLayout(form)
        self.fields["HA"].setReadOnly(True)
        self.fields["HA"].setToolTip(self.tr("The handicap is part of the position: start a new game to change it"))
        if live:
            # Rules and komi decide the score of the game being played: fixed until it ends.
            for key in ("RU", "KM"):
                self.fields[key].setReadOnly(True)
                self.fields[key].setToolTip(self.tr("Fixed while the game is being played"))
        # What the record leaves unsaid and the game is played by: said, never written for it.
        assumed = assumed or Assumed()
        if assumed.rules is not None:
            self.fields["RU"].setPlaceholderText(self.tr("{0} (assumed)").format(rules_label(assumed.rules)))
        if assumed.komi is not None:
            self.fields["KM"].setPlaceholderText(self.tr("{0} (assumed)").format(show_number(assumed.komi)))
        self.assumed = WrappedLabel(assumed_text(assumed))
        self.assumed.setVisible(bool(assumed))
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.error.hide()
        self.comment = QPlainTextEdit(info.get("GC", ""))
        self.comment.setPlaceholderText(self.tr("Game comment (GC)"))
        self.comment.setMaximumHeight(90)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.assumed)
        layout.addWidget(QLabel(self.tr("Game comment")))
        layout.addWidget(self.comment)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def accept(self) -> None:
        """Keep the dialog (and what was typed) open while a value is unusable."""
        komi = self.fields["KM"].text().strip().replace(",", ".")
        if komi:
            try:
                float(komi)
            except ValueError:
                self.error.setText(self.tr("Komi must be a number, not {0}").format(komi))
                self.error.show()
                self.fields["KM"].setFocus()
                return
        super().accept()

    def values(self) -> dict[str, str]:
        """Only the properties that changed (empty string = remove)."""
        fixed = ("HA", "RU", "KM") if self.live else ("HA",)
        current = {key: edit.text().strip() for key, edit in self.fields.items() if key not in fixed}
        if current.get("KM"):
            current["KM"] = current["KM"].replace(",", ".")
        current["GC"] = self.comment.toPlainText().strip()
        return {key: value for key, value in current.items() if value != self._initial.get(key, "")}
