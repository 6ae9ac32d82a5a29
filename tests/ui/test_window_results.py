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


#: 9x9 wall game (as in tests/session/test_session_recount.py): Black's wall on E, White's
#: on F, three White invaders on Black's side and one Black invader on White's, two passes.
WALL = [p for y in range(9) for p in ((4, y), (5, y))]
WALL_MOVES = [*WALL, (7, 2), (1, 1), None, (2, 6), None, (2, 3), None, None]
INVADERS = [Point(1, 1), Point(2, 6), Point(2, 3), Point(7, 2)]


def _play_wall_game(qtbot, win, click_point: ClickPoint) -> None:
    for i, point in enumerate(WALL_MOVES):
        if point is None and i == len(WALL_MOVES) - 1:
            with qtbot.waitSignal(win.adapter.estimate_ready, timeout=30000):
                win.acts.pass_.trigger()
        elif point is None:
            win.acts.pass_.trigger()
        else:
            click_point(win, *point)
    assert win.adapter.mode is Mode.SCORING


def test_a_saved_accepted_game_reopened_counts_to_its_result(
    qtbot, make_window: MakeWindow, click_point: ClickPoint, tmp_path
) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=9, height=9, rules="japanese", komi=6.5)))
    _play_wall_game(qtbot, win, click_point)
    session = win.adapter.session
    for point in INVADERS:  # the players mark the invaders the estimate left alive
        assert session.counting is not None
        if point not in session.counting.dead:
            click_point(win, point.x, point.y)
    assert session.counting is not None and session.counting.dead == frozenset(INVADERS)
    QTest.mouseClick(win.score.accept, Qt.MouseButton.LeftButton)
    assert win.adapter.result == "B+4.5"
    path = tmp_path / "accepted.sgf"
    assert win.files.save_to(path)

    again = make_window(GameSession.new(NewGameSettings(width=9, height=9)))
    assert again.files.open_file(path, confirm=False)
    again.acts.end.trigger()
    again.acts.count.trigger()
    assert again.adapter.scoring
    assert not again.adapter.estimating  # no fresh estimate: the players' own count
    counting = again.adapter.session.counting
    assert counting is not None and counting.dead == frozenset(INVADERS)
    assert again.score.breakdown is not None and again.score.breakdown.result == "B+4.5"
    assert "B+4.5" in again.score.result.text()
    assert again.score.note.isVisible() and "from the record" in again.score.note.text()
    assert "record says" not in again.score.note.text()


def test_a_recount_that_differs_from_the_record_shows_both_and_why(
    qtbot, make_window: MakeWindow, click_point: ClickPoint, tmp_path
) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=9, height=9, rules="japanese", komi=6.5)))
    _play_wall_game(qtbot, win, click_point)
    session = win.adapter.session
    for point in INVADERS:
        assert session.counting is not None
        if point not in session.counting.dead:
            click_point(win, point.x, point.y)
    QTest.mouseClick(win.score.accept, Qt.MouseButton.LeftButton)
    path = tmp_path / "accepted.sgf"
    assert win.files.save_to(path)
    path.write_text(path.read_text(encoding="utf-8").replace("RE[B+4.5]", "RE[B+12.5]"), encoding="utf-8")

    again = make_window(GameSession.new(NewGameSettings(width=9, height=9)))
    assert again.files.open_file(path, confirm=False)
    again.acts.end.trigger()
    again.acts.count.trigger()
    note = again.score.note.text()
    assert "The record says B+12.5; this count gives B+4.5." in note
    assert "other komi or rules" in note
    click_point(again, 7, 2)  # the players call the lone Black stone alive after all
    note = again.score.note.text()
    assert "The record says B+12.5; this count gives" in note
    assert "marked otherwise than in the accepted count: H7." in note


def test_the_count_note_in_russian(russian: None) -> None:
    from qtgo.session.recount import Recount, RecountReason
    from qtgo.ui.count_note import count_note

    recount = Recount("B+12.5", "B+4.5", RecountReason.OTHER)
    note = count_note(from_record=True, recount=recount, unsure=[Point(7, 2)], height=9)
    assert "Мёртвые камни — как их приняли игроки (из записи партии)." in note
    assert "В записи — B+12.5; этот подсчёт даёт B+4.5." in note
    assert "с другим коми" in note
    assert "Оценка не уверена в камнях: H7. Проверьте их." in note


def test_the_count_panel_names_the_stones_the_estimate_was_unsure_of(
    qtbot, make_window: MakeWindow, click_point: ClickPoint
) -> None:
    # The issue's wall game: K and L walls, three White stones on Black's side, one Black
    # stone on White's side, two passes.
    win = make_window(GameSession.new(NewGameSettings(rules="chinese", komi=7.5)))
    walls = [p for y in range(19) for p in ((9, y), (10, y))]
    for point in [*walls, (14, 9), (3, 3), None, (4, 12), None, (6, 16), None]:
        if point is None:
            win.acts.pass_.trigger()
        else:
            click_point(win, *point)
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=60000):
        win.acts.pass_.trigger()
    invaders = {Point(14, 9), Point(3, 3), Point(4, 12), Point(6, 16)}
    counting = win.adapter.session.counting
    assert counting is not None and counting.dead == invaders  # both areas alike
    note = win.score.note.text()
    assert win.score.note.isVisible()
    assert "The estimate was unsure of the stones at: D16, P10, E7, G3. Check them." in note
    QTest.mouseClick(win.score.accept, Qt.MouseButton.LeftButton)
    assert win.adapter.result == "B+11.5"
