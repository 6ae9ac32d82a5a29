"""What the screen reader is told: captures and new ataris after a move, rows and regions."""

from __future__ import annotations

from qtgo.rules import Board, Color, Game, Move, Point
from qtgo.session.readout import report_move, report_region, report_row, row_reports


def _p(sgf: str) -> Point:
    return Point.from_sgf(sgf)


def test_a_capture_is_counted_and_a_new_atari_reported_once() -> None:
    game = Game(9, 9)
    for sgf in ("dc", "dd", "cd", "ee", "ed"):  # B dc, W dd, B cd, W ee, B ed: W dd in atari at de
        before = game.board.copy()
        game.play(Move(game.to_play, _p(sgf)))
    report = report_move(before, game.board, game.last_move, game.move_number)
    assert report.captured == 0
    assert [(a.color, a.stones, a.liberty.to_sgf()) for a in report.ataris] == [(Color.WHITE, 1, "de")]
    before = game.board.copy()
    game.play(Move(Color.WHITE, _p("aa")))  # elsewhere: the atari is not news any more
    assert report_move(before, game.board, game.last_move, 6).ataris == ()
    before = game.board.copy()
    game.play(Move(Color.BLACK, _p("de")))
    taken = report_move(before, game.board, game.last_move, 7)
    assert taken.captured == 1
    assert taken.move == Move(Color.BLACK, _p("de"))


def test_a_pass_reports_no_capture() -> None:
    board = Board.from_rows(["X.", ".."])
    report = report_move(board, board, Move.pass_(Color.WHITE), 3)
    assert (report.captured, report.number) == (0, 3)
    assert [a.color for a in report.ataris] == []  # two liberties remain


def test_rows_and_regions_list_stones_by_colour() -> None:
    board = Board.from_rows(["X.O..", ".....", "OO.X.", ".....", "....X"])
    assert report_row(board, 0).black == (0,) and report_row(board, 0).white == (2,)
    assert report_row(board, 1).empty
    assert [r.y for r in row_reports(board) if not r.empty] == [0, 2, 4]
    corner = report_region(board, 0, 0, 2, 2)
    assert corner[Color.BLACK] == [_p("aa")]
    assert corner[Color.WHITE] == [_p("ca"), _p("ac"), _p("bc")]


def test_only_the_groups_the_move_put_in_atari_are_reported() -> None:
    # White A9 is in atari in the corner; Black then plays far away beside White E5.
    board = Board.from_rows(
        [
            "OX.......",
            ".........",
            ".........",
            "....X....",
            "...XO....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]
    )
    before = board.copy()
    after = board.copy()
    after.play(_p("fe"), Color.BLACK)  # F5: White E5 in atari, last liberty E4
    for previous in (before, None):  # a step, or a jump to this move
        report = report_move(previous, after, Move(Color.BLACK, _p("fe")), 12)
        assert [(a.color, a.anchor.to_sgf(), a.liberty.to_sgf()) for a in report.ataris] == [(Color.WHITE, "ee", "ef")]


def test_a_review_step_leaves_the_ataris_out_and_a_two_stone_atari_is_named_by_its_liberty() -> None:
    board = Board.from_rows(["OX...", "O....", ".....", ".....", "....."])
    after = board.copy()
    after.play(_p("bb"), Color.BLACK)  # White A5-A4 now in atari at A3
    news = report_move(board, after, Move(Color.BLACK, _p("bb")), 4)
    assert [(a.color, a.stones, a.liberty.to_sgf(), a.anchor.to_sgf()) for a in news.ataris] == [
        (Color.WHITE, 2, "ac", "aa")
    ]
    assert report_move(board, after, Move(Color.BLACK, _p("bb")), 4, ataris=False).ataris == ()
    taken = after.copy()
    taken.play(_p("ac"), Color.BLACK)
    report = report_move(after, taken, Move(Color.BLACK, _p("ac")), 5, ataris=False)
    assert (report.captured, report.ataris) == (2, ())
