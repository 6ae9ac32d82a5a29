"""Making a record: a new Tibetan game (its starting stones, White first, its move rule), and
the repair of broken files (truncated records, bad sizes written as the size used)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo import sgf
from qtgo.rules import CentreBonus, Color, CornerBonus, Point, Ruleset
from qtgo.session import GameSession, MoveRejected, NewGameSettings, Problem, SessionError
from qtgo.session.rule_overrides import RULE_OVERRIDES

TIBETAN = NewGameSettings(width=17, height=17, rules="tibetan")


def test_new_tibetan_game_starts_from_the_twelve_stones_with_white_to_move() -> None:
    session = GameSession.new(TIBETAN)
    root = session.record.root
    start = Ruleset.preset("tibetan").starting_position(17, 17)
    assert start is not None
    assert root.get("RU") == "Tibetan" and root.get("KM") == "0" and root.get("PL") == "W"
    assert set(root.points("AB")) == start.black and set(root.points("AW")) == start.white
    assert not root.has(RULE_OVERRIDES)
    assert session.to_play is Color.WHITE
    board = session.game.board
    assert board[Point(2, 2)] is Color.WHITE and board[Point(14, 2)] is Color.BLACK
    session.play(Point(8, 8))
    assert session.to_play is Color.BLACK
    assert session.record.tree.root.children[0].get("W") == "ii"


def test_new_game_under_other_rules_has_no_setup() -> None:
    root = GameSession.new(NewGameSettings(width=17, height=17)).record.root
    assert not root.has("AB") and not root.has("AW") and not root.has("PL")


def test_tibetan_game_reopens_with_its_stones_and_options(tmp_path: Path) -> None:
    settings = NewGameSettings(width=17, height=17, rules="tibetan", corner_bonus=CornerBonus.ALL_CORNERS)
    session = GameSession.new(settings)
    session.play(Point(8, 8))
    path = tmp_path / "tibetan.sgf"
    session.save(path)
    assert sgf.load(path).games[0].root.get(RULE_OVERRIDES) == "corners=all-corners"
    reopened = GameSession.open(path)
    reopened.cursor.to_end()
    assert reopened.record.ruleset.corner_bonus is CornerBonus.ALL_CORNERS
    assert reopened.record.ruleset.centre_bonus is CentreBonus.FIRST
    assert reopened.game.board[Point(6, 2)] is Color.BLACK
    assert reopened.game.board[Point(8, 8)] is Color.WHITE
    assert not reopened.record.warnings


def test_a_play_on_a_point_just_emptied_is_rejected_with_its_reason() -> None:
    session = GameSession.new(TIBETAN)
    # Black's starting stone at gc (6, 2) and its extension gd are surrounded and taken;
    # Black may not play on either point at once, though each has a liberty.
    moves = [(5, 2), (6, 3), (7, 2), (0, 16), (6, 1), (1, 16), (5, 3), (2, 16), (7, 3), (3, 16)]
    for x, y in moves:
        session.play(Point(x, y))
    session.play(Point(6, 4))
    assert session.game.board[Point(6, 2)] is None and session.game.board[Point(6, 3)] is None
    with pytest.raises(MoveRejected) as rejected:
        session.play(Point(6, 2))
    assert rejected.value.reason is Problem.JUST_EMPTIED
    assert session.to_play is Color.BLACK


def test_tibetan_rules_refuse_a_handicap() -> None:
    settings = NewGameSettings(width=17, height=17, rules="tibetan", handicap=2)
    with pytest.raises(SessionError) as refused:
        GameSession.new(settings)
    assert refused.value.reason is Problem.HANDICAP_WITH_OPENING


def test_tibetan_options_survive_the_window_memory() -> None:
    given = NewGameSettings(width=17, height=17, rules="tibetan", centre_bonus=CentreBonus.NONE)
    assert NewGameSettings.from_dict(given.to_dict()) == given


# ---- the repair of a truncated file leaves no empty node to save
def test_truncated_record_saves_no_empty_node(tmp_path: Path) -> None:
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


def test_a_valid_file_keeps_its_empty_nodes() -> None:
    session = GameSession.from_text("(;SZ[9];B[ee];;W[cc])")
    assert ";;W[cc]" in session.record.to_sgf()


# ---- the size actually used is the size written
@pytest.mark.parametrize("size", ["99", "60", "abc", "0"])
def test_bad_size_is_written_as_the_size_used(size: str, tmp_path: Path) -> None:
    session = GameSession.from_text(f"(;SZ[{size}];B[pd];W[dp])")
    assert (session.record.size[0], session.record.size[1]) == (19, 19)
    assert session.record.warnings
    text = session.record.to_sgf()
    assert "SZ[19]" in text and f"SZ[{size}]" not in text
    session.save(tmp_path / "g.sgf")
    assert sgf.load(tmp_path / "g.sgf").games[0].size == (19, 19)


@pytest.mark.parametrize("size", ["9", "9:13", "13:13", "19"])
def test_good_sizes_are_kept_as_written(size: str) -> None:
    assert f"SZ[{size}]" in GameSession.from_text(f"(;SZ[{size}];B[aa])").record.to_sgf()


def test_a_board_the_rules_cannot_play_is_a_file_error() -> None:
    from qtgo.session import FileError

    with pytest.raises(FileError):
        GameSession.from_text("(;SZ[1];B[aa])")


def test_illegal_moves_of_every_game_of_a_collection_are_reported(tmp_path: Path) -> None:
    path = tmp_path / "collection.sgf"
    path.write_text("(;SZ[9];B[aa];W[aa])(;SZ[9];B[cc])(;SZ[9];B[bb];W[cc];B[cc])(;SZ[1])")
    session = GameSession.open(path)
    warnings = session.record.warnings
    assert "game 1: move 2 (W aa) is illegal (occupied); placed anyway" in warnings
    assert "game 3: move 3 (B cc) is illegal (occupied); placed anyway" in warnings
    assert not any(w.startswith("game 2: ") for w in warnings)
    assert any(w.startswith("game 4: ") for w in warnings)  # a board the rules refuse, named
    assert len(warnings) == len(set(warnings))


def test_a_single_game_reports_its_illegal_moves_once_without_a_number(tmp_path: Path) -> None:
    path = tmp_path / "one.sgf"
    path.write_text("(;SZ[9];B[aa];W[aa];B[aa])")
    warnings = GameSession.open(path).record.warnings
    assert warnings == [
        "move 2 (W aa) is illegal (occupied); placed anyway",
        "move 3 (B aa) is illegal (occupied); placed anyway",
    ]


def test_a_huge_collection_replays_a_bounded_number_of_games(tmp_path: Path, monkeypatch) -> None:
    from qtgo.session import creation

    monkeypatch.setattr(creation, "MAX_CHECKED_GAMES", 3)
    path = tmp_path / "many.sgf"
    path.write_text("(;SZ[9];B[aa];W[aa])" * 6)
    warnings = GameSession.open(path).record.warnings
    assert [w.split(":")[0] for w in warnings if "illegal (occupied)" in w] == ["game 1", "game 2", "game 3"]
    assert "games 4 to 6 were not replayed for illegal moves (qtgo-cli check replays them all)" in warnings
