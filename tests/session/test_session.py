"""The facade: continue playing from any node of a record."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, Problem, SessionError

RECORD = "(;SZ[9]KM[6.5]RE[W+R];B[ee];W[cc];B[gg];W[cg])"


def test_continue_from_the_middle_of_a_finished_record_branches() -> None:
    session = GameSession.from_text(RECORD)
    session.cursor.forward(2)  # after W[cc]
    main = session.tree.main_line()
    session.continue_game(from_here=True)
    assert session.live is not None
    assert session.mode is Mode.PLAY and (session.live.branch_point is not None)
    assert session.to_play is Color.BLACK
    session.play(Point(2, 6))
    session.play(Point(6, 2))
    assert session.tree.main_line() == main  # the recorded game is untouched
    assert not session.cursor.on_main_line()
    grandparent = session.node.parent.parent if session.node.parent else None
    assert grandparent is not None and grandparent.children[0] is main[3]
    session.resign(Color.BLACK)
    assert session.record.result == "W+R"  # RE is the recorded game's
    assert "Result of this line: W+R" in (session.node.get("C") or "")


def test_continue_from_the_middle_of_an_unfinished_record() -> None:
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
    assert "Result of this line" in (session.node.get("C") or "")


def test_continue_at_the_end_of_an_unfinished_record_extends_it() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];W[cc])")
    session.cursor.to_end()
    session.continue_game(from_here=True)
    assert session.live is not None
    assert not (session.live.branch_point is not None)
    session.play(Point(6, 6))
    assert len(session.tree.main_line()) == 4


def test_no_continuing_past_a_finished_game() -> None:
    session = GameSession.from_text(RECORD)
    session.cursor.to_end()
    with pytest.raises(SessionError) as info:
        session.continue_game(from_here=True)
    assert "over" in str(info.value)
    assert info.value.reason is Problem.GAME_FINISHED
    assert session.mode is Mode.REVIEW
