"""The live game: finished games refuse moves, undo by agreement, handicap take-back, clocks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from qtgo.clock import TimeControl
from qtgo.rules import Color, Outcome, OutcomeReason, Point
from qtgo.session import GameSession, LiveGame, MoveRejected, NewGameSettings, Note, Placement, Problem

if TYPE_CHECKING:
    from conftest import FakeTime


def nine(**kwargs: object) -> GameSession:
    return GameSession.new(NewGameSettings(width=9, height=9, **kwargs))  # type: ignore[arg-type]


def counted_game() -> GameSession:
    session = nine()
    session.play(Point(2, 2))
    session.play(Point(6, 6))
    session.pass_turn()
    session.pass_turn()
    session.finish_scoring()
    return session


def live_of(session: GameSession) -> LiveGame:
    assert session.live is not None
    return session.live


# ---- a finished game's main line ends at the result
def test_no_move_after_an_accepted_count() -> None:
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


def test_a_variation_before_the_end_of_a_finished_game_is_allowed() -> None:
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
def test_no_move_after_resignation_or_loss_on_time(how: str, fake_time: FakeTime) -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60)), now=fake_time)
    session.play(Point(2, 2))
    if how == "resign":
        session.resign(Color.WHITE)
        assert session.record.result == "B+R"
    else:
        fake_time.advance(100)
        outcome = session.check_time()
        assert outcome is not None and outcome.result == "B+T"
    with pytest.raises(MoveRejected):
        session.play(Point(0, 0))
    assert len(session.tree.main_line()) == 2
    # Also from the end of the main line reached by navigation.
    session.cursor.to_start()
    session.cursor.to_end()
    with pytest.raises(MoveRejected):
        session.play(Point(0, 0))


def test_an_opened_finished_record_keeps_its_main_line() -> None:
    session = GameSession.from_text("(;SZ[9]RE[W+R];B[ee];W[cc])")
    session.cursor.to_end()
    with pytest.raises(MoveRejected):
        session.play(Point(2, 6))
    session.cursor.back()
    session.play(Point(2, 6))  # a variation beside W[cc]
    assert [n.get("W") for n in session.tree.main_line()[2:]] == ["cc"]


# ---- resignation
def test_resignation_returns_an_outcome_by_resignation() -> None:
    session = nine()
    session.play(Point(2, 2))
    outcome = session.resign(Color.BLACK)
    assert isinstance(outcome, Outcome)
    assert outcome.reason is OutcomeReason.RESIGNATION
    assert outcome.winner is Color.WHITE and outcome.result == "W+R"
    assert session.record.result == "W+R"
    assert "Black resigned" in (session.node.get("C") or "")


def test_resignation_comment_goes_through_the_note_writer() -> None:
    written: list[Note] = []

    def notes(note: Note, details: object) -> str:
        written.append(note)
        return f"<{note.value}>"

    session = GameSession.new(NewGameSettings(width=9, height=9), notes=notes)
    session.play(Point(2, 2))
    session.resign(Color.WHITE)
    assert Note.RESIGNED in written
    assert "<resigned>" in (session.node.get("C") or "")


# ---- undo by agreement names who asks and who agrees
def test_undo_request_names_both_players() -> None:
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


def test_undo_by_agreement_moves_the_node_aside_with_a_note() -> None:
    written: list[Note] = []

    def notes(note: Note, details: object) -> str:
        written.append(note)
        return f"<{note.value}>"

    session = GameSession.new(NewGameSettings(width=9, height=9), notes=notes)
    session.play(Point(2, 2))
    parent = session.node
    session.play(Point(6, 6))
    taken = session.node
    session.undo_by_agreement()
    assert session.node is parent
    assert Note.UNDO_TAKEN_BACK in written and taken.get("C") == "<undo-taken-back>"
    session.play(Point(5, 5))
    # The game actually played is the main line; the taken-back move is a side line.
    assert parent.children[0].get("W") == "ff"
    assert taken in parent.children and parent.children[0] is not taken
    assert session.tree.main_line()[-1] is session.node


def test_no_undo_request_without_undo_or_in_review() -> None:
    session = nine(undo_allowed=False)
    session.play(Point(2, 2))
    assert session.undo_request() is None
    review = GameSession.from_text("(;SZ[9];B[ee])")
    review.cursor.to_end()
    assert review.undo_request() is None


# ---- a misplaced free handicap stone can be taken back before White's first move
def test_free_handicap_stone_taken_back(fake_time: FakeTime) -> None:
    session = GameSession.new(
        NewGameSettings(
            width=9,
            height=9,
            handicap=2,
            placement=Placement.FREE,
            undo_allowed=False,
            black_time=TimeControl.absolute(600),
        ),
        now=fake_time,
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
    clock = session.clock
    assert clock is not None
    assert session.handicap_to_place == 0 and session.to_play is Color.WHITE
    assert clock.running is None  # White's first move starts the clocks
    # Placement complete, White has not moved: the last stone can still come back.
    session.undo_by_agreement()
    assert session.handicap_to_place == 1
    assert session.to_play is Color.BLACK
    assert "PL" not in session.tree.root.properties
    assert clock.running is None
    session.play(Point(6, 2))
    assert session.tree.root.get_list("AB") == ["cc", "gc"]
    assert clock.running is None
    session.play(Point(4, 4))  # White's first move: the handicap is settled, Black's clock runs
    assert clock.running is Color.BLACK
    assert session.undo_request() is None  # touch-move game: no undo of moves


# ---- a move made while the clock is paused restarts it
def test_a_move_resumes_a_paused_clock(fake_time: FakeTime) -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600)), now=fake_time)
    session.play(Point(2, 2))
    clock = session.clock
    assert clock is not None
    clock.pause()
    fake_time.advance(100)  # the pause does not count
    result = session.play(Point(6, 6))
    assert result.clock_resumed
    assert not clock.paused
    assert clock.running is Color.BLACK
    assert clock.state(Color.WHITE).main_left == pytest.approx(600)
    fake_time.advance(5)
    assert clock.state(Color.BLACK).main_left == pytest.approx(595)
    assert not session.play(Point(2, 6)).clock_resumed
    assert live_of(session).clock is clock
