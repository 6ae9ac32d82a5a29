"""Telling an engine where to look: an analysis region, and a corner problem framed.

A region limits the search, not only what is shown: KataGo is told ``allow`` (GTP
``kata-analyze``) or ``allowMoves`` (its JSON engine) for both sides, ``depth`` plies deep,
so its reading of the local fight never wanders off to a big point elsewhere. An engine
that cannot be told (GNU Go's ``top_moves``, a bare ``genmove``) is filtered afterwards:
``Focus.restrict`` keeps only the candidates inside, for every engine alike.

A framed problem (``frame_position``) is the board with the rest filled by the two walls of
``qtgo.rules.tsumego_frame``, told to the engine as stones; it never touches the record.
Its komi evens out the walls, so the side that wins the local fight wins the game, and the
engine's numbers say who wins the corner rather than who was given the bigger wall.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from qtgo.engine.analysis import Analysis
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.position import EnginePosition
from qtgo.engine.sync import gtp_color
from qtgo.rules import Color, Move, Point, Scoring
from qtgo.rules.tsumego_frame import frame_keep_area, tsumego_frame

__all__ = ["FOCUS_DEPTH", "Focus", "FramedPosition", "frame_position", "problem_attacker"]

#: How many plies deep the search stays inside the region: a corner fight's whole reading.
FOCUS_DEPTH = 30


@dataclass(frozen=True)
class Focus:
    """The points where either side may play (and pass), for the first ``depth`` plies."""

    points: frozenset[Point]
    depth: int = FOCUS_DEPTH

    def __post_init__(self) -> None:
        if not self.points:
            raise EngineError(EngineFault.UNSUPPORTED, "an analysis region needs at least one point")
        if self.depth < 1:
            raise EngineError(EngineFault.UNSUPPORTED, f"the depth of a region must be at least 1, not {self.depth}")

    def allows(self, point: Point | None) -> bool:
        """Whether a move may be shown: inside the region, or a pass (always allowed)."""
        return point is None or point in self.points

    def vertices(self, height: int) -> list[str]:
        """The region as GTP vertices in reading order, and ``pass``."""
        ordered = sorted(self.points, key=lambda p: (p.y, p.x))
        return [p.to_gtp(height) for p in ordered] + ["pass"]

    def kata_allow(self, to_play: Color, height: int, *, both: bool = True) -> str:
        """The ``allow`` pairs of ``kata-analyze``/``lz-analyze``: the side to move first,
        then (``both``: KataGo takes one per player) the opponent."""
        moves = ",".join(self.vertices(height))
        players = (to_play, to_play.opponent) if both else (to_play,)
        return " ".join(f"allow {gtp_color(c)} {moves} {self.depth}" for c in players)

    def json_allow_moves(self, to_play: Color, height: int) -> list[dict[str, object]]:
        """The JSON engine's ``allowMoves``: one entry per player, as it allows."""
        moves = self.vertices(height)
        return [
            {"player": gtp_color(c), "moves": list(moves), "untilDepth": self.depth}
            for c in (to_play, to_play.opponent)
        ]

    def restrict(self, analysis: Analysis) -> Analysis:
        """Only the candidates inside (what GNU Go proposes elsewhere, KataGo's stray pass)."""
        kept = tuple(c for c in analysis.candidates if self.allows(c.point))
        if len(kept) == len(analysis.candidates):
            return analysis
        return replace(analysis, candidates=kept)


@dataclass(frozen=True)
class FramedPosition:
    """A position with the rest of the board filled: what the engine is told instead.

    ``frame`` holds only the stones added (to draw faintly); ``keep`` is the problem's box,
    where the board is as it stands and where candidates may be.
    """

    position: EnginePosition
    frame: Mapping[Point, Color]
    keep: frozenset[Point]
    attacker: Color

    def focus(self, region: Iterable[Point] = ()) -> Focus:
        """The moves to consider: the region when one is set, else the whole kept box."""
        points = frozenset(region) & self.keep
        return Focus(points or self.keep)

    def restrict(self, analysis: Analysis) -> Analysis:
        """The frame's ownership is no one's business: only the kept box keeps its shade."""
        if analysis.ownership is None:
            return analysis
        width = self.position.width
        ownership = tuple(
            value if Point(i % width, i // width) in self.keep else 0.0 for i, value in enumerate(analysis.ownership)
        )
        return replace(analysis, ownership=ownership)


def problem_attacker(width: int, height: int, stones: Mapping[Point, Color], fallback: Color) -> Color:
    """The side whose stones face the open board (it surrounds; the other lives inside).

    The open sides are those of the stones' box that are not the board's edge; the side
    whose stones stand nearer them, on average, attacks. ``fallback`` when it cannot tell.
    """
    if not stones:
        return fallback
    left, right = min(p.x for p in stones), max(p.x for p in stones)
    top, bottom = min(p.y for p in stones), max(p.y for p in stones)
    sides: list[tuple[int, int, int]] = []  # (axis: 0 x / 1 y, line, direction inwards)
    if left > 0:
        sides.append((0, left, 1))
    if right < width - 1:
        sides.append((0, right, -1))
    if top > 0:
        sides.append((1, top, 1))
    if bottom < height - 1:
        sides.append((1, bottom, -1))
    if not sides:
        return fallback
    mean: dict[Color, float] = {}
    for color in (Color.BLACK, Color.WHITE):
        own = [p for p, c in stones.items() if c is color]
        if not own:
            return color  # only the other colour's stones: this one comes to attack them
        total = sum(min((p[axis] - line) * inwards for axis, line, inwards in sides) for p in own)
        mean[color] = total / len(own)
    if mean[Color.BLACK] == mean[Color.WHITE]:
        return fallback
    return Color.BLACK if mean[Color.BLACK] < mean[Color.WHITE] else Color.WHITE


def frame_position(position: EnginePosition, region: Iterable[Point] = (), *, margin: int = 2) -> FramedPosition:
    """``position`` with a tsumego frame: the stones of the problem (those in ``region``
    and ``margin`` lines round it, when a region is given; else all) and walls elsewhere.

    Raises ``qtgo.rules.RulesError`` when there is nothing to frame or no room for a frame.
    """
    width, height = position.width, position.height
    board = position.board()
    stones = dict(board.stones())
    area = frozenset(region)
    if area:
        near = frame_keep_area(width, height, (), area, margin=margin)
        stones = {p: c for p, c in stones.items() if p in near}
    attacker = problem_attacker(width, height, stones, position.to_play.opponent)
    framed = tsumego_frame(width, height, stones, attacker, area, margin=margin)
    keep = frame_keep_area(width, height, stones, area, margin=margin)
    frame = {p: c for p, c in framed.items() if p not in keep}
    black = sorted(p for p, c in framed.items() if c is Color.BLACK)
    white = sorted(p for p, c in framed.items() if c is Color.WHITE)
    steps = tuple(Move(Color.BLACK, p) for p in black) + tuple(Move(Color.WHITE, p) for p in white)
    komi = _even_komi(position, frame, keep)
    told = EnginePosition(width, height, komi, position.ruleset, position.to_play, (), steps, from_board=True)
    return FramedPosition(told, frame, keep, attacker)


def _even_komi(position: EnginePosition, frame: Mapping[Point, Color], keep: frozenset[Point]) -> float:
    """Black's surplus in the walls (stones and eyes under area scoring, eyes alone under
    territory scoring): given to White, it leaves the problem to decide the game."""
    surplus = 0
    for y in range(position.height):
        for x in range(position.width):
            point = Point(x, y)
            if point in keep:
                continue
            owner = frame.get(point)
            if owner is None:  # an eye: the wall's round it
                owner = _eye_owner(point, frame, position.width, position.height)
                if owner is None:
                    continue
            elif position.ruleset.scoring is Scoring.TERRITORY:
                continue  # stones are not counted
            surplus += 1 if owner is Color.BLACK else -1
    return float(surplus)


def _eye_owner(point: Point, frame: Mapping[Point, Color], width: int, height: int) -> Color | None:
    around = {
        frame.get(Point(point.x + dx, point.y + dy))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if 0 <= point.x + dx < width and 0 <= point.y + dy < height
    }
    return next(iter(around)) if len(around) == 1 and None not in around else None
