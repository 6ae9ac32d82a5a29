"""The New game dialog's "Suggest…" beside the handicap: two ranks in, stones and komi out.

The advice itself is ``qtgo.rules.handicap_advice``; this dialog only reads the ranks (from
the Players tab when they are filled in), shows the advice's line in the interface's
language, and on Apply sets the handicap and komi (and swaps the players when the one
entered as Black is the stronger).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.rules import Ruleset
from qtgo.rules.handicap_advice import (
    HandicapAdvice,
    HandicapAdviceError,
    HandicapAdviceErrorReason,
    Rank,
    RankScale,
    Seat,
    advise_handicap,
)
from qtgo.ui.fit import WrappedLabel
from qtgo.ui.numbers import show_number

if TYPE_CHECKING:
    from qtgo.ui.dialogs import NewGameDialog

#: lupdate reads the literal calls ``translate("HandicapAdvice", ...)``.
translate = QCoreApplication.translate

__all__ = ["HandicapAdviceDialog", "SuggestHandicapButton", "advice_text"]


def _scale_names() -> list[tuple[str, RankScale]]:
    return [
        (translate("HandicapAdvice", "European"), RankScale.EUROPEAN),
        (translate("HandicapAdvice", "AGA"), RankScale.AGA),
        (translate("HandicapAdvice", "Japanese"), RankScale.JAPANESE),
        (translate("HandicapAdvice", "Korean"), RankScale.KOREAN),
        (translate("HandicapAdvice", "Chinese"), RankScale.CHINESE),
    ]


def advice_text(advice: HandicapAdvice) -> str:
    """The advice in one translated line, built from its fields."""
    komi = show_number(advice.komi)
    if advice.black is Seat.NIGIRI:
        return translate("HandicapAdvice", "Equal strength: an even game, komi %1, colours by nigiri.").replace(
            "%1", komi
        )
    if advice.handicap == 0:
        text = (
            translate("HandicapAdvice", "One stone apart: Black's player keeps Black with no handicap, komi %1.")
            if advice.black is Seat.FIRST
            else translate("HandicapAdvice", "One stone apart: White's player takes Black with no handicap, komi %1.")
        )
        return text.replace("%1", komi)
    text = (
        translate("HandicapAdvice", "%1 stones apart: Black's player keeps Black with a handicap of %2, komi %3")
        if advice.black is Seat.FIRST
        else translate("HandicapAdvice", "%1 stones apart: White's player takes Black with a handicap of %2, komi %3")
    )
    text = text.replace("%1", str(advice.gap)).replace("%2", str(advice.handicap)).replace("%3", komi)
    if advice.capped:
        text += translate("HandicapAdvice", " (%1 is the most this board takes)").replace("%1", str(advice.handicap))
    if advice.compensation:
        text += translate("HandicapAdvice", "; White also gets %1 points at the count").replace(
            "%1", str(advice.compensation)
        )
    if advice.komi_for_area:
        text += translate("HandicapAdvice", "; the komi holds %1 points for the stones counted as area").replace(
            "%1", show_number(advice.komi_for_area)
        )
    return text + "."


def _error_text(error: HandicapAdviceError) -> str:
    if error.reason is HandicapAdviceErrorReason.BAD_BOARD:
        return translate("HandicapAdvice", "This board has no handicap points.")
    return translate("HandicapAdvice", "Type ranks like 5k or 3d (kyu 1 to 30, dan 1 to 9).")


class HandicapAdviceDialog(QDialog):
    """Two ranks, their scales, and the advice for the chosen rule set and board."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        black_rank: str,
        white_rank: str,
        ruleset: Ruleset,
        size: int,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HandicapAdvice", "Suggest a handicap"))
        self._ruleset = ruleset
        self._size = size
        self.advice: HandicapAdvice | None = None
        form = QFormLayout()
        self.black_rank = QLineEdit(black_rank)
        self.white_rank = QLineEdit(white_rank)
        self.black_scale = QComboBox()
        self.white_scale = QComboBox()
        for combo in (self.black_scale, self.white_scale):
            for label, scale in _scale_names():
                combo.addItem(label, scale)
        for label, edit, combo in (
            (translate("HandicapAdvice", "Black's rank"), self.black_rank, self.black_scale),
            (translate("HandicapAdvice", "White's rank"), self.white_rank, self.white_scale),
        ):
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(combo)
            form.addRow(label, row)
        self.advice_label = WrappedLabel()
        self.advice_label.setObjectName("advice")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.advice_label)
        layout.addWidget(self.buttons)
        for edit in (self.black_rank, self.white_rank):
            edit.textChanged.connect(self._update)
        for combo in (self.black_scale, self.white_scale):
            combo.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        try:
            first = Rank.parse(self.black_rank.text(), self.black_scale.currentData())
            second = Rank.parse(self.white_rank.text(), self.white_scale.currentData())
            self.advice = advise_handicap(first, second, self._ruleset, size=self._size)
            self.advice_label.setText(advice_text(self.advice))
        except HandicapAdviceError as error:
            self.advice = None
            self.advice_label.setText(_error_text(error))
        self.apply_button.setEnabled(self.advice is not None)


def _apply(dialog: NewGameDialog, advice: HandicapAdvice) -> None:
    if advice.black is Seat.SECOND:
        # The stronger player was entered as Black: swap names and ranks.
        for left, right in ((dialog.black_name, dialog.white_name), (dialog.black_rank, dialog.white_rank)):
            text = left.text()
            left.setText(right.text())
            right.setText(text)
    dialog.handicap.setValue(advice.handicap)
    if dialog.komi.value() != advice.komi:  # the rules' own komi keeps following the rules
        dialog.komi.setValue(advice.komi)


class SuggestHandicapButton(QPushButton):
    """The "Suggest…" button of the New game dialog's handicap row."""

    def __init__(self, dialog: NewGameDialog) -> None:
        super().__init__(translate("HandicapAdvice", "Suggest…"), dialog)
        self.setObjectName("suggest_handicap")
        self.setToolTip(translate("HandicapAdvice", "Propose the handicap and komi for the players' ranks"))
        self._dialog = dialog
        self.advice_dialog: HandicapAdviceDialog | None = None
        self.clicked.connect(self._suggest)

    def _suggest(self) -> None:
        dialog = self._dialog
        advice_dialog = HandicapAdviceDialog(
            dialog,
            black_rank=dialog.black_rank.text(),
            white_rank=dialog.white_rank.text(),
            ruleset=Ruleset.preset(dialog.rules.currentData()),
            size=min(dialog.width_spin.value(), dialog.height_spin.value()),
        )
        self.advice_dialog = advice_dialog
        advice_dialog.accepted.connect(self._accepted)
        advice_dialog.open()

    def _accepted(self) -> None:
        if self.advice_dialog is not None and self.advice_dialog.advice is not None:
            _apply(self._dialog, self.advice_dialog.advice)
