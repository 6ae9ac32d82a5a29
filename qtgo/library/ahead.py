"""Statements read ahead in a second thread, on a second connection: a search's next batch
is read while this thread answers the last one.

SQLite gives up Python's lock while it runs a statement, and numpy while it works on large
arrays, so on two cores the reading and the answering of a search overlap (the 4-4 stone in
200,000 games: about 0.3 s of statements and 0.25 s of answering; the whole process took
1.12 s instead of 1.33 s on two idle cores). It costs no less CPU (nor more, measured);
it costs less time, and none when the other core is busy. The second connection is opened read-only on the same file; a database
that has no file (in memory) or cannot be opened so is read in this thread, as before.

``MadeAhead`` makes a list of independent statements' answers the same way, in one or more
threads from the moment it is made, and gives them in order: ``qtgo-cli library search
--json`` has the games' JSON written by SQLite while it counts the continuations.
"""

from __future__ import annotations

import contextlib
import queue
import sqlite3
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Generic, TypeVar, cast

__all__ = ["MadeAhead", "read_ahead", "second_connection"]

_T = TypeVar("_T")
_DONE = object()  # the producer's end
#: A second connection reads the file a page a ``pread`` call, as SQLite does by default, not
#: mapped into memory (``PRAGMA mmap_size``). Mapped, the 4-4 stone's search in 200,000 games
#: took 22,000 more page faults (69,000 instead of 47,000) and a third more CPU, as whole
#: ``qtgo-cli library search --json`` processes with the file in the page cache: 0.92 s of CPU
#: against 0.70 s, 0.68 s of time against 0.49 s (medians of five alternating rounds of five;
#: the corner of a real game 0.62 s of CPU against 0.50 s). An earlier session (680c5ac) had
#: measured mapping 0.05 s cheaper, on the code of then and inside one process.
MAPPED = 0


def second_connection(db: sqlite3.Connection) -> sqlite3.Connection | None:
    """A read-only connection to ``db``'s file (``MAPPED``), for another thread; None
    when there is none, or when ``db`` is in a transaction (another connection would not see
    its changes)."""
    if db.in_transaction:
        return None
    try:
        name = next((row[2] for row in db.execute("PRAGMA database_list") if row[1] == "main"), "")
    except sqlite3.Error:
        return None
    if not name:
        return None
    try:
        other = sqlite3.connect(
            f"{Path(name).resolve().as_uri()}?mode=ro", uri=True, isolation_level=None, check_same_thread=False
        )
    except sqlite3.Error:
        return None
    try:
        other.execute(f"PRAGMA mmap_size = {MAPPED}").fetchall()  # a build may map files by default
        other.execute("SELECT 1 FROM sqlite_schema LIMIT 1").fetchall()
    except sqlite3.Error:
        other.close()
        return None
    return other


def read_ahead(
    db: sqlite3.Connection, produce: Callable[[sqlite3.Connection], Iterator[_T]], depth: int = 1
) -> Generator[_T, None, None]:
    """The items ``produce`` makes from a connection, made in a second thread on a second
    connection up to ``depth`` items ahead of the reader (in this thread on ``db`` when there
    is none). An error in the producer is raised here, at the item it failed to make; a
    reader that stops early stops the producer (a statement under way is interrupted), and
    the thread has ended when this does."""
    other = second_connection(db)
    if other is None:
        yield from produce(db)
        return
    items: queue.Queue[object] = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def put(item: object) -> bool:
        while not stop.is_set():
            try:
                items.put(item, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def work() -> None:
        try:
            for item in produce(other):
                if not put(item):
                    return
            put(_DONE)
        except BaseException as error:  # raised again in the reader's thread
            put(_Failed(error))
        finally:
            other.close()

    worker = threading.Thread(target=work, name="qtgo-read-ahead", daemon=True)
    worker.start()
    try:
        while True:
            item = items.get()
            if item is _DONE:
                return
            if isinstance(item, _Failed):
                raise item.error
            yield cast(_T, item)  # what ``produce`` made
    finally:
        stop.set()
        while worker.is_alive():  # again and again: a statement begun just after stops too
            with contextlib.suppress(sqlite3.ProgrammingError):  # closed by now: nothing under way
                other.interrupt()  # a statement under way stops at once (the producer ends there)
            worker.join(timeout=0.05)


class MadeAhead(Generic[_T]):
    """The answers of ``tasks`` (each made from a connection, none depending on another), in
    order, made from the moment they are given by up to ``workers`` threads, each on a second
    connection (``second_connection``) and up to ``depth`` answers ahead of the reader;
    where there is none (a database in memory, a transaction), made here on ``db`` as they
    are read. ``more``: more tasks come (``add``), then ``end``, before the answers are read
    to their end. An error in a task is raised here, at its answer. Read it to the end or
    close it (``with``): a statement under way is interrupted and the threads have ended when
    ``close`` has returned."""

    def __init__(
        self,
        db: sqlite3.Connection,
        tasks: Iterable[Callable[[sqlite3.Connection], _T]] = (),
        *,
        workers: int = 2,
        depth: int = 4,
        more: bool = False,
    ) -> None:
        self._db = db
        tasks = list(tasks)
        self._here: list[Callable[[sqlite3.Connection], _T]] = []  # the tasks made here, as read
        self._count = self._next = 0
        self._ended = False
        self._stop = threading.Event()
        self._connections: list[sqlite3.Connection] = []
        for _ in range(workers if more else min(workers, len(tasks))):
            other = second_connection(db)
            if other is None:
                break
            self._connections.append(other)
        self._inboxes: list[queue.SimpleQueue[object]] = [queue.SimpleQueue() for _ in self._connections]
        self._answers: list[queue.Queue[object]] = [queue.Queue(maxsize=depth) for _ in self._connections]
        self._threads = [
            threading.Thread(
                target=_work, args=(other, inbox, answers, self._stop), name=f"qtgo-made-ahead-{k}", daemon=True
            )
            for k, (other, inbox, answers) in enumerate(
                zip(self._connections, self._inboxes, self._answers, strict=True)
            )
        ]
        for thread in self._threads:
            thread.start()
        for task in tasks:
            self.add(task)
        if not more:
            self.end()

    def add(self, task: Callable[[sqlite3.Connection], _T]) -> None:
        """One more task, its answer after those of the tasks before (before ``end``)."""
        if self._inboxes:
            self._inboxes[self._count % len(self._inboxes)].put(task)
        else:
            self._here.append(task)
        self._count += 1

    def end(self) -> None:
        """No more tasks come: the answers may be read to their end."""
        self._ended = True
        for inbox in self._inboxes:
            inbox.put(_DONE)

    def __iter__(self) -> MadeAhead[_T]:
        return self

    def __next__(self) -> _T:
        index = self._next
        if index >= self._count:
            if not self._ended:
                raise RuntimeError("the answers are read past the tasks given before end()")
            self.close()
            raise StopIteration
        self._next += 1
        if not self._answers:
            return self._here[index](self._db)
        item = self._answers[index % len(self._answers)].get()
        if isinstance(item, _Failed):
            self._next = self._count  # nothing more comes
            self.close()
            raise item.error
        return cast(_T, item)  # what the task made

    def close(self) -> None:
        """Stop the threads (a statement under way is interrupted) and wait for them to end."""
        self._stop.set()
        for inbox in self._inboxes:
            inbox.put(_DONE)  # a thread waiting for a task
        for thread, other in zip(self._threads, self._connections, strict=True):
            while thread.is_alive():  # again and again: a statement begun just after stops too
                with contextlib.suppress(sqlite3.ProgrammingError):  # closed by its thread: nothing under way
                    other.interrupt()  # a statement under way stops at once (its task ends there)
                thread.join(timeout=0.05)
        self._threads, self._connections = [], []

    def __enter__(self) -> MadeAhead[_T]:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()

    def __del__(self) -> None:
        stop = getattr(self, "_stop", None)
        if stop is not None:
            stop.set()  # threads left running (never read to the end, never closed) end soon
            for inbox in getattr(self, "_inboxes", ()):
                inbox.put(_DONE)


def _work(
    other: sqlite3.Connection,
    tasks: queue.SimpleQueue[object],
    answers: queue.Queue[object],
    stop: threading.Event,
) -> None:
    """A thread of ``MadeAhead``: the answers of the tasks that come in ``tasks`` until
    ``_DONE``, in order, into ``answers``, then ``other`` closed (no reference to the
    ``MadeAhead``, which may then be collected and stop this)."""

    def put(item: object) -> bool:
        while not stop.is_set():
            try:
                answers.put(item, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    try:
        while True:
            task = tasks.get()
            if task is _DONE or stop.is_set() or not put(cast(Callable[[sqlite3.Connection], object], task)(other)):
                return
    except BaseException as error:  # raised again in the reader's thread
        if not stop.is_set():  # else interrupted by ``close``: nobody reads any more
            put(_Failed(error))
    finally:
        other.close()  # here, not in the reader's thread: unmapping the file took 0.03 s


class _Failed:
    """The producer's error, carried to the reader."""

    def __init__(self, error: BaseException) -> None:
        self.error = error
