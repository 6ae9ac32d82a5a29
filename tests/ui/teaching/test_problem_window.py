"""Problem mode's window: clicks and the keyboard play, the verdict is shown and announced."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui.teaching.accessibility_check import unnamed_focusable

from qtgo.rules import Color, Point
from qtgo.session.problem import Status
from qtgo.ui.teaching.problem_panel import ProblemWindow, load_problem_set

PROBLEMS = Path(__file__).resolve().parents[3] / "resources" / "problems" / "first_problems.sgf"


@pytest.fixture
def window(qtbot):
    widget = ProblemWindow(load_problem_set(PROBLEMS))
    qtbot.addWidget(widget)
    return widget


def test_the_first_problem_is_posed_and_announced(window) -> None:
    assert window.title.text() == "1. Capture"
    assert window.question.toPlainText() == "Black to capture the white stone."
    assert window.announcer.history[-1] == "1. Capture. Black to capture the white stone. Black to play."
    assert window.counter.text() == "Problem 1 of 4 · solved 0"
    assert window.view.board.display.stones[Point(4, 4)] is Color.WHITE


def test_a_right_answer_by_click_is_shown_in_words(window) -> None:
    attempt = window.play(4, 5)  # ef
    assert attempt is not None and attempt.status is Status.RIGHT
    assert "✓ Right!" in window.feedback.text()
    assert window.counter.text() == "Problem 1 of 4 · solved 1"
    assert Point(4, 4) not in window.view.board.display.stones


def test_a_wrong_answer_shows_the_reply_then_try_again(window) -> None:
    window.play(6, 6)  # gg
    assert window.feedback.text() == "G3. White answers E4. ✗ Wrong."
    assert window.question.toPlainText() == "Wrong: White escapes."
    window.play(4, 5)
    assert "This line has ended" in window.announcer.history[-1]
    window.try_again_button.click()
    assert window.view.board.display.stones.get(Point(4, 5)) is None


def test_show_answer_and_next_problem(window) -> None:
    window.next_button.click()
    assert window.title.text() == "2. Chase into the wall"
    window.answer_button.click()
    assert window.announcer.history[-1] == "The answer: Black E4, White F5, Black G5, White F4, Black F3."
    assert window.counter.text().endswith("solved 0")
    window.previous_button.click()
    assert window.title.text() == "1. Capture"


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_keyboard_only_solving_by_cursor_and_by_typing(window, qtbot) -> None:
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(window.view.hasFocus)
    assert window.board_cursor.mark.isVisible()
    # The cursor starts at the centre (ee); the answer ef is one row down.
    qtbot.keyClick(window.view, Qt.Key.Key_Down)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.problems.current.status is Status.RIGHT
    window.next_button.click()  # the board keeps the focus, the cursor stays
    for key in "E4":
        qtbot.keyClicks(window.view, key)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.problems.current.node.move is not None
    assert "White answers F5" in window.announcer.history[-1]
    assert unnamed_focusable(window) == []


def test_the_records_labels_are_shown_on_the_board(qtbot) -> None:
    from qtgo.session.problem import ProblemSet
    from qtgo.sgf import parse

    tree = parse("(;SZ[9]AB[cc]AW[dc]LB[ed:a][cd:b]TR[cc]C[Which is better, a or b?];B[ed]C[Correct])").games[0]
    window = ProblemWindow(ProblemSet([tree]))
    qtbot.addWidget(window)
    kinds = {(m.kind, m.point.to_sgf(), m.label) for m in window.view.board.display.markup}
    assert kinds == {("TR", "cc", None), ("LB", "ed", "a"), ("LB", "cd", "b")}


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_practice_problems_come_in_russian_and_fit_an_800x600_screen(qtbot, tmp_path, russian, monkeypatch) -> None:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QLabel

    from qtgo.session import GameSession, NewGameSettings
    from qtgo.ui.window import MainWindow

    screen = QRect(0, 0, 800, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(screen))
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path)
    win.move(0, 0)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.teaching.actions.practice_problems.trigger()  # File ▸ Practice problems
        problems = win.findChild(ProblemWindow)
        assert problems is not None
        qtbot.waitExposed(problems)
        assert problems.title.text() == "1. Взятие"
        assert problems.question.toPlainText() == "Чёрные берут белый камень."
        assert screen.contains(problems.frameGeometry())
        for label in problems.findChildren(QLabel):
            if label.isVisible() and label.text():
                place = QRect(label.mapTo(problems, QPoint(0, 0)), label.size())
                assert problems.rect().contains(place), label.text()  # nothing cut at the right edge
                assert label.width() >= min(label.sizeHint().width(), label.minimumSizeHint().width())
        attempt = problems.play(4, 5)  # ef: the Russian record's "Правильно!" marks it right
        assert attempt is not None and attempt.status is Status.RIGHT
        assert problems.question.toPlainText() == "Правильно! У камня оставалось одно дамэ."
        problems.next_button.click()
        problems.next_button.click()
        problems.next_button.click()
        attempt = problems.play(7, 7)  # hh: wrong, «Неправильно»
        assert attempt is not None and attempt.status is Status.WRONG
        problems.close()
    finally:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()
