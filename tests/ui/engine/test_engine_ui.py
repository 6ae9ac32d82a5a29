"""The engine widgets with pytest-qt: the engine thread against real GNU Go, the score
graph, the mistakes list, the analysis overlay and the Engines dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from qtgo.engine import Analysis, Candidate, EnginePosition, Limits
from qtgo.engine.review import Thresholds
from qtgo.rules import Color, Game, Move, Phase, Point, Ruleset
from qtgo.sgf import parse
from qtgo.ui.engine.controller import EngineController
from qtgo.ui.engine.engines_dialog import EngineEntry, EnginesDialog, load_engines, save_engines
from qtgo.ui.engine.mistakes_panel import MistakesPanel
from qtgo.ui.engine.overlay import AnalysisOverlay, candidate_text
from qtgo.ui.engine.score_graph import ScoreGraph


def _position() -> EnginePosition:
    return EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK)


@pytest.fixture
def controller(qtbot):
    made = EngineController()
    yield made
    made.shutdown()


@pytest.mark.gnugo
def test_the_engine_thinks_off_the_gui_thread_and_answers_by_signal(qtbot, controller, gnugo_command):
    with qtbot.waitSignal(controller.ready, timeout=20000) as ready:
        controller.start_engine(gnugo_command)
    assert ready.args[0].startswith("GNU Go")
    with qtbot.waitSignal(controller.move_ready, timeout=20000) as moved:
        controller.genmove(_position(), Game(9))
    assert moved.args[0].color is Color.BLACK and moved.args[0].point is not None
    with qtbot.waitSignal(controller.analysis_ready, timeout=20000) as analysed:
        controller.analyse(_position(), Limits())
    assert analysed.args[0].score_lead is not None and analysed.args[0].candidates


@pytest.mark.gnugo
def test_a_stale_answer_is_never_shown(qtbot, controller, gnugo_command):
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    shown: list[Analysis] = []
    controller.analysis_ready.connect(shown.append)
    first = _position()
    second = EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.WHITE,
                            steps=(Move(Color.BLACK, Point(4, 4)),))
    controller.analyse(first)
    with qtbot.waitSignal(controller.analysis_ready, timeout=20000):
        controller.analyse(second)  # the user moved on before the first answer
    qtbot.wait(300)
    assert [a.to_play for a in shown] == [Color.WHITE]


@pytest.mark.gnugo
def test_whole_game_analysis_reports_progress(qtbot, controller, gnugo_command):
    tree = parse("(;SZ[9]KM[6.5];B[ee];W[cc];B[gg])").games[0]
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    steps = []
    controller.progress.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(controller.game_analysed, timeout=60000) as finished:
        controller.analyse_game(tree, Limits())
    assert len(finished.args[0]) == 4 and steps[-1] == (4, 4)


@pytest.mark.gnugo
def test_a_hint_shows_only_the_best_few_moves_when_asked(qtbot, controller, gnugo_command):
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    shown = []
    controller.analysis_ready.connect(shown.append)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as hinted:
        controller.hint(_position(), count=2)
    assert len(hinted.args[0].candidates) == 2 and shown == []


@pytest.mark.gnugo
def test_pondering_analyses_each_position_shown_and_can_be_switched_off(qtbot, controller, gnugo_command):
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    shown = []
    controller.analysis_ready.connect(shown.append)
    controller.show_position(_position())  # pondering off: nothing runs
    qtbot.wait(500)
    assert shown == []
    with qtbot.waitSignal(controller.analysis_ready, timeout=20000):
        controller.set_pondering(True, _position())
    moved = EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.WHITE, steps=(Move(Color.BLACK, Point(4, 4)),))
    with qtbot.waitSignal(controller.analysis_ready, timeout=20000) as again:
        controller.show_position(moved)
    assert again.args[0].to_play is Color.WHITE
    controller.set_pondering(False)
    count = len(shown)
    controller.show_position(_position())
    qtbot.wait(500)
    assert len(shown) == count


def test_an_engine_that_will_not_start_says_why(qtbot, controller):
    with qtbot.waitSignal(controller.failed, timeout=20000) as failed:
        controller.start_engine("/nonexistent/engine")
    assert failed.args[0] == "not-started" and "no such program" in failed.args[1]


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


def test_mistakes_are_listed_worst_first_and_next_mistake_walks_them(qtbot):
    tree = parse("(;SZ[9];B[ee];W[cc];B[gg];W[aa])").games[0]
    panel = MistakesPanel()
    qtbot.addWidget(panel)
    panel.set_review(tree, _evaluations([-6.5, -6.0, -1.0, -9.0, 3.5]))
    assert [m.move_number for m in panel.mistakes] == [4, 3, 2]
    assert panel.list.item(0).text() == "Move 4 (White): 12.5 points lost, blunder"
    targets = []
    panel.move_requested.connect(targets.append)
    panel.next_mistake()
    panel.next_mistake()
    panel.next_mistake()
    panel.next_mistake()
    assert targets == [2, 3, 4, 2]
    panel.set_thresholds(Thresholds(inaccuracy=9, mistake=10, blunder=20))
    assert [m.move_number for m in panel.mistakes] == [4]


def test_the_overlay_labels_candidates_and_shows_the_pv_on_hover(qtbot):
    from qtgo.ui.board.scene import BoardScene

    scene = BoardScene()
    overlay = AnalysisOverlay(scene)
    scene.addItem(overlay)
    analysis = Analysis(
        Color.WHITE,
        (Candidate(Point(2, 2), visits=1200, winrate=0.3, score_lead=-2.5, pv=(Point(2, 2), Point(3, 3))),
         Candidate(Point(5, 5), visits=40, winrate=0.45, score_lead=-1.0)),
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


def test_engines_are_added_tested_and_removed_and_kept(qtbot, tmp_path, gnugo_command):
    settings = QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat)
    dialog = EnginesDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert any(e.name == "GNU Go" for e in dialog.offered)  # found on PATH, offered ready-made
    dialog.name.setText("Fast GNU Go")
    dialog.command.setText(gnugo_command)
    with qtbot.waitSignal(dialog.tested, timeout=20000) as tested:
        dialog.test_button.click()
    assert tested.args[0] is True and tested.args[1].startswith("GNU Go")
    dialog.add_button.click()
    assert load_engines(settings) == [EngineEntry("Fast GNU Go", gnugo_command, "")]
    dialog.list.setCurrentRow(0)
    dialog.remove_button.click()
    assert load_engines(settings) == []
    dialog.command.setText("/nonexistent/engine")
    with qtbot.waitSignal(dialog.tested, timeout=20000) as tested:
        dialog.test_button.click()
    assert tested.args[0] is False and "no such program" in tested.args[1]
    dialog.done(0)
    save_engines([EngineEntry("a", "b")], settings)
    assert load_engines(settings) == [EngineEntry("a", "b", "")]


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
    assert [round(a.score_lead, 3) for a in reopened.evaluations] == [round(a.score_lead, 3) for a in panel.evaluations]
    assert reopened.status.text().startswith("Evaluations by GNU Go")
    positions = []
    reopened.position_requested.connect(positions.append)
    reopened.graph.position_clicked.emit(5)
    assert positions == [5]


def _play_until_the_end(qtbot, player, game, position, limit=200):
    moves = []

    def apply(move):
        nonlocal position
        if move.point is None:
            game.pass_turn(move.color)
        else:
            game.play(move)
        moves.append(move)
        position = position.after(move)
        player.position_changed(position, game)

    player.move_chosen.connect(apply)
    player.position_changed(position, game)
    qtbot.waitUntil(lambda: game.phase is not Phase.PLAYING or len(moves) >= limit, timeout=120000)
    return moves


@pytest.mark.gnugo
def test_engine_against_engine_plays_a_whole_game_off_the_gui_thread(qtbot, gnugo_command):
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(Seat(gnugo_command, "GNU Go", 1), Seat(gnugo_command, "GNU Go", 1)))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start()
        game = Game(7)
        moves = _play_until_the_end(qtbot, player, game, EnginePosition(7, 7, 4.5, Ruleset.preset("chinese"), Color.BLACK))
    finally:
        player.shutdown()
    assert game.phase is Phase.SCORING  # two passes
    assert [m.color for m in moves[:4]] == [Color.BLACK, Color.WHITE, Color.BLACK, Color.WHITE]


@pytest.mark.gnugo
def test_a_person_against_an_engine_the_engine_moves_only_on_its_turn(qtbot, gnugo_command):
    from qtgo.clock import TimeControl
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(white=Seat(gnugo_command, "GNU Go", 1)))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start(TimeControl.byo_yomi(60, 3, 10))
        game = Game(9)
        position = EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK)
        assert not player.position_changed(position, game)  # the person (Black) is to move
        game.play(Move(Color.BLACK, Point(4, 4)))
        position = position.after(Move(Color.BLACK, Point(4, 4)))
        with qtbot.waitSignal(player.move_chosen, timeout=20000) as chosen:
            assert player.position_changed(position, game)
        assert chosen.args[0].color is Color.WHITE and game.is_legal(chosen.args[0])
    finally:
        player.shutdown()


def test_a_resigning_engine_is_reported_and_the_game_goes_on(qtbot, misbehaving):
    from qtgo.engine.seats import Seat, Seats
    from qtgo.ui.engine.player import EnginePlayer

    player = EnginePlayer(Seats(black=Seat(misbehaving("resign"))))
    try:
        with qtbot.waitSignal(player.ready, timeout=20000):
            player.start()
        game = Game(9)
        with qtbot.waitSignal(player.resigned, timeout=20000) as resigned:
            player.position_changed(_position(), game)
        assert resigned.args[0] is Color.BLACK and game.move_number == 0
    finally:
        player.shutdown()


def test_a_hanging_engine_is_killed_on_restart_and_the_new_one_answers(qtbot, misbehaving):
    import time

    controller = EngineController()
    try:
        with qtbot.waitSignal(controller.ready, timeout=20000):
            controller.start_engine(misbehaving("hang"))
        controller.genmove(_position(), Game(9))  # never answered
        qtbot.wait(200)
        started = time.monotonic()
        with qtbot.waitSignal(controller.ready, timeout=20000) as ready:
            controller.restart(misbehaving("pass"))
        assert time.monotonic() - started < 10 and ready.args[0] == "Misbehaving pass"
        with qtbot.waitSignal(controller.move_ready, timeout=20000) as moved:
            controller.genmove(_position(), Game(9))
        assert moved.args[0].point is None
    finally:
        controller.shutdown()


def test_either_side_may_be_a_person_or_an_engine_at_a_strength(qtbot):
    from qtgo.ui.engine.seats_editor import SeatsEditor

    editor = SeatsEditor([EngineEntry("GNU Go", "gnugo --mode gtp"), EngineEntry("KataGo", "katago gtp -model m.bin.gz")])
    qtbot.addWidget(editor)
    assert editor.seats().engines == 0
    with qtbot.waitSignal(editor.changed):
        editor.set_player(Color.WHITE, "GNU Go", 3)
    editor.set_player(Color.BLACK, "KataGo", 50)
    seats = editor.seats()
    assert seats.white.command_line == "gnugo --mode gtp --level 3"
    assert seats.black.command_line == "katago gtp -model m.bin.gz -override-config maxVisits=50"
    assert editor.strengths[Color.WHITE].prefix() == "level "
    editor.set_player(Color.BLACK, None)
    assert not editor.seats().black.is_engine and not editor.strengths[Color.BLACK].isEnabled()
