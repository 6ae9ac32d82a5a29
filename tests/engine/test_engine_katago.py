"""KataGo for real, when this machine has it: ``katago`` on PATH and a model named by
``QTGO_KATAGO_MODEL`` (and ``QTGO_KATAGO_CONFIG``, KataGo's GTP config). Skipped otherwise:
KataGo needs network weights that are not part of qtgo."""

from __future__ import annotations

import os
import shutil

import pytest

from qtgo.engine import AnalysisKind, Engine, EngineError, EngineFault, EnginePosition, Limits
from qtgo.engine.katago import KataJsonEngine, is_json_analysis_command
from qtgo.rules import Color, Game, Move, Point, Ruleset


def _katago_command() -> str:
    program = shutil.which("katago")
    model = os.environ.get("QTGO_KATAGO_MODEL", "")
    config = os.environ.get("QTGO_KATAGO_CONFIG", "")
    if program is None:
        pytest.skip("no katago program on PATH")
    if not model or not os.path.isfile(model):
        pytest.skip("no KataGo model: set QTGO_KATAGO_MODEL to a .bin.gz network")
    command = f"{program} gtp -model {model}"
    return command + (f" -config {config}" if config else "")


def test_katago_plays_and_analyses_with_score_lead_and_ownership():
    command = _katago_command()
    position = EnginePosition(9, 9, 7.0, Ruleset.preset("chinese"), Color.BLACK)
    game = Game(9, ruleset=Ruleset.preset("chinese"))
    with Engine.start(command, timeout=120.0) as engine:
        assert engine.kind is AnalysisKind.KATA
        move = engine.genmove(position, game=game)
        assert game.is_legal(move)
        analysis = engine.analyse(position.after(move), Limits(visits=50, seconds=30))
    assert analysis.candidates and analysis.winrate is not None and analysis.score_lead is not None
    assert analysis.ownership is not None and len(analysis.ownership) == 81
    assert analysis.best is not None
    assert game.is_legal(Move(Color.WHITE, analysis.best.point)) or analysis.best.point is None


def test_katago_json_engine_analyses_a_game_when_present():
    program = shutil.which("katago")
    model = os.environ.get("QTGO_KATAGO_MODEL", "")
    config = os.environ.get("QTGO_KATAGO_ANALYSIS_CONFIG", "")
    if program is None:
        pytest.skip("no katago program on PATH")
    if not (os.path.isfile(model) and os.path.isfile(config)):
        pytest.skip("set QTGO_KATAGO_MODEL and QTGO_KATAGO_ANALYSIS_CONFIG to run KataGo's analysis engine")
    engine = KataJsonEngine(f"{program} analysis -config {config} -model {model}")
    try:
        position = EnginePosition(
            9, 9, 7.0, Ruleset.preset("chinese"), Color.WHITE, steps=(Move(Color.BLACK, Point(4, 4)),)
        )
        results = engine.analyse_turns(position, [0, 1], Limits(visits=20))
    finally:
        engine.close()
    assert set(results) == {0, 1}
    assert results[0].to_play is Color.BLACK and results[1].to_play is Color.WHITE
    assert all(r.winrate is not None and r.candidates for r in results.values())


def test_json_engine_refusals_and_crashes_are_clear_faults(misbehaving):
    with pytest.raises(EngineError) as caught:
        KataJsonEngine(misbehaving("json-error"), timeout=10)
    assert caught.value.reason is EngineFault.REFUSED and "Could not parse komi" in str(caught.value)
    with pytest.raises(EngineError) as caught:
        KataJsonEngine(misbehaving("json-crash"), timeout=10)
    assert caught.value.reason is EngineFault.CRASHED and "exit code 9" in str(caught.value)


def test_only_katago_analysis_command_lines_use_the_json_engine():
    assert is_json_analysis_command("katago analysis -config a.cfg -model m.bin.gz")
    assert is_json_analysis_command("/opt/KataGo/katago analysis")
    assert not is_json_analysis_command("katago gtp -model m.bin.gz")
    assert not is_json_analysis_command("gnugo --mode gtp")
