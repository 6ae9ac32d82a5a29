"""Pattern search: a region of the board, the stones it must hold, the points that must be
empty and the points that may hold anything, found under every symmetry, Kombilo-style.

Design, for speed in pure Python over tens of thousands of games:

1. Candidate filter. Each line of play stores two bit sets: the points where a black
   stone ever stood and those where a white one did. A pattern can only appear in a line
   whose sets contain the pattern's black and white stones (after the symmetry and the
   colour swap being tried). The sets are also kept as 64-bit words in ``line_bits``, so
   the filter is one SQL scan that returns only the candidates: nothing is loaded or
   cached in Python, and the first search is as fast as the next.
2. Exact check. The surviving lines are replayed from their stored events (moves with
   their captures, see ``events``): no rules, only list writes, and only for the events
   that touch the region (``_Plan.relevant``; the others are skipped in C). For each
   variant the check keeps the number of region points that differ from the pattern, so
   a position is compared in O(1).
3. Continuations. After the first move at which the region matches, the next move played
   inside the region is the continuation; it is mapped back into the pattern's own
   orientation (and colours, for a colour-swapped hit) and counted with the game's result.
   When the pattern is itself symmetric (the empty corner, say), moves it cannot tell apart
   are counted together, at the smallest of their points.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import compress
from operator import itemgetter
from typing import Any

from qtgo.library import events as ev
from qtgo.library.errors import PatternError
from qtgo.library.firsts import LATE, NEVER, block_of
from qtgo.library.schema import WORDS, bit_words
from qtgo.library.symmetry import inverse, symmetries_for, transform_table
from qtgo.rules import Point
from qtgo.sgf import GameTree, SgfError

__all__ = ["ANY", "Continuation", "Pattern", "PatternHit", "find_pattern", "scan_pattern"]

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
    plays: list[tuple[int, int]] = field(default_factory=list)  # (game, move from 1) in main lines
    years: tuple[int, ...] = ()  # the dated games' years, in order (``continuations``)
    judged: int = 0  # analysed games the verdict rests on
    mean_loss: float | None = None  # points the move lost there, on average


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


class _Plan:
    """What the exact check needs for one set of variants, made once per search and set.

    ``relevant[event]`` is 1 for the events the check must look at: those that change a
    point some variant requires, and every setup event (a setup that follows play is a
    position the index knows, like the position before a move). The other events, most
    of a game for a corner pattern, are skipped in C by ``itertools.compress``.
    """

    def __init__(self, chosen: list[_Variant], size: int) -> None:
        self.chosen = chosen
        self.size = size
        watch: dict[int, list[tuple[int, int]]] = {}
        self.mismatch = []
        for vi, variant in enumerate(chosen):
            wrong = 0
            for point, wanted in variant.required:
                watch.setdefault(point, []).append((vi, wanted))
                if wanted != ev.EMPTY:
                    wrong += 1
            self.mismatch.append(wrong)
        self.watch: list[tuple[tuple[int, int], ...]] = [tuple(watch.get(point, ())) for point in range(size)]
        relevant = bytearray(1 << 16)
        relevant[ev.SET_BLACK << ev.SHIFT :] = b"\x01" * ((8 - ev.SET_BLACK) << ev.SHIFT)
        for kind in (ev.MOVE_BLACK, ev.MOVE_WHITE, ev.CAPTURE):
            for point in watch:
                relevant[kind << ev.SHIFT | point] = 1
        self.relevant = bytes(relevant)


_CAPTURE = ev.CAPTURE
_SETUP_FROM = ev.SET_BLACK << ev.SHIFT
_MOVES_BELOW = ev.CAPTURE << ev.SHIFT  # events below this are moves and passes


def _sampled(events: Sequence[int], start: int, relevant: bytes) -> int:
    """Where the position after ``events[:start]`` is one the index knows, or -1.

    It is known before the next move, before a setup that follows play, and at the end;
    -1 when a relevant event (a capture in the region, a setup in a block) comes first.
    """
    end = len(events)
    j = start
    while j < end:
        event = events[j]
        if event < _MOVES_BELOW:
            return j
        if event >= _SETUP_FROM:
            return j if j and events[j - 1] < _SETUP_FROM else -1
        if relevant[event]:
            return -1
        j += 1
    return end


def _check(events: Sequence[int], plan: _Plan) -> tuple[int, int] | None:
    """The first (event index, variant index) at which a variant matches, at a known position."""
    mismatch = plan.mismatch[:]
    zero = {vi for vi, wrong in enumerate(mismatch) if wrong == 0}
    relevant = plan.relevant
    if zero:
        j = _sampled(events, 0, relevant)
        if j >= 0:
            return j, min(zero)
    watch = plan.watch
    cells = [ev.EMPTY] * plan.size
    result = ev.RESULT
    for i in compress(range(len(events)), map(relevant.__getitem__, events)):
        event = events[i]
        state = result[event >> ev.SHIFT]
        point = event & ev.POINT_MASK
        if state is not None and point < plan.size:
            old = cells[point]
            if old != state:
                cells[point] = state
                for vi, wanted in watch[point]:
                    if old == wanted:
                        mismatch[vi] += 1
                        zero.discard(vi)
                    elif state == wanted:
                        mismatch[vi] -= 1
                        if mismatch[vi] == 0:
                            zero.add(vi)
        if zero:
            j = _sampled(events, i + 1, relevant)
            if j >= 0:
                return j, min(zero)
    return None


def _words_sql(column: str, bits: int, test: str) -> list[str]:
    """``column0 & mask`` tested against ``test`` ("mask" or "0") for each non-zero word of ``bits``."""
    return [
        f"({column}{i} & {mask}) = {mask if test == 'mask' else 0}" for i, mask in enumerate(bit_words(bits)) if mask
    ]


def _candidates_sql(chosen: list[_Variant], width: int, height: int, variations: bool) -> tuple[str, str]:
    """(the columns, the conditions) of the ``line_bits`` rows a pattern may appear in.

    The conditions keep the lines whose ever-occupied points hold some variant's stones.
    The columns: game, line, ``fits`` (bit ``i``: variant ``i``'s stones all stood there
    some time), ``plain`` (bit ``i``: and no stone of the other colour ever stood on them,
    so the first stone there was the pattern's: ``first`` may answer), ``first`` and the
    words (a continuation's colour). The masks are written into the statement as numbers
    (they are integers this code made), which lets SQLite stop at the first word that
    fails; on ``line_bits``'s 384 points only, so a larger board's pattern is filtered on
    its top rows and checked by a replay.
    """
    terms: list[str] = []
    fits: list[str] = []
    plain: list[str] = []
    every_line = False  # a variant without stones: every line may hold it
    small = width * height <= 64 * WORDS
    for vi, variant in enumerate(chosen):
        conditions = _words_sql("b", variant.black, "mask") + _words_sql("w", variant.white, "mask")
        fits.append(f"(({' AND '.join(conditions) if conditions else '1'}) << {vi})")
        if small:
            other = _words_sql("w", variant.black, "0") + _words_sql("b", variant.white, "0")
            plain.append(f"(({' AND '.join(other) if other else '1'}) << {vi})")
        terms.append("(" + " AND ".join(conditions) + ")")
        every_line = every_line or not conditions
    words = ", ".join(f"line_bits.{c}{i}" for c in "bw" for i in range(WORDS))
    columns = (
        f"line_bits.game_id, line_bits.line, {' | '.join(fits)}, {' | '.join(plain) if plain else '0'},"
        f" line_bits.first, {words}"
    )
    where = f"line_bits.width = {int(width)} AND line_bits.height = {int(height)}"
    if not variations:
        where += " AND line_bits.line = 0"
    if not every_line:
        where += " AND (" + " OR ".join(terms) + ")"
    return columns, where


def find_pattern(
    db: sqlite3.Connection,
    pattern: Pattern,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
) -> list[PatternHit]:
    """The first hit of each game (the main line first, then the lowest variation), by game."""
    hits = scan_pattern(db, pattern, swap_colors=swap_colors, variations=variations, game_ids=game_ids)
    return [hit for hit in hits if hit is not None]


#: The orders ``scan_pattern`` reads candidates in.
BY_ID = "id"
BY_DATE = "date"


def scan_pattern(
    db: sqlite3.Connection,
    pattern: Pattern,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
    order: str = BY_ID,
) -> Iterator[PatternHit | None]:
    """``find_pattern``'s hits one game at a time, by game id or by date (``games.date_key``;
    each game's lines stay together), and None after each batch of games looked at: a caller
    that needs only the first page of hits stops the scan there, and one that goes on in
    steps knows each step is short. The candidates are read a batch at a time, each batch
    one statement run to its end (no statement is left open between steps)."""
    chosen = variants(pattern, swap_colors)
    if not any(state != ANY for state in pattern.cells.values()):
        raise PatternError("the pattern has no point that must be empty or hold a stone")
    if order not in (BY_ID, BY_DATE):
        raise ValueError(f"no such order: {order}")
    allowed = set(game_ids) if game_ids is not None else None
    columns, where = _candidates_sql(chosen, pattern.width, pattern.height, variations)
    batches = _by_date(db, columns, where) if order == BY_DATE else _by_id(db, columns, where)
    return _scan(db, pattern, chosen, batches, allowed)


#: A ``line_bits`` row as ``_candidates_sql`` reads it.
_Candidate = tuple[Any, ...]


def _by_id(db: sqlite3.Connection, columns: str, where: str, step: int = 20_000) -> Iterator[list[_Candidate]]:
    """The candidates by game id, a range of ``step`` ids a statement."""
    low, high = db.execute("SELECT min(game_id), max(game_id) FROM line_bits").fetchone()
    if low is None:
        return
    sql = (
        f"SELECT {columns} FROM line_bits WHERE line_bits.game_id BETWEEN ? AND ? AND {where}"
        " ORDER BY line_bits.game_id, line_bits.line"
    )
    for start in range(low, high + 1, step):
        yield db.execute(sql, (start, start + step - 1)).fetchall()


def _by_date(db: sqlite3.Connection, columns: str, where: str) -> Iterator[list[_Candidate]]:
    """The candidates by date (``games.date_key``, then id): SQLite walks the date index and
    looks each game's lines up, a few hundred candidates a statement at first (a thousand
    more each time, up to 8,000), so the first page is found after a look at a few hundred
    games however many the library holds, and a pattern with few candidates is read in few
    statements. Each batch starts after the last game of the one before, with two seeks in
    the index (the rest of its date, then the later dates): a date many games share is not
    read again from its start for each batch."""
    select = (
        f"SELECT {columns}, games.date_key FROM games CROSS JOIN line_bits ON line_bits.game_id = games.id"
        f" WHERE {{}} AND {where} ORDER BY games.date_key, games.id, line_bits.line LIMIT ?"
    )
    same = select.format("games.date_key = ? AND games.id > ?")
    later = select.format("games.date_key > ?")
    after: tuple[str, int] = ("", -1)
    size = 500
    while True:
        rows = db.execute(same, (*after, size)).fetchall()
        if len(rows) < size:
            rows += db.execute(later, (after[0], size - len(rows))).fetchall()
        if not rows:
            return
        if len(rows) == size and rows[0][0] != rows[-1][0]:  # the last game's other lines come next time
            last = rows[-1][0]
            while rows[-1][0] == last:
                rows.pop()
        after = (rows[-1][-1], rows[-1][0])
        yield rows
        size = min(size + 1000, 8000)


def _scan(
    db: sqlite3.Connection,
    pattern: Pattern,
    chosen: list[_Variant],
    batches: Iterator[list[_Candidate]],
    allowed: set[int] | None,
) -> Iterator[PatternHit | None]:
    size = pattern.width * pattern.height
    plans: dict[tuple[int, ...], _Plan] = {}
    fast = [_Fast(variant, pattern) for variant in chosen]
    done: set[int] = set()
    for rows in batches:
        for start in range(0, len(rows), 500):
            batch = [row for row in rows[start : start + 500] if allowed is None or row[0] in allowed]
            answers = [_answered(row, fast) for row in batch]
            replay = [(row[0], row[1]) for row, answer in zip(batch, answers, strict=True) if type(answer) is _Replay]
            blobs = _blobs(db, replay) if replay else {}
            for row, answer in zip(batch, answers, strict=True):
                game_id, line = row[0], row[1]
                if game_id in done:
                    continue
                if type(answer) is _Replay:
                    answer = _settled(answer, row, blobs[(game_id, line)], pattern, chosen, plans, size)
                if answer is not None:
                    done.add(game_id)
                    yield answer  # type: ignore[misc]
            yield None  # a batch checked


@functools.cache
def _bits(mask: int) -> tuple[int, ...]:
    """The bits set in ``mask``, lowest first (a variant set; there are few of them)."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


def _settled(
    answer: _Replay,
    row: _Candidate,
    blob: bytes,
    pattern: Pattern,
    chosen: list[_Variant],
    plans: dict[tuple[int, ...], _Plan],
    size: int,
) -> PatternHit | None:
    """A line's answer from a replay of the variants ``first`` could not answer, weighed
    against the others' answer from ``first``: the earlier match wins, and on the same move
    (where the replay alone knows which came first) every variant is replayed together."""
    game_id, line, fits = row[0], row[1], row[2]
    replayed = _hit_in(game_id, line, blob, _bits(answer.replay), pattern, chosen, plans, size)
    known = answer.known
    if known is None or (replayed is not None and replayed.move < known.move):
        return replayed
    if replayed is None or known.move < replayed.move:
        return known
    return _hit_in(game_id, line, blob, _bits(fits), pattern, chosen, plans, size)


def _blobs(db: sqlite3.Connection, wanted: list[tuple[int, int]]) -> dict[tuple[int, int], bytes]:
    """The events of these lines."""
    games = sorted({game for game, _ in wanted})
    keep = set(wanted)
    rows = db.execute(
        "SELECT game_id, line, events FROM lines WHERE game_id IN (SELECT value FROM json_each(?))",
        (json.dumps(games),),
    )
    return {(g, line): blob for g, line, blob in rows if (g, line) in keep}


class _Fast:
    """One variant, answered from a line's ``first`` bytes (see ``firsts``)."""

    def __init__(self, variant: _Variant, pattern: Pattern) -> None:
        width, height = pattern.width, pattern.height
        self.variant = variant
        stones = [p for p, s in variant.required if s != ev.EMPTY]
        empties = [p for p, s in variant.required if s == ev.EMPTY]
        # Each getter reads a tuple, whatever the number of points (the first read twice).
        self.stones = itemgetter(*stones, *stones[:1]) if stones else None
        #: ``stones_from(first)``: the move from which the pattern's stones all stood there
        #: (none of its matches is earlier; ``LATE``: move ``LATE`` or after).
        self.stones_from: Callable[[bytes], int] = (
            itemgetter(stones[0]) if len(stones) == 1 else self._stones_from  # one stone: its byte
        )
        self.empties = itemgetter(*empties, *empties[:1]) if empties else None
        self.region = tuple(sorted(variant.region))
        self.in_region = itemgetter(*self.region, *self.region[:1])
        blocks = sorted({block_of(p, width, height) for p in self.region})
        self.blocks = itemgetter(*blocks, *blocks[:1])
        # The points that must be empty, by block: one filled in a block that never loses a
        # stone stays filled, so the pattern cannot match from then on.
        by_block: dict[int, list[int]] = {}
        for p in empties:
            by_block.setdefault(block_of(p, width, height), []).append(p)
        self.empty_blocks = [(block, itemgetter(*points, *points[:1])) for block, points in by_block.items()]
        self.back = transform_table(inverse(variant.symmetry), width, height)

    def _stones_from(self, first: bytes) -> int:
        return max(self.stones(first)) if self.stones is not None else 0

    def when(self, first: bytes, t: int) -> tuple[int, int, int]:
        """(the move after which the line's region first matches, or ``NEVER`` when it never
        does, or ``LATE`` when the bytes cannot tell; the earliest move it may match, when
        they cannot; the first move at which the region lost a stone, as far as they know).
        ``t``: ``stones_from``."""
        lost = min(self.blocks(first))
        if t >= LATE:
            unknown_from = LATE  # a stone of the pattern came late: no match before
        elif t >= lost:
            unknown_from = t  # no match before the last stone came, nothing known after
        elif self.empties is not None and min(self.empties(first)) <= t:
            if lost == NEVER:
                return NEVER, NEVER, lost  # filled by then, and for good
            unknown_from = lost  # no match until the region lost a stone
        else:
            return t, t, lost
        # No match before ``unknown_from``; none after either if a point that must be empty
        # was filled by then, in a block that never loses a stone.
        for block, points in self.empty_blocks:
            if first[block] == NEVER:
                filled = min(points(first))
                if filled <= unknown_from and filled < LATE:
                    return NEVER, NEVER, lost
        return LATE, unknown_from, lost


@dataclass(frozen=True)
class _Replay:
    """What ``first`` could not answer: the variants to replay (a bit set), and the answer
    of the others (None: none of them matches)."""

    replay: int
    known: PatternHit | None


def _answered(row: _Candidate, fast: list[_Fast]) -> PatternHit | _Replay | None:
    """A line's answer from ``first``: the variants are looked at from the one whose stones
    all came first, and only until one matches (no later one can come first). A variant
    whose stones may have come in the other colour first, or whose answer falls after its
    region first lost a stone, is left to a replay (``_Replay``) if it might come first."""
    game_id, line, fits, plain, first = row[:5]
    if first is None or not fits & plain:
        return _Replay(fits, None)
    variants = _bits(fits)
    if len(variants) == 1:
        order: Iterable[tuple[int, int]] = ((fast[variants[0]].stones_from(first), variants[0]),)
    else:
        order = sorted([(fast[vi].stones_from(first), vi) for vi in variants])
    best = NEVER
    lost = NEVER
    chosen: _Fast | None = None
    unknown: list[tuple[int, int]] = []  # (the earliest move it may match, variant)
    for t, vi in order:
        if t >= best:
            break  # its stones came no earlier than the match found: it cannot come first
        if not plain >> vi & 1:
            unknown.append((t, vi))
            continue
        found, earliest, region_lost = fast[vi].when(first, t)
        if found < LATE:
            best, lost, chosen = found, region_lost, fast[vi]
        elif found == LATE:
            unknown.append((earliest, vi))
    replay = sum(1 << vi for earliest, vi in unknown if earliest <= best)
    if chosen is None:
        return _Replay(replay, None) if replay else None
    values = chosen.in_region(first)
    after = min(filter(best.__lt__, values), default=NEVER)
    if after == LATE or after > lost:
        return _Replay(fits, None)  # the next move in the region is not one the bytes know
    variant = chosen.variant
    continuation = None
    if after != NEVER:
        point = chosen.region[values.index(after)]
        word, bit = 5 + (point >> 6), point & 63
        black = row[word] >> bit & 1
        if black == row[word + WORDS] >> bit & 1:
            return _Replay(fits, None)  # both colours stood there: which came first is not known
        color = ev.BLACK if black else ev.WHITE
        continuation = (3 - color if variant.swapped else color, chosen.back[point])
    hit = PatternHit(game_id, line, best, variant.symmetry, variant.swapped, continuation)
    return _Replay(replay, hit) if replay else hit


def _hit_in(
    game_id: int,
    line: int,
    blob: bytes,
    fits: tuple[int, ...],
    pattern: Pattern,
    chosen: list[_Variant],
    plans: dict[tuple[int, ...], _Plan],
    size: int,
) -> PatternHit | None:
    """Where the line first reaches one of the variants ``fits`` (indices into ``chosen``,
    in order), by a replay, with the next move in the region; or None."""
    plan = plans.get(fits)
    if plan is None:
        plan = plans[fits] = _Plan([chosen[vi] for vi in fits], size)
    events = ev.decode(blob)
    match = _check(events, plan)
    if match is None:
        return None
    at, vi = match
    variant = plan.chosen[vi]
    move = sum(1 for event in events[:at] if event < _MOVES_BELOW)
    continuation = None
    for event in events[at:]:
        if event >> ev.SHIFT <= ev.MOVE_WHITE and (event & ev.POINT_MASK) in variant.region:
            back = transform_table(inverse(variant.symmetry), pattern.width, pattern.height)
            color = ev.BLACK if event >> ev.SHIFT == ev.MOVE_BLACK else ev.WHITE
            if variant.swapped:
                color = 3 - color
            continuation = (color, back[event & ev.POINT_MASK])
            break
    return PatternHit(game_id, line, move, variant.symmetry, variant.swapped, continuation)
