"""``Board.rows``, the text the check command prints, agrees point for point with the board."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from qtgo.rules import Board, Color, Point

CHARS = {None: ".", Color.BLACK: "X", Color.WHITE: "O"}


@st.composite
def boards(draw: st.DrawFn) -> Board:
    width = draw(st.integers(2, 25))
    height = draw(st.integers(2, 25))
    board = Board(width, height)
    points = [Point(x, y) for y in range(height) for x in range(width)]
    colours = draw(
        st.lists(st.sampled_from([None, Color.BLACK, Color.WHITE]), min_size=len(points), max_size=len(points))
    )
    board.set_many(
        black=[p for p, c in zip(points, colours, strict=True) if c is Color.BLACK],
        white=[p for p, c in zip(points, colours, strict=True) if c is Color.WHITE],
    )
    return board


@given(boards())
def test_rows_spell_every_point_top_to_bottom(board: Board) -> None:
    expected = ["".join(CHARS[board[Point(x, y)]] for x in range(board.width)) for y in range(board.height)]
    assert board.rows() == expected
