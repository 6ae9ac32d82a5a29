"""A mistake said in words from the engine's own numbers, no language model.

Each sentence is a value (:class:`Sentence`) whose figures come straight from the two
evaluations around the move (Black's view, as stored): the lead before and after, the
ownership of each chain before and after, and the engine's preferred move with its
lead. So every sentence can be checked against the grid and the numbers, and the words
(English and Russian, :func:`render`) are only a template around them.

A chain is *alive* when the mean ownership of its stones, from its own colour's side, is
at least ``ALIVE`` (0.5) and *dead* at ``-ALIVE`` or below.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from dataclasses import dataclass

from qtgo.engine.analysis import Analysis
from qtgo.engine.evaluations import stored_ownership
from qtgo.engine.review import main_line_nodes, point_loss, stored_evaluations
from qtgo.rules import Board, Color, Point
from qtgo.sgf import GameTree, Node, PositionCache

__all__ = ["ALIVE", "Sentence", "SentenceKind", "explain_move", "explain_saved_move", "render"]

ALIVE = 0.5
#: Below this many points a lead change is noise of a short search, not worth a sentence.
MIN_POINTS = 1.0


class SentenceKind(enum.Enum):
    LEAD_FELL = "lead-fell"  # the mover's lead fell from ``before`` to ``after``
    WENT_DEAD = "went-dead"  # ``stones`` of ``color`` at ``point`` went from alive to dead
    CAME_ALIVE = "came-alive"  # ``stones`` of ``color`` at ``point`` went from dead to alive
    BETTER_MOVE = "better-move"  # ``color`` played ``point``; ``best`` was worth ``amount`` more


@dataclass(frozen=True)
class Sentence:
    """One checkable statement about a move (fields per kind, see :class:`SentenceKind`)."""

    kind: SentenceKind
    color: Color
    point: Point | None = None
    stones: int = 0
    before: float = 0.0
    after: float = 0.0
    amount: float = 0.0
    best: Point | None = None


def _own(ownership: Sequence[float], width: int, chain: frozenset[Point], color: Color) -> float:
    """Mean ownership of ``chain`` from ``color``'s side (+1: surely ``color``'s)."""
    total = sum(ownership[p.y * width + p.x] for p in chain) / len(chain)
    return total if color is Color.BLACK else -total


def _anchor(chain: frozenset[Point]) -> Point:
    """The point a chain is named by: its top-left-most stone, so the name is stable."""
    return min(chain, key=lambda p: (p.y, p.x))


def explain_move(board: Board, mover: Color, point: Point | None, before: Analysis, after: Analysis) -> list[Sentence]:
    """What the move did, worst news first: the lead, chains that died or lived, the better move.

    ``board`` is the position before the move; both evaluations are Black's view.
    """
    sentences: list[Sentence] = []
    loss = point_loss(before, after, mover)
    if loss is not None and before.score_lead is not None and after.score_lead is not None and loss >= MIN_POINTS:
        sign = 1.0 if mover is Color.BLACK else -1.0
        sentences.append(
            Sentence(
                SentenceKind.LEAD_FELL,
                mover,
                before=before.score_lead * sign,
                after=after.score_lead * sign,
                amount=loss,
            )
        )
    width = board.width
    if before.ownership is not None and after.ownership is not None:
        played = board.copy()
        if point is not None:
            played.play(point, mover, allow_suicide=True)
        changes = []
        for color, chain in board.chains():
            if any(played[p] is not color for p in chain):
                continue  # taken off by the move itself: no later ownership to compare
            then, now = _own(before.ownership, width, chain, color), _own(after.ownership, width, chain, color)
            if then >= ALIVE and now <= -ALIVE:
                changes.append(Sentence(SentenceKind.WENT_DEAD, color, _anchor(chain), len(chain), then, now))
            elif then <= -ALIVE and now >= ALIVE:
                changes.append(Sentence(SentenceKind.CAME_ALIVE, color, _anchor(chain), len(chain), then, now))
        changes.sort(key=lambda s: (-s.stones, s.point))
        sentences.extend(changes)
    best = before.best
    if best is not None and best.point != point and best.score_lead is not None and after.score_lead is not None:
        gain = (best.score_lead - after.score_lead) * (1.0 if mover is Color.BLACK else -1.0)
        if gain >= MIN_POINTS:
            sentences.append(Sentence(SentenceKind.BETTER_MOVE, mover, point, amount=gain, best=best.point))
    return sentences


# --- words ------------------------------------------------------------------------

_COLOUR = {
    "en": {Color.BLACK: ("Black", "Black's"), Color.WHITE: ("White", "White's")},
    "ru": {Color.BLACK: ("Чёрные", "чёрных"), Color.WHITE: ("Белые", "белых")},
}


def _number(value: float) -> str:
    """A lead with its sign: ``+3``, ``\u22123.5``."""
    return f"{value:+.1f}".removesuffix(".0").replace("-", "\u2212")


def _points_ru(value: float) -> str:
    """Russian for "N points": 1 очко, 2 очка, 5 очков; a fraction takes очка."""
    text = f"{value:.1f}".removesuffix(".0")
    if "." in text:
        return f"{text} очка"
    whole = int(text)
    if whole % 10 == 1 and whole % 100 != 11:
        return f"{text} очко"
    if whole % 10 in (2, 3, 4) and whole % 100 not in (12, 13, 14):
        return f"{text} очка"
    return f"{text} очков"


def _stones_ru(count: int) -> str:
    if count % 10 == 1 and count % 100 != 11:
        return f"{count} камень"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return f"{count} камня"
    return f"{count} камней"


def _where(point: Point | None, height: int, language: str) -> str:
    if point is None:
        return "пас" if language == "ru" else "pass"
    return point.to_gtp(height)


def render(sentence: Sentence, height: int, language: str = "en") -> str:
    """The sentence in Russian (``"ru"``) or else English, points named as on the board."""
    language = "ru" if language == "ru" else "en"
    name, owner = _COLOUR[language][sentence.color]
    at = _where(sentence.point, height, language)
    kind = sentence.kind
    if language == "ru":
        if kind is SentenceKind.LEAD_FELL:
            return (
                f"Перевес {owner} упал с {_number(sentence.before)} до {_number(sentence.after)}"
                f" (на {_points_ru(sentence.amount)})"
            )
        if kind is SentenceKind.WENT_DEAD:
            return f"{_stones_ru(sentence.stones)} {owner} на {at} были живыми, а стали мёртвыми"
        if kind is SentenceKind.CAME_ALIVE:
            return f"{_stones_ru(sentence.stones)} {owner} на {at} были мёртвыми, а ожили"
        best = _where(sentence.best, height, language)
        return f"{name} сыграли на {at}, а ход на {best} был ценнее примерно на {_points_ru(sentence.amount)}"
    points = f"{sentence.amount:.1f}".removesuffix(".0")
    if kind is SentenceKind.LEAD_FELL:
        return f"{owner} lead fell from {_number(sentence.before)} to {_number(sentence.after)} (by {points})"
    stones = f"{sentence.stones} stone{'s' if sentence.stones != 1 else ''}"
    if kind is SentenceKind.WENT_DEAD:
        return f"{owner} {stones} at {at} went from alive to dead"
    if kind is SentenceKind.CAME_ALIVE:
        return f"{owner} {stones} at {at} went from dead to alive"
    best = _where(sentence.best, height, language)
    return f"{name} played {at} while {best} was worth about {points} points more"


def _with_ownership(analysis: Analysis, node: Node) -> Analysis:
    """``analysis`` with the ownership saved on ``node`` when it came without (a review's
    evaluations are read without it: ``stored_evaluations``)."""
    if analysis.ownership is not None:
        return analysis
    saved = stored_ownership(node)
    return analysis if saved is None else dataclasses.replace(analysis, ownership=saved)


def explain_saved_move(
    tree: GameTree,
    number: int,
    evaluations: Sequence[Analysis | None] | None = None,
    positions: PositionCache | None = None,
) -> list[Sentence]:
    """The sentences for main-line move ``number`` (from 1): from ``evaluations`` (one a
    main-line position, as a review holds them) or else those saved in the record (their
    ownership too, when the engine gave one), which is what a reopened review says.
    ``positions``: a cache to reuse when explaining many moves of one tree."""
    nodes = main_line_nodes(tree)
    if not 1 <= number < len(nodes):
        return []
    move = nodes[number].move
    evaluations = stored_evaluations(tree) if evaluations is None else evaluations
    if number >= len(evaluations):
        return []
    before, after = evaluations[number - 1], evaluations[number]
    if move is None or before is None or after is None:
        return []
    before, after = _with_ownership(before, nodes[number - 1]), _with_ownership(after, nodes[number])
    board = (positions or PositionCache(tree)).game_at(nodes[number - 1]).board
    return explain_move(board, move.color, move.point, before, after)
