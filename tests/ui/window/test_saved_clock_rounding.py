"""A clock shows the same time before saving and after reopening (BL/WL kept in tenths)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.clock import TimeControl
from qtgo.rules import Color
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.window import MainWindow


@pytest.mark.parametrize(("left", "face"), [(42.0, "0:42"), (42.05, "0:43"), (42.95, "0:43")])
def test_the_time_left_shows_alike_before_saving_and_after_reopening(
    make_window, click_point, fake_time, tmp_path: Path, left: float, face: str
) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60))
    window: MainWindow = make_window(GameSession.new(settings, now=fake_time))
    click_point(window, 2, 2)  # Black's first move starts White's clock
    fake_time.advance(60 - left)
    click_point(window, 6, 6)  # White moves with ``left`` seconds on the clock
    white = window.players.clocks[Color.WHITE]
    assert white.time_label.text() == face
    path = tmp_path / "game.sgf"
    assert window.files.save_to(path)

    later: MainWindow = make_window()
    assert later.files.open_file(path, confirm=False)
    later.adapter.to_end()
    assert later.players.clocks[Color.WHITE].time_label.text() == face
