"""Seki shapes: what ``detect_seki`` finds and what each scoring makes of it.

Under territory scoring (Japanese, Korean, IGS) the shared liberties and the eyes of groups
in seki count for nobody; under area scoring the stones and the eyes count as usual.
Diagrams: ``X`` black, ``O`` white, rows top to bottom, SGF coordinates in the names.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest

from qtgo.rules import Board, Game, Move, Phase, Point, Ruleset, detect_seki, score_position

from positions import SEKI_ONE_EYE_EACH


def seki_stones(board: Board, dead: tuple[Point, ...] = ()) -> set[str]:
    return {p.to_sgf() for p in detect_seki(board, dead) if board[p] is not None}


def seki_empty(board: Board, dead: tuple[Point, ...] = ()) -> set[str]:
    return {p.to_sgf() for p in detect_seki(board, dead) if board[p] is None}


# Bottom left corner, on the edge: a White group (ag..ci) and a Black group (dg..fi) inside each other's walls,
# no eyes, sharing the two liberties dh and di. Whoever fills one is captured.
NO_EYES = [
    "....XO...",
    "..X.XO...",
    "..X.XO...",
    "..X.XO...",
    "..XXXO...",
    "XXXOOOO..",
    "OOOXXXO..",
    "OOO.XXO..",
    "OOO.XXO..",
]
WHITE_INNER = {"ag", "bg", "cg", "ah", "bh", "ch", "ai", "bi", "ci"}
BLACK_INNER = {"dg", "eg", "fg", "eh", "fh", "ei", "fi"}


def test_simple_seki_two_shared_liberties() -> None:
    board = Board.from_rows(NO_EYES)
    assert seki_stones(board) == WHITE_INNER | BLACK_INNER
    assert seki_empty(board) == {"dh", "di"}
    japanese = score_position(board, Ruleset.preset("japanese"))
    # Black: the top left (4+3+3+3+2); White: the right side (3*5 + 2*4). dh, di: nobody's.
    assert (japanese.black.territory, japanese.white.territory) == (15, 23)
    assert japanese.result == "W+14.5"
    assert {Point.from_sgf("dh"), Point.from_sgf("di")} <= japanese.neutral
    chinese = score_position(board, Ruleset.preset("chinese"))
    assert (chinese.black.total, chinese.white.total) == (15 + 20, 23 + 21 + 7.5)
    assert chinese.result == "W+16.5"


ONE_EYE_EACH = list(SEKI_ONE_EYE_EACH)


def test_seki_with_one_eye_each_eyes_count_for_nobody_under_territory() -> None:
    board = Board.from_rows(ONE_EYE_EACH)
    assert seki_stones(board) == (WHITE_INNER - {"bh"}) | BLACK_INNER - {"eh"} | {"dh"}
    assert seki_empty(board) == {"bh", "eh", "di"}
    japanese = score_position(board, Ruleset.preset("japanese"))
    assert (japanese.black.territory, japanese.white.territory) == (15, 23)
    chinese = score_position(board, Ruleset.preset("chinese"))
    # Area scoring: each side's seki eye is its own point.
    assert (chinese.black.territory, chinese.white.territory) == (16, 24)
    assert chinese.territory[Point.from_sgf("bh")].value == "W"


# Big-eye seki (GNU Go's seki01, top, cut out): the Black group's eye space ca, da..dc,
# dd holds three White stones (da..dc); the White wall fills the dame bc..be, then Black
# can neither approach (ca or dd leaves it one liberty) nor can White.
BIG_EYE = [
    "OX.OXO..",
    "OXXOXO..",
    "O.XOXO..",
    "O.X.XO..",
    "O.XXXO..",
    "OOOOOOO.",
    "........",
]


def test_big_eye_seki() -> None:
    board = Board.from_rows(BIG_EYE)
    black = {"ba", "bb", "cb", "cc", "cd", "ce", "ea", "eb", "ec", "ed", "ee", "de"}
    assert seki_stones(board) == black | {"da", "db", "dc"}
    japanese = score_position(board, Ruleset.preset("japanese"))
    assert japanese.black.territory == 0
    assert Point.from_sgf("ca") in japanese.neutral and Point.from_sgf("dd") in japanese.neutral
    # White: the h column (7) and the bottom row (8) plus g row 0..4 (5) minus nothing.
    assert japanese.white.territory == 19
    chinese = score_position(board, Ruleset.preset("chinese"))
    assert chinese.black.total == 12 and chinese.result == "W+34.5"


# Looks like the one-eye seki, but White has no eye: White's group is in atari at di and
# Black captures it. Not seki.
NO_SEKI_CAPTURE = [
    "....XO...",
    "..X.XO...",
    "..X.XO...",
    "..X.XO...",
    "..XXXO...",
    "XXXOOOO..",
    "OOOXXXO..",
    "OOOX.XO..",
    "OOO.XXO..",
]


def test_group_that_can_be_captured_is_not_seki() -> None:
    board = Board.from_rows(NO_SEKI_CAPTURE)
    assert detect_seki(board) == frozenset()
    # Marked dead, it is Black's territory and prisoners.
    dead = (Point.from_sgf("ag"),)
    assert detect_seki(board, dead) == frozenset()
    japanese = score_position(board, Ruleset.preset("japanese"), dead=dead)
    assert japanese.black.dead == 9 and not japanese.seki


def test_dead_stones_inside_territory_are_not_seki() -> None:
    board = Board.from_rows([".X.O.", "OX.O.", ".X.O.", ".X.O.", ".X.O."])
    dead = (Point.from_sgf("ab"),)
    assert detect_seki(board, dead) == frozenset()
    japanese = score_position(board, Ruleset.preset("japanese"), dead=dead)
    assert japanese.black.territory == 5 and japanese.black.dead == 1 and not japanese.seki


def test_ordinary_dame_is_not_seki() -> None:
    walls = [".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."]
    assert detect_seki(Board.from_rows(walls)) == frozenset()


def test_unfinished_position_is_not_seki() -> None:
    """Groups with open liberties are still being played: no seki."""
    board = Board(9)
    board.set_many(black=[Point(2, 2), Point(6, 6)], white=[Point(2, 6), Point(6, 2), Point(3, 2)])
    assert detect_seki(board) == frozenset()


# Seki that depends on ko (GNU Go seki_exotics/twoko_seki1): White's group has one eye (f3)
# and a ko eye (b1: Black may take c1), Black's inner group one eye (c3) and a ko eye (e1).
TWO_KO_SEKI = [
    ".........",
    ".........",
    ".........",
    "XXXXXXX..",
    "OOOOOOXX.",
    "OXXXOOOX.",
    "OX.XO.OX.",
    "OOXXXOOX.",
    "O.OX.XOX.",
]


def test_seki_by_two_kos() -> None:
    board = Board.from_rows(TWO_KO_SEKI)
    stones = seki_stones(board)
    white = {
        "ae",
        "be",
        "ce",
        "de",
        "ee",
        "fe",
        "af",
        "ef",
        "ff",
        "gf",
        "ag",
        "eg",
        "gg",
        "ah",
        "bh",
        "fh",
        "gh",
        "ai",
        "gi",
        "ci",
    }
    black = {"bf", "cf", "df", "bg", "dg", "ch", "dh", "eh", "di", "fi"}
    assert stones == white | black
    japanese = score_position(board, Ruleset.preset("japanese"))
    for name in ("cg", "fg", "bi", "ei"):
        assert Point.from_sgf(name) in japanese.neutral
    chinese = score_position(board, Ruleset.preset("chinese"))
    assert chinese.territory[Point.from_sgf("fg")].value == "W"


def test_two_eyeless_walls_sharing_a_column_are_one_seki_on_19x19() -> None:
    """Whoever fills the shared column first is captured, so nobody does: all of it is seki.

    Also prints the time of a detection on the full board (no timing assert).
    """
    rows = ["".join("X" if x < 9 else "O" if x > 9 else "." for x in range(19)) for _ in range(19)]
    board = Board.from_rows(rows)
    start = time.perf_counter()
    for _ in range(10):
        seki = detect_seki(board)
    print(f"detect_seki 19x19 walls: {(time.perf_counter() - start) * 100:.2f} ms")
    assert seki == frozenset(board.points())


@pytest.mark.parametrize("rules", ["japanese", "korean", "igs"])
def test_every_territory_rule_set_gives_seki_points_to_nobody(rules: str) -> None:
    breakdown = score_position(Board.from_rows(ONE_EYE_EACH), Ruleset.preset(rules))
    assert (breakdown.black.territory, breakdown.white.territory) == (15, 23)


# ---------------------------------------------------------------- no colour, no orientation


def _playout_end(rng: random.Random, size: int) -> Board:
    """A random game played until neither side has a move but filling its own eye (or for
    three moves a point, when the captures go on)."""
    game = Game(size, ruleset=Ruleset.preset("chinese"))
    board = game.board
    for _move in range(3 * size * size):
        colour = game.to_play
        points = [
            p for p in board.points() if board[p] is None and not all(board[q] is colour for q in board.neighbours(p))
        ]
        rng.shuffle(points)
        game.play(next((Move(colour, p) for p in points if game.is_legal(Move(colour, p))), Move.pass_(colour)))
        if game.phase is Phase.SCORING:
            break
    return game.board


def _symmetries(rows: list[str]) -> list[tuple[str, list[str], Callable[[Point], Point]]]:
    height, width = len(rows), len(rows[0])
    swap = str.maketrans("XO", "OX")
    return [
        ("mirror", [row[::-1] for row in rows], lambda p: Point(width - 1 - p.x, p.y)),
        ("upside down", rows[::-1], lambda p: Point(p.x, height - 1 - p.y)),
        ("transposed", ["".join(row[x] for row in rows) for x in range(width)], lambda p: Point(p.y, p.x)),
        ("colours swapped", [row.translate(swap) for row in rows], lambda p: p),
    ]


# A playout's end taken with every stone alive, many of them in atari: settling weighs the
# same side's ko captures more than once in a round, and living chains share dame with
# chains in seki.
EVERYONE_ALIVE = [".XO.O.", "XO.OOO", "OXOOOO", "OX.OO.", "OOOOOO", ".O.OO."]
# Unfinished play, where settling would capture a chain with independent life if it were
# let: the White stone at ac keeps open liberties and is no seki.
UNFINISHED = ["XO...", ".XO..", "O..O."]
# Unfinished too: a living chain keeps a liberty that is no eye and touches no seki.
OPEN_LIBERTY = ["..O.", "XOO.", ".XOX", "..X.", "...X"]


def _positions() -> list[list[str]]:
    rng = random.Random(27)
    return [EVERYONE_ALIVE, UNFINISHED, OPEN_LIBERTY] + [
        _playout_end(rng, rng.choice([5, 6, 7])).rows() for _ in range(40)
    ]


@pytest.mark.parametrize("rows", _positions())
def test_seki_detection_names_no_colour_and_no_orientation(rows: list[str]) -> None:
    board = Board.from_rows(rows)
    found = set(detect_seki(board))
    for name, turned, where in _symmetries(rows):
        assert set(detect_seki(Board.from_rows(turned))) == {where(p) for p in found}, name


def test_an_unfinished_position_with_open_liberties_has_no_seki() -> None:
    assert detect_seki(Board.from_rows(UNFINISHED)) == frozenset()
