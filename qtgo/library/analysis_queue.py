"""The library's games analysed by an engine in the background, one after another, in a
queue kept in the library database, so that it survives a restart.

A game is queued by its digest (``games.digest``: the same moves and setup), so it stays the
same game when its file is imported again. Its analysed copy goes beside the library, in
``<library folder>/analysed/<file stem>-<game>-<digest>.sgf``: the user's own files are
never written. A game whose own file already holds an evaluation for every position needs
no copy and no engine; a copy left half done by a stop (or a crash) is taken up where it
stopped. Each done game's move losses go into ``move_losses``, as an import of an analysed
record puts them there, so the pattern search's verdicts and the coach use them at once.

``run_queue`` works through the waiting games with a :class:`GameAnalyser` (an engine
command: KataGo's JSON engine when there is one, else GTP; tests pass a fake). A record
that cannot be read or replayed, or an engine fault during a game, fails that game (the
reason kept, shown, retried on demand) and the queue goes on; an engine that will not start,
or faults on three games in a row, stops the queue with the reason. Nothing here knows Qt.
"""

from __future__ import annotations

import enum
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from qtgo.library.errors import LibraryError, LibraryErrorReason
from qtgo.library.schema import IN_IDS, id_list, store_move_losses

if TYPE_CHECKING:
    from qtgo.engine import Cancel, EnginePosition
    from qtgo.engine.whole_game import PositionResult, ReviewSettings
    from qtgo.library.library import Library
    from qtgo.sgf import GameTree

__all__ = [
    "ANALYSED_FOLDER",
    "CommandAnalyser",
    "GameAnalyser",
    "QueueAdded",
    "QueueEntry",
    "QueueOutcome",
    "QueueProblem",
    "QueueProgress",
    "QueueRun",
    "QueueState",
    "AnalysisQueue",
    "run_queue",
    "waiting_games",
]

#: The folder beside the library database that holds the analysed copies.
ANALYSED_FOLDER = "analysed"
#: Positions analysed between two saves of the copy (a stop loses at most these).
SAVE_EVERY = 10
#: Games in a row an engine may fault on before the queue stops.
FAULTS_IN_A_ROW = 3


class QueueState(enum.Enum):
    WAITING = "waiting"
    DONE = "done"
    FAILED = "failed"


class QueueProblem(enum.Enum):
    """Why a game of the queue failed; the window translates these."""

    GONE = "gone"  # no game of that digest in the library any more
    UNREADABLE = "unreadable"  # its file cannot be read or its moves replayed
    CHANGED = "changed"  # its file no longer holds that game (changed since the import)
    ENGINE = "engine"  # the engine broke down on it


@dataclass(frozen=True)
class QueueEntry:
    """One queued game: where it stands, and where the library has it now (``file`` is ''
    and ``game_id`` 0 when it is no longer there)."""

    id: int
    digest: str
    state: QueueState
    output: str
    done: int
    total: int
    problem: QueueProblem | None
    error: str
    game_id: int
    file: str
    game_index: int
    black: str
    white: str


@dataclass(frozen=True)
class QueueAdded:
    """What a call to :meth:`AnalysisQueue.add` did."""

    added: int = 0
    already: int = 0  # queued or done before
    no_moves: int = 0  # nothing to analyse


_ENTRY_SQL = (
    "SELECT q.id, q.digest, q.state, q.output, q.done, q.total, q.problem, q.error,"
    " coalesce(g.id, 0), coalesce(f.path, ''), coalesce(g.game_index, 0), coalesce(g.black, ''),"
    " coalesce(g.white, '') FROM analysis_queue q"
    " LEFT JOIN games g ON g.digest = q.digest LEFT JOIN files f ON f.id = g.file_id"
)


def _entry(row: Sequence[object]) -> QueueEntry:
    problem = str(row[6])
    return QueueEntry(
        id=int(row[0]),  # type: ignore[call-overload]
        digest=str(row[1]),
        state=QueueState(row[2]),
        output=str(row[3]),
        done=int(row[4]),  # type: ignore[call-overload]
        total=int(row[5]),  # type: ignore[call-overload]
        problem=QueueProblem(problem) if problem else None,
        error=str(row[7]),
        game_id=int(row[8]),  # type: ignore[call-overload]
        file=str(row[9]),
        game_index=int(row[10]),  # type: ignore[call-overload]
        black=str(row[11]),
        white=str(row[12]),
    )


class AnalysisQueue:
    """The queue of one library (its own connection's view; several may share the file)."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self.db = library.connection

    @property
    def folder(self) -> Path:
        """Where the analysed copies go."""
        return self.library.path.parent / ANALYSED_FOLDER

    def _write(self, sql: str, values: Iterable[object] = ()) -> sqlite3.Cursor:
        if self.library.read_only:
            raise LibraryError(LibraryErrorReason.READ_ONLY, f"{self.library.path}: the library is read-only here")
        try:
            return self.db.execute(sql, tuple(values))
        except sqlite3.Error as error:
            raise LibraryError(LibraryErrorReason.DATABASE, f"{self.library.path}: {error}") from error

    def add(self, game_ids: Iterable[int]) -> QueueAdded:
        """Queue these games (library ids) at the end; games already in the queue stay where
        they are (a failed one waits again)."""
        added = already = no_moves = 0
        ids = list(game_ids)
        self._write("BEGIN IMMEDIATE")
        try:
            # One statement, so the games queue in date order however many are added.
            rows = self.db.execute(
                f"SELECT id, digest FROM games WHERE id {IN_IDS} ORDER BY date_first, id", (id_list(ids),)
            ).fetchall()
            for _game_id, digest in rows:
                if not digest:
                    no_moves += 1
                    continue
                cursor = self.db.execute(
                    "INSERT OR IGNORE INTO analysis_queue(digest, state) VALUES (?, 'waiting')", (digest,)
                )
                if cursor.rowcount:
                    added += 1
                else:
                    already += 1
                    self.db.execute(
                        "UPDATE analysis_queue SET state = 'waiting', problem = '', error = ''"
                        " WHERE digest = ? AND state = 'failed'",
                        (digest,),
                    )
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        return QueueAdded(added, already, no_moves)

    def entries(self, state: QueueState | None = None) -> list[QueueEntry]:
        """The queued games in queue order (only those in ``state`` if given)."""
        sql = _ENTRY_SQL + (" WHERE q.state = ?" if state else "") + " ORDER BY q.id"
        return [_entry(row) for row in self.db.execute(sql, (state.value,) if state else ())]

    def entry(self, digest: str) -> QueueEntry | None:
        row = self.db.execute(_ENTRY_SQL + " WHERE q.digest = ?", (digest,)).fetchone()
        return _entry(row) if row else None

    def next_waiting(self) -> QueueEntry | None:
        row = self.db.execute(_ENTRY_SQL + " WHERE q.state = 'waiting' ORDER BY q.id LIMIT 1").fetchone()
        return _entry(row) if row else None

    def counts(self) -> dict[QueueState, int]:
        found = dict.fromkeys(QueueState, 0)
        for state, count in self.db.execute("SELECT state, count(*) FROM analysis_queue GROUP BY state"):
            found[QueueState(state)] = int(count)
        return found

    def retry_failed(self) -> int:
        """Every failed game waits again; returns how many."""
        return self._write(
            "UPDATE analysis_queue SET state = 'waiting', problem = '', error = '' WHERE state = 'failed'"
        ).rowcount

    def clear_waiting(self) -> int:
        """Take the games not done yet out of the queue (their half-done copies stay)."""
        return self._write("DELETE FROM analysis_queue WHERE state != 'done'").rowcount

    def progress(self, digest: str, done: int, total: int, output: str) -> None:
        self._write(
            "UPDATE analysis_queue SET done = ?, total = ?, output = ? WHERE digest = ?", (done, total, output, digest)
        )

    def finish(self, digest: str, output: str, total: int, losses: Sequence[tuple[int, float]]) -> None:
        """The game is done: its copy (or its own file), and its move losses for the library."""
        self._write("BEGIN IMMEDIATE")
        try:
            self.db.execute(
                "UPDATE analysis_queue SET state = 'done', output = ?, done = ?, total = ?, problem = '', error = ''"
                " WHERE digest = ?",
                (output, total, total, digest),
            )
            for (game_id,) in self.db.execute("SELECT id FROM games WHERE digest = ?", (digest,)).fetchall():
                store_move_losses(self.db, game_id, losses)
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def fail(self, digest: str, problem: QueueProblem, error: str) -> None:
        self._write(
            "UPDATE analysis_queue SET state = 'failed', problem = ?, error = ? WHERE digest = ?",
            (problem.value, error, digest),
        )

    def analysed_sources(self) -> dict[str, Path]:
        """The record that holds each done game's evaluations, by digest."""
        found = {}
        for digest, output in self.db.execute("SELECT digest, output FROM analysis_queue WHERE state = 'done'"):
            if output:
                found[str(digest)] = self.library.path.parent / str(output)
        return found

    def copy_name(self, file: str, game_index: int, digest: str) -> str:
        """The analysed copy of a game, relative to the library's folder."""
        return f"{ANALYSED_FOLDER}/{Path(file).stem}-{game_index + 1}-{digest[:8]}.sgf"


def waiting_games(database: Path) -> int:
    """How many games wait in a library's queue, read without opening the library for
    writing (a window says so at start); 0 when there is no library or no queue."""
    if not database.is_file():
        return 0
    try:
        db = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return int(db.execute("SELECT count(*) FROM analysis_queue WHERE state = 'waiting'").fetchone()[0])
        finally:
            db.close()
    except sqlite3.Error:
        return 0


# ---------------------------------------------------------------------- the engine side


class GameAnalyser(Protocol):
    """What the queue needs of an engine (``CommandAnalyser``; a fake in the tests)."""

    label: str

    def start(self) -> None:
        """Start the engine if it is not running (EngineError when it cannot)."""

    def analyse(
        self,
        positions: Sequence[EnginePosition],
        indices: Sequence[int],
        settings: ReviewSettings,
        on_result: Callable[[PositionResult], None],
        cancel: Cancel,
    ) -> None:
        """Analyse ``positions[i]`` for each ``i`` of ``indices``, each result handed over as done."""

    def restart(self) -> None:
        """After a fault: the engine afresh for the next game."""

    def close(self) -> None: ...


class CommandAnalyser:
    """An engine command line, started on first use and kept for every game of the run:
    KataGo's JSON analysis engine when ``json_command`` is given (one batch of queries a
    game), else the GTP engine of ``command``."""

    def __init__(self, command: str, json_command: str = "", folder: str = "") -> None:
        self.command = command
        self.json_command = json_command
        self.folder = folder
        self.label = ""
        self._engine: object | None = None

    def start(self) -> None:
        if self._engine is not None:
            return
        if self.json_command:
            from qtgo.engine.katago import KataJsonEngine

            json_engine = KataJsonEngine(self.json_command)
            self._engine, self.label = json_engine, json_engine.label
        else:
            from qtgo.engine import Engine

            engine = Engine.start(self.command, cwd=self.folder or None)
            self._engine, self.label = engine, engine.label

    def analyse(
        self,
        positions: Sequence[EnginePosition],
        indices: Sequence[int],
        settings: ReviewSettings,
        on_result: Callable[[PositionResult], None],
        cancel: Cancel,
    ) -> None:
        from qtgo.engine import Engine
        from qtgo.engine.katago import KataJsonEngine
        from qtgo.engine.whole_game import analyse_game, analyse_game_json

        self.start()
        engine = self._engine
        if isinstance(engine, KataJsonEngine):
            analyse_game_json(engine, positions, indices, on_result, settings, cancel=cancel)
        else:
            assert isinstance(engine, Engine)
            analyse_game(engine, positions, on_result, indices, settings, cancel=cancel)

    def restart(self) -> None:
        self.close()
        self.start()

    def close(self) -> None:
        engine, self._engine = self._engine, None
        if engine is not None:
            engine.close()  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- the run


@dataclass(frozen=True)
class QueueProgress:
    """Game ``game`` of ``games`` in this run, position ``position`` of ``positions`` (those
    with an evaluation, earlier ones included); ``entry`` is the game."""

    game: int
    games: int
    position: int
    positions: int
    entry: QueueEntry


class QueueOutcome(enum.Enum):
    FINISHED = "finished"  # nothing waits any more
    STOPPED = "stopped"  # asked to stop: the game under way waits, its copy saved
    ENGINE_FAILED = "engine-failed"  # the engine would not start, or kept breaking down
    CANNOT_WRITE = "cannot-write"  # an analysed copy could not be written (``error`` says where)


@dataclass
class QueueRun:
    """What one run did; ``error`` is the engine's words when it stopped the queue."""

    outcome: QueueOutcome = QueueOutcome.FINISHED
    analysed: int = 0
    skipped: int = 0  # fully analysed already (their own file or an earlier copy)
    failed: int = 0
    error: str = ""


class _Stop(Exception):
    def __init__(self, outcome: QueueOutcome, error: str = "") -> None:
        super().__init__(error)
        self.outcome = outcome
        self.error = error


def run_queue(
    queue: AnalysisQueue,
    analyser: GameAnalyser,
    settings: ReviewSettings,
    cancel: Cancel,
    *,
    on_progress: Callable[[QueueProgress], None] | None = None,
    on_game: Callable[[QueueEntry], None] | None = None,
) -> QueueRun:
    """Analyse the waiting games in queue order until none waits, ``cancel`` is set, or the
    engine fails for good. ``on_game`` gets each game as it ends (done or failed)."""
    run = QueueRun()
    faults = 0
    finished = 0
    while not cancel.is_set:
        entry = queue.next_waiting()
        if entry is None:
            return run
        games = finished + queue.counts()[QueueState.WAITING]
        try:
            outcome = _analyse_entry(queue, entry, analyser, settings, cancel, finished + 1, games, on_progress)
        except _Stop as stop:
            run.outcome, run.error = stop.outcome, stop.error
            return run
        finished += 1
        if outcome == "failed-engine":
            faults += 1
            run.failed += 1
            if faults >= FAULTS_IN_A_ROW:
                last = queue.entry(entry.digest)
                run.outcome, run.error = QueueOutcome.ENGINE_FAILED, last.error if last else ""
                _report(queue, entry, on_game)
                return run
            try:
                analyser.restart()
            except ValueError as error:  # EngineError: it will not come back
                run.outcome, run.error = QueueOutcome.ENGINE_FAILED, str(error)
                _report(queue, entry, on_game)
                return run
        else:
            faults = 0 if outcome in ("analysed", "skipped") else faults
            if outcome == "failed":
                run.failed += 1
            elif outcome == "skipped":
                run.skipped += 1
            else:
                run.analysed += 1
        _report(queue, entry, on_game)
    run.outcome = QueueOutcome.STOPPED
    return run


def _report(queue: AnalysisQueue, entry: QueueEntry, on_game: Callable[[QueueEntry], None] | None) -> None:
    if on_game is not None:
        now = queue.entry(entry.digest)
        if now is not None:
            on_game(now)


def _read_game(entry: QueueEntry) -> GameTree:
    """The queued game from its file, checked to be the same game; LookupError says why not."""
    from qtgo.library.record import build_record
    from qtgo.sgf import load

    games = load(entry.file, check_moves=False).games
    if entry.game_index >= len(games):
        raise LookupError(f"{entry.file} holds {len(games)} games, not game {entry.game_index + 1}")
    tree = games[entry.game_index]
    if build_record(tree).digest != entry.digest:
        raise LookupError(f"{entry.file}: game {entry.game_index + 1} has changed since it was imported")
    return tree


def _analyse_entry(
    queue: AnalysisQueue,
    entry: QueueEntry,
    analyser: GameAnalyser,
    settings: ReviewSettings,
    cancel: Cancel,
    number: int,
    games: int,
    on_progress: Callable[[QueueProgress], None] | None,
) -> str:
    """One game: 'analysed', 'skipped' (done already), 'failed' (its record) or
    'failed-engine'; raises _Stop for a stop or an engine that cannot run."""
    from qtgo.engine import EngineError
    from qtgo.engine.errors import EngineFault
    from qtgo.engine.review import main_line_positions, stored_evaluations
    from qtgo.engine.whole_game import keep_result, pending_positions
    from qtgo.library.record import move_losses
    from qtgo.sgf import load, ruleset_for, save

    if not entry.file:
        queue.fail(entry.digest, QueueProblem.GONE, "")
        return "failed"
    try:
        tree = _read_game(entry)
    except LookupError as error:
        queue.fail(entry.digest, QueueProblem.CHANGED, str(error))
        return "failed"
    except (OSError, ValueError) as error:  # SgfError, RulesError: a record the rules cannot replay
        queue.fail(entry.digest, QueueProblem.UNREADABLE, f"{entry.file}: {getattr(error, 'strerror', None) or error}")
        return "failed"
    total = len(stored_evaluations(tree))
    if all(analysis is not None for analysis in stored_evaluations(tree)):
        queue.finish(entry.digest, "", total, move_losses(tree))
        return "skipped"
    name = entry.output or queue.copy_name(entry.file, entry.game_index, entry.digest)
    copy = queue.library.path.parent / name
    if copy.is_file():
        try:
            earlier = load(copy, check_moves=False).games
            if earlier and len(stored_evaluations(earlier[0])) == total:
                tree = earlier[0]  # go on from what an earlier run saved
        except (OSError, ValueError):
            pass  # a damaged copy: start again from the game's own file
    pending = pending_positions(tree, resume=True)
    done = total - len(pending)
    if not pending:
        queue.finish(entry.digest, name, total, move_losses(tree))
        return "skipped"
    try:
        positions = main_line_positions(tree, ruleset=ruleset_for(tree)[0])
    except ValueError as error:  # SgfError, RulesError
        queue.fail(entry.digest, QueueProblem.UNREADABLE, f"{entry.file}: {error}")
        return "failed"
    try:
        analyser.start()
    except EngineError as error:
        raise _Stop(QueueOutcome.ENGINE_FAILED, str(error)) from None
    unsaved = 0

    def write() -> None:
        nonlocal unsaved
        try:
            copy.parent.mkdir(parents=True, exist_ok=True)
            save(copy, tree)
        except OSError as error:
            raise _Stop(QueueOutcome.CANNOT_WRITE, f"{copy}: {error.strerror or error}") from None
        queue.progress(entry.digest, done, total, name)
        unsaved = 0

    def arrived(result: PositionResult) -> None:
        nonlocal done, unsaved
        keep_result(tree, result, analyser.label)
        done += 1
        unsaved += 1
        if unsaved >= SAVE_EVERY:
            write()
        if on_progress is not None:
            on_progress(QueueProgress(number, games, done, total, entry))

    if on_progress is not None:
        on_progress(QueueProgress(number, games, done, total, entry))
    try:
        analyser.analyse(positions, pending, settings, arrived, cancel)
    except EngineError as error:
        write()
        if error.reason is EngineFault.CANCELLED or cancel.is_set:
            raise _Stop(QueueOutcome.STOPPED) from None
        if error.reason is EngineFault.NOT_STARTED:
            raise _Stop(QueueOutcome.ENGINE_FAILED, str(error)) from None
        queue.fail(entry.digest, QueueProblem.ENGINE, str(error))
        return "failed-engine"
    write()
    if cancel.is_set and any(analysis is None for analysis in stored_evaluations(tree)):
        raise _Stop(QueueOutcome.STOPPED)
    queue.finish(entry.digest, name, total, move_losses(tree))
    return "analysed"
