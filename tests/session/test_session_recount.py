"""Reopening an accepted game recounts it from the dead stones the players accepted
(``TB``/``TW`` on the last node), and says so when the recount differs from ``RE``."""

from __future__ import annotations

from pathlib import Path

from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings
from qtgo.session.recount import RecountReason

#: 9x9 wall game: Black's wall on E, White's on F; three White stones inside Black's side,
#: one Black stone inside White's side; then two passes.
WALL: list[tuple[int, int] | None] = [p for y in range(9) for p in ((4, y), (5, y))]
WALL_MOVES = [*WALL, (7, 2), (1, 1), None, (2, 6), None, (2, 3), None, None]
INVADERS = [Point(1, 1), Point(2, 6), Point(2, 3), Point(7, 2)]


def accepted_wall_game(tmp_path: Path) -> Path:
    """Play the wall game live, mark the four invaders dead, accept, save."""
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="japanese", komi=6.5))
    for point in WALL_MOVES:
        if point is None:
            session.pass_turn()
        else:
            session.play(Point(*point))
    assert session.mode is Mode.SCORING and session.counting is not None
    session.counting.set_dead(INVADERS)
    assert session.finish_scoring().result == "B+4.5"
    return session.save(tmp_path / "wall.sgf")


def reopened_at_end(path: Path) -> GameSession:
    session = GameSession.open(path)
    session.to_node(session.tree.root.line_end())
    return session


def test_the_recorded_count_is_counted_again_from_its_dead_stones(tmp_path: Path) -> None:
    session = reopened_at_end(accepted_wall_game(tmp_path))
    assert session.record.result == "B+4.5"
    session.begin_scoring()
    counting = session.counting
    assert counting is not None and counting.recorded is not None
    assert counting.dead == frozenset(INVADERS)
    assert session.score().result == "B+4.5"
    assert session.recount() is None


def test_a_recount_that_differs_from_re_says_both_and_why(tmp_path: Path) -> None:
    path = accepted_wall_game(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("RE[B+4.5]", "RE[B+12.5]"), encoding="utf-8")
    session = reopened_at_end(path)
    session.begin_scoring()
    recount = session.recount()
    assert recount is not None
    assert (recount.recorded, recount.counted, recount.reason) == ("B+12.5", "B+4.5", RecountReason.OTHER)
    # The players take one invader back to life: now the marks differ, at that stone's point.
    session.play(Point(7, 2))
    recount = session.recount()
    assert recount is not None and recount.reason is RecountReason.DEAD_STONES
    assert recount.points == {Point(7, 2)}


def test_a_resignation_with_territory_marks_is_no_count(tmp_path: Path) -> None:
    path = accepted_wall_game(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("RE[B+4.5]", "RE[W+R]"), encoding="utf-8")
    session = reopened_at_end(path)
    session.begin_scoring()
    recount = session.recount()
    assert recount is not None and recount.reason is RecountReason.NOT_A_COUNT


def test_only_the_last_node_of_the_main_line_holds_the_accepted_count(tmp_path: Path) -> None:
    session = reopened_at_end(accepted_wall_game(tmp_path))
    parent = session.node.parent
    assert parent is not None
    session.to_node(parent)
    session.begin_scoring()
    assert session.counting is not None and session.counting.recorded is None
    assert not session.counting.dead


def test_a_record_without_territory_marks_counts_with_no_recorded_stones() -> None:
    session = GameSession.from_text("(;SZ[9]KM[6.5]RE[B+R];B[ee];W[cc])")
    session.to_node(session.tree.root.line_end())
    session.begin_scoring()
    assert session.counting is not None and session.counting.recorded is None
    assert session.recount() is None
    assert session.game.board[Point(2, 2)] is Color.WHITE


def test_hand_edited_territory_marks_are_named_as_the_reason(tmp_path: Path) -> None:
    path = accepted_wall_game(tmp_path)
    text = path.read_text(encoding="utf-8").replace("RE[B+4.5]", "RE[B+5.5]")
    assert "[ia]" in text
    path.write_text(text.replace("[ia]", "", 1), encoding="utf-8")  # J9 no longer White's
    session = reopened_at_end(path)
    session.begin_scoring()
    recount = session.recount()
    assert recount is not None and recount.reason is RecountReason.TERRITORY
    assert recount.points == {Point(8, 0)}


def test_a_recount_accepted_again_rewrites_the_marks_so_the_next_reopening_agrees(tmp_path: Path) -> None:
    session = reopened_at_end(accepted_wall_game(tmp_path))
    session.begin_scoring()
    session.play(Point(7, 2))  # the players call the lone Black stone alive after all
    result = session.finish_scoring().result
    assert result != "B+4.5" and session.record.result == result
    again = reopened_at_end(session.save(tmp_path / "again.sgf"))
    again.begin_scoring()
    assert again.counting is not None and Point(7, 2) not in again.counting.dead
    assert again.score().result == result and again.recount() is None
