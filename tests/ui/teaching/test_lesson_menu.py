"""The Lesson menu: it is there in English and Russian, and Was the handicap right? says in
one line what the analysed score graph of the open record shows."""

from __future__ import annotations

import pytest

from qtgo.engine.analysis import Analysis
from qtgo.engine.evaluations import write_evaluation
from qtgo.engine.review import main_line_nodes
from qtgo.rules import Color
from qtgo.session import GameSession
from qtgo.ui import extensions
from qtgo.ui.teaching.lesson import LessonPlugin

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A two-stone game of 20 moves on 9x9 (White answers each Black move on the next row).
_MOVES = "".join(f";B[{'abcdefghi'[i % 9]}{'abcd'[i // 9]}];W[{'abcdefghi'[i % 9]}{'fghi'[i // 9]}]" for i in range(10))
RECORD = f"(;GM[1]FF[4]SZ[9]HA[2]KM[0.5]AB[gc][cg]{_MOVES})"


def _session(leads: list[float] | None) -> GameSession:
    session = GameSession.from_text(RECORD)
    if leads is not None:
        for node, lead in zip(main_line_nodes(session.tree), leads, strict=True):
            write_evaluation(node, Analysis(Color.WHITE, (), score_lead=lead))
    return session


def _lesson(qtbot, win) -> LessonPlugin:
    qtbot.waitUntil(lambda: "lesson" in extensions.built(win))
    lesson = extensions.find(win, LessonPlugin)
    assert lesson is not None
    return lesson


def test_a_game_where_black_ran_away_says_the_handicap_was_too_many(make_window, qtbot) -> None:
    win = make_window(_session([10.0] * 4 + [30.0] * 11 + [50.0] * 6))
    lesson = _lesson(qtbot, win)
    lesson.handicap_action.trigger()  # Lesson ▸ Was the handicap right?
    box = lesson.handicap_box
    assert box is not None and box.isVisible()
    assert box.text() == ("Black ran away (+30 on average in the middle game): a handicap of 2 was 2 too many; try 0.")
    assert win.statusBar().currentMessage() == box.text()
    box.close()


def test_an_even_middle_game_says_the_handicap_was_about_right(make_window, qtbot) -> None:
    win = make_window(_session([15.0] * 4 + [2.0, -2.0] * 5 + [1.0] + [-20.0] * 6))
    lesson = _lesson(qtbot, win)
    lesson.handicap_action.trigger()
    assert lesson.handicap_box is not None
    assert lesson.handicap_box.text().startswith("A handicap of 2 was about right")
    lesson.handicap_box.close()


def test_a_record_without_analysis_asks_for_one(make_window, qtbot) -> None:
    win = make_window(_session(None))
    lesson = _lesson(qtbot, win)
    lesson.handicap_action.trigger()
    assert lesson.handicap_box is not None
    assert lesson.handicap_box.text().startswith("Too little of the game is analysed")
    lesson.handicap_box.close()


def test_the_lesson_menu_and_its_windows_in_russian(make_window, qtbot, english) -> None:
    win = make_window()
    lesson = _lesson(qtbot, win)
    assert lesson.menu.title() == "&Lesson"
    quiz = lesson.open_quiz()
    win.acts.language_actions["ru"].trigger()  # View ▸ Language ▸ Russian
    try:
        assert lesson.menu.title() == "&Урок"
        titles = [action.text() for action in lesson.menu.actions() if not action.isSeparator()]
        assert titles == ["&Учебная партия с движком…", "&Угадай следующий ход", "Верной ли была &фора?"]
        assert quiz.windowTitle() == "qtgo: угадай следующий ход"
        assert quiz.prompt.text() == "После этой позиции в записи нет ходов, которые можно угадывать."
        teaching = lesson.open_teaching_game()
        assert teaching.windowTitle() == "qtgo: учебная партия"
        assert teaching.take_back_button.text() == "&Взять ход назад"
    finally:
        win.acts.language_actions["en"].trigger()
    assert lesson.menu.title() == "&Lesson" and quiz.windowTitle() == "qtgo: guess the next move"
