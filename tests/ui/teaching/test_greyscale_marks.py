"""Colour is never the only signal: the board's marks for the last move, ko, dead stones and
territory still show when the board is seen in grey (which also covers red-green and
blue-yellow colour blindness: a grey difference survives every one of them)."""

from __future__ import annotations

import dataclasses

from qtgo.rules import Color, Game, Move, Point
from qtgo.session.display import display_from_game
from qtgo.ui.board import BoardGeometry, render_display

SIZE = 450


def _grey_block(image, x: int, y: int) -> list[int]:
    """The grey levels of the middle of point (x, y), as the board draws it."""
    geometry = BoardGeometry.fit(9, 9, SIZE, SIZE, coordinates=True)
    cx, cy = geometry.center(x, y)
    r = int(geometry.cell * 0.3)
    return [
        image.pixelColor(int(cx) + dx, int(cy) + dy).lightness()
        for dy in range(-r, r + 1, 2)
        for dx in range(-r, r + 1, 2)
    ]


def _differs(a: list[int], b: list[int]) -> bool:
    """Enough pixels differ by a clear step of grey for the eye to see a mark."""
    return sum(1 for p, q in zip(a, b, strict=True) if abs(p - q) >= 40) >= 4


def _ko_game() -> Game:
    game = Game(9, 9)
    for sgf in ("cd", "ec", "dc", "ee", "de", "fd", "ed", "dd"):  # White's dd takes the ko stone ed
        game.play(Move(game.to_play, Point.from_sgf(sgf)))
    return game


def _render(display):
    return render_display(display, SIZE, stone_jitter=False)


def test_last_move_and_ko_are_marked_in_grey(qapp) -> None:
    game = _ko_game()
    marked = _render(display_from_game(game, ghost=False))
    plain_display = dataclasses.replace(display_from_game(game, ghost=False), last_move=None, ko_point=None)
    plain = _render(plain_display)
    dd, ed = Point.from_sgf("dd"), Point.from_sgf("ed")
    assert game.ko_point == ed
    assert _differs(_grey_block(marked, *dd), _grey_block(plain, *dd))  # the last move's ring
    assert _differs(_grey_block(marked, *ed), _grey_block(plain, *ed))  # the ko square


def test_dead_stones_and_both_territories_are_told_apart_in_grey(qapp) -> None:
    game = _ko_game()
    base = display_from_game(game, ghost=False)
    dead_point = Point.from_sgf("ee")
    black_area, white_area = Point.from_sgf("aa"), Point.from_sgf("ii")
    marked = _render(
        dataclasses.replace(
            base,
            dead=frozenset({dead_point}),
            territory={black_area: Color.BLACK, white_area: Color.WHITE},
            last_move=None,
            ko_point=None,
        )
    )
    plain = _render(dataclasses.replace(base, last_move=None, ko_point=None))
    assert _differs(_grey_block(marked, *dead_point), _grey_block(plain, *dead_point))
    black, white = _grey_block(marked, *black_area), _grey_block(marked, *white_area)
    wood = _grey_block(plain, *black_area)
    assert _differs(black, wood) and _differs(white, wood) and _differs(black, white)
