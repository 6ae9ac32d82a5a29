"""Reviewing a whole game: every main-line position evaluated, and the mistakes it shows.

A move's loss is how much the mover's score lead fell from the position before it to the
position after it; mistakes are the moves that lost at least the user's threshold, worst
first. Works with any engine that gives a score lead (GNU Go's mean estimate too, see
``gnugo``); ``point_loss`` is the one place that says what a move lost.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qtgo.engine.analysis import Analysis
from qtgo.engine.engine import Cancel, Engine, Limits
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.evaluations import read_evaluation, write_engine_name, write_evaluation
from qtgo.engine.position import EnginePosition, position_in_tree
from qtgo.engine.series import GraphMode, mover_loss
from qtgo.rules import Color, Point, Ruleset
from qtgo.sgf import GameTree, Node, PositionCache

__all__ = [
    "Mistake",
    "Severity",
    "Thresholds",
    "analyse_main_line",
    "analyse_positions",
    "find_mistakes",
    "main_line_positions",
    "point_loss",
    "point_losses",
    "store_evaluations",
    "stored_evaluations",
]


class Severity(enum.Enum):
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@dataclass(frozen=True)
class Thresholds:
    """Points lost from which a move counts as each kind of error (the user may change them)."""

    inaccuracy: float = 2.0
    mistake: float = 5.0
    blunder: float = 10.0

    def severity(self, loss: float) -> Severity | None:
        if loss >= self.blunder:
            return Severity.BLUNDER
        if loss >= self.mistake:
            return Severity.MISTAKE
        if loss >= self.inaccuracy:
            return Severity.INACCURACY
        return None


@dataclass(frozen=True)
class Mistake:
    """Move ``move_number`` (from 1) by ``color`` at ``point`` lost ``loss`` points."""

    move_number: int
    color: Color
    point: Point | None
    loss: float
    severity: Severity
    best: Point | None = None  # what the engine preferred in the position before


_DEFAULT_LIMITS = Limits()


def main_line_nodes(tree: GameTree) -> list[Node]:
    """The positions of the main line: the start, then after each move (setup nodes fold in)."""
    line = tree.main_line()
    nodes = [line[0]]
    for node in line[1:]:
        if "B" in node or "W" in node:
            nodes.append(node)
        elif any(ident in node for ident in ("AB", "AW", "AE", "PL")) and not ("B" in nodes[-1] or "W" in nodes[-1]):
            nodes[-1] = node  # setup before the first move: the start position is after it
    return nodes


def main_line_positions(tree: GameTree, *, ruleset: Ruleset | None = None) -> list[EnginePosition]:
    """The engine's view of every main-line position (plain values a worker thread may keep)."""
    cache = PositionCache(tree, ruleset=ruleset)
    return [position_in_tree(tree, node, game=cache.game_at(node)) for node in main_line_nodes(tree)]


def analyse_positions(
    engine: Engine,
    positions: Sequence[EnginePosition],
    limits: Limits = _DEFAULT_LIMITS,
    *,
    on_progress: Callable[[int, int, Analysis], None] | None = None,
    cancel: Cancel | None = None,
) -> list[Analysis]:
    """Evaluate each position in turn; ``on_progress(done, total, analysis)`` after each."""
    results: list[Analysis] = []
    for index, position in enumerate(positions):
        if cancel is not None and cancel.is_set:
            raise EngineError(EngineFault.CANCELLED, "the game analysis was stopped")
        analysis = engine.analyse(position, limits, token=index, cancel=cancel)
        results.append(analysis)
        if on_progress is not None:
            on_progress(index + 1, len(positions), analysis)
    return results


def store_evaluations(tree: GameTree, evaluations: Sequence[Analysis], engine_label: str) -> None:
    """Write one evaluation per main-line position into the record, and the engine's name."""
    for node, analysis in zip(main_line_nodes(tree), evaluations, strict=False):
        write_evaluation(node, analysis)
    write_engine_name(tree, engine_label)


def analyse_main_line(
    engine: Engine,
    tree: GameTree,
    limits: Limits = _DEFAULT_LIMITS,
    *,
    ruleset: Ruleset | None = None,
    on_progress: Callable[[int, int, Analysis], None] | None = None,
    cancel: Cancel | None = None,
    store: bool = False,
) -> list[Analysis]:
    """Evaluate every main-line position, the one after the last move included.

    ``store`` writes them into the tree (``SBKV`` and ``QTEV``, see ``evaluations``).
    """
    positions = main_line_positions(tree, ruleset=ruleset)
    results = analyse_positions(engine, positions, limits, on_progress=on_progress, cancel=cancel)
    if store:
        store_evaluations(tree, results, engine.label)
    return results


def stored_evaluations(tree: GameTree, *, ownership: bool = False) -> list[Analysis | None]:
    """What an earlier review left in the record, position by position (None: not evaluated).

    Without their ownership unless asked: a graph, a list of mistakes or the coach read
    every position, and decoding each one's 361 values is most of reading them
    (``explain_saved_move`` reads the two it needs)."""
    return [read_evaluation(node, ownership=ownership) for node in main_line_nodes(tree)]


def point_loss(before: Analysis | None, after: Analysis | None, mover: Color) -> float | None:
    """The points ``mover`` lost with one move: the fall of the mover's own lead from the
    position before the move to the one after it (negative: the move gained).

    The one definition of a move's loss (``series.mover_loss``, which the graph draws):
    the mistakes list, "Next mistake", the graph's marks and what a saved record's ``QTEV``
    values give all come from it. Both leads are Black's (as every stored number is), so
    Black's loss is ``before - after`` and White's its negation. None when either position
    has no score lead.
    """
    return mover_loss(before, after, mover, GraphMode.LEAD)  # what the graph's loss view draws too


def point_losses(tree: GameTree, evaluations: Sequence[Analysis | None]) -> list[float | None]:
    """``point_loss`` of every main-line position's move (index 0, the start, has none)."""
    nodes = main_line_nodes(tree)
    losses: list[float | None] = [None]
    for index in range(1, min(len(nodes), len(evaluations))):
        move = nodes[index].move
        losses.append(None if move is None else point_loss(evaluations[index - 1], evaluations[index], move.color))
    return losses


def find_mistakes(
    tree: GameTree,
    evaluations: Sequence[Analysis | None],
    thresholds: Thresholds = Thresholds(),
) -> list[Mistake]:
    """The moves that lost at least ``thresholds.inaccuracy`` points, worst first."""
    nodes = main_line_nodes(tree)
    found = []
    for index, loss in enumerate(point_losses(tree, evaluations)):
        move = nodes[index].move
        severity = None if loss is None else thresholds.severity(loss)
        if loss is None or severity is None or move is None:
            continue
        before = evaluations[index - 1]
        best = before.best.point if before is not None and before.best is not None else None
        found.append(Mistake(index, move.color, move.point, round(loss, 2), severity, best))
    found.sort(key=lambda m: (-m.loss, m.move_number))
    return found
