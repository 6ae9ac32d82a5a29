"""Whole-game analysis with the real KataGo (GTP and the JSON engine): every position handed
over as it is done. The ``katago`` fixture (conftest) finds it or skips; one search
thread, few visits."""

from __future__ import annotations

import json

import pytest

from qtgo.cli import main
from qtgo.engine import Engine, Limits
from qtgo.engine.katago import KataJsonEngine
from qtgo.engine.review import main_line_positions, stored_evaluations
from qtgo.engine.whole_game import PositionResult, ReviewSettings, analyse_game_json, iter_analysis, keep_result
from qtgo.sgf import GameTree, parse

SHORT_GAME = "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[cc];B[gc];W[cg];B[gg])"


def _tree() -> GameTree:
    return parse(SHORT_GAME).games[0]


def test_katago_gtp_analyses_a_game_position_by_position(katago):
    tree = _tree()
    with Engine.start(katago.gtp(), timeout=120.0) as engine:
        results = list(iter_analysis(engine, main_line_positions(tree), settings=ReviewSettings(Limits(visits=8))))
    assert [r.index for r in results] == [0, 1, 2, 3, 4, 5]
    assert all(r.analysis is not None and r.analysis.score_lead is not None for r in results)


def test_katago_json_engine_hands_each_turn_over_as_it_arrives_and_keeps_it(katago):
    tree = _tree()
    kept_when_seen: list[int] = []

    def on_result(result: PositionResult) -> None:
        keep_result(tree, result, engine.label)
        kept_when_seen.append(sum(a is not None for a in stored_evaluations(tree)))

    engine = KataJsonEngine(katago.analysis())
    try:
        positions = main_line_positions(tree)
        results = analyse_game_json(engine, positions, [0, 2, 4, 5], on_result, ReviewSettings(Limits(visits=8)))
    finally:
        engine.close()
    assert sorted(r.index for r in results) == [0, 2, 4, 5] and not any(r.skipped for r in results)
    assert kept_when_seen == [1, 2, 3, 4]
    assert [a is not None for a in stored_evaluations(tree)] == [True, False, True, False, True, True]


@pytest.mark.parametrize("kind", ["gtp", "analysis"])
def test_cli_analyze_streams_json_lines_with_katago(capsys, tmp_path, katago, kind):
    path = tmp_path / "short.sgf"
    path.write_text(SHORT_GAME)
    code = main(
        [
            "analyze",
            str(path),
            "--engine",
            katago.gtp() if kind == "gtp" else katago.analysis(),
            "--visits",
            "8",
            "--seconds",
            "5",
            "--json-lines",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert sorted(line["move"] for line in lines) == [0, 1, 2, 3, 4, 5]
    assert all(line["score_lead"] is not None and line["best"] for line in lines)
    assert err.count("qtgo-cli analyze: position") == 6
