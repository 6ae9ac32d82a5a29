"""What a screen reader says about the board, as values (the words are the UI's, translated).

After a move: who played where, how many stones it took, and which groups now stand in
atari. On request: the stones of one row, or of a region, listed by colour, so a player who
cannot see the board can read the position a row or a corner at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from qtgo.rules import Board, Color, Move, Point

__all__ = ["Atari", "MoveReport", "RowReport", "report_move", "report_region", "report_row", "row_reports"]


@dataclass(frozen=True, slots=True)
class Atari:
    """A group with one liberty: its colour, its size and the liberty left."""

    color: Color
    stones: int
    liberty: Point
    anchor: Point  # the group's stone nearest the top-left, to name it by


@dataclass(frozen=True)
class MoveReport:
    move: Move | None
    number: int
    captured: int
    ataris: tuple[Atari, ...]


@dataclass(frozen=True)
class RowReport:
    """One row's stones, each colour's columns left to right (``y`` in SGF order)."""

    y: int
    black: tuple[int, ...]
    white: tuple[int, ...]

    @property
    def empty(self) -> bool:
        return not self.black and not self.white


def _ataris(board: Board) -> dict[frozenset[Point], Atari]:
    found: dict[frozenset[Point], Atari] = {}
    for color, stones in board.chains():
        liberties = board.liberties(next(iter(stones)))
        if len(liberties) == 1:
            anchor = min(stones, key=lambda p: (p.y, p.x))
            found[stones] = Atari(color, len(stones), next(iter(liberties)), anchor)
    return found


def report_move(
    before: Board | Mapping[Point, Color] | None, after: Board, move: Move | None, number: int
) -> MoveReport:
    """What ``move`` (number ``number``) did between the positions ``before`` and ``after``.

    Only the groups the move put in atari are reported: those it touches (its own, the
    opponent's beside it) that were not in atari before. A group in atari elsewhere on the
    board is not this move's news (a review step would list every one of them).
    """
    old = dict(before.stones()) if isinstance(before, Board) else dict(before or {})
    captured = 0
    if move is not None and move.point is not None:
        captured = sum(1 for p, c in old.items() if c is move.color.opponent and after[p] is None)
    previous: set[frozenset[Point]] = set()
    if isinstance(before, Board):
        previous = set(_ataris(before))
    point = move.point if move is not None else None
    ataris = tuple(
        sorted(
            (
                a
                for stones, a in _ataris(after).items()
                if stones not in previous and point is not None and _touches(stones, point)
            ),
            key=lambda a: (a.color.value, a.anchor.y, a.anchor.x),
        )
    )
    return MoveReport(move, number, captured, ataris)


def _touches(stones: frozenset[Point], point: Point) -> bool:
    """Whether a stone at ``point`` is one of ``stones`` or stands beside them."""
    x, y = point.x, point.y
    return any(p in stones for p in (point, Point(x - 1, y), Point(x + 1, y), Point(x, y - 1), Point(x, y + 1)))


def report_row(board: Board, y: int) -> RowReport:
    black = tuple(x for x in range(board.width) if board[Point(x, y)] is Color.BLACK)
    white = tuple(x for x in range(board.width) if board[Point(x, y)] is Color.WHITE)
    return RowReport(y, black, white)


def row_reports(board: Board, rows: Iterable[int] | None = None) -> list[RowReport]:
    """The reports of ``rows`` (all rows, top to bottom, by default)."""
    return [report_row(board, y) for y in (rows if rows is not None else range(board.height))]


def report_region(board: Board, left: int, top: int, right: int, bottom: int) -> dict[Color, list[Point]]:
    """The stones inside a rectangle, each colour's in reading order (rows from the top)."""
    found: dict[Color, list[Point]] = {Color.BLACK: [], Color.WHITE: []}
    for y in range(max(top, 0), min(bottom, board.height - 1) + 1):
        for x in range(max(left, 0), min(right, board.width - 1) + 1):
            color = board[Point(x, y)]
            if color is not None:
                found[color].append(Point(x, y))
    return found
