"""Russian as Go players read it, in the window itself: View ▸ Move numbers names its
cycling entry as a setting (not "next variation"), and Help ▸ Keyboard shortcuts names every
tool in words, each action once with its keys (no "Выход: Ctrl+Q, Выход")."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_russian_move_numbers_menu_and_shortcuts_table(qtbot, tmp_path: Path, russian: None) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path)
    win.show()
    qtbot.waitExposed(win)
    try:
        entries = [a.text().replace("&", "") for a in win.acts.numbers_menu.actions() if not a.isSeparator()]
        assert entries == ["Выключены", "Все", "Последние 10 ходов", "Следующий режим"]
        assert "Следующий вариант" not in entries
        win.show_shortcuts()
        dialog = win.look.shortcuts_dialog
        assert dialog is not None
        rows = dialog.rows
        names = [name for name, _keys in rows]
        assert len(names) == len(set(names))  # each action once
        assert all(any(ch.isalpha() for ch in name) and len(name) > 1 for name in names), names
        keys = dict(rows)
        assert keys["Выход"] == "Ctrl+Q"
        assert keys["Треугольник"] == "T" and keys["Линия (два щелчка)"] == "N"
        assert all("Выход" not in value for value in keys.values())
        dialog.close()
    finally:
        win.close()
        win.deleteLater()


def test_the_status_bar_komi_follows_the_locale(qtbot, tmp_path: Path, russian: None) -> None:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9, komi=6.5)), data_dir=tmp_path)
    win.show()
    qtbot.waitExposed(win)
    try:
        assert win.message.text().endswith("коми 6,5"), win.message.text()
    finally:
        win.close()
        win.deleteLater()


@pytest.mark.parametrize("size", [(800, 600), (1060, 720), (1280, 860)])
def test_russian_toolbars_fit_without_overflow(qtbot, tmp_path: Path, russian: None, size) -> None:
    from PySide6.QtWidgets import QToolButton

    win = MainWindow(GameSession.new(NewGameSettings(width=19, height=19)), data_dir=tmp_path)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(60)
    qtbot.waitUntil(lambda: not win.look.fit_pending, timeout=5000)
    qtbot.wait(20)
    try:
        for bar in (win.acts.main_toolbar, win.acts.tools_toolbar):
            extension = [b for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
            assert not any(b.isVisible() for b in extension), (size, bar.windowTitle())
            for action in bar.actions():
                widget = bar.widgetForAction(action)
                hidden_on_purpose = action.isSeparator() or not action.isVisible()  # the "Tool:" label in a column
                assert widget is None or hidden_on_purpose or widget.isVisible(), (size, action.text())
    finally:
        win.close()
        win.deleteLater()


def test_russian_words_as_go_players_say_them(qtbot, tmp_path: Path, russian: None) -> None:
    from qtgo.rules import PRESET_NAMES, Ruleset
    from qtgo.ui.teaching.rules_page import GameSettings, RulesDialog

    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path)
    win.show()
    qtbot.waitExposed(win)
    try:
        help_entries = [a.text().replace("&", "") for a in win.acts.menus["help"].actions()]
        assert "Сочетания клавиш" in help_entries
        assert not any("Клавиатурные сокращения" in text for text in help_entries)
        stones = [a.text().replace("&", "") for a in win.plugin("board-look").menu.stone_actions.values()]
        assert "Сланец и раковина" in stones and "Сланец и ракушка" not in stones
        for name in PRESET_NAMES:
            dialog = RulesDialog(Ruleset.preset(name), GameSettings(), "ru", win)
            text = dialog.browser.toPlainText()
            dialog.deleteLater()
            assert "секи" not in text.lower(), name  # сэки, as everywhere else
            assert "сэки" in text.lower(), name
    finally:
        win.close()
        win.deleteLater()
