"""A whole game analysed so that nothing done is lost: each position kept as it comes.

A review of a long game takes minutes; one slow answer must not throw the rest away. So
each position's result goes to the caller the moment it is done (``iter_analysis`` yields
it, ``analyse_game`` hands it to a callback; the CLI prints and stores it, the window puts
it in the record and the autosave). A position that times out is retried once with the
engine restarted (a timed-out engine is never asked again as it is) and then reported
skipped. Which positions to do is the caller's choice: ``pending_positions`` reads the
record's saved evaluations, so a stopped analysis resumes where it was, and a list of
chosen moves re-runs only those.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field

from qtgo.engine.analysis import Analysis
from qtgo.engine.engine import Cancel, Engine, Limits
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.evaluations import read_evaluation, write_engine_name, write_evaluation
from qtgo.engine.katago import KataJsonEngine
from qtgo.engine.position import EnginePosition
from qtgo.engine.review import main_line_nodes
from qtgo.sgf import GameTree

__all__ = [
    "PositionResult",
    "ReviewSettings",
    "analyse_game",
    "analyse_game_json",
    "iter_analysis",
    "keep_result",
    "pending_positions",
    "positions_of_moves",
]


@dataclass(frozen=True)
class ReviewSettings:
    """How a whole-game analysis runs (the window's settings, the CLI's options).

    ``limits``: the search per position (visits, seconds); ``timeout``: seconds one
    position may take before it counts as timed out (None: the engine's request timeout
    plus ``limits.seconds``); ``retries``: how often a timed-out position is tried again.
    """

    limits: Limits = field(default_factory=Limits)
    timeout: float | None = None
    retries: int = 1

    def __post_init__(self) -> None:
        if self.timeout is not None and not self.timeout > 0:
            raise EngineError(EngineFault.UNSUPPORTED, f"a timeout must be more than 0 s, not {self.timeout}")
        if self.retries < 0:
            raise EngineError(EngineFault.UNSUPPORTED, f"retries cannot be negative ({self.retries})")


@dataclass(frozen=True)
class PositionResult:
    """Position ``index`` of the main line (0: before the first move), done or skipped.

    ``analysis`` is None for a skipped position; ``error`` then says why (its timeout).
    """

    index: int
    analysis: Analysis | None
    error: EngineError | None = None

    @property
    def skipped(self) -> bool:
        return self.analysis is None


def pending_positions(tree: GameTree, *, resume: bool = False, only: Collection[int] | None = None) -> list[int]:
    """The main-line positions still to analyse, in order.

    ``only``: just these (a re-run of chosen moves, done again even when stored);
    ``resume``: those without an evaluation saved in the record. Indices outside the
    main line are left out.
    """
    nodes = main_line_nodes(tree)
    indices = range(len(nodes)) if only is None else sorted(i for i in set(only) if 0 <= i < len(nodes))
    if resume and only is None:
        return [i for i in indices if read_evaluation(nodes[i], ownership=False) is None]
    return list(indices)


def positions_of_moves(moves: Collection[int], count: int) -> list[int]:
    """The positions to analyse again so that each of ``moves`` gets a new loss, in order.

    A move's loss is measured between the position before it and the one it reaches, so
    move n brings positions n - 1 and n (move 0, the start, only itself); positions beyond
    the ``count`` of the main line are left out.
    """
    wanted = {p for n in moves for p in (n - 1, n)}
    return sorted(p for p in wanted if 0 <= p < count)


def keep_result(tree: GameTree, result: PositionResult, engine_label: str) -> None:
    """Store one done position in the record (a skipped one leaves what was there)."""
    if result.analysis is None:
        return
    nodes = main_line_nodes(tree)
    if 0 <= result.index < len(nodes):
        write_evaluation(nodes[result.index], result.analysis)
        write_engine_name(tree, engine_label)


def iter_analysis(
    engine: Engine,
    positions: Sequence[EnginePosition],
    indices: Sequence[int] | None = None,
    settings: ReviewSettings = ReviewSettings(),
    *,
    cancel: Cancel | None = None,
) -> Iterator[PositionResult]:
    """Analyse ``positions[i]`` for each ``i`` of ``indices`` (default: all), one at a time.

    Each result is yielded as soon as it is done. TIMEOUT restarts the engine and retries
    (``settings.retries``), then yields the position skipped; any other fault (a crash, a
    refusal, a cancel) ends the iteration by raising, after everything done was yielded.
    """
    for index in range(len(positions)) if indices is None else indices:
        if cancel is not None and cancel.is_set:
            raise EngineError(EngineFault.CANCELLED, "the game analysis was stopped")
        attempts = 0
        while True:
            try:
                analysis = engine.analyse(
                    positions[index], settings.limits, token=index, cancel=cancel, timeout=settings.timeout
                )
            except EngineError as error:
                if error.reason is not EngineFault.TIMEOUT:
                    raise
                engine.restart()
                attempts += 1
                if attempts <= settings.retries:
                    continue
                yield PositionResult(index, None, error)
                break
            yield PositionResult(index, analysis)
            break


def analyse_game(
    engine: Engine,
    positions: Sequence[EnginePosition],
    on_result: Callable[[PositionResult], None],
    indices: Sequence[int] | None = None,
    settings: ReviewSettings = ReviewSettings(),
    *,
    cancel: Cancel | None = None,
) -> list[PositionResult]:
    """``iter_analysis`` with a callback: ``on_result`` gets each position as it is done."""
    done = []
    for result in iter_analysis(engine, positions, indices, settings, cancel=cancel):
        on_result(result)
        done.append(result)
    return done


def analyse_game_json(
    engine: KataJsonEngine,
    positions: Sequence[EnginePosition],
    indices: Sequence[int],
    on_result: Callable[[PositionResult], None],
    settings: ReviewSettings = ReviewSettings(),
    *,
    cancel: Cancel | None = None,
) -> list[PositionResult]:
    """The same with KataGo's JSON engine: ``positions[i]`` for each ``i`` of ``indices`` in
    one batch of queries (``KataJsonEngine.analyse_positions``), each result handed over as
    it arrives.

    When a result is overdue, the engine is restarted and the turns still missing are
    asked again (``settings.retries`` times); those still missing then are skipped.
    """
    done: dict[int, PositionResult] = {}

    def arrived(turn: int, analysis: Analysis) -> None:
        if turn not in done:
            done[turn] = PositionResult(turn, analysis)
            on_result(done[turn])

    def filed_under(asked: list[int]) -> Callable[[int, Analysis], None]:
        """The listener of one query: its k-th position is ``asked[k]`` of the game."""
        return lambda k, analysis: arrived(asked[k], analysis)

    missing = list(indices)
    attempts = 0
    while missing:
        asked = list(missing)
        try:
            engine.analyse_positions(
                [positions[i] for i in asked],
                settings.limits,
                cancel=cancel,
                on_result=filed_under(asked),
                timeout=settings.timeout,
            )
        except EngineError as error:
            if error.reason is not EngineFault.TIMEOUT:
                raise
            missing = [turn for turn in missing if turn not in done]
            engine.restart()
            attempts += 1
            if attempts <= settings.retries:
                continue
            for turn in missing:
                done[turn] = PositionResult(turn, None, error)
                on_result(done[turn])
        missing = [turn for turn in missing if turn not in done]
    return [done[turn] for turn in indices if turn in done]
