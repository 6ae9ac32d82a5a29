"""A new Tibetan game: the preset's starting stones in the record, White first, its move rule."""

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
