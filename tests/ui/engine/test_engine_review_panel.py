"""The review panel: whole-game analysis in the background, kept in the record."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtgo.engine import Analysis, Limits
from qtgo.engine.whole_game import ReviewSettings
from qtgo.sgf import parse
from qtgo.ui import options
from qtgo.ui.engine.controller import EngineController


def _lead(analysis: Analysis | None) -> float:
    """The score lead of a position GNU Go evaluated: every position here has one."""
    assert analysis is not None and analysis.score_lead is not None
    return analysis.score_lead


@pytest.fixture
def controller(qtbot):
    made = EngineController()
    yield made
    made.shutdown()


@pytest.mark.gnugo
def test_reviewing_a_game_stores_its_evaluations_and_they_come_back_on_open(qtbot, controller, gnugo_command, data_dir):
    from qtgo.sgf import dumps, load
    from qtgo.ui.engine.review_panel import ReviewPanel

    tree = load(data_dir / "gnugo_games" / "g09_s0003.sgf").games[0]
    panel = ReviewPanel(controller)
    qtbot.addWidget(panel)
    panel.set_tree(tree)
    assert not any(panel.evaluations)
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    with qtbot.waitSignal(panel.record_changed, timeout=120000):
        panel.analyse(Limits())
    assert not panel.progress.isVisible() and panel.status.text().startswith("Evaluations by GNU Go")
    assert panel.graph.count == len(panel.evaluations) == tree.move_number(tree.main_line()[-1]) + 1
    reopened = ReviewPanel(controller)
    qtbot.addWidget(reopened)
    reopened.set_tree(parse(dumps(tree)).games[0])  # no engine asked: read from the record
    assert [round(_lead(a), 3) for a in reopened.evaluations] == [round(_lead(a), 3) for a in panel.evaluations]
    assert reopened.status.text().startswith("Evaluations by GNU Go")
    positions: list[int] = []
    reopened.position_requested.connect(positions.append)
    reopened.graph.position_clicked.emit(5)
    assert positions == [5]


def test_the_seconds_per_position_are_a_setting_the_analysis_uses(qtbot, controller, monkeypatch):
    from qtgo.sgf import parse
    from qtgo.ui.engine.review_panel import ReviewPanel

    panel = ReviewPanel(controller)
    qtbot.addWidget(panel)
    panel.seconds.setValue(0.7)
    again = ReviewPanel(controller)
    qtbot.addWidget(again)
    assert again.seconds.value() == 0.7  # kept in the settings
    asked = []
    monkeypatch.setattr(controller, "analyse_game", lambda tree, limits, **kw: asked.append((limits, kw)))
    again.set_tree(parse("(;SZ[9];B[ee];W[cc])").games[0])
    qtbot.mouseClick(again.analyse_button, Qt.MouseButton.LeftButton)
    assert asked == [
        (ReviewSettings(limits=Limits(seconds=0.7), timeout=60.0), {"skip": frozenset(), "json_command": ""})
    ]


def test_the_timeout_per_position_is_a_setting_never_shorter_than_the_thinking_time(qtbot, controller):
    from qtgo.ui.engine.review_panel import ReviewPanel

    panel = ReviewPanel(controller)
    qtbot.addWidget(panel)
    assert panel.timeout.value() == options.REVIEW_TIMEOUT.default
    panel.timeout.setValue(25.0)
    again = ReviewPanel(controller)
    qtbot.addWidget(again)
    assert again.timeout.value() == 25.0  # kept in the settings
    assert again.settings(Limits(seconds=2.0)) == ReviewSettings(limits=Limits(seconds=2.0), timeout=25.0)
    assert again.settings(Limits(seconds=30.0)).timeout == 31.0  # the search is never cut short


def test_a_run_whose_json_engine_turns_out_another_stores_nothing_and_offers_the_whole_game(
    qtbot, controller, monkeypatch
):
    """The GTP engine named the record's engine, but the JSON engine that answers is another
    (its own binary): its first position is not stored, the run stops, and the panel offers
    the whole game again with it, saying why."""
    from qtgo.engine.review import main_line_nodes
    from qtgo.rules import Color
    from qtgo.sgf import parse
    from qtgo.ui.engine.controller import EngineController
    from qtgo.ui.engine.review_panel import ReviewPanel

    tree = parse(
        "(;SZ[9]QTAE[KataGo 1.17.2+netA]QTEV[lead=1;winrate=0.5;visits=1;to=B;best=]"
        ";B[ee]QTEV[lead=2;winrate=0.5;visits=1;to=W;best=];W[cc];B[gg])"
    ).games[0]
    panel = ReviewPanel(controller)
    qtbot.addWidget(panel)
    controller.engine_label = "KataGo 1.17.2+netA"  # the GTP engine, started, is the record's
    panel.set_tree(tree)
    assert panel.analyse_button.text() == "Resume analysis" and not panel.other_engine
    asked: list[dict[str, object]] = []
    monkeypatch.setattr(controller, "analyse_game", lambda _tree, _settings, **kw: asked.append(kw))
    panel.analyse(Limits(visits=2), json_command="katago analysis -model other")
    assert asked == [{"skip": frozenset({0, 1}), "json_command": "katago analysis -model other"}]
    monkeypatch.setattr(EngineController, "json_label", property(lambda _self: "KataGo 1.16.0"))
    stored: list[int] = []
    panel.evaluation_stored.connect(stored.append)
    controller.position_analysed.emit(2, Analysis(Color.BLACK, (), score_lead=5.0))
    assert stored == [] and main_line_nodes(tree)[2].get("QTEV") is None
    assert tree.root.get("QTAE") == "KataGo 1.17.2+netA"
    assert not panel.progress.isVisible() and panel.stop_button.isEnabled() is False
    assert panel.again_button.text() == "Analyse again with KataGo 1.16.0"
    assert panel.status.text().startswith("The evaluations are by KataGo 1.17.2+netA, not KataGo 1.16.0")


def test_a_record_with_a_clock_marks_its_moves_in_time_trouble_on_the_graph(qtbot, controller):
    from qtgo.ui.engine.review_panel import ReviewPanel

    # Ten minutes and 3x30 s byo-yomi: White's 2nd move had 40 s left (under a minute), Black's
    # 3rd was in byo-yomi; the rest had time.
    record = "(;SZ[9]TM[600]OT[3x30 byo-yomi];B[ee]BL[590];W[cc]WL[580];B[gg]BL[300];W[gc]WL[40];B[cg]BL[25]OB[3])"
    panel = ReviewPanel(controller)
    qtbot.addWidget(panel)
    panel.set_tree(parse(record).games[0])
    assert panel.graph.trouble == frozenset({4, 5})
