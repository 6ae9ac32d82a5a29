"""One review, one engine: Resume (and the re-run of chosen moves) is offered only over the
evaluations the analysis engine made itself; over another engine's the panel says why and
offers "Analyse again with <engine>" instead, and nothing is analysed until asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from qtgo.engine.review import main_line_nodes
from qtgo.session import GameSession
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

RECORD = "(;SZ[9];B[ee];W[cc];B[gg];W[cg];B[gc];W[gf];B[ce];W[dd];B[fc];W[ec])"


def _review_by(engine: str, lead: float) -> str:
    """RECORD with every position but the last evaluated by ``engine`` (lead ``lead``)."""
    moves = RECORD[1:-1].split(";")[2:]
    evaluated = [f";SZ[9]QTAE[{engine}]QTEV[lead={lead};winrate=0.5;visits=1;to=B;best=]"]
    for i, move in enumerate(moves):
        color = "W" if move.startswith("B") else "B"
        value = "" if i == len(moves) - 1 else f"QTEV[lead={lead};winrate=0.5;visits=1;to={color};best=]"
        evaluated.append(f";{move}{value}")
    return "(" + "".join(evaluated) + ")"


@pytest.fixture
def open_window(qtbot, tmp_path: Path, gnugo_command):
    windows: list[MainWindow] = []

    def make(text: str) -> MainWindow:
        record = tmp_path / f"review{len(windows)}.sgf"
        record.write_text(text, encoding="utf-8")
        save_engines([EngineEntry("GNU Go", gnugo_command)], QSettings())
        win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        win.engines.review_dock.show()
        win.engines.review.seconds.setValue(0.2)
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


@pytest.mark.gnugo
def test_resume_over_another_engines_evaluations_offers_analyse_again_and_says_why(qtbot, open_window):
    win = open_window(_review_by("Other 1.0", 30.0))
    engines = win.engines
    review = engines.review
    # The engine is not started yet: nothing says whose the analysis engine is.
    assert review.analyse_button.text() == "Resume analysis" and review.engine_label == ""
    stored: list[int] = []
    review.evaluation_stored.connect(stored.append)
    with qtbot.waitSignal(engines.analysis.ready, timeout=30000):
        qtbot.mouseClick(review.analyse_button, Qt.MouseButton.LeftButton)
    label = engines.analysis.engine_label
    assert label.startswith("GNU Go")
    # No run mixes two engines: nothing was analysed, Resume is gone, the panel says why.
    assert not review.progress.isVisible() and engines.analysis.busy == ""
    assert review.analyse_button.isHidden()
    assert review.again_button.text() == f"Analyse again with {label}"
    assert review.status.text() == (
        f"The evaluations are by Other 1.0, not {label}: one graph never mixes two engines, so {label} "
        "analyses the whole game again."
    )
    assert review.again_button.toolTip() == review.status.text()
    assert not review.rerun_button.isEnabled()
    tree = win.session.tree
    assert tree.root.get("QTAE") == "Other 1.0" and stored == []
    with qtbot.waitSignal(review.record_changed, timeout=120000):
        qtbot.mouseClick(review.again_button, Qt.MouseButton.LeftButton)
    assert tree.root.get("QTAE") == label
    assert sorted(set(stored)) == list(range(11))  # every position by GNU Go, none of Other's kept
    assert all(a is not None and a.score_lead != 30.0 for a in review.evaluations)
    assert review.again_button.text() == "Analyse again" and not review.analyse_button.isHidden()


@pytest.mark.gnugo
def test_with_the_engine_known_resume_shows_only_over_its_own_evaluations(qtbot, open_window, monkeypatch):
    win = open_window(RECORD)
    engines = win.engines
    review = engines.review
    with qtbot.waitSignal(engines.analysis.hint_ready, timeout=30000):
        engines.hint_action.trigger()  # Engine > Hint starts the analysis engine
    label = engines.analysis.engine_label
    # Its own evaluations (a stopped review): Resume, which does only the missing position.
    review.set_tree(GameSession.from_text(_review_by(label, 1.0)).tree)
    assert review.analyse_button.text() == "Resume analysis" and review.analyse_button.isVisibleTo(review)
    assert review.again_button.text() == "Analyse again"
    # Another engine's, shown at once (no click needed): "Analyse again with …" and why.
    review.set_tree(GameSession.from_text(_review_by("Other 1.0", 1.0)).tree)
    assert not review.analyse_button.isVisibleTo(review)
    assert review.again_button.text() == f"Analyse again with {label}"
    assert review.status.text().startswith(f"The evaluations are by Other 1.0, not {label}")
    # Re-running chosen moves over them is refused the same way.
    asked: list[object] = []
    monkeypatch.setattr(engines.analysis, "analyse_game", lambda *a, **kw: asked.append(kw))
    review.rerun([3])
    assert asked == [] and review.status.text().startswith("The evaluations are by Other 1.0")
    assert all(node.get("QTEV") != "" for node in main_line_nodes(review.tree)[:-1])
