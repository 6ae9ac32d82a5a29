"""Pattern search: a region of the board, the stones it must hold, the points that must be
empty and the points that may hold anything, found under every symmetry, Kombilo-style.

Design, for speed in pure Python over tens of thousands of games:

1. Candidate filter. Each line of play stores two bit sets: the points where a black
   stone ever stood and those where a white one did. A pattern can only appear in a line
   whose sets contain the pattern's black and white stones (after the symmetry and the
   colour swap being tried). That is two big-integer ANDs per line and variant, done over
   bit sets held in memory after the first search, and it removes most games for a corner
   pattern of a few stones.
2. Exact check. The surviving lines are replayed from their stored events (moves with
   their captures, see ``events``): no rules, only list writes. For each variant the check
   keeps the number of region points that differ from the pattern and updates it only when
   an event touches the region, so a position is compared in O(1) at every move.
3. Continuations. After the first move at which the region matches, the next move played
   inside the region is the continuation; it is mapped back into the pattern's own
   orientation (and colours, for a colour-swapped hit) and counted with the game's result.
   When the pattern is itself symmetric (the empty corner, say), moves it cannot tell apart
   are counted together, at the smallest of their points.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field

from qtgo.library import events as ev
from qtgo.library.errors import PatternError
from qtgo.library.symmetry import inverse, symmetries_for, transform_table
from qtgo.rules import Point
from qtgo.sgf import GameTree, SgfError

__all__ = ["ANY", "Continuation", "Pattern", "PatternHit", "find_pattern"]

ANY = -1  # a region point that may hold anything


@dataclass(frozen=True)
class Pattern:
    """``cells`` maps each point index of the region to EMPTY, BLACK, WHITE or ANY."""

    width: int
    height: int
    cells: dict[int, int]

    @classmethod
    def from_tree(cls, tree: GameTree) -> Pattern:
        """``SZ``, ``AB``/``AW`` stones, the region ``VW`` (none: the whole board), ``MA`` wildcards.

        The position is the one at the end of the main line, so a pattern may also be
        drawn with moves; every other point of the region must be empty.
        """
        from qtgo.sgf import replay

        width, height = tree.size
        try:
            board = replay(tree).game.board
        except SgfError as error:
            raise PatternError(f"the pattern cannot be read: {error}") from error
        region: list[Point] = []
        for node in tree.main_line():
            region.extend(node.points("VW"))
        wild = {p for node in tree.main_line() for p in node.points("MA")}
        if not region:
            region = list(board.points())
        cells: dict[int, int] = {}
        for point in region:
            if not (0 <= point.x < width and 0 <= point.y < height):
                raise PatternError(f"the region point {point.to_sgf()} is off the {width}x{height} board")
            color = board[point]
            index = point.y * width + point.x
            if point in wild:
                cells[index] = ANY
            elif color is None:
                cells[index] = ev.EMPTY
            else:
                cells[index] = ev.BLACK if color.value == "B" else ev.WHITE
        stones = [p for p, _ in board.stones() if p.y * width + p.x not in cells]
        if stones:
            raise PatternError(f"the stone at {stones[0].to_sgf()} lies outside the region VW")
        return cls(width, height, cells)

    @property
    def is_whole_board(self) -> bool:
        """The whole board with no wildcards: the position index answers it at once."""
        return len(self.cells) == self.width * self.height and ANY not in self.cells.values()

    def board_cells(self) -> list[int]:
        cells = [ev.EMPTY] * (self.width * self.height)
        for index, state in self.cells.items():
            if state > 0:
                cells[index] = state
        return cells


@dataclass(frozen=True)
class PatternHit:
    game_id: int
    line: int
    move: int
    symmetry: int
    swapped: bool
    continuation: tuple[int, int | None] | None  # (colour, point index in the pattern's frame)


@dataclass
class Continuation:
    """A next move in the region: where (pattern's orientation), who, how often, who won."""

    point: int
    color: int
    count: int = 0
    black_wins: int = 0
    white_wins: int = 0
    game_ids: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class _Variant:
    symmetry: int
    swapped: bool
    black: int  # bit set of the black stones it needs (board frame)
    white: int
    required: tuple[tuple[int, int], ...]  # (board point, state) for non-wildcard points
    region: frozenset[int]


def variants(pattern: Pattern, swap_colors: bool) -> list[_Variant]:
    """The pattern under each symmetry (and colour swap), identical images once."""
    found: list[_Variant] = []
    seen: set[tuple[tuple[int, int], ...]] = set()
    for swapped in (False, True) if swap_colors else (False,):
        for k in symmetries_for(pattern.width, pattern.height):
            table = transform_table(k, pattern.width, pattern.height)
            cells = []
            for index, state in pattern.cells.items():
                if swapped and state in (ev.BLACK, ev.WHITE):
                    state = 3 - state
                cells.append((table[index], state))
            cells.sort()
            image = tuple(cells)
            if image in seen:
                continue
            seen.add(image)
            black = sum(1 << p for p, s in cells if s == ev.BLACK)
            white = sum(1 << p for p, s in cells if s == ev.WHITE)
            required = tuple((p, s) for p, s in cells if s != ANY)
            found.append(_Variant(k, swapped, black, white, required, frozenset(p for p, _ in cells)))
    return found


def _check(events: Iterable[int], chosen: list[_Variant]) -> tuple[int, int, int | None] | None:
    """The first (move, variant index, next move event or None) at which a variant matches."""
    watch: dict[int, list[tuple[int, int]]] = {}
    mismatch = []
    for vi, variant in enumerate(chosen):
        wrong = 0
        for point, wanted in variant.required:
            watch.setdefault(point, []).append((vi, wanted))
            if wanted != ev.EMPTY:
                wrong += 1
        mismatch.append(wrong)
    cells: dict[int, int] = {}
    zero = {vi for vi, wrong in enumerate(mismatch) if wrong == 0}
    moves = 0
    found: tuple[int, int] | None = None
    started = previous_set = False
    result = ev.RESULT
    for event in events:
        kind = event >> ev.SHIFT
        if found is None:
            # The positions the index knows: before each move, before a setup that follows play.
            is_set = kind > ev.CAPTURE
            if zero and (kind <= ev.PASS_WHITE or (is_set and started and not previous_set)):
                found = (moves, min(zero))
            previous_set = is_set
            started = True
        if found is not None:
            if kind <= ev.MOVE_WHITE and (event & ev.POINT_MASK) in chosen[found[1]].region:
                return found[0], found[1], event
            if kind <= ev.PASS_WHITE:
                moves += 1
            continue
        if kind <= ev.PASS_WHITE:
            moves += 1
        new = result[kind]
        if new is None:
            continue
        state = new
        point = event & ev.POINT_MASK
        targets = watch.get(point)
        old = cells.get(point, ev.EMPTY)
        cells[point] = state
        if targets is None or old == state:
            continue
        for vi, wanted in targets:
            if old == wanted:
                mismatch[vi] += 1
                zero.discard(vi)
            elif state == wanted:
                mismatch[vi] -= 1
                if mismatch[vi] == 0:
                    zero.add(vi)
    if found is None and zero:
        found = (moves, min(zero))
    if found is None:
        return None
    return found[0], found[1], None


class BitSetCache:
    """The ever-occupied bit sets of every line, loaded once per library generation."""

    def __init__(self) -> None:
        self.generation = -1
        self.rows: dict[tuple[int, int], list[tuple[int, int, int, int]]] = {}

    def lines(
        self, db: sqlite3.Connection, generation: int, width: int, height: int
    ) -> list[tuple[int, int, int, int]]:
        if generation != self.generation:
            self.rows = {}
            self.generation = generation
        rows = self.rows.get((width, height))
        if rows is None:
            little = int.from_bytes
            rows = [
                (game_id, line, little(black, "little"), little(white, "little"))
                for game_id, line, black, white in db.execute(
                    "SELECT lines.game_id, lines.line, lines.black_ever, lines.white_ever FROM lines "
                    "JOIN games ON games.id = lines.game_id WHERE games.width = ? AND games.height = ?",
                    (width, height),
                )
            ]
            self.rows[(width, height)] = rows
        return rows


def find_pattern(
    db: sqlite3.Connection,
    pattern: Pattern,
    cache: BitSetCache,
    generation: int,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
) -> list[PatternHit]:
    """The first hit of each game (the main line first, then the lowest variation)."""
    chosen = variants(pattern, swap_colors)
    if not any(state != ANY for state in pattern.cells.values()):
        raise PatternError("the pattern has no point that must be empty or hold a stone")
    allowed = set(game_ids) if game_ids is not None else None
    candidates: dict[tuple[int, int], list[_Variant]] = {}
    for game_id, line, black, white in cache.lines(db, generation, pattern.width, pattern.height):
        if (line and not variations) or (allowed is not None and game_id not in allowed):
            continue
        fits = [v for v in chosen if black & v.black == v.black and white & v.white == v.white]
        if fits:
            candidates[(game_id, line)] = fits
    hits: dict[int, PatternHit] = {}
    keys = sorted(candidates)
    for start in range(0, len(keys), 500):
        batch = keys[start : start + 500]
        games = sorted({g for g, _ in batch})
        marks = ",".join("?" * len(games))
        rows = db.execute(f"SELECT game_id, line, events FROM lines WHERE game_id IN ({marks})", games).fetchall()
        for game_id, line, blob in rows:
            maybe = candidates.get((game_id, line))
            if maybe is None or (game_id in hits and hits[game_id].line <= line):
                continue
            fits = maybe
            found = _check(ev.decode(blob), fits)
            if found is None:
                continue
            move, vi, event = found
            variant = fits[vi]
            continuation = None
            if event is not None:
                back = transform_table(inverse(variant.symmetry), pattern.width, pattern.height)
                color = ev.BLACK if event >> ev.SHIFT == ev.MOVE_BLACK else ev.WHITE
                if variant.swapped:
                    color = 3 - color
                continuation = (color, back[event & ev.POINT_MASK])
            hits[game_id] = PatternHit(game_id, line, move, variant.symmetry, variant.swapped, continuation)
    return sorted(hits.values(), key=lambda h: h.game_id)
