"""Guess the next move, from the first click to the final score, over a record whose start
was reviewed by an engine (its candidates score too)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.engine.analysis import Analysis, Candidate
from qtgo.engine.evaluations import write_evaluation
from qtgo.rules import Color, Point
from qtgo.session import GameSession
from qtgo.ui import extensions
from qtgo.ui.teaching.lesson import LessonPlugin
from qtgo.ui.teaching.quiz_window import GuessQuizWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

RECORD = "(;GM[1]FF[4]SZ[9]KM[7];B[cc];W[gg];B[cg];W[gc])"
P = Point.from_sgf


def _session() -> GameSession:
    session = GameSession.from_text(RECORD)
    # The engine's view of the start: the move played, a close second, a lesser third.
    start = session.tree.root
    write_evaluation(
        start,
        Analysis(
            Color.BLACK,
            (
                Candidate(P("cc"), visits=50, score_lead=0.5),
                Candidate(P("ee"), visits=30, score_lead=0.3),
                Candidate(P("dd"), visits=10, score_lead=-1.0),
            ),
            score_lead=0.5,
        ),
    )
    return session


def _click(window: GuessQuizWindow, sgf: str) -> None:
    point = P(sgf)
    sx, sy = window.scene.geometry.center(point.x, point.y)
    pos = window.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def _quiz(qtbot, win) -> GuessQuizWindow:
    qtbot.waitUntil(lambda: "lesson" in extensions.built(win))
    lesson = extensions.find(win, LessonPlugin)
    assert lesson is not None
    lesson.quiz_action.trigger()  # Lesson ▸ Guess the next move
    assert lesson.quiz is not None
    qtbot.waitExposed(lesson.quiz)
    return lesson.quiz


def test_from_the_first_guess_to_the_final_score(make_window, qtbot) -> None:
    win = make_window(_session())
    win.adapter.to_node(win.adapter.session.tree.root)
    quiz = _quiz(qtbot, win)
    assert quiz.prompt.text() == "Move 1: where did Black play?"
    assert not quiz.scene.display.stones and quiz.score.text() == "Score: 0"
    _click(quiz, "dd")  # an engine candidate losing 1.5 points
    assert quiz.feedback.text() == "Move 1: D6 is the engine's choice too, losing 1.5 (+5); played: C7"
    assert quiz.scene.display.stones == {P("cc"): Color.BLACK}  # the move played shows
    assert any(m.kind == "MA" and m.point == P("dd") for m in quiz.scene.display.markup)  # and the guess
    assert quiz.prompt.text() == "Move 2: where did White play?"
    _click(quiz, "gg")  # the move played
    assert quiz.feedback.text() == "Move 2: G3 is the move played (+10)"
    assert quiz.score.text() == "Score: 15 of 20 (75%)"
    _click(quiz, "cf")  # one line from the move played
    assert quiz.feedback.text() == "Move 3: C4 is close to the move played, C3 (+3)"
    with qtbot.waitSignal(quiz.finished):
        quiz.pass_button.click()  # a pass guessed: a miss
    assert quiz.feedback.text() == "Move 4: pass misses; played: G7"
    assert quiz.prompt.text() == "The end of the record."
    assert quiz.score.text() == "Final score: 18 of 40 (45%)"
    assert quiz.summary.text() == "Found: 1, engine moves: 1, close: 1, missed: 1"
    assert quiz.history.count() == 4 and not quiz.pass_button.isEnabled()
    _click(quiz, "aa")  # nothing more to guess
    assert len(quiz.quiz.guesses) == 4


def test_the_quiz_starts_from_the_position_the_main_window_shows(make_window, qtbot) -> None:
    win = make_window(_session())
    win.adapter.to_node(win.adapter.session.tree.root.children[0].children[0])  # after move 2
    quiz = _quiz(qtbot, win)
    assert quiz.prompt.text() == "Move 3: where did Black play?"
    assert len(quiz.scene.display.stones) == 2
    _click(quiz, "cg")
    assert quiz.score.text() == "Score: 10 of 10 (100%)"
    quiz.again_button.click()  # Start again
    assert quiz.score.text() == "Score: 0" and quiz.history.count() == 0


def test_a_player_guesses_only_whites_moves(make_window, qtbot) -> None:
    win = make_window(_session())
    win.adapter.to_node(win.adapter.session.tree.root)
    quiz = _quiz(qtbot, win)
    assert quiz.side.currentText() == "both sides' moves"
    quiz.side.setCurrentIndex(quiz.side.findData(Color.WHITE))  # Guess: White's moves
    assert quiz.prompt.text() == "Move 2: where did White play?"
    assert quiz.scene.display.stones == {P("cc"): Color.BLACK}  # Black's move shown, not asked
    _click(quiz, "gg")
    assert quiz.feedback.text() == "Move 2: G3 is the move played (+10)"
    assert quiz.prompt.text() == "Move 4: where did White play?"
    assert len(quiz.scene.display.stones) == 3
    with qtbot.waitSignal(quiz.finished):
        _click(quiz, "gc")
    assert quiz.score.text() == "Final score: 20 of 20 (100%)"
    assert quiz.history.count() == 2 and len(quiz.scene.display.stones) == 4
    quiz.side.setCurrentIndex(quiz.side.findData(Color.BLACK))  # another side: a new quiz
    assert quiz.prompt.text() == "Move 1: where did Black play?" and quiz.history.count() == 0
