"""The import's replay of a record: every line of play as events, hashes and bit sets.

Hand-written for speed rather than through ``qtgo.rules.Game``: the import replays every
move of tens of thousands of games, and the index needs only what each move leaves on
the board (the stone and its captures), not the legality checks, ko and superko history,
snapshots and ``Move`` objects of a game in play. A record's moves are placed whatever
they are, as ``qtgo.sgf.replay`` places an illegal move: a move onto a stone replaces it,
a suicide removes its own chain. Points are flat indices ``y * width + x`` with a
neighbour table per board size; a chain is looked at only when a move touches it, and
the look stops at its first liberty.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from dataclasses import dataclass, field

from qtgo.library import events as ev
from qtgo.library.hashes import empty_hash, point_keys
from qtgo.rules import Color, Point
from qtgo.sgf import GameTree, Node, SgfPropertyError

__all__ = ["MAX_LINES", "MAX_MOVE", "LineRecord", "replay_lines"]

MAX_LINES = 256  # lines of play kept per game (the main line and up to 255 variations)
MAX_MOVE = 4095  # positions are indexed up to this move (the move number has 12 bits)

_MOVE_WHITE_BITS = ev.MOVE_WHITE << ev.SHIFT
_CAPTURE_BITS = ev.CAPTURE << ev.SHIFT
_PASS_BITS = (0, ev.PASS_BLACK << ev.SHIFT, ev.PASS_WHITE << ev.SHIFT)
_SETUP = ("AB", "AW", "AE", "PL")

_NEIGHBOURS: dict[tuple[int, int], list[tuple[int, ...]]] = {}
_POINTS: dict[tuple[int, int], dict[str, int]] = {}


def neighbours(width: int, height: int) -> list[tuple[int, ...]]:
    """``table[i]``: the indices of the points next to ``i``."""
    table = _NEIGHBOURS.get((width, height))
    if table is None:
        table = []
        for y in range(height):
            for x in range(width):
                near = [(x + dx, y + dy) for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))]
                table.append(tuple(b * width + a for a, b in near if 0 <= a < width and 0 <= b < height))
        _NEIGHBOURS[(width, height)] = table
    return table


def point_indices(width: int, height: int) -> dict[str, int]:
    """A move's SGF value -> its point index, for every point of the board (``"dd"`` -> 60)."""
    table = _POINTS.get((width, height))
    if table is None:
        table = {Point(x, y).to_sgf(): y * width + x for y in range(height) for x in range(width)}
        _POINTS[(width, height)] = table
    return table


@dataclass
class LineRecord:
    """One line of play from the root: the main line (0) or a variation."""

    line: int
    start: int  # moves this line shares with the line it branched from (0 for the main line)
    events: array[int] = field(default_factory=lambda: array("H"))
    black_ever: int = 0
    white_ever: int = 0
    # The index rows of every position the line reaches, in order: the hash as it stands
    # and ``line << 15 | move << 3``, the key without the game (see ``positions.pack_key``).
    hashes: array[int] = field(default_factory=lambda: array("q"))
    keys: array[int] = field(default_factory=lambda: array("q"))
    moves: int = 0


def _dead_chain(cells: list[int], near: list[tuple[int, ...]], start: int) -> list[int] | None:
    """The chain at ``start`` if it has no liberty, else None (found at the first liberty)."""
    color = cells[start]
    chain = [start]
    seen = {start}
    for point in chain:  # the list grows while it is walked: a breadth-first search
        for q in near[point]:
            state = cells[q]
            if not state:
                return None
            if state == color and q not in seen:
                seen.add(q)
                chain.append(q)
    return chain


def _place(
    cells: list[int],
    near: list[tuple[int, ...]],
    keys: list[list[int]],
    events: array[int],
    ever: set[int],
    index: int,
    color: int,
    h: int,
) -> int:
    """A stone on ``index`` with its captures (or its own chain's, for a suicide); the new hash.

    A function of plain arguments rather than a method: the replay's hot path passes its
    locals instead of reading a dozen attributes at every move.
    """
    old = cells[index]
    if old:  # a move onto a stone (an illegal record): the stone it replaces goes first
        h ^= keys[old][index]
        events.append(_CAPTURE_BITS | index)
    h ^= keys[color][index]
    cells[index] = color
    ever.add(index)
    events.append(index if color == ev.BLACK else _MOVE_WHITE_BITS | index)  # MOVE_BLACK is kind 0
    other = 3 - color
    taken = keys[other]
    free = False
    for q in near[index]:
        state = cells[q]
        if state == other:
            for r in near[q]:  # most stones touched have a liberty of their own: no search
                if not cells[r]:
                    break
            else:
                chain = _dead_chain(cells, near, q)
                if chain is None:
                    continue
                free = True
                for s in chain:
                    cells[s] = ev.EMPTY
                    h ^= taken[s]
                    events.append(_CAPTURE_BITS | s)
        elif not state:
            free = True
    if not free:
        chain = _dead_chain(cells, near, index)
        if chain is not None:  # a suicide: the chain goes at once
            own = keys[color]
            for s in chain:
                cells[s] = ev.EMPTY
                h ^= own[s]
                events.append(_CAPTURE_BITS | s)
    return h


class _Line:
    """A line being replayed: the cells, the hash as it stands, the events and index rows."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.cells = [ev.EMPTY] * (width * height)
        self.near = neighbours(width, height)
        self.points = point_indices(width, height)
        self.passes = ("", "tt") if width <= 19 and height <= 19 else ("",)
        self.keys = point_keys(width, height)
        self.hash = empty_hash(width, height)
        self.record = LineRecord(0, 0)
        self.comments: list[str] = []
        self.black_points: set[int] = set()  # where a stone of each colour ever stood
        self.white_points: set[int] = set()

    def branch(self, line: int) -> _Line:
        twin = _Line.__new__(_Line)
        twin.width, twin.height, twin.keys = self.width, self.height, self.keys
        twin.near, twin.points, twin.passes = self.near, self.points, self.passes
        twin.cells = self.cells[:]
        twin.hash = self.hash
        old = self.record
        twin.record = LineRecord(line, old.moves, old.events[:], 0, 0, moves=old.moves)
        twin.comments = self.comments  # one list for the whole game
        twin.black_points = set(self.black_points)
        twin.white_points = set(self.white_points)
        return twin

    def checkpoint(self) -> None:
        """The position after the moves so far (a position met again is indexed again)."""
        record = self.record
        if record.moves > MAX_MOVE or (record.line and record.moves <= record.start):
            return
        record.hashes.append(self.hash)
        record.keys.append(record.line << 15 | record.moves << 3)

    def walk(self, node: Node, branch: Callable[[_Line, Node], None]) -> None:
        """Apply ``node`` and its first children down to a leaf; ``branch`` gets the other children.

        A node with one move and no setup (nearly every node) is handled here, its point
        looked up by its SGF text; the rest goes through ``apply``.
        """
        points = self.points
        passes = self.passes
        comments = self.comments
        record = self.record
        cells, near, keys, events = self.cells, self.near, self.keys, record.events
        add_hash, add_key = record.hashes.append, record.keys.append
        ever: tuple[set[int], ...] = (set(), self.black_points, self.white_points)  # by colour
        line_bits = record.line << 15
        start = record.start if record.line else -1
        while True:
            properties = node.properties
            if "C" in properties or "GC" in properties:
                comments.extend(properties.get("GC", ()))
                comments.extend(properties.get("C", ()))
            values = properties.get("B")
            color = ev.BLACK
            if values is None:
                values = properties.get("W")
                color = ev.WHITE
            index = None
            if values is not None and not (
                "AB" in properties or "AW" in properties or "AE" in properties or "PL" in properties
            ):
                value = values[0] if values else ""
                index = points.get(value)
                if index is None and value in passes:
                    index = -1
            if index is None:
                self.apply(node)  # setup, moves written otherwise, moves off the board
            elif index < 0:
                self._pass(color)
            else:  # _stone, with the counting of _count_move inlined
                moves = record.moves
                if start < moves <= MAX_MOVE:
                    add_hash(self.hash)
                    add_key(line_bits | moves << 3)
                record.moves = moves + 1
                self.hash = _place(cells, near, keys, events, ever[color], index, color, self.hash)
            children = node.children
            if not children:
                return
            if len(children) > 1:
                for child in reversed(children[1:]):
                    branch(self, child)
            node = children[0]

    def _count_move(self) -> None:
        """The position before a move is indexed (once per move, up to ``MAX_MOVE``)."""
        record = self.record
        moves = record.moves
        if moves <= MAX_MOVE and (not record.line or moves > record.start):
            record.hashes.append(self.hash)
            record.keys.append(record.line << 15 | moves << 3)
        record.moves = moves + 1

    def _pass(self, color: int) -> None:
        self._count_move()
        self.record.events.append(_PASS_BITS[color])

    def _stone(self, index: int, color: int) -> None:
        """A stone on ``index`` (the general way, for ``apply``; ``walk`` inlines the counting)."""
        self._count_move()
        ever = self.black_points if color == ev.BLACK else self.white_points
        self.hash = _place(self.cells, self.near, self.keys, self.record.events, ever, index, color, self.hash)

    def apply(self, node: Node) -> None:
        """A node the fast path leaves out: setup, then its move if it has one."""
        properties = node.properties
        if any(ident in properties for ident in _SETUP):
            try:
                setup = node.setup
            except SgfPropertyError:
                setup = None
            if setup is not None:
                self._setup(setup.black, setup.white, setup.empty)
        if "B" in properties or "W" in properties:
            try:
                move = node.move
            except SgfPropertyError:
                return
            if move is None:
                return
            color = ev.BLACK if move.color is Color.BLACK else ev.WHITE
            point = move.point
            if point is None or not (0 <= point.x < self.width and 0 <= point.y < self.height):
                self._pass(color)  # a move off the board counts as a pass
            else:
                self._stone(point.y * self.width + point.x, color)

    def _setup(self, black: tuple[Point, ...], white: tuple[Point, ...], empty: tuple[Point, ...]) -> None:
        if self.record.events:
            self.checkpoint()
        width, height = self.width, self.height
        cells = self.cells
        keys = self.keys
        events = self.record.events
        for points, state, kind in (
            (empty, ev.EMPTY, ev.SET_EMPTY),
            (black, ev.BLACK, ev.SET_BLACK),
            (white, ev.WHITE, ev.SET_WHITE),
        ):
            for point in points:
                if not (0 <= point.x < width and 0 <= point.y < height):
                    continue
                index = point.y * width + point.x
                old = cells[index]
                if old == state:
                    continue
                self.hash ^= keys[old][index] ^ keys[state][index]  # keys[EMPTY] are zeros
                if state == ev.BLACK:
                    self.black_points.add(index)
                elif state == ev.WHITE:
                    self.white_points.add(index)
                cells[index] = state
                events.append(kind << ev.SHIFT | index)


def replay_lines(tree: GameTree, width: int, height: int) -> tuple[list[LineRecord], list[str]]:
    """Every root-to-leaf line, the main line first, replaying shared prefixes once; the comments."""
    done: list[LineRecord] = []
    first = _Line(width, height)
    stack: list[tuple[_Line, Node]] = [(first, tree.root)]

    def branch(line: _Line, child: Node) -> None:
        number = len(done) + len(stack) + 1  # lines made so far: done, waiting, and this one
        if number < MAX_LINES:
            stack.append((line.branch(number), child))

    while stack:
        line, node = stack.pop()
        line.walk(node, branch)
        line.checkpoint()
        record = line.record
        record.black_ever = sum(1 << i for i in line.black_points)
        record.white_ever = sum(1 << i for i in line.white_points)
        done.append(record)
    done.sort(key=lambda record: record.line)
    return done, first.comments
