"""KataGo for real (the ``katago`` fixture: ``../shared/katago`` or ``QTGO_KATAGO_*``, one
search thread, few visits), and what qtgo says to it; skipped with the reason without it."""

from __future__ import annotations

import pytest

from qtgo.engine import AnalysisKind, Engine, EngineError, EngineFault, EnginePosition, Limits, Perspective
from qtgo.engine.kataconfig import black_far_ahead
from qtgo.engine.katago import KataJsonEngine, is_json_analysis_command
from qtgo.engine.review import main_line_nodes, main_line_positions
from qtgo.rules import Color, Game, Move, Ruleset
from qtgo.sgf import parse, replay

CHINESE = Ruleset.preset("chinese")


def test_katago_plays_and_analyses_with_score_lead_and_ownership(katago):
    position = EnginePosition(9, 9, 7.0, CHINESE, Color.BLACK)
    game = Game(9, ruleset=CHINESE)
    with Engine.start(katago.gtp(), timeout=120.0) as engine:
        assert engine.kind is AnalysisKind.KATA
        move = engine.genmove(position, game=game)
        assert game.is_legal(move)
        analysis = engine.analyse(position.after(move), Limits(visits=30, seconds=30))
    assert analysis.candidates and analysis.winrate is not None and analysis.score_lead is not None
    assert analysis.ownership is not None and len(analysis.ownership) == 81
    assert analysis.best is not None
    assert game.is_legal(Move(Color.WHITE, analysis.best.point)) or analysis.best.point is None


@pytest.mark.parametrize("users_setting", ["", "reportAnalysisWinratesAs=WHITE", "reportAnalysisWinratesAs=SIDETOMOVE"])
def test_katago_gtp_numbers_are_blacks_whoever_is_to_move_and_whatever_the_config_says(katago, users_setting):
    command = katago.gtp(*([users_setting] if users_setting else []), "maxVisits=40")
    with Engine.start(command, timeout=120.0) as engine:
        assert engine.perspective is Perspective.BLACK
        # the user's own overrides stay; only the perspective is qtgo's
        settings = engine.client.argv[engine.client.argv.index("-override-config") + 1].split(",")
        assert "numSearchThreads=1" in settings and "maxVisits=40" in settings
        assert "reportAnalysisWinratesAs=BLACK" in settings and len(settings) == 3
        black, white = (engine.analyse(black_far_ahead(c), Limits(visits=40)) for c in (Color.BLACK, Color.WHITE))
    for analysis in (black, white):
        assert analysis.score_lead is not None and analysis.score_lead > 15
        assert analysis.winrate is not None and analysis.winrate > 0.9
        assert analysis.ownership is not None and sum(analysis.ownership) > 15
        assert all(c.score_lead is not None and c.score_lead > 10 for c in analysis.candidates)


@pytest.mark.parametrize("users_setting", ["BLACK", "WHITE", "SIDETOMOVE"])
def test_a_katago_behind_a_wrapper_script_is_asked_its_perspective(katago, users_setting, tmp_path):
    """qtgo cannot add its override to a script it cannot see into: it asks KataGo instead."""
    script = tmp_path / "run-engine.sh"
    script.write_text(f"#!/bin/sh\nexec {katago.gtp(f'reportAnalysisWinratesAs={users_setting}')}\n")
    script.chmod(0o755)
    with Engine.start(str(script), timeout=120.0) as engine:
        assert engine.perspective is Perspective(users_setting)
        white = engine.analyse(black_far_ahead(Color.WHITE), Limits(visits=40))
    assert white.score_lead is not None and white.score_lead > 15
    assert white.winrate is not None and white.winrate > 0.9


def test_katago_lz_analyze_numbers_are_blacks_too(katago):
    with Engine.start(katago.gtp("reportAnalysisWinratesAs=WHITE"), timeout=120.0) as engine:
        engine.kind = AnalysisKind.LZ  # KataGo speaks Leela Zero's dialect as well
        white = engine.analyse(black_far_ahead(Color.WHITE), Limits(visits=40))
    assert white.winrate is not None and white.winrate > 0.9


def test_katago_json_engine_numbers_are_blacks_whatever_its_config_says(katago):
    """``analysis.cfg`` keeps KataGo's default (SIDETOMOVE): qtgo asks for Black's view."""
    engine = KataJsonEngine(katago.analysis(), timeout=120.0)
    try:
        results = engine.analyse_positions(
            [black_far_ahead(Color.BLACK), black_far_ahead(Color.WHITE)], Limits(visits=40)
        )
        turns = engine.analyse_turns(black_far_ahead(Color.BLACK), [8, 9], Limits(visits=40))
    finally:
        engine.close()
    assert [r.to_play for r in results] == [Color.BLACK, Color.WHITE]
    assert [turns[8].to_play, turns[9].to_play] == [Color.BLACK, Color.WHITE]
    for analysis in (*results, *turns.values()):
        assert analysis.score_lead is not None and analysis.score_lead > 15
        assert analysis.winrate is not None and analysis.winrate > 0.9
        assert analysis.ownership is not None and sum(analysis.ownership) > 15
        assert all(c.score_lead is not None and c.score_lead > 10 for c in analysis.candidates)


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


# Records whose setup is not a plain game from an empty board (9x9, a few moves each):
# the handicap as AB in the node after the root, AB + AW + PL at the root without HA,
# the handicap as Black moves with White passing, and setup stones in the middle of a game.
SETUP_RECORDS = {
    "handicap-node": "(;GM[1]SZ[9]KM[0.5]HA[2]RU[Chinese];AB[cc][gg];W[gc];B[cg];W[ee];B[ce])",
    "setup-and-PL": "(;GM[1]SZ[9]KM[7]RU[Chinese]AB[cc][gg][ce]AW[gc]PL[W];W[ee];B[eg];W[ge])",
    "moves-and-passes": "(;GM[1]SZ[9]KM[0.5]RU[Chinese];B[cc];W[];B[gg];W[];B[cg];W[gc];B[ee])",
    "setup-midgame": "(;GM[1]SZ[9]KM[7]RU[Chinese];B[cc];W[gg];AB[cg][gc]PL[W];W[ee];B[eg])",
}


@pytest.mark.parametrize("name", sorted(SETUP_RECORDS))
def test_json_engine_analyses_exactly_the_positions_and_players_the_board_shows(katago, name):
    """Each result is for its own position: the player to move the board shows, and
    KataGo's ownership strongly Black on every black stone and White on every white one."""
    tree = parse(SETUP_RECORDS[name]).games[0]
    nodes = main_line_nodes(tree)
    games = [replay(tree, node).game for node in nodes]
    engine = KataJsonEngine(katago.analysis(), timeout=120.0)
    try:
        results = engine.analyse_positions(main_line_positions(tree), Limits(visits=8))
    finally:
        engine.close()
    assert len(results) == len(nodes)
    for index, (game, analysis) in enumerate(zip(games, results, strict=True)):
        assert analysis.to_play is game.to_play, f"position {index}"
        assert analysis.ownership is not None
        for point, colour in game.board.stones():
            owned = analysis.ownership[point.y * 9 + point.x]
            assert (owned if colour is Color.BLACK else -owned) > 0.3, f"position {index}, {point.to_sgf()}"
        assert analysis.best is not None and analysis.best.point not in dict(game.board.stones())


def test_gtp_katago_is_told_the_player_to_move_of_a_setup_position(katago):
    tree = parse(SETUP_RECORDS["setup-and-PL"]).games[0]
    with Engine.start(katago.gtp(), timeout=120.0) as engine:
        start = engine.analyse(main_line_positions(tree)[0], Limits(visits=8))
    assert start.to_play is Color.WHITE and start.best is not None
