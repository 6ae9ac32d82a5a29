"""Invaders standing alone in an area sealed by the other colour's wall are judged together
(``qtgo.rules._sealed``), and the estimate is colour-symmetric (mirror, swap the colours and
the player to move: the mirrored stones are marked)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from qtgo.rules import Board, Color, Point, Ruleset
from qtgo.rules._estimate_playout import BLACK
from qtgo.rules._sealed import SealedArea, sealed_areas, settle_sealed
from qtgo.rules.benson import benson_grid, board_grid, grid_neighbours
from qtgo.rules.estimate import Estimate, estimate, judge_groups
from qtgo.sgf import replay
from qtgo.sgf.files import load

JAPANESE = Ruleset.preset("japanese")
Stones = list[tuple[int, int]]


def wall_game(white_inside: list[tuple[int, int]], black_inside: list[tuple[int, int]]) -> Board:
    """The issue's wall game: Black's wall K1–K19, White's L1–L19, invaders on each side."""
    rows = [["."] * 19 for _ in range(19)]
    for y in range(19):
        rows[y][9], rows[y][10] = "X", "O"
    for x, y in white_inside:
        rows[y][x] = "O"
    for x, y in black_inside:
        rows[y][x] = "X"
    return Board.from_rows(["".join(row) for row in rows])


def placements(count: int) -> list[tuple[Stones, Stones]]:
    """Three lone White stones on Black's side, one lone Black stone on White's side, placed
    apart from each other and from the walls (seeded, so the cases are fixed)."""
    rng = random.Random(22)
    cases: list[tuple[Stones, Stones]] = []
    while len(cases) < count:
        white = [(rng.randrange(0, 8), rng.randrange(0, 19)) for _ in range(3)]
        black = [(rng.randrange(12, 19), rng.randrange(0, 19))]
        far = all(abs(a[0] - b[0]) + abs(a[1] - b[1]) > 2 for i, a in enumerate(white) for b in white[i + 1 :])
        if far:
            cases.append((white, black))
    return cases


def mirrored(board: Board) -> Board:
    """Left-right mirror with the colours swapped."""
    swap = {"X": "O", "O": "X", ".": "."}
    return Board.from_rows(["".join(swap[c] for c in reversed(row)) for row in board.rows()])


def mirror_points(points: frozenset[Point], width: int) -> frozenset[Point]:
    return frozenset(Point(width - 1 - p.x, p.y) for p in points)


def assert_mirrored(board: Board, to_play: Color, ruleset: Ruleset) -> Estimate:
    here = estimate(board, to_play, ruleset)
    there = estimate(mirrored(board), to_play.opponent, ruleset)
    assert mirror_points(there.dead, board.width) == here.dead
    assert mirror_points(there.unsure, board.width) == here.unsure
    assert mirror_points(there.seki, board.width) == here.seki
    return here


@pytest.mark.parametrize("to_play", [Color.BLACK, Color.WHITE])
@pytest.mark.parametrize(("white", "black"), placements(4))
def test_invaders_of_sealed_areas_are_all_dead_or_all_alive_and_unsure(
    white: list[tuple[int, int]], black: list[tuple[int, int]], to_play: Color
) -> None:
    board = wall_game(white, black)
    result = estimate(board, to_play, JAPANESE)
    invaders = {Point(x, y) for x, y in white + black}
    assert not any(p.x in (9, 10) for p in result.dead)  # the walls live
    assert result.dead & invaders in (frozenset(), frozenset(invaders))
    # The lone stones' own playouts are not clear: they are named as unsure, dead or alive.
    assert invaders <= result.unsure


def test_the_wall_game_counts_as_the_players_do() -> None:
    # The placements of the two positions ("nearly identical": the verdicts flipped).
    for white, black in (([(3, 3), (4, 12), (6, 16)], [(14, 9)]), ([(2, 2), (5, 9), (3, 15)], [(15, 4)])):
        board = wall_game(white, black)
        result = estimate(board, Color.BLACK, JAPANESE)
        assert result.dead == {Point(x, y) for x, y in white + black}


@pytest.mark.parametrize(("white", "black"), placements(2))
def test_the_wall_game_is_marked_colour_symmetrically(
    white: list[tuple[int, int]], black: list[tuple[int, int]]
) -> None:
    assert_mirrored(wall_game(white, black), Color.BLACK, JAPANESE)


def _sealed(rows: list[str]) -> list[tuple[int, list[tuple[int, ...]]]]:
    board = Board.from_rows(rows)
    width, height = board.width, board.height
    cells = board_grid(board)
    neighbours = grid_neighbours(width, height)
    alive = benson_grid(width, height, cells, 1, neighbours) | benson_grid(width, height, cells, 2, neighbours)
    zero = [0.0] * (width * height)
    *_, groups = judge_groups(width, height, cells, zero, zero, alive, neighbours)
    return [(area.owner, list(area.invaders)) for area in sealed_areas(cells, neighbours, groups, alive)]


def test_a_stone_surrounded_by_the_area_is_an_invader_not_a_wall() -> None:
    # Black's wall on c, White's on d; a White stone on Black's side (a3) and a Black stone
    # on White's side (f3). Each side's area is sealed by its own wall only.
    rows = ["..XO..", "..XO..", "O.XO.X", "..XO..", "..XO.."]
    assert _sealed(rows) == [(1, [(12,)]), (2, [(17,)])]


def test_a_group_with_an_eye_of_its_own_does_not_stand_alone() -> None:
    # The White group in Black's area owns the eye at b2: not a lone invader.
    rows = ["...XO..", "OOOXO..", "O.OXO..", "OOOXO..", "...XO.."]
    assert all(area[0] != 1 for area in _sealed(rows))


def test_without_invaders_nothing_is_sealed() -> None:
    assert _sealed(["..XO..", "..XO..", "..XO.."]) == []


def test_an_area_not_given_to_its_wall_leaves_its_invaders_alive_the_unclear_ones_unsure() -> None:
    # Black's area of four points; White's invaders at 1 (clearly White's in the playouts)
    # and at 3 (barely leaning to Black). The area's mean leans to White: not Black's.
    area = SealedArea(BLACK, (0, 1, 2, 3), ((1,), (3,)))
    ownership = [0.0, -0.9, 0.5, 0.1]
    dead, unsure = settle_sealed([area], ownership, {1, 3, 7}, clear=0.5, tie=0.0)
    assert dead == {7} and unsure == {3}


def test_an_area_given_to_its_wall_kills_every_invader_the_unclear_ones_unsure() -> None:
    area = SealedArea(BLACK, (0, 1, 2, 3), ((1,), (3,)))
    ownership = [0.9, 0.1, 0.9, 0.9]
    dead, unsure = settle_sealed([area], ownership, set(), clear=0.5, tie=0.0)
    assert dead == {1, 3} and unsure == {1}
    assert settle_sealed([], ownership, {2}, clear=0.5, tie=0.0) == ({2}, set())


#: Finished games of GNU Go's regression suite with a counted result, 9×9 to 19×19.
FINISHED = [
    "9x9-2.sgf",
    "9x9-4.sgf",
    "bitti-gnug36.sgf",
    "boardspace__GoFigure0.1-GNUGo-200503211944.sgf",
    "arb__dumonteil-5.sgf",
    "century21__gnugo-aya.sgf",
    "cgf2002__Aya.sgf",
    "cgf2003__GnuGo-GoInt.sgf",
]


@pytest.mark.parametrize("name", FINISHED)
def test_real_final_positions_are_marked_colour_symmetrically(corpus: Path, name: str) -> None:
    path = corpus / "gnugo-regression" / name
    if not path.is_file():
        pytest.skip(f"{name} is not in the corpus")
    game = replay(load(path).games[0]).game
    assert_mirrored(game.board, game.to_play, Ruleset.preset("chinese"))
