"""The part of the board a figure shows: a rectangle of points, whole board by default."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from qtgo.diagram.errors import DiagramError, DiagramErrorReason
from qtgo.rules import Point, RulesError

__all__ = ["Region"]


# A region that comes this close to an edge (three lines on 19x19, fewer on small boards)
# is pulled out to it, as Go books do: a corner figure shows the edges that frame it rather
# than stopping a line short of them.
def _snap(size: int) -> int:
    return max(1, min(3, size // 6))


@dataclass(frozen=True, slots=True)
class Region:
    """Columns ``left..right`` and rows ``top..bottom``, inclusive, SGF order (0 = top-left)."""

    left: int
    top: int
    right: int
    bottom: int

    def __post_init__(self) -> None:
        if self.left > self.right or self.top > self.bottom or self.left < 0 or self.top < 0:
            raise DiagramError(DiagramErrorReason.BAD_REGION, f"not a rectangle: {self}")

    @classmethod
    def whole(cls, width: int, height: int) -> Region:
        return cls(0, 0, width - 1, height - 1)

    @classmethod
    def parse(cls, text: str, width: int, height: int) -> Region:
        """``"aa:jj"`` (any two opposite corners, in either order) on a ``width`` x ``height`` board."""
        parts = text.strip().split(":")
        if len(parts) != 2:
            raise DiagramError(
                DiagramErrorReason.BAD_REGION,
                f"region {text!r} is not two SGF points joined by ':' (e.g. aa:jj)",
            )
        try:
            a, b = (Point.from_sgf(part.strip()) for part in parts)
        except RulesError:
            raise DiagramError(
                DiagramErrorReason.BAD_REGION,
                f"region {text!r} is not two SGF points joined by ':' (e.g. aa:jj)",
            ) from None
        for point in (a, b):
            if not (point.x < width and point.y < height):
                raise DiagramError(
                    DiagramErrorReason.BAD_REGION,
                    f"region {text!r}: {point.to_sgf()} is off the {width}x{height} board",
                )
        return cls(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))

    @classmethod
    def around(cls, points: Iterable[Point], width: int, height: int, *, margin: int = 1) -> Region:
        """The smallest region holding ``points`` plus ``margin``, pulled out to near edges."""
        listed = list(points)
        if not listed:
            return cls.whole(width, height)
        left = max(min(p.x for p in listed) - margin, 0)
        right = min(max(p.x for p in listed) + margin, width - 1)
        top = max(min(p.y for p in listed) - margin, 0)
        bottom = min(max(p.y for p in listed) + margin, height - 1)
        if left <= _snap(width):
            left = 0
        if top <= _snap(height):
            top = 0
        if right >= width - 1 - _snap(width):
            right = width - 1
        if bottom >= height - 1 - _snap(height):
            bottom = height - 1
        return cls(left, top, right, bottom)

    @property
    def columns(self) -> int:
        return self.right - self.left + 1

    @property
    def rows(self) -> int:
        return self.bottom - self.top + 1

    def contains(self, point: Point) -> bool:
        return self.left <= point.x <= self.right and self.top <= point.y <= self.bottom

    def points(self) -> list[Point]:
        """Every point of the region, row by row from the top."""
        return [Point(x, y) for y in range(self.top, self.bottom + 1) for x in range(self.left, self.right + 1)]

    def edges(self, width: int, height: int) -> tuple[bool, bool, bool, bool]:
        """Which board edges the region reaches: left, top, right, bottom."""
        return (self.left == 0, self.top == 0, self.right == width - 1, self.bottom == height - 1)

    def to_sgf(self) -> str:
        return f"{Point(self.left, self.top).to_sgf()}:{Point(self.right, self.bottom).to_sgf()}"
