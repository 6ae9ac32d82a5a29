"""Whole-game review through the window: the graph grows live, each position is kept in the
record as it comes, Stop keeps what is done and Resume does only the rest; KataGo's JSON
engine analyses the game when the analysis engine names one; the log shows the traffic."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.engine.review import main_line_nodes
from qtgo.session import GameSession, NewGameSettings
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow


@pytest.fixture
def open_window(qtbot, tmp_path: Path):
    windows: list[MainWindow] = []

    def make(entries: list[EngineEntry], record: Path | None = None) -> MainWindow:
        save_engines(entries, QSettings())
        session = GameSession.open(record) if record else GameSession.new(NewGameSettings(width=9, height=9))
        win = MainWindow(session, data_dir=tmp_path / "data")
        win.resize(1100, 760)
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def _stored(win: MainWindow) -> list[bool]:
    return [bool(node.get("QTEV")) for node in main_line_nodes(win.session.tree)]


@pytest.mark.gnugo
def test_the_graph_grows_live_stop_keeps_and_resume_does_the_rest(qtbot, open_window, gnugo_command, data_dir):
    win = open_window([EngineEntry("GNU Go", gnugo_command)], data_dir / "gnugo_games" / "g09_s0003.sgf")
    engines = win.engines
    review = engines.review
    seen: list[tuple[int, bool, bool]] = []  # index, kept in the record, on the graph: when it arrived

    def arrived(index: int) -> None:
        node = main_line_nodes(win.session.tree)[index]
        seen.append((index, bool(node.get("QTEV")), review.graph.series.values[index] is not None))

    review.evaluation_stored.connect(arrived)
    engines.game_action.trigger()
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=60000)
    assert all(kept and drawn for _i, kept, drawn in seen)
    assert win.session.modified

    def autosaved() -> int:
        """QTEV properties in the autosave (written off the GUI thread, at most ~2 s late
        when serialising is slow on a loaded machine)."""
        win.files.autosave.writer.flush(5)
        entry = win.files.autosave.store.pending()
        return 0 if entry is None else entry.path.read_text(encoding="utf-8").count("QTEV[")

    qtbot.mouseClick(review.stop_button, qtbot_button())
    kept = sum(_stored(win))
    total = len(_stored(win))
    assert 3 <= kept < total
    assert review.status.text().startswith(f"Analysis stopped: {kept} of {total} positions are kept")
    assert review.analyse_button.text() == "Resume analysis"
    qtbot.waitUntil(lambda: autosaved() == kept, timeout=15000)  # every position kept reached the autosave
    first_run = len(seen)
    with qtbot.waitSignal(review.record_changed, timeout=120000):
        qtbot.mouseClick(review.analyse_button, qtbot_button())
    assert all(_stored(win))
    assert len(seen) - first_run == total - kept  # the resumed run did only the missing positions
    assert review.graph.count == total and None not in review.graph.series.values
    assert review.analyse_button.text() == "Analyse game"


def test_a_position_that_hangs_is_retried_on_a_restarted_engine_then_shown_skipped(
    qtbot, open_window, misbehaving, tmp_path, monkeypatch
):
    pids = tmp_path / "pids"
    pids.mkdir()
    monkeypatch.setenv("MISBEHAVING_PIDS", str(pids))
    record = tmp_path / "five.sgf"
    record.write_text("(;SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc])", encoding="utf-8")
    win = open_window([EngineEntry("Fake", misbehaving("score-hang-at 3"))], record)  # hangs after move 3
    engines = win.engines
    review = engines.review
    review.seconds.setValue(0.2)
    review.timeout.setValue(1.0)
    skipped: list[int] = []
    engines.analysis.position_skipped.connect(lambda index, _reason: skipped.append(index))
    with qtbot.waitSignal(review.record_changed, timeout=60000):
        engines.game_action.trigger()
    assert skipped == [3]  # once: the first timeout was retried
    assert len(list(pids.iterdir())) == 3  # the engine, restarted after each timeout
    assert _stored(win) == [True, True, True, False, True, True]  # the rest analysed and kept in the record
    assert review.graph.skipped == frozenset({3})
    assert review.mistakes.skipped == [3]
    assert "1 positions skipped" in review.status.text() and ": 3." in review.status.text()
    assert "Move 3: skipped" in (review.graph.set_current(3) or review.graph.current_text())
    assert "position 3 skipped" in engines.log.text.toPlainText()
    assert review.analyse_button.text() == "Resume analysis"
    asked = []
    monkeypatch.setattr(engines.analysis, "analyse_game", lambda tree, settings, **kw: asked.append(kw["skip"]))
    qtbot.mouseClick(review.analyse_button, qtbot_button())
    assert asked == [frozenset({0, 1, 2, 4, 5})]  # "Resume analysis" does the skipped position again


def qtbot_button():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


@pytest.mark.gnugo
def test_the_engine_log_shows_every_command_and_reply(qtbot, open_window, gnugo_command):
    win = open_window([EngineEntry("GNU Go", gnugo_command)])
    engines = win.engines
    with qtbot.waitSignal(engines.analysis.hint_ready, timeout=30000):
        engines.hint_action.trigger()
    text = engines.log.text.toPlainText()
    assert "[analysis] > 1 protocol_version" in text
    assert "[analysis] < =1 2" in text
    assert "[analysis] > " in text and "estimate_score" in text
    assert any(line.startswith("[analysis] < =") and "top_moves" not in line for line in text.splitlines())


@pytest.mark.gnugo
def test_candidates_dock_follows_the_analysis(qtbot, open_window, gnugo_command, tmp_path):
    win = open_window([EngineEntry("GNU Go", gnugo_command)])
    engines = win.engines
    engines.candidates_dock.show()
    with qtbot.waitSignal(engines.analysis.hint_ready, timeout=30000):
        engines.hint_action.trigger()
    panel = engines.candidates
    assert panel is not None and len(panel.row_texts()) == 3
    assert panel.table.headerItem().text(3) == "Move value (GNU Go)"
    assert engines.overlay.legend_text().endswith("GNU Go's move value (not points)")
    # GNU Go gives no ownership: qtgo's own estimate shades the board (the toggle is on).
    assert engines.ownership_action.isChecked()
    qtbot.waitUntil(lambda: engines.overlay.ownership is not None, timeout=30000)
    assert engines.overlay.analysis.ownership is None
    engines.ownership_action.setChecked(False)
    assert engines.overlay.ownership is None
    engines.ownership_action.setChecked(True)
    win.grab().save(str(tmp_path / "window-gnugo.png"))


def test_katago_json_engine_analyses_the_whole_game_in_the_window(qtbot, open_window, katago, data_dir, tmp_path):
    entry = EngineEntry("KataGo", katago.gtp("maxVisits=16"), "", katago.analysis("maxVisits=16"))
    win = open_window([entry], data_dir / "gnugo_games" / "g09_s0003.sgf")
    engines = win.engines
    stored: list[int] = []
    engines.review.evaluation_stored.connect(stored.append)
    with qtbot.waitSignal(engines.review.record_changed, timeout=240000):
        engines.game_action.trigger()
    assert all(_stored(win)) and sorted(stored) == list(range(len(_stored(win))))
    assert win.session.tree.root.get("QTAE", "").startswith("KataGo")
    assert engines.analysis.json_label.startswith("KataGo")
    log = engines.log.text.toPlainText()
    assert '[analysis] > {"id": "qtgo-2"' in log and "analyzeTurns" in log
    assert '[analysis] < {"id":"qtgo-2"' in log.replace('"id": "qtgo-2"', '"id":"qtgo-2"')
    engines.review_dock.show()
    engines.review.resize(700, 320)
    engines.review.grab().save(str(tmp_path / "review-katago.png"))


def test_katago_live_analysis_fills_candidates_with_visits_winrate_lead_and_prior(qtbot, open_window, katago, tmp_path):
    win = open_window([EngineEntry("KataGo", katago.gtp("maxVisits=16"))])
    engines = win.engines
    engines.candidates_dock.show()
    with qtbot.waitSignal(engines.analysis.hint_ready, timeout=120000):
        engines.hint_action.trigger()
    rows = engines.candidates.row_texts()
    assert rows and all(row[1] and row[2].endswith("%") and row[3][0] in "+-0" and row[4].endswith("%") for row in rows)
    assert engines.overlay.legend_text() == "For Black: win rate · score lead · visits"
    assert engines.overlay.ownership is not None  # KataGo's own
    win.grab().save(str(tmp_path / "window-katago.png"))
