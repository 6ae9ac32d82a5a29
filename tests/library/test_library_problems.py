"""Mistakes kept as problems and their spaced-repetition schedule, on fake days."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest
from old_schema import UNDO_V7

from qtgo.library import Library
from qtgo.library.mistakes import mistake_problems
from qtgo.library.problems import (
    INTERVALS,
    NewProblem,
    add_problems,
    answer_problem,
    due_problems,
    next_interval,
    success_by_phase,
)
from qtgo.library.schema import SCHEMA_VERSION
from qtgo.sgf import parse

DAY = dt.date(2026, 3, 1)


def _problem(move: int, phase: str = "middle") -> NewProblem:
    return NewProblem("game.sgf", move, "B", "cc", "dd", 6.0, phase, "(;SZ[9]PL[B])")


@pytest.fixture
def library(tmp_path: Path):
    with Library(tmp_path / "lib.db") as opened:
        yield opened


def test_the_ladder_is_1_3_7_21_days_and_a_miss_starts_it_again() -> None:
    assert INTERVALS == (1, 3, 7, 21)
    assert [next_interval(days, True) for days in (0, 1, 3, 7, 21)] == [1, 3, 7, 21, 21]
    assert next_interval(21, False) == 1


def test_a_new_problem_is_due_the_next_day_and_each_success_pushes_it_further(library) -> None:
    (pid,) = add_problems(library.connection, [_problem(10)], DAY)
    assert due_problems(library.connection, DAY) == []
    day = DAY + dt.timedelta(days=1)
    schedule = []
    for _ in range(5):
        (problem,) = due_problems(library.connection, day)
        assert problem.id == pid
        assert due_problems(library.connection, day - dt.timedelta(days=1)) == []  # not a day early
        solved = answer_problem(library.connection, pid, True, day)
        schedule.append((solved.interval_days, solved.streak))
        day = dt.date.fromisoformat(solved.due)
    assert schedule == [(3, 1), (7, 2), (21, 3), (21, 4), (21, 5)]
    assert day == DAY + dt.timedelta(days=1 + 3 + 7 + 21 + 21 + 21)


def test_a_miss_resets_the_streak_and_brings_it_back_tomorrow(library) -> None:
    (pid,) = add_problems(library.connection, [_problem(10)], DAY)
    answer_problem(library.connection, pid, True, DAY + dt.timedelta(days=1))
    missed = answer_problem(library.connection, pid, False, DAY + dt.timedelta(days=4))
    assert (missed.interval_days, missed.streak, missed.due) == (1, 0, "2026-03-06")


def test_a_problem_waiting_longer_comes_first_and_one_is_kept_once(library) -> None:
    first = add_problems(library.connection, [_problem(30)], DAY)
    add_problems(library.connection, [_problem(12)], DAY + dt.timedelta(days=2))
    assert add_problems(library.connection, [_problem(30)], DAY + dt.timedelta(days=3)) == []
    due = due_problems(library.connection, DAY + dt.timedelta(days=10))
    assert [(p.id, p.move) for p in due] == [(first[0], 30), (first[0] + 1, 12)]


def test_the_success_rate_is_counted_per_phase(library) -> None:
    ids = add_problems(library.connection, [_problem(5, "opening"), _problem(80, "middle"), _problem(90)], DAY)
    for pid, correct in zip(ids, (True, False, True), strict=True):
        answer_problem(library.connection, pid, correct, DAY + dt.timedelta(days=1))
    rates = success_by_phase(library.connection)
    assert rates["opening"].rate == 1.0
    assert (rates["middle"].tries, rates["middle"].solved) == (2, 1)


def test_a_version_3_library_gets_the_problems_table(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with Library(path):
        pass
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(
        UNDO_V7
        + " DROP TABLE analysis_queue; DROP TABLE coach_summaries; DROP TABLE move_losses; DROP TABLE problems; PRAGMA user_version = 3;"
    )
    db.close()
    with Library(path) as library:
        assert library.schema_version_found == 3 and SCHEMA_VERSION >= 4
        assert add_problems(library.connection, [_problem(3)], DAY) == [1]


def test_a_mistake_becomes_the_position_before_it_with_the_answer_and_the_move_marked_wrong() -> None:
    ev = "QTEV[lead={};winrate=;visits=9;to={};best={}:0:::]"
    tree = parse(
        "(;SZ[9]KM[6.5]"
        + ev.format(0, "B", "ee")
        + ";B[ee]"
        + ev.format(0.5, "W", "cc")
        + ";W[aa]"
        + ev.format(9, "B", "gg")
        + ";B[gg]"
        + ev.format(9, "W", "cc")
        + ")"
    ).games[0]
    (problem,) = mistake_problems(tree, "g.sgf", 5.0)
    assert (problem.move, problem.color, problem.played, problem.answer, problem.loss) == (2, "W", "aa", "cc", 8.5)
    assert problem.phase == "opening"
    position = parse(problem.position).games[0]
    root = position.root
    assert (root.get_list("AB"), root.get_list("AW"), root.get("PL")) == (["ee"], [], "W")
    right, wrong = root.children
    assert (right.get("W"), right.get("TE"), wrong.get("W"), wrong.get("BM")) == ("cc", "1", "aa", "1")
