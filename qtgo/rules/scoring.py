"""Counting a final position: area, territory and stone scoring, seki, komi, handicap.

RULES.md §2: dead stones are removed (and count as prisoners under territory scoring),
an empty region belongs to a colour when its border touches only that colour, komi goes
to White, and the handicap compensation of the rule set (Chinese N, AGA N-1) too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .board import BLACK, EMPTY, WHITE, Board
from .ruleset import CentreBonus, CornerBonus, Ruleset, Scoring, TieBreak
from .tibetan import CENTRE_POINTS, centre_point, corner_terms, first_on
from .types import Color, Move, Point

__all__ = ["SideScore", "ScoreBreakdown", "score_position", "detect_seki", "format_result"]

_COLORS = (None, Color.BLACK, Color.WHITE)
#: An eye of this many points or more counts as two eyes (room to make two).
_BIG_EYE = 4


@dataclass(frozen=True)
class SideScore:
    """Every term of one colour's score; ``penalty`` is subtracted, the rest added.

    ``centre`` and ``corners`` are Tibetan go's bonus terms (``corners`` is negative for a
    lost corner under ``CornerBonus.PENALTY``); 0 under every other rule set.
    """

    territory: int = 0
    stones: int = 0
    prisoners: int = 0
    dead: int = 0
    komi: float = 0
    handicap: int = 0
    penalty: float = 0
    total: float = 0
    centre: int = 0
    corners: int = 0


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
    #: The rule set counts Tibetan go's ``centre`` and ``corners`` terms (show them).
    bonuses: bool = False


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
                    elif v in (BLACK, WHITE):
                        border.add(chain[t])
            regions.append((region, border))
    return regions


def _regions_and_groups(board: Board) -> tuple[list[tuple[list[int], set[int]]], dict[int, int], set[int]]:
    """Empty regions, a group id per chain (chains joined by one-colour regions) and the
    representatives of chains with independent life (see ``_seki_chains``)."""
    cells = board._cells
    libs = board._libs
    regions = _empty_regions(board)
    parent: dict[int, int] = {}

    def find(r: int) -> int:
        root = r
        while parent.get(root, root) != root:
            root = parent[root]
        while parent.get(r, r) != root:
            parent[r], r = root, parent[r]
        return root

    eyes: list[tuple[list[int], set[int]]] = []
    for region, border in regions:
        if not border or len({cells[rep] for rep in border}) != 1:
            continue
        around = iter(border)
        first = find(next(around))
        for rep in around:
            root = find(rep)
            if root != first:
                parent[root] = first
        if len(region) >= _BIG_EYE:
            eyes.append((region, border))
            continue
        colour = cells[next(iter(border))]
        probe = board._probe(region[0], 3 - colour) if len(region) == 1 else None
        if probe is None or not probe[2]:
            eyes.append((region, border))
    # Benson-like: a chain needs two eyes of its own (a small eye counts once for every
    # chain around it, a big one twice: the players agreed these stones live, so a small
    # eye is taken as one eye without reading whether it could be reduced). A small eye stops counting for anyone when a chain around it is weak and
    # shares a liberty with a weak opponent chain (that chain lives in seki, and so does
    # the eye it shares). A weak chain that shares a small eye with a living chain and no
    # liberty with a weak opponent is connected to it: it lives too.
    chain = board._chain
    nbrs = board._nbrs
    reps = [rep for rep, members in enumerate(board._members) if members is not None]
    alive = set(reps)
    spoilt: set[int] = set()
    # Each round that goes on spoils at least one more eye (a finite set): it ends.
    while True:
        count = dict.fromkeys(reps, 0)
        for index, (region, border) in enumerate(eyes):
            if len(region) >= _BIG_EYE:
                for rep in border:
                    count[rep] += 2
                continue
            if index in spoilt:
                continue
            for rep in border:
                count[rep] += 1
        weak = {rep for rep in reps if count[rep] < 2}

        def in_seki(rep: int, weak: set[int] = weak) -> bool:
            other = 3 - cells[rep]
            return any(
                cells[q] == other and chain[q] in weak
                for p in libs[rep]  # type: ignore[union-attr]
                for q in nbrs[p]
            )

        seki_like = {rep for rep in weak if in_seki(rep)}
        newly = {
            i
            for i, (region, border) in enumerate(eyes)
            if i not in spoilt and len(region) < _BIG_EYE and border & seki_like
        }
        if not newly:
            break
        spoilt |= newly
    alive = set(reps) - weak
    while True:  # each round joins at least one more chain to the living: it ends
        joined = {
            rep
            for rep in weak - alive
            if rep not in seki_like
            and any(
                len(region) < _BIG_EYE and rep in border and border & alive
                for i, (region, border) in enumerate(eyes)
                if i not in spoilt
            )
        }
        if not joined:
            break
        alive |= joined
    group_of = {}
    for rep, members in enumerate(board._members):
        if members is not None:
            group_of[rep] = find(rep)
    return regions, group_of, alive


def _has_ko_capture(board: Board, code: int) -> bool:
    """Whether ``code`` can take a ko: capture one stone with a stone left with one liberty."""
    cells = board._cells
    stride = board._stride
    libs = board._libs
    chain = board._chain
    members = board._members
    other = 3 - code
    for y in range(board.height):
        base = (y + 1) * stride + 1
        for p in range(base, base + board.width):
            if cells[p] != EMPTY:
                continue
            taken = 0
            single = True
            empty_next = False
            for q in (p - 1, p + 1, p - stride, p + stride):
                v = cells[q]
                if v == EMPTY:
                    empty_next = True
                elif v == code:
                    single = False
                elif v == other and len(libs[chain[q]]) == 1:  # type: ignore[arg-type]
                    taken += len(members[chain[q]])  # type: ignore[arg-type]
            if taken == 1 and single and not empty_next:
                return True
    return False


def _fill_or_capture(
    work: Board,
    p: int,
    code: int,
    dame: bool,
    group_of: dict[int, int],
    independent: set[int],
    ko_resource: dict[int, bool],
) -> int:
    """Play ``code`` at ``p`` on the scratch board if the settling rules allow it.

    Returns 0 (not played), 1 (a dame filled) or 2 (a capture).
    """
    probe = work._probe(p, code)
    if probe is None or not probe[2]:
        return 0
    captured = probe[0]
    cells = work._cells
    chain = work._chain
    base: set[int] = set()
    friendly_independent = False
    for q in work._nbrs[p]:
        v = cells[q]
        if v == EMPTY:
            base.add(q)
        elif v == code:
            base |= work._libs[chain[q]]  # type: ignore[arg-type]
            if chain[q] in independent:
                friendly_independent = True
    base.discard(p)
    if captured:
        if any(r in independent for r in captured):
            return 0
        stones = sum(len(work._members[r] or ()) for r in captured)
        if stones == 1 and not base:
            return 0  # a ko capture: never settled statically
        defender = 3 - code
        if defender not in ko_resource:
            ko_resource[defender] = _has_ko_capture(work, defender)
        if ko_resource[defender]:
            return 0  # the defender has a ko to fight with: the group lives by ko
    elif not (dame and friendly_independent and len(base) >= 2):
        return 0
    work._apply(p, code, captured, False, probe[1])
    return 2 if captured else 1


def _seki_chains(board: Board) -> set[int]:
    """Representatives of chains in seki on a board whose dead stones are already removed.

    Every stone left on the board is alive (the players agreed so). A chain is in seki when
    it is alive *without independent life* and cannot be captured:

    1. Groups are the chains of one colour joined through eyes (empty regions whose border
       is that colour only). An eye is *secure* when it has two or more points, or it is
       one point where the opponent cannot play (a one-point eye where the opponent can
       capture is a ko or false eye). A group has *independent life* when it has two
       secure eyes or a secure eye of two or more points.
    2. The position is settled on a scratch board, as players fill dame before counting:
       a group with independent life fills the dame next to it (empty points of regions
       touching both colours) when its stone keeps two liberties; any stone may capture
       a chain without independent life when that is not a ko and the defender has no ko
       capture to fight with (groups that depend on a ko are left standing: seki by ko,
       as GNU Go's ``threeko``/``twoko`` positions). Repeat until nothing changes.
    3. A group still standing without independent life whose every liberty is *locked*
       (one of its own eyes, or a point next to an opponent stone: a shared liberty) is in
       seki: neither side can fill what is left without being captured. A group with an
       open liberty (unfinished play) is not. A chain of a living group that still shares
       a dame with a group in seki "possesses dame" (Japanese 1989 rules, article 7) and
       is in seki too; the rest of its group keeps its territory.

    Why this and not "a shared liberty neither side can fill": dame next to living groups
    hide sekis until they are filled (the big-eye seki of GNU Go's seki01), and ko eyes
    are no eyes (threeko3, twoko_seki1). Big-eye and flower shapes need no special case:
    the opponent stones inside the eye make its empty points shared liberties.
    """
    work = board.copy()
    # A bound on the rounds, never reached (a round that changes nothing ends it).
    for _round in range(board.width * board.height + 1):  # pragma: no branch
        regions, group_of, independent = _regions_and_groups(work)
        cells = work._cells
        ko_resource: dict[int, bool] = {}
        changed = False
        for region, border in regions:
            dame = len({cells[rep] for rep in border}) == 2
            for p in region:  # empty: a round plays on each point at most once
                for code in (BLACK, WHITE):
                    played = _fill_or_capture(work, p, code, dame, group_of, independent, ko_resource)
                    if played:
                        changed = True
                        if played == 2:
                            ko_resource.clear()
                        break
        if not changed:
            break
    regions, group_of, independent = _regions_and_groups(work)
    cells = work._cells
    eye_colour: dict[int, int] = {}
    for region, border in regions:
        colours = {cells[rep] for rep in border}
        if len(colours) == 1:
            colour = colours.pop()
            for p in region:
                eye_colour[p] = colour
    open_groups: set[int] = set()
    for rep, group in group_of.items():
        if rep in independent or group in open_groups:
            continue
        colour = cells[rep]
        other = 3 - colour
        for p in work._libs[rep]:  # type: ignore[union-attr]
            if eye_colour.get(p) == colour:
                continue
            if any(cells[q] == other for q in work._nbrs[p]):
                continue
            open_groups.add(group)
            break
    seki_reps = {rep for rep, group in group_of.items() if rep not in independent and group not in open_groups}
    # A chain of a living group that shares a liberty with a group in seki possesses a dame
    # nobody can fill (its side could not fill it while settling): it is in seki too.
    chain = work._chain
    for rep in independent:
        other = 3 - cells[rep]
        for p in work._libs[rep]:  # type: ignore[union-attr]
            if p in eye_colour:
                continue
            if any(cells[q] == other and chain[q] in seki_reps for q in work._nbrs[p]):
                seki_reps.add(rep)
                break
    result: set[int] = set()
    for rep, members in enumerate(board._members):
        if members is None:
            continue
        index = members[0]
        if work._cells[index] != board._cells[index]:
            continue  # captured while settling: not seki
        if work._chain[index] in seki_reps:
            result.add(rep)
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
    moves: Iterable[Move] = (),
) -> ScoreBreakdown:
    """Count ``board`` under ``ruleset`` with the ``dead`` stones removed.

    ``seki`` None detects seki; a collection overrides it: stones in it put their chains in
    seki, empty points in it count for nobody. Under territory scoring (``seki_eyes_count``
    False) every empty region touching a seki chain counts for nobody; under area scoring
    a seki chain's own eyes count for it, as in Chinese rules. ``moves`` (the game's, in
    order) tell who first played on the centre, for ``CentreBonus.FIRST``.
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
    centre, corners = _bonus_terms(alive, ruleset, territory, moves)
    sides = []
    for code, color in ((BLACK, Color.BLACK), (WHITE, Color.WHITE)):
        prisoners = int(captures.get(color, 0))
        dead_taken = dead_count[3 - code]
        komi = ruleset.komi if code == WHITE else 0
        handicap_points = compensation if code == WHITE else 0
        penalty = penalties.get(color, 0)
        total: float
        if ruleset.scoring is Scoring.AREA:
            total = area[code] + stones[code]
        elif ruleset.scoring is Scoring.TERRITORY:
            total = area[code] + prisoners + dead_taken
        else:
            total = stones[code]
        total = total + komi + handicap_points - penalty + centre[code] + corners[code]
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
                centre=centre[code],
                corners=corners[code],
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
    to_point = alive._point
    return ScoreBreakdown(
        ruleset_name=ruleset.name,
        scoring=ruleset.scoring,
        black=black,
        white=white,
        result=format_result(winner, margin),
        winner=winner,
        margin=margin,
        dead=frozenset(to_point(i) for i in dead_indices),
        seki=frozenset(to_point(i) for i in seki_points),
        territory={to_point(i): _COLORS[c] for i, c in territory.items()},  # type: ignore[misc]
        neutral=frozenset(to_point(i) for i in neutral),
        bonuses=ruleset.centre_bonus is not CentreBonus.NONE or ruleset.corner_bonus is not CornerBonus.NONE,
    )


def _bonus_terms(
    alive: Board, ruleset: Ruleset, territory: Mapping[int, int], moves: Iterable[Move]
) -> tuple[list[int], list[int]]:
    """Tibetan go's centre and corner terms by colour code (index 1 Black, 2 White)."""
    centre = [0, 0, 0]
    corners = [0, 0, 0]
    if ruleset.centre_bonus is CentreBonus.NONE and ruleset.corner_bonus is CornerBonus.NONE:
        return centre, corners
    width, height = alive.width, alive.height

    def owner(point: Point) -> Color | None:
        index = alive._index(point)
        code = alive._cells[index] or territory.get(index, 0)
        return _COLORS[code]

    tengen = centre_point(width, height)
    if tengen is not None and ruleset.centre_bonus is not CentreBonus.NONE:
        holder = first_on(tengen, moves) if ruleset.centre_bonus is CentreBonus.FIRST else owner(tengen)
        if holder is not None:
            centre[BLACK if holder is Color.BLACK else WHITE] = CENTRE_POINTS
    if ruleset.corner_bonus is not CornerBonus.NONE:
        terms = corner_terms(width, height, owner, all_corners=ruleset.corner_bonus is CornerBonus.ALL_CORNERS)
        corners[BLACK], corners[WHITE] = terms[Color.BLACK], terms[Color.WHITE]
    return centre, corners
