"""Statements read ahead in a second thread (``ahead.read_ahead``): the same items in the same
order as read in this thread, the producer's errors raised to the reader, a reader that stops
early stopping the thread, and no second thread where there is no file to open again. The
same of independent statements made ahead by one or more threads (``ahead.MadeAhead``)."""

from __future__ import annotations

import functools
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgo.library.ahead import MadeAhead, read_ahead, second_connection


@pytest.fixture
def numbers(tmp_path: Path) -> Iterator[sqlite3.Connection]:
    db = sqlite3.connect(tmp_path / "numbers.db", isolation_level=None, check_same_thread=False)
    db.execute("CREATE TABLE numbers(n INTEGER PRIMARY KEY)")
    db.executemany("INSERT INTO numbers VALUES (?)", [(n,) for n in range(1000)])
    yield db
    db.close()


def _batches(step: int = 100):
    def produce(db: sqlite3.Connection) -> Iterator[tuple[str, list[int]]]:
        for start in range(0, 1000, step):
            rows = db.execute("SELECT n FROM numbers WHERE n >= ? AND n < ?", (start, start + step)).fetchall()
            yield threading.current_thread().name, [n for (n,) in rows]

    return produce


#: A statement that never ends (until interrupted).
_ENDLESS = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r"


def _workers() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "qtgo-read-ahead"]


def test_the_items_come_in_order_as_read_in_this_thread_made_in_another(numbers):
    ahead = list(read_ahead(numbers, _batches()))
    assert [items for _, items in ahead] == [items for _, items in _batches()(numbers)]
    assert {name for name, _ in ahead} == {"qtgo-read-ahead"}
    assert not _workers()


def test_an_error_in_the_producer_is_raised_to_the_reader_at_its_item(numbers):
    def failing(db: sqlite3.Connection) -> Iterator[int]:
        yield 1
        db.execute("SELECT * FROM no_such_table")
        yield 2

    got = []
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        for item in read_ahead(numbers, failing):
            got.append(item)
    assert got == [1]
    assert not _workers()


def test_a_reader_that_stops_early_stops_the_producer_and_its_thread(numbers):
    made = []

    def endless(db: sqlite3.Connection) -> Iterator[int]:
        n = 0
        while True:
            n += 1
            made.append(n)
            yield db.execute("SELECT count(*) FROM numbers WHERE n < ?", (n,)).fetchone()[0]

    items = read_ahead(numbers, endless)
    assert [next(items) for _ in range(3)] == [1, 2, 3]
    items.close()  # as a ``for`` loop left by ``break`` does, once the generator goes
    assert not _workers()
    assert len(made) <= 3 + 2  # at most what the queue and the producer's hand held


def test_a_reader_that_stops_early_stops_a_statement_the_producer_begins_after(numbers):
    """The reader stops while the producer is between two statements: the next one, endless
    here, is interrupted too (once was not enough: the reader waited for it to end)."""
    between = threading.Event()

    def slow_then_endless(db: sqlite3.Connection) -> Iterator[int]:
        yield 1
        between.set()
        time.sleep(0.3)  # the reader stops meanwhile: no statement under way to interrupt
        yield int(db.execute(_ENDLESS).fetchone()[0])

    items = read_ahead(numbers, slow_then_endless)
    assert next(items) == 1
    assert between.wait(timeout=30)
    closing = threading.Thread(target=items.close)
    closing.start()
    closing.join(timeout=60)  # a hang, not a duration: the statement would never end
    assert not closing.is_alive()
    assert not _workers()


def test_without_a_file_or_in_a_transaction_the_items_are_made_in_this_thread(numbers):
    memory = sqlite3.connect(":memory:")
    memory.execute("CREATE TABLE numbers(n INTEGER PRIMARY KEY)")
    memory.executemany("INSERT INTO numbers VALUES (?)", [(n,) for n in range(1000)])
    assert second_connection(memory) is None
    here = threading.current_thread().name
    assert {name for name, _ in read_ahead(memory, _batches())} == {here}
    numbers.execute("BEGIN")
    numbers.execute("INSERT INTO numbers VALUES (5000)")  # only this connection sees it yet
    assert second_connection(numbers) is None
    assert {name for name, _ in read_ahead(numbers, _batches())} == {here}
    numbers.execute("ROLLBACK")


def _count_below(limit: int, db: sqlite3.Connection) -> tuple[str, int]:
    (count,) = db.execute("SELECT count(*) FROM numbers WHERE n < ?", (limit,)).fetchone()
    return threading.current_thread().name, count


def _made_ahead_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name.startswith("qtgo-made-ahead")]


@pytest.mark.parametrize(("workers", "depth"), [(1, 1), (1, 8), (2, 1), (3, 2)])
def test_made_ahead_the_answers_come_in_order_made_in_other_threads(numbers, workers, depth):
    tasks = [functools.partial(_count_below, limit) for limit in range(0, 1000, 37)]
    with MadeAhead(numbers, tasks, workers=workers, depth=depth) as made:
        answers = list(made)
    assert [count for _, count in answers] == list(range(0, 1000, 37))
    assert {name for name, _ in answers} == {f"qtgo-made-ahead-{k}" for k in range(workers)}
    assert not _made_ahead_threads()


def test_made_ahead_begins_before_it_is_read(numbers):
    begun = threading.Event()

    def first(db: sqlite3.Connection) -> int:
        begun.set()
        return 1

    made = MadeAhead(numbers, [first, lambda db: 2])
    assert begun.wait(timeout=30)  # made while this thread reads nothing
    assert list(made) == [1, 2]
    assert not _made_ahead_threads()  # read to the end: the threads have ended


def test_made_ahead_a_tasks_error_is_raised_at_its_answer_and_the_threads_end(numbers):
    def failing(db: sqlite3.Connection) -> int:
        db.execute("SELECT * FROM no_such_table")
        return 0

    tasks = [lambda db: 1, lambda db: 2, failing, lambda db: 4, lambda db: 5]
    for workers in (1, 2):
        got = []
        with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
            for item in MadeAhead(numbers, tasks, workers=workers):
                got.append(item)
        assert got == [1, 2]
        assert not _made_ahead_threads()


def test_made_ahead_closed_early_interrupts_its_statements_and_ends_its_threads(numbers):
    started = threading.Event()

    def endless(db: sqlite3.Connection) -> int:
        started.set()
        return int(db.execute(_ENDLESS).fetchone()[0])

    made = MadeAhead(numbers, [lambda db: 0, endless, endless, endless], workers=2)
    assert next(made) == 0
    assert started.wait(timeout=30)
    made.close()  # the statement under way is interrupted: it would never end
    assert not _made_ahead_threads()


def test_made_ahead_without_a_file_or_in_a_transaction_makes_the_answers_here_as_read(numbers):
    memory = sqlite3.connect(":memory:")
    memory.execute("CREATE TABLE numbers(n INTEGER PRIMARY KEY)")
    memory.executemany("INSERT INTO numbers VALUES (?)", [(n,) for n in range(1000)])
    here = threading.current_thread().name
    asked = []

    def counted(limit: int, db: sqlite3.Connection) -> tuple[str, int]:
        asked.append(limit)
        return _count_below(limit, db)

    tasks = [functools.partial(counted, limit) for limit in (10, 20, 30)]
    made = MadeAhead(memory, tasks)
    assert asked == []  # nothing made before it is read
    assert list(made) == [(here, 10), (here, 20), (here, 30)]
    numbers.execute("BEGIN")
    numbers.execute("INSERT INTO numbers VALUES (-1)")  # only this connection sees it yet
    assert list(MadeAhead(numbers, tasks[:1])) == [(here, 11)]
    numbers.execute("ROLLBACK")


def test_made_ahead_takes_tasks_as_they_come_until_its_end(numbers):
    for workers in (1, 2):
        made: MadeAhead[tuple[str, int]] = MadeAhead(numbers, workers=workers, depth=1, more=True)
        for limit in (5, 50, 500):
            made.add(functools.partial(_count_below, limit))
        assert next(made)[1] == 5  # read while more may come
        made.add(functools.partial(_count_below, 700))
        made.end()
        assert [count for _, count in made] == [50, 500, 700]
        assert not _made_ahead_threads()


def test_made_ahead_read_past_the_tasks_before_their_end_is_an_error(numbers):
    with MadeAhead(numbers, [lambda db: 1], more=True) as made:
        assert next(made) == 1
        with pytest.raises(RuntimeError, match="end"):
            next(made)
    assert not _made_ahead_threads()


def test_a_second_connection_reads_the_file_unmapped_and_cannot_write(numbers):
    other = second_connection(numbers)
    assert other is not None
    try:
        assert other.execute("PRAGMA mmap_size").fetchone()[0] == 0
        assert other.execute("SELECT count(*) FROM numbers").fetchone()[0] == 1000
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            other.execute("INSERT INTO numbers VALUES (-5)")
    finally:
        other.close()
