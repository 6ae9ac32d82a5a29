"""The property layer: each interpret function against its serialise partner."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Point
from qtgo.sgf import SgfPropertyError
from qtgo.sgf import properties as p


def test_points_both_ways() -> None:
    assert p.interpret_point("aa") == Point(0, 0)
    assert p.interpret_point("dp") == Point(3, 15)
    assert p.interpret_point("Zz", (52, 52)) == Point(51, 25)
    for point in (Point(0, 0), Point(18, 18), Point(3, 15), Point(30, 51)):
        assert p.interpret_point(p.serialise_point(point), (52, 52)) == point


@pytest.mark.parametrize("value", ["a", "abc", "a1", "", "!!"])
def test_bad_points_are_refused(value: str) -> None:
    with pytest.raises(SgfPropertyError):
        p.interpret_point(value)


def test_off_board_points_are_refused_in_lists() -> None:
    with pytest.raises(SgfPropertyError, match="off the 9x9 board"):
        p.interpret_point("pp", (9, 9))


def test_moves_and_passes() -> None:
    assert p.interpret_move("") is None
    assert p.interpret_move("tt") is None
    assert p.interpret_move("tt", (19, 19)) is None
    # On a board larger than 19x19 "tt" is a real point.
    assert p.interpret_move("tt", (21, 21)) == Point(19, 19)
    # Off the board is not refused: the rules call it off-board.
    assert p.interpret_move("zz", (9, 9)) == Point(25, 25)
    assert p.serialise_move(None) == ""
    assert p.serialise_move(Point(3, 3)) == "dd"
    with pytest.raises(SgfPropertyError):
        p.interpret_move("q16")


def test_compressed_point_lists() -> None:
    assert p.interpret_point_list(["aa:cb"]) == [
        Point(0, 0),
        Point(1, 0),
        Point(2, 0),
        Point(0, 1),
        Point(1, 1),
        Point(2, 1),
    ]
    # Corners in any order, duplicates kept once, in first-seen order.
    assert p.interpret_point_list(["bb:aa", "aa", "cc"]) == [
        Point(0, 0),
        Point(1, 0),
        Point(0, 1),
        Point(1, 1),
        Point(2, 2),
    ]
    points = [Point(3, 3), Point(0, 0), Point(2, 5)]
    assert p.interpret_point_list(p.serialise_point_list(points)) == sorted(points, key=lambda q: (q.y, q.x))


def test_sizes() -> None:
    assert p.interpret_size("19") == (19, 19)
    assert p.interpret_size("19:13") == (19, 13)
    assert p.interpret_size(" 9 ") == (9, 9)
    assert p.serialise_size((9, 9)) == "9"
    assert p.serialise_size((19, 13)) == "19:13"
    for bad in ("0", "53", "x", "9:y", ""):
        with pytest.raises(SgfPropertyError):
            p.interpret_size(bad)


def test_numbers_and_reals() -> None:
    assert p.interpret_number("+5") == 5
    assert p.interpret_number("-3") == -3
    assert p.serialise_number(7) == "7"
    assert p.interpret_real("6.5") == 6.5
    assert p.interpret_real("6,5") == 6.5
    assert p.interpret_real("-59.5") == -59.5
    assert p.serialise_real(6.5) == "6.5"
    assert p.serialise_real(7.0) == "7"
    for bad in ("x", "inf", "nan", ""):
        with pytest.raises(SgfPropertyError):
            p.interpret_real(bad)
    with pytest.raises(SgfPropertyError):
        p.interpret_number("1.5")


def test_double_and_colour() -> None:
    assert p.interpret_double("2") == 2
    assert p.interpret_double("1") == 1
    assert p.serialise_double(2) == "2"
    assert p.interpret_color("B") is Color.BLACK
    assert p.interpret_color("w") is Color.WHITE
    assert p.serialise_color(Color.WHITE) == "W"
    with pytest.raises(SgfPropertyError):
        p.interpret_color("X")


def test_labels_and_point_pairs() -> None:
    assert p.interpret_label("dd:A") == (Point(3, 3), "A")
    assert p.interpret_label("dd:a:b") == (Point(3, 3), "a:b")
    assert p.serialise_label(Point(3, 3), "x\ny") == "dd:x y"
    assert p.interpret_point_pair("aa:bb") == (Point(0, 0), Point(1, 1))
    assert p.serialise_point_pair(Point(0, 0), Point(1, 1)) == "aa:bb"
    with pytest.raises(SgfPropertyError):
        p.interpret_label("dd")
    with pytest.raises(SgfPropertyError):
        p.interpret_point_pair("aa")


def test_text_escaping_is_the_inverse_of_decoding() -> None:
    for text in ("plain", "a]b", "back\\slash", "x\\]y", "two\nlines", "", "]\\]"):
        assert p.decode_value("C", p.encode_value("C", text)) == text
    # Colons are escaped only in the text part of composed values.
    assert p.encode_value("C", "a:b") == "a:b"
    assert p.encode_value("LB", "dd:a:b]") == "dd:a\\:b\\]"
    assert p.decode_value("LB", "dd:a\\:b\\]") == "dd:a:b]"
    assert p.encode_value("AP", "qtgo:0.1.0") == "qtgo:0.1.0"


def test_decoding_by_type() -> None:
    # Soft line break removed, escaped characters kept, tabs become spaces.
    assert p.decode_value("C", "a\\\nb\\c\td\ne") == "abc d\ne"
    # Simpletext keeps its line breaks as written (issue 11: convert lost them).
    assert p.decode_value("PB", "a\\\nb\nc") == "ab\nc"
    # Numbers and other non-text values still read whitespace as spaces.
    assert p.decode_value("SZ", "19\n") == "19 "
    # Unknown properties are treated as text, keeping their line breaks.
    assert p.decode_value("XZ", "one\ntwo\\]") == "one\ntwo]"


def test_human_readable_points() -> None:
    assert p.interpret_human_point("R16", (19, 19)) == Point(16, 3)
    assert p.interpret_human_point("D4", (19, 19)) == Point(3, 15)
    assert p.interpret_human_point("A1", (9, 9)) == Point(0, 8)
    assert p.interpret_human_point("J9", (9, 9)) == Point(8, 0)
    assert p.interpret_human_point("T19", (19, 19)) == Point(18, 0)
    # Off the board, no I column, two letters: not a human point.
    assert p.interpret_human_point("K10", (9, 9)) is None
    assert p.interpret_human_point("I5", (19, 19)) is None
    assert p.interpret_human_point("dd", (19, 19)) is None
    assert p.is_human_pass("Pass") and p.is_human_pass("PASS") and not p.is_human_pass("pa")


def test_kinds_cover_the_ff4_properties() -> None:
    for ident in [
        "B",
        "W",
        "AB",
        "AW",
        "AE",
        "PL",
        "C",
        "N",
        "TR",
        "SQ",
        "CR",
        "MA",
        "LB",
        "AR",
        "LN",
        "DD",
        "TB",
        "TW",
        "SZ",
        "KM",
        "HA",
        "BL",
        "WL",
        "OB",
        "OW",
    ]:
        assert ident in p.KINDS
    assert p.KINDS["LB"] is p.Kind.LABEL
    assert p.KINDS["GC"] is p.Kind.TEXT


def test_composed_text_without_a_colon_is_written_as_plain_text() -> None:
    assert p.encode_value("AP", "qtgo") == "qtgo"
    assert p.encode_value("LB", "a]b") == "a\\]b"


@pytest.mark.parametrize("point", [Point(52, 0), Point(0, 52), Point(-1, 3)])
def test_a_point_beyond_sgf_letters_is_refused_when_written(point: Point) -> None:
    with pytest.raises(SgfPropertyError, match="cannot be written as an SGF point"):
        p.serialise_point(point)


def test_text_and_simpletext_read_back_what_was_written() -> None:
    assert p.interpret_text(p.serialise_text("line one\r\nline two\rthree")) == "line one\nline two\nthree"
    assert p.interpret_simpletext("Black: Honinbo Shusaku") == "Black: Honinbo Shusaku"
