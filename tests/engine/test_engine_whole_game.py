"""Whole-game analysis that loses nothing: each position handed over as it is done, a
timed-out one retried once on a restarted engine and then skipped, resumable from the
record's own evaluations."""

from __future__ import annotations

import pytest

from qtgo.engine import Analysis, Engine, EngineError, EngineFault, Limits
from qtgo.engine.evaluations import write_evaluation
from qtgo.engine.review import main_line_nodes, main_line_positions, stored_evaluations
from qtgo.engine.whole_game import (
    PositionResult,
    ReviewSettings,
    analyse_game,
    iter_analysis,
    keep_result,
    pending_positions,
)
from qtgo.rules import Color
from qtgo.sgf import GameTree, parse

SHORT_GAME = "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[cg];B[gg])"


def _tree() -> GameTree:
    return parse(SHORT_GAME).games[0]


def test_each_position_is_handed_over_as_it_is_done_and_kept_in_the_record(gnugo_command):
    tree = _tree()
    seen: list[int] = []
    stored_when_seen: list[int] = []

    def on_result(result: PositionResult) -> None:
        keep_result(tree, result, "GNU Go")
        seen.append(result.index)
        stored_when_seen.append(sum(a is not None for a in stored_evaluations(tree)))

    with Engine.start(gnugo_command) as engine:
        results = analyse_game(engine, main_line_positions(tree), on_result)
    assert seen == [0, 1, 2, 3, 4, 5]
    assert stored_when_seen == [1, 2, 3, 4, 5, 6]  # in the record the moment it was done
    assert [r.analysis for r in results] == [r.analysis for r in results if not r.skipped]
    assert [round(a.score_lead or 0, 2) for a in stored_evaluations(tree) if a is not None] == [
        round(r.analysis.score_lead or 0, 2) for r in results if r.analysis is not None
    ]
    assert tree.root.get("QTAE") == "GNU Go"


def test_a_position_that_times_out_is_retried_once_on_a_restarted_engine_then_skipped(misbehaving):
    tree = _tree()
    with Engine.start(misbehaving("score-hang 2")) as engine:
        pids = [engine.client.pid]
        results = []
        for result in iter_analysis(engine, main_line_positions(tree), settings=ReviewSettings(timeout=0.5)):
            results.append(result)
            pids.append(engine.client.pid)
    assert [r.index for r in results] == [0, 1, 2, 3, 4, 5]
    assert [r.skipped for r in results] == [False, False, True, True, True, True]
    skipped = results[2]
    assert skipped.error is not None and skipped.error.reason is EngineFault.TIMEOUT
    assert len(set(pids[:3])) == 1 and pids[3] != pids[2]  # restarted after the timeouts, not reused


def test_a_position_that_times_out_once_is_done_on_the_retry(misbehaving, tmp_path):
    tree = _tree()
    marker = tmp_path / "hung-once"
    with Engine.start(misbehaving(f"score-hang 3 {marker}")) as engine:
        results = list(iter_analysis(engine, main_line_positions(tree), settings=ReviewSettings(timeout=0.5)))
    assert marker.exists()
    assert [r.skipped for r in results] == [False] * 6
    assert [r.analysis.score_lead for r in results if r.analysis is not None] == [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]


def test_a_crash_ends_the_analysis_after_everything_done_was_handed_over(misbehaving):
    tree = _tree()
    done: list[PositionResult] = []
    with Engine.start(misbehaving("score-crash 2")) as engine, pytest.raises(EngineError) as caught:
        analyse_game(engine, main_line_positions(tree), done.append)
    assert caught.value.reason is EngineFault.CRASHED
    assert [r.index for r in done] == [0, 1]


def test_resume_leaves_out_the_positions_the_record_already_holds():
    tree = _tree()
    nodes = main_line_nodes(tree)
    for index in (0, 1, 3):
        write_evaluation(nodes[index], Analysis(Color.BLACK, score_lead=1.0))
    assert pending_positions(tree) == [0, 1, 2, 3, 4, 5]
    assert pending_positions(tree, resume=True) == [2, 4, 5]


def test_chosen_moves_are_done_again_even_when_stored_and_moves_past_the_end_are_ignored():
    tree = _tree()
    write_evaluation(main_line_nodes(tree)[3], Analysis(Color.WHITE, score_lead=1.0))
    assert pending_positions(tree, only=[5, 3, 3, 99], resume=True) == [3, 5]


def test_only_the_chosen_positions_are_analysed(gnugo_command):
    tree = _tree()
    with Engine.start(gnugo_command) as engine:
        results = list(iter_analysis(engine, main_line_positions(tree), [1, 4]))
    assert [(r.index, r.analysis is not None and r.analysis.to_play) for r in results] == [
        (1, Color.WHITE),
        (4, Color.BLACK),
    ]


def test_a_skipped_position_leaves_the_record_as_it_was():
    tree = _tree()
    node = main_line_nodes(tree)[2]
    write_evaluation(node, Analysis(Color.BLACK, score_lead=3.0))
    keep_result(tree, PositionResult(2, None, EngineError(EngineFault.TIMEOUT, "slow")), "X")
    assert stored_evaluations(tree)[2] == Analysis(Color.BLACK, score_lead=3.0)


def test_review_settings_refuse_a_timeout_that_is_no_time():
    with pytest.raises(EngineError) as caught:
        ReviewSettings(Limits(), timeout=0)
    assert caught.value.reason is EngineFault.UNSUPPORTED


def test_json_engine_results_overdue_are_asked_again_on_a_restarted_engine_then_skipped(misbehaving):
    from qtgo.engine.katago import KataJsonEngine
    from qtgo.engine.whole_game import analyse_game_json

    tree = _tree()
    seen: list[PositionResult] = []
    engine = KataJsonEngine(misbehaving("json-silent"))
    try:
        first = engine._process.pid
        results = analyse_game_json(engine, main_line_positions(tree), [1, 3], seen.append, ReviewSettings(timeout=0.4))
        assert engine._process.pid != first  # restarted, not asked again as it was
    finally:
        engine.close()
    assert [(r.index, r.skipped) for r in results] == [(1, True), (3, True)] and seen == results
    assert all(r.error is not None and r.error.reason is EngineFault.TIMEOUT for r in results)


def test_a_deadline_bounds_every_request_of_a_task(misbehaving):
    from qtgo.engine import GtpClient

    with GtpClient.start(misbehaving("hang")) as client:
        with client.deadline(0.3), pytest.raises(EngineError) as caught:
            client.send("genmove b", timeout=60)
        assert caught.value.reason is EngineFault.TIMEOUT and "within 0.3 s" in str(caught.value)


def test_evaluations_are_one_engines_whether_or_not_its_name_gives_the_network():
    from qtgo.engine.evaluations import same_engine

    assert same_engine("GNU Go 3.8", "GNU Go 3.8")
    assert same_engine("KataGo 1.17.2", "KataGo 1.17.2+g170-b6c96-s175M")  # JSON engine, GTP engine
    assert same_engine("KataGo 1.17.2+g170-b6c96-s175M", "KataGo 1.17.2")
    assert not same_engine("KataGo 1.17.2+g170-b6c96-s175M", "KataGo 1.17.2+kata1-b28c512nbt-s11165M")
    assert not same_engine("KataGo 1.16.0", "KataGo 1.17.2")
    assert not same_engine("GNU Go 3.8", "KataGo 1.17.2")


def test_adding_evaluations_of_another_engine_names_the_one_they_would_mix_with():
    from qtgo.engine.evaluations import engine_mixed_with, write_engine_name
    from qtgo.sgf.tree import GameTree

    tree = GameTree()
    assert engine_mixed_with(tree, "GNU Go 3.8") is None  # nothing stored yet
    write_engine_name(tree, "KataGo 1.17.2+g170-b6c96-s175M")
    assert engine_mixed_with(tree, "GNU Go 3.8") == "KataGo 1.17.2+g170-b6c96-s175M"
    assert engine_mixed_with(tree, "KataGo 1.17.2") is None  # the JSON engine of the same KataGo
    assert engine_mixed_with(tree, "") is None  # the engine has not said its name yet
    # Nothing kept beside the new numbers: a whole new review mixes nothing.
    assert engine_mixed_with(tree, "GNU Go 3.8", kept=False) is None


def test_chosen_moves_bring_the_position_before_each():
    from qtgo.engine.whole_game import positions_of_moves

    assert positions_of_moves([5], 11) == [4, 5]
    assert positions_of_moves([0, 3, 4, 12], 11) == [0, 2, 3, 4]
