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


def _in_atari(board: Board, stones: frozenset[Point]) -> bool:
    """Whether ``stones`` form one chain of ``board`` with a single liberty."""
    stone = next(iter(stones))
    return board[stone] is not None and board.chain(stone) == stones and len(board.liberties(stone)) == 1


def _ataris_around(board: Board, point: Point) -> list[Atari]:
    """The chains in atari at ``point`` or beside it: the only ones a move there changes."""
    found: list[Atari] = []
    seen: set[frozenset[Point]] = set()
    for near in (point, *board.neighbours(point)):
        color = board[near]
        if color is None:
            continue
        stones = board.chain(near)
        if stones in seen:
            continue
        seen.add(stones)
        liberties = board.liberties(near)
        if len(liberties) == 1:
            anchor = min(stones, key=lambda p: (p.y, p.x))
            found.append(Atari(color, len(stones), next(iter(liberties)), anchor))
    return found


def report_move(
    before: Board | Mapping[Point, Color] | None,
    after: Board,
    move: Move | None,
    number: int,
    *,
    ataris: bool = True,
) -> MoveReport:
    """What ``move`` (number ``number``) did between the positions ``before`` and ``after``.

    Only the groups the move put in atari are reported: those it touches (its own, the
    opponent's beside it) that were not in atari before. A group in atari elsewhere on the
    board is not this move's news (a review step would list every one of them), so only the
    chains around the move are looked at; ``ataris=False`` skips them (a review step).
    """
    point = move.point if move is not None else None
    captured = 0
    if move is not None and point is not None:
        opponent = move.color.opponent
        old = before.stones() if isinstance(before, Board) else (before or {}).items()
        captured = sum(1 for p, c in old if c is opponent and after[p] is None)
    found: tuple[Atari, ...] = ()
    if ataris and point is not None and point in after:
        found = tuple(
            sorted(
                (
                    a
                    for a in _ataris_around(after, point)
                    if not (isinstance(before, Board) and _in_atari(before, after.chain(a.anchor)))
                ),
                key=lambda a: (a.color.value, a.anchor.y, a.anchor.x),
            )
        )
    return MoveReport(move, number, captured, found)


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
