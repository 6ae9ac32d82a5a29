"""View > Move numbers: off, all or the last moves, cycled by Ctrl+Shift+M and remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.board import MoveNumbers
from qtgo.ui.window import MainWindow
from qtgo.ui.window.actions import LAST_NUMBERS
from qtgo.ui.window.stored import move_numbers_setting


def make_window(qtbot, tmp_path: Path) -> MainWindow:
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    return win


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Iterator[MainWindow]:
    QSettings().remove("view/move_numbers")
    win = make_window(qtbot, tmp_path)
    yield win
    win.adapter.session.record.modified = False


def test_the_menu_offers_three_exclusive_choices(window: MainWindow) -> None:
    assert window.acts.numbers_group.isExclusive()
    assert list(window.acts.number_actions) == [MoveNumbers.OFF, MoveNumbers.ALL, MoveNumbers.LAST]
    menu_actions = window.acts.numbers_menu.actions()
    for action in window.acts.number_actions.values():
        assert action in menu_actions
    assert window.acts.number_actions[MoveNumbers.LAST].text().replace("&", "") == f"Last {LAST_NUMBERS} moves"
    assert window.acts.number_actions[MoveNumbers.OFF].isChecked()
    assert window.scene.move_numbers is MoveNumbers.OFF

    window.acts.number_actions[MoveNumbers.LAST].trigger()
    assert window.scene.move_numbers is MoveNumbers.LAST
    assert window.scene.last_numbers == LAST_NUMBERS
    assert not window.acts.number_actions[MoveNumbers.OFF].isChecked()
    assert [a.isChecked() for a in window.acts.number_actions.values()] == [False, False, True]


def test_the_shortcut_cycles_off_all_last(window: MainWindow) -> None:
    assert window.acts.numbers.shortcut().toString() == "Ctrl+Shift+M"
    seen = []
    for _ in range(4):
        window.acts.numbers.trigger()
        seen.append(window.scene.move_numbers)
        assert window.acts.number_actions[window.scene.move_numbers].isChecked()
    assert seen == [MoveNumbers.ALL, MoveNumbers.LAST, MoveNumbers.OFF, MoveNumbers.ALL]


def test_the_choice_is_stored_and_restored(qtbot, tmp_path: Path, window: MainWindow) -> None:
    window.acts.number_actions[MoveNumbers.LAST].trigger()
    window.save_settings()
    assert QSettings().value("view/move_numbers") == "last"
    again = make_window(qtbot, tmp_path)
    assert again.scene.move_numbers is MoveNumbers.LAST
    assert again.acts.number_actions[MoveNumbers.LAST].isChecked()
    again.adapter.session.record.modified = False


@pytest.mark.parametrize(
    ("stored", "mode"),
    [
        ("true", MoveNumbers.ALL),
        ("false", MoveNumbers.OFF),
        (True, MoveNumbers.ALL),
        (False, MoveNumbers.OFF),
        ("all", MoveNumbers.ALL),
        ("last", MoveNumbers.LAST),
        ("off", MoveNumbers.OFF),
        ("nonsense", MoveNumbers.OFF),
    ],
)
def test_older_on_off_settings_still_read(stored: object, mode: MoveNumbers) -> None:
    assert move_numbers_setting(stored) is mode
