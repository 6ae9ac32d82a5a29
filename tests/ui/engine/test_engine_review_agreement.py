"""A move's loss is one number everywhere: a whole game analysed by the real KataGo, saved,
and reopened in the window gives the same losses in the engine's results, the saved
``QTEV``/``SBKV`` values, the mistakes list, "Next mistake", and the graph's marks and loss
view (all of them ``qtgo.engine.review.point_loss``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtgo.engine import Limits
from qtgo.engine.katago import KataJsonEngine
from qtgo.engine.review import (
    Thresholds,
    find_mistakes,
    main_line_nodes,
    main_line_positions,
    point_losses,
    store_evaluations,
    stored_evaluations,
)
from qtgo.engine.series import GraphMode
from qtgo.session import GameSession
from qtgo.sgf import load, save
from qtgo.ui.window.main_window import MainWindow


@pytest.fixture
def analysed_record(katago, data_dir: Path, tmp_path: Path):
    """A 9x9 game GNU Go played, analysed by KataGo's JSON engine and saved: (path, losses)."""
    tree = load(data_dir / "gnugo_games" / "g09_s0003.sgf").games[0]
    engine = KataJsonEngine(katago.analysis(), timeout=120.0)
    try:
        results = engine.analyse_positions(main_line_positions(tree), Limits(visits=8))
    finally:
        engine.close()
    store_evaluations(tree, results, engine.label)
    path = tmp_path / "analysed.sgf"
    save(path, tree)
    return path, point_losses(tree, results)


def test_the_loss_of_every_move_is_the_same_in_results_record_list_next_mistake_and_graph(
    qtbot, analysed_record, tmp_path
):
    path, losses = analysed_record
    win = MainWindow(GameSession.open(path), data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    review = win.engines.review
    tree = win.session.tree
    nodes = main_line_nodes(tree)

    # the saved values give the engine's losses (to the 4 decimals QTEV keeps)
    saved = point_losses(tree, stored_evaluations(tree))
    assert len(saved) == len(losses) == len(nodes) and saved[0] is None
    assert saved[1:] == [pytest.approx(loss, abs=2e-3) for loss in losses[1:]]
    assert all(node.get("SBKV") for node in nodes)

    # the mistakes list: exactly the moves whose loss passes the threshold, with that loss
    thresholds = Thresholds()
    found = review.mistakes.mistakes
    assert found == find_mistakes(tree, stored_evaluations(tree), thresholds)
    expected = {i for i, loss in enumerate(saved) if loss is not None and loss >= thresholds.inaccuracy}
    assert expected and {m.move_number for m in found} == expected
    for mistake in found:
        assert mistake.loss == pytest.approx(saved[mistake.move_number], abs=0.01)
    assert review.mistakes.list.count() == len(found)

    # the graph: its marks are the mistakes, its loss view the same losses
    assert review.graph.marked == frozenset(expected)
    review.graph.set_mode(GraphMode.LOSS)
    assert review.graph.series.values[1:] == tuple(pytest.approx(loss, abs=1e-9) for loss in saved[1:])

    # "Next mistake" walks the mistakes in game order and wraps round, moving the board
    visited = []
    for _ in range(len(expected) + 1):
        qtbot.mouseClick(review.mistakes.next_button, Qt.MouseButton.LeftButton)
        visited.append(nodes.index(win.session.node))
    assert visited == [*sorted(expected), min(expected)]
