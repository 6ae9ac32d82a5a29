"""The window's prompts: resume after counting, resign, undo by agreement, continue playing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings, Placement
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from ui.conftest import ClickPoint, MakeWindow


# ---- resume after a disputed count
@pytest.mark.parametrize("asker", [Color.BLACK, Color.WHITE])
def test_resume_asks_who_asks_and_the_opponent_moves(window: MainWindow, monkeypatch, asker: Color) -> None:
    asked: list[tuple] = []

    def answer(*args):
        asked.append(args)
        return asker

    monkeypatch.setattr(window.prompts, "ask_player", answer)
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    window.score.resume.click()
    assert asked and "resume" in asked[0][1]
    assert window.session.mode is Mode.PLAY
    assert window.session.to_play is asker.opponent
    assert "to move" in window.statusBar().currentMessage()


def test_the_resumed_note_goes_with_the_first_move_after_it(
    window: MainWindow, monkeypatch, click_point: ClickPoint
) -> None:
    monkeypatch.setattr(window.prompts, "ask_player", lambda *args: Color.WHITE)  # "White asks"
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    window.score.resume.click()
    assert window.statusBar().currentMessage() == "Play resumed: Black to move"
    click_point(window, 2, 2)  # Black moves: "Black to move" is no longer true
    assert window.session.to_play is Color.WHITE
    assert "Play resumed" not in window.statusBar().currentMessage()


def test_cancelling_the_resume_question_keeps_counting(window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(window.prompts, "ask_player", lambda *args: None)
    window.adapter.play(4, 4)
    window.acts.pass_.trigger()
    window.acts.pass_.trigger()
    window.score.resume.click()
    assert window.session.mode is Mode.SCORING


# ---- resign
def test_the_player_not_to_move_may_resign(window: MainWindow, monkeypatch) -> None:
    offered: list[Color] = []

    def answer(title, text, button, default):
        offered.append(default)
        return Color.WHITE

    monkeypatch.setattr(window.prompts, "ask_player", answer)
    window.adapter.play(4, 4)
    window.adapter.play(2, 2)
    assert window.session.to_play is Color.BLACK
    window.acts.resign.trigger()
    assert offered == [Color.BLACK]  # the player to move is the default
    assert window.session.record.result == "B+R"
    assert window.acts.resign.shortcut().isEmpty()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_resign_question_offers_both_players(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[list[str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append([b.text() for b in box.buttons()])
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, answer)
    window.acts.resign.trigger()
    assert seen and any("Black" in t for t in seen[0]) and any("White" in t for t in seen[0])
    assert window.session.record.result is None


# ---- undo by agreement
def test_undo_asks_the_opponent_by_name(qtbot, make_window: MakeWindow, monkeypatch) -> None:
    win = make_window(GameSession.new(NewGameSettings(width=19, height=19)))
    questions: list[str] = []
    answers = [False, True]

    def confirm(title: str, text: str) -> bool:
        questions.append(text)
        return answers.pop(0)

    monkeypatch.setattr(win.prompts, "confirm", confirm)
    win.adapter.play(3, 15)  # B D4
    win.adapter.play(15, 3)  # W Q16
    win.acts.undo_agreed.trigger()
    assert questions == ["White asks to take back W Q16. Does Black agree?"]
    assert win.session.game.board[Point(15, 3)] is Color.WHITE  # Black said no
    assert "does not agree" in win.statusBar().currentMessage()
    win.acts.undo_agreed.trigger()
    assert win.session.game.board[Point(15, 3)] is None
    assert "W Q16 taken back" in win.statusBar().currentMessage()
    assert "Taken back by agreement" in win.session.record.to_sgf()


def test_a_misplaced_handicap_stone_comes_back(qtbot, make_window: MakeWindow, monkeypatch) -> None:
    settings = NewGameSettings(width=9, height=9, handicap=2, placement=Placement.FREE)
    win = make_window(GameSession.new(settings))
    questions: list[str] = []

    def confirm(title: str, text: str) -> bool:
        questions.append(text)
        return True

    monkeypatch.setattr(win.prompts, "confirm", confirm)
    win.adapter.play(2, 2)
    win.adapter.play(5, 5)  # misplaced
    assert win.session.handicap_to_place == 0
    assert win.acts.undo_agreed.isEnabled()
    win.acts.undo_agreed.trigger()
    assert questions == ["Black asks to take back the handicap stone on F4. Does White agree?"]
    assert win.session.handicap_to_place == 1
    assert win.scene.display.stones.get(Point(5, 5)) is None
    win.adapter.play(6, 6)
    assert win.session.tree.root.get_list("AB") == ["cc", "gg"]
    assert win.session.to_play is Color.WHITE


# ---- continue playing
def test_continue_playing_from_the_middle_of_a_record(
    qtbot, window: MainWindow, tmp_path: Path, click_point: ClickPoint
) -> None:
    path = tmp_path / "record.sgf"
    path.write_text("(;SZ[9]RE[B+R];B[ee];W[cc];B[gg];W[cg])", encoding="utf-8")
    assert window.files.open_file(path, confirm=False)
    window.acts.forward.trigger()
    assert window.acts.continue_.isEnabled()
    window.acts.continue_.trigger()
    session = window.session
    assert session.mode is Mode.PLAY
    assert "new variation" in window.statusBar().currentMessage()
    assert "B+R" not in window.message.text()  # the record's result is not the live line's
    assert "B+R" not in window.players.status.text()
    click_point(window, 2, 6)
    assert session.game.board[Point(2, 6)] is Color.WHITE
    assert [n.get("W") for n in session.tree.main_line()[1:] if n.get("W")] == ["cc", "cg"]
    # The end of a finished game has nothing to continue.
    session.record.modified = False
    assert window.files.open_file(path, confirm=False)
    window.acts.end.trigger()
    assert not window.acts.continue_.isEnabled()
