"""Reviewing records: navigation, variations, edits that undo, files, autosave, recent files."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.rules import Color, Point
from qtgo.session import (
    AutosaveStore,
    FileError,
    GameSession,
    Mode,
    NewGameSettings,
    RecentFiles,
    SessionError,
)

# Main line: B dd, W pp, B dp, W pd. At move 1 a variation W dp (then B pp), and at
# move 2 a second variation B pq.
RECORD = (
    "(;FF[4]GM[1]SZ[19]KM[6.5]RU[Japanese]PB[Ann]PW[Bo];B[dd]C[Opening](;W[pp](;B[dp];W[pd])(;B[pq]))(;W[dp];B[pp]))"
)


def moves(session: GameSession) -> list[str]:
    return [n.move.point.to_sgf() for n in session.cursor.path() if n.move is not None and n.move.point is not None]


@pytest.fixture
def review() -> GameSession:
    return GameSession.from_text(RECORD)


def test_a_record_opens_in_review_at_the_start(review: GameSession) -> None:
    assert review.mode is Mode.REVIEW
    assert review.node is review.tree.root
    assert review.record.title() == "Ann vs Bo"
    assert review.record.ruleset.komi == 6.5


def test_forward_back_start_end(review: GameSession) -> None:
    assert review.cursor.forward()
    assert moves(review) == ["dd"]
    assert review.record.comment(review.node) == "Opening"
    review.cursor.to_end()
    assert moves(review) == ["dd", "pp", "dp", "pd"]
    assert not review.cursor.forward()
    review.cursor.back()
    assert moves(review) == ["dd", "pp", "dp"]
    review.cursor.to_start()
    assert review.node is review.tree.root
    assert not review.cursor.back()


def test_variations_and_the_remembered_choice(review: GameSession) -> None:
    review.cursor.forward(2)
    assert review.cursor.variation_index() == (0, 2)
    assert review.cursor.next_variation()
    assert moves(review) == ["dd", "dp"]
    assert not review.cursor.next_variation()
    review.cursor.to_end()
    assert moves(review) == ["dd", "dp", "pp"]
    # The choice made at the fork is kept: start, then end follows it again.
    review.cursor.to_start()
    review.cursor.to_end()
    assert moves(review) == ["dd", "dp", "pp"]
    review.cursor.back()
    assert review.cursor.previous_variation()
    assert moves(review) == ["dd", "pp"]


def test_variation_hints_show_the_alternatives(review: GameSession) -> None:
    review.cursor.forward()
    display = review.display()
    assert set(display.variation_hints) == {Point(15, 15), Point(3, 15)}


def test_playing_an_existing_move_follows_it(review: GameSession) -> None:
    review.cursor.forward()
    before = review.tree.root.children[0].children[:]
    result = review.play(Point(3, 15))  # W dp exists as the second variation
    assert not result.created
    assert result.edit is None
    assert moves(review) == ["dd", "dp"]
    assert review.tree.root.children[0].children == before


def test_a_new_move_in_review_adds_a_variation_that_undoes(review: GameSession) -> None:
    review.cursor.forward()
    parent = review.node
    result = review.play(Point(10, 10))
    assert result.created
    assert len(parent.children) == 3
    assert parent.children[2] is review.node
    assert review.record.modified
    assert result.edit is not None
    result.edit.undo()
    assert len(parent.children) == 2
    assert review.node is parent
    result.edit.redo()
    assert len(parent.children) == 3
    assert moves(review) == ["dd", "kk"]


def test_illegal_review_move_keeps_everything(review: GameSession) -> None:
    review.cursor.to_end()
    node = review.node
    with pytest.raises(SessionError):
        review.play(Point(3, 3))
    assert review.node is node and not node.children


def test_comment_edit_and_its_undo(review: GameSession) -> None:
    review.cursor.forward()
    edit = review.set_comment("A fine move")
    assert review.record.comment(review.node) == "A fine move"
    assert edit is not None
    edit.undo()
    assert review.record.comment(review.node) == "Opening"
    edit.redo()
    assert review.node.get("C") == "A fine move"
    assert review.set_comment("A fine move") is None


def test_markup_toggles(review: GameSession) -> None:
    review.cursor.forward()
    edit = review.toggle_markup("TR", Point(3, 3))
    assert review.node.get_list("TR") == ["dd"]
    assert [(m.kind, m.point) for m in review.display().markup] == [("TR", Point(3, 3))]
    review.toggle_markup("SQ", Point(3, 3))  # one shape per point
    assert "TR" not in review.node.properties
    assert review.node.get_list("SQ") == ["dd"]
    review.toggle_markup("SQ", Point(3, 3))
    assert "SQ" not in review.node.properties
    review.toggle_markup("LB", Point(4, 4))
    review.toggle_markup("LB", Point(5, 5))
    assert review.node.get_list("LB") == ["ee:A", "ff:B"]
    review.toggle_markup("AR", Point(0, 0), Point(2, 2))
    assert review.node.get_list("AR") == ["aa:cc"]
    with pytest.raises(SessionError):
        review.toggle_markup("AR", Point(0, 0))
    assert edit is not None
    edit.undo()
    assert "TR" not in review.node.properties


def test_game_info_edit(review: GameSession) -> None:
    edit = review.set_game_info({"PB": "Cleo", "EV": "Club", "KM": "0.5"})
    assert review.record.title() == "Cleo vs Bo"
    assert review.record.ruleset.komi == 0.5
    assert edit is not None
    edit.undo()
    assert review.record.title() == "Ann vs Bo"
    assert "EV" not in review.tree.root.properties
    assert review.record.ruleset.komi == 6.5
    with pytest.raises(SessionError):
        review.set_game_info({"KM": "lots"})


def test_delete_and_promote_variation(review: GameSession) -> None:
    review.cursor.forward()
    review.cursor.next_variation() or review.cursor.forward()
    review.to_node(review.tree.root.children[0].children[1])
    assert moves(review) == ["dd", "dp"]
    edit = review.promote_variation()
    fork = review.tree.root.children[0]
    assert fork.children[0] is review.node
    assert edit is not None
    edit.undo()
    assert fork.children[1] is review.node
    delete = review.delete_variation()
    assert len(fork.children) == 1
    assert review.node is fork
    delete.undo()
    assert len(fork.children) == 2


def test_counting_a_record_in_review(review: GameSession) -> None:
    review.cursor.to_end()
    review.begin_scoring()
    assert review.scoring
    breakdown = review.score()
    assert breakdown.result
    review.cancel_scoring()
    assert not review.scoring
    assert review.record.result is None


def test_save_and_reopen(tmp_path: Path, review: GameSession) -> None:
    review.cursor.forward()
    review.play(Point(10, 10))
    target = tmp_path / "game.sgf"
    review.save(target)
    assert not review.record.modified
    again = GameSession.open(target)
    again.cursor.forward()
    assert len(again.node.children) == 3
    assert again.tree.root.get("PB") == "Ann"


def test_a_broken_file_raises_a_clear_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;FF[4]SZ[19];B[dd];W[", encoding="utf-8")
    not_sgf = tmp_path / "x.sgf"
    not_sgf.write_text("this is no game record", encoding="utf-8")
    session = GameSession.new(NewGameSettings(width=9, height=9))
    session.play(Point(4, 4))
    for path in (not_sgf, tmp_path / "missing.sgf"):
        with pytest.raises(FileError) as caught:
            GameSession.open(path)
        assert str(caught.value)
    # The game that was open is untouched.
    assert session.game.board[Point(4, 4)] is Color.BLACK
    assert session.cursor.move_number() == 1


def test_save_failure_keeps_the_game(tmp_path: Path) -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9))
    session.play(Point(4, 4))
    with pytest.raises(FileError):
        session.save(tmp_path / "no-such-folder" / "deeper" / "x.sgf")
    assert session.record.modified
    with pytest.raises(FileError):
        GameSession.new().save()


def test_autosave_round_trip(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "autosave")
    assert store.pending() is None
    session = GameSession.new(NewGameSettings(width=9, height=9, black_name="Ann"))
    for point in (Point(2, 2), Point(6, 6), Point(2, 6)):
        session.play(point)
    store.save(session)
    entry = store.pending()
    assert entry is not None
    assert entry.moves == 3
    assert "Ann" in entry.title
    recovered = store.recover()
    assert recovered.record.modified
    recovered.cursor.to_end()
    assert recovered.cursor.move_number() == 3
    assert recovered.game.board[Point(2, 6)] is Color.BLACK
    store.clear()
    assert store.pending() is None


def test_recovered_live_game_can_continue(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    session = GameSession.new(NewGameSettings(width=9, height=9))
    session.play(Point(2, 2))
    store.save(session)
    recovered = store.recover()
    recovered.continue_game()
    assert recovered.mode is Mode.PLAY
    recovered.play(Point(6, 6))
    assert recovered.game.board[Point(6, 6)] is Color.WHITE


def test_recent_files(tmp_path: Path) -> None:
    recent = RecentFiles(tmp_path / "recent.json", limit=3)
    for name in ("a", "b", "c", "a", "d"):
        recent.add(tmp_path / f"{name}.sgf")
    names = [Path(p).stem for p in recent.items()]
    assert names == ["d", "a", "c"]
    again = RecentFiles(tmp_path / "recent.json", limit=3)
    assert again.items() == recent.items()
    again.remove(tmp_path / "a.sgf")
    assert [Path(p).stem for p in again.items()] == ["d", "c"]
    (tmp_path / "damaged.json").write_text("{not json", encoding="utf-8")
    assert RecentFiles(tmp_path / "damaged.json").items() == []


def test_illegal_moves_in_a_record_are_warnings_not_errors() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];W[ee];B[cc])")
    assert any("illegal" in w for w in session.record.warnings)
    session.cursor.to_end()
    assert session.cursor.move_number() == 3
