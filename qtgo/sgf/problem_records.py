"""qtgo's own problems as SGF records, and back to the fight that verifies them.

A problem is written as problem mode reads one (``qtgo.session.problem``): setup stones,
``PL[B]``, the question as the root comment, the answer tree with "Correct!" at the end of
each right line and "Wrong" on the reply that refutes a wrong move. The root also keeps
what the reading was done on, in qtgo's own properties, so that anyone (the tests first)
can read the problem again: ``QK`` the kind, ``QL`` the level, ``QT`` the target stone,
``QR`` the region's points. Texts come in English and Russian (the record's language,
not the interface's: these are files, like any published collection).
"""

from __future__ import annotations

from qtgo.rules import Color, Move, Point
from qtgo.rules.problem_maker import BOARD, Level, ProblemKind, ProblemMove, ReadProblem
from qtgo.rules.reading import LocalFight
from qtgo.sgf.node import Node
from qtgo.sgf.tree import GameTree

__all__ = ["LANGUAGES", "fight_of", "problem_record"]

LANGUAGES = ("en", "ru")

_QUESTION = {
    ("en", ProblemKind.KILL): "Black to kill the white group.",
    ("en", ProblemKind.LIVE): "Black to live.",
    ("en", ProblemKind.CAPTURE): "Black to capture the marked stone.",
    ("ru", ProblemKind.KILL): "Чёрные начинают и убивают белую группу.",
    ("ru", ProblemKind.LIVE): "Чёрные начинают и живут.",
    ("ru", ProblemKind.CAPTURE): "Чёрные начинают и берут отмеченный камень.",
}
_TITLE = {
    ("en", ProblemKind.KILL): "Kill",
    ("en", ProblemKind.LIVE): "Live",
    ("en", ProblemKind.CAPTURE): "Capture",
    ("ru", ProblemKind.KILL): "Убить",
    ("ru", ProblemKind.LIVE): "Жить",
    ("ru", ProblemKind.CAPTURE): "Взятие",
}
_LEVEL = {
    ("en", Level.BEGINNER): "beginner",
    ("en", Level.KYU): "kyu",
    ("en", Level.DAN): "dan",
    ("ru", Level.BEGINNER): "для начинающих",
    ("ru", Level.KYU): "кю",
    ("ru", Level.DAN): "дан",
}
_RIGHT = {"en": "Correct!", "ru": "Правильно!"}
_WRONG = {
    ("en", ProblemKind.KILL): "Wrong: White lives.",
    ("en", ProblemKind.LIVE): "Wrong: White kills.",
    ("en", ProblemKind.CAPTURE): "Wrong: White gets away.",
    ("ru", ProblemKind.KILL): "Неправильно: белые живут.",
    ("ru", ProblemKind.LIVE): "Неправильно: белые убивают.",
    ("ru", ProblemKind.CAPTURE): "Неправильно: белые уходят.",
}


def _add(tree: GameTree, parent: Node, move: ProblemMove, language: str, kind: ProblemKind) -> None:
    node = tree.add_child(parent)
    node.move = Move(move.color, move.point)
    if move.right:
        node.comment = _RIGHT[language]
    if move.wrong:
        node.comment = _WRONG[language, kind]
    for child in move.children:
        _add(tree, node, child, language, kind)


def problem_record(problem: ReadProblem, number: int, language: str = "en") -> GameTree:
    """The record of ``problem``, titled "``number``. Kill (kyu)" in ``language``."""
    tree = GameTree()
    tree.size = (problem.size, problem.size)
    root = tree.root
    root.set("AP", "qtgo")
    root.set("CA", "UTF-8")
    title, level = _TITLE[language, problem.kind], _LEVEL[language, problem.level]
    root.set("GN", f"{number}. {title} ({level})")
    root.set_points("AB", sorted(p for p, c in problem.stones.items() if c is Color.BLACK))
    root.set_points("AW", sorted(p for p, c in problem.stones.items() if c is Color.WHITE))
    root.set("PL", "B")
    root.comment = _QUESTION[language, problem.kind]
    if problem.kind is ProblemKind.CAPTURE:
        root.set_points("TR", [problem.target])
    root.set("QK", problem.kind.value)
    root.set("QL", problem.level.value)
    root.set_points("QT", [problem.target])
    root.set_points("QR", sorted(problem.region))
    for move in problem.answer:
        _add(tree, root, move, language, problem.kind)
    return tree


def fight_of(tree: GameTree) -> tuple[LocalFight, ProblemKind]:
    """The fight a record of :func:`problem_record` was read on, and its kind."""
    root = tree.root
    setup = root.setup
    stones: dict[Point, Color] = {}
    if setup is not None:
        stones.update({p: Color.BLACK for p in setup.black})
        stones.update({p: Color.WHITE for p in setup.white})
    width, height = tree.size
    (target,) = root.points("QT")
    kind = ProblemKind(root.get("QK") or "")
    return LocalFight(width or BOARD, height or BOARD, stones, frozenset(root.points("QR")), target), kind
