"""Exhaustive reading of a local fight: can the attacker capture the target chain?

Problems are small: a corner region of a few empty points enclosed by stones that moves in
the region cannot capture. Both sides play only on the region's points (the defender may
also pass, and so may the attacker, to wait), the immediate retake of a simple ko is
forbidden, and a line longer than ``depth`` plies (a cycle of kos, or endless waiting) is
the defender's. The answer is exact for that game; the search is plain minimax with a
transposition table keyed by the position, the side to move, the ko point and the passes,
which keeps the plies a win needed and the plies a failure had: a win in fewer plies is a
win in more, a failure with more plies a failure with fewer; nothing else is reused.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .types import Color, Point, RulesError

__all__ = ["LocalFight", "ReadingError"]

_EMPTY, _BLACK, _WHITE = 0, 1, 2
_CODE = {Color.BLACK: _BLACK, Color.WHITE: _WHITE}

#: One state of the search: stones, side to move, ko point (-1: none), passes in a row.
_State = tuple[tuple[int, ...], int, int, int]


class ReadingError(RulesError):
    """A fight that cannot be read: no target stone, or a region off the board."""


@dataclass
class LocalFight:
    """A position, the points both sides may play, the chain the attacker wants to capture.

    ``attacker_wins(to_play)`` answers the problem; ``winning_moves(to_play)`` gives every
    first move that reaches the mover's goal (None for a pass).
    """

    width: int
    height: int
    stones: Mapping[Point, Color]
    region: frozenset[Point]
    target: Point
    depth: int = 0  # plies; 0: twice the region's points plus four
    #: Per state: the fewest plies known to win for the attacker, the most known to fail.
    _memo: dict[_State, list[int]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.stones.get(self.target) is None:
            raise ReadingError(f"no stone on the target {self.target.to_sgf()}")
        for point in self.region:
            if not (0 <= point.x < self.width and 0 <= point.y < self.height):
                raise ReadingError(f"region point {point} is off the board")
        self.defender = self.stones[self.target]
        self.attacker = self.defender.opponent
        self._size = self.width * self.height
        self._neighbours = [self._around(i) for i in range(self._size)]
        self._moves = sorted(self._index(p) for p in self.region)
        self._target = self._index(self.target)
        if not self.depth:
            self.depth = 2 * len(self.region) + 4

    # ------------------------------------------------------------------ board
    def _index(self, point: Point) -> int:
        return point.y * self.width + point.x

    def _point(self, index: int) -> Point:
        return Point(index % self.width, index // self.width)

    def _around(self, index: int) -> tuple[int, ...]:
        x, y = index % self.width, index // self.width
        out = []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.width and 0 <= ny < self.height:
                out.append(ny * self.width + nx)
        return tuple(out)

    def _chain(self, board: list[int], start: int) -> tuple[set[int], bool]:
        """The chain at ``start`` and whether it has a liberty."""
        color = board[start]
        chain, stack, free = {start}, [start], False
        while stack:
            for n in self._neighbours[stack.pop()]:
                if board[n] == _EMPTY:
                    free = True
                elif board[n] == color and n not in chain:
                    chain.add(n)
                    stack.append(n)
        return chain, free

    def _play(self, stones: tuple[int, ...], index: int, code: int, ko: int) -> tuple[tuple[int, ...], int] | None:
        """The stones after ``code`` plays ``index`` and the new ko point; None if illegal."""
        if stones[index] != _EMPTY or index == ko:
            return None
        board = list(stones)
        board[index] = code
        other = 3 - code
        captured: list[int] = []
        for n in self._neighbours[index]:
            if board[n] == other:
                chain, free = self._chain(board, n)
                if not free:
                    captured.extend(chain)
                    for c in chain:
                        board[c] = _EMPTY
        own, free = self._chain(board, index)
        if not free:
            return None  # suicide
        new_ko = -1
        if len(captured) == 1 and len(own) == 1:
            # A single stone that took a single stone and can be retaken at once: a ko.
            liberties = [n for n in self._neighbours[index] if board[n] == _EMPTY]
            if liberties == captured:
                new_ko = captured[0]
        return tuple(board), new_ko

    def _start(self) -> tuple[int, ...]:
        board = [_EMPTY] * self._size
        for point, color in self.stones.items():
            board[self._index(point)] = _CODE[color]
        return tuple(board)

    # ----------------------------------------------------------------- search
    def _children(self, state: _State) -> list[tuple[int | None, _State]]:
        stones, mover, ko, passes = state
        out: list[tuple[int | None, _State]] = []
        for index in self._moves:
            played = self._play(stones, index, mover, ko)
            if played is not None:
                out.append((index, (played[0], 3 - mover, played[1], 0)))
        out.append((None, (stones, 3 - mover, -1, passes + 1)))
        return out

    def _wins(self, state: _State, left: int) -> bool:
        """Whether the attacker captures the target from ``state`` within ``left`` plies."""
        stones, mover, _ko, passes = state
        if stones[self._target] == _EMPTY:
            return True
        if left == 0 or passes >= 2:
            return False
        bounds = self._memo.get(state)
        if bounds is None:
            bounds = self._memo[state] = [1 << 30, -1]
        if left >= bounds[0]:
            return True  # a win in fewer plies is a win in more
        if left <= bounds[1]:
            return False  # a failure with more plies is a failure with fewer
        attacker = _CODE[self.attacker]
        if mover == attacker:
            result = any(self._wins(child, left - 1) for _move, child in self._children(state))
        else:
            result = all(self._wins(child, left - 1) for _move, child in self._children(state))
        if result:
            bounds[0] = left
        else:
            bounds[1] = left
        return result

    def _state(self, to_play: Color, moves: Iterable[Point | None] = ()) -> tuple[_State, int]:
        stones, ko, passes, mover = self._start(), -1, 0, _CODE[to_play]
        used = 0
        for move in moves:
            if move is None:
                passes, ko = passes + 1, -1
            else:
                played = self._play(stones, self._index(move), mover, ko)
                if played is None or move not in self.region:
                    raise ReadingError(f"move {move.to_sgf()} is not a legal move of the fight")
                stones, ko = played
                passes = 0
            mover = 3 - mover
            used += 1
        return (stones, mover, ko, passes), used

    def captured(self, to_play: Color, moves: Iterable[Point | None] = ()) -> bool:
        """Whether the target is off the board after ``moves`` (``to_play`` plays the first)."""
        state, _used = self._state(to_play, moves)
        return state[0][self._target] == _EMPTY

    def attacker_wins(self, to_play: Color, moves: Iterable[Point | None] = ()) -> bool:
        """After ``moves`` from the problem's position (``to_play`` plays the first of them,
        or is to play when there are none), does the attacker capture the target?"""
        state, used = self._state(to_play, moves)
        return self._wins(state, max(self.depth - used, 0))

    def winning_moves(self, to_play: Color, moves: Iterable[Point | None] = ()) -> list[Point | None]:
        """Every move of the side to play after ``moves`` that reaches its goal."""
        state, used = self._state(to_play, moves)
        left = max(self.depth - used, 0)
        mover_is_attacker = state[1] == _CODE[self.attacker]
        if left == 0:
            return []
        found: list[Point | None] = []
        for index, child in self._children(state):
            attacker_wins = self._wins(child, left - 1)
            if attacker_wins == mover_is_attacker:
                found.append(None if index is None else self._point(index))
        return found

    def legal_moves(self, to_play: Color, moves: Iterable[Point | None] = ()) -> list[Point]:
        """The region points the side to play after ``moves`` may play."""
        state, _used = self._state(to_play, moves)
        return [self._point(index) for index, _child in self._children(state) if index is not None]
