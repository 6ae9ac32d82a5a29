"""Issue 13 through the window's own widgets: what Accept count writes, game information
from a later node in the players panel, and an adjourned game's clock after save, reopen and
Continue playing (the session's own tests check the same in the core)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from qtgo.clock import TimeControl
from qtgo.rules import Color
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def windows(qtbot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for win in made:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def _show(qtbot, windows: list[MainWindow], win: MainWindow) -> MainWindow:
    windows.append(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_accept_count_button_writes_territory_markup_and_board_coordinates(
    qtbot, tmp_path: Path, windows: list[MainWindow], click_point
) -> None:
    win = _show(qtbot, windows, MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path))
    for y in range(9):
        click_point(win, 3, y)
        click_point(win, 5, y)
    click_point(win, 0, 0)
    click_point(win, 1, 7)  # a white stone inside Black's area
    win.acts.pass_.trigger()
    win.acts.pass_.trigger()
    assert win.adapter.mode is Mode.SCORING
    click_point(win, 1, 7)  # a click while counting marks the chain dead
    counting = win.adapter.session.counting
    assert counting is not None
    node = counting.node
    QTest.mouseClick(win.score.accept, Qt.MouseButton.LeftButton)
    assert win.adapter.mode is Mode.REVIEW
    assert "bh" in node.get_list("TB") and "ia" in node.get_list("TW")
    comment = node.get("C") or ""
    assert "B2" in comment and "bh" not in comment  # board coordinates, not SGF's


def test_game_information_of_a_later_node_is_in_the_players_panel(
    qtbot, tmp_path: Path, windows: list[MainWindow], corpus: Path
) -> None:
    path = corpus / "edge" / "gogui__ff4_ex.sgf"
    if not path.exists():
        pytest.skip("the shared corpus is not here")
    win = _show(qtbot, windows, MainWindow(data_dir=tmp_path))
    assert win.files.open_file(path, confirm=False)
    win.files.select_game(1)  # Gametree 2: the players are named only in the variations
    texts = {label.text() for label in win.players.findChildren(QLabel)}
    assert any("B. Lack" in text for text in texts), texts
    assert any("W. Hite" in text for text in texts), texts
    assert "B. Lack" in win.windowTitle()


def test_an_adjourned_game_reopens_with_its_clock_to_the_second(
    qtbot, tmp_path: Path, windows: list[MainWindow], fake_time
) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60))
    win = _show(qtbot, windows, MainWindow(GameSession.new(settings, now=fake_time), data_dir=tmp_path / "a"))
    win.adapter.play(2, 2)
    fake_time.advance(5)
    win.adapter.play(6, 6)
    fake_time.advance(52)  # Black thinks 52 s: 0:08 left when the game is saved
    path = tmp_path / "adjourned.sgf"
    assert win.files.save_to(path)
    later = _show(qtbot, windows, MainWindow(data_dir=tmp_path / "b"))
    assert later.files.open_file(path, confirm=False)
    later.adapter.to_end()
    later.acts.continue_.trigger()
    assert later.adapter.mode is Mode.PLAY
    face = later.players.clocks[Color.BLACK].time_label.text()
    assert "0:08" in face or "0:07" in face, face  # not the 0:49 of the pending move's loss
    assert "0:55" in later.players.clocks[Color.WHITE].time_label.text()
