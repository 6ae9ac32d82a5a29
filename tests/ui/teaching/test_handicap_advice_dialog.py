"""The New game dialog's "Suggest…": the players' ranks give the handicap and komi."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.rules.handicap_advice import RankScale
from qtgo.ui.dialogs import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _new_game(qtbot, rules: str = "japanese") -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rules.setCurrentIndex(dialog.rules.findData(rules))
    return dialog


def _suggest(qtbot, dialog: NewGameDialog):
    qtbot.mouseClick(dialog.suggest_handicap, Qt.MouseButton.LeftButton)
    advice = dialog.suggest_handicap.advice_dialog
    assert advice is not None
    qtbot.waitExposed(advice)
    return advice


def test_suggest_reads_the_ranks_and_applies_stones_and_komi(qtbot, english) -> None:
    dialog = _new_game(qtbot, "chinese")
    qtbot.keyClicks(dialog.black_rank, "6k")
    qtbot.keyClicks(dialog.white_rank, "1d")
    advice = _suggest(qtbot, dialog)
    assert advice.advice_label.text() == (
        "6 stones apart: Black's player keeps Black with a handicap of 6, komi 0.5;"
        " White also gets 6 points at the count."
    )
    qtbot.mouseClick(advice.apply_button, Qt.MouseButton.LeftButton)
    assert (dialog.handicap.value(), dialog.komi.value()) == (6, 0.5)
    settings = dialog.settings()
    assert (settings.handicap, settings.komi) == (6, None)  # the advice is the rules' own: komi keeps following


def test_the_stronger_player_entered_as_black_is_swapped_to_white(qtbot, english) -> None:
    dialog = _new_game(qtbot, "new-zealand")
    dialog.black_name.setText("Teacher")
    dialog.white_name.setText("Student")
    qtbot.keyClicks(dialog.black_rank, "2d")
    qtbot.keyClicks(dialog.white_rank, "2k")
    advice = _suggest(qtbot, dialog)
    assert "White's player takes Black with a handicap of 3, komi 2.5" in advice.advice_label.text()
    qtbot.mouseClick(advice.apply_button, Qt.MouseButton.LeftButton)
    assert (dialog.black_name.text(), dialog.black_rank.text()) == ("Student", "2k")
    assert (dialog.white_name.text(), dialog.white_rank.text()) == ("Teacher", "2d")
    assert (dialog.handicap.value(), dialog.komi.value()) == (3, 2.5)


def test_a_bad_rank_says_how_to_type_one_and_applies_nothing(qtbot, english) -> None:
    dialog = _new_game(qtbot)
    advice = _suggest(qtbot, dialog)
    qtbot.keyClicks(advice.black_rank, "strong")
    qtbot.keyClicks(advice.white_rank, "3d")
    assert advice.advice_label.text() == "Type ranks like 5k or 3d (kyu 1 to 30, dan 1 to 9)."
    assert not advice.apply_button.isEnabled()
    advice.black_rank.setText("3d")
    advice.black_scale.setCurrentIndex(advice.black_scale.findData(RankScale.JAPANESE))
    assert advice.advice_label.text().startswith("One stone apart") is False
    assert "2 stones apart" in advice.advice_label.text()
    advice.reject()
    assert dialog.handicap.value() == 0


def test_the_advice_in_russian(qtbot, russian) -> None:
    dialog = _new_game(qtbot, "aga")
    qtbot.keyClicks(dialog.black_rank, "5k")
    qtbot.keyClicks(dialog.white_rank, "1d")
    advice = _suggest(qtbot, dialog)
    text = advice.advice_label.text()
    assert "фора 5" in text
    assert "коми 0,5" in text
    assert dialog.suggest_handicap.text() == "Предложить…"
