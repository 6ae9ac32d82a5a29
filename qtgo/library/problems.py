"""The user's own mistakes kept as problems, and when each one is due again.

Spaced repetition: a new problem is due the day after it was added; each success moves
it up the ladder of ``INTERVALS`` (1, 3, 7, 21 days, then 21 again), a miss sends it back
to 1 day with the streak reset. Every function takes the day it acts on (``today``), so
the schedule is tested on fake time and never reads the system clock itself.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from qtgo.library.errors import LibraryError, LibraryErrorReason

__all__ = [
    "INTERVALS",
    "DueProblem",
    "NewProblem",
    "PhaseSuccess",
    "add_problems",
    "answer_problem",
    "due_problems",
    "next_interval",
    "success_by_phase",
]

INTERVALS = (1, 3, 7, 21)


@dataclass(frozen=True)
class NewProblem:
    """A mistake to keep: where it was, who erred, what was played and what was better."""

    source: str
    move: int
    color: str
    played: str
    answer: str
    loss: float
    phase: str
    position: str  # SGF text of the position before the move


@dataclass(frozen=True)
class DueProblem:
    """A problem as the due list shows it (the ``problems due --json`` keys, and the rest)."""

    id: int
    source: str
    move: int
    due: str
    interval_days: int
    streak: int
    color: str
    answer: str
    played: str
    phase: str
    position: str


@dataclass(frozen=True)
class PhaseSuccess:
    """How often the problems of one phase were solved."""

    tries: int
    solved: int

    @property
    def rate(self) -> float | None:
        return self.solved / self.tries if self.tries else None


def next_interval(interval_days: int, correct: bool) -> int:
    """The days until the next try: one step up the ladder after a success, 1 after a miss."""
    if not correct:
        return INTERVALS[0]
    for step in INTERVALS:
        if step > interval_days:
            return step
    return INTERVALS[-1]


def add_problems(connection: sqlite3.Connection, problems: Iterable[NewProblem], today: dt.date) -> list[int]:
    """Store new problems, due tomorrow; one already kept (same game and move) is left as it is.

    Returns the ids of the problems added.
    """
    due = (today + dt.timedelta(days=INTERVALS[0])).isoformat()
    added = []
    with connection:
        for item in problems:
            cursor = connection.execute(
                "INSERT OR IGNORE INTO problems(source, move, color, played, answer, loss, phase, position,"
                " added, due, interval_days, streak) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (
                    item.source,
                    item.move,
                    item.color,
                    item.played,
                    item.answer,
                    item.loss,
                    item.phase,
                    item.position,
                    today.isoformat(),
                    due,
                    INTERVALS[0],
                ),
            )
            if cursor.rowcount and cursor.lastrowid is not None:
                added.append(cursor.lastrowid)
    return added


_COLUMNS = "id, source, move, due, interval_days, streak, color, answer, played, phase, position"


def due_problems(connection: sqlite3.Connection, today: dt.date) -> list[DueProblem]:
    """The problems due on ``today`` or earlier, the longest waiting first."""
    rows = connection.execute(
        f"SELECT {_COLUMNS} FROM problems WHERE due <= ? ORDER BY due, id", (today.isoformat(),)
    ).fetchall()
    return [DueProblem(*row) for row in rows]


def answer_problem(connection: sqlite3.Connection, problem_id: int, correct: bool, today: dt.date) -> DueProblem:
    """Record a try at a problem and set its next due day; returns it as it now stands."""
    row = connection.execute("SELECT interval_days, streak FROM problems WHERE id = ?", (problem_id,)).fetchone()
    if row is None:
        raise LibraryError(LibraryErrorReason.BAD_QUERY, f"no problem {problem_id} in the library")
    interval = next_interval(int(row[0]), correct)
    streak = int(row[1]) + 1 if correct else 0
    with connection:
        connection.execute(
            "UPDATE problems SET interval_days = ?, streak = ?, due = ?, tries = tries + 1, solved = solved + ?"
            " WHERE id = ?",
            (interval, streak, (today + dt.timedelta(days=interval)).isoformat(), int(correct), problem_id),
        )
    found = connection.execute(f"SELECT {_COLUMNS} FROM problems WHERE id = ?", (problem_id,)).fetchone()
    return DueProblem(*found)


def success_by_phase(connection: sqlite3.Connection) -> dict[str, PhaseSuccess]:
    """Tries and successes per phase of the game the mistakes were made in."""
    rows = connection.execute("SELECT phase, sum(tries), sum(solved) FROM problems GROUP BY phase").fetchall()
    return {phase: PhaseSuccess(int(tries), int(solved)) for phase, tries, solved in rows}
