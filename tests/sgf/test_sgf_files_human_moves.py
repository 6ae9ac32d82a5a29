"""Moves written the human way are converted, and only then: the reader's cheap test."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Move, Point
from qtgo.sgf import parse
from qtgo.sgf.files import _may_hold_human_moves


@pytest.mark.parametrize(
    "text",
    [
        "(;SZ[19];B[R16])",
        "(;SZ[19];W[pass])",
        "(;SZ[19]\n;B [Q4])",  # space before the value
        "(;SZ[19];Black[R16])",  # an FF[3] long name
        "(;SZ[19];b[R16])",  # lower case, read as B
        "(;SZ[19];B[dd]C[x]W[Q4])",  # after another property of the node
    ],
)
def test_a_human_move_value_is_noticed(text: str) -> None:
    assert _may_hold_human_moves(text)


@pytest.mark.parametrize(
    "text",
    [
        "(;SZ[19]PB[P2 bot]PW[Leela]DT[2019-01-02];B[pd];W[dp])",
        "(;SZ[19]GN[R16 final]C[see Q4];B[pd])",
        "(;SZ[19]AB[R16])",  # AB is no move
        "(;SZ[19];B[pd][Q4])",  # only a move's first value is its point
        "(;SZ[19]C[" + "[a1" * 1000 + "];B[pd])",
    ],
)
def test_names_and_other_values_that_look_like_moves_are_not(text: str) -> None:
    assert not _may_hold_human_moves(text)


def test_a_collection_with_human_looking_names_reads_its_moves_unchanged() -> None:
    result = parse("(;SZ[19]PB[P2];B[pd])(;SZ[19]PW[Q16];W[dp])")
    assert [game.main_line()[-1].move for game in result.games] == [
        Move(Color.BLACK, Point(15, 3)),
        Move(Color.WHITE, Point(3, 15)),
    ]
    assert not any("coordinates" in warning for warning in result.warnings)


def test_human_moves_are_still_converted_with_a_warning() -> None:
    result = parse("(;SZ[19]PB[P2];B[R16];W[pass])")  # R is the 17th letter but column 16: no I
    moves = [node.move for node in result.games[0].main_line()[1:]]
    assert moves == [Move(Color.BLACK, Point(16, 3)), Move.pass_(Color.WHITE)]
    assert any("2 moves written as coordinates" in warning for warning in result.warnings)
