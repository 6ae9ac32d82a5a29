"""A tsumego frame: fill the rest of the board so an engine reads only the local fight.

An engine asked about a corner problem on an empty board looks for the biggest move on the
board, not at the corner. Filling the rest with two living walls (KaTrain's F10 does the
same; this is qtgo's own construction) leaves nothing to play but the problem: the side
attacking in the problem gets the stones next to it, the defender the far side, each area
about half of what is filled, and each wall keeps regularly spaced eyes (points whose four
neighbours are all its own stones) so that neither can be captured.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .types import Color, Point, RulesError

__all__ = ["frame_keep_area", "tsumego_frame"]


def frame_keep_area(
    width: int, height: int, stones: Iterable[Point], region: Iterable[Point] = (), *, margin: int = 2
) -> frozenset[Point]:
    """The box around the problem's stones and region, ``margin`` lines wider, on the board."""
    points = [*stones, *region]
    if not points:
        raise RulesError("a tsumego frame needs a problem: no stones and no region")
    left = max(min(p.x for p in points) - margin, 0)
    right = min(max(p.x for p in points) + margin, width - 1)
    top = max(min(p.y for p in points) - margin, 0)
    bottom = min(max(p.y for p in points) + margin, height - 1)
    return frozenset(Point(x, y) for x in range(left, right + 1) for y in range(top, bottom + 1))


def _distance(point: Point, keep: frozenset[Point]) -> int:
    xs = [p.x for p in keep]
    ys = [p.y for p in keep]
    dx = max(min(xs) - point.x, 0, point.x - max(xs))
    dy = max(min(ys) - point.y, 0, point.y - max(ys))
    return max(dx, dy)


def tsumego_frame(
    width: int,
    height: int,
    stones: Mapping[Point, Color],
    attacker: Color,
    region: Iterable[Point] = (),
    *,
    margin: int = 2,
) -> dict[Point, Color]:
    """The problem's stones plus a frame on the rest of the board (a new mapping).

    The problem's box (its stones and ``region``, ``margin`` lines wider) is left as it is.
    """
    keep = frame_keep_area(width, height, stones, region, margin=margin)
    outside = [Point(x, y) for y in range(height) for x in range(width) if Point(x, y) not in keep]
    if not outside:
        raise RulesError("the problem fills the board: no room for a frame")
    outside.sort(key=lambda p: (_distance(p, keep), p.y, p.x))
    near = (len(outside) + 1) // 2
    # The far wall takes the two outermost rings at least: a wall one line thick along the
    # edge has no room for eyes (on 9x9 the strip round a corner problem is only 3 lines).
    rings = _distance(outside[-1], keep)
    if rings >= 3:
        near = min(near, sum(1 for p in outside if _distance(p, keep) <= rings - 2))
    owner: dict[Point, Color] = {}
    for index, point in enumerate(outside):
        owner[point] = attacker if index < near else attacker.opponent
    _no_thin_far_wall(owner, attacker.opponent)
    framed = dict(stones)
    for point, color in owner.items():
        if (point.x + 2 * point.y) % 5 == 0 and _is_eye(point, color, owner, width, height):
            continue
        framed[point] = color
    _second_eyes(framed, owner, width, height)
    return framed


def _no_thin_far_wall(owner: dict[Point, Color], far: Color) -> None:
    """The far wall keeps only points of a 2x2 block of its own: a strip one line thick has
    no room for eyes (the strip round a corner problem on 9x9 is two or three lines), so
    it goes to the near wall, which has the problem's empty margin for liberties."""
    own = {p for p, c in owner.items() if c is far}
    blocks = {
        Point(p.x + dx, p.y + dy)
        for p in own
        if {Point(p.x + 1, p.y), Point(p.x, p.y + 1), Point(p.x + 1, p.y + 1)} <= own
        for dx in (0, 1)
        for dy in (0, 1)
    }
    for point in own - blocks:
        owner[point] = far.opponent


def _neighbours(point: Point, width: int, height: int) -> list[Point]:
    return [
        Point(point.x + dx, point.y + dy)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if 0 <= point.x + dx < width and 0 <= point.y + dy < height
    ]


def _second_eyes(framed: dict[Point, Color], owner: Mapping[Point, Color], width: int, height: int) -> None:
    """Give each wall with fewer than two eyes (a small board's narrow strip) more of them."""
    seen: set[Point] = set()
    for start in owner:
        if start in seen or start not in framed:
            continue
        color = owner[start]
        chain, stack = {start}, [start]
        while stack:
            for q in _neighbours(stack.pop(), width, height):
                if q in owner and q not in chain and framed.get(q) is color:
                    chain.add(q)
                    stack.append(q)
        seen |= chain
        eyes = {q for p in chain for q in _neighbours(p, width, height) if q in owner and q not in framed}
        for point in sorted(chain, key=lambda p: (p.y, p.x)):
            if len(eyes) >= 2:
                break
            around = _neighbours(point, width, height)
            solid = all(framed.get(q) is color for q in around)
            if solid and _is_eye(point, color, owner, width, height) and not any(q in eyes for q in around):
                del framed[point]
                eyes.add(point)


def _is_eye(point: Point, color: Color, owner: Mapping[Point, Color], width: int, height: int) -> bool:
    """A point whose neighbours all belong to the same wall (the edge counts as the wall's)."""
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        x, y = point.x + dx, point.y + dy
        if not (0 <= x < width and 0 <= y < height):
            continue  # the edge is as good as an own stone
        if owner.get(Point(x, y)) is not color:
            return False
    return True
