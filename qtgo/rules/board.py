"""A mutable Go position with incremental chains, liberties and Zobrist hash.

Speed matters (replaying thousands of games, playouts), so the board is a flat list with a
one-point border, chains are kept incrementally (a chain id per stone, a member list and a
liberty set per chain), and ``Point`` objects stay out of the inner loops.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Iterable, Iterator
from typing import Any, cast

from ._tables import MAX_SIZE, neighbour_table, zobrist_tables
from .types import Color, IllegalMoveError, IllegalReason, Move, Point, RulesError

__all__ = ["Board", "MIN_SIZE", "MAX_SIZE"]

MIN_SIZE = 2

EMPTY = 0
BLACK = 1
WHITE = 2
EDGE = 3

_COLOR_OF = (None, Color.BLACK, Color.WHITE)
# Board.set_many's last targets: (the point tuples, kept so their ids stay theirs) -> target.
_SetupTarget = tuple[tuple[int, ...], tuple[int, ...], "Callable[[list[int]], Any]"]
_SETUP_CACHE: dict[tuple[int, ...], tuple[tuple[object, ...], _SetupTarget]] = {}


_ROW_CHARS = ".XO"
_ROW_TABLE = bytes.maketrans(bytes(range(3)), _ROW_CHARS.encode("ascii"))


def color_code(color: Color | None) -> int:
    if color is None:
        return EMPTY
    return BLACK if color is Color.BLACK else WHITE


class Board:
    """A position of any size from 2x2 to 52x52; ``board[point]`` is a colour or None."""

    __slots__ = ("width", "height", "_stride", "_cells", "_chain", "_members", "_libs", "_hash", "_z", "_nbrs")

    def __init__(self, width: int = 19, height: int | None = None) -> None:
        if height is None:
            height = width
        if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
            raise RulesError(f"board size {width}x{height} is outside {MIN_SIZE}..{MAX_SIZE}")
        self.width = width
        self.height = height
        stride = width + 2
        self._stride = stride
        size = stride * (height + 2)
        cells = [EDGE] * size
        for y in range(height):
            start = (y + 1) * stride + 1
            cells[start : start + width] = [EMPTY] * width
        self._cells = cells
        self._chain = [0] * size
        self._members: list[list[int] | None] = [None] * size
        self._libs: list[set[int] | None] = [None] * size
        self._hash = 0
        self._z = zobrist_tables(width, height)
        self._nbrs = neighbour_table(width, height)

    # ------------------------------------------------------------------ construction

    @classmethod
    def from_rows(cls, rows: Iterable[str]) -> Board:
        """A board from text rows, top to bottom: ``X``/``B`` black, ``O``/``W`` white, ``.`` empty."""
        lines = [row.replace(" ", "") for row in rows]
        lines = [row for row in lines if row]
        if not lines:
            raise RulesError("no rows")
        width = len(lines[0])
        if any(len(row) != width for row in lines):
            raise RulesError("rows of different lengths")
        board = cls(width, len(lines))
        cells = board._cells
        for y, row in enumerate(lines):
            for x, char in enumerate(row):
                index = (y + 1) * board._stride + x + 1
                if char in "XxBb#@":
                    cells[index] = BLACK
                elif char in "OoWw":
                    cells[index] = WHITE
                elif char in ".+-,":
                    continue
                else:
                    raise RulesError(f"unknown board character {char!r}")
        board._rebuild()
        return board

    @classmethod
    def _from_cells(cls, width: int, height: int, cells: list[int]) -> Board:
        """A board from a flat copy of another's cells (a history's start, see ``Snapshot``)."""
        board = cls(width, height)
        board._cells = cells[:]
        board._rebuild()
        return board

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other.width = self.width
        other.height = self.height
        other._stride = self._stride
        other._cells = self._cells[:]
        other._chain = self._chain[:]
        other._members = [None if m is None else m[:] for m in self._members]
        other._libs = [None if s is None else set(s) for s in self._libs]
        other._hash = self._hash
        other._z = self._z
        other._nbrs = self._nbrs
        return other

    def _rebuild(self) -> None:
        """Recompute chains, liberties and hash from the cells (after setup edits)."""
        cells = self._cells
        size = len(cells)
        chain = [0] * size
        members: list[list[int] | None] = [None] * size
        libs: list[set[int] | None] = [None] * size
        z = self._z
        h = 0
        seen: set[int] = set()
        for index in range(size):
            colour = cells[index]
            if colour != BLACK and colour != WHITE:
                continue
            h ^= z[colour][index]  # type: ignore[index]
            if index in seen:
                continue
            stones, liberties = self._flood(index, colour, seen, chain)
            members[index] = stones
            libs[index] = liberties
        self._chain = chain
        self._members = members
        self._libs = libs
        self._hash = h

    def _flood(self, start: int, colour: int, seen: set[int], chain: list[int]) -> tuple[list[int], set[int]]:
        """The chain through ``start`` (given ``start`` as its representative in ``chain``) and
        its liberties; every stone found is added to ``seen``."""
        cells = self._cells
        nbrs = self._nbrs
        stones = [start]
        liberties: set[int] = set()
        chain[start] = start
        seen.add(start)
        stack = [start]
        while stack:
            s = stack.pop()
            for t in nbrs[s]:
                v = cells[t]
                if v == EMPTY:
                    liberties.add(t)
                elif v == colour and t not in seen:
                    seen.add(t)
                    chain[t] = start
                    stones.append(t)
                    stack.append(t)
        return stones, liberties

    # ------------------------------------------------------------------ forced stones

    def place_anyway(self, point: Point, code: int) -> None:
        """Put a stone of ``code`` on ``point`` whatever the rules say (a record's illegal move).

        The occupant is lifted (what is left of its chain re-flooded, its neighbours given the
        liberty back), then the stone is played with the ordinary capture code; a multi-stone
        suicide takes its own chain off, a single-stone one leaves the point empty. Only the
        points touched change, so a record of thousands of illegal moves loads in linear time
        (a ``setup`` of the same stones rebuilds every chain).
        """
        p = self._index(point)  # off the board: RulesError, as setup would raise
        if self._cells[p] != EMPTY:
            self._lift(p)
        probe = self._probe(p, code)
        assert probe is not None  # the point is empty now
        captured, new_hash, alive = probe
        suicide = False
        if not alive:
            if not self._has_friend(p, code):
                return
            suicide = True
            new_hash = self._suicide_hash(p, code, new_hash)
        self._apply(p, code, captured, suicide, new_hash)

    def _lift(self, p: int) -> None:
        """Take the stone at index ``p`` off without captures."""
        cells = self._cells
        chain = self._chain
        colour = cells[p]
        rep = chain[p]
        stones = self._members[rep]
        assert stones is not None
        self._members[rep] = None
        self._libs[rep] = None
        cells[p] = EMPTY
        self._hash ^= self._z[colour][p]  # type: ignore[index]
        other = 3 - colour
        for q in self._nbrs[p]:
            if cells[q] == other:
                self._libs[chain[q]].add(p)  # type: ignore[union-attr]
        # The rest of the chain may have fallen apart into several chains.
        done: set[int] = {p}
        for start in stones:
            if start not in done:
                group, liberties = self._flood(start, colour, done, chain)
                self._members[start] = group
                self._libs[start] = liberties

    # ------------------------------------------------------------------ coordinates

    def _index(self, point: Point) -> int:
        x, y = point
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise RulesError(f"{tuple(point)} is outside the {self.width}x{self.height} board")
        return (y + 1) * self._stride + x + 1

    def _point(self, index: int) -> Point:
        row, column = divmod(index, self._stride)
        return Point(column - 1, row - 1)

    def __contains__(self, point: object) -> bool:
        try:
            x, y = cast("tuple[int, int]", point)
            return 0 <= x < self.width and 0 <= y < self.height
        except (TypeError, ValueError):  # not a pair of numbers ("ab" unpacks, then compares)
            return False

    # ------------------------------------------------------------------ reading

    def __getitem__(self, point: Point) -> Color | None:
        """The stone on ``point``; None when it is empty or off the board.

        Reading off the board answers "nothing there" rather than raising, because records
        hold such moves (``B[zz]``, replayed as ``off-board``) and whoever numbers or draws
        the moves of a line asks about their points; writing off the board still raises.
        """
        try:
            return _COLOR_OF[self._cells[self._index(point)]]
        except RulesError:
            return None

    def __setitem__(self, point: Point, color: Color | None) -> None:
        """Set one point without captures (setup, editing); chains are recomputed."""
        self._cells[self._index(point)] = color_code(color)
        self._rebuild()

    def set_many(self, black: Iterable[Point] = (), white: Iterable[Point] = (), empty: Iterable[Point] = ()) -> None:
        """Setup edits (SGF ``AB``/``AW``/``AE``) in one go, without captures.

        ``AW`` wins over ``AB`` and both over ``AE`` on a point named twice. Only the points
        whose colour changes are touched (with the chains beside them), and the same tuples
        set again (a record repeating ``AB[aa:ss]``, whose points ``Node.setup`` caches)
        cost one comparison made in C, so long runs of setup nodes load in linear time.
        """
        indices, codes, getter = self._setup_target(black, white, empty)
        if not indices:
            return
        cells = self._cells
        current = getter(cells) if len(indices) > 1 else (cells[indices[0]],)
        if current == codes:
            return
        changes = {index: code for index, code, now in zip(indices, codes, current, strict=True) if now != code}
        self._change_cells(changes)

    def _setup_target(self, black: Iterable[Point], white: Iterable[Point], empty: Iterable[Point]) -> _SetupTarget:
        """The points a setup names (as cell indices) and the code each gets, cached for tuples."""
        cacheable = type(black) is tuple and type(white) is tuple and type(empty) is tuple
        key = (id(black), id(white), id(empty), self.width, self.height)
        if cacheable:
            hit = _SETUP_CACHE.get(key)
            if hit is not None and hit[0][0] is black and hit[0][1] is white and hit[0][2] is empty:
                return hit[1]
        target: dict[int, int] = {}
        for points, code in ((empty, EMPTY), (black, BLACK), (white, WHITE)):
            for point in points:
                target[self._index(point)] = code
        indices = tuple(target)
        # An empty setup gets a getter never called (set_many stops before reading cells).
        entry: _SetupTarget = (indices, tuple(target.values()), operator.itemgetter(*indices or (0,)))
        if cacheable:
            if len(_SETUP_CACHE) >= 8:
                _SETUP_CACHE.clear()  # one call: safe when replays run on several threads
            _SETUP_CACHE[key] = ((black, white, empty), entry)  # the references keep the ids unique
        return entry

    def _change_cells(self, changes: dict[int, int]) -> None:
        """Recolour cells without captures, re-flooding only the chains at or beside them."""
        cells = self._cells
        chain = self._chain
        members = self._members
        libs = self._libs
        nbrs = self._nbrs
        z = self._z
        dirty: set[int] = set()
        for index in changes:
            if cells[index] == BLACK or cells[index] == WHITE:
                dirty.add(chain[index])
            for t in nbrs[index]:
                if cells[t] == BLACK or cells[t] == WHITE:
                    dirty.add(chain[t])
        starts: list[int] = []
        for rep in dirty:
            starts.extend(members[rep] or ())  # a stone's chain always has its members
            members[rep] = None
            libs[rep] = None
        h = self._hash
        for index, code in changes.items():
            old = cells[index]
            if old in (BLACK, WHITE):
                h ^= z[old][index]  # type: ignore[index]
            if code in (BLACK, WHITE):
                h ^= z[code][index]  # type: ignore[index]
                starts.append(index)
            else:
                chain[index] = 0
            cells[index] = code
        seen: set[int] = set()
        for start in starts:
            colour = cells[start]
            if start in seen or (colour != BLACK and colour != WHITE):
                continue
            stones, liberties = self._flood(start, colour, seen, chain)
            members[start] = stones
            libs[start] = liberties
        self._hash = h

    def stones_among(self, points: Iterable[Point], limit: int | None = None) -> list[Point]:
        """The points of ``points`` that hold a stone, the first ``limit`` of them if given.

        Cheap for a setup's cached tuples: a message names a few, not thousands.
        """
        indices, _codes, getter = self._setup_target(points, (), ())
        if not indices:
            return []
        cells = self._cells
        current = getter(cells) if len(indices) > 1 else (cells[indices[0]],)
        if current.count(EMPTY) == len(current):
            return []
        found = (self._point(index) for index, now in zip(indices, current, strict=True) if now != EMPTY)
        return list(itertools.islice(found, limit))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.width == other.width and self.height == other.height and self._cells == other._cells

    # Mutable, so unhashable like a list; ``board.hash`` is the Zobrist hash.
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Board.from_rows({self.rows()!r})"

    @property
    def hash(self) -> int:
        """Zobrist hash of the colouring (64-bit; the empty board is 0)."""
        return self._hash

    def points(self) -> Iterator[Point]:
        """Every point, row by row from the top."""
        for y in range(self.height):
            for x in range(self.width):
                yield Point(x, y)

    def stones(self) -> Iterator[tuple[Point, Color]]:
        cells = self._cells
        stride = self._stride
        for y in range(self.height):
            base = (y + 1) * stride + 1
            for x in range(self.width):
                v = cells[base + x]
                if v in (BLACK, WHITE):
                    yield Point(x, y), _COLOR_OF[v]  # type: ignore[misc]  # a stone: never None

    def count(self, color: Color) -> int:
        code = color_code(color)
        return self._cells.count(code)

    def neighbours(self, point: Point) -> list[Point]:
        x, y = point
        result = []
        for nx, ny in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
            if 0 <= nx < self.width and 0 <= ny < self.height:
                result.append(Point(nx, ny))
        return result

    def chain(self, point: Point) -> frozenset[Point]:
        """The stones connected to ``point`` (empty point: an empty set)."""
        index = self._index(point)
        if self._cells[index] == EMPTY:
            return frozenset()
        return frozenset(self._point(i) for i in self._members[self._chain[index]])  # type: ignore[union-attr]

    def liberties(self, point: Point) -> frozenset[Point]:
        """The liberties of the chain at ``point`` (empty point: an empty set)."""
        index = self._index(point)
        if self._cells[index] == EMPTY:
            return frozenset()
        return frozenset(self._point(i) for i in self._libs[self._chain[index]])  # type: ignore[union-attr]

    def chains(self) -> Iterator[tuple[Color, frozenset[Point]]]:
        """Every chain once, with its colour."""
        for rep, stones in enumerate(self._members):
            if stones is not None:
                yield _COLOR_OF[self._cells[rep]], frozenset(self._point(i) for i in stones)  # type: ignore[misc]

    def rows(self) -> list[str]:
        """The position as text rows, top to bottom: ``.`` empty, ``X`` black, ``O`` white."""
        cells = self._cells
        stride = self._stride
        width = self.width
        result = []
        for y in range(self.height):
            base = (y + 1) * stride + 1
            # One C-level translation per row instead of a character at a time: the
            # check command writes every game's board (benchmarks/check_collection.py).
            result.append(bytes(cells[base : base + width]).translate(_ROW_TABLE).decode("ascii"))
        return result

    # ------------------------------------------------------------------ playing

    def play(self, point: Point, color: Color, *, allow_suicide: bool = False) -> frozenset[Point]:
        """Place a stone with captures (no ko check); returns the captured points.

        Single-stone suicide is always refused; multi-stone suicide only with ``allow_suicide``.
        """
        move = Move(color, point)
        if point not in self:
            raise IllegalMoveError(IllegalReason.OFF_BOARD, move)
        index = self._index(point)
        code = BLACK if color is Color.BLACK else WHITE
        probe = self._probe(index, code)
        if probe is None:
            raise IllegalMoveError(IllegalReason.OCCUPIED, move)
        captured, new_hash, alive = probe
        suicide = False
        if not alive:
            if not allow_suicide or not self._has_friend(index, code):
                raise IllegalMoveError(IllegalReason.SUICIDE, move)
            suicide = True
            new_hash = self._suicide_hash(index, code, new_hash)
        removed = self._apply(index, code, captured, suicide, new_hash)
        return frozenset(self._point(i) for i in removed)

    def _has_friend(self, index: int, code: int) -> bool:
        cells = self._cells
        stride = self._stride
        return (
            cells[index - 1] == code
            or cells[index + 1] == code
            or cells[index - stride] == code
            or cells[index + stride] == code
        )

    def _probe(self, p: int, c: int) -> tuple[list[int], int, bool] | None:
        """What playing ``c`` at ``p`` would do, without doing it.

        Returns None when the point is not empty, else (captured chain representatives,
        hash after captures, whether the new stone's chain keeps a liberty).
        """
        cells = self._cells
        if cells[p] != EMPTY:
            return None
        chain = self._chain
        libs = self._libs
        stride = self._stride
        z = self._z
        o = 3 - c
        h = self._hash ^ z[c][p]  # type: ignore[index]
        captured: list[int] = []
        alive = False
        for q in (p - 1, p + 1, p - stride, p + stride):
            v = cells[q]
            if v == EMPTY:
                alive = True
            elif v == c:
                if not alive and len(libs[chain[q]]) > 1:  # type: ignore[arg-type]
                    alive = True
            elif v == o:
                r = chain[q]
                if len(libs[r]) == 1 and r not in captured:  # type: ignore[arg-type]
                    captured.append(r)
                    zo = z[o]
                    for s in self._members[r]:  # type: ignore[union-attr]
                        h ^= zo[s]  # type: ignore[index]
        if captured:
            alive = True
        return captured, h, alive

    def _suicide_hash(self, p: int, c: int, h: int) -> int:
        """The hash after a multi-stone suicide: the new stone and its friends vanish."""
        cells = self._cells
        chain = self._chain
        stride = self._stride
        zc = self._z[c]
        h ^= zc[p]  # type: ignore[index]
        seen = []
        for q in (p - 1, p + 1, p - stride, p + stride):
            if cells[q] == c:
                r = chain[q]
                if r not in seen:
                    seen.append(r)
                    for s in self._members[r]:  # type: ignore[union-attr]
                        h ^= zc[s]  # type: ignore[index]
        return h

    def _remove_chain(self, r: int, colour: int, skip: int) -> list[int]:
        """Take chain ``r`` off; neighbours of the other colour gain liberties."""
        cells = self._cells
        chain = self._chain
        libs = self._libs
        stride = self._stride
        stones = self._members[r]
        self._members[r] = None
        libs[r] = None
        for s in stones:  # type: ignore[union-attr]
            cells[s] = EMPTY
        other = 3 - colour
        for s in stones:  # type: ignore[union-attr]
            for t in (s - 1, s + 1, s - stride, s + stride):
                if cells[t] == other and t != skip:
                    libs[chain[t]].add(s)  # type: ignore[union-attr]
        return stones  # type: ignore[return-value]

    def _apply(self, p: int, c: int, captured: list[int], suicide: bool, new_hash: int) -> list[int]:
        """Play ``c`` at ``p`` as probed; returns the indices of the stones removed."""
        cells = self._cells
        chain = self._chain
        libs = self._libs
        members = self._members
        stride = self._stride
        o = 3 - c
        cells[p] = c
        removed: list[int] = []
        for r in captured:
            removed += self._remove_chain(r, o, p)
        own: set[int] = set()
        friends: list[int] = []
        for q in (p - 1, p + 1, p - stride, p + stride):
            v = cells[q]
            if v == EMPTY:
                own.add(q)
            elif v == c:
                r = chain[q]
                if r not in friends:
                    friends.append(r)
            elif v == o:
                libs[chain[q]].discard(p)  # type: ignore[union-attr]
        if not friends:
            chain[p] = p
            members[p] = [p]
            libs[p] = own
            rep = p
        else:
            rep = friends[0]
            if len(friends) > 1:
                for r in friends[1:]:
                    if len(members[r]) > len(members[rep]):  # type: ignore[arg-type]
                        rep = r
                big = members[rep]
                big_libs = libs[rep]
                for r in friends:
                    if r == rep:
                        continue
                    stones = members[r]
                    for s in stones:  # type: ignore[union-attr]
                        chain[s] = rep
                    big.extend(stones)  # type: ignore[union-attr, arg-type]
                    big_libs |= libs[r]  # type: ignore[operator]
                    members[r] = None
                    libs[r] = None
            members[rep].append(p)  # type: ignore[union-attr]
            chain[p] = rep
            rep_libs = libs[rep]
            rep_libs |= own  # type: ignore[operator]
            rep_libs.discard(p)
        self._hash = new_hash
        if suicide:
            removed += self._remove_chain(rep, c, -1)
        return removed
