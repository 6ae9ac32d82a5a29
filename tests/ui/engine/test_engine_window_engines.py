"""The engines in the main window, against real GNU Go: analysis on the board, a person
against an engine from a new game, and the whole game reviewed and kept in the record."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from qtgo.engine.review import main_line_nodes
from qtgo.engine.seats import Seat, Seats
from qtgo.rules import Color
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

pytestmark = pytest.mark.gnugo


@pytest.fixture
def window(qtbot, tmp_path: Path, gnugo_command):
    save_engines([EngineEntry("GNU Go", gnugo_command)], QSettings())
    win = MainWindow(GameSession.new(NewGameSettings(width=9, height=9)), data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Closing asks about unsaved changes; the tests answer "discard" this way.
    win.adapter.session.record.modified = False
    win.close()  # stops the engines and their threads
    win.deleteLater()


def test_the_engine_menu_sits_before_help(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[-2:] == ["E&ngine", "&Help"]
    assert window.engines.analysis_entry().name == "GNU Go"


def test_analysing_the_position_draws_candidates_and_moving_on_clears_them(qtbot, window):
    engines = window.engines
    with qtbot.waitSignal(engines.analysis.analysis_ready, timeout=30000):
        engines.ponder_action.setChecked(True)
    qtbot.waitUntil(lambda: engines.overlay.shown != (), timeout=5000)
    assert engines.overlay.analysis.to_play is Color.BLACK
    engines.ponder_action.setChecked(False)
    window.board_clicked(4, 4)
    assert engines.overlay.analysis is None  # the old position's analysis is gone at once


def test_a_hint_shows_three_moves(qtbot, window):
    engines = window.engines
    with qtbot.waitSignal(engines.analysis.hint_ready, timeout=30000):
        engines.hint_action.trigger()
    assert len(engines.overlay.shown) == 3


def test_a_person_plays_black_and_gnugo_answers_as_white(qtbot, window, gnugo_command):
    assert window.prompts.start_game(NewGameSettings(width=9, height=9))
    window.engines.start_play(Seats(white=Seat(gnugo_command, "GNU Go", 1)))
    qtbot.waitUntil(lambda: window.engines.player is not None and not window.engines.player._waiting, timeout=20000)
    window.board_clicked(4, 4)
    assert window.session.cursor.move_number() == 1
    window.board_clicked(2, 2)  # White's turn belongs to the engine: the click is held
    qtbot.waitUntil(lambda: window.session.cursor.move_number() == 2, timeout=30000)
    assert window.session.node.move.color is Color.WHITE
    assert window.session.mode is Mode.PLAY and window.session.to_play is Color.BLACK


def test_the_whole_game_is_reviewed_into_the_record(qtbot, window, data_dir):
    window.adapter.replace_session(GameSession.open(data_dir / "gnugo_games" / "g09_s0004.sgf"))
    engines = window.engines
    with qtbot.waitSignal(engines.review.record_changed, timeout=180000):
        engines.game_action.trigger()
    assert engines.review_dock.isVisible()
    tree = window.session.tree
    assert window.session.modified and tree.root.get("QTAE").startswith("GNU Go")
    assert all(node.get("QTEV") for node in main_line_nodes(tree))
    assert engines.review.graph.count == len(main_line_nodes(tree))


def test_a_reviewed_record_opens_with_its_mistakes_and_next_mistake_goes_there(qtbot, window, tmp_path):
    text = (
        "(;SZ[9]KM[6.5]QTEV[lead=-6.5;to=B];B[ee]QTEV[lead=-6;to=W];W[cc]QTEV[lead=-7;to=B];B[aa]QTEV[lead=-19;to=W])"
    )
    path = tmp_path / "reviewed.sgf"
    path.write_text(text)
    window.adapter.replace_session(GameSession.open(path))
    engines = window.engines
    assert [(m.move_number, m.loss) for m in engines.review.mistakes.mistakes] == [(3, 12.0)]
    assert engines.review.graph.count == 4  # no engine was asked: read from the record
    engines.next_action.trigger()
    assert window.session.cursor.move_number() == 3
    assert engines.overlay.mistake is not None and engines.overlay.mistake[0].to_sgf() == "aa"
    model = window.move_tree.model
    tinted = [model.index(row, 0) for row in range(model.rowCount())]
    tinted = [i for i in tinted if model.data(i, Qt.ItemDataRole.BackgroundRole) is not None]
    assert [model.data(i, model.NodeRole).move.point.to_sgf() for i in tinted] == ["aa"]  # marked in the move list


def test_engine_against_engine_in_the_window_plays_to_the_count(qtbot, window, gnugo_command):
    assert window.prompts.start_game(NewGameSettings(width=7, height=7, komi=4.5))
    window.engines.start_play(Seats(Seat(gnugo_command, "GNU Go", 1), Seat(gnugo_command, "GNU Go", 1)))
    qtbot.waitUntil(lambda: window.session.mode is not Mode.PLAY, timeout=120000)
    assert window.session.mode is Mode.SCORING  # two passes: the count begins
    assert window.session.cursor.move_number() >= 2
