"""The library as a coach: where the user's points go, over many analysed games.

Each game is summed up once (:func:`summarise`: the user's side, the month, the
opponent's rank, the time control, and the user's losses per phase and per corner
opening, each loss the player report's own, ``engine.report``); the statistics then add
up these small summaries, so ten thousand games take a fraction of a second.

A *corner opening* is the first stone played in each corner quadrant of the board, named
by its distances from the two nearest edges, smaller first (``"4-4"``, ``"3-4"``,
``"3-3"``): the user's opening moves in that quadrant are charged to it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from qtgo.clock import SgfTimeError, TimeControl
from qtgo.engine.report import Phase, Phases, game_losses
from qtgo.library.dates import parse_date
from qtgo.rules import Color, Point
from qtgo.sgf import GameTree

__all__ = ["Bucket", "GameSummary", "Statistics", "corner_of", "statistics", "summarise"]


@dataclass
class Bucket:
    """Moves and the points they lost; ``mean_loss`` per move."""

    moves: int = 0
    points_lost: float = 0.0

    def add(self, moves: int, lost: float) -> None:
        self.moves += moves
        self.points_lost += lost

    @property
    def mean_loss(self) -> float:
        return self.points_lost / self.moves if self.moves else 0.0


@dataclass(frozen=True)
class GameSummary:
    """One analysed game from the user's side: who, when, against whom, how lost."""

    color: Color
    month: str  # "YYYY-MM", or "" when the record has no readable date
    opponent_rank: str
    time_control: str
    phases: tuple[tuple[Phase, int, float], ...]  # (phase, moves, points lost)
    corners: tuple[tuple[str, int, float], ...]  # (corner opening, opening moves there, points lost)


def corner_of(point: Point, width: int, height: int) -> tuple[int, str] | None:
    """The quadrant (0..3) of ``point`` and its corner name (``"3-4"``); None on a centre line."""
    if 2 * point.x + 1 == width or 2 * point.y + 1 == height:
        return None
    right, bottom = 2 * point.x >= width, 2 * point.y >= height
    across = width - point.x if right else point.x + 1
    down = height - point.y if bottom else point.y + 1
    low, high = sorted((across, down))
    return (2 * int(bottom) + int(right)), f"{low}-{high}"


def _time_control(tree: GameTree) -> str:
    try:
        control = TimeControl.from_sgf(tree.root.get("TM"), tree.root.get("OT"))
    except SgfTimeError:
        return "?"
    return control.describe()


def summarise(tree: GameTree, me: Iterable[str], phases: Phases | None = None) -> GameSummary | None:
    """The game from the side of a player named in ``me`` (any case), or None if neither is."""
    names = {name.strip().casefold() for name in me}
    if (tree.black_player or "").strip().casefold() in names:
        color, rank = Color.BLACK, tree.white_rank
    elif (tree.white_player or "").strip().casefold() in names:
        color, rank = Color.WHITE, tree.black_rank
    else:
        return None
    losses = game_losses(tree, phases)
    width, height = tree.size
    corners: dict[int, str] = {}
    phase_sums = {phase: [0, 0.0] for phase in Phase}
    corner_sums: dict[str, list[float]] = {}
    for move in losses.moves:  # every evaluated move of either side, in order
        place = None if move.played is None else corner_of(move.played, width, height)
        if place is not None:
            corners.setdefault(place[0], place[1])
        if move.color is not color:
            continue
        phase = losses.phases.of(move.number)
        phase_sums[phase][0] += 1
        phase_sums[phase][1] += move.loss
        if phase is Phase.OPENING and place is not None:
            tally = corner_sums.setdefault(corners[place[0]], [0, 0.0])
            tally[0] += 1
            tally[1] += move.loss
    days = parse_date(tree.date)
    return GameSummary(
        color=color,
        month=days.first.strftime("%Y-%m") if days else "",
        opponent_rank=(rank or "").strip(),
        time_control=_time_control(tree),
        phases=tuple((phase, int(n), lost) for phase, (n, lost) in phase_sums.items()),
        corners=tuple((name, int(n), lost) for name, (n, lost) in sorted(corner_sums.items())),
    )


@dataclass
class Statistics:
    """Mean loss by phase and month, by opponent rank, by time control, and per corner opening."""

    games: int = 0
    by_month: dict[str, dict[Phase, Bucket]] = field(default_factory=dict)
    by_rank: dict[str, Bucket] = field(default_factory=dict)
    by_time_control: dict[str, Bucket] = field(default_factory=dict)
    openings: dict[str, Bucket] = field(default_factory=dict)

    def costliest_openings(self, count: int = 5) -> list[tuple[str, Bucket]]:
        """The corner openings where the most points went, most first."""
        return sorted(self.openings.items(), key=lambda item: (-item[1].points_lost, item[0]))[:count]


def statistics(summaries: Iterable[GameSummary]) -> Statistics:
    """The summaries added up."""
    found = Statistics()
    for game in summaries:
        found.games += 1
        month = found.by_month.get(game.month)
        if month is None:
            month = found.by_month[game.month] = {phase: Bucket() for phase in Phase}
        moves, lost = 0, 0.0
        for phase, count, loss in game.phases:
            month[phase].add(count, loss)
            moves += count
            lost += loss
        rank = found.by_rank.get(game.opponent_rank) or found.by_rank.setdefault(game.opponent_rank, Bucket())
        rank.add(moves, lost)
        control = found.by_time_control.get(game.time_control) or found.by_time_control.setdefault(
            game.time_control, Bucket()
        )
        control.add(moves, lost)
        for name, count, loss in game.corners:
            opening = found.openings.get(name) or found.openings.setdefault(name, Bucket())
            opening.add(count, loss)
    return found
