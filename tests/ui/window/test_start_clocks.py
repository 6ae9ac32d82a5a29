"""The start-up board is a plain 19x19 in review, and no clock runs before a game's first move."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings

from qtgo.clock import TimeControl
from qtgo.rules import Color
from qtgo.session import Mode, NewGameSettings
from qtgo.ui.window import MainWindow


def test_the_start_up_board_is_a_plain_19x19_in_review_whatever_the_last_new_game(qtbot, tmp_path: Path) -> None:
    tibetan = NewGameSettings(width=17, height=17, rules="tibetan", black_time=TimeControl.absolute(600))
    QSettings().setValue("new_game/settings", json.dumps(tibetan.to_dict()))
    window = MainWindow(data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.adapter.size == (19, 19)
    assert window.adapter.mode is Mode.REVIEW
    assert window.adapter.clock is None
    assert not list(window.adapter.session.game.board.stones())
    assert all(panel.state is None for panel in window.players.clocks.values())
    # New game still offers the teacher's last settings.
    assert window.last_new_game_settings() == tibetan


def test_a_new_games_clocks_wait_for_the_first_move(qtbot, make_window, click_point) -> None:
    window: MainWindow = make_window()
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600))
    assert window.prompts.start_game(settings)
    clock = window.adapter.clock
    assert clock is not None
    assert clock.running is None
    black, white = window.players.clocks[Color.BLACK], window.players.clocks[Color.WHITE]
    assert black.time_label.text() == "10:00" and white.time_label.text() == "10:00"
    assert black.turn_label.text() == "to move" and not white.turn_label.text()
    click_point(window, 4, 4)  # Black's first move starts White's clock
    assert clock.running is Color.WHITE
    assert white.turn_label.text() == "to move" and not black.turn_label.text()
    assert clock.state(Color.BLACK).main_left == 600
