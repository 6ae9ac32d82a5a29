"""The New game dialog: komi follows the rules and the handicap until the user types one;
Tibetan go is offered apart from the common rule sets, with its options; the time tab fits
and remembers. The game information dialog: fixed rules in a live game, a bad komi kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.clock import TimeControl
from qtgo.rules import CentreBonus, CornerBonus, Ruleset
from qtgo.session import NewGameSettings
from qtgo.ui.dialogs import NewGameDialog
from qtgo.ui.window import MainWindow

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


def test_the_rules_summary_names_the_komi_for_the_handicap_chosen(qtbot) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog, "aga")
    assert dialog.rules_summary.text().endswith("default komi 7.5.")
    dialog.handicap.setValue(4)  # the handicap changed after the rules: the line follows
    assert dialog.komi.value() == 0.5
    assert dialog.rules_summary.text().endswith("default komi 0.5.")
    dialog.handicap.setValue(0)
    assert dialog.rules_summary.text().endswith("default komi 7.5.")


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


def test_tibetan_preset_comes_after_the_common_rule_sets(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    names = [dialog.rules.itemData(i) for i in range(dialog.rules.count())]
    tibetan = names.index("tibetan")
    assert names[tibetan - 1] is None  # the separator before the historical rule sets
    assert names[: tibetan - 1] == ["japanese", "korean", "igs", "chinese", "aga", "new-zealand", "ing", "tromp-taylor"]
    assert dialog.rules.itemText(tibetan) == "Tibetan (historical)"


def test_choosing_tibetan_sets_the_board_explains_and_offers_the_bonuses(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.centre_bonus.isHidden() and dialog.corner_bonus.isHidden()
    dialog.rules.setCurrentIndex(dialog.rules.findData("tibetan"))
    assert not dialog.centre_bonus.isHidden() and not dialog.corner_bonus.isHidden()
    assert "historical interest" in dialog.rules_summary.text()
    assert "White moves first" in dialog.rules_summary.text()
    assert not dialog.handicap.isEnabled()
    settings = dialog.settings()
    assert (settings.width, settings.height, settings.rules, settings.handicap) == (17, 17, "tibetan", 0)
    assert settings.effective_komi() == 0  # the preset's own komi, followed until one is typed
    assert settings.ruleset() == Ruleset.preset("tibetan")
    dialog.centre_bonus.setCurrentIndex(dialog.centre_bonus.findData(CentreBonus.END))
    dialog.corner_bonus.setCurrentIndex(dialog.corner_bonus.findData(CornerBonus.NONE))
    ruleset = dialog.settings().ruleset()
    assert (ruleset.centre_bonus, ruleset.corner_bonus) == (CentreBonus.END, CornerBonus.NONE)
    assert dialog.ok_button.isEnabled()


def test_other_rules_hide_the_bonuses_and_send_none(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("tibetan"))
    dialog.rules.setCurrentIndex(dialog.rules.findData("chinese"))
    assert dialog.centre_bonus.isHidden()
    assert dialog.handicap.isEnabled()
    settings = dialog.settings()
    assert settings.centre_bonus is None and settings.corner_bonus is None


def test_settings_with_tibetan_options_are_shown_again(qtbot) -> None:
    given = NewGameSettings(width=17, height=17, rules="tibetan", corner_bonus=CornerBonus.ALL_CORNERS)
    dialog = NewGameDialog(None, given)
    qtbot.addWidget(dialog)
    assert dialog.rules.currentData() == "tibetan"
    assert dialog.corner_bonus.currentData() is CornerBonus.ALL_CORNERS
    assert dialog.centre_bonus.currentData() is None
    assert dialog.settings().ruleset().corner_bonus is CornerBonus.ALL_CORNERS


def test_tibetan_preset_in_russian(qtbot, qapp, monkeypatch) -> None:
    from qtgo.ui import i18n

    monkeypatch.setenv("QTGO_LANG", "ru")
    assert i18n.install_translators(qapp) == "ru"
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.rules.setCurrentIndex(dialog.rules.findData("tibetan"))
        assert dialog.rules.currentText() == "Тибетские (исторические)"
        assert "первыми ходят белые" in dialog.rules_summary.text()
        assert dialog.corner_bonus.itemText(1).startswith("−20 за")
    finally:
        monkeypatch.setenv("QTGO_LANG", "en")
        assert i18n.install_translators(qapp) == "en"


# ---- the time tab
def test_time_tab_fits_and_takes_seconds(qtbot) -> None:
    from qtgo.clock import TimeSystem

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.black_time
    editor.system.setCurrentIndex(editor.system.findData(TimeSystem.ING))
    dialog.same_time.setChecked(False)
    qtbot.wait(10)
    for combo in (editor.system, dialog.white_time.system):
        assert combo.width() >= combo.sizeHint().width()
    layout = dialog.layout()
    assert layout is not None and dialog.width() >= layout.minimumSize().width()
    # A 30-second blitz main time.
    editor.system.setCurrentIndex(editor.system.findData(TimeSystem.ABSOLUTE))
    editor.main.setValue(0)
    editor.main_seconds.setValue(30)
    assert editor.control().main == 30
    editor.main.setValue(1)
    assert editor.control().main == 90
    editor.set_control(TimeControl.byo_yomi(150, 3, 20))
    assert (editor.main.value(), editor.main_seconds.value()) == (2, 30)


def test_unticking_same_as_black_starts_from_blacks_setting(qtbot) -> None:
    black = TimeControl.byo_yomi(600, 5, 30)
    dialog = NewGameDialog(None, NewGameSettings(black_time=black))
    qtbot.addWidget(dialog)
    assert dialog.same_time.isChecked()
    dialog.black_time.periods.setValue(3)
    dialog.same_time.setChecked(False)
    assert dialog.white_time.control() == TimeControl.byo_yomi(600, 3, 30)
    dialog.white_time.period.setValue(60)
    settings = dialog.settings()
    assert settings.black_time == TimeControl.byo_yomi(600, 3, 30)
    assert settings.white_time == TimeControl.byo_yomi(600, 3, 60)


def test_the_dialog_remembers_players_komi_and_clocks(qtbot, window: MainWindow) -> None:
    settings = NewGameSettings(
        width=13,
        height=13,
        rules="chinese",
        komi=5.5,
        black_name="Ann",
        black_rank="5k",
        white_name="Bo",
        white_rank="2d",
        black_time=TimeControl.byo_yomi(90, 3, 10),
        white_time=TimeControl.absolute(300),
    )
    assert window.prompts.start_game(settings)
    dialog = NewGameDialog(window, window.last_new_game_settings())
    qtbot.addWidget(dialog)
    again = dialog.settings()
    assert again.black_name == "Ann" and again.white_name == "Bo"
    assert again.black_rank == "5k" and again.white_rank == "2d"
    assert again.komi == 5.5 and again.rules == "chinese" and again.width == 13
    assert again.black_time == TimeControl.byo_yomi(90, 3, 10)
    assert again.white_time == TimeControl.absolute(300)


# ---- the game information dialog
def test_game_info_of_a_live_game_keeps_rules_and_komi(qtbot) -> None:
    from qtgo.ui.dialogs import GameInfoDialog

    dialog = GameInfoDialog({"RU": "Japanese", "KM": "6.5", "HA": "0"}, live=True)
    qtbot.addWidget(dialog)
    assert dialog.fields["RU"].isReadOnly() and dialog.fields["KM"].isReadOnly()
    dialog.fields["RU"].setText("Chinese")
    dialog.fields["PB"].setText("Ann")
    assert dialog.values() == {"PB": "Ann"}


def test_game_info_with_a_bad_komi_stays_open(qtbot) -> None:
    from qtgo.ui.dialogs import GameInfoDialog

    dialog = GameInfoDialog({"KM": "6.5"})
    qtbot.addWidget(dialog)
    dialog.fields["KM"].setText("abc")
    dialog.accept()
    assert dialog.result() != GameInfoDialog.DialogCode.Accepted
    assert "abc" in dialog.error.text() and dialog.fields["KM"].text() == "abc"
    dialog.fields["KM"].setText("0,5")
    dialog.accept()
    assert dialog.result() == GameInfoDialog.DialogCode.Accepted
    assert dialog.values() == {"KM": "0.5"}
