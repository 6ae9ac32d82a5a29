"""The teaching catalog in Russian: figures, problem mode, speech and the rules page."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from qtgo.clock import GameClock, TimeControl
from qtgo.diagram import Remark, RemarkKind
from qtgo.rules import Color, Ruleset
from qtgo.ui import i18n
from qtgo.ui.teaching.figure_painter import remark_text
from qtgo.ui.teaching.game_speech import clock_news
from qtgo.ui.teaching.rules_page import GameSettings, rules_html, settings_rows
from qtgo.ui.teaching.speech import result_text


@pytest.fixture
def russian(monkeypatch: pytest.MonkeyPatch, qapp) -> Iterator[None]:
    monkeypatch.setenv("QTGO_LANG", "ru")
    assert i18n.install_translators(qapp) == "ru"
    yield
    monkeypatch.setenv("QTGO_LANG", "en")
    i18n.install_translators(qapp)


def test_figure_lines_in_russian(russian) -> None:
    assert remark_text(Remark(26, Color.WHITE, RemarkKind.RETAKES_KO_AT, at_number=20)) == "26 — взятие ко на месте 20"
    assert remark_text(Remark(23, Color.BLACK, RemarkKind.AT, at_number=17)) == "23 — на месте 17"


def test_speech_and_rules_table_in_russian(russian) -> None:
    assert result_text("W+6.5") == "Белые побеждают с перевесом 6.5."
    rows = dict(settings_rows(Ruleset.preset("japanese"), GameSettings()))
    assert rows["Ко"] == "простое ко"
    assert "<h2>Японские правила</h2>" in rules_html(Ruleset.preset("japanese"), language=i18n.current_language())


def test_overtime_news_in_russian(russian) -> None:
    clock = GameClock(TimeControl.byo_yomi(10, 3, 30), now=lambda: 0.0)
    running = replace(clock.state(Color.BLACK), running=True)
    news = clock_news(running, replace(running, in_overtime=True, main_left=0.0, periods_left=2))
    assert news == ("Чёрные: бёёми, осталось периодов: 2.", True)
    last = clock_news(replace(running, in_overtime=True), replace(running, in_overtime=True, periods_left=1))
    assert last == ("Чёрные: последний период.", True)
