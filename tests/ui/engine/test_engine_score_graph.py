"""The score graph: drawn from evaluations, a click names a position."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtgo.engine import Analysis, Candidate
from qtgo.rules import Color, Point
from qtgo.ui.engine.score_graph import ScoreGraph


def _evaluations(leads):
    return [Analysis(Color.BLACK, (Candidate(Point(4, 4)),), score_lead=v) for v in leads]


def test_clicking_the_graph_jumps_to_that_position(qtbot):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 120)
    graph.set_evaluations(_evaluations([-6.5, -6.0, -1.0, -9.0, 3.5]))
    graph.show()
    with qtbot.waitSignal(graph.position_clicked) as clicked:
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=graph.rect().center())
    assert clicked.args == [2]
    assert graph.index_at(graph.width() - 1) == 4 and graph.index_at(0) == 0
