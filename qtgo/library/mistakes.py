"""A reviewed game's mistakes turned into problems: the position before each, the engine's
move as the answer and the played move marked wrong (``BM``), the source game named.

The mistakes are those of the player report (``engine.report``: the one loss of a move),
so a problem never exists for a move the report does not count as lost.
"""

from __future__ import annotations

from qtgo.engine.report import game_losses
from qtgo.engine.review import main_line_nodes
from qtgo.library.problems import NewProblem
from qtgo.rules import Color, Point
from qtgo.sgf import GameTree, PositionCache, dumps

__all__ = ["mistake_problems"]


def _sgf(point: Point | None) -> str:
    return "" if point is None else point.to_sgf()


def _position(tree: GameTree, number: int, color: Color, answer: Point | None, played: Point | None) -> str:
    """SGF of the position before move ``number``, the answer first, the played move second."""
    nodes = main_line_nodes(tree)
    game = PositionCache(tree).game_at(nodes[number - 1])
    problem = GameTree()
    width, height = tree.size
    problem.size = (width, height)
    root = problem.root
    if tree.komi is not None:
        problem.komi = tree.komi
    black = [point.to_sgf() for point, stone in game.board.stones() if stone is Color.BLACK]
    white = [point.to_sgf() for point, stone in game.board.stones() if stone is Color.WHITE]
    root.set("AB", black)
    root.set("AW", white)
    root.set("PL", color.value)
    root.set("C", f"Move {number} of the game")
    right = problem.add_child(root, {color.value: _sgf(answer), "TE": "1"})
    right.set("C", "Correct")
    if played != answer:
        wrong = problem.add_child(root, {color.value: _sgf(played), "BM": "1"})
        wrong.set("C", "Played in the game")
    return dumps(problem)


def mistake_problems(tree: GameTree, source: str, min_loss: float) -> list[NewProblem]:
    """Each move that lost at least ``min_loss`` and whose better move the engine named."""
    losses = game_losses(tree)
    found = []
    for move in losses.moves:
        if move.loss < min_loss or not move.best_known or move.best == move.played:
            continue
        found.append(
            NewProblem(
                source=source,
                move=move.number,
                color=move.color.value,
                played=_sgf(move.played),
                answer=_sgf(move.best),
                loss=round(move.loss, 2),
                phase=losses.phases.of(move.number).value,
                position=_position(tree, move.number, move.color, move.best, move.played),
            )
        )
    return found
