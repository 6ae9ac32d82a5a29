"""Problem mode: the student plays, the record answers, and the end of a line says right or wrong.

Problems (tsumego, lesson positions) are published as SGF: setup stones, then a tree of
answers. The conventions read here are the usual ones: a line is right when its last node
says "RIGHT" or "Correct" in its comment, or carries ``TE`` (tesuji) or the student's
``GB``/``GW``; it is wrong when it says "Wrong"/"Incorrect", or a student's move on it is
marked ``BM``. A collection that marks no line at all is read the other way round, as many
are: every line in the record is right when the student has the last move, and a move that
is not in the record is always wrong.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from dataclasses import dataclass

from qtgo.rules import Color, Game, Move, Point
from qtgo.session.errors import Problem, SessionError
from qtgo.sgf import GameTree, Node, PositionCache

__all__ = ["Attempt", "GoProblem", "ProblemSet", "Status"]

# English, and Russian as Russian collections write it (qtgo ships its problems in both).
_RIGHT = re.compile(r"\b(right|correct|правильно|верно)\b", re.IGNORECASE)
_WRONG = re.compile(r"\b(wrong|incorrect|failure|fails?|неправильно|неверно|ошибка)\b", re.IGNORECASE)


class Status(enum.Enum):
    SOLVING = "solving"
    RIGHT = "right"  # the student reached the end of a right line
    WRONG = "wrong"  # a wrong line, or a move the record does not have
    SHOWN = "shown"  # the answer was shown: the problem no longer counts as solved


@dataclass(frozen=True)
class Attempt:
    """What a student's move led to: the record's reply, the comments, the status."""

    move: Move
    reply: Move | None
    status: Status
    in_record: bool
    comments: tuple[str, ...] = ()


def _marks_right(node: Node, student: Color) -> bool:
    comment = node.comment or ""
    own = "GB" if student is Color.BLACK else "GW"
    return bool(_RIGHT.search(comment)) or "TE" in node or own in node


def _marks_wrong(node: Node, student: Color) -> bool:
    comment = node.comment or ""
    theirs = "GW" if student is Color.BLACK else "GB"
    return bool(_WRONG.search(comment)) or theirs in node


def _student_of(tree: GameTree) -> Color:
    player = tree.root.get("PL")
    if player:
        try:
            return Color.from_sgf(player)
        except ValueError:
            pass
    for child in tree.root.children:
        move = child.move
        if move is not None:
            return move.color
    return Color.BLACK


class GoProblem:
    """One problem of a record; ``game`` is the position the student sees.

    Refusals are ``SessionError``s: ``Problem.GAME_OVER`` for a move after the end of a line
    (the problem, like a game, is over until "try again"), and the rules' own reasons
    (``Problem.KO``, ``Problem.OCCUPIED``, ...) for an illegal move.
    """

    def __init__(self, tree: GameTree) -> None:
        self.tree = tree
        self.student = _student_of(tree)
        self._cache = PositionCache(tree, capacity=64)
        # The root's comment poses the question ("find the right move"): not a mark.
        self._marked = any(
            _marks_right(node, self.student) or _marks_wrong(node, self.student)
            for node in tree.nodes()
            if node is not tree.root
        ) or any("BM" in node for node in tree.nodes())
        self.node: Node = tree.root
        self._off_record: Game | None = None  # the position after a move the record lacks
        self.status = Status.SOLVING
        self.answer_shown = False

    @property
    def title(self) -> str | None:
        return self.tree.root.get("GN") or self.tree.root.name

    @property
    def description(self) -> str | None:
        """The root comment: the problem's question ("Black to live")."""
        return self.tree.root.comment

    @property
    def game(self) -> Game:
        return self._off_record if self._off_record is not None else self._cache.game_at(self.node)

    @property
    def solved(self) -> bool:
        return self.status is Status.RIGHT and not self.answer_shown

    def _verdict(self, end: Node) -> Status:
        path = self.tree.path_to(end)
        for node in path:
            move = node.move
            if move is not None and move.color is self.student and "BM" in node:
                return Status.WRONG
        if _marks_wrong(end, self.student):
            return Status.WRONG
        if any(_marks_right(node, self.student) for node in path[1:]):
            return Status.RIGHT
        if self._marked:
            return Status.WRONG
        last = end.move
        return Status.RIGHT if last is not None and last.color is self.student else Status.WRONG

    def play(self, point: Point) -> Attempt:
        """The student plays at ``point``; the record replies, and a line's end is judged."""
        if self.status is not Status.SOLVING:
            raise SessionError(Problem.GAME_OVER)
        move = Move(self.student, point)
        reason = self.game.check(move)
        if reason is not None:
            raise SessionError(Problem(reason.value))
        chosen = next((child for child in self.node.children if child.move == move), None)
        if chosen is None:
            position = self.game.copy()
            position.play(move)
            self._off_record = position
            self.status = Status.WRONG
            return Attempt(move, None, Status.WRONG, in_record=False)
        self.node = chosen
        comments = [chosen.comment] if chosen.comment else []
        reply: Move | None = None
        replies = [
            child for child in chosen.children if child.move is not None and child.move.color is not self.student
        ]
        if replies:
            self.node = replies[0]
            reply = self.node.move
            if self.node.comment:
                comments.append(self.node.comment)
        if not self.node.children:
            self.status = self._verdict(self.node)
        return Attempt(move, reply, self.status, in_record=True, comments=tuple(comments))

    def try_again(self) -> None:
        """Back to the problem's start, status cleared (a shown answer stays counted)."""
        self.node = self.tree.root
        self._off_record = None
        self.status = Status.SOLVING

    def right_line(self) -> list[Node]:
        """The nodes of the first right line, root excluded (empty when none is right)."""
        for end in self.tree.nodes():
            if not end.children and end is not self.tree.root and self._verdict(end) is Status.RIGHT:
                return self.tree.path_to(end)[1:]
        return []

    def show_answer(self) -> list[Move]:
        """Put the board at the end of a right line and return its moves; no longer solved."""
        line = self.right_line()
        self.answer_shown = True
        if line:
            self.node = line[-1]
            self._off_record = None
        self.status = Status.SHOWN
        return [move for node in line if (move := node.move) is not None]


class ProblemSet:
    """A collection of problems worked through in order, counting the ones solved."""

    def __init__(self, trees: Sequence[GameTree]) -> None:
        if not trees:
            raise SessionError(Problem.NO_GAME)  # "the file holds no game"
        self.problems = [GoProblem(tree) for tree in trees]
        self.index = 0
        self._solved: set[int] = set()

    def __len__(self) -> int:
        return len(self.problems)

    @property
    def current(self) -> GoProblem:
        return self.problems[self.index]

    @property
    def solved_count(self) -> int:
        return len(self._solved)

    def play(self, point: Point) -> Attempt:
        attempt = self.current.play(point)
        if self.current.solved:
            self._solved.add(self.index)
        return attempt

    def take_progress(self, previous: ProblemSet) -> None:
        """Go on where ``previous`` was (the same problems in another language): the same
        problem, from its start, and the same ones counted as solved."""
        if len(previous) != len(self):
            return
        self.index = previous.index
        self._solved = set(previous._solved)

    def go(self, index: int) -> GoProblem:
        self.index = max(0, min(index, len(self.problems) - 1))
        return self.current

    def next(self) -> GoProblem | None:
        """The next problem, or None after the last."""
        if self.index + 1 >= len(self.problems):
            return None
        return self.go(self.index + 1)

    def previous(self) -> GoProblem | None:
        if self.index == 0:
            return None
        return self.go(self.index - 1)
