"""Brute-force answers to the library's searches: replay every game with ``qtgo.sgf`` and
compare boards point by point. Slow and obvious, which is what a reference should be."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from qtgo.library.symmetry import symmetries_for, transform
from qtgo.sgf import GameTree, PositionCache, load

EMPTY, BLACK, WHITE = 0, 1, 2
ANY = -1


@dataclass(frozen=True)
class Game:
    file: str
    index: int
    tree: GameTree
    # (moves played, cells) after every main-line node, in order
    positions: list[tuple[int, list[int]]]
    # the main-line moves as (colour, x, y) or None for a pass, in order
    moves: list[tuple[int, int, int] | None]


def cells_of(board, width: int, height: int) -> list[int]:
    cells = [EMPTY] * (width * height)
    for point, color in board.stones():
        cells[point.y * width + point.x] = BLACK if color.value == "B" else WHITE
    return cells


def read_games(paths: list[Path]) -> list[Game]:
    games = []
    for path in paths:
        for index, tree in enumerate(load(path, check_moves=False).games):
            width, height = tree.size
            cache = PositionCache(tree)
            positions = []
            moves: list[tuple[int, int, int] | None] = []
            for node in tree.main_line():
                move = node.move
                if move is not None:
                    point = move.point
                    colour = BLACK if move.color.value == "B" else WHITE
                    if point is not None and 0 <= point.x < width and 0 <= point.y < height:
                        moves.append((colour, point.x, point.y))
                    else:
                        moves.append(None)
                positions.append((len(moves), cells_of(cache.game_at(node).board, width, height)))
            games.append(Game(str(path.resolve()), index, tree, positions, moves))
    return games


def image(pattern: dict[int, int], k: int, width: int, height: int, swap: bool) -> dict[int, int]:
    """The pattern's cells moved by symmetry ``k`` (and colour-swapped)."""
    moved = {}
    for index, state in pattern.items():
        y, x = divmod(index, width)
        tx, ty = transform(k, x, y, width, height)
        if swap and state in (BLACK, WHITE):
            state = 3 - state
        moved[ty * width + tx] = state
    return moved


def matches(cells: list[int], moved: dict[int, int]) -> bool:
    return all(state == ANY or cells[index] == state for index, state in moved.items())


def images(pattern: dict[int, int], width: int, height: int, swap_colors: bool):
    """Every (swapped, symmetry, moved pattern, moved pattern as a board or None), in search order."""
    found = []
    for swapped in (False, True) if swap_colors else (False,):
        for k in symmetries_for(width, height):
            moved = image(pattern, k, width, height, swapped)
            whole = None
            if len(moved) == width * height and ANY not in moved.values():
                whole = [moved[i] for i in range(width * height)]
            found.append((swapped, k, moved, whole))
    return found


def first_hit(game: Game, pattern: dict[int, int], width: int, height: int, swap_colors: bool, variants=None):
    """(move, symmetry, swapped, next move in the region in the pattern's frame) or None."""
    if variants is None:
        variants = images(pattern, width, height, swap_colors)
    for number, cells in game.positions:
        for swapped, k, moved, whole in variants:
            if (whole == cells) if whole is not None else matches(cells, moved):
                return number, k, swapped, continuation(game, number, moved, k, width, height, swapped)
    return None


def continuation(game: Game, number: int, moved: dict[int, int], k: int, width: int, height: int, swapped: bool):
    for move in game.moves[number:]:
        if move is None:
            continue
        colour, x, y = move
        if y * width + x in moved:
            for px in range(width):  # map back by search: the brute force knows no inverses
                for py in range(height):
                    if transform(k, px, py, width, height) == (x, y):
                        return (3 - colour if swapped else colour), py * width + px
    return None
