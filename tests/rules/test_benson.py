"""Benson's unconditional life: hand-checked shapes and GNU Go's regression positions."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from sgfmill import sgf

from qtgo.rules import Board, Color, Point
from qtgo.rules.benson import benson_grid, unconditionally_alive

GNUGO = shutil.which("gnugo") or ("/usr/games/gnugo" if Path("/usr/games/gnugo").exists() else None)
needs_gnugo = pytest.mark.skipif(GNUGO is None, reason="GNU Go (gnugo) is not installed")

TWO_EYES = [
    ".........",
    "..XXXXX..",
    ".XOOOOOX.",
    ".XO.O.OX.",
    ".XOOOOOX.",
    "..XXXXX..",
    ".........",
    ".........",
    ".........",
]


def points(board: Board, colour: Color) -> frozenset[Point]:
    return frozenset(p for p, c in board.stones() if c is colour)


def test_two_true_eyes_are_unconditionally_alive() -> None:
    board = Board.from_rows(TWO_EYES)
    assert unconditionally_alive(board, Color.WHITE) == points(board, Color.WHITE)


def test_surrounding_stones_without_eyes_are_not() -> None:
    # Black's ring has no eyes of its own: White could capture it with enough moves.
    board = Board.from_rows(TWO_EYES)
    assert unconditionally_alive(board, Color.BLACK) == frozenset()


def test_eyes_filled_by_stones_without_liberties_are_not_eyes() -> None:
    # A setup (no captures) may leave Black stones with no liberty inside White's eyes:
    # a region with no empty point is vital to no chain.
    rows = list(TWO_EYES)
    rows[3] = ".XOXOXOX."
    board = Board.from_rows(rows)
    assert unconditionally_alive(board, Color.WHITE) == frozenset()
    rows[3] = ".XOXO.OX."
    assert unconditionally_alive(Board.from_rows(rows), Color.WHITE) == frozenset()


def test_one_eye_is_not_enough() -> None:
    rows = list(TWO_EYES)
    rows[3] = ".XO.OOOX."
    board = Board.from_rows(rows)
    assert unconditionally_alive(board, Color.WHITE) == frozenset()


def test_false_eyes_are_not_vital() -> None:
    # Two points that look like eyes, but the stones are not one chain: each region
    # touches several chains, and no chain has two vital regions.
    rows = [
        ".........",
        "..XXXXX..",
        ".XXOOOXX.",
        ".XO.O.OX.",
        ".XXOOOXX.",
        "..X...X..",
        "..XXXXX..",
        ".........",
        ".........",
    ]
    assert unconditionally_alive(Board.from_rows(rows), Color.WHITE) == frozenset()


def test_corner_group_with_two_eyes() -> None:
    rows = [
        ".X.X.",
        "XXXXX",
        ".....",
        ".....",
        ".....",
    ]
    board = Board.from_rows(rows)
    assert unconditionally_alive(board, Color.BLACK) == points(board, Color.BLACK)


def test_chains_that_share_their_eyes_live_together() -> None:
    # A checkerboard of lone stones: every empty point is a one-point region whose
    # only neighbours are black, so it is vital to each stone around it, and White
    # can never play there without capturing. Benson's sets of chains cover this.
    rows = [
        ".X.X.",
        "X.X.X",
        ".X.X.",
        "X.X.X",
        ".X.X.",
    ]
    board = Board.from_rows(rows)
    assert len(points(board, Color.BLACK)) == 12
    assert unconditionally_alive(board, Color.BLACK) == points(board, Color.BLACK)


def test_empty_board_and_no_stones() -> None:
    board = Board.from_rows(["....", "....", "....", "...."])
    assert unconditionally_alive(board, Color.BLACK) == frozenset()
    assert benson_grid(3, 1, [0, 0, 0], 1) == set()


def test_rectangular_board() -> None:
    board = Board.from_rows(["X.X.X", "XXXXX", "OOOOO", "O.O.O"])
    assert unconditionally_alive(board, Color.BLACK) == points(board, Color.BLACK)
    assert unconditionally_alive(board, Color.WHITE) == points(board, Color.WHITE)


def load_setup(path: Path) -> Board:
    """A regression position (setup stones only) as a board."""
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    size = game.get_size()
    black, white, _ = game.get_root().get_setup_stones()
    rows = [["."] * size for _ in range(size)]
    for row, col in black:
        rows[size - 1 - row][col] = "X"
    for row, col in white:
        rows[size - 1 - row][col] = "O"
    return Board.from_rows("".join(r) for r in rows)


# Unconditionally alive stones per file (black, white), as this algorithm finds them.
# Every one of them is also "alive" in GNU Go 3.8's `unconditional_status` (checked
# below when gnugo is installed); GNU Go finds a few more black stones in files 1-6
# because its version also lets the owner capture the opponent's dead stones first.
# In benson_safe1 the two agree exactly.
EXPECTED = {
    "unconditional__benson_safe1.sgf": (23, 127),
    "unconditional__unconditional1.sgf": (131, 0),
    "unconditional__unconditional2.sgf": (75, 0),
    "unconditional__unconditional3.sgf": (121, 0),
    "unconditional__unconditional4.sgf": (120, 0),
    "unconditional__unconditional5.sgf": (121, 0),
    "unconditional__unconditional6.sgf": (122, 0),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_gnugo_regression_positions(corpus: Path, name: str) -> None:
    board = load_setup(corpus / "gnugo-regression" / name)
    black = unconditionally_alive(board, Color.BLACK)
    white = unconditionally_alive(board, Color.WHITE)
    assert (len(black), len(white)) == EXPECTED[name]
    # Whole chains only, and only stones of the asked colour.
    for alive, colour in ((black, Color.BLACK), (white, Color.WHITE)):
        assert all(board[p] is colour for p in alive)
        for p in alive:
            assert board.chain(p) <= alive


def gnugo_unconditional(path: Path, board: Board) -> dict[Point, str]:
    assert GNUGO is not None
    stones = [p for p, _ in board.stones()]
    commands = (
        f"loadsgf {path}\n" + "".join(f"unconditional_status {p.to_gtp(board.height)}\n" for p in stones) + "quit\n"
    )
    out = subprocess.run(
        [GNUGO, "--mode", "gtp"], input=commands, capture_output=True, text=True, check=True, timeout=60
    ).stdout
    answers = [line[2:].strip() for line in out.splitlines() if line.startswith("=")][1:]
    return dict(zip(stones, answers, strict=False))  # the last answer is to "quit"


@needs_gnugo
@pytest.mark.gnugo
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_agrees_with_gnugo_unconditional_status(corpus: Path, name: str) -> None:
    path = corpus / "gnugo-regression" / name
    board = load_setup(path)
    status = gnugo_unconditional(path, board)
    for colour in (Color.BLACK, Color.WHITE):
        alive = unconditionally_alive(board, colour)
        assert all(status[p] == "alive" for p in alive)
    if name == "unconditional__benson_safe1.sgf":
        alive = unconditionally_alive(board, Color.BLACK) | unconditionally_alive(board, Color.WHITE)
        assert alive == {p for p, s in status.items() if s == "alive"}
