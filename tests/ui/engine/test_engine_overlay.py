"""The analysis on the board: candidates, PV on hover, ownership, a mistake ringed."""

from __future__ import annotations

from qtgo.engine import Analysis, Candidate
from qtgo.rules import Color, Point
from qtgo.ui.engine.overlay import AnalysisOverlay, candidate_text


def test_the_overlay_labels_candidates_and_shows_the_pv_on_hover(qtbot):
    from qtgo.ui.board.scene import BoardScene

    scene = BoardScene()
    overlay = AnalysisOverlay(scene)
    scene.addItem(overlay)
    analysis = Analysis(
        Color.WHITE,
        (
            Candidate(Point(2, 2), visits=1200, winrate=0.3, score_lead=-2.5, pv=(Point(2, 2), Point(3, 3))),
            Candidate(Point(5, 5), visits=40, winrate=0.45, score_lead=-1.0),
        ),
        ownership=tuple([1.0] * 361),
    )
    overlay.set_analysis(analysis)
    assert [c.point for c in overlay.shown] == [Point(2, 2), Point(5, 5)]
    assert candidate_text(analysis.candidates[0], Color.WHITE) == "70%\n+2.5\n1.2k"
    overlay.hover_point((2, 2))
    assert overlay.hovered is analysis.candidates[0]
    from PySide6.QtGui import QImage, QPainter

    image = QImage(640, 640, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    cx, cy = scene.geometry.center(2, 2)
    assert image.pixelColor(int(cx), int(cy)).alpha() > 0
    overlay.clear()
    assert overlay.shown == ()
    from qtgo.engine.review import Severity

    overlay.set_mistake(Point(6, 6), Severity.BLUNDER)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    mx, my = scene.geometry.center(6, 6)
    ring = image.pixelColor(int(mx + scene.geometry.cell * 0.55), int(my))
    assert ring.red() > 150 and ring.green() < 100
