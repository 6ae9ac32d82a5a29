"""A pattern search asked from a rectangle of a game's board, and its answer as board marks.

The main window's region tool keeps a :class:`RegionQuery` (the position, the rectangle
dragged over it and the points marked "anything") and asks for its :meth:`~RegionQuery.pattern`;
the answer comes back as :class:`ContinuationMark` rows: a letter per point, the count and
each side's wins, and the first game that went on there. Plain data, so that the rules of
what is searched and what is drawn are tested without Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from qtgo.library import events as ev
from qtgo.library.continuations import YearsSummary
from qtgo.library.errors import PatternError
from qtgo.library.library import SearchHit, SearchResult
from qtgo.library.pattern import ANY, Pattern
from qtgo.rules import Color, Point

__all__ = [
    "ContinuationMark",
    "Region",
    "RegionQuery",
    "board_letters",
    "continuation_marks",
    "letter",
    "point_letters",
]

Coord = tuple[int, int]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def letter(number: int) -> str:
    """A, B, ... Z, then a, b, ... z as Kombilo labels the next moves; "?" after that."""
    return _LETTERS[number] if 0 <= number < len(_LETTERS) else "?"


def point_letters(points: Iterable[object]) -> list[str]:
    """The letter of each row: a new one for each new point, the same for a point seen before
    (Black's and White's move at one point are one letter on the board)."""
    letters: dict[object, str] = {}
    return [letters.setdefault(point, letter(len(letters))) for point in points]


@dataclass(frozen=True)
class Region:
    """A rectangle of points, corners included: columns ``x0..x1``, rows ``y0..y1``."""

    x0: int
    y0: int
    x1: int
    y1: int

    @classmethod
    def spanning(cls, a: Coord, b: Coord) -> Region:
        """The rectangle with corners ``a`` and ``b``, in whichever order they were given."""
        return cls(min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))

    def __contains__(self, point: object) -> bool:
        if not isinstance(point, tuple) or len(point) != 2:
            return False
        x, y = point
        return bool(self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1)

    def points(self) -> Iterator[Coord]:
        for y in range(self.y0, self.y1 + 1):
            for x in range(self.x0, self.x1 + 1):
                yield x, y

    @property
    def columns(self) -> int:
        return self.x1 - self.x0 + 1

    @property
    def rows(self) -> int:
        return self.y1 - self.y0 + 1


@dataclass(frozen=True)
class RegionCounts:
    """What the region asks for: stones of each colour, points that must be empty, wildcards."""

    black: int
    white: int
    empty: int
    wild: int


@dataclass(frozen=True)
class RegionQuery:
    """The position searched (stones as ``events.BLACK``/``WHITE`` by (x, y)), its region and wildcards."""

    width: int
    height: int
    stones: Mapping[Coord, int] = field(default_factory=dict)
    region: Region | None = None
    wild: frozenset[Coord] = frozenset()

    @classmethod
    def of_position(cls, width: int, height: int, stones: Mapping[Point, Color]) -> RegionQuery:
        """A query on a board's stones (a ``BoardDisplay``'s), with no region yet."""
        return cls(width, height, {(p.x, p.y): ev.BLACK if c is Color.BLACK else ev.WHITE for p, c in stones.items()})

    def on_position(self, width: int, height: int, stones: Mapping[Point, Color]) -> RegionQuery:
        """The same region and wildcards on another position (none if the board size changed)."""
        moved = RegionQuery.of_position(width, height, stones)
        if (width, height) != (self.width, self.height):
            return moved
        return replace(moved, region=self.region, wild=self.wild)

    def with_region(self, region: Region) -> RegionQuery:
        """This rectangle (kept on the board), with the wildcards that lie inside it."""
        clipped = Region(
            max(0, region.x0), max(0, region.y0), min(self.width - 1, region.x1), min(self.height - 1, region.y1)
        )
        return replace(self, region=clipped, wild=frozenset(p for p in self.wild if p in clipped))

    def toggle_wild(self, points: Iterable[Coord]) -> RegionQuery:
        """Mark the region's points among ``points`` as "anything", or unmark them if all were."""
        if self.region is None:
            return self
        inside = {p for p in points if p in self.region}
        if not inside:
            return self
        wild = self.wild - inside if inside <= self.wild else self.wild | inside
        return replace(self, wild=frozenset(wild))

    def cleared(self) -> RegionQuery:
        return replace(self, region=None, wild=frozenset())

    @property
    def ready(self) -> bool:
        """A region with at least one point that must be empty or hold a stone: it can be searched."""
        return self.region is not None and any(p not in self.wild for p in self.region.points())

    def counts(self) -> RegionCounts:
        black = white = empty = wild = 0
        for point in self.region.points() if self.region is not None else ():
            state = ANY if point in self.wild else self.stones.get(point, ev.EMPTY)
            if state == ANY:
                wild += 1
            elif state == ev.BLACK:
                black += 1
            elif state == ev.WHITE:
                white += 1
            else:
                empty += 1
        return RegionCounts(black, white, empty, wild)

    def pattern(self) -> Pattern:
        """The library pattern: the region's stones, its other points empty but for the wildcards."""
        if self.region is None or not self.ready:
            raise PatternError("choose a region with at least one point that is not 'anything'")
        cells = {
            y * self.width + x: ANY if (x, y) in self.wild else self.stones.get((x, y), ev.EMPTY)
            for x, y in self.region.points()
        }
        return Pattern(self.width, self.height, cells)


@dataclass(frozen=True)
class ContinuationMark:
    """One next move of a search's games: its letter on the board, who played it, how it went."""

    letter: str
    point: Coord
    color: int  # events.BLACK or events.WHITE
    count: int
    black_wins: int
    white_wins: int
    game: SearchHit | None  # the first game found that went on here (a click opens it)
    years: YearsSummary | None = None  # when it was played, against every game found
    judged: int = 0  # analysed games the engine's verdict rests on
    mean_loss: float | None = None  # points the move lost there, on average

    @property
    def black_percent(self) -> float:
        return 100.0 * self.black_wins / self.count if self.count else 0.0

    @property
    def white_percent(self) -> float:
        return 100.0 * self.white_wins / self.count if self.count else 0.0


def continuation_marks(result: SearchResult, width: int) -> list[ContinuationMark]:
    """The result's continuations in its order; moves at one point (by either colour) share a letter."""
    by_id = {hit.game.id: hit for hit in result.games}
    marks = []
    names = point_letters(row.point for row in result.continuations)
    for row, name in zip(result.continuations, names, strict=True):
        point = (row.point % width, row.point // width)
        game = next((by_id[g] for g in row.game_ids if g in by_id), None)
        marks.append(
            ContinuationMark(
                name,
                point,
                row.color,
                row.count,
                row.black_wins,
                row.white_wins,
                game,
                result.years_of(row),
                row.judged,
                row.mean_loss,
            )
        )
    return marks


def board_letters(marks: Iterable[ContinuationMark]) -> dict[Coord, ContinuationMark]:
    """The mark drawn at each point: the most played one there (marks come most played first)."""
    drawn: dict[Coord, ContinuationMark] = {}
    for mark in marks:
        drawn.setdefault(mark.point, mark)
    return drawn
