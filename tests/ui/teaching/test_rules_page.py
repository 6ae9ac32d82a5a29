"""Help ▸ Rules: a page for every preset in English and Russian, with the game's settings."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from ui.teaching.accessibility_check import unnamed_focusable

from qtgo.rules import PRESET_NAMES, KoRule, Ruleset
from qtgo.ui.teaching.rules_page import GameSettings, RulesDialog, page_path, rules_html, settings_rows

PAGES = sorted(PRESET_NAMES)  # the eight of the issue, and Tibetan go since
SECTIONS = ("ko", "suicide", "scoring", "seki", "komi", "handicap", "time", "count")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_preset_has_a_page_and_every_page_a_preset(language: str) -> None:
    folder = Path(page_path("japanese", language)).parent
    assert sorted(path.stem for path in folder.glob("*.html")) == PAGES
    assert {"japanese", "korean", "igs", "chinese", "aga", "new-zealand", "ing", "tromp-taylor"} <= set(PAGES)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("preset", PAGES)
def test_each_page_covers_every_topic(preset: str, language: str) -> None:
    text = Path(page_path(preset, language)).read_text(encoding="utf-8")
    assert text.startswith("<h2>")
    for section in SECTIONS:
        assert f'<h3 id="{section}">' in text, section
    if language == "ru":
        assert any("а" <= ch <= "я" for ch in text)  # written in Russian, not copied English


def test_the_page_shows_the_open_games_settings(qapp) -> None:
    ruleset = dataclasses.replace(Ruleset.preset("chinese"), ko=KoRule.POSITIONAL, komi=5.5)
    page = rules_html(ruleset, GameSettings(13, 13, handicap=3, time_control="10:00 + 5 × 30 s"), "en")
    assert "<h2>Chinese rules</h2>" in page
    rows = dict(settings_rows(ruleset, GameSettings(13, 13, handicap=3, time_control="10:00 + 5 × 30 s")))
    assert rows["Ko"] == "positional superko"
    assert rows["Komi"] == "5.5"
    assert rows["Board"] == "13×13"
    assert rows["Compensation for the handicap"] == "3"
    assert rows["Time control"] == "10:00 + 5 × 30 s"
    assert "positional superko" in page


def test_the_russian_page_is_chosen_by_language(qapp) -> None:
    page = rules_html(Ruleset.preset("japanese"), language="ru")
    assert "<h2>Японские правила</h2>" in page


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_dialog_is_named_for_screen_readers(qtbot) -> None:
    dialog = RulesDialog(Ruleset.preset("tromp-taylor"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Rules: Tromp-Taylor"
    assert "four passes in a row end the game" in dialog.browser.toPlainText()
    assert unnamed_focusable(dialog) == []


def test_the_tibetan_page_shows_its_opening_and_bonuses(qapp) -> None:
    rows = dict(settings_rows(Ruleset.preset("tibetan"), GameSettings(17, 17)))
    assert rows["Ko"] == "simple ko; no play on a point just emptied"
    assert rows["Start"] == "twelve stones on the third line, White first"
    assert rows["Centre point"] == "5 points to the first stone played there"
    assert rows["Corners"] == "20 points lost for each own starting corner taken"
    assert "Corners" not in dict(settings_rows(Ruleset.preset("japanese"), GameSettings()))
