"""Regression tests for the QA findings about the session (IDs from qa-report.md)."""

from __future__ import annotations

import pytest

from qtgo import sgf
from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, MoveRejected, NewGameSettings, Problem


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def nine(**kwargs) -> GameSession:
    return GameSession.new(NewGameSettings(width=9, height=9, **kwargs))


def counted_game() -> GameSession:
    session = nine()
    session.play(Point(2, 2))
    session.play(Point(6, 6))
    session.pass_turn()
    session.pass_turn()
    session.finish_scoring()
    return session


# ---- F3/F4: a finished game's main line ends at the result
def test_f3_no_move_after_an_accepted_count() -> None:
    session = counted_game()
    end = session.node
    assert session.record.result and session.past_result(session.node)
    with pytest.raises(MoveRejected) as info:
        session.play(Point(4, 4))
    assert info.value.reason is Problem.GAME_FINISHED
    with pytest.raises(MoveRejected):
        session.pass_turn()
    assert end.children == ()
    assert ";B[ee]" not in session.record.to_sgf()


def test_f3_a_variation_before_the_end_is_still_allowed() -> None:
    session = counted_game()
    main = session.tree.main_line()
    session.cursor.to_start()
    session.cursor.forward()  # after B[cc]
    result = session.play(Point(4, 4))
    assert result.created and result.edit is not None
    assert not session.cursor.on_main_line()
    assert session.tree.main_line() == main
    # Extending that variation is fine: it is not the main line.
    session.play(Point(3, 3))
    assert session.tree.main_line() == main


@pytest.mark.parametrize("how", ["resign", "time"])
def test_f4_no_move_after_resignation_or_loss_on_time(how: str) -> None:
    clock = FakeTime()
    session = GameSession.new(
        NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60)), now=clock
    )
    session.play(Point(2, 2))
    if how == "resign":
        session.resign(Color.WHITE)
        assert session.record.result == "B+R"
    else:
        clock.now += 100
        assert session.check_time().result == "B+T"
    with pytest.raises(MoveRejected):
        session.play(Point(0, 0))
    assert len(session.tree.main_line()) == 2
    # Also from the end of the main line reached by navigation.
    session.cursor.to_start()
    session.cursor.to_end()
    with pytest.raises(MoveRejected):
        session.play(Point(0, 0))


def test_f4_an_opened_finished_record_keeps_its_main_line() -> None:
    session = GameSession.from_text("(;SZ[9]RE[W+R];B[ee];W[cc])")
    session.cursor.to_end()
    with pytest.raises(MoveRejected):
        session.play(Point(2, 6))
    session.cursor.back()
    session.play(Point(2, 6))  # a variation beside W[cc]
    assert [n.get("W") for n in session.tree.main_line()[2:]] == ["cc"]


# ---- F5: undo by agreement names who asks and who agrees
def test_f5_undo_request_names_both_players() -> None:
    session = nine()
    session.play(Point(2, 2))
    session.play(Point(6, 6))
    request = session.undo_request()
    assert request is not None and not request.handicap
    assert request.asker is Color.WHITE and request.agrees is Color.BLACK
    assert request.move.point == Point(6, 6)
    assert session.undo_by_agreement() == request.move
    # Still recorded in the file as before: the move stays as a commented side line.
    assert "Taken back by agreement" in session.record.to_sgf()


def test_f5_no_request_without_undo_or_in_review() -> None:
    session = nine(undo_allowed=False)
    session.play(Point(2, 2))
    assert session.undo_request() is None
    review = GameSession.from_text("(;SZ[9];B[ee])")
    review.cursor.to_end()
    assert review.undo_request() is None


# ---- F6: a misplaced free handicap stone can be taken back before White's first move
def test_f6_free_handicap_stone_taken_back() -> None:
    from qtgo.session import Placement

    clock = FakeTime()
    session = GameSession.new(
        NewGameSettings(
            width=9, height=9, handicap=2, placement=Placement.FREE, undo_allowed=False,
            black_time=TimeControl.absolute(600),
        ),
        now=clock,
    )
    session.play(Point(1, 1))
    request = session.undo_request()
    assert request is not None and request.handicap and request.move.point == Point(1, 1)
    session.undo_by_agreement()
    assert session.handicap_to_place == 2
    assert session.game.board[Point(1, 1)] is None
    assert not session.tree.root.get_list("AB")
    session.play(Point(2, 2))
    session.play(Point(6, 6))
    assert session.handicap_to_place == 0 and session.to_play is Color.WHITE
    assert session.clock.running is Color.WHITE
    # Placement complete, White has not moved: the last stone can still come back.
    session.undo_by_agreement()
    assert session.handicap_to_place == 1
    assert session.to_play is Color.BLACK
    assert "PL" not in session.tree.root.properties
    assert session.clock.running is None
    session.play(Point(6, 2))
    assert session.tree.root.get_list("AB") == ["cc", "gc"]
    assert session.clock.running is Color.WHITE
    session.play(Point(4, 4))  # White's first move: the handicap is settled
    assert session.undo_request() is None  # touch-move game: no undo of moves


# ---- F21: a move made while the clock is paused restarts it
def test_f21_a_move_resumes_a_paused_clock() -> None:
    clock = FakeTime()
    session = GameSession.new(
        NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600)), now=clock
    )
    session.play(Point(2, 2))
    session.clock.pause()
    clock.now += 100  # the pause does not count
    result = session.play(Point(6, 6))
    assert result.clock_resumed
    assert not session.clock.paused
    assert session.clock.running is Color.BLACK
    assert session.clock.state(Color.WHITE).main_left == pytest.approx(600)
    clock.now += 5
    assert session.clock.state(Color.BLACK).main_left == pytest.approx(595)
    assert not session.play(Point(2, 6)).clock_resumed


# ---- F25: Continue playing from here, at any node
RECORD = "(;SZ[9]KM[6.5]RE[W+R];B[ee];W[cc];B[gg];W[cg])"


def test_f25_continue_from_the_middle_of_a_finished_record_branches() -> None:
    session = GameSession.from_text(RECORD)
    session.cursor.forward(2)  # after W[cc]
    main = session.tree.main_line()
    session.continue_game(from_here=True)
    assert session.mode is Mode.PLAY and (session.live.branch_point is not None)
    assert session.to_play is Color.BLACK
    session.play(Point(2, 6))
    session.play(Point(6, 2))
    assert session.tree.main_line() == main  # the recorded game is untouched
    assert not session.cursor.on_main_line()
    assert session.node.parent.parent.children[0] is main[3]
    session.resign(Color.BLACK)
    assert session.record.result == "W+R"  # RE is the recorded game's
    assert "Result of this line: W+R" in session.node.get("C")


def test_f25_continue_from_the_middle_of_an_unfinished_record() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];W[cc];B[gg])")
    session.cursor.forward(1)
    session.continue_game(from_here=True)
    assert session.to_play is Color.WHITE
    session.play(Point(6, 6))
    root = session.tree.root
    assert [c.get("W") for c in root.children[0].children] == ["cc", "gg"]
    # A live line's moves after the branch point go on as usual (and count, and resign).
    session.play(Point(2, 2))
    session.pass_turn()
    session.pass_turn()
    assert session.mode is Mode.SCORING
    session.finish_scoring()
    assert session.record.result is None
    assert "Result of this line" in session.node.get("C")


def test_f25_continue_at_the_end_of_an_unfinished_record_extends_it() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];W[cc])")
    session.cursor.to_end()
    session.continue_game(from_here=True)
    assert not (session.live.branch_point is not None)
    session.play(Point(6, 6))
    assert len(session.tree.main_line()) == 4


def test_f25_no_continuing_past_a_finished_game() -> None:
    session = GameSession.from_text(RECORD)
    session.cursor.to_end()
    with pytest.raises(Exception) as info:
        session.continue_game(from_here=True)
    assert "over" in str(info.value)
    assert session.mode is Mode.REVIEW


# ---- F12: the repair of a truncated file leaves no empty node to save
def test_f12_truncated_record_saves_no_empty_node(tmp_path) -> None:
    path = tmp_path / "cut.sgf"
    path.write_text("(;SZ[19];B[pd];W[dp];B[pq", encoding="utf-8")
    session = GameSession.open(path)
    assert session.record.warnings
    assert session.cursor.move_count() == 2
    out = tmp_path / "out.sgf"
    session.save(out)
    text = out.read_text(encoding="utf-8")
    assert ";)" not in text and text.rstrip().endswith("W[dp])")
    again = sgf.load(out)
    assert len(again.games[0].main_line()) == 3


def test_f12_a_valid_file_keeps_its_empty_nodes() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];;W[cc])")
    assert ";;W[cc]" in session.record.to_sgf()


# ---- F14: the size actually used is the size written
@pytest.mark.parametrize("size", ["99", "60", "abc", "0"])
def test_f14_bad_size_is_written_as_the_size_used(size: str, tmp_path) -> None:
    session = GameSession.from_text(f"(;SZ[{size}];B[pd];W[dp])")
    assert (session.record.size[0], session.record.size[1]) == (19, 19)
    assert session.record.warnings
    text = session.record.to_sgf()
    assert "SZ[19]" in text and f"SZ[{size}]" not in text
    session.save(tmp_path / "g.sgf")
    assert sgf.load(tmp_path / "g.sgf").games[0].size == (19, 19)


@pytest.mark.parametrize("size", ["9", "9:13", "13:13", "19"])
def test_f14_good_sizes_are_kept_as_written(size: str) -> None:
    assert f"SZ[{size}]" in GameSession.from_text(f"(;SZ[{size}];B[aa])").record.to_sgf()


def test_a_board_the_rules_cannot_play_is_a_file_error() -> None:
    from qtgo.session import FileError

    with pytest.raises(FileError):
        GameSession.from_text("(;SZ[1];B[aa])")


# ---- QA 1b: each side's time control survives save and reopen
def test_per_side_time_controls_survive_a_save(tmp_path) -> None:
    black = TimeControl.canadian(0, 10, 300)
    white = TimeControl.fischer(120, 5)
    clock = FakeTime()
    session = GameSession.new(
        NewGameSettings(width=9, height=9, black_time=black, white_time=white), now=clock
    )
    session.play(Point(4, 4))
    clock.now += 10
    session.play(Point(2, 2))
    path = tmp_path / "timed.sgf"
    session.save(path)
    again = GameSession.open(path)
    assert again.record.recorded_control(Color.BLACK) == black
    assert again.record.recorded_control(Color.WHITE) == white
    again.cursor.to_end()
    assert again.record.recorded_clock(Color.WHITE, again.node).control == white
    again.continue_game()
    assert again.clock.control(Color.WHITE) == white
    assert again.clock.control(Color.BLACK) == black


def test_same_time_for_both_writes_no_private_property() -> None:
    session = nine(black_time=TimeControl.absolute(600))
    assert "QWTM" not in session.record.to_sgf()
    assert session.record.recorded_control(Color.WHITE) == TimeControl.absolute(600)


# ---- QA 6: a game being played keeps its rules, komi and handicap
def test_live_game_rules_komi_handicap_are_fixed() -> None:
    from qtgo.session import SessionError

    session = nine()
    session.play(Point(4, 4))
    with pytest.raises(SessionError):
        session.set_game_info({"RU": "Chinese"})
    with pytest.raises(SessionError):
        session.set_game_info({"KM": "-3"})
    with pytest.raises(SessionError):
        session.set_game_info({"HA": "5"})
    assert session.record.ruleset.name == "japanese" and session.record.ruleset.komi == 6.5
    assert session.set_game_info({"PB": "Ann", "KM": "6.5"}) is not None  # unchanged komi is fine
    assert session.tree.root.get("PB") == "Ann"
    review = GameSession.from_text("(;SZ[9]KM[6.5];B[ee])")
    review.set_game_info({"KM": "0.5"})
    assert review.record.ruleset.komi == 0.5


# ---- QA 22: a label may share its point with a shape (SGF allows it)
def test_label_and_triangle_on_one_point() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee])")
    session.cursor.forward()
    session.toggle_markup("TR", Point(2, 2))
    session.toggle_markup("LB", Point(2, 2))
    assert session.node.get_list("TR") == ["cc"]
    assert session.node.get_list("LB") == ["cc:A"]
    session.toggle_markup("SQ", Point(2, 2))  # shapes still replace each other
    assert "TR" not in session.node.properties and session.node.get_list("LB") == ["cc:A"]
    session.toggle_markup("LB", Point(2, 2))
    assert "LB" not in session.node.properties and session.node.get_list("SQ") == ["cc"]
