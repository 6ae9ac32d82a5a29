"""What the board scene draws, as plain values (no Qt).

The session computes a :class:`BoardDisplay` from the model; the scene diffs two displays
and touches only what changed.  Keeping this pure means the scene never does rules work
and the whole description of a position can be tested without a screen.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from qtgo.rules import Phase
from qtgo.session.errors import Problem
from qtgo.session.markup_kinds import LINE_MARKUP, MARKUP_KINDS, POINT_MARKUP, DisplayError

# One markup item is a value of its own (qtgo.session.markup), made for the first node with
# markup shown: a fresh board has none.
if TYPE_CHECKING:
    from qtgo.rules import Color, Game, Move, Point, ScoreBreakdown
    from qtgo.session.markup import Markup


def __getattr__(name: str) -> object:
    if name == "Markup":
        from qtgo.session.markup import Markup

        return Markup
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "LINE_MARKUP",
    "MARKUP_KINDS",
    "POINT_MARKUP",
    "BoardDisplay",
    "DisplayError",
    "Markup",
    "display_from_game",
]


@dataclass(frozen=True, eq=True)
class BoardDisplay:
    """Everything the board scene draws for one position.

    ``move_numbers`` holds the number of the move that put each numbered stone on the board
    (the scene chooses which to show); ``illegal`` lists the empty points where the player to
    move may not play, so the hover stone can hide there; ``ownership`` is rows top to
    bottom, +1 black, -1 white.
    """

    width: int
    height: int
    stones: Mapping[Point, Color] = field(default_factory=dict)
    last_move: Point | None = None
    ko_point: Point | None = None
    to_play: Color | None = None
    move_numbers: Mapping[Point, int] = field(default_factory=dict)
    markup: tuple[Markup, ...] = ()
    dead: frozenset[Point] = frozenset()
    territory: Mapping[Point, Color] = field(default_factory=dict)
    ownership: tuple[tuple[float, ...], ...] | None = None
    variation_hints: tuple[Point, ...] = ()
    illegal: frozenset[Point] = frozenset()
    #: The points marked on the board's wood; None for the usual star points. Tibetan go
    #: marks only its starting points (RULES.md).
    marked_points: tuple[Point, ...] | None = None

    __hash__ = None  # type: ignore[assignment]  # holds dicts: compare, never hash

    def __post_init__(self) -> None:
        if not (1 <= self.width <= 52 and 1 <= self.height <= 52):
            raise DisplayError(
                Problem.BAD_DISPLAY, why=f"a {self.width}x{self.height} board cannot be drawn (1..52 lines)"
            )

    @classmethod
    def empty(cls, width: int = 19, height: int | None = None) -> BoardDisplay:
        """An empty board (what the scene shows before any game is open)."""
        return cls(width, width if height is None else height)


def _illegal_points(game: Game, color: Color, stones: Mapping[Point, Color]) -> frozenset[Point]:
    """Empty points where ``color`` may not play now.

    Under simple ko a point with an empty neighbour is always legal (it cannot be suicide and
    it is not the ko point), which spares most calls to ``game.check``; under superko every
    empty point is asked, since any move can in principle repeat an earlier position.
    """
    from qtgo.rules import KoRule, Move, Point

    width, height = game.board.width, game.board.height
    simple = getattr(getattr(game, "ruleset", None), "ko", None) is KoRule.SIMPLE
    ko_point = game.ko_point
    # Tibetan go: the points the opponent's capture just emptied are refused too.
    emptied: frozenset[Point] = getattr(game, "emptied_points", frozenset())
    # A ``Point`` is a tuple: plain ``(x, y)`` pairs look points up, and a ``Point`` is made only
    # for the few asked of the rules (making two per point took most of a display's time).
    illegal = []
    for y in range(height):
        for x in range(width):
            if (x, y) in stones:
                continue
            if (
                simple
                and (x, y) != ko_point
                and (x, y) not in emptied
                and (
                    (x > 0 and (x - 1, y) not in stones)
                    or (x + 1 < width and (x + 1, y) not in stones)
                    or (y > 0 and (x, y - 1) not in stones)
                    or (y + 1 < height and (x, y + 1) not in stones)
                )
            ):
                continue
            point = Point(x, y)
            if game.check(Move(color, point)) is not None:
                illegal.append(point)
    return frozenset(illegal)


def display_from_game(
    game: Game,
    *,
    markup: Iterable[Markup] = (),
    dead: Iterable[Point] = (),
    territory: Mapping[Point, Color] | None = None,
    score: ScoreBreakdown | None = None,
    ownership: tuple[tuple[float, ...], ...] | None = None,
    variation_hints: Iterable[Point] = (),
    ghost: bool = True,
    move_numbers: Mapping[Point, int] | None = None,
) -> BoardDisplay:
    """The display of a game's current position.

    ``score`` (a :class:`~qtgo.rules.ScoreBreakdown`) supplies dead stones and territory when
    given; ``ghost`` False hides the hover stone.  The ghost is also hidden whenever the game
    is not in a phase where a stone can be placed. ``move_numbers`` given (the session
    numbers the record's moves, illegal ones included) spares numbering the game's moves.
    """
    board = game.board
    stones = dict(board.stones())
    last = game.last_move
    last_point = last.point if last is not None else None
    if move_numbers is None:
        move_numbers = _numbers_of(game.moves, stones)
    to_play = game.to_play if ghost and game.phase in (Phase.PLAYING, Phase.HANDICAP) else None
    illegal = _illegal_points(game, to_play, stones) if to_play is not None else frozenset()
    dead_points = frozenset(dead)
    territory_map = dict(territory) if territory is not None else {}
    if score is not None:
        dead_points = dead_points | score.dead
        territory_map = {**score.territory, **territory_map}
    return BoardDisplay(
        width=board.width,
        height=board.height,
        stones=stones,
        last_move=last_point,
        ko_point=game.ko_point,
        to_play=to_play,
        move_numbers=move_numbers,
        markup=tuple(markup),
        dead=dead_points,
        territory=territory_map,
        ownership=ownership,
        variation_hints=tuple(variation_hints),
        illegal=illegal,
    )


def _numbers_of(moves: list[Move], stones: Mapping[Point, Color]) -> dict[Point, int]:
    """The number of the last move on each point that still holds a stone of its colour."""
    numbers: dict[Point, int] = {}
    for index, move in enumerate(moves, start=1):
        if move.point is not None:
            numbers[move.point] = index
    return {point: n for point, n in numbers.items() if stones.get(point) is moves[n - 1].color}
