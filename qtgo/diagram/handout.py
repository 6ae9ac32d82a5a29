"""A lesson as a handout: the main line and every variation tried, cut into figures, with
every comment of each figure's moves, the result and the count.

A figure's caption holds one comment (its last move's); a teacher comments many moves, so
the handout keeps each figure's comments apart, numbered by the move they belong to, and
the drawing code prints them all under the figure. Pure Python: drawing is the UI's job.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass

from qtgo.diagram.errors import DiagramError, DiagramErrorReason
from qtgo.diagram.figure import Figure, line_nodes, make_figures
from qtgo.rules import Color, Ruleset, ScoreBreakdown
from qtgo.sgf import GameTree, Node

__all__ = ["CountSource", "Handout", "HandoutFigure", "HandoutSection", "MoveComment", "SectionKind", "make_handout"]


class SectionKind(enum.Enum):
    MAIN_LINE = "main-line"
    VARIATION = "variation"


class CountSource(enum.Enum):
    """Where the count's dead stones came from: the record's accepted count, or an estimate."""

    RECORDED = "recorded"
    ESTIMATED = "estimated"


@dataclass(frozen=True, slots=True)
class MoveComment:
    """The comment of move ``number`` (as the figure prints it) of the figure's line."""

    number: int
    color: Color
    text: str


@dataclass(frozen=True)
class HandoutFigure:
    """A figure (its caption's own comment left out) and all comments of its moves."""

    figure: Figure
    comments: tuple[MoveComment, ...]


@dataclass(frozen=True)
class HandoutSection:
    """The main line, or one variation starting at move ``first_move`` of its line."""

    kind: SectionKind
    first_move: int
    figures: tuple[HandoutFigure, ...]
    name: str | None = None  # the variation's first node's ``N``, when the record names it

    def title(self) -> str:
        """The English title; the UI translates from ``kind`` and ``first_move`` instead."""
        if self.kind is SectionKind.MAIN_LINE:
            return "Main line"
        return f"Variation from move {self.first_move}" + (f": {self.name}" if self.name else "")


@dataclass(frozen=True)
class Handout:
    black: str | None
    white: str | None
    introduction: str | None  # the root's comment
    sections: tuple[HandoutSection, ...]
    result: str | None  # the record's ``RE``
    count: ScoreBreakdown | None
    count_source: CountSource | None

    def comments(self) -> list[str]:
        """Every comment the handout prints, in order (what a reader of the PDF must find)."""
        texts = [self.introduction] if self.introduction else []
        for section in self.sections:
            for item in section.figures:
                texts.extend(comment.text for comment in item.comments)
        return texts


def _is_move(node: Node) -> bool:
    return node.move is not None


def _line_comments(nodes: list[Node]) -> dict[int, tuple[Color, str]]:
    comments: dict[int, tuple[Color, str]] = {}
    number = 0
    for node in nodes:
        move = node.move
        if move is None:
            continue
        number += 1
        text = (node.comment or "").strip()
        if text:
            comments[number] = (move.color, text)
    return comments


def _section(
    tree: GameTree, start: Node | None, kind: SectionKind, per_figure: int, ruleset: Ruleset | None
) -> HandoutSection | None:
    nodes = line_nodes(tree, start)
    total = sum(1 for node in nodes if _is_move(node))
    first = 1
    if start is not None:
        first = sum(1 for node in tree.path_to(start)[:-1] if _is_move(node)) + 1
    if first > total:
        return None  # a variation of setup stones or comments only: nothing to number
    figures = make_figures(tree, node=start, moves=(first, None), per_figure=per_figure, ruleset=ruleset)
    comments = _line_comments(nodes)
    items = []
    for figure in figures:
        own = tuple(
            MoveComment(number, color, text)
            for number, (color, text) in sorted(comments.items())
            if figure.first_move <= number <= figure.last_move
        )
        bare = dataclasses.replace(figure, caption=dataclasses.replace(figure.caption, comment=None))
        items.append(HandoutFigure(bare, own))
    name = start.name if start is not None else None
    return HandoutSection(kind, first, tuple(items), name)


def _variation_starts(tree: GameTree) -> list[Node]:
    """Each node that begins a variation (not a first child), in the record's order."""
    return [node for node in tree.nodes() if node.parent is not None and node.variation_index > 0]


def _count(tree: GameTree, ruleset: Ruleset | None) -> tuple[ScoreBreakdown | None, CountSource | None]:
    from qtgo.rules.estimate import estimate
    from qtgo.sgf import SgfError, replay
    from qtgo.sgf.accepted import accepted_count

    try:
        game = replay(tree, ruleset=ruleset).game
    except SgfError:
        return None, None
    if not any(True for _ in game.board.stones()):
        return None, None
    recorded = accepted_count(tree.root.line_end(), game.board)
    if recorded is not None:
        return game.score(dead=sorted(recorded.dead)), CountSource.RECORDED
    dead = estimate(game.board, game.to_play, game.ruleset, seed=0).dead
    return game.score(dead=sorted(dead)), CountSource.ESTIMATED


def make_handout(
    tree: GameTree, *, per_figure: int = 50, variations: bool = True, ruleset: Ruleset | None = None
) -> Handout:
    """The handout of ``tree``: its main line, then each variation from where it leaves its
    parent line, ``per_figure`` moves to a figure; the count of the main line's end uses the
    record's accepted count (``TB``/``TW``) when it has one, else an estimate of dead stones."""
    if per_figure < 1:
        raise DiagramError(DiagramErrorReason.BAD_FIGURE_SIZE, "a figure holds at least one move")
    sections = []
    main = _section(tree, None, SectionKind.MAIN_LINE, per_figure, ruleset)
    if main is not None:
        sections.append(main)
    if variations:
        for start in _variation_starts(tree):
            section = _section(tree, start, SectionKind.VARIATION, per_figure, ruleset)
            if section is not None:
                sections.append(section)
    if not sections:
        raise DiagramError(DiagramErrorReason.NO_MOVES, "the record holds no moves to print")
    count, source = _count(tree, ruleset)
    intro = (tree.root.comment or "").strip() or None
    return Handout(
        black=tree.root.get("PB"),
        white=tree.root.get("PW"),
        introduction=intro,
        sections=tuple(sections),
        result=tree.root.get("RE"),
        count=count,
        count_source=source,
    )
