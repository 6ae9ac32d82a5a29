"""EngineController: the engine off the GUI thread, tokens, pondering, hint, restart."""

from __future__ import annotations

import pytest

from qtgo.engine import Analysis, EnginePosition, Limits
from qtgo.rules import Color, Game, Move, Point, Ruleset
from qtgo.sgf import parse
from qtgo.ui.engine.controller import EngineController


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
    second = EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.WHITE, steps=(Move(Color.BLACK, Point(4, 4)),))
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
    shown: list[object] = []
    controller.analysis_ready.connect(shown.append)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as hinted:
        controller.hint(_position(), count=2)
    assert len(hinted.args[0].candidates) == 2 and shown == []


@pytest.mark.gnugo
def test_pondering_analyses_each_position_shown_and_can_be_switched_off(qtbot, controller, gnugo_command):
    with qtbot.waitSignal(controller.ready, timeout=20000):
        controller.start_engine(gnugo_command)
    shown: list[object] = []
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


def test_the_engine_runs_in_its_working_folder(qtbot, controller, misbehaving, tmp_path):
    with qtbot.waitSignal(controller.ready, timeout=20000) as ready:
        controller.start_engine(misbehaving("cwd"), str(tmp_path))
    assert ready.args[0] == f"Misbehaving {tmp_path}"


def test_json_whole_game_analysis_retries_a_silent_engine_then_reports_the_positions_skipped(
    qtbot, controller, misbehaving
):
    from qtgo.engine.whole_game import ReviewSettings

    tree = parse("(;SZ[9]KM[6.5];B[ee];W[cc])").games[0]
    skipped: list[int] = []
    controller.position_skipped.connect(lambda index, _reason: skipped.append(index))
    logged: list[str] = []
    controller.log_line.connect(logged.append)
    settings = ReviewSettings(limits=Limits(seconds=0.1), timeout=0.4)
    with qtbot.waitSignal(controller.game_analysed, timeout=30000) as finished:
        controller.analyse_game(tree, settings, skip=frozenset({0}), json_command=misbehaving("json-silent"))
    assert finished.args[0] == {} and sorted(skipped) == [1, 2]
    assert any("position 1 skipped" in line for line in logged)
