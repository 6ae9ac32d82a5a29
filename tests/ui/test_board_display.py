"""BoardDisplay values and display_from_game: the pure description of what the board draws."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from typing import Any

import pytest

from qtgo.rules import Color, Game, KoRule, Move, Point, Ruleset
from qtgo.session.display import BoardDisplay, DisplayError, Markup, display_from_game

B, W = Color.BLACK, Color.WHITE


def sgf(text: str) -> Point:
    return Point.from_sgf(text)


def play(game: Game, *moves: str) -> None:
    for text in moves:
        game.play(Move(game.to_play, sgf(text)) if text else Move.pass_(game.to_play))


def test_display_module_is_pure():
    code = "import sys, qtgo.session.display; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_markup_is_checked():
    with pytest.raises(DisplayError):
        Markup("XX", Point(0, 0))
    with pytest.raises(DisplayError):
        Markup("AR", Point(0, 0))
    with pytest.raises(DisplayError):
        Markup("LB", Point(0, 0))
    with pytest.raises(ValueError):
        BoardDisplay(53, 19)
    assert Markup("LB", Point(1, 2), label="a").label == "a"


def test_display_equality_compares_contents():
    a = BoardDisplay(9, 9, stones={Point(1, 1): B})
    b = BoardDisplay(9, 9, stones={Point(1, 1): B})
    assert a == b
    assert a != BoardDisplay(9, 9, stones={Point(1, 1): W})


def test_display_from_game_basics():
    game = Game(9)
    play(game, "cc", "gg", "cg")
    d = display_from_game(game)
    assert (d.width, d.height) == (9, 9)
    assert dict(d.stones) == {sgf("cc"): B, sgf("gg"): W, sgf("cg"): B}
    assert d.last_move == sgf("cg")
    assert d.to_play is W
    assert d.move_numbers == {sgf("cc"): 1, sgf("gg"): 2, sgf("cg"): 3}
    assert d.ko_point is None and d.illegal == frozenset()
    play(game, "")
    d = display_from_game(game)
    assert d.last_move is None  # a pass marks no point
    assert display_from_game(game, ghost=False).to_play is None


def test_captured_stones_lose_their_numbers():
    game = Game(9)
    # White's a9 is captured by black's a8; the black stone later put on a9 has its own number.
    play(game, "ba", "aa", "ee", "gg", "ab", "bb")
    assert sgf("aa") not in display_from_game(game).move_numbers
    play(game, "aa")
    assert display_from_game(game).move_numbers[sgf("aa")] == 7
    d = display_from_game(game)
    for point, number in d.move_numbers.items():
        assert point in d.stones and d.stones[point] is game.moves[number - 1].color


def test_illegal_points_ko_and_suicide():
    game = Game(9)
    # Black takes at e5 (capturing d5): white may not retake at d5; a1 is suicide for white.
    play(game, "dd", "ed", "ce", "fe", "df", "ef", "ab", "ia", "ba", "de", "ee")
    assert game.ko_point == sgf("de")
    d = display_from_game(game)
    assert d.to_play is W
    assert d.ko_point == sgf("de")
    assert sgf("de") in d.illegal
    assert sgf("aa") in d.illegal
    expected = {
        Point(x, y)
        for x in range(9)
        for y in range(9)
        if Point(x, y) not in d.stones and not game.is_legal(Move(W, Point(x, y)))
    }
    assert d.illegal == expected


def test_illegal_points_under_superko_ask_every_point():
    game = Game(9, ruleset=dataclasses.replace(Ruleset.preset("japanese"), ko=KoRule.POSITIONAL))
    play(game, "dd", "ed", "ce", "fe", "df", "ef", "ab", "de", "ee")
    d = display_from_game(game)
    expected = {
        Point(x, y)
        for x in range(9)
        for y in range(9)
        if Point(x, y) not in d.stones and not game.is_legal(Move(game.to_play, Point(x, y)))
    }
    assert d.illegal == expected and sgf("de") in d.illegal


def test_scoring_fills_dead_and_territory():
    game = Game(5)
    play(game, "bb", "dd", "ba", "dc", "bc", "cd", "bd", "ed", "be", "ce", "", "")
    score = game.score(dead=())
    d = display_from_game(game, score=score)
    assert d.territory == score.territory
    assert d.dead == score.dead
    assert d.to_play is None  # no ghost stone after the game


def test_illegal_points_include_the_points_tibetan_rules_refuse():
    # Black takes two white stones (bb, cb) with db: under Tibetan rules White may play on
    # neither at once, although each has an empty neighbour.
    game = Game(5, ruleset=Ruleset.preset("tibetan"))
    game.setup(black=[sgf(p) for p in ("ba", "ca", "ab", "bc", "cc")], white=[sgf("bb"), sgf("cb")], to_play=B)
    game.play(Move(B, sgf("db")))
    d = display_from_game(game)
    assert {sgf("bb"), sgf("cb")} <= d.illegal
    expected = {
        Point(x, y)
        for x in range(5)
        for y in range(5)
        if Point(x, y) not in d.stones and not game.is_legal(Move(W, Point(x, y)))
    }
    assert d.illegal == expected


def test_a_tibetan_board_marks_only_its_starting_points(qtbot, monkeypatch) -> None:
    """RULES.md: the twelve starting points are the only marked points of a Tibetan board."""
    from qtgo.session import GameSession, NewGameSettings
    from qtgo.ui.board import BoardScene

    session = GameSession.new(NewGameSettings(width=17, height=17, rules="tibetan"))
    display = session.display()
    marked = display.marked_points
    assert marked is not None and len(marked) == 12
    assert set(marked) == set(display.stones)
    japanese = GameSession.new(NewGameSettings(width=17, height=17)).display()
    assert japanese.marked_points is None  # the usual star points
    from qtgo.ui.board import textures

    painted: list[list[tuple[int, int]]] = []
    real = textures._paint_stars

    def spy(*args: Any) -> None:
        painted.append(list(args[3]))
        real(*args)

    monkeypatch.setattr(textures, "_paint_stars", spy)
    scene = BoardScene()
    scene.set_view_size(400, 400)
    scene.set_display(display)
    assert scene.background is not None
    assert painted and sorted(painted[-1]) == sorted((p.x, p.y) for p in marked)
