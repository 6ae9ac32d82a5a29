"""Counting a final position: area, territory and stone scoring, seki, komi, handicap.

RULES.md §2: dead stones are removed (and count as prisoners under territory scoring),
an empty region belongs to a colour when its border touches only that colour, komi goes
to White, and the handicap compensation of the rule set (Chinese N, AGA N-1) too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .board import BLACK, EMPTY, WHITE, Board
from .ruleset import Ruleset, Scoring, TieBreak
from .types import Color, Point

__all__ = ["SideScore", "ScoreBreakdown", "score_position", "detect_seki", "format_result"]

_COLORS = (None, Color.BLACK, Color.WHITE)


@dataclass(frozen=True)
class SideScore:
    """Every term of one colour's score; ``penalty`` is subtracted, the rest added."""

    territory: int = 0
    stones: int = 0
    prisoners: int = 0
    dead: int = 0
    komi: float = 0
    handicap: int = 0
    penalty: float = 0
    total: float = 0


@dataclass(frozen=True)
class ScoreBreakdown:
    """A counted position: both sides' terms, the result as SGF ``RE``, and what was counted where."""

    ruleset_name: str
    scoring: Scoring
    black: SideScore
    white: SideScore
    result: str
    winner: Color | None
    margin: float
    dead: frozenset[Point] = frozenset()
    seki: frozenset[Point] = frozenset()
    territory: dict[Point, Color] = field(default_factory=dict)
    neutral: frozenset[Point] = frozenset()


def format_result(winner: Color | None, margin: float) -> str:
    """SGF ``RE`` for a counted game: ``B+3.5``, ``W+1``, ``0``."""
    if winner is None:
        return "0"
    return f"{winner.value}+{margin:.10g}"


def _empty_regions(board: Board) -> list[tuple[list[int], set[int]]]:
    """Each maximal empty region with the chain representatives bordering it."""
    cells = board._cells
    chain = board._chain
    stride = board._stride
    seen: set[int] = set()
    regions = []
    for y in range(board.height):
        base = (y + 1) * stride + 1
        for index in range(base, base + board.width):
            if cells[index] != EMPTY or index in seen:
                continue
            region = [index]
            border: set[int] = set()
            seen.add(index)
            stack = [index]
            while stack:
                s = stack.pop()
                for t in (s - 1, s + 1, s - stride, s + stride):
                    v = cells[t]
                    if v == EMPTY:
                        if t not in seen:
                            seen.add(t)
                            region.append(t)
                            stack.append(t)
                    elif v == BLACK or v == WHITE:
                        border.add(chain[t])
            regions.append((region, border))
    return regions


def _self_atari(board: Board, p: int, code: int) -> bool:
    """Whether ``code`` playing at ``p`` leaves its own chain with at most one liberty.

    A move there that captures is no self-atari (and the opponent was not safe).
    """
    probe = board._probe(p, code)
    if probe is None:
        return False
    captured, _hash, _alive = probe
    if captured:
        return False
    cells = board._cells
    liberties: set[int] = set()
    for q in board._nbrs[p]:
        if cells[q] == EMPTY:
            liberties.add(q)
        elif cells[q] == code:
            liberties |= board._libs[board._chain[q]]  # type: ignore[operator]
    liberties.discard(p)
    return len(liberties) <= 1


def _seki_chains(board: Board) -> set[int]:
    """Representatives of chains in seki on a board whose dead stones are already removed.

    A chain is in seki when it shares a liberty with an opponent chain and neither side can
    fill that liberty without putting its own chain in atari (so neither can capture). The
    other chains of the same groups (joined through an eye, or bordering the same shared
    liberties) are in seki with them.
    """
    cells = board._cells
    chain = board._chain
    stride = board._stride
    result: set[int] = set()
    shared: set[int] = set()
    for y in range(board.height):
        base = (y + 1) * stride + 1
        for p in range(base, base + board.width):
            if cells[p] != EMPTY:
                continue
            around = [q for q in (p - 1, p + 1, p - stride, p + stride) if cells[q] in (BLACK, WHITE)]
            colours = {cells[q] for q in around}
            if len(colours) < 2:
                continue
            if _self_atari(board, p, BLACK) and _self_atari(board, p, WHITE):
                result.update(chain[q] for q in around)
                shared.add(p)
    if not result:
        return result
    regions = _empty_regions(board)
    changed = True
    while changed:
        changed = False
        for region, border in regions:
            if not border & result or border <= result:
                continue
            one_colour = len({cells[rep] for rep in border}) == 1
            if one_colour or shared.intersection(region):
                result |= border
                changed = True
    return result


def detect_seki(board: Board, dead: Iterable[Point] = ()) -> frozenset[Point]:
    """The points in seki (stones of seki chains and the empty points around them)."""
    alive = board.copy()
    alive.set_many(empty=[p for p in dead if board[p] is not None])
    reps = _seki_chains(alive)
    points: set[int] = set()
    for rep in reps:
        points.update(alive._members[rep])  # type: ignore[arg-type]
    for region, border in _empty_regions(alive):
        if border & reps:
            points.update(region)
    return frozenset(alive._point(i) for i in points)


def _expand_dead(board: Board, dead: Iterable[Point]) -> set[int]:
    """Dead points to whole chains (a chain cannot be half dead); empty points are ignored."""
    indices: set[int] = set()
    for point in dead:
        index = board._index(Point(*point))
        if board._cells[index] == EMPTY or index in indices:
            continue
        indices.update(board._members[board._chain[index]])  # type: ignore[arg-type]
    return indices


def score_position(
    board: Board,
    ruleset: Ruleset,
    *,
    dead: Iterable[Point] = (),
    captures: Mapping[Color, int] | None = None,
    handicap: int = 0,
    penalties: Mapping[Color, float] | None = None,
    seki: Iterable[Point] | None = None,
    first_player: Color = Color.BLACK,
) -> ScoreBreakdown:
    """Count ``board`` under ``ruleset`` with the ``dead`` stones removed.

    ``seki`` None detects seki; a collection overrides it: stones in it put their chains in
    seki, empty points in it count for nobody. Under territory scoring (``seki_eyes_count``
    False) every empty region touching a seki chain counts for nobody; under area scoring
    a seki chain's own eyes count for it, as in Chinese rules.
    """
    captures = captures or {}
    penalties = penalties or {}
    dead_indices = _expand_dead(board, dead)
    dead_count = [0, 0, 0]
    for index in dead_indices:
        dead_count[board._cells[index]] += 1
    alive = board.copy()
    if dead_indices:
        cells = alive._cells
        for index in dead_indices:
            cells[index] = EMPTY
        alive._rebuild()
    cells = alive._cells
    neutral_given: set[int] = set()
    if seki is None:
        seki_reps = _seki_chains(alive)
    else:
        seki_reps = set()
        for point in seki:
            index = alive._index(Point(*point))
            if cells[index] == EMPTY:
                neutral_given.add(index)
            else:
                seki_reps.add(alive._chain[index])
    seki_points: set[int] = set(neutral_given)
    for rep in seki_reps:
        seki_points.update(alive._members[rep])  # type: ignore[arg-type]
    territory: dict[int, int] = {}
    neutral: set[int] = set()
    for region, border in _empty_regions(alive):
        colours = {cells[rep] for rep in border}
        touches_seki = bool(border & seki_reps)
        if touches_seki:
            seki_points.update(region)
        if len(colours) == 1 and not (touches_seki and not ruleset.seki_eyes_count):
            owner = colours.pop()
            for index in region:
                if index in neutral_given:
                    neutral.add(index)
                else:
                    territory[index] = owner
        else:
            neutral.update(region)
    area = [0, 0, 0]
    for owner in territory.values():
        area[owner] += 1
    stones = [0, cells.count(BLACK), cells.count(WHITE)]
    compensation = ruleset.handicap_compensation.points(handicap)
    sides = []
    for code, color in ((BLACK, Color.BLACK), (WHITE, Color.WHITE)):
        prisoners = int(captures.get(color, 0))
        dead_taken = dead_count[3 - code]
        komi = ruleset.komi if code == WHITE else 0
        handicap_points = compensation if code == WHITE else 0
        penalty = penalties.get(color, 0)
        if ruleset.scoring is Scoring.AREA:
            total = area[code] + stones[code]
        elif ruleset.scoring is Scoring.TERRITORY:
            total = area[code] + prisoners + dead_taken
        else:
            total = stones[code]
        total = total + komi + handicap_points - penalty
        sides.append(
            SideScore(
                territory=area[code],
                stones=stones[code],
                prisoners=prisoners,
                dead=dead_taken,
                komi=komi,
                handicap=handicap_points,
                penalty=penalty,
                total=total,
            )
        )
    black, white = sides
    difference = black.total - white.total
    if difference > 0:
        winner: Color | None = Color.BLACK
    elif difference < 0:
        winner = Color.WHITE
    elif ruleset.tie_break is TieBreak.BLACK_WINS:
        winner = Color.BLACK
    elif ruleset.tie_break is TieBreak.FIRST_PLAYER_LOSES:
        # Seed 002: a tie is lost by the player who moved first (who wasted that advantage).
        winner = first_player.opponent
    else:
        winner = None
    margin = abs(difference)
    point = alive._point
    return ScoreBreakdown(
        ruleset_name=ruleset.name,
        scoring=ruleset.scoring,
        black=black,
        white=white,
        result=format_result(winner, margin),
        winner=winner,
        margin=margin,
        dead=frozenset(point(i) for i in dead_indices),
        seki=frozenset(point(i) for i in seki_points),
        territory={point(i): _COLORS[c] for i, c in territory.items()},  # type: ignore[misc]
        neutral=frozenset(point(i) for i in neutral),
    )

