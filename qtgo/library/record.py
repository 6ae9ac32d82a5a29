"""What the library keeps of one game: its information and every line of play, encoded.

A game record is replayed once, at import, through ``qtgo.rules`` (which knows captures
and ko); what comes out is the game's lines as compact events (``events``), the Zobrist
hash of every position as it stands (a search asks for the query's eight images, so the
import need not compute eight hashes a move), and two bit sets of the points a black or
a white stone ever stood on, which the pattern search uses to rule games out cheaply.
"""

from __future__ import annotations

import contextlib
import hashlib
import random
import re
import sys
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field

from qtgo.library import events as ev
from qtgo.library.dates import parse_date
from qtgo.library.symmetry import symmetries_for, transform_table
from qtgo.rules import Color, Game, IllegalMoveError, IllegalReason, Move, Point, RulesError
from qtgo.sgf import GameTree, Node, SgfPropertyError

__all__ = [
    "MAX_LINES",
    "MAX_MOVE",
    "GameInfo",
    "GameRecord",
    "LineRecord",
    "build_record",
    "empty_hash",
    "key_table",
    "point_keys",
    "position_hashes",
    "start_hash",
]

MAX_LINES = 256  # lines of play kept per game (the main line and up to 255 variations)
MAX_MOVE = 4095  # positions are indexed up to this move (the move number has 12 bits)
_HASH_BITS = 63

_rng = random.Random(0x716C_6962)  # fixed: hashes must be the same in every process and run
_KEYS = [[0] * 2704] + [[_rng.getrandbits(_HASH_BITS) for _ in range(2704)] for _ in range(2)]
_SIZE_KEYS = {(w, h): _rng.getrandbits(_HASH_BITS) for w in range(1, 53) for h in range(1, 53)}
del _rng

_KEY_TABLES: dict[tuple[int, int], list[list[int]]] = {}
_BIG_ENDIAN = sys.byteorder == "big"
_LANE = 64  # the eight hashes of a position live in one integer, 64 bits apart


def key_table(width: int, height: int) -> list[list[int]]:
    """``table[colour][i]``: the keys of a stone at ``i`` under every symmetry, packed.

    Lane ``k`` (bits ``64k`` to ``64k + 62``) holds the key of the point's image under
    symmetry ``k``, so one XOR of Python integers updates all eight hashes at once.
    """
    table = _KEY_TABLES.get((width, height))
    if table is None:
        maps = [transform_table(k, width, height) for k in symmetries_for(width, height)]
        table = [[0] * (width * height)]
        for colour in (ev.BLACK, ev.WHITE):
            keys = _KEYS[colour]
            row = []
            for i in range(width * height):
                packed = 0
                for lane, m in enumerate(maps):
                    packed |= keys[(m[i] // width) * 52 + m[i] % width] << (_LANE * lane)
                row.append(packed)
            table.append(row)
        _KEY_TABLES[(width, height)] = table
    return table


_POINT_KEYS: dict[tuple[int, int], list[list[int]]] = {}


def point_keys(width: int, height: int) -> list[list[int]]:
    """``table[colour][i]``: the key of a stone at ``i`` as it stands (what the index stores)."""
    table = _POINT_KEYS.get((width, height))
    if table is None:
        table = [[0] * (width * height)] + [
            [_KEYS[colour][(i // width) * 52 + i % width] for i in range(width * height)]
            for colour in (ev.BLACK, ev.WHITE)
        ]
        _POINT_KEYS[(width, height)] = table
    return table


def empty_hash(width: int, height: int) -> int:
    """The stored hash of the empty board (a key per size keeps the sizes apart)."""
    return _SIZE_KEYS[(width, height)]


def start_hash(width: int, height: int) -> int:
    """The packed hashes of the empty board (a key per size keeps sizes apart)."""
    key = _SIZE_KEYS[(width, height)]
    return sum(key << (_LANE * lane) for lane in range(len(symmetries_for(width, height))))


def unpack(packed: int, count: int) -> array[int]:
    """The ``count`` hashes of a packed value, index = symmetry."""
    lanes = array("Q", packed.to_bytes(count * 8, "little"))
    if _BIG_ENDIAN:
        lanes.byteswap()
    return lanes


def position_hashes(cells: list[int], width: int, height: int) -> list[int]:
    """The hash of a position under each symmetry of the board (index = symmetry)."""
    table = key_table(width, height)
    packed = start_hash(width, height)
    for i, state in enumerate(cells):
        if state:
            packed ^= table[state][i]
    return list(unpack(packed, len(symmetries_for(width, height))))


@dataclass
class GameInfo:
    """The game information a search filters on (root properties, made comparable)."""

    black: str = ""
    white: str = ""
    black_rank: str = ""
    white_rank: str = ""
    event: str = ""
    date: str = ""
    date_first: str | None = None  # ISO days, from ``dates.parse_date``
    date_last: str | None = None
    result: str = ""
    winner: str | None = None  # "B", "W", "draw" or None (unknown, void)
    rules: str = ""
    komi: float | None = None
    handicap: int = 0
    width: int = 19
    height: int = 19
    moves: int = 0
    comments: str = ""


@dataclass
class LineRecord:
    """One line of play from the root: the main line (0) or a variation."""

    line: int
    start: int  # moves this line shares with the line it branched from (0 for the main line)
    events: list[int] = field(default_factory=list)
    black_ever: int = 0
    white_ever: int = 0
    # (hash, line << 15 | move << 3) of every position the line reaches: the index key
    # without the game (see ``positions.pack_key``), in order
    positions: list[tuple[int, int]] = field(default_factory=list)
    moves: int = 0


@dataclass
class GameRecord:
    info: GameInfo
    lines: list[LineRecord]
    digest: str  # the same for the same moves and setup, whatever file they come from


def winner_of(result: str) -> str | None:
    text = result.strip().upper()
    if text.startswith("B+"):
        return "B"
    if text.startswith("W+"):
        return "W"
    if text in ("0", "DRAW", "JIGO", "D") or text.startswith(("DRAW", "JIGO", "D+", "0")):
        return "draw"
    return None


def _number(text: str | None) -> float | None:
    if not text:
        return None
    match = re.search(r"-?\d+(?:\.\d+)?", text.replace(",", "."))
    return float(match[0]) if match else None


def game_info(tree: GameTree) -> GameInfo:
    root = tree.root

    def text(ident: str) -> str:
        return (root.get(ident) or "").strip()

    width, height = tree.size
    date = text("DT")
    days = parse_date(date)
    handicap = _number(text("HA"))
    return GameInfo(
        black=text("PB"),
        white=text("PW"),
        black_rank=text("BR"),
        white_rank=text("WR"),
        event=text("EV"),
        date=date,
        date_first=days.first.isoformat() if days else None,
        date_last=days.last.isoformat() if days else None,
        result=text("RE"),
        winner=winner_of(text("RE")),
        rules=text("RU"),
        komi=_number(text("KM")),
        handicap=int(handicap) if handicap and handicap >= 2 else 0,
        width=width,
        height=height,
    )


_BLACK = Color.BLACK
_MOVE_WHITE_BITS = ev.MOVE_WHITE << ev.SHIFT
_CAPTURE_BITS = ev.CAPTURE << ev.SHIFT


class _Line:
    """A line being replayed: the rules' game beside the cells, events and hashes."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.game = Game(width, height)
        self.cells = [ev.EMPTY] * (width * height)
        self.keys = point_keys(width, height)
        self.hash = empty_hash(width, height)
        self.record = LineRecord(0, 0)
        self.comments: list[str] = []
        self.black_points: set[int] = set()  # where a stone of each colour ever stood
        self.white_points: set[int] = set()

    def branch(self, line: int) -> _Line:
        twin = _Line.__new__(_Line)
        twin.width, twin.height, twin.keys = self.width, self.height, self.keys
        twin.game = self.game.copy()
        twin.cells = self.cells[:]
        twin.hash = self.hash
        old = self.record
        twin.record = LineRecord(line, old.moves, old.events[:], 0, 0, [], old.moves)
        twin.comments = self.comments  # one list for the whole game
        twin.black_points = set(self.black_points)
        twin.white_points = set(self.white_points)
        return twin

    def _change(self, index: int, state: int, kind: int) -> None:
        old = self.cells[index]
        keys = self.keys
        if old:
            self.hash ^= keys[old][index]
        if state:
            self.hash ^= keys[state][index]
            if state == ev.BLACK:
                self.black_points.add(index)
            else:
                self.white_points.add(index)
        self.cells[index] = state
        self.record.events.append(kind << ev.SHIFT | index)

    def checkpoint(self) -> None:
        """The position after the moves so far (a position met again is indexed again)."""
        record = self.record
        if record.moves > MAX_MOVE or (record.line and record.moves <= record.start):
            return
        record.positions.append((self.hash, record.line << 15 | record.moves << 3))

    def walk(self, node: Node, branch: Callable[[_Line, Node], None]) -> None:
        """Apply ``node`` and its first children down to a leaf; ``branch`` gets the other children.

        The common node (one move, no setup) is handled here with everything in locals:
        this loop is most of the import's own time, beside the rules' ``play``.
        """
        record = self.record
        events = record.events
        positions = record.positions
        cells = self.cells
        width, height = self.width, self.height
        black_keys, white_keys = self.keys[ev.BLACK], self.keys[ev.WHITE]
        play = self.game.play
        line_bits = record.line << 15
        start = record.start if record.line else -1
        setup_idents = ("AB", "AW", "AE", "PL")
        while True:
            properties = node.properties
            if "C" in properties or "GC" in properties:
                self.comments.extend(properties.get("GC", ()))
                self.comments.extend(properties.get("C", ()))
            simple = "B" in properties or "W" in properties
            if simple:
                for ident in setup_idents:
                    if ident in properties:
                        simple = False
                        break
            move = None
            if simple:
                try:
                    move = node.move
                except SgfPropertyError:
                    move = None
            point = move.point if move is not None else None
            if move is None or point is None or not (0 <= point.x < width and 0 <= point.y < height):
                self.apply(node)  # setup, passes, moves off the board: the general way
            else:
                moves = record.moves
                if start < moves <= MAX_MOVE:
                    positions.append((self.hash, line_bits | moves << 3))
                record.moves = moves + 1
                index = point.y * width + point.x
                try:
                    captured = play(move)
                except IllegalMoveError as error:
                    captured = self._force(move, error.reason)
                    if cells[index]:
                        self._change(index, ev.EMPTY, ev.CAPTURE)
                    self._place(index, move.color is _BLACK)
                    for p in captured:
                        self._change(p.y * width + p.x, ev.EMPTY, ev.CAPTURE)
                else:
                    h = self.hash
                    if move.color is _BLACK:
                        h ^= black_keys[index]
                        self.black_points.add(index)
                        cells[index] = ev.BLACK
                        events.append(index)  # MOVE_BLACK is kind 0
                        taken = white_keys
                    else:
                        h ^= white_keys[index]
                        self.white_points.add(index)
                        cells[index] = ev.WHITE
                        events.append(_MOVE_WHITE_BITS | index)
                        taken = black_keys
                    for x, y in captured:
                        gone = y * width + x
                        h ^= taken[gone]
                        cells[gone] = ev.EMPTY
                        events.append(_CAPTURE_BITS | gone)
                    self.hash = h
            children = node.children
            if not children:
                return
            if len(children) > 1:
                for child in reversed(children[1:]):
                    branch(self, child)
            node = children[0]

    def _place(self, index: int, black: bool) -> None:
        if black:
            self._change(index, ev.BLACK, ev.MOVE_BLACK)
        else:
            self._change(index, ev.WHITE, ev.MOVE_WHITE)

    def apply(self, node: Node) -> None:
        properties = node.properties
        if "C" in properties or "GC" in properties:
            self.comments.extend(properties.get("GC", ()))
            self.comments.extend(properties.get("C", ()))
        if "AB" in properties or "AW" in properties or "AE" in properties or "PL" in properties:
            try:
                setup = node.setup
            except SgfPropertyError:
                setup = None
            if setup is not None:
                self._setup(setup.black, setup.white, setup.empty, setup.to_play)
        if "B" in properties or "W" in properties:
            try:
                move = node.move
            except SgfPropertyError:
                move = None
            if move is not None:
                self._move(move)

    def _on_board(self, point: Point) -> bool:
        return 0 <= point.x < self.width and 0 <= point.y < self.height

    def _setup(
        self, black: tuple[Point, ...], white: tuple[Point, ...], empty: tuple[Point, ...], to_play: Color | None
    ) -> None:
        if self.record.events:
            self.checkpoint()
        width = self.width
        for points, state, kind in (
            (empty, ev.EMPTY, ev.SET_EMPTY),
            (black, ev.BLACK, ev.SET_BLACK),
            (white, ev.WHITE, ev.SET_WHITE),
        ):
            for point in points:
                if self._on_board(point):
                    index = point.y * width + point.x
                    if self.cells[index] != state:
                        self._change(index, state, kind)
        on_board = self._on_board
        self.game.setup(
            black=[p for p in black if on_board(p)],
            white=[p for p in white if on_board(p)],
            empty=[p for p in empty if on_board(p)],
            to_play=to_play,
        )

    def _move(self, move: Move) -> None:
        record = self.record
        if record.moves <= MAX_MOVE and (not record.line or record.moves > record.start):
            record.positions.append((self.hash, record.line << 15 | record.moves << 3))
        record.moves += 1
        black = move.color is _BLACK
        point = move.point
        if point is None or not (0 <= point.x < self.width and 0 <= point.y < self.height):
            record.events.append((ev.PASS_BLACK if black else ev.PASS_WHITE) << ev.SHIFT)
            if point is None:
                with contextlib.suppress(IllegalMoveError, RulesError):
                    self.game.play(move)
            return
        try:
            captured = self.game.play(move)
        except IllegalMoveError as error:
            captured = self._force(move, error.reason)
        width = self.width
        index = point.y * width + point.x
        cells = self.cells
        keys = self.keys
        events = record.events
        if cells[index]:  # a forced move onto a stone
            self._change(index, ev.EMPTY, ev.CAPTURE)
        if black:
            self.hash ^= keys[ev.BLACK][index]
            self.black_points.add(index)
            cells[index] = ev.BLACK
            events.append(index)  # MOVE_BLACK is kind 0
        else:
            self.hash ^= keys[ev.WHITE][index]
            self.white_points.add(index)
            cells[index] = ev.WHITE
            events.append(_MOVE_WHITE_BITS | index)
        for p in captured:
            self._change(p.y * width + p.x, ev.EMPTY, ev.CAPTURE)

    def _force(self, move: Move, reason: IllegalReason) -> frozenset[Point]:
        """An illegal move of the record is placed anyway (as ``qtgo.sgf.replay`` does)."""
        game = self.game
        if reason is IllegalReason.GAME_OVER:
            try:
                game.resume()
                return game.play(move)
            except (IllegalMoveError, RulesError):
                pass
        point = move.point
        assert point is not None
        board = game.board.copy()
        if board[point] is not None:
            board.set_many(empty=[point])
        with contextlib.suppress(IllegalMoveError):  # a one-stone suicide: the stone goes at once
            board.play(point, move.color, allow_suicide=True)
        gone = [p for p in game.board.points() if game.board[p] is not None and board[p] is None and p != point]
        black = [p for p, c in board.stones() if c is Color.BLACK]
        white = [p for p, c in board.stones() if c is Color.WHITE]
        empty = [p for p in board.points() if board[p] is None]
        game.setup(black=black, white=white, empty=empty, to_play=move.color.opponent)
        if board[point] is None:
            gone.append(point)
        return frozenset(gone)


def _lines(tree: GameTree, width: int, height: int) -> tuple[list[LineRecord], list[str]]:
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


def build_record(tree: GameTree) -> GameRecord:
    """Replay every line of a game once and keep what the searches need.

    Raises ``SgfPropertyError`` for a board the rules cannot hold (``SZ[1]``).
    """
    info = game_info(tree)
    try:
        lines, comments = _lines(tree, info.width, info.height)
    except RulesError as error:
        raise SgfPropertyError(f"the rules cannot play this record: {error}") from error
    info.moves = lines[0].moves
    info.comments = "\n".join(comments)
    main = ev.encode(lines[0].events)
    digest = hashlib.sha1(f"{info.width}x{info.height}:".encode() + main).hexdigest() if main else ""
    return GameRecord(info, lines, digest)
