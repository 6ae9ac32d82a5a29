"""Tibetan go (RULES.md §3): starting stones, the no-play-on-emptied rule, the bonus terms."""

from __future__ import annotations

import dataclasses

import pytest

from qtgo.rules import (
    CentreBonus,
    Color,
    CornerBonus,
    Game,
    IllegalMoveError,
    IllegalReason,
    Move,
    Point,
    Ruleset,
)

from rules_testlib import game_from_rows, mv

B, W = Color.BLACK, Color.WHITE
TIBETAN = Ruleset.preset("tibetan")


def tibetan_game(size: int, ruleset: Ruleset = TIBETAN) -> Game:
    """A new game with the preset's starting position, as a new game is made."""
    start = ruleset.starting_position(size, size)
    assert start is not None
    game = Game(size, size, ruleset=ruleset)
    game.setup(black=start.black, white=start.white, to_play=start.to_play)
    return game


# ---------------------------------------------------------------- the preset


def test_preset_is_area_scoring_without_komi_and_named_tibetan_in_sgf() -> None:
    assert TIBETAN.sgf_name == "Tibetan"
    assert Ruleset.from_sgf("Tibetan") == (TIBETAN, None)
    assert Ruleset.preset("mig mang") is TIBETAN
    assert TIBETAN.komi == 0
    assert TIBETAN.no_play_on_emptied and not TIBETAN.multi_stone_suicide
    assert TIBETAN.centre_bonus is CentreBonus.FIRST
    assert TIBETAN.corner_bonus is CornerBonus.PENALTY


def test_other_presets_have_no_starting_stones_and_no_bonus() -> None:
    japanese = Ruleset.preset("japanese")
    assert japanese.starting_position(17, 17) is None
    assert not japanese.no_play_on_emptied
    assert japanese.centre_bonus is CentreBonus.NONE and japanese.corner_bonus is CornerBonus.NONE


# ---------------------------------------------------------------- starting position


def test_starting_position_has_twelve_stones_on_the_third_line_white_to_move() -> None:
    start = TIBETAN.starting_position(17, 17)
    assert start is not None
    assert start.to_play is W
    assert len(start.black) == len(start.white) == 6
    stones = start.black | start.white
    assert stones == {Point(x, y) for x in (2, 6, 10, 14) for y in (2, 6, 10, 14) if x in (2, 14) or y in (2, 14)}
    # The orientation qtgo follows (see qtgo/rules/tibetan.py): White on the top-left and
    # bottom-right 3-3 points, and the colours alternate around the ring.
    assert {Point(2, 2), Point(14, 14)} <= start.white
    assert {Point(14, 2), Point(2, 14)} <= start.black
    ring = [
        Point(2, 2),
        Point(6, 2),
        Point(10, 2),
        Point(14, 2),
        Point(14, 6),
        Point(14, 10),
        Point(14, 14),
        Point(10, 14),
        Point(6, 14),
        Point(2, 14),
        Point(2, 10),
        Point(2, 6),
    ]
    colours = [W if p in start.white else B for p in ring]
    assert colours == [W, B] * 6


def test_starting_position_is_symmetric_under_a_half_turn() -> None:
    start = TIBETAN.starting_position(17, 17)
    assert start is not None
    assert {Point(16 - p.x, 16 - p.y) for p in start.black} == start.black


def test_game_from_the_starting_position_lets_white_move_first() -> None:
    game = tibetan_game(17)
    assert game.to_play is W
    assert game.board[Point(2, 2)] is W and game.board[Point(6, 2)] is B
    game.play(mv(W, "ii"))
    assert game.to_play is B


def test_boards_without_the_ring_start_empty() -> None:
    assert TIBETAN.starting_position(19, 19) is None
    small = TIBETAN.starting_position(9, 9)
    assert small is not None
    assert small.white == {Point(2, 2), Point(6, 6)} and small.black == {Point(6, 2), Point(2, 6)}


# ---------------------------------------------------------------- the move rule

TWO_STONES = [
    ".XX..",
    "XOO..",
    ".XX..",
    ".....",
    ".....",
]


def test_play_on_a_point_just_emptied_is_refused_under_tibetan_rules() -> None:
    game = game_from_rows(TWO_STONES, TIBETAN)
    assert game.play(mv(B, "db")) == {Point(1, 1), Point(2, 1)}
    assert game.emptied_points == {Point(1, 1), Point(2, 1)}
    assert game.check(mv(W, "bb")) is IllegalReason.JUST_EMPTIED
    assert Point(2, 1) in game.illegal_points()
    with pytest.raises(IllegalMoveError) as raised:
        game.play(mv(W, "cb"))
    assert raised.value.reason is IllegalReason.JUST_EMPTIED
    assert game.board[Point(2, 1)] is None and game.to_play is W


def test_the_same_play_is_allowed_under_japanese_rules() -> None:
    game = game_from_rows(TWO_STONES, "japanese")
    game.play(mv(B, "db"))
    assert game.check(mv(W, "bb")) is None
    game.play(mv(W, "bb"))
    assert game.board[Point(1, 1)] is W


def test_the_rule_lasts_one_move_and_binds_only_the_side_captured() -> None:
    game = game_from_rows(TWO_STONES, TIBETAN)
    game.play(mv(B, "db"))
    game.play(mv(W, "ee"))
    assert game.emptied_points == frozenset()
    assert game.check(mv(B, "bb")) is None  # the capturer may fill the point
    game.play(mv(B, "ae"))
    game.play(mv(W, "bb"))  # one exchange later White may play there too
    assert game.board[Point(1, 1)] is W


def test_a_pass_lifts_the_rule() -> None:
    game = game_from_rows(TWO_STONES, TIBETAN)
    game.play(mv(B, "db"))
    game.pass_turn(W)
    game.play(mv(B, "ee"))
    assert game.check(mv(W, "bb")) is None


def test_undo_restores_the_rule() -> None:
    game = game_from_rows(TWO_STONES, TIBETAN)
    game.play(mv(B, "db"))
    game.play(mv(W, "ee"))
    game.undo()
    assert game.check(mv(W, "bb")) is IllegalReason.JUST_EMPTIED


def test_the_simple_ko_retake_keeps_the_reason_ko() -> None:
    rows = [
        ".XO..",
        "XO.O.",
        ".XO..",
        ".....",
        ".....",
    ]
    game = game_from_rows(rows, TIBETAN)
    game.play(mv(B, "cb"))  # takes the white stone at bb
    assert game.check(mv(W, "bb")) is IllegalReason.KO


# A snapback: White throws in at aa, Black takes it at ba, and the five black stones are
# left with the single liberty aa. The rule forbids White's play on aa at once (Black's
# previous move emptied it), so the snapback waits one exchange; Black cannot mend the
# shape meanwhile (aa is suicide for Black), so White still captures afterwards.
SNAPBACK = [
    "..XO.",
    "XXXO.",
    "OOOO.",
    ".....",
]


def snapback(rules: str | Ruleset) -> Game:
    game = game_from_rows(SNAPBACK, rules, to_play=W)
    game.play(mv(W, "aa"))
    assert game.play(mv(B, "ba")) == {Point(0, 0)}
    return game


def test_snapback_is_refused_at_once_under_tibetan_rules() -> None:
    game = snapback(TIBETAN)
    assert game.check(mv(W, "aa")) is IllegalReason.JUST_EMPTIED


def test_snapback_is_played_at_once_under_japanese_rules() -> None:
    game = snapback("japanese")
    assert len(game.play(mv(W, "aa"))) == 5


def test_snapback_is_played_one_exchange_later_under_tibetan_rules() -> None:
    game = snapback(TIBETAN)
    game.play(mv(W, "ed"))
    assert game.check(mv(B, "aa")) is IllegalReason.SUICIDE
    game.play(mv(B, "ad"))
    assert len(game.play(mv(W, "aa"))) == 5
    assert game.captures == {B: 1, W: 5}


# ---------------------------------------------------------------- a whole game, counted

# 9×9 with the preset's four starting stones (White cc and gg, Black gc and cg). White
# plays tengen first and loses it; White captures Black's starting stone at cg; Black
# lives in the middle with two eyes (ee, where White's stone was taken, and fd); seven
# black stones thrown into White's area are agreed dead. The final position:
#
#     X X . . . . . . .      X dead (aa ba ab), O ring and its stones
#     X . O O O O O O .
#     . . O X X X X O .
#     . . O X X . X O .
#     . . O X . X X O X      X dead at ie
#     . . O X X X X O .
#     . O O O O O O O .
#     . . O . . . . . X      X dead at ih, hi, ii
#     . . . . . . . X X
#
# By hand: Black 14 stones + 2 eyes = 16; White 22 stones + 43 empty points (the seven
# dead stones' points among them) = 65; 16 + 65 = 81.


def played_game(ruleset: Ruleset) -> tuple[Game, list[Point]]:
    game = tibetan_game(9, ruleset)
    ring = (
        [Point(x, 1) for x in range(2, 8)]
        + [Point(x, 6) for x in range(2, 8)]
        + [Point(2, y) for y in range(2, 6)]
        + [Point(7, y) for y in range(2, 6)]
    )
    white = [Point(4, 4), Point(1, 6), Point(2, 7)]
    white += [p for p in ring if p not in (Point(2, 2), Point(6, 6), Point(2, 6))]
    white.append(Point(2, 6))
    box = [Point(x, y) for x in range(3, 7) for y in range(2, 6)]
    dead = [Point(8, 8), Point(7, 8), Point(8, 7), Point(0, 0), Point(1, 0), Point(0, 1), Point(8, 4)]
    black = [p for p in box if p not in (Point(4, 4), Point(5, 3), Point(6, 2))] + dead
    captured: list[frozenset[Point]] = []
    for number, point in enumerate(white):
        captured.append(game.play(Move(W, point)))
        if number < len(black):
            captured.append(game.play(Move(B, black[number])))
    game.pass_turn(B)
    game.pass_turn(W)
    assert [c for c in captured if c] == [{Point(4, 4)}, {Point(2, 6)}]
    return game, dead


@pytest.mark.parametrize(
    ("centre", "corners", "black_total", "white_total", "result"),
    [
        (CentreBonus.NONE, CornerBonus.NONE, 16, 65, "W+49"),
        # White was first on tengen: +5 White.
        (CentreBonus.FIRST, CornerBonus.NONE, 16, 70, "W+54"),
        # Black holds tengen (an eye) at the end: +5 Black.
        (CentreBonus.END, CornerBonus.NONE, 21, 65, "W+44"),
        # Black's starting stones: gc's corner (White holds its 1-1 point ia) and cg (captured)
        # are both lost: −40 Black. White's cc and gg keep their corners.
        (CentreBonus.NONE, CornerBonus.PENALTY, -24, 65, "W+89"),
        # White holds all four 1-1 points: +20 White.
        (CentreBonus.NONE, CornerBonus.ALL_CORNERS, 16, 85, "W+69"),
        # The preset's defaults: first on the centre, corner penalty.
        (CentreBonus.FIRST, CornerBonus.PENALTY, -24, 70, "W+94"),
    ],
)
def test_whole_game_counted_with_and_without_each_bonus(
    centre: CentreBonus, corners: CornerBonus, black_total: int, white_total: int, result: str
) -> None:
    ruleset = dataclasses.replace(TIBETAN, centre_bonus=centre, corner_bonus=corners)
    game, dead = played_game(ruleset)
    breakdown = game.finish(dead=dead)
    assert (breakdown.black.stones, breakdown.black.territory) == (14, 2)
    assert (breakdown.white.stones, breakdown.white.territory) == (22, 43)
    assert breakdown.black.total == black_total
    assert breakdown.white.total == white_total
    assert breakdown.result == result


def test_bonus_terms_are_in_the_breakdown() -> None:
    game, dead = played_game(TIBETAN)
    breakdown = game.score(dead=dead)
    assert (breakdown.black.centre, breakdown.white.centre) == (0, 5)
    assert (breakdown.black.corners, breakdown.white.corners) == (-40, 0)
    assert breakdown.white.komi == 0


def test_check_and_play_agree_on_random_games_under_tibetan_rules() -> None:
    import random

    refused = 0
    for seed in range(40):
        rnd = random.Random(seed)
        game = Game(7, ruleset=TIBETAN)
        for _ in range(150):
            move = Move(game.to_play, Point(rnd.randrange(7), rnd.randrange(7)))
            reason = game.check(move)
            twin = game.copy()
            try:
                twin.play(move)
                played = None
            except IllegalMoveError as error:
                played = error.reason
            assert played is reason
            if reason is IllegalReason.JUST_EMPTIED:
                refused += 1
                assert move.point in game.emptied_points
            elif reason is None:
                game.play(move)
    assert refused > 0


# ---------------------------------------------------------------- bonuses where they cannot apply


def _bonuses(game: Game) -> tuple[int, int, int, int]:
    breakdown = game.score()
    return breakdown.black.centre, breakdown.white.centre, breakdown.black.corners, breakdown.white.corners


def test_an_even_board_has_no_centre_to_win() -> None:
    ruleset = dataclasses.replace(TIBETAN, centre_bonus=CentreBonus.END, corner_bonus=CornerBonus.NONE)
    game = game_from_rows(["XX..", "XX..", "....", "...."], ruleset)
    assert _bonuses(game) == (0, 0, 0, 0)


def test_the_first_on_the_centre_bonus_waits_for_a_stone_played_there() -> None:
    ruleset = dataclasses.replace(TIBETAN, centre_bonus=CentreBonus.FIRST, corner_bonus=CornerBonus.NONE)
    game = Game(5, ruleset=ruleset)
    game.setup(black=[Point(2, 2)], to_play=W)  # a setup stone on the centre does not count
    game.play(Move(W, Point(0, 0)))
    assert _bonuses(game) == (0, 0, 0, 0)


def test_boards_under_five_lines_have_no_corner_terms() -> None:
    ruleset = dataclasses.replace(TIBETAN, centre_bonus=CentreBonus.NONE, corner_bonus=CornerBonus.ALL_CORNERS)
    small = game_from_rows(["X..X", "....", "....", "X..X"], ruleset)
    assert _bonuses(small) == (0, 0, 0, 0)
    large = game_from_rows(["X...X", ".....", ".....", ".....", "X...X"], ruleset)
    assert _bonuses(large) == (0, 0, 20, 0)


def test_the_corner_penalty_needs_the_starting_ring() -> None:
    ruleset = dataclasses.replace(TIBETAN, centre_bonus=CentreBonus.NONE, corner_bonus=CornerBonus.PENALTY)
    game = Game(11, ruleset=ruleset)  # 11 lines: no ring of starting stones, so no corner to lose
    game.play(Move(W, Point(0, 0)))
    assert game.score().white.territory == 120
    assert _bonuses(game) == (0, 0, 0, 0)
