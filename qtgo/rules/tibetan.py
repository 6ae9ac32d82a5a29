"""Tibetan go (mig mang, RULES.md §3): its starting stones and its bonus terms.

Sources (RULES.md lists them): Sensei's Library "Tibetan Go" (2011 snapshot), John
Fairbairn's "Go on the Roof of the World" (Go World 58) as summarised there and on GoGoD's
"New in Go", and the encyclopaedia article derived from them (ru.wikipedia "Тибетское го").

Starting stones: every account says twelve stones on the third line, on every fourth point
(the four 3-3 points and two between each pair), alternating black and white around the
ring. The texts we could read give the layout in words only (their diagrams were not
available to us), so the one choice they leave open, which diagonal holds which colour, is
ours: White on the top-left and bottom-right 3-3 points, Black on the other two. Any other
orientation is this one turned by 90° with the colours swapped, so no game plays
differently.

Bonuses: the accounts disagree (see ``CentreBonus`` and ``CornerBonus`` in ``ruleset``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .types import Color, Move, Point

__all__ = [
    "CENTRE_POINTS",
    "CORNER_POINTS",
    "StartingPosition",
    "centre_point",
    "corner_points",
    "corner_terms",
    "first_on",
    "tibetan_start",
]

#: The centre bonus (both accounts): 5 points.
CENTRE_POINTS = 5
#: The corner bonus or penalty (both accounts): 20 points.
CORNER_POINTS = 20


@dataclass(frozen=True)
class StartingPosition:
    """Stones on the board before the first move, and who makes that move."""

    black: frozenset[Point]
    white: frozenset[Point]
    to_play: Color


def _line(low: int, high: int) -> list[int]:
    return list(range(low, high + 1, 4))


def tibetan_start(width: int, height: int) -> StartingPosition | None:
    """The twelve stones of a 17×17 board (and the same ring on 9, 13, 21, ... lines).

    The ring runs along the third line from the edge with a stone on every fourth point,
    so it exists when both sides are 9 + 4k; None on other boards (play starts empty,
    White first).
    """
    if width < 9 or height < 9 or (width - 5) % 4 or (height - 5) % 4:
        return None
    xs, ys = _line(2, width - 3), _line(2, height - 3)
    ring = (
        [Point(x, ys[0]) for x in xs]
        + [Point(xs[-1], y) for y in ys[1:]]
        + [Point(x, ys[-1]) for x in reversed(xs[:-1])]
        + [Point(xs[0], y) for y in reversed(ys[1:-1])]
    )
    white = frozenset(ring[0::2])  # from the top-left 3-3 point (see the module's docstring)
    black = frozenset(ring[1::2])
    return StartingPosition(black=black, white=white, to_play=Color.WHITE)


def centre_point(width: int, height: int) -> Point | None:
    """Tengen, when the board has one centre point (odd sides)."""
    if width % 2 and height % 2:
        return Point(width // 2, height // 2)
    return None


def corner_points(width: int, height: int) -> list[tuple[Point, Point]]:
    """(1-1 point, 3-3 point) of each corner, top-left first, clockwise."""
    right, bottom = width - 1, height - 1
    return [
        (Point(0, 0), Point(2, 2)),
        (Point(right, 0), Point(right - 2, 2)),
        (Point(right, bottom), Point(right - 2, bottom - 2)),
        (Point(0, bottom), Point(2, bottom - 2)),
    ]


def first_on(point: Point, moves: Iterable[Move]) -> Color | None:
    """Who first put a stone on ``point`` in play (setup stones do not count)."""
    for move in moves:
        if move.point == point:
            return move.color
    return None


def corner_terms(
    width: int,
    height: int,
    owner: Callable[[Point], Color | None],
    *,
    all_corners: bool,
) -> dict[Color, int]:
    """Each colour's corner term: +20 for all four 1-1 points, or −20 per corner lost.

    ``owner`` says whose a point is in the count (a stone, or territory). The corner of a
    starting 3-3 stone is lost by its colour when the opponent holds, at the end, that 3-3
    point (the stone was captured or counted dead) or the corner's 1-1 point (the opponent
    lives in the corner): the account's "by capturing the corner stone or by making a live
    group there".
    """
    terms = {Color.BLACK: 0, Color.WHITE: 0}
    if width < 5 or height < 5:
        return terms
    corners = corner_points(width, height)
    if all_corners:
        owners = {owner(one_one) for one_one, _three in corners}
        if len(owners) == 1 and None not in owners:
            terms[owners.pop()] += CORNER_POINTS  # type: ignore[index]
        return terms
    start = tibetan_start(width, height)
    if start is None:
        return terms
    for one_one, three in corners:
        colour = Color.BLACK if three in start.black else Color.WHITE
        if colour.opponent in (owner(three), owner(one_one)):
            terms[colour] -= CORNER_POINTS
    return terms
