"""Pattern search: a region of the board, the stones it must hold, the points that must be
empty and the points that may hold anything, found under every symmetry, Kombilo-style.

Design, for speed in pure Python over hundreds of thousands of games:

1. Candidate filter. Each line of play stores two bit sets: the points where a black
   stone ever stood and those where a white one did, as 64-bit words in ``line_bits``. A
   pattern can only appear in a line whose sets contain the pattern's black and white
   stones (after the symmetry and the colour swap being tried), so the filter is one SQL
   scan that returns only the candidates, read a batch at a time: by game id, or by date
   through ``games.date_key``'s index (the Library window's first page is found after a
   look at a few hundred games, however many the library holds). The same statement says
   which variants each candidate fits (their stones all stood there in their colour).
2. Exact check. Most candidates are answered from ``line_bits.first`` (``firsts``: when
   each point first got its stone and in which colour, when each block of points first
   lost one) without a replay: up to a region's first loss, its points fill once and for
   good, so the region matches after move ``t`` exactly when the pattern's stones all came
   by ``t`` and its empty points after it. A batch of candidates is answered at once, with
   numpy (``first_batch``). What the bytes cannot tell (a match after a capture in the
   region, a stone that may have come in the other colour first) is replayed from the
   stored events (moves with their captures, see ``events``): no rules, only list writes,
   and only for the events that touch the region (``_Plan.relevant``; the others are
   skipped in C). For each variant the check keeps the number of region points that
   differ from the pattern, so a position is compared in O(1). Both ways give the same
   answers (``tests/library/test_library_search.py`` forces the replay to check). The
   candidates are read and answered in ``pattern_scan`` (a step at a time, for the Library
   window's pages) and ``pattern_columns`` (every hit at once, as arrays, its lines to
   replay all together with numpy: ``pattern_replay``, the same answers as ``_check``);
   this module has the pattern, its variants and the replay.
3. Continuations. After the first move at which the region matches, the next move played
   inside the region is the continuation; it is mapped back into the pattern's own
   orientation (and colours, for a colour-swapped hit) and counted with the game's result.
   When the pattern is itself symmetric (the empty corner, say), moves it cannot tell apart
   are counted together, at the smallest of their points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import compress
from typing import NamedTuple

from qtgo.library import events as ev
from qtgo.library.errors import PatternError
from qtgo.library.symmetry import inverse, symmetries_for, transform_table
from qtgo.rules import Point
from qtgo.sgf import GameTree, SgfError

__all__ = ["ANY", "Continuation", "Pattern", "PatternHit", "variants"]

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


class PatternHit(NamedTuple):
    """Where a line first reaches a pattern. A named tuple, not a frozen dataclass: a search
    of the 4-4 stone in 200,000 games makes 178,000 of them (as ``rows.GameRow``)."""

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
    # (game, its move from 1) in the main lines of the games with verdicts: the verdict's moves
    plays: list[tuple[int, int]] = field(default_factory=list)
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
    return _hit_at(game_id, line, events, at, plan.chosen[vi], pattern)


def _hit_at(game_id: int, line: int, events: Sequence[int], at: int, variant: _Variant, pattern: Pattern) -> PatternHit:
    """The hit of a line that reaches ``variant`` before its event ``at``, with the next move
    in the region."""
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
