"""Numbers follow the interface locale where shown and keep a dot in the record."""

from __future__ import annotations

from qtgo.clock import TimeControl
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.clock_text import describe_control
from qtgo.ui.numbers import show_number


def test_english_shows_a_dot(english: None) -> None:
    assert show_number(6.5) == "6.5" and show_number(7.0) == "7"


def test_russian_shows_a_comma_and_the_record_keeps_a_dot(russian: None) -> None:
    assert show_number(6.5) == "6,5" and show_number(0.5) == "0,5" and show_number(7.0) == "7"
    assert "2,5 с" in describe_control(TimeControl.byo_yomi(600, 5, 2.5))
    session = GameSession.new(NewGameSettings(width=9, height=9, komi=6.5))
    assert "KM[6.5]" in session.record.to_sgf()
