"""The New game dialog offers Tibetan go apart from the common rule sets, with its options."""

from __future__ import annotations

from qtgo.rules import CentreBonus, CornerBonus, Ruleset
from qtgo.session import NewGameSettings
from qtgo.ui.dialogs import NewGameDialog


def test_tibetan_preset_comes_after_the_common_rule_sets(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    names = [dialog.rules.itemData(i) for i in range(dialog.rules.count())]
    tibetan = names.index("tibetan")
    assert names[tibetan - 1] is None  # the separator before the historical rule sets
    assert names[:tibetan - 1] == ["japanese", "korean", "igs", "chinese", "aga", "new-zealand", "ing", "tromp-taylor"]
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
    assert settings.komi == 0
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
