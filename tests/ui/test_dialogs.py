"""The New game dialog: komi follows the rules and the handicap until the user types one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.session import NewGameSettings
from qtgo.ui.dialogs import NewGameDialog

# The offscreen platform warns when a dialog is shown; it is not the dialog's fault.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _dialog(qtbot, settings: NewGameSettings | None = None) -> NewGameDialog:
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _choose(dialog: NewGameDialog, rules: str) -> None:
    dialog.rules.setCurrentIndex(dialog.rules.findData(rules))


def test_komi_follows_the_preset_both_ways(qtbot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.komi.value() == 6.5
    _choose(dialog, "chinese")
    assert dialog.komi.value() == 7.5
    _choose(dialog, "aga")
    _choose(dialog, "japanese")
    assert dialog.komi.value() == 6.5
    assert "even game" in dialog.komi_source.text()
    assert dialog.settings().komi is None


def test_komi_follows_the_handicap(qtbot) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog, "chinese")
    dialog.handicap.setValue(9)
    assert dialog.komi.value() == 0.5
    assert "handicap" in dialog.komi_source.text()
    dialog.handicap.setValue(0)
    assert dialog.komi.value() == 7.5


def test_a_typed_komi_stays_and_the_dialog_says_so(qtbot) -> None:
    dialog = _dialog(qtbot)
    dialog.komi.lineEdit().selectAll()
    qtbot.keyClicks(dialog.komi.lineEdit(), "5")
    qtbot.keyClick(dialog.komi.lineEdit(), Qt.Key.Key_Tab)
    assert dialog.komi.value() == 5.0
    _choose(dialog, "chinese")
    dialog.handicap.setValue(4)
    assert dialog.komi.value() == 5.0
    assert dialog.settings().komi == 5.0
    assert "your own" in dialog.komi_source.text()
    assert dialog.komi_reset.isVisible()
    qtbot.mouseClick(dialog.komi_reset, Qt.MouseButton.LeftButton)
    assert dialog.komi.value() == 0.5
    assert dialog.settings().komi is None


def test_remembered_settings_without_own_komi_still_follow(qtbot) -> None:
    dialog = _dialog(qtbot, NewGameSettings(rules="japanese"))
    again = _dialog(qtbot, dialog.settings())
    _choose(again, "chinese")
    assert again.komi.value() == 7.5
    own = _dialog(qtbot, NewGameSettings(rules="chinese", komi=5.5))
    _choose(own, "japanese")
    assert own.komi.value() == 5.5


def test_same_as_black_shows_blacks_clock_in_whites_greyed_editor(qtbot) -> None:
    from qtgo.clock import TimeSystem

    dialog = _dialog(qtbot)
    assert dialog.same_time.isChecked()
    editor = dialog.black_time
    editor.system.setCurrentIndex(editor.system.findData(TimeSystem.BYO_YOMI))
    editor.periods.setValue(5)
    assert not dialog.white_time.isEnabled()
    assert dialog.white_time.system.currentData() is TimeSystem.BYO_YOMI
    assert dialog.white_time.control() == editor.control()
    assert dialog.white_time.system.currentText() == editor.system.currentText()
