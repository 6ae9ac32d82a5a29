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


def _scene_with_overlay():
    from qtgo.ui.board.scene import BoardScene

    scene = BoardScene()
    overlay = AnalysisOverlay(scene)
    scene.addItem(overlay)
    return scene, overlay


def test_the_pv_under_the_mouse_stays_while_the_engine_keeps_reporting(qtbot):
    _scene, overlay = _scene_with_overlay()
    first = Analysis(Color.BLACK, (Candidate(Point(3, 3), visits=10, pv=(Point(3, 3), Point(4, 4))),), final=False)
    overlay.set_analysis(first)
    overlay.hover_point((3, 3))
    later = Analysis(
        Color.BLACK,
        (
            Candidate(Point(2, 2), visits=30),
            Candidate(Point(3, 3), visits=25, pv=(Point(3, 3), Point(5, 5), Point(6, 6))),
        ),
        final=False,
    )
    overlay.set_analysis(later)
    assert overlay.hovered is later.candidates[1]  # the newer PV of the same move
    overlay.set_analysis(Analysis(Color.BLACK, (Candidate(Point(2, 2)),)))
    assert overlay.hovered is None  # no longer a candidate


def test_the_legend_says_what_the_numbers_are(qtbot):
    _scene, overlay = _scene_with_overlay()
    overlay.set_analysis(Analysis(Color.WHITE, (Candidate(Point(3, 3), visits=5, winrate=0.4, score_lead=1.0),)))
    assert overlay.legend_text() == "For White: win rate · score lead · visits"
    gnugo = Analysis(Color.BLACK, (Candidate(Point(3, 3), value=17.0),), score_lead=2.0)
    overlay.set_analysis(gnugo)
    assert overlay.legend_text() == "For Black: v = GNU Go's move value (not points)"
    assert candidate_text(gnugo.candidates[0], Color.BLACK) == "v17"


def test_ownership_comes_from_the_engine_else_from_the_estimate_and_can_be_hidden(qtbot):
    _scene, overlay = _scene_with_overlay()
    estimate = tuple([-1.0] * 361)
    overlay.set_estimate(estimate)
    overlay.set_analysis(Analysis(Color.BLACK, (), score_lead=1.0))
    assert overlay.ownership == estimate
    engine = tuple([0.5] * 361)
    overlay.set_analysis(Analysis(Color.BLACK, (), ownership=engine))
    assert overlay.ownership == engine
    overlay.set_ownership_shown(False)
    assert overlay.ownership is None


def test_the_legend_shows_on_the_boards_front_edge_after_the_view_grows(qtbot, make_window):
    from PySide6.QtCore import QPointF

    win = make_window()
    overlay = win.engines.overlay
    win.resize(1300, 950)
    qtbot.waitUntil(lambda: overlay.boundingRect() == win.scene.sceneRect())
    geometry = win.scene.geometry
    x, y, _width, height = (v / geometry.dpr for v in geometry.wood_rect_dev)
    spot = win.view.mapFromScene(
        QPointF(x + geometry.cell * 0.25 + 4, y + height + geometry.edge_dev / geometry.dpr / 2)
    )
    wood = win.view.grab().toImage().pixelColor(spot)
    overlay.set_analysis(Analysis(Color.BLACK, (Candidate(Point(8, 8), value=3.0),)))
    legend = win.view.grab().toImage().pixelColor(spot)
    assert legend != wood and legend.lightness() > wood.lightness()  # the legend's light pill over the wood


def test_a_lead_that_rounds_to_nothing_has_no_sign():
    from qtgo.ui.engine.overlay import signed_points

    assert [signed_points(v) for v in (-0.04, 0.04, 2.46, -1.0)] == ["0.0", "0.0", "+2.5", "-1.0"]
    assert candidate_text(Candidate(Point(1, 1), score_lead=-0.03, visits=5), Color.BLACK) == "0.0\n5"


def test_clearing_an_overlay_that_shows_nothing_repaints_nothing(qtbot):
    """Each step clears the analysis, the estimate and the mistake ring: when none is shown,
    the whole board must not be repainted for it."""
    from PySide6.QtWidgets import QApplication

    from qtgo.engine.review import Severity
    from qtgo.ui.board.scene import BoardScene

    scene = BoardScene()
    overlay = AnalysisOverlay(scene)
    scene.addItem(overlay)
    QApplication.processEvents()
    changes: list[list[object]] = []
    scene.changed.connect(lambda rects: changes.append(rects) if rects else None)
    overlay.set_analysis(None)
    overlay.set_estimate(None)
    overlay.set_mistake(None)
    QApplication.processEvents()
    assert changes == []
    overlay.set_mistake(Point(6, 6), Severity.BLUNDER)
    QApplication.processEvents()
    assert changes  # a ring to draw: repainted
    changes.clear()
    overlay.set_mistake(Point(6, 6), Severity.BLUNDER)
    overlay.set_mistake(None)
    QApplication.processEvents()
    assert len(changes) == 1 and overlay.mistake is None
