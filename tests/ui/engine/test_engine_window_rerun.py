"""Chosen moves analysed again through the window: selected on the graph (a drag) or in the
mistakes list, or the move shown from the review's menu; only their positions are analysed,
with the current engine, their evaluations replaced in the record (and the autosave), and
the graph and the mistakes follow. With GNU Go and with the real KataGo."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from qtgo.engine.review import main_line_nodes
from qtgo.session import GameSession
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

RECORD = "(;SZ[9]KM[7];B[ee];W[cc];B[gg];W[cg];B[gc];W[gf];B[ce];W[dd];B[fc];W[ec])"
BOGUS = "lead=40;winrate=0.99;visits=1;to={to};best="


@pytest.fixture
def open_window(qtbot, tmp_path: Path):
    windows: list[MainWindow] = []

    def make(entry: EngineEntry) -> MainWindow:
        record = tmp_path / "ten.sgf"
        record.write_text(RECORD, encoding="utf-8")
        save_engines([entry], QSettings())
        win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
        win.resize(1100, 760)
        win.show()
        qtbot.waitExposed(win)
        windows.append(win)
        win.engines.review_dock.show()
        return win

    yield make
    for win in windows:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()


def _spoil(win: MainWindow, positions: list[int]) -> None:
    """Give ``positions`` an outdated evaluation (Black 40 ahead), as the window shows a record
    opened with it: the graph spikes and the mistakes list has blunders there."""
    nodes = main_line_nodes(win.session.tree)
    for index in positions:
        move = nodes[index].move
        to_play = "W" if move is not None and move.color.value == "B" else "B"
        nodes[index].set("QTEV", BOGUS.format(to=to_play))
        nodes[index].remove_property("SBKV")
    win.engines.review.set_tree(win.session.tree)


def _leads(win: MainWindow) -> list[float | None]:
    return [a.score_lead if a is not None else None for a in win.engines.review.evaluations]


@pytest.mark.gnugo
def test_moves_dragged_on_the_graph_are_analysed_again_and_replace_their_evaluations(qtbot, open_window, gnugo_command):
    win = open_window(EngineEntry("GNU Go", gnugo_command))
    engines = win.engines
    review = engines.review
    review.seconds.setValue(0.2)
    with qtbot.waitSignal(review.record_changed, timeout=120000):
        engines.game_action.trigger()
    first = _leads(win)
    assert None not in first
    _spoil(win, [3, 4, 5])
    assert review.graph.series.values[4] == 40  # the spike the outdated values draw
    untouched = {i: n.get("QTEV") for i, n in enumerate(main_line_nodes(win.session.tree)) if i not in (2, 3, 4, 5)}
    graph = review.graph
    graph.resize(400, 160)
    rect = graph.plot_rect()
    y = int(rect.center().y())
    qtbot.mousePress(graph, Qt.MouseButton.LeftButton, pos=QPoint(int(graph._x(3, rect)), y))
    qtbot.mouseMove(graph, QPoint(int(graph._x(5, rect)), y))
    qtbot.mouseRelease(graph, Qt.MouseButton.LeftButton, pos=QPoint(int(graph._x(5, rect)), y))
    assert graph.selection == (3, 5) and review.selected_moves == [3, 4, 5]
    menu = graph.context_menu(4)
    texts = [action.text() for action in menu.actions()]
    assert texts == ["Analyse move 4 again", "Analyse moves 3–5 again", "Clear the selection"]
    stored: list[int] = []
    review.evaluation_stored.connect(stored.append)
    asked: list[int] = []
    engines.analysis.progress.connect(lambda _done, total: asked.append(total))
    with qtbot.waitSignal(review.record_changed, timeout=120000):
        menu.actions()[1].trigger()
    assert sorted(stored) == [2, 3, 4, 5] and set(asked) == {4}  # each move with the position before it
    leads = _leads(win)
    # GNU Go's again (its estimate of a position varies a little with what it was asked
    # before): the outdated 40 points are gone, the untouched positions keep their values.
    assert all(lead is not None and abs(lead) < 30 for lead in leads[2:6])
    kept = (0, 1, 6, 7, 8, 9, 10)
    assert [leads[i] for i in kept] == pytest.approx([first[i] for i in kept], abs=1e-3)
    nodes = main_line_nodes(win.session.tree)
    assert {i: nodes[i].get("QTEV") for i in untouched} == untouched  # the rest of the review stays
    assert "lead=40" not in "".join(n.get("QTEV") or "" for n in nodes)
    assert graph.series.values[4] == pytest.approx(leads[4])
    assert all(m.loss < 40 for m in review.mistakes.mistakes)
    assert review.status.text().startswith("Moves 3–5 analysed again by GNU Go")
    assert win.session.modified
    win.files.autosave.writer.flush(5)
    entry = win.files.autosave.store.pending()
    assert entry is not None and "lead=40" not in entry.path.read_text(encoding="utf-8")


def test_katago_analyses_the_mistakes_selected_and_the_move_shown_again(qtbot, open_window, katago):
    entry = EngineEntry("KataGo", katago.gtp("maxVisits=8"), "", katago.analysis("maxVisits=8"))
    win = open_window(entry)
    engines = win.engines
    review = engines.review
    with qtbot.waitSignal(review.record_changed, timeout=240000):
        engines.game_action.trigger()
    first = _leads(win)
    assert None not in first
    label = win.session.tree.root.get("QTAE")
    assert label is not None and label.startswith("KataGo")
    _spoil(win, [6, 8])  # after White's moves: they read as White's blunders, Black's after them too
    listed = review.mistakes.list
    items = {int(listed.item(row).data(256)): listed.item(row) for row in range(listed.count())}
    assert {6, 7, 8, 9} <= set(items)
    for number in (7, 9):
        items[number].setSelected(True)
    assert review.selected_moves == [7, 9]
    menu = review.mistakes.context_menu(7)
    assert [a.text() for a in menu.actions()] == [
        "Analyse move 7 again",
        "Analyse the selected moves again (7, 9)",
    ]
    stored: list[int] = []
    review.evaluation_stored.connect(stored.append)
    # The GTP engine names KataGo's network, the JSON one does not: the same engine all the same.
    assert engines.analysis.engine_label.startswith(label + "+")
    with qtbot.waitSignal(review.record_changed, timeout=240000):
        menu.actions()[1].trigger()
    assert sorted(stored) == [6, 7, 8, 9]
    leads = _leads(win)
    for index in (6, 8):
        lead, before = leads[index], first[index]
        assert lead is not None and before is not None and abs(lead - before) < 5  # KataGo's again, not 40
    assert win.session.tree.root.get("QTAE") == label
    # The move shown, from the review's own menu.
    engines.go_to_position(3)
    assert review.rerun_current_action.text() == "Analyse move 3 again"
    stored.clear()
    with qtbot.waitSignal(review.record_changed, timeout=240000):
        review.rerun_current_action.trigger()
    assert sorted(stored) == [2, 3]
    assert "analyzeTurns" in engines.log.text.toPlainText()
