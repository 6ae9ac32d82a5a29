"""What the board shows at a node of the record: stones, markup, numbers, hints, counting.

Pure: it reads the node, the path to it and the rules state there, and returns a
``BoardDisplay`` for the scene. Values a broken record holds (off-board points, markup the
reader could not parse) are left out, so a bad node never stops the board from redrawing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.rules import Color, Game, Point
from qtgo.session.display import LINE_MARKUP, BoardDisplay, display_from_game
from qtgo.session.record import move_of, parse_points

# The count's overlay is imported with the first count shown: the first paint has none.
if TYPE_CHECKING:
    from qtgo.session.markup import Markup
    from qtgo.session.overlay import Overlay
    from qtgo.session.state import SessionState

_POINT_KINDS = ("TR", "SQ", "CR", "MA", "SL", "DD")


def session_display(
    session: SessionState, *, ownership: tuple[tuple[float, ...], ...] | None = None, ghost: bool = True
) -> BoardDisplay:
    """What the board shows for the session's current node: its count, its hover stone."""
    from qtgo.session.modes import Mode

    node, game = session.cursor.node, session.game
    overlay: Overlay | None = None
    if session.counting is not None:
        from qtgo.session.overlay import overlay_of

        counting = session.counting
        overlay = overlay_of(counting.score(session.penalties()), counting.dead, dict(game.board.stones()))
    elif session.final is not None and session.final[0] is node:
        from qtgo.session.overlay import Overlay

        overlay = Overlay(frozenset(session.final[1].dead), dict(session.final[1].territory))
    # No hover stone where no stone may go: back in a live game, or at the end of a finished
    # game (after a resignation, say), where a click is refused.
    show = ghost and not (session.mode is Mode.PLAY and not session.at_live_end)
    show = show and not (session.mode is Mode.REVIEW and session.past_result(node))
    return node_display(
        node,
        session.cursor.move_number(node),
        game,
        overlay=overlay,
        ownership=ownership,
        ghost=show,
        to_play=session.to_play,
        placing_handicap=bool(session.handicap_to_place),
    )


def node_display(
    node: sgf.Node,
    number: int,
    game: Game,
    *,
    overlay: Overlay | None = None,
    ownership: tuple[tuple[float, ...], ...] | None = None,
    ghost: bool = True,
    to_play: Color | None = None,
    placing_handicap: bool = False,
) -> BoardDisplay:
    """Everything the board scene draws for ``node`` (move ``number``, position ``game``).

    ``overlay`` is the count under way or accepted (it hides the hover stone); ``to_play``
    is the session's player to move, whose hover stone shows when it differs from the
    position's (a resumed game); while ``placing_handicap`` it is Black's, whatever the phase.
    """
    width, height = game.board.width, game.board.height
    hints = tuple(
        m.point
        for child in node.children
        if len(node.children) > 1 and (m := move_of(child)) is not None and m.point is not None
    )
    markup = _markup(node, width, height)
    if overlay is not None:
        dead, territory, show_ghost = overlay.dead, dict(overlay.territory), False
        # Stones in seki carry a square while counting, so the user sees (and can
        # override with Shift+click) what counts for nobody.
        from qtgo.session.markup import Markup

        marked = {m.point for m in markup if m.kind == "SQ"}
        markup += [Markup("SQ", p) for p in sorted(overlay.seki) if p not in marked]
    else:
        dead, show_ghost = frozenset(), ghost
        territory = {}
        for key, color in (("TB", Color.BLACK), ("TW", Color.WHITE)):
            for point in _points(node.get_list(key), width, height):
                territory[point] = color
    # Numbered when first read (the board reads them only while it shows numbers); the
    # display's own stones say which points hold a stone, so a later move changes nothing.
    numbers = NumbersOnDemand(lambda: numbers_of_stones(node, number, base.stones, width, height))
    base = display_from_game(
        game,
        markup=markup,
        dead=dead,
        territory=territory,
        ownership=ownership,
        variation_hints=hints,
        ghost=show_ghost,
        move_numbers=numbers,
    )
    changes: dict[str, object] = {}
    start = game.ruleset.starting_position(width, height)
    if start is not None:
        changes["marked_points"] = tuple(sorted(start.black | start.white))
    if show_ghost and to_play is not None and base.to_play is not None and base.to_play is not to_play:
        changes["to_play"] = to_play
        changes["illegal"] = frozenset()
    if show_ghost and placing_handicap:
        changes["to_play"] = Color.BLACK
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


class NumbersOnDemand(Mapping[Point, int]):
    """A display's move numbers, worked out the first time they are read.

    Stepping through a record with numbers off then never walks back up the line, which
    was a good part of a step's cost in a long game.
    """

    __slots__ = ("_compute", "_numbers")

    def __init__(self, compute: Callable[[], dict[Point, int]]) -> None:
        self._compute: Callable[[], dict[Point, int]] | None = compute
        self._numbers: dict[Point, int] | None = None

    def _values(self) -> dict[Point, int]:
        if self._numbers is None:
            assert self._compute is not None
            self._numbers, self._compute = self._compute(), None
        return self._numbers

    def __getitem__(self, point: Point) -> int:
        return self._values()[point]

    def __iter__(self) -> Iterator[Point]:
        return iter(self._values())

    def __len__(self) -> int:
        return len(self._values())

    def __repr__(self) -> str:
        return f"NumbersOnDemand({self._values()!r})"


def move_numbers(node: sgf.Node, number: int, game: Game) -> dict[Point, int]:
    """The number of the move that put each stone now on the board (off-board moves skipped)."""
    board = game.board
    return numbers_of_stones(node, number, dict(board.stones()), board.width, board.height)


def numbers_of_stones(
    node: sgf.Node, number: int, stones: Mapping[Point, Color], width: int, height: int
) -> dict[Point, int]:
    """The number of the move that put each of ``stones`` on the board.

    ``number`` is the move number at ``node``. The path is walked back from ``node`` and
    the walk stops once every stone has its number: at the end of a 100,000-move record
    that is a few hundred moves back, not the whole line at every step.
    """
    numbers: dict[Point, int] = {}
    count = number
    total = len(stones)
    walk: sgf.Node | None = node
    while walk is not None and len(numbers) < total:
        move = move_of(walk)
        if move is not None:
            point = move.point
            if (
                point is not None
                and 0 <= point.x < width
                and 0 <= point.y < height
                and point not in numbers
                and point in stones
            ):
                numbers[point] = count
            count -= 1
        walk = walk.parent
    return numbers


def _points(values: Iterable[str], width: int, height: int) -> list[Point]:
    try:
        points = parse_points(dict.fromkeys(values))  # a value repeated is expanded once
    except ValueError:
        return []
    return [p for p in points if 0 <= p.x < width and 0 <= p.y < height]


def _markup(node: sgf.Node, width: int, height: int) -> list[Markup]:
    def on_board(point: Point) -> bool:
        return 0 <= point.x < width and 0 <= point.y < height

    found: list[tuple[str, Point, str | None, Point | None]] = []  # kind, point, label, to
    for kind in _POINT_KINDS:
        found += [(kind, point, None, None) for point in _points(node.get_list(kind), width, height)]
    for value in node.get_list("LB"):
        code, _, label = value.partition(":")
        try:
            point = Point.from_sgf(code)
        except ValueError:
            continue
        if on_board(point):
            found.append(("LB", point, label, None))
    for kind in LINE_MARKUP:
        for value in node.get_list(kind):
            a, _, b = value.partition(":")
            try:
                start, end = Point.from_sgf(a), Point.from_sgf(b)
            except ValueError:
                continue
            if on_board(start) and on_board(end):
                found.append((kind, start, None, end))
    if not found:
        return []
    from qtgo.session.markup import Markup  # with the first node with markup shown

    return [Markup(kind, point, label=label, to=to) for kind, point, label, to in found]
