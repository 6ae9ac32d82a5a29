"""A game or a line cut into figures, as a Go book prints it.

Each figure shows the position before its first move (plain stones) and its moves as
numbered stones. A move that cannot be shown where it was played, because the point
already shows a stone of the figure, is listed below the figure: "23 at 17",
"26 retakes ko at 20", or "31 at a" when the stone there is a plain one (the point is then
lettered). Passes, and moves outside a region, are listed too. Captured stones stay on
the figure: that is what makes a figure readable as a sequence.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from qtgo._format import format_number
from qtgo.diagram.errors import DiagramError, DiagramErrorReason
from qtgo.diagram.region import Region
from qtgo.rules import Board, Color, Move, Point, Ruleset
from qtgo.sgf import GameTree, Node, PositionCache

__all__ = [
    "DEFAULT_PER_FIGURE",
    "Caption",
    "Figure",
    "FigureLine",
    "FigureMark",
    "LineKind",
    "MarkKind",
    "NumberedStone",
    "Remark",
    "RemarkKind",
    "fitted_region",
    "line_nodes",
    "make_figures",
    "parse_move_range",
]

DEFAULT_PER_FIGURE = 50
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class RemarkKind(enum.Enum):
    """Why a move is written under the figure instead of drawn on it."""

    AT = "at"  # played on a point that shows a stone already
    RETAKES_KO_AT = "retakes-ko-at"  # the same, and the move takes a ko
    PASS = "pass"
    ELSEWHERE = "elsewhere"  # played outside the figure's region


class MarkKind(enum.Enum):
    """The record's markup a figure keeps (SGF TR, SQ, CR, MA and LB)."""

    TRIANGLE = "TR"
    SQUARE = "SQ"
    CIRCLE = "CR"
    CROSS = "MA"
    LABEL = "LB"


class LineKind(enum.Enum):
    """The record's strokes between two points a figure keeps (SGF AR and LN)."""

    ARROW = "AR"
    LINE = "LN"


@dataclass(frozen=True, slots=True)
class NumberedStone:
    color: Color
    number: int  # as printed (the game's move number unless numbers restart per figure)


@dataclass(frozen=True, slots=True)
class Remark:
    """One line under a figure; ``at_number`` or ``at_label`` names the point's stone."""

    number: int
    color: Color
    kind: RemarkKind
    at_number: int | None = None
    at_label: str | None = None

    def text(self) -> str:
        """The English line ("23 at 17"); the GUI translates from the fields instead."""
        if self.kind is RemarkKind.PASS:
            return f"{self.number} pass"
        if self.kind is RemarkKind.ELSEWHERE:
            return f"{self.number} elsewhere"
        where = str(self.at_number) if self.at_number is not None else str(self.at_label)
        if self.kind is RemarkKind.RETAKES_KO_AT:
            return f"{self.number} retakes ko at {where}"
        return f"{self.number} at {where}"


@dataclass(frozen=True, slots=True)
class FigureMark:
    kind: MarkKind
    point: Point
    label: str | None = None


@dataclass(frozen=True, slots=True)
class FigureLine:
    """An arrow (from ``start`` to ``end``) or a plain line between two points."""

    kind: LineKind
    start: Point
    end: Point


@dataclass(frozen=True, slots=True)
class Caption:
    """What is printed under a figure: its title, the players, its moves and the comment."""

    index: int
    black: str | None
    white: str | None
    first_move: int
    last_move: int
    comment: str | None
    #: The record's ``HA`` and ``KM``: a reader of the figure weighs the moves by them.
    handicap: int = 0
    komi: float | None = None

    @property
    def has_moves(self) -> bool:
        return self.last_move >= self.first_move

    def title(self) -> str:
        if not self.has_moves:
            return f"Figure {self.index}"
        if self.first_move == self.last_move:
            return f"Figure {self.index} (move {self.first_move})"
        return f"Figure {self.index} (moves {self.first_move}-{self.last_move})"

    def players(self) -> str | None:
        if not self.black and not self.white:
            return None
        return f"Black: {self.black or '?'}, White: {self.white or '?'}"

    def terms(self) -> str | None:
        """``Handicap 4, komi 0.5``, ``Komi 6.5``: what the record says of either."""
        parts = []
        if self.handicap >= 2:
            parts.append(f"handicap {self.handicap}")
        if self.komi is not None:
            parts.append(f"komi {format_number(self.komi)}")
        text = ", ".join(parts)
        return text[:1].upper() + text[1:] if text else None

    def lines(self) -> list[str]:
        """The caption as English lines: title, players, handicap and komi, then the comment."""
        lines = [self.title()]
        players = self.players()
        if players:
            lines.append(players)
        terms = self.terms()
        if terms:
            lines.append(terms)
        if self.comment:
            lines.extend(line for line in self.comment.strip().splitlines() if line.strip())
        return lines


@dataclass(frozen=True)
class Figure:
    """One figure: plain stones, numbered stones, the lines below it, markup and caption."""

    width: int
    height: int
    region: Region
    stones: Mapping[Point, Color]
    numbered: Mapping[Point, NumberedStone]
    remarks: tuple[Remark, ...]
    marks: tuple[FigureMark, ...]
    caption: Caption
    first_color: Color | None  # who plays the figure's first move (None: no moves)
    letters: Mapping[Point, str] = field(default_factory=dict)  # plain stones named by remarks
    lines: tuple[FigureLine, ...] = ()  # arrows and lines, both ends inside the region

    def __post_init__(self) -> None:
        # Hold a figure's mappings as read-only copies: a figure is a value.
        object.__setattr__(self, "stones", dict(self.stones))
        object.__setattr__(self, "numbered", dict(self.numbered))
        object.__setattr__(self, "letters", dict(self.letters))

    @property
    def first_move(self) -> int:
        return self.caption.first_move

    @property
    def last_move(self) -> int:
        return self.caption.last_move

    def stone_at(self, point: Point) -> Color | None:
        numbered = self.numbered.get(point)
        return numbered.color if numbered is not None else self.stones.get(point)

    def remark_lines(self) -> list[str]:
        return [remark.text() for remark in self.remarks]


def parse_move_range(text: str) -> tuple[int, int | None]:
    """``"51-100"`` (or ``"51-"``, ``"51"``) to first and last move; last None: to the end."""
    raw = text.strip()
    first_text, sep, last_text = raw.partition("-")
    try:
        first = int(first_text)
        last = int(last_text) if last_text.strip() else (None if sep else first)
    except ValueError:
        raise DiagramError(DiagramErrorReason.BAD_RANGE, f"moves {text!r} are not a range like 1-50") from None
    if first < 1 or (last is not None and last < first):
        raise DiagramError(DiagramErrorReason.BAD_RANGE, f"moves {text!r}: the range must run upwards from 1")
    return first, last


def line_nodes(tree: GameTree, node: Node | None = None) -> list[Node]:
    """The line through ``node``: the path to it, then its first children to the end."""
    if node is None:
        return tree.main_line()
    return tree.path_to(node) + tree.main_line(node)[1:]


def _is_move(node: Node) -> bool:
    return "B" in node or "W" in node


def _is_setup(node: Node) -> bool:
    return any(ident in node for ident in ("AB", "AW", "AE"))


def _marks(node: Node, region: Region) -> tuple[FigureMark, ...]:
    marks: list[FigureMark] = []
    for kind, points in (
        (MarkKind.TRIANGLE, node.triangles),
        (MarkKind.SQUARE, node.squares),
        (MarkKind.CIRCLE, node.circles),
        (MarkKind.CROSS, node.crosses),
    ):
        marks.extend(FigureMark(kind, p) for p in points if region.contains(p))
    marks.extend(FigureMark(MarkKind.LABEL, p, text) for p, text in node.labels.items() if region.contains(p))
    return tuple(marks)


def _lines(node: Node, region: Region) -> tuple[FigureLine, ...]:
    """The node's arrows and lines whose both ends the region shows (a stroke cut at the
    region's edge would point at nothing the reader can see)."""
    strokes: list[FigureLine] = []
    for kind, pairs in ((LineKind.ARROW, node.arrows), (LineKind.LINE, node.lines)):
        strokes.extend(
            FigureLine(kind, start, end)
            for start, end in pairs
            if start != end and region.contains(start) and region.contains(end)
        )
    return tuple(strokes)


def _takes_ko(board: Board, point: Point, captured: Sequence[Point]) -> bool:
    """A single stone that took a single stone and stands in atari at the point it took."""
    if len(captured) != 1:
        return False
    return len(board.chain(point)) == 1 and board.liberties(point) == frozenset(captured)


@dataclass
class _Builder:
    """Collects one figure's moves as the line is stepped through."""

    index: int
    tree: GameTree
    region: Region
    start: dict[Point, Color]
    restart_numbers: bool
    first_move: int = 0
    last_move: int = 0
    first_color: Color | None = None
    numbered: dict[Point, NumberedStone] = field(default_factory=dict)
    remarks: list[Remark] = field(default_factory=list)
    letters: dict[Point, str] = field(default_factory=dict)
    last_node: Node | None = None
    count: int = 0

    def label(self, number: int) -> int:
        return number - self.first_move + 1 if self.restart_numbers else number

    def add(self, number: int, move: Move, board: Board, captured: Sequence[Point], node: Node) -> None:
        if self.count == 0:
            self.first_move = number
            self.first_color = move.color
        self.count += 1
        self.last_move = number
        self.last_node = node
        shown = self.label(number)
        point = move.point
        if point is None:
            self.remarks.append(Remark(shown, move.color, RemarkKind.PASS))
            return
        if not self.region.contains(point):
            self.remarks.append(Remark(shown, move.color, RemarkKind.ELSEWHERE))
            return
        kind = RemarkKind.RETAKES_KO_AT if _takes_ko(board, point, captured) else RemarkKind.AT
        if point in self.numbered:
            self.remarks.append(Remark(shown, move.color, kind, at_number=self.numbered[point].number))
        elif point in self.start:
            letter = self.letters.get(point)
            if letter is None:
                letter = _LETTERS[len(self.letters) % len(_LETTERS)]
                self.letters[point] = letter
            self.remarks.append(Remark(shown, move.color, kind, at_label=letter))
        else:
            self.numbered[point] = NumberedStone(move.color, shown)

    def build(self, node: Node) -> Figure:
        last = self.last_node or node
        black = self.tree.root.get("PB")
        white = self.tree.root.get("PW")
        first = self.first_move if self.count else 0
        caption = Caption(
            self.index,
            black,
            white,
            first,
            self.last_move if self.count else -1,
            last.comment,
            handicap=self.tree.handicap or 0,
            komi=self.tree.komi,
        )
        width, height = self.tree.size
        return Figure(
            width=width,
            height=height,
            region=self.region,
            stones={p: c for p, c in self.start.items() if self.region.contains(p)},
            numbered=self.numbered,
            remarks=tuple(self.remarks),
            marks=_marks(last, self.region),
            caption=caption,
            first_color=self.first_color,
            letters=self.letters,
            lines=_lines(last, self.region),
        )


def make_figures(
    tree: GameTree,
    *,
    node: Node | None = None,
    moves: tuple[int, int | None] | None = None,
    per_figure: int = DEFAULT_PER_FIGURE,
    at_comments: bool = False,
    region: Region | None = None,
    restart_numbers: bool = False,
    alternating: bool = False,
    ruleset: Ruleset | None = None,
) -> list[Figure]:
    """Cut the line through ``node`` (the main line by default) into figures.

    ``moves`` (first, last or None) limits the moves shown; a new figure starts every
    ``per_figure`` moves, after each commented move when ``at_comments``, and at setup
    stones in mid-line. ``restart_numbers`` numbers each figure's stones from 1.
    ``alternating`` also ends a figure where the colours stop alternating (after a pass),
    which the ``$$`` format needs. A line with no moves gives one figure of its position.
    """
    if per_figure < 1:
        raise DiagramError(DiagramErrorReason.BAD_FIGURE_SIZE, "a figure holds at least one move")
    width, height = tree.size
    region = region or Region.whole(width, height)
    if region.right >= width or region.bottom >= height:
        raise DiagramError(DiagramErrorReason.BAD_REGION, f"region {region.to_sgf()} is off the board")
    first, last = moves if moves is not None else (1, None)
    nodes = line_nodes(tree, node)
    total = sum(1 for step in nodes if _is_move(step))
    if moves is not None and first > total:
        raise DiagramError(DiagramErrorReason.NO_MOVES, f"moves {first}-{last or ''}: the line has only {total} moves")
    cache = PositionCache(tree, ruleset=ruleset, capacity=8)
    figures: list[Figure] = []
    builder: _Builder | None = None
    previous = dict(cache.game_at(nodes[0]).board.stones())
    number = 0
    for step in nodes:
        game = cache.game_at(step)
        board = game.board
        current = dict(board.stones())
        if _is_move(step):
            number += 1
        in_range = _is_move(step) and number >= first and (last is None or number <= last)
        if builder is not None and step is not nodes[0] and _is_setup(step) and builder.count:
            figures.append(builder.build(step))
            builder = None
        if in_range:
            move = step.move
            if builder is not None and alternating and builder.count:
                previous_move = builder.last_node.move if builder.last_node is not None else None
                if (
                    previous_move is None
                    or previous_move.is_pass
                    or previous_move.color is (move.color if move is not None else None)
                ):
                    figures.append(builder.build(step))
                    builder = None
            if builder is None:
                builder = _Builder(len(figures) + 1, tree, region, previous, restart_numbers)
            if move is not None:
                captured = [p for p in previous if p not in current]
                builder.add(number, move, board, captured, step)
            if builder.count >= per_figure or (at_comments and step.comment):
                figures.append(builder.build(step))
                builder = None
        previous = current
        if last is not None and number >= last:
            break
    if builder is not None and builder.count:
        figures.append(builder.build(nodes[-1]))
    if not figures:
        position = _Builder(1, tree, region, previous, restart_numbers)
        figures.append(position.build(step))
    return figures


def fitted_region(figures: Sequence[Figure], *, margin: int = 1) -> Region:
    """The smallest region that shows every stone of ``figures`` (whole-board figures)."""
    if not figures:
        raise DiagramError(DiagramErrorReason.NO_MOVES, "no figures to fit a region to")
    points = [p for figure in figures for p in (*figure.stones, *figure.numbered)]
    first = figures[0]
    return Region.around(points, first.width, first.height, margin=margin)
