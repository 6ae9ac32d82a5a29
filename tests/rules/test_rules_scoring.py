"""Counting: area, territory and stones; dead stones, prisoners, komi, draws and tie-breaks,
handicap compensation, penalty points, seki."""

from __future__ import annotations

import dataclasses

import pytest

from qtgo.rules import (
    Board,
    Color,
    Game,
    HandicapCompensation,
    Point,
    Ruleset,
    Scoring,
    TieBreak,
    detect_seki,
    format_result,
    score_position,
)

from positions import SEKI_ONE_EYE_EACH
from rules_testlib import game_from_rows, mv

B, W = Color.BLACK, Color.WHITE

WALLS = [".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."]


def test_format_result() -> None:
    assert format_result(B, 3.5) == "B+3.5"
    assert format_result(W, 1.0) == "W+1"
    assert format_result(W, 12) == "W+12"
    assert format_result(None, 0) == "0"


def test_empty_board_counts_nothing() -> None:
    breakdown = Game(9, ruleset=Ruleset.preset("chinese")).score()
    assert breakdown.black.total == 0 and breakdown.white.total == 7.5
    assert breakdown.result == "W+7.5" and breakdown.winner is W and breakdown.margin == 7.5
    assert len(breakdown.neutral) == 81 and not breakdown.territory


@pytest.mark.parametrize(
    ("name", "black", "white", "result"),
    [
        ("chinese", 10, 17.5, "W+7.5"),
        ("aga", 10, 17.5, "W+7.5"),
        ("new-zealand", 10, 17, "W+7"),
        ("tromp-taylor", 10, 17.5, "W+7.5"),
        ("japanese", 5, 11.5, "W+6.5"),
        ("korean", 5, 11.5, "W+6.5"),
        ("igs", 5, 11.5, "W+6.5"),
    ],
)
def test_walls_under_each_preset(name: str, black: float, white: float, result: str) -> None:
    breakdown = game_from_rows(WALLS, name).score()
    assert (breakdown.black.total, breakdown.white.total, breakdown.result) == (black, white, result)
    assert breakdown.black.territory == 5 and breakdown.white.territory == 5
    assert breakdown.black.stones == 5 and breakdown.white.stones == 5
    assert breakdown.scoring is Ruleset.preset(name).scoring
    assert breakdown.ruleset_name == name
    assert breakdown.neutral == {Point(2, y) for y in range(5)}
    assert breakdown.territory[Point(0, 0)] is B and breakdown.territory[Point(4, 4)] is W


def test_stone_scoring_counts_stones_only() -> None:
    ruleset = dataclasses.replace(Ruleset.preset("chinese"), scoring=Scoring.STONES, komi=0.5)
    breakdown = game_from_rows(WALLS, ruleset).score()
    assert breakdown.black.total == 5 and breakdown.white.total == 5.5 and breakdown.result == "W+0.5"


def test_dead_stones_are_removed_and_counted() -> None:
    rows = [".X.O.", ".X.O.", "OX.O.", "OX.O.", ".X.O."]
    game = game_from_rows(rows, "japanese")
    alive = game.score()
    assert alive.black.territory == 0  # every point of column a touches the White stones
    dead = game.score(dead=[Point(0, 2)])  # one stone names its whole chain
    assert dead.dead == {Point(0, 2), Point(0, 3)}
    assert dead.black.dead == 2 and dead.white.dead == 0
    assert dead.black.territory == 5
    assert dead.black.total == 5 + 2 and dead.white.total == 5 + 6.5
    chinese = game_from_rows(rows, "chinese").score(dead=[Point(0, 3)])
    assert chinese.black.total == 10 and chinese.black.dead == 2 and chinese.white.stones == 5


def test_prisoners_count_under_territory_scoring_only() -> None:
    game = game_from_rows([".X.O.", "XO.O.", ".X.O.", ".X.O.", ".X.O."], "japanese")
    assert game.play(mv(B, "cb")) == {Point(1, 1)}
    game.pass_turn()
    game.pass_turn()
    japanese = game.score()
    assert japanese.black.prisoners == 1 and japanese.black.territory == 5
    assert japanese.black.total == 6
    game.ruleset = Ruleset.preset("chinese")
    chinese = game.score()
    assert chinese.black.prisoners == 1 and chinese.black.total == chinese.black.stones + chinese.black.territory


@pytest.mark.parametrize(
    ("name", "handicap", "points"),
    [
        ("chinese", 4, 4),
        ("aga", 4, 3),
        ("japanese", 4, 0),
        ("new-zealand", 4, 0),
        ("chinese", 0, 0),
        ("aga", 2, 1),
        ("chinese", 9, 9),
    ],
)
def test_handicap_compensation(name: str, handicap: int, points: int) -> None:
    ruleset = dataclasses.replace(Ruleset.preset(name), komi=0.5)
    game = Game(19, ruleset=ruleset, handicap=handicap)
    breakdown = game.score()
    assert breakdown.white.handicap == points and breakdown.black.handicap == 0
    assert breakdown.white.total == 0.5 + points
    if handicap:
        assert breakdown.black.total == (361 if ruleset.scoring is Scoring.AREA else 361 - handicap)


def test_handicap_compensation_option_on_its_own() -> None:
    assert HandicapCompensation.N.points(5) == 5
    assert HandicapCompensation.N_MINUS_1.points(5) == 4
    assert HandicapCompensation.N_MINUS_1.points(1) == 0
    assert HandicapCompensation.NONE.points(9) == 0


# 9x2: Black owns columns a-f (12 points), White g-i minus dame: 4 points; 8 apart.
EIGHT_APART = [".....X.O.", ".....X.O."]


def test_integer_komi_allows_a_draw() -> None:
    ruleset = dataclasses.replace(Ruleset.preset("chinese"), komi=8)
    breakdown = score_position(Board.from_rows(EIGHT_APART), ruleset)
    assert breakdown.black.total == breakdown.white.total == 12
    assert breakdown.result == "0" and breakdown.winner is None and breakdown.margin == 0
    assert ruleset.draws_possible and not Ruleset.preset("chinese").draws_possible


def test_ing_black_wins_ties() -> None:
    breakdown = score_position(Board.from_rows(EIGHT_APART), Ruleset.preset("ing"))
    assert breakdown.white.komi == 8
    assert breakdown.winner is B and breakdown.result == "B+0"


@pytest.mark.parametrize(("first", "winner"), [(B, W), (W, B)])
def test_first_player_loses_ties(first: Color, winner: Color) -> None:
    """Seed 002's old variant: on equal scores the player who moved first has lost."""
    ruleset = dataclasses.replace(Ruleset.preset("chinese"), komi=8, tie_break=TieBreak.FIRST_PLAYER_LOSES)
    breakdown = score_position(Board.from_rows(EIGHT_APART), ruleset, first_player=first)
    assert breakdown.winner is winner and breakdown.result == f"{winner.value}+0"


def test_first_player_of_a_game() -> None:
    ruleset = dataclasses.replace(Ruleset.preset("chinese"), komi=8, tie_break=TieBreak.FIRST_PLAYER_LOSES)
    game = Game(9, 2, ruleset=ruleset)
    game.setup(black=[Point(5, 0), Point(5, 1)], white=[Point(7, 0)])
    game.play(mv(W, "hb"))
    assert game.first_player is W
    game.pass_turn()
    game.pass_turn()
    assert game.finish().result == "B+0"


def test_penalty_points_are_subtracted() -> None:
    game = game_from_rows(WALLS, "ing")
    breakdown = game.score(penalties={B: 4, W: 2})
    assert breakdown.black.penalty == 4 and breakdown.white.penalty == 2
    assert breakdown.black.total == 10 - 4 and breakdown.white.total == 10 + 8 - 2
    assert breakdown.result == "W+10"


SEKI = list(SEKI_ONE_EYE_EACH)


def test_seki_detection() -> None:
    board = Board.from_rows(SEKI)
    seki = detect_seki(board)
    for name in ("bh", "eh", "di", "ag", "cg", "dg", "fh", "ei"):
        assert Point.from_sgf(name) in seki
    for name in ("ea", "fa", "ee", "ia", "gf", "aa"):
        assert Point.from_sgf(name) not in seki


def test_seki_points_count_for_nobody_under_territory_scoring() -> None:
    breakdown = score_position(Board.from_rows(SEKI), Ruleset.preset("japanese"))
    for name in ("bh", "eh", "di"):
        point = Point.from_sgf(name)
        assert point in breakdown.neutral and point not in breakdown.territory and point in breakdown.seki
    # Black: the top left (4 + 3 + 3 + 3 + 2 = 15); White: the right side (3*5 + 2*4 = 23).
    assert breakdown.black.territory == 15 and breakdown.white.territory == 23


def test_seki_eyes_count_under_area_scoring() -> None:
    breakdown = score_position(Board.from_rows(SEKI), Ruleset.preset("chinese"))
    assert breakdown.territory[Point.from_sgf("bh")] is W
    assert breakdown.territory[Point.from_sgf("eh")] is B
    assert Point.from_sgf("di") in breakdown.neutral
    assert breakdown.black.territory == 16 and breakdown.white.territory == 24


def test_seki_can_be_overridden() -> None:
    board = Board.from_rows(SEKI)
    none = score_position(board, Ruleset.preset("japanese"), seki=())
    assert none.black.territory == 16 and none.white.territory == 24 and not none.seki
    # An empty point marked as seki counts for nobody.
    marked = score_position(board, Ruleset.preset("japanese"), seki=[Point.from_sgf("aa")])
    assert Point.from_sgf("aa") in marked.neutral and marked.black.territory == 15
    # Marking a stone puts its chain in seki: the top-left region it borders counts for
    # nobody, only Black's eye eh is left (the other seki is not marked in this override).
    wall = score_position(board, Ruleset.preset("japanese"), seki=[Point.from_sgf("ea")])
    assert wall.black.territory == 1 and wall.white.territory == 24


def test_no_seki_in_ordinary_dame() -> None:
    assert detect_seki(Board.from_rows(WALLS)) == frozenset()
    assert score_position(Board.from_rows(WALLS), Ruleset.preset("japanese")).seki == frozenset()
