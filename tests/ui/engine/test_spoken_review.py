"""The review spoken through the screen-reader path, keyboard only: next and previous mistake,
the engine's better move, the lead at a move and the graph in words, announced as the
teaching plugin's announcer says them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtgo.session import GameSession
from qtgo.ui import extensions
from qtgo.ui.engine.spoken_review import SpokenReview
from qtgo.ui.engine.window_engines import WindowEngines
from qtgo.ui.teaching.window_hook import TeachingHook
from qtgo.ui.window.main_window import MainWindow

from positions import REVIEWED_GAME

MakeWindow = Callable[..., MainWindow]

RECORD = REVIEWED_GAME

ALT_SHIFT = Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier


def _open(make_window: MakeWindow, qtbot, tmp_path: Path) -> tuple[MainWindow, list[str]]:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    win = make_window(GameSession.open(path))
    qtbot.waitUntil(lambda: "spoken-review" in extensions.built(win))
    hook = extensions.find(win, TeachingHook)
    assert hook is not None
    said: list[str] = []
    hook.keys.announcer.announced.connect(said.append)
    win.activateWindow()
    win.view.setFocus()
    return win, said


def _press(win: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(win.view, key, ALT_SHIFT)


def test_the_mistakes_are_walked_and_spoken_from_the_keyboard(make_window: MakeWindow, qtbot, tmp_path: Path) -> None:
    win, said = _open(make_window, qtbot, tmp_path)
    _press(win, Qt.Key.Key_N)
    assert win.adapter.session.game.move_number == 1
    assert said[-1] == "Move 1, Black A9: the lead fell from even to White 6, a mistake of 6 points."
    _press(win, Qt.Key.Key_M)
    assert said[-1] == "Move 1: instead of A9, the engine's move was E5. Lead after it: even."
    _press(win, Qt.Key.Key_N)
    assert win.adapter.session.game.move_number == 4
    assert said[-1] == "Move 4, White J9: the lead fell from White 5 to Black 3, a mistake of 8 points."
    _press(win, Qt.Key.Key_N)
    assert win.adapter.session.game.move_number == 4
    assert said[-1] == "No more mistakes after this move."
    _press(win, Qt.Key.Key_P)
    assert win.adapter.session.game.move_number == 1
    assert said[-1].startswith("Move 1, Black A9: the lead fell")
    _press(win, Qt.Key.Key_P)
    assert said[-1] == "No mistakes before this move."


def test_the_keys_walk_the_mistakes_of_the_review_panels_list_with_its_thresholds(
    make_window: MakeWindow, qtbot, tmp_path: Path
) -> None:
    win, said = _open(make_window, qtbot, tmp_path)
    engines = extensions.find(win, WindowEngines)
    assert engines is not None
    listed = engines.review.mistakes
    # The user raises the thresholds: the 6 points of move 1 are no longer an error.
    listed.spins["inaccuracy"].setValue(7.0)
    listed.spins["mistake"].setValue(7.5)
    assert [m.move_number for m in listed.mistakes] == [4]
    _press(win, Qt.Key.Key_N)
    assert win.adapter.session.game.move_number == 4
    assert said[-1] == "Move 4, White J9: the lead fell from White 5 to Black 3, a mistake of 8 points."
    _press(win, Qt.Key.Key_P)
    assert said[-1] == "No mistakes before this move."
    _press(win, Qt.Key.Key_G)
    assert "move 1 (" not in said[-1] and "move 4 (White, 8 points)" in said[-1]


def test_the_lead_at_a_move_that_lost_nothing_rose_or_stayed(make_window: MakeWindow, qtbot, tmp_path: Path) -> None:
    win, said = _open(make_window, qtbot, tmp_path)
    win.adapter.forward(2)
    _press(win, Qt.Key.Key_V)
    assert said[-1] == "Move 2, White C7: the lead stayed at White 6."
    win.adapter.forward(1)
    _press(win, Qt.Key.Key_V)
    assert said[-1] == "Move 3, Black G3: the lead rose from White 6 to White 5."
    _press(win, Qt.Key.Key_M)
    assert said[-1] == "Move 3: Black G3 was the engine's move too."


def test_the_graph_is_said_in_words_with_its_largest_drops(make_window: MakeWindow, qtbot, tmp_path: Path) -> None:
    win, said = _open(make_window, qtbot, tmp_path)
    _press(win, Qt.Key.Key_G)
    assert said[-1] == (
        "The lead through the game: start even; move 4 Black 3. "
        "Largest drops: move 4 (White, 8 points), move 1 (Black, 6 points)."
    )


def test_a_game_without_evaluations_says_so_in_russian_too(make_window: MakeWindow, qtbot) -> None:
    win = make_window()
    qtbot.waitUntil(lambda: "spoken-review" in extensions.built(win))
    review = extensions.find(win, SpokenReview)
    assert review is not None
    assert review.next_mistake().startswith("No evaluations in this game yet")
    win.set_language("ru")
    try:
        assert review.menu.title().replace("&", "") == "Озвученный разбор"
        assert review.menu.menuAction() in win.acts.menus["view"].actions()
        assert review.say_graph().startswith("В этой партии ещё нет оценок")
    finally:
        win.set_language("en")
