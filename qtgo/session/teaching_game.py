"""A teaching game against an engine: a verdict after each student move, and takebacks kept.

After each move of the student the position before and after it are evaluated (by the
``evaluate`` function given: an engine's analysis, from Black's side as every stored number
is); the verdict is the student's point loss and the move the engine preferred. A move that
loses more than the teacher's threshold is taken back at once when ``auto_takeback`` is on,
or later on request (:meth:`TeachingGame.take_back`). A taken-back move stays in the record
as a variation, with the engine's comment; the move played instead becomes the main line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from qtgo._format import format_number
from qtgo.engine.analysis import Analysis
from qtgo.engine.review import point_loss
from qtgo.rules import Color, Move, Point
from qtgo.session.errors import Problem, SessionError
from qtgo.sgf import GameTree, Node

__all__ = ["TeachingGame", "Verdict", "takeback_comment"]

#: The record's comment on a taken-back move, in the record's language.
_COMMENT = {
    "en": ("Taken back: loses {loss} points", "; better: {better}"),
    "ru": ("Ход взят назад: потеря {loss} очк.", "; лучше: {better}"),
}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's word on the student's move ``number``."""

    number: int
    move: Move
    loss: float | None  # the student's points lost (negative: gained); None without a score
    better: Point | None  # the engine's first choice, when it is not the move played
    taken_back: bool = False


def takeback_comment(verdict: Verdict, height: int, language: str = "en") -> str:
    head, tail = _COMMENT.get(language, _COMMENT["en"])
    loss = format_number(round(verdict.loss, 1)) if verdict.loss is not None else "?"
    text = head.format(loss=loss)
    if verdict.better is not None:
        text += tail.format(better=verdict.better.to_gtp(height))
    return text


class TeachingGame:
    """The student's moves with verdicts, over a record whose current node is ``node``."""

    def __init__(
        self,
        tree: GameTree,
        student: Color,
        evaluate: Callable[[GameTree, Node], Analysis],
        *,
        threshold: float = 3.0,
        auto_takeback: bool = False,
        language: str = "en",
    ) -> None:
        self.tree = tree
        self.student = student
        self.evaluate = evaluate
        self.threshold = threshold
        self.auto_takeback = auto_takeback
        self.language = language
        self.node: Node = tree.root.line_end()
        self.verdicts: list[Verdict] = []
        self._evaluations: dict[int, Analysis] = {}
        self._last_student: tuple[Node, Verdict] | None = None

    def _evaluation(self, node: Node) -> Analysis:
        known = self._evaluations.get(id(node))
        if known is None:
            known = self._evaluations[id(node)] = self.evaluate(self.tree, node)
        return known

    def play(self, move: Move) -> Verdict | None:
        """Add ``move`` after the current node (as the main line); the student's gets a verdict.

        The caller checks legality (the session does); the engine's replies come in here too.
        """
        parent = self.node
        child = self.tree.add_child(parent, index=0)
        child.move = move
        self.node = child
        if move.color is not self.student:
            return None
        before, after = self._evaluation(parent), self._evaluation(child)
        loss = point_loss(before, after, move.color)
        best = before.candidates[0].point if before.candidates else None
        verdict = Verdict(self.tree.move_number(child), move, loss, best if best != move.point else None)
        self._last_student = (child, verdict)
        if self.auto_takeback and loss is not None and loss > self.threshold:
            self.take_back()
            verdict = self.verdicts[-1]
        else:
            self.verdicts.append(verdict)
        return verdict

    @property
    def can_take_back(self) -> bool:
        """Whether the student's last move is still there to take back."""
        return self._last_student is not None

    def take_back(self) -> Verdict:
        """Take back the student's last move (and the engine's reply to it, if played): the
        cursor returns to before it, and the move stays as a variation with the engine's comment."""
        if self._last_student is None:
            raise SessionError(Problem.NOT_AT_END)
        node, verdict = self._last_student
        parent = node.parent
        assert parent is not None
        taken = Verdict(verdict.number, verdict.move, verdict.loss, verdict.better, taken_back=True)
        node.comment = takeback_comment(taken, self.tree.size[1], self.language)
        # The next move played here becomes the main line (it is added first); the taken-back
        # one keeps its place among the variations.
        self.tree.move_to(node, len(parent.children) - 1)
        self.node = parent
        self._last_student = None
        if self.verdicts and self.verdicts[-1] == verdict:
            self.verdicts[-1] = taken
        else:
            self.verdicts.append(taken)
        return taken

    def taken_back(self) -> list[Node]:
        """Every taken-back move in the record (variations with the engine's comment)."""
        return [
            n
            for n in self.tree.nodes()
            if n.move is not None and n.move.color is self.student and not n.is_main_line() and n.comment
        ]
