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


def _grid(**points: float) -> tuple[float, ...]:
    values = [0.0] * 81
    for name, value in points.items():
        point = Point.from_sgf(name)
        values[point.y * 9 + point.x] = value
    return tuple(values)


def _dying_chain_review():
    """White's chain aa-ca dies by White's G3 (the engine's ownership flips), as KataGo reports it."""
    tree = parse("(;SZ[9]AW[aa][ba][ca]AB[ab][bb][cb][ee]PL[W];W[gg];B[da])").games[0]
    alive = _grid(aa=-0.9, ba=-0.9, ca=-0.9, ab=0.9, bb=0.9, cb=0.9)
    dead = _grid(aa=0.95, ba=0.9, ca=0.85, ab=0.9, bb=0.9, cb=0.9)
    da = Point.from_sgf("da")
    evaluations = [
        Analysis(Color.WHITE, (Candidate(da, score_lead=-2.0),), score_lead=-2.0, ownership=alive),
        Analysis(Color.BLACK, (Candidate(da, score_lead=10.0),), score_lead=10.0, ownership=dead),
        Analysis(Color.WHITE, (), score_lead=10.5, ownership=dead),
    ]
    return tree, evaluations


def test_a_mistake_says_in_words_what_it_changed_when_pointed_at(qtbot):
    tree, evaluations = _dying_chain_review()
    panel = MistakesPanel()
    qtbot.addWidget(panel)
    panel.set_review(tree, evaluations)
    assert panel.list.item(0).text() == "Move 1 (White): 12 points lost, blunder"
    assert panel.list.item(0).toolTip().splitlines() == [
        "White's lead fell from +2 to \u221210 (by 12).",
        "White's 3 stones at A9 went from alive to dead.",
        "White played G3 while D9 was worth about 12 points more.",
    ]


def test_the_words_of_a_mistake_are_russian_in_russian(qtbot, russian):
    tree, evaluations = _dying_chain_review()
    panel = MistakesPanel()
    qtbot.addWidget(panel)
    panel.set_review(tree, evaluations)
    assert "3 камня белых на A9 были живыми, а стали мёртвыми." in panel.list.item(0).toolTip()
