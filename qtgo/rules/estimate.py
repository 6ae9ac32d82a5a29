"""Dead stones, seki and an area-count score estimate for a position.

Certain life comes from Benson's algorithm; everything else from random playouts
(``_estimate_playout``) that never fill a player's own true eyes and never put an own
chain of several stones in atari. Verdicts are made per *group* (the chains of one
colour that share liberties), so a group is dead or alive as a whole: it is dead when
the opponent owns its stones and the empty points around them in most playouts.
Living groups next to a point that stays shared by both colours at the end of most
playouts (a liberty neither side may fill) are in seki.

Invading groups that stand alone in an area sealed by the other colour's wall are judged
together by their area (``_sealed``): all dead when the estimate gives the area to its
owner, none otherwise; the stones the playouts left in doubt are reported as ``unsure``.

The estimate is deterministic for a given seed: the playouts draw from their own
``random.Random(seed)``. It is colour-symmetric by construction: half the playouts run on
the mirrored position with the colours swapped (:func:`symmetric_playouts`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from qtgo.rules._estimate_playout import BLACK, EMPTY, WHITE, PlayoutBoard
from qtgo.rules._sealed import sealed_areas, settle_sealed
from qtgo.rules.benson import benson_grid, board_grid, grid_neighbours

if TYPE_CHECKING:  # imported lazily at run time: qtgo.rules re-exports this module
    from qtgo.rules import Board, Color, Point, Ruleset

#: Shared-liberty frequency above which a point counts as a seki liberty.
SEKI_SHARE = 0.5
#: How far around a group (in steps over empty points) its score looks when the
#: playouts leave the stones themselves in doubt.
HALO = 2
#: Mean ownership of a group's stones beyond which the playouts' verdict stands alone.
CLEAR = 0.5
#: Sums of ownership closer than this to a threshold are ties: the same sum added up in
#: another order (a mirrored board) must not fall on the other side of it.
TIE = 1e-9


@dataclass(frozen=True)
class Estimate:
    """What the estimator believes about a position (suggestions, not a ruling).

    ``ownership`` is per point, rows top to bottom: +1 black, -1 white, the mean over
    playouts. Scores are by area (stones plus surrounded empty points after removing
    the dead stones) with komi added to White.
    """

    dead: frozenset[Point]
    seki: frozenset[Point]
    ownership: list[list[float]] = field(compare=False)
    black_score: float
    white_score: float
    result: str
    #: The stones whose verdict the playouts left in doubt, dead or alive: the players
    #: should look at them (the count panel names them).
    unsure: frozenset[Point] = frozenset()


@dataclass
class GridEstimate:
    """The estimator's result on a row-major grid (indices instead of points)."""

    dead: set[int]
    seki: set[int]
    ownership: list[float]
    black_area: int
    white_area: int
    #: Stones whose verdict the playouts did not settle (the players should look at them).
    unsure: set[int] = field(default_factory=set)


def default_playouts(width: int, height: int) -> int:
    """Playouts per estimate: more on small boards, where each one is cheap.

    Tuned so that a finished 19×19 position takes well under half a second here.
    """
    area = width * height
    if area <= 81:
        return 300
    if area <= 169:
        return 200
    return 64


def _chains(width: int, height: int, cells: list[int], neighbours: list[tuple[int, ...]]) -> list[list[int]]:
    chain_of = [-1] * len(cells)
    chains: list[list[int]] = []
    for start, c in enumerate(cells):
        if c == EMPTY or chain_of[start] >= 0:
            continue
        ident = len(chains)
        chain_of[start] = ident
        members = [start]
        i = 0
        while i < len(members):
            p = members[i]
            i += 1
            for n in neighbours[p]:
                if cells[n] == c and chain_of[n] < 0:
                    chain_of[n] = ident
                    members.append(n)
        chains.append(members)
    return chains


def _area(
    cells: list[int], dead: set[int], neighbours: list[tuple[int, ...]], seki: set[int] | None = None
) -> tuple[int, int]:
    """Area count after removing ``dead``: stones plus single-colour empty regions.

    With ``seki`` given, an empty region bordered only by those stones (an eye of a
    group in seki) counts for nobody, for rule sets where seki eyes are not points.
    """
    board = [EMPTY if i in dead else c for i, c in enumerate(cells)]
    black = board.count(BLACK)
    white = board.count(WHITE)
    seen = [False] * len(board)
    for start, c in enumerate(board):
        if c != EMPTY or seen[start]:
            continue
        seen[start] = True
        region = [start]
        touches_b = touches_w = False
        only_seki = seki is not None
        i = 0
        while i < len(region):
            p = region[i]
            i += 1
            for n in neighbours[p]:
                cn = board[n]
                if cn == EMPTY:
                    if not seen[n]:
                        seen[n] = True
                        region.append(n)
                else:
                    if cn == BLACK:
                        touches_b = True
                    else:
                        touches_w = True
                    if only_seki and n not in seki:  # type: ignore[operator]
                        only_seki = False
        if only_seki:
            continue
        if touches_b and not touches_w:
            black += len(region)
        elif touches_w and not touches_b:
            white += len(region)
    return black, white


def run_playouts(
    width: int, height: int, cells: list[int], to_play: int, *, seed: int, playouts: int
) -> tuple[list[float], list[float]]:
    """Mean ownership per point and how often each point ends as a shared liberty."""
    size = width * height
    template = PlayoutBoard.from_grid(width, height, cells)
    rng = random.Random(seed)
    own_sum = [0] * size
    shared_sum = [0] * size
    max_moves = 3 * size
    for k in range(playouts):
        board = template.copy()
        # Alternate who starts: a finished position should not hinge on the move.
        board.playout(to_play if k % 2 == 0 else 3 - to_play, rng, max_moves)
        board.add_owners(own_sum, shared_sum)
    return [v / playouts for v in own_sum], [v / playouts for v in shared_sum]


def symmetric_playouts(
    width: int, height: int, cells: list[int], to_play: int, *, seed: int, playouts: int
) -> tuple[list[float], list[float]]:
    """:func:`run_playouts`, half on the position and half on its mirror image with the
    colours and the player to move swapped, averaged back.

    The random moves of one run favour whichever colour their order happens to suit; the
    mirrored run meets the same draws the other way round. So the estimate of a position
    mirrored with the colours swapped is exactly the mirror of this one (the two runs are
    the same two runs), and no verdict hangs on which colour a stone is.
    """
    half = max(1, (playouts + 1) // 2)
    mirror = [y * width + (width - 1 - x) for y in range(height) for x in range(width)]
    swap = (EMPTY, WHITE, BLACK)
    flipped = [swap[cells[mirror[i]]] for i in range(width * height)]
    own_a, shared_a = run_playouts(width, height, cells, to_play, seed=seed, playouts=half)
    own_b, shared_b = run_playouts(width, height, flipped, 3 - to_play, seed=seed, playouts=half)
    ownership = [(own_a[i] - own_b[mirror[i]]) / 2 for i in range(width * height)]
    shared = [(shared_a[i] + shared_b[mirror[i]]) / 2 for i in range(width * height)]
    return ownership, shared


def judge_groups(
    width: int,
    height: int,
    cells: list[int],
    ownership: list[float],
    shared: list[float],
    alive: set[int],
    neighbours: list[tuple[int, ...]],
    *,
    halo: int = HALO,
    clear: float = CLEAR,
) -> tuple[set[int], set[int], set[int], list[list[int]]]:
    """Dead and seki stones from playout statistics, decided per group; also the stones the
    playouts left in doubt (judged by their halo) and the groups' stones, for the sealed-area
    rule.

    A group is the chains of one colour that share liberties. When the mean ownership
    of its stones, from its own colour's side, is clearly positive or negative (at
    least ``clear``), that decides. Otherwise the playouts are in doubt and the score
    also takes in the empty points within ``halo`` steps of the stones: a weak group
    with no eye space of its own then leans to the side that surrounds it, as a
    player would judge it. Benson-alive groups live.
    """
    size = width * height
    chains = _chains(width, height, cells, neighbours)
    chain_of = [-1] * size
    for ident, members in enumerate(chains):
        for p in members:
            chain_of[p] = ident
    parent = list(range(len(chains)))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for p in range(size):
        if cells[p] != EMPTY:
            continue
        near = {chain_of[n] for n in neighbours[p] if cells[n] != EMPTY}
        for colour in (BLACK, WHITE):
            same = [c for c in near if cells[chains[c][0]] == colour]
            for c in same[1:]:
                parent[find(c)] = find(same[0])
    groups: dict[int, list[int]] = {}
    for ident in range(len(chains)):
        groups.setdefault(find(ident), []).append(ident)
    dead: set[int] = set()
    doubtful: set[int] = set()
    for members in groups.values():
        stones = [p for c in members for p in chains[c]]
        if any(p in alive for p in stones):
            continue
        sign = 1 if cells[stones[0]] == BLACK else -1
        own = sum(sign * ownership[p] for p in stones) / len(stones)
        if abs(own) >= clear - TIE:
            # The playouts agree: a living invasion must not be judged by the
            # opponent's territory around it.
            if own < 0:
                dead.update(stones)
            continue
        doubtful.update(stones)
        area = set(stones)
        frontier = stones
        for _ in range(halo):
            ring = []
            for p in frontier:
                for n in neighbours[p]:
                    if cells[n] == EMPTY and n not in area:
                        area.add(n)
                        ring.append(n)
            frontier = ring
        if sum(sign * ownership[p] for p in area) < -TIE:
            dead.update(stones)

    # Seki: living groups next to a point that stays shared by both colours at the
    # end of most playouts (a liberty neither side can fill without being captured).
    seki: set[int] = set()
    for p in range(size):
        if cells[p] == EMPTY and shared[p] > SEKI_SHARE:
            for n in neighbours[p]:
                if cells[n] != EMPTY and n not in dead:
                    for c in groups[find(chain_of[n])]:
                        seki.update(chains[c])
    stones_of = [[p for c in members for p in chains[c]] for members in groups.values()]
    return dead, seki, doubtful, stones_of


def estimate_grid(
    width: int,
    height: int,
    cells: list[int],
    to_play: int,
    *,
    seed: int = 0,
    playouts: int | None = None,
    seki_eyes_count: bool = True,
) -> GridEstimate:
    """The estimator on a row-major grid of 0 (empty), 1 (black), 2 (white)."""
    if playouts is None:
        playouts = default_playouts(width, height)
    playouts = max(1, playouts)
    neighbours = grid_neighbours(width, height)
    alive = benson_grid(width, height, cells, BLACK, neighbours)
    alive |= benson_grid(width, height, cells, WHITE, neighbours)
    ownership, shared = symmetric_playouts(width, height, cells, to_play, seed=seed, playouts=playouts)
    dead, seki, doubtful, groups = judge_groups(width, height, cells, ownership, shared, alive, neighbours)
    # Invaders standing alone in sealed areas are judged together, by their areas (``_sealed``).
    areas = sealed_areas(cells, neighbours, groups, alive)
    dead, unsure = settle_sealed(areas, ownership, dead, clear=CLEAR, tie=TIE)
    settled = {p for area in areas for p in area.stones}
    unsure |= doubtful - settled
    seki -= dead
    black_area, white_area = _area(cells, dead, neighbours, None if seki_eyes_count else seki)
    return GridEstimate(dead, seki, ownership, black_area, white_area, unsure)


def result_string(black: float, white: float, tie_winner: str | None = None) -> str:
    """SGF ``RE`` for a count: ``B+3.5``, ``W+0.5``, ``0`` (or ``B+0`` when a rule
    set gives ties to ``tie_winner``), written like ``qtgo.rules.format_result``."""
    margin = black - white
    if margin == 0:
        return "0" if tie_winner is None else f"{tie_winner}+0"
    return ("B+" if margin > 0 else "W+") + f"{abs(margin):.10g}"


def _tie_winner(ruleset: Ruleset) -> str | None:
    """Who wins a tie under ``ruleset`` (RULES.md §2; no handicap: Black moved first)."""
    tie_break = getattr(ruleset, "tie_break", None)
    name = getattr(tie_break, "name", "DRAW")
    if name == "BLACK_WINS":
        return "B"
    if name == "FIRST_PLAYER_LOSES":
        return "W"
    return None


def estimate(board: Board, to_play: Color, ruleset: Ruleset, *, seed: int = 0, playouts: int | None = None) -> Estimate:
    """Estimate dead stones, seki, ownership and the area score of ``board``.

    The score counts by area whatever the rule set (the board alone does not know
    the prisoners); komi comes from ``ruleset.komi`` and goes to White, and the eyes
    of groups in seki count only where ``ruleset.seki_eyes_count`` says so.
    """
    from qtgo.rules import Point

    width, height = board.width, board.height
    cells = board_grid(board)
    mover = BLACK if to_play.value == "B" else WHITE
    result = estimate_grid(
        width,
        height,
        cells,
        mover,
        seed=seed,
        playouts=playouts,
        seki_eyes_count=bool(getattr(ruleset, "seki_eyes_count", True)),
    )
    komi = float(ruleset.komi)
    black_score = float(result.black_area)
    white_score = result.white_area + komi

    def points(indices: set[int]) -> frozenset[Point]:
        return frozenset(Point(p % width, p // width) for p in indices)

    ownership = [result.ownership[y * width : (y + 1) * width] for y in range(height)]
    return Estimate(
        dead=points(result.dead),
        seki=points(result.seki),
        ownership=ownership,
        black_score=black_score,
        white_score=white_score,
        result=result_string(black_score, white_score, _tie_winner(ruleset)),
        unsure=points(result.unsure),
    )
