"""The main window offers the teaching commands in its menus and names its parts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDockWidget, QTabWidget, QWidget
from ui.teaching.accessibility_check import unnamed_focusable

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui import extensions
from qtgo.ui.dialogs import GameInfoDialog, NewGameDialog
from qtgo.ui.engine.engines_dialog import EnginesDialog
from qtgo.ui.shortcuts import ShortcutsDialog
from qtgo.ui.teaching import rules_page
from qtgo.ui.teaching.figures_dialog import FiguresDialog
from qtgo.ui.window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    QSettings().clear()  # no dock layout saved by an earlier test's window (one test shows them all)
    session = GameSession.new(NewGameSettings(width=13, height=13, rules="aga", komi=5.5))
    win = MainWindow(session, data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    # The teaching and library commands come right after the first paint.
    qtbot.waitUntil(lambda: len(win.built_parts()) == len(extensions.specs()))
    yield win
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


def _texts(menu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_menus_hold_the_teaching_commands(window: MainWindow) -> None:
    menus = window.acts.menus
    file_texts = _texts(menus["file"])
    for text in ("Export &figures…", "&Print figures…", "Open pro&blems…", "Prac&tice problems"):
        assert text in file_texts
    assert file_texts[-1] == window.acts.quit.text()
    assert _texts(menus["help"])[0] == "&Rules of this game"
    reader = next(a.menu() for a in menus["view"].actions() if a.menu() and a.text() == "Sc&reen reader")
    assert "Read the whole board" in _texts(reader)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_rules_of_this_game_shows_its_own_settings(window: MainWindow, monkeypatch) -> None:
    shown: list[str] = []

    def show(dialog: rules_page.RulesDialog) -> int:
        shown.append(dialog.browser.toPlainText())
        return 0

    monkeypatch.setattr(rules_page.RulesDialog, "exec", show)
    window.teaching.actions.rules.trigger()
    (text,) = shown
    assert "AGA rules" in text and "13×13" in text and "5.5" in text


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_export_figures_cuts_the_open_game(window: MainWindow, monkeypatch) -> None:
    window.adapter.play(3, 3)
    window.adapter.play(9, 9)
    opened: list[int] = []

    def open_dialog(dialog: FiguresDialog) -> int:
        opened.append(len(dialog.figures()[0].numbered))
        return QDialog.DialogCode.Rejected.value

    monkeypatch.setattr(FiguresDialog, "exec", open_dialog)
    window.teaching.actions.export_figures.trigger()
    assert opened == [2]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_side_panels_say_what_they_hold(window: MainWindow) -> None:
    window.adapter.pass_turn()
    window.adapter.pass_turn()  # the count panel is built with the first count
    docks = (window.players_dock, window.score_dock, window.tree_dock, window.comment_dock)
    descriptions = [dock.widget().accessibleDescription() for dock in docks]
    assert all(descriptions), descriptions
    assert len(set(descriptions)) == len(docks)
    assert "clocks" in descriptions[0] and "count" in descriptions[1]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_every_focusable_widget_of_every_panel_has_a_name(window: MainWindow, qtbot) -> None:
    for dock in window.findChildren(QDockWidget):
        dock.show()
    window.adapter.pass_turn()
    window.adapter.pass_turn()  # the count panel and its buttons
    window.teaching.names.refresh()
    assert unnamed_focusable(window) == []


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_long_read_out_does_not_grow_the_status_bar(window: MainWindow, qtbot) -> None:
    before = window.statusBar().height(), window.view.height()
    window.teaching.keys.announcer.announce("Row 19: Black " + ", ".join(f"Q{n}" for n in range(1, 200)) + ".")
    qtbot.wait(50)
    assert (window.statusBar().height(), window.view.height()) == before


def _unnamed_on_every_page(dialog: QWidget) -> list[str]:
    missing = unnamed_focusable(dialog)
    for pages in dialog.findChildren(QTabWidget):
        for index in range(pages.count()):
            pages.setCurrentIndex(index)
            missing += [name for name in unnamed_focusable(dialog) if name not in missing]
    return missing


@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.parametrize("which", ["new game", "game info", "engines", "shortcuts"])
def test_dialogs_opened_after_the_window_are_named_when_they_come_up(window: MainWindow, qtbot, which: str) -> None:
    makers = {
        "new game": lambda: NewGameDialog(window),
        "game info": lambda: GameInfoDialog({"PB": "Honinbo Shusaku", "PW": "Gennan Inseki"}, window),
        "engines": lambda: EnginesDialog(window),
        "shortcuts": lambda: ShortcutsDialog(window.findChildren(QAction), window),
    }
    dialog = makers[which]()
    qtbot.addWidget(dialog)
    dialog.show()
    assert _unnamed_on_every_page(dialog) != []  # the dialog itself leaves some unnamed
    dialog.activateWindow()
    qtbot.waitUntil(lambda: _unnamed_on_every_page(dialog) == [], timeout=3000)
