"""Core values and the board: coordinates, chains, liberties, captures at edges and corners."""

from __future__ import annotations

import dataclasses

import pytest

from qtgo.rules import (
    PRESET_NAMES,
    Board,
    Color,
    ColorError,
    HandicapCompensation,
    IllegalMoveError,
    IllegalReason,
    KoRule,
    Move,
    Point,
    RulesError,
    Ruleset,
    Scoring,
    TieBreak,
    UnknownRulesetError,
)

from rules_testlib import game_from_rows

B, W = Color.BLACK, Color.WHITE


def test_color_opponent_and_sgf() -> None:
    assert B.opponent is W and W.opponent is B
    assert Color.from_sgf("B") is B and Color.from_sgf("w") is W
    with pytest.raises(ColorError):
        Color.from_sgf("X")


def test_point_sgf_round_trip() -> None:
    assert Point.from_sgf("aa") == Point(0, 0)
    assert Point.from_sgf("dp") == Point(3, 15)
    assert Point(3, 15).to_sgf() == "dp"
    assert Point.from_sgf("AZ") == Point(26, 51)
    assert Point(51, 26).to_sgf() == "ZA"
    with pytest.raises(RulesError):
        Point.from_sgf("a")


def test_point_gtp() -> None:
    assert Point.from_gtp("D4", 19) == Point(3, 15)
    assert Point.from_gtp("Q16", 19) == Point(15, 3)
    assert Point.from_gtp("J1", 19) == Point(8, 18)
    assert Point(8, 18).to_gtp(19) == "J1"
    assert Point(0, 0).to_gtp(9) == "A9"
    for x in (0, 7, 8, 24, 25, 30, 51):
        assert Point.from_gtp(Point(x, 3).to_gtp(52), 52) == Point(x, 3)
    with pytest.raises(RulesError):
        Point.from_gtp("I5", 19)
    with pytest.raises(RulesError):
        Point.from_gtp("A20", 19)


def test_move_value() -> None:
    move = Move(B, Point(1, 2))
    assert not move.is_pass
    assert Move.pass_(W).is_pass and Move.pass_(W).point is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.color = W  # type: ignore[misc]
    assert Move(B, Point(1, 2)) == move


def test_presets_by_name() -> None:
    assert set(PRESET_NAMES) == {
        "japanese",
        "korean",
        "igs",
        "chinese",
        "aga",
        "new-zealand",
        "ing",
        "tromp-taylor",
        "tibetan",
    }
    for name in PRESET_NAMES:
        assert Ruleset.preset(name.upper()).name == name
    with pytest.raises(UnknownRulesetError):
        Ruleset.preset("sunjang")
    assert issubclass(UnknownRulesetError, ValueError)


@pytest.mark.parametrize(
    ("ru", "name"),
    [
        ("Japanese", "japanese"),
        ("Chinese", "chinese"),
        ("AGA", "aga"),
        ("NZ", "new-zealand"),
        ("New Zealand", "new-zealand"),
        ("GOE", "ing"),
        ("Ing", "ing"),
        ("TT", "tromp-taylor"),
        ("Tromp/Taylor", "tromp-taylor"),
        ("Tromp-Taylor", "tromp-taylor"),
        ("Korean", "korean"),
        ("igs", "igs"),
    ],
)
def test_from_sgf_known(ru: str, name: str) -> None:
    ruleset, warning = Ruleset.from_sgf(ru)
    assert ruleset.name == name and warning is None
    assert Ruleset.from_sgf(ruleset.sgf_name)[0].name == name


def test_from_sgf_unknown_falls_back_to_japanese() -> None:
    ruleset, warning = Ruleset.from_sgf("Martian")
    assert ruleset.name == "japanese"
    assert warning is not None and "Martian" in warning


def test_preset_table() -> None:
    """RULES.md §3, row by row."""
    japanese = Ruleset.preset("japanese")
    assert (japanese.ko, japanese.komi, japanese.multi_stone_suicide) == (KoRule.SIMPLE, 6.5, False)
    assert Ruleset.preset("chinese").komi == 7.5
    assert Ruleset.preset("aga").ko is KoRule.SITUATIONAL
    assert Ruleset.preset("new-zealand").komi == 7 and Ruleset.preset("new-zealand").multi_stone_suicide
    assert Ruleset.preset("ing").komi == 8 and Ruleset.preset("ing").ko is KoRule.POSITIONAL
    assert Ruleset.preset("tromp-taylor").four_passes_end
    replaced = dataclasses.replace(Ruleset.preset("chinese"), ko=KoRule.POSITIONAL)
    assert replaced.ko is KoRule.POSITIONAL and Ruleset.preset("chinese").ko is KoRule.SIMPLE


@pytest.mark.parametrize(
    ("name", "ko", "scoring", "suicide", "seki_counted", "compensation", "komi", "tie"),
    [
        ("japanese", KoRule.SIMPLE, Scoring.TERRITORY, False, False, HandicapCompensation.NONE, 6.5, TieBreak.DRAW),
        ("korean", KoRule.SIMPLE, Scoring.TERRITORY, False, False, HandicapCompensation.NONE, 6.5, TieBreak.DRAW),
        ("igs", KoRule.SIMPLE, Scoring.TERRITORY, False, False, HandicapCompensation.NONE, 6.5, TieBreak.DRAW),
        ("chinese", KoRule.SIMPLE, Scoring.AREA, False, True, HandicapCompensation.N, 7.5, TieBreak.DRAW),
        ("aga", KoRule.SITUATIONAL, Scoring.AREA, False, True, HandicapCompensation.N_MINUS_1, 7.5, TieBreak.DRAW),
        ("new-zealand", KoRule.SITUATIONAL, Scoring.AREA, True, True, HandicapCompensation.NONE, 7, TieBreak.DRAW),
        ("ing", KoRule.POSITIONAL, Scoring.AREA, True, True, HandicapCompensation.NONE, 8, TieBreak.BLACK_WINS),
        ("tromp-taylor", KoRule.POSITIONAL, Scoring.AREA, True, True, HandicapCompensation.NONE, 7.5, TieBreak.DRAW),
    ],
)
def test_rules_md_table(name, ko, scoring, suicide, seki_counted, compensation, komi, tie) -> None:
    """RULES.md §3, every column of every row."""
    ruleset = Ruleset.preset(name)
    assert (ruleset.ko, ruleset.scoring, ruleset.multi_stone_suicide) == (ko, scoring, suicide)
    assert (ruleset.seki_eyes_count, ruleset.handicap_compensation) == (seki_counted, compensation)
    assert (ruleset.komi, ruleset.tie_break) == (komi, tie)
    assert ruleset.four_passes_end is (name == "tromp-taylor")


def test_game_copy_is_independent() -> None:
    game = game_from_rows([".XO..", "XO.O.", ".XO..", ".....", "....."])
    game.play(Move(Color.BLACK, Point(2, 1)))
    twin = game.copy()
    twin.play(Move(Color.WHITE, Point(4, 4)))
    assert game.move_number == 1 and twin.move_number == 2
    assert game.board[Point(4, 4)] is None and game.ko_point == Point(1, 1)
    assert twin.undo() == Move(Color.WHITE, Point(4, 4))
    assert twin.board.rows() == game.board.rows() and twin.board.hash == game.board.hash


def test_board_sizes() -> None:
    assert Board(2).rows() == ["..", ".."]
    board = Board(52, 3)
    assert (board.width, board.height) == (52, 3)
    for bad in ((1, 5), (53, 9), (9, 0)):
        with pytest.raises(RulesError):
            Board(*bad)


def test_from_rows_chains_and_liberties() -> None:
    board = Board.from_rows(["XX.", "XO.", "..."])
    assert board[Point(0, 0)] is B and board[Point(1, 1)] is W and board[Point(2, 2)] is None
    assert board.chain(Point(0, 1)) == {Point(0, 0), Point(1, 0), Point(0, 1)}
    assert board.liberties(Point(0, 0)) == {Point(2, 0), Point(0, 2)}
    assert board.liberties(Point(1, 1)) == {Point(2, 1), Point(1, 2)}
    assert board.chain(Point(2, 2)) == frozenset()
    assert board.rows() == ["XX.", "XO.", "..."]
    assert set(board.neighbours(Point(0, 0))) == {Point(1, 0), Point(0, 1)}
    assert len(list(board.points())) == 9
    assert sorted(board.stones()) == sorted([(Point(0, 0), B), (Point(1, 0), B), (Point(0, 1), B), (Point(1, 1), W)])


def test_hash_is_incremental_and_order_free() -> None:
    a = Board(9)
    a.play(Point(2, 2), B)
    a.play(Point(3, 3), W)
    b = Board(9)
    b.play(Point(3, 3), W)
    b.play(Point(2, 2), B)
    assert a.hash == b.hash != 0
    assert Board.from_rows(a.rows()).hash == a.hash
    c = a.copy()
    c.play(Point(4, 4), B)
    assert c.hash != a.hash and a[Point(4, 4)] is None


def test_corner_capture() -> None:
    board = Board.from_rows(["OX.", "...", "..."])
    captured = board.play(Point(0, 1), B)
    assert captured == {Point(0, 0)}
    assert board.rows() == [".X.", "X..", "..."]


def test_edge_capture_of_a_chain() -> None:
    board = Board.from_rows([".OOO.", "XOOOX", ".XXX.", ".....", "....."])
    board.play(Point(0, 0), B)
    assert board[Point(1, 0)] is W
    captured = board.play(Point(4, 0), B)
    assert captured == {Point(1, 0), Point(2, 0), Point(3, 0), Point(1, 1), Point(2, 1), Point(3, 1)}
    assert board.rows() == ["X...X", "X...X", ".XXX.", ".....", "....."]
    assert board.liberties(Point(0, 0)) == {Point(1, 0), Point(1, 1), Point(0, 2)}


def test_multi_chain_capture() -> None:
    game = game_from_rows(["X.X..", "O.OX.", "X.X..", ".....", "....."])
    captured = game.play(Move(B, Point(1, 1)))
    assert captured == {Point(0, 1), Point(2, 1)}
    assert game.board.rows() == ["X.X..", ".X.X.", "X.X..", ".....", "....."]
    assert game.captures == {B: 2, W: 0}


def test_corner_stone_captures_two_chains_and_gains_their_points() -> None:
    game = game_from_rows([".OX..", "OX...", "X....", ".....", "....."])
    captured = game.play(Move(B, Point(0, 0)))
    assert captured == {Point(1, 0), Point(0, 1)}
    assert game.board.liberties(Point(0, 0)) == {Point(1, 0), Point(0, 1)}
    assert game.board.liberties(Point(1, 1)) == {Point(1, 0), Point(0, 1), Point(2, 1), Point(1, 2)}


def test_board_play_refuses() -> None:
    board = Board.from_rows([".X", "X."])
    with pytest.raises(IllegalMoveError) as info:
        board.play(Point(0, 0), W)
    assert info.value.reason is IllegalReason.SUICIDE
    with pytest.raises(IllegalMoveError) as info:
        board.play(Point(1, 0), W)
    assert info.value.reason is IllegalReason.OCCUPIED
    with pytest.raises(IllegalMoveError) as info:
        board.play(Point(2, 0), W)
    assert info.value.reason is IllegalReason.OFF_BOARD


def test_sgf_has_no_letter_beyond_its_52_lines() -> None:
    assert Point(51, 0).to_sgf() == "Za"
    with pytest.raises(RulesError):
        Point(52, 0).to_sgf()
    with pytest.raises(RulesError):
        Point(-1, 0).to_sgf()


@pytest.mark.parametrize("text", ["", "5", "D", "D4x", "ABC5", "4D"])
def test_gtp_point_needs_one_or_two_letters_then_a_row(text: str) -> None:
    with pytest.raises(RulesError):
        Point.from_gtp(text, 19)


@pytest.mark.parametrize("point", [Point(0, 19), Point(0, -1), Point(-1, 0)])
def test_gtp_name_of_a_point_off_the_board_is_refused(point: Point) -> None:
    with pytest.raises(RulesError):
        point.to_gtp(19)


def test_gtp_columns_end_at_zz() -> None:
    last = 25 + 25 * 25 - 1
    assert Point(last, 0).to_gtp(19) == "ZZ19"
    assert Point.from_gtp("ZZ19", 19) == Point(last, 0)
    with pytest.raises(RulesError):
        Point(last + 1, 0).to_gtp(19)


@pytest.mark.parametrize(
    ("rows", "why"),
    [
        ([], "no rows"),
        (["  ", ""], "no rows"),
        (["X.", "X"], "different lengths"),
        (["X?", ".."], "unknown board character"),
    ],
)
def test_board_from_rows_refuses_bad_diagrams(rows: list[str], why: str) -> None:
    with pytest.raises(RulesError, match=why):
        Board.from_rows(rows)


def test_board_from_rows_reads_every_spelling_of_stones_and_empty_points() -> None:
    board = Board.from_rows(["XxBb#@", "OoWw..", ".+-,.."])
    assert board.rows() == ["XXXXXX", "OOOO..", "......"]


def test_board_reading_off_the_board_finds_nothing_but_asking_a_chain_there_raises() -> None:
    board = Board.from_rows(["X.", ".O"])
    assert board[Point(2, 0)] is None and board[Point(0, -1)] is None
    with pytest.raises(RulesError, match="outside the 2x2 board"):
        board.chain(Point(2, 0))
    with pytest.raises(RulesError):
        board[Point(0, 2)] = B


@pytest.mark.parametrize(
    ("item", "inside"), [((1, 1), True), ((2, 0), False), ((1,), False), (None, False), ("ab", False)]
)
def test_board_contains_only_pairs_on_the_board(item: object, inside: bool) -> None:
    assert (item in Board(2)) is inside


def test_setting_one_point_recomputes_chains_and_none_empties_it() -> None:
    board = Board.from_rows(["X.X", "...", "..."])
    board[Point(1, 0)] = B
    assert board.chain(Point(0, 0)) == {Point(0, 0), Point(1, 0), Point(2, 0)}
    board[Point(1, 0)] = None
    assert board[Point(1, 0)] is None
    assert board.chain(Point(0, 0)) == {Point(0, 0)}
    assert board.liberties(Point(0, 0)) == {Point(1, 0), Point(0, 1)}


def test_an_empty_point_has_no_chain_and_no_liberties() -> None:
    board = Board.from_rows(["X.", ".."])
    assert board.chain(Point(1, 1)) == frozenset()
    assert board.liberties(Point(1, 1)) == frozenset()


def test_boards_are_equal_by_size_and_stones_and_repr_rebuilds_them() -> None:
    board = Board.from_rows(["X.O", "..."])
    assert board == Board.from_rows(["X.O", "..."])
    assert board != Board.from_rows(["X..", "..."])
    assert board != Board.from_rows(["X.O", "...", "..."])
    assert board != ["X.O", "..."]
    assert eval(repr(board), {"Board": Board}) == board  # our own repr
