"""Results you can sign, through the real window: resuming after a count keeps the turn
order, a reopened accepted game recounts to its recorded result, and the count panel says
what it is unsure of."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings, Placement

from .conftest import ClickPoint, MakeWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _issue_game(make_window: MakeWindow, click_point: ClickPoint):
    """13x13, AGA, 4 free handicap stones clicked on the board, then W G7, B F5, W L7, B C3."""
    settings = NewGameSettings(width=13, height=13, rules="aga", handicap=4, placement=Placement.FREE)
    win = make_window(GameSession.new(settings))
    for x, y in ((3, 3), (9, 3), (3, 9), (9, 9), (6, 6), (5, 8), (11, 6), (2, 10)):
        click_point(win, x, y)
    assert win.adapter.to_play is Color.WHITE
    return win


def _count(qtbot, win) -> None:
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=30000):
        win.acts.count.trigger()
    assert win.adapter.mode is Mode.SCORING


def test_resume_after_a_count_mid_game_lets_the_player_to_move_move(
    qtbot, make_window: MakeWindow, click_point: ClickPoint, monkeypatch
) -> None:
    win = _issue_game(make_window, click_point)
    _count(qtbot, win)
    asked: list[str] = []

    def ask_player(title: str, *_args: object) -> Color:
        asked.append(title)
        return Color.WHITE  # the issue's answer: "White asks"

    monkeypatch.setattr(win.prompts, "ask_player", ask_player)
    QTest.mouseClick(win.score.resume, Qt.MouseButton.LeftButton)
    assert asked == []  # nothing to dispute: nobody is asked who asks
    assert win.adapter.mode is Mode.PLAY and win.adapter.to_play is Color.WHITE
    click_point(win, 7, 4)
    session = win.adapter.session
    assert session.game.board[Point(7, 4)] is Color.WHITE
    movers = [n.get("B") is not None for n in session.cursor.path(session.node) if n.get("B") or n.get("W")]
    assert all(a != b for a, b in itertools.pairwise(movers))


def test_resume_after_the_passes_asks_who_asks_and_the_other_moves(
    qtbot, make_window: MakeWindow, click_point: ClickPoint, monkeypatch
) -> None:
    win = _issue_game(make_window, click_point)
    win.acts.pass_.trigger()
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=30000):
        win.acts.pass_.trigger()
    assert win.adapter.mode is Mode.SCORING
    monkeypatch.setattr(win.prompts, "ask_player", lambda *_: Color.WHITE)  # "White asks"
    QTest.mouseClick(win.score.resume, Qt.MouseButton.LeftButton)
    assert win.adapter.mode is Mode.PLAY and win.adapter.to_play is Color.BLACK
    click_point(win, 7, 4)
    assert win.adapter.session.game.board[Point(7, 4)] is Color.BLACK
