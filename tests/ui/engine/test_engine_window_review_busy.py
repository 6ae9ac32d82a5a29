"""A whole-game analysis is never stalled by another request: live analysis and hints are
refused while it runs, and a run cut short from elsewhere ends as stopped (never waits)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from qtgo.engine.review import main_line_nodes
from qtgo.session import GameSession
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

RECORD = "(;SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc];W[gf];B[ce];W[dd];B[fc];W[ec])"


@pytest.fixture
def window(qtbot, tmp_path: Path, gnugo_command):
    record = tmp_path / "ten.sgf"
    record.write_text(RECORD, encoding="utf-8")
    save_engines([EngineEntry("GNU Go", gnugo_command)], QSettings())
    win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.adapter.session.record.modified = False
    win.close()
    win.deleteLater()


@pytest.mark.gnugo
def test_live_analysis_during_a_whole_game_run_is_refused_and_the_run_ends(qtbot, window):
    engines = window.engines
    review = engines.review
    review.seconds.setValue(0.2)
    stored: list[int] = []
    review.evaluation_stored.connect(stored.append)
    with qtbot.waitSignal(review.record_changed, timeout=120000):
        engines.game_action.trigger()
        qtbot.waitUntil(lambda: len(stored) >= 2, timeout=60000)
        engines.ponder_action.trigger()  # Ctrl+Shift+A
        assert not engines.ponder_action.isChecked()
        assert not engines.analysis.pondering
        assert "being analysed" in window.statusBar().currentMessage()
        engines.hint_action.trigger()  # Ctrl+H: refused too
    assert all(node.get("QTEV") for node in main_line_nodes(window.session.tree))
    assert review.status.text().startswith("Evaluations by")


@pytest.mark.gnugo
def test_a_run_cut_short_from_elsewhere_ends_as_stopped(qtbot, window):
    engines = window.engines
    review = engines.review
    review.seconds.setValue(0.2)
    stored: list[int] = []
    review.evaluation_stored.connect(stored.append)
    engines.game_action.trigger()
    qtbot.waitUntil(lambda: len(stored) >= 1, timeout=60000)
    engines.analysis.cancel()  # e.g. the analysis engine restarted
    assert review.stop_button.isEnabled() is False
    assert review.status.text().startswith("Analysis stopped:")
    assert review.analyse_button.text() == "Resume analysis"


@pytest.mark.gnugo
def test_the_review_panels_own_buttons_use_the_entrys_json_engine(qtbot, tmp_path, gnugo_command, monkeypatch):
    record = tmp_path / "ten.sgf"
    record.write_text(RECORD, encoding="utf-8")
    save_engines([EngineEntry("KataGo", gnugo_command, "", "katago analysis -model m -config c")], QSettings())
    win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
    win.show()
    qtbot.waitExposed(win)
    try:
        engines = win.engines
        engines.review_dock.show()
        review = engines.review
        asked: list[str] = []
        monkeypatch.setattr(
            engines.analysis, "analyse_game", lambda tree, settings, **kw: asked.append(kw["json_command"])
        )
        qtbot.mouseClick(review.analyse_button, Qt.MouseButton.LeftButton)  # "Analyse game"
        review._done("")
        engines.game_action.trigger()  # Engine > Analyse the whole game
        assert asked == ["katago analysis -model m -config c"] * 2
    finally:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def _review_of(tree_text: str, lead: float) -> str:
    """``tree_text`` with every position but the last evaluated by an engine named 'Other 1.0'."""
    moves = tree_text[1:-1].split(";")[1:]
    evaluated = [f";SZ[9]QTAE[Other 1.0]QTEV[lead={lead};winrate=0.5;visits=1;to=B;best=]"]
    for i, move in enumerate(moves):
        color = "W" if move.startswith("B") else "B"
        value = "" if i == len(moves) - 1 else f"QTEV[lead={lead};winrate=0.5;visits=1;to={color};best=]"
        evaluated.append(f";{move.replace('SZ[9]', '')}{value}")
    return "(" + "".join(evaluated) + ")"


def test_analyse_again_starts_from_a_clean_review_at_once(qtbot, monkeypatch):
    from qtgo.sgf import parse
    from qtgo.ui.engine.controller import EngineController
    from qtgo.ui.engine.review_panel import ReviewPanel

    controller = EngineController()
    try:
        tree = parse(_review_of(RECORD, 30.0)).games[0]
        panel = ReviewPanel(controller)
        qtbot.addWidget(panel)
        panel.set_tree(tree)
        assert sum(v is not None for v in panel.graph.series.values) == 10
        monkeypatch.setattr(controller, "analyse_game", lambda *a, **kw: None)
        qtbot.mouseClick(panel.again_button, Qt.MouseButton.LeftButton)
        assert all(v is None for v in panel.graph.series.values)  # the old curve is gone at once
        assert not any(panel.evaluations) and panel.mistakes.mistakes == []
        assert not any(node.get("QTEV") for node in main_line_nodes(tree))
        assert tree.root.get("QTAE") is None
    finally:
        controller.shutdown()
