"""View ▸ Language switches at once and keeps the open game."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui import i18n
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _menu_titles(win: MainWindow) -> list[str]:
    return [a.text() for a in win.menuBar().actions()]


def test_switching_to_russian_and_back_keeps_the_game(qtbot, tmp_path: Path, english: None) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.adapter.play(2, 2)
        win.adapter.play(6, 6)
        node, session = win.adapter.node, win.session
        assert "&File" in _menu_titles(win)
        win.acts.language_actions["ru"].trigger()
        assert win.settings.value(i18n.LANGUAGE_SETTING) == "ru"
        assert i18n.current_language() == "ru"
        assert "&Файл" in _menu_titles(win)
        assert win.players_dock.windowTitle() == "Игроки"
        assert win.look.tree_dock.windowTitle() == "Дерево партии"
        assert win.acts.pass_.text() == "&Пас"
        assert win.acts.language_actions["ru"].isChecked()
        # The same game, at the same move, its record untouched.
        assert win.session is session and win.adapter.node is node
        assert win.adapter.session.cursor.move_number() == 2
        # One set of actions: the old English ones are gone.
        assert not [a for a in win.actions() if a.text() == "&Pass"]
        assert [a for a in win.actions() if a.text() == "&Пас"] == [win.acts.pass_]
        win.acts.pass_.trigger()
        assert win.adapter.session.cursor.move_number() == 3
        win.acts.language_actions["en"].trigger()
        assert "&File" in _menu_titles(win) and win.acts.pass_.text() == "&Pass"
    finally:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()
