"""The teaching game window, driven as a student does: a click on the board, the engine's
verdict beside it, a bad move taken back at once or on request and kept in the record as a
variation with the engine's comment; with GNU Go and with the shared KataGo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.rules import Color, Move, Point
from qtgo.session.teaching_game import TeachingGame, Verdict
from qtgo.sgf import PositionCache
from qtgo.ui import extensions, options
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.teaching.lesson import LessonPlugin
from qtgo.ui.teaching.teaching_window import TeachingGameWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ENGINE_SECONDS = 300_000  # ms: a generous bound for one engine answer on a shared machine


def _lesson(qtbot, win) -> LessonPlugin:
    qtbot.waitUntil(lambda: "lesson" in extensions.built(win))
    lesson = extensions.find(win, LessonPlugin)
    assert lesson is not None
    return lesson


def _click(window: TeachingGameWindow, x: int, y: int) -> None:
    sx, sy = window.scene.geometry.center(x, y)
    pos = window.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def _open(qtbot, win, settings_store, entry: EngineEntry, *, threshold: float, auto: bool) -> TeachingGameWindow:
    save_engines([entry], settings_store)
    options.write(settings_store, options.TEACHING_VISITS, 8)
    lesson = _lesson(qtbot, win)
    lesson.teaching_action.trigger()  # Lesson ▸ Teaching game against the engine…
    window = lesson.teaching
    assert window is not None
    qtbot.waitExposed(window)
    window.threshold.setValue(threshold)
    if window.auto.isChecked() is not auto:
        window.auto.click()
    window.size_box.setCurrentIndex(window.size_box.findData(9))
    with qtbot.waitSignal(window.idle, timeout=ENGINE_SECONDS):
        window.start_button.click()
    assert window.game is not None and window.engine is not None
    return window


def _game(window: TeachingGameWindow) -> TeachingGame:
    assert window.game is not None
    return window.game


def _student_move(qtbot, window: TeachingGameWindow, x: int, y: int) -> None:
    with qtbot.waitSignal(window.idle, timeout=ENGINE_SECONDS):
        _click(window, x, y)


def test_a_move_over_the_threshold_is_taken_back_at_once_with_gnu_go(
    make_window, settings_store, gnugo_command, qtbot
) -> None:
    win = make_window()
    # A threshold below any loss: every student move is judged and taken back.
    window = _open(qtbot, win, settings_store, EngineEntry("GNU Go", gnugo_command), threshold=0.5, auto=True)
    assert options.read(settings_store, options.TEACHING_THRESHOLD) == 0.5
    _game(window).threshold = -100.0  # every move loses more than this, whatever GNU Go estimates
    _student_move(qtbot, window, 0, 0)
    game = _game(window)
    assert game.node is game.tree.root  # back where it was: the student moves again
    (variation,) = game.tree.root.children
    assert variation.move == Move(Color.BLACK, Point(0, 0))
    assert variation.comment and variation.comment.startswith("Taken back: loses")
    assert "taken back" in window.verdict.text() and window.history.count() == 1
    assert Point(0, 0) not in window.scene.display.stones  # the board shows the position again
    window.threshold.setValue(50.0)  # the teacher lets the next move stand
    _student_move(qtbot, window, 4, 4)
    assert game.tree.root.children[0].move == Move(Color.BLACK, Point(4, 4))  # the main line now
    window.close()


def test_a_move_is_taken_back_on_request_with_the_engines_reply_with_gnu_go(
    make_window, settings_store, gnugo_command, qtbot
) -> None:
    win = make_window()
    window = _open(qtbot, win, settings_store, EngineEntry("GNU Go", gnugo_command), threshold=50.0, auto=False)
    _student_move(qtbot, window, 2, 2)
    game = _game(window)
    first = game.tree.root.children[0]
    assert first.move == Move(Color.BLACK, Point(2, 2)) and first.children  # GNU Go replied
    assert window.verdict.text().startswith("Move 1 (C7)")
    assert len(window.scene.display.stones) == 2 and window.take_back_button.isEnabled()
    window.take_back_button.click()  # on request
    assert game.node is game.tree.root and not window.scene.display.stones
    assert first.comment and first.comment.startswith("Taken back")
    assert first.children  # the engine's reply stays in the variation
    assert not window.take_back_button.isEnabled()
    window.close()


def test_the_first_line_is_taken_back_with_katago_and_the_record_opens_in_the_main_window(
    make_window, settings_store, katago, qtbot
) -> None:
    win = make_window()
    entry = EngineEntry("KataGo", katago.gtp("maxVisits=8"))
    window = _open(qtbot, win, settings_store, entry, threshold=3.0, auto=True)
    verdicts: list[Verdict] = []
    window.verdict_shown.connect(verdicts.append)
    _student_move(qtbot, window, 0, 8)  # the 1-1 point of a 9x9 board
    (corner,) = verdicts
    assert corner.taken_back and corner.loss is not None and corner.loss > 3.0 and corner.better is not None
    assert any(m.kind == "TR" and m.point == corner.better for m in window.scene.display.markup)
    _student_move(qtbot, window, 4, 4)
    centre = verdicts[-1]
    assert not centre.taken_back
    main, variation = _game(window).tree.root.children
    assert main.move == Move(Color.BLACK, Point(4, 4)) and variation.move == Move(Color.BLACK, Point(0, 8))
    assert variation.comment is not None and "better:" in variation.comment
    assert window.review_button.isEnabled()
    assert window.review_in_main_window()  # Review in the main window
    opened = win.adapter.session.tree
    assert opened.root.children[1].comment == variation.comment
    window.close()


def test_a_window_closed_and_opened_again_asks_for_a_new_game_and_an_engine_that_fails_is_said(
    make_window, settings_store, gnugo_command, misbehaving, qtbot
) -> None:
    win = make_window()
    window = _open(qtbot, win, settings_store, EngineEntry("GNU Go", gnugo_command), threshold=50.0, auto=False)
    window.close()  # stops the engine
    lesson = _lesson(qtbot, win)
    assert lesson.open_teaching_game() is window
    _click(window, 4, 4)
    assert window.verdict.text() == "The engine stopped: start a new teaching game."
    assert not window.busy and not _game(window).tree.root.children
    window.entries = [
        EngineEntry("broken", misbehaving("crash-at-start")),
        EngineEntry("resigns", misbehaving("resign")),
    ]
    window.engine_box.clear()
    window.engine_box.addItems(["broken", "resigns"])
    with qtbot.waitSignal(window.idle, timeout=ENGINE_SECONDS):
        window.start_button.click()
    assert window.verdict.text().startswith("Engine: ") and not window.busy
    window.engine_box.setCurrentIndex(1)
    with qtbot.waitSignal(window.idle, timeout=ENGINE_SECONDS):
        window.start_button.click()
    _student_move(qtbot, window, 4, 4)
    assert window.verdict.text() == "The engine resigns: you win."
    assert window.over and not window.pass_button.isEnabled()
    window.close()


def test_each_question_about_a_position_is_answered_without_replaying_the_game_from_the_root(
    make_window, settings_store, gnugo_command, qtbot, monkeypatch
) -> None:
    from qtgo.engine import position as engine_position
    from qtgo.sgf import replay
    from qtgo.ui.teaching import teaching_window

    win = make_window()
    window = _open(qtbot, win, settings_store, EngineEntry("GNU Go", gnugo_command), threshold=50.0, auto=False)
    replays: list[object] = []

    def counted(*args, **kwargs):
        replays.append(args[1] if len(args) > 1 else None)
        return replay(*args, **kwargs)

    monkeypatch.setattr(teaching_window, "replay", counted)
    monkeypatch.setattr(engine_position, "replay", counted)
    caches: list[PositionCache] = []

    class CountedCache(PositionCache):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            caches.append(self)

    monkeypatch.setattr(teaching_window, "PositionCache", CountedCache)
    for point in (Point(2, 2), Point(6, 6), Point(2, 6), Point(6, 2)):
        if point in window.scene.display.stones:
            continue  # GNU Go played there
        _student_move(qtbot, window, point.x, point.y)
    # The verdicts (two positions each), the engine's replies, the board and each click's
    # legality: from the window's cache and the worker's copies, never a replay.
    # The cache made when the game started serves every question after it.
    assert replays == [] and caches == []
    game = _game(window)
    assert game.tree.move_number(game.node) >= 6 and window.history.count() >= 3
    # What the board shows is the position a replay from the root reaches.
    shown = window.scene.display.stones
    assert shown == dict(replay(game.tree, game.node).game.board.stones())
    window.close()
