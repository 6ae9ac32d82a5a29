"""The mistakes list: worst first, the user's thresholds, "Next mistake"."""

from __future__ import annotations

from qtgo.engine import Analysis, Candidate
from qtgo.engine.review import Thresholds
from qtgo.rules import Color, Point
from qtgo.sgf import parse
from qtgo.ui.engine.mistakes_panel import MistakesPanel


def _evaluations(leads):
    return [Analysis(Color.BLACK, (Candidate(Point(4, 4)),), score_lead=v) for v in leads]


def test_mistakes_are_listed_worst_first_and_next_mistake_walks_them(qtbot):
    tree = parse("(;SZ[9];B[ee];W[cc];B[gg];W[aa])").games[0]
    panel = MistakesPanel()
    qtbot.addWidget(panel)
    panel.set_review(tree, _evaluations([-6.5, -6.0, -1.0, -9.0, 3.5]))
    assert [m.move_number for m in panel.mistakes] == [4, 3, 2]
    assert panel.list.item(0).text() == "Move 4 (White): 12.5 points lost, blunder"
    targets: list[int] = []
    panel.move_requested.connect(targets.append)
    panel.next_mistake()
    panel.next_mistake()
    panel.next_mistake()
    panel.next_mistake()
    assert targets == [2, 3, 4, 2]
    panel.set_thresholds(Thresholds(inaccuracy=9, mistake=10, blunder=20))
    assert [m.move_number for m in panel.mistakes] == [4]
