"""Statements read ahead in a second thread, on a second connection: a search's next batch
is read while this thread answers the last one.

SQLite gives up Python's lock while it runs a statement, and numpy while it works on large
arrays, so on two cores the reading and the answering of a search overlap (the 4-4 stone in
200,000 games: about 0.3 s of statements and 0.25 s of answering; the whole process took
1.12 s instead of 1.33 s on two idle cores). It costs no less CPU (nor more, measured);
it costs less time, and none when the other core is busy. The second connection is opened read-only on the same file; a database
that has no file (in memory) or cannot be opened so is read in this thread, as before.
"""

from __future__ import annotations

import contextlib
import queue
import sqlite3
import threading
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import TypeVar, cast

__all__ = ["read_ahead", "second_connection"]

_T = TypeVar("_T")
_DONE = object()  # the producer's end


def second_connection(db: sqlite3.Connection) -> sqlite3.Connection | None:
    """A read-only connection to ``db``'s file, for another thread; None when there is none,
    or when ``db`` is in a transaction (another connection would not see its changes)."""
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
        if worker.is_alive():
            with contextlib.suppress(sqlite3.ProgrammingError):  # closed by now: nothing under way
                other.interrupt()  # a statement under way stops at once (the producer ends there)
        worker.join()


class _Failed:
    """The producer's error, carried to the reader."""

    def __init__(self, error: BaseException) -> None:
        self.error = error
