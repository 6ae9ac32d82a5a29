"""Counting marks: which stones the players call dead, and their corrections to seki.

A value type (each change returns a new :class:`CountingMarks`), so a session can keep,
compare and undo them freely. The board logic of marking (whole chains, seki partners
through shared liberties, the walls around a seki) lives here with the rules, not in the
session that holds the marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from qtgo.rules.benson import unconditionally_alive
from qtgo.rules.board import Board
from qtgo.rules.game import Game
from qtgo.rules.scoring import ScoreBreakdown
from qtgo.rules.types import Color, Point


@dataclass(frozen=True)
class CountingMarks:
    """Dead stones, and stones forced into (``seki_on``) or out of (``seki_off``) seki.

    A stone is in at most one of the three sets.
    """

    dead: frozenset[Point] = frozenset()
    seki_on: frozenset[Point] = frozenset()
    seki_off: frozenset[Point] = frozenset()

    @property
    def overrides_seki(self) -> bool:
        return bool(self.seki_on or self.seki_off)

    def with_dead(self, board: Board, points: Iterable[Point]) -> CountingMarks:
        """The marks with ``points`` as the dead set; empty points are dropped."""
        return replace(self, dead=frozenset(p for p in points if _on_board(board, p) and board[p] is not None))

    def toggle_dead(self, board: Board, point: Point) -> tuple[CountingMarks, frozenset[Point]]:
        """Toggle the chain at ``point`` between alive and dead; returns the marks and the chain."""
        if not _on_board(board, point) or board[point] is None:
            return self, frozenset()
        chain = frozenset(board.chain(point))
        if point in self.dead:
            return replace(self, dead=self.dead - chain), chain
        # Dead and seki exclude each other: a dead chain drops its seki override, and the
        # opponent chains forced into seki with it are no longer in a seki either.
        seki_on = set(self.seki_on - chain)
        color = board[point]
        for liberty in board.liberties(point):
            for neighbour in board.neighbours(liberty):
                if neighbour in seki_on and board[neighbour] is not color:
                    seki_on -= board.chain(neighbour)
        marks = CountingMarks(self.dead | chain, frozenset(seki_on), self.seki_off - chain)
        return marks, chain

    def seki_stones(self, game: Game) -> frozenset[Point]:
        """Stones counted in seki: the detection with these overrides applied."""
        board = game.board
        detected = {p for p in game.score(dead=self.dead).seki if board[p] is not None}
        return frozenset((detected - self.seki_off - self.dead) | (self.seki_on - self.dead))

    def toggle_seki(self, game: Game, point: Point) -> tuple[CountingMarks, frozenset[Point]]:
        """Toggle whether the chain at ``point`` and its seki partners are in seki.

        The detection can be wrong (RULES.md: the user overrides it when marking). Switching
        off takes every seki chain linked to this one through shared liberties (the whole
        seki); switching on takes the chain and the opponent chains sharing a liberty with it
        that are not unconditionally alive (the walls around a seki keep their territory).
        """
        board = game.board
        if not _on_board(board, point) or board[point] is None:
            return self, frozenset()
        current = self.seki_stones(game)
        group: set[Point] = set(board.chain(point))
        if point in current:
            frontier = list(group)
            while frontier:
                stone = frontier.pop()
                for liberty in board.liberties(stone):
                    for neighbour in board.neighbours(liberty):
                        if neighbour in current and neighbour not in group:
                            chain = board.chain(neighbour)
                            group |= chain
                            frontier.extend(chain)
            stones = frozenset(group)
            return replace(self, seki_on=self.seki_on - stones, seki_off=self.seki_off | stones), stones
        color = board[point] or Color.BLACK  # never empty here: checked above
        safe = unconditionally_alive(board, color.opponent)
        for liberty in board.liberties(point):
            for neighbour in board.neighbours(liberty):
                if board[neighbour] is color.opponent and neighbour not in safe and neighbour not in self.dead:
                    group |= board.chain(neighbour)
        stones = frozenset(group)
        return CountingMarks(self.dead - stones, self.seki_on | stones, self.seki_off - stones), stones

    def score(self, game: Game, penalties: Mapping[Color, float] | None = None) -> ScoreBreakdown:
        """The count of ``game``'s position under these marks (every term per colour)."""
        seki = self.seki_stones(game) if self.overrides_seki else None
        return game.score(dead=self.dead, seki=seki, penalties=penalties)


def _on_board(board: Board, point: Point) -> bool:
    return 0 <= point.x < board.width and 0 <= point.y < board.height
