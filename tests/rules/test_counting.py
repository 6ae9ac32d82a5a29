"""Counting marks as a value: dead chains, seki overrides and their partners."""

from __future__ import annotations

from collections.abc import Iterable

from qtgo.rules import Board, Color, CountingMarks, Game, Point

# Bottom left: a White group (ag..ci) and a Black group (dg..fi) in seki, sharing the
# liberties dh and di (the shape of tests/rules/test_rules_seki.py, no eyes).
NO_EYES = (
    "....XO...",
    "..X.XO...",
    "..X.XO...",
    "..X.XO...",
    "..XXXO...",
    "XXXOOOO..",
    "OOOXXXO..",
    "OOO.XXO..",
    "OOO.XXO..",
)
WHITE_INNER = frozenset(Point(x, y) for x in range(3) for y in range(6, 9))
BLACK_INNER = frozenset({Point(3, 6), Point(4, 6), Point(5, 6), Point(4, 7), Point(5, 7), Point(4, 8), Point(5, 8)})


def game_of(rows: Iterable[str]) -> Game:
    board = Board.from_rows(rows)
    game = Game(board.width, board.height)
    points = [Point(x, y) for y in range(board.height) for x in range(board.width)]
    game.setup(
        black=[p for p in points if board[p] is Color.BLACK],
        white=[p for p in points if board[p] is Color.WHITE],
    )
    return game


def test_toggle_dead_takes_the_whole_chain_and_returns_a_new_value() -> None:
    board = game_of(NO_EYES).board
    marks = CountingMarks()
    dead, chain = marks.toggle_dead(board, Point(1, 7))
    assert chain == WHITE_INNER and dead.dead == WHITE_INNER
    assert marks.dead == frozenset()  # the old value is unchanged
    alive, again = dead.toggle_dead(board, Point(0, 8))  # any stone of the chain
    assert again == WHITE_INNER and alive.dead == frozenset()
    assert alive == CountingMarks()


def test_toggle_dead_on_an_empty_point_changes_nothing() -> None:
    board = game_of(NO_EYES).board
    marks = CountingMarks(dead=frozenset({Point(0, 6)}))
    same, chain = marks.toggle_dead(board, Point(3, 7))  # dh: empty
    assert same is marks and chain == frozenset()
    off, chain = marks.toggle_dead(board, Point(20, 20))  # off the board
    assert off is marks and chain == frozenset()


def test_with_dead_drops_empty_and_off_board_points() -> None:
    board = game_of(NO_EYES).board
    marks = CountingMarks().with_dead(board, [Point(0, 6), Point(3, 7), Point(30, 1)])
    assert marks.dead == frozenset({Point(0, 6)})


def test_the_detected_seki_is_both_groups() -> None:
    game = game_of(NO_EYES)
    marks = CountingMarks()
    assert not marks.overrides_seki
    assert marks.seki_stones(game) >= WHITE_INNER | BLACK_INNER


def test_toggle_seki_off_takes_the_partners_and_on_brings_them_back() -> None:
    game = game_of(NO_EYES)
    off, stones = CountingMarks().toggle_seki(game, Point(1, 7))
    assert stones >= WHITE_INNER | BLACK_INNER  # the whole seki, through the shared liberties
    assert off.overrides_seki and off.seki_off == stones and not off.seki_on
    assert not (off.seki_stones(game) & (WHITE_INNER | BLACK_INNER))
    on, again = off.toggle_seki(game, Point(4, 7))  # from the Black side
    assert again >= WHITE_INNER | BLACK_INNER  # the chain and its opponent partner
    assert on.seki_on == again and not (on.seki_off & again)
    assert on.seki_stones(game) >= WHITE_INNER | BLACK_INNER


def test_a_chain_marked_dead_leaves_the_seki_with_its_partners() -> None:
    game = game_of(NO_EYES)
    off, _ = CountingMarks().toggle_seki(game, Point(1, 7))
    on, _ = off.toggle_seki(game, Point(1, 7))
    assert on.seki_on >= WHITE_INNER and on.seki_on >= BLACK_INNER
    dead, chain = on.toggle_dead(game.board, Point(1, 7))
    assert chain == WHITE_INNER and dead.dead == WHITE_INNER
    assert not (dead.seki_on & (WHITE_INNER | BLACK_INNER))  # the partner is no longer in seki
    assert not (dead.seki_stones(game) & WHITE_INNER)


def test_toggle_seki_on_an_empty_point_changes_nothing() -> None:
    game = game_of(NO_EYES)
    marks = CountingMarks()
    same, stones = marks.toggle_seki(game, Point(3, 8))
    assert same is marks and stones == frozenset()


def test_the_count_follows_the_marks_and_takes_off_penalties() -> None:
    game = game_of(NO_EYES)
    marks = CountingMarks()
    detected = marks.score(game)
    assert detected == game.score()
    off, _ = marks.toggle_seki(game, Point(1, 7))
    assert off.score(game) == game.score(seki=off.seki_stones(game))
    dead, _ = marks.toggle_dead(game.board, Point(1, 7))
    counted = dead.score(game)
    assert counted == game.score(dead=WHITE_INNER)
    assert counted.black.total > detected.black.total
    fined = dead.score(game, {Color.BLACK: 2})
    assert fined.black.total == counted.black.total - 2 and fined.white.total == counted.white.total
