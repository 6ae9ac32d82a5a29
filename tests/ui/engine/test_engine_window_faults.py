"""Engine faults in a game through the window (fake engines): a hung genmove ends with a
message and the choice to retry, play by hand or stop; a side whose engine does not start
is played by hand while the other engine plays on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.engine.seats import Seat, Seats
from qtgo.rules import Color
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.engine.window_engines import MOVE_SECONDS_SETTING
from qtgo.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform and the message box


@pytest.fixture
def window(qtbot, tmp_path: Path):
    QSettings().setValue(MOVE_SECONDS_SETTING, 1.5)
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


def _start(qtbot, window, seats: Seats) -> None:
    assert window.prompts.start_game(NewGameSettings(width=9, height=9))
    window.engines.start_play(seats)
    qtbot.waitUntil(lambda: window.engines.player is not None and not window.engines.player._waiting, timeout=20000)


def _button(box, text: str):
    return next(b for b in box.buttons() if b.text() == text)


def test_a_hung_engine_is_stopped_and_its_side_played_by_hand(qtbot, window, misbehaving):
    _start(qtbot, window, Seats(white=Seat(misbehaving("hang"), "Hang")))
    engines = window.engines
    window.board_clicked(4, 4)  # Black, by hand; White's engine hangs
    qtbot.waitUntil(lambda: engines.fault_box is not None and engines.fault_box.isVisible(), timeout=20000)
    box = engines.fault_box
    assert box.text().startswith("White's engine did not answer in time")
    assert sorted(b.text() for b in box.buttons()) == ["Play by hand", "Retry", "Stop the engines"]
    qtbot.mouseClick(_button(box, "Play by hand"), qtbot_left())
    assert engines.player is None or not engines.player.seats.white.is_engine
    window.board_clicked(2, 2)  # White now plays by hand
    assert window.session.cursor.move_number() == 2 and window.session.node.move.color is Color.WHITE


def test_retry_starts_a_fresh_engine_instead_of_reusing_the_hung_one(qtbot, window, misbehaving):
    _start(qtbot, window, Seats(white=Seat(misbehaving("hang"), "Hang")))
    engines = window.engines
    controller = engines.player.controllers[Color.WHITE]
    first = controller._worker.engine.client.pid
    window.board_clicked(4, 4)
    qtbot.waitUntil(lambda: engines.fault_box is not None and engines.fault_box.isVisible(), timeout=20000)
    qtbot.mouseClick(_button(engines.fault_box, "Retry"), qtbot_left())
    qtbot.waitUntil(
        lambda: controller._worker.engine is not None and controller._worker.engine.client.pid != first, timeout=20000
    )
    # The fresh engine is asked again (and hangs again: the question comes back).
    qtbot.waitUntil(lambda: engines.fault_box is not None and engines.fault_box.isVisible(), timeout=20000)
    qtbot.mouseClick(_button(engines.fault_box, "Stop the engines"), qtbot_left())
    assert engines.player is None and window.session.mode is Mode.PLAY


@pytest.mark.gnugo
def test_a_side_whose_engine_does_not_start_plays_by_hand_and_the_other_engine_plays_on(qtbot, window, gnugo_command):
    seats = Seats(black=Seat("/nonexistent/engine --gtp", "Broken"), white=Seat(gnugo_command, "GNU Go", 1))
    _start(qtbot, window, seats)
    engines = window.engines
    assert "Black's engine did not start" in window.statusBar().currentMessage()
    assert not engines.player.seats.black.is_engine and engines.player.seats.white.is_engine
    window.board_clicked(4, 4)  # Black by hand
    qtbot.waitUntil(lambda: window.session.cursor.move_number() == 2, timeout=30000)  # GNU Go answers
    assert window.session.node.move.color is Color.WHITE


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton
