"""Statements read ahead in a second thread (``ahead.read_ahead``): the same items in the same
order as read in this thread, the producer's errors raised to the reader, a reader that stops
early stopping the thread, and no second thread where there is no file to open again."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgo.library.ahead import read_ahead, second_connection


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
