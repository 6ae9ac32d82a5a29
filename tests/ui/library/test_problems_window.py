"""The Problems window on fake time: a reviewed game's mistakes are added from the File menu,
come due the next day, are solved (or missed) with a click on the board, and come back on
the spaced-repetition schedule, as ``qtgo-cli problems due`` sees it too."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from qtgo.cli import main
from qtgo.session import GameSession
from qtgo.ui import extensions
from qtgo.ui.library.problems_plugin import ProblemsPlugin
from qtgo.ui.library.problems_window import ProblemsWindow
from qtgo.ui.window.main_window import MainWindow

from positions import REVIEWED_GAME

MakeWindow = Callable[..., MainWindow]

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

RECORD = REVIEWED_GAME


def _click(window: ProblemsWindow, x: int, y: int) -> None:
    scene = window.view.board
    sx, sy = scene.geometry.center(x, y)
    pos: QPoint = window.view.mapFromScene(QPointF(sx, sy))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def _due_cli(capsys: pytest.CaptureFixture[str], db: Path, day: str) -> list[dict[str, object]]:
    assert main(["problems", "due", "--db", str(db), "--date", day, "--json"]) == 0
    found: list[dict[str, object]] = json.loads(capsys.readouterr().out)
    return found


def test_a_mistake_is_solved_on_the_board_and_comes_back_on_schedule(
    make_window: MakeWindow, qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str], english: None
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text(RECORD, encoding="utf-8")
    win = make_window(GameSession.open(path))
    qtbot.waitUntil(lambda: "problems" in extensions.built(win))
    plugin = extensions.find(win, ProblemsPlugin)
    assert plugin is not None
    assert plugin.add_action in win.acts.menus["file"].actions()
    day = [dt.date(2026, 3, 1)]
    plugin.today = lambda: day[0]
    plugin.add_action.trigger()
    db = tmp_path / "data" / "library.sqlite"
    assert [(p["move"], p["due"]) for p in _due_cli(capsys, db, "2026-03-02")] == [(1, "2026-03-02"), (4, "2026-03-02")]

    window = plugin.show_problems()
    assert isinstance(window, ProblemsWindow)
    qtbot.waitExposed(window)
    assert window.list.count() == 0  # added today: nothing due before tomorrow
    assert window.question.text().startswith("No problem is due today")

    day[0] = dt.date(2026, 3, 2)
    plugin.show_problems()
    assert [item.move for item in window.due] == [1, 4]
    assert window.question.text().startswith("Black to play. In the game (move 1 of game.sgf)")
    _click(window, 4, 4)  # E5, the engine's move: right
    assert window.recorded is not None
    assert (window.recorded.interval_days, window.recorded.due) == (3, "2026-03-05")
    assert window.feedback.text() == "✓ Right: E5 is the engine's move. It comes back in 3 days, on 2026-03-05."
    _click(window, 2, 2)  # a second click changes nothing: the answer is recorded once
    assert window.recorded.due == "2026-03-05"

    window.next_button.click()
    assert window.current is not None and window.current.move == 4
    assert window.question.text().startswith("White to play.")
    _click(window, 8, 0)  # J9, the move played in the game: wrong
    assert window.recorded is not None
    assert (window.recorded.interval_days, window.recorded.due) == (1, "2026-03-03")
    assert window.feedback.text() == "✗ Wrong: J9. The engine's move: D6. It comes back in 1 day, on 2026-03-03."
    assert "Opening: 1 of 2 (50%)" in window.rates.text()

    day[0] = dt.date(2026, 3, 3)
    plugin.show_problems()
    assert [item.move for item in window.due] == [4]
    _click(window, 3, 3)  # D6: right this time
    assert window.recorded is not None and window.recorded.due == "2026-03-06"

    day[0] = dt.date(2026, 3, 5)
    plugin.show_problems()
    assert [item.move for item in window.due] == [1]
    window.show_answer()  # shown, not solved: back to one day
    assert window.recorded is not None and (window.recorded.interval_days, window.recorded.due) == (1, "2026-03-06")
    assert "Opening: 2 of 4 (50%)" in window.rates.text()
    assert [(p["move"], p["streak"]) for p in _due_cli(capsys, db, "2026-03-06")] == [(1, 0), (4, 1)]


def test_a_game_without_evaluations_adds_nothing_and_the_window_speaks_russian(
    make_window: MakeWindow, qtbot, tmp_path: Path
) -> None:
    win = make_window()
    qtbot.waitUntil(lambda: "problems" in extensions.built(win))
    plugin = extensions.find(win, ProblemsPlugin)
    assert plugin is not None
    assert plugin.add_mistakes() is None
    assert win.statusBar().currentMessage().startswith("No evaluations in this game yet")
    window = plugin.show_problems()
    assert window is not None
    win.set_language("ru")
    try:
        qtbot.waitUntil(lambda: window.windowTitle() == "Мои задачи")
        assert plugin.show_action.text().replace("&", "").startswith("Мои задачи")
        assert plugin.show_action in win.acts.menus["file"].actions()
    finally:
        win.set_language("en")
