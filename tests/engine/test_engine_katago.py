"""KataGo for real, when this machine has it: ``katago`` on PATH and a model named by
``QTGO_KATAGO_MODEL`` (and ``QTGO_KATAGO_CONFIG``, KataGo's GTP config). Skipped otherwise:
KataGo needs network weights that are not part of qtgo."""

from __future__ import annotations

import os
import shutil

import pytest

from qtgo.engine import AnalysisKind, Engine, EnginePosition, Limits
from qtgo.rules import Color, Game, Move, Ruleset


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
    assert game.is_legal(Move(Color.WHITE, analysis.best.point)) or analysis.best.point is None
