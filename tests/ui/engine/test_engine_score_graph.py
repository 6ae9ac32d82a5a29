"""The score graph: drawn from evaluations, a click names a position."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

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


def _lead_only(leads):
    return [None if v is None else Analysis(Color.BLACK, (), score_lead=v) for v in leads]


def test_the_graph_grows_as_positions_arrive_and_says_the_current_value(qtbot):
    from qtgo.engine.series import GraphMode

    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.set_length(4, [None, Color.BLACK, Color.WHITE, Color.BLACK])
    assert graph.count == 4 and graph.series.values == (None, None, None, None)
    graph.set_evaluation(0, Analysis(Color.BLACK, (), score_lead=2.0))
    graph.set_evaluation(1, Analysis(Color.WHITE, (), score_lead=-1.5, winrate=0.4))
    assert graph.series.values[:2] == (2.0, -1.5)
    graph.set_current(1)
    assert graph.current_text() == "Move 1: W+1.5"
    graph.set_mode(GraphMode.WINRATE)
    assert graph.current_text() == "Move 1: Black 40.0%"
    graph.set_mode(GraphMode.LOSS)
    assert graph.current_text() == "Move 1: Black lost 3.5 points"


def test_a_move_that_raised_its_movers_evaluation_lost_nothing(qtbot):
    """Trials, issue 23: at few visits the next position can look better for the mover; the
    graph said "Move 50: White lost -0.4 points". A gain is no loss: 0.0, never negative."""
    from qtgo.engine.series import GraphMode

    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.set_evaluations(_lead_only([0.0, 2.0, 2.4]), [None, Color.BLACK, Color.WHITE])
    graph.set_mode(GraphMode.LOSS)
    graph.set_current(1)
    assert graph.current_text() == "Move 1: Black lost 0.0 points"
    graph.set_current(2)
    assert graph.current_text() == "Move 2: White lost 0.4 points"
    graph.set_evaluations(
        [
            Analysis(Color.BLACK, (), score_lead=0.0, winrate=0.5),
            Analysis(Color.WHITE, (), score_lead=1.0, winrate=0.6),
        ],
        [None, Color.BLACK],
    )
    graph.set_mode(GraphMode.WINRATE)
    graph.set_mode(GraphMode.LOSS)
    graph.set_current(1)
    assert "-" not in graph.current_text()


def test_hovering_a_move_names_its_movers_loss(qtbot):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 140)
    graph.set_evaluations(_lead_only([0.5, 0.0, 6.0, 5.5]), [None, Color.BLACK, Color.WHITE, Color.BLACK])
    graph.show()
    qtbot.waitExposed(graph)
    rect = graph.plot_rect()
    x = rect.left() + rect.width() * 2 / 3
    qtbot.mouseMove(graph, pos=QPoint(round(x), round(rect.center().y())))
    qtbot.waitUntil(lambda: graph.hovered == 2)
    assert graph.hover_text() == "Move 2: White lost 6.0 points"


def test_the_graph_draws_axes_labels_and_a_line(qtbot, tmp_path):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(480, 160)
    graph.set_evaluations(
        _lead_only([0.5, 1.0, -3.0, -2.0, 8.0, 7.5, 12.0]),
        [None, Color.BLACK, Color.WHITE, Color.BLACK, Color.WHITE, Color.BLACK, Color.WHITE],
    )
    graph.set_current(3)
    image = graph.grab().toImage()
    graph.grab().save(str(tmp_path / "graph.png"))
    assert graph._axis_label(12.0) == "B+12" and graph._axis_label(-12.0) == "W+12"
    # The left margin carries the axis labels (dark text pixels); the plot a dark line.
    left = [image.pixelColor(x, y).lightness() for x in range(2, 36) for y in range(0, image.height())]
    assert min(left) < 100


def test_moves_in_time_trouble_are_marked_and_said_on_hover(qtbot):
    graph = ScoreGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 160)
    graph.set_evaluations(_evaluations([0.0, -3.0, 5.0, 6.0]), [None, Color.BLACK, Color.WHITE, Color.BLACK])
    graph.set_trouble([2])
    assert graph.trouble == frozenset({2})
    graph.hovered = 2
    assert graph.hover_text() == "Move 2: White lost 8.0 points, in time trouble"
    graph.hovered = 1
    assert graph.hover_text() == "Move 1: Black lost 3.0 points"
    image = graph.grab().toImage()
    rect = graph.plot_rect()
    x = round(graph._x(2, rect))
    y = round(rect.bottom()) - 2
    assert image.pixelColor(x, y).red() > 200 and image.pixelColor(x, y).blue() < 80  # the orange triangle
