"""The background analysis queue: kept in the library, resumed after a restart, faults
reported and skipped (a fake engine whose numbers are known; GNU Go for the real thing)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from old_schema import back_to_v6

from qtgo.engine import Analysis, Cancel, EngineError, EnginePosition
from qtgo.engine.errors import EngineFault
from qtgo.engine.evaluations import read_engine_name
from qtgo.engine.review import stored_evaluations
from qtgo.engine.whole_game import PositionResult, ReviewSettings
from qtgo.library import Library
from qtgo.library.analysis_queue import (
    AnalysisQueue,
    CommandAnalyser,
    QueueEntry,
    QueueOutcome,
    QueueProblem,
    QueueProgress,
    QueueState,
    run_queue,
)
from qtgo.library.schema import SCHEMA_VERSION
from qtgo.sgf import load

GAMES = {
    "one.sgf": "(;GM[1]SZ[9]KM[6.5]PB[me]PW[you]DT[2025-01-10];B[ee];W[cc];B[gc];W[cg];B[gg])",
    "two.sgf": "(;GM[1]SZ[9]KM[6.5]PB[you]PW[me]DT[2025-02-10];B[cc];W[gg];B[cg];W[gc])",
}


def _leads(index: int) -> float:
    """Black's lead the fake engine gives position ``index``: 1 point lower at every move."""
    return 5.0 - index


class FakeAnalyser:
    """Answers every position at once with known numbers; counts what it was asked."""

    label = "Fake 1.0"

    def __init__(self, *, fail_on: Callable[[int], EngineError | None] | None = None) -> None:
        self.asked: list[int] = []
        self.starts = 0
        self.restarts = 0
        self.fail_on = fail_on

    def start(self) -> None:
        self.starts += 1

    def analyse(
        self,
        positions: Sequence[EnginePosition],
        indices: Sequence[int],
        settings: ReviewSettings,
        on_result: Callable[[PositionResult], None],
        cancel: Cancel,
    ) -> None:
        for index in indices:
            if cancel.is_set:
                raise EngineError(EngineFault.CANCELLED, "stopped")
            failure = self.fail_on(index) if self.fail_on else None
            if failure is not None:
                raise failure
            self.asked.append(index)
            on_result(PositionResult(index, Analysis(positions[index].to_play, score_lead=_leads(index))))

    def restart(self) -> None:
        self.restarts += 1

    def close(self) -> None:
        pass


@pytest.fixture
def library(tmp_path: Path) -> Library:
    folder = tmp_path / "games"
    folder.mkdir()
    for name, text in GAMES.items():
        (folder / name).write_text(text, encoding="utf-8")
    opened = Library(tmp_path / "lib" / "library.sqlite")
    opened.import_paths([folder])
    return opened


def _queue_all(library: Library) -> AnalysisQueue:
    queue = AnalysisQueue(library)
    queue.add(row.id for row in library.games())
    return queue


def test_a_queued_library_is_analysed_into_copies_beside_it(library: Library) -> None:
    queue = _queue_all(library)
    seen: list[QueueProgress] = []
    run = run_queue(queue, FakeAnalyser(), ReviewSettings(), Cancel(), on_progress=seen.append)
    assert (run.outcome, run.analysed, run.failed) == (QueueOutcome.FINISHED, 2, 0)
    entries = queue.entries()
    assert [e.state for e in entries] == [QueueState.DONE, QueueState.DONE]
    for entry in entries:
        copy = library.path.parent / entry.output
        assert copy.parent == library.path.parent / "analysed" and copy.is_file()
        leads = [a.score_lead if a else None for a in stored_evaluations(load(copy).games[0])]
        assert leads == [_leads(i) for i in range(len(leads))]
        assert (entry.done, entry.total) == (len(leads), len(leads))
    # Game 1 of 2 (6 positions), then game 2 of 2 (5 positions), the count going up by one.
    assert (seen[0].game, seen[0].games, seen[0].position, seen[0].positions) == (1, 2, 0, 6)
    assert (seen[-1].game, seen[-1].games, seen[-1].position, seen[-1].positions) == (2, 2, 5, 5)
    # The move losses are in the library for the pattern search: each move loses 1 for Black's
    # moves (the lead falls) and gains 1 for White's (loss 0).
    losses = library.connection.execute(
        "SELECT move, loss FROM move_losses JOIN games ON games.id = game_id WHERE games.black = 'me' ORDER BY move"
    ).fetchall()
    assert losses == [(1, 1.0), (2, 0.0), (3, 1.0), (4, 0.0), (5, 1.0)]
    # Untouched: the user's own files hold no evaluations.
    for row in library.games():
        assert all(a is None for a in stored_evaluations(load(row.file).games[0]))


def test_the_queue_survives_a_restart_and_does_not_redo_done_games(library: Library, tmp_path: Path) -> None:
    queue = _queue_all(library)
    cancel = Cancel()
    first = FakeAnalyser()

    def stop_after_game_one(entry: object) -> None:
        cancel.set()

    run = run_queue(queue, first, ReviewSettings(), cancel, on_game=stop_after_game_one)
    assert (run.outcome, run.analysed) == (QueueOutcome.STOPPED, 1)
    library.close()
    # A new process: the library opened again, the queue read from it.
    reopened = Library(tmp_path / "lib" / "library.sqlite")
    queue = AnalysisQueue(reopened)
    assert queue.counts() == {QueueState.DONE: 1, QueueState.WAITING: 1, QueueState.FAILED: 0}
    second = FakeAnalyser()
    run = run_queue(queue, second, ReviewSettings(), Cancel())
    assert (run.outcome, run.analysed) == (QueueOutcome.FINISHED, 1)
    assert second.asked == [0, 1, 2, 3, 4]  # only the second game's five positions
    # Queued again: both are done, nothing to ask.
    again = queue.add(row.id for row in reopened.games())
    assert (again.added, again.already) == (0, 2)
    third = FakeAnalyser()
    assert run_queue(queue, third, ReviewSettings(), Cancel()).analysed == 0 and third.asked == []


def test_a_game_stopped_half_way_goes_on_from_its_saved_copy(library: Library, monkeypatch) -> None:
    import qtgo.library.analysis_queue as module

    monkeypatch.setattr(module, "SAVE_EVERY", 2)
    queue = _queue_all(library)
    cancel = Cancel()
    first = FakeAnalyser()

    def stop_at(index: int) -> EngineError | None:
        if index == 3:
            cancel.set()
            return EngineError(EngineFault.CANCELLED, "stopped")
        return None

    first.fail_on = stop_at
    assert run_queue(queue, first, ReviewSettings(), cancel).outcome is QueueOutcome.STOPPED
    (entry, _other) = queue.entries()
    assert (entry.state, entry.done, entry.total) == (QueueState.WAITING, 3, 6)
    second = FakeAnalyser()
    run_queue(queue, second, ReviewSettings(), Cancel())
    assert second.asked[:3] == [3, 4, 5]  # positions 0..2 came from the copy


def test_a_record_already_analysed_is_skipped_without_an_engine(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "done.sgf").write_text(
        "(;SZ[9]PB[a]PW[b]QTEV[lead=1;to=B];B[ee]QTEV[lead=0.5;to=W];W[cc]QTEV[lead=2;to=B])", encoding="utf-8"
    )
    with Library(tmp_path / "library.sqlite") as library:
        library.import_paths([folder])
        queue = _queue_all(library)
        engine = FakeAnalyser()
        run = run_queue(queue, engine, ReviewSettings(), Cancel())
        assert (run.skipped, run.analysed, engine.starts) == (1, 0, 0)
        (entry,) = queue.entries()
        assert (entry.state, entry.output) == (QueueState.DONE, "")  # its own file holds the numbers


def test_a_broken_record_and_an_engine_fault_are_reported_and_the_queue_goes_on(library: Library) -> None:
    first, second = library.games()
    Path(first.file).write_text("(;SZ[9]PB[me]PW[you];B[aa];W[bb])", encoding="utf-8")  # changed since the import
    third_folder = Path(second.file).parent
    (third_folder / "three.sgf").write_text("(;SZ[9]PB[x]PW[y];B[ee];W[dd];B[ff])", encoding="utf-8")
    library.import_paths([third_folder / "three.sgf"])
    queue = _queue_all(library)

    def crash_on_the_second_game(index: int) -> EngineError | None:
        return EngineError(EngineFault.CRASHED, "the engine died") if index == 4 else None

    engine = FakeAnalyser(fail_on=crash_on_the_second_game)  # game "two" has 5 positions, "three" 4
    finished: list[QueueEntry] = []
    run = run_queue(queue, engine, ReviewSettings(), Cancel(), on_game=finished.append)
    assert (run.outcome, run.analysed, run.failed) == (QueueOutcome.FINISHED, 1, 2)
    by_file = {Path(e.file).name: e for e in queue.entries()}
    assert by_file["one.sgf"].problem is QueueProblem.CHANGED
    assert by_file["two.sgf"].problem is QueueProblem.ENGINE and "died" in by_file["two.sgf"].error
    assert by_file["two.sgf"].done == 4  # what was done before the crash is saved
    assert by_file["three.sgf"].state is QueueState.DONE
    assert engine.restarts == 1 and len(finished) == 3
    assert queue.retry_failed() == 2 and queue.counts()[QueueState.WAITING] == 2


def test_an_engine_that_will_not_start_stops_the_queue_with_its_reason(library: Library) -> None:
    queue = _queue_all(library)
    run = run_queue(queue, CommandAnalyser("/nonexistent/engine --gtp"), ReviewSettings(), Cancel())
    assert run.outcome is QueueOutcome.ENGINE_FAILED and "nonexistent" in run.error
    assert queue.counts()[QueueState.WAITING] == 2  # nothing lost: they wait for a working engine


def test_schema_6_adds_the_queue_to_an_older_library(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    with Library(path):
        pass
    db = sqlite3.connect(path)
    back_to_v6(db)
    db.execute("DROP TABLE analysis_queue")
    db.execute("DROP TABLE coach_summaries")
    db.execute("PRAGMA user_version = 5")
    db.commit()
    db.close()
    with Library(path) as library:
        assert library.schema_version_found == 5
        assert library.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert AnalysisQueue(library).entries() == []


def test_gnugo_analyses_two_short_games_of_the_queue(library: Library, gnugo_command: str) -> None:
    queue = _queue_all(library)
    analyser = CommandAnalyser(gnugo_command)
    try:
        run = run_queue(queue, analyser, ReviewSettings(), Cancel())
    finally:
        analyser.close()
    assert (run.outcome, run.analysed) == (QueueOutcome.FINISHED, 2)
    for entry in queue.entries():
        tree = load(library.path.parent / entry.output).games[0]
        assert all(a is not None and a.score_lead is not None for a in stored_evaluations(tree))
        assert "GNU Go" in (read_engine_name(tree) or "")


def test_the_coach_reads_queue_copies_and_records_analysed_before_import(library: Library, tmp_path: Path) -> None:
    from qtgo.library.analysed import analysed_games, coach_data
    from qtgo.library.coach import statistics, summarise

    folder = tmp_path / "more"
    folder.mkdir()
    (folder / "before.sgf").write_text(  # analysed before it came in: its own file holds the numbers
        "(;SZ[9]PB[ME]PW[z]DT[2024-12-01]QTEV[lead=1;to=B];B[ee]QTEV[lead=0.5;to=W];W[cc]QTEV[lead=2;to=B])",
        encoding="utf-8",
    )
    (folder / "other.sgf").write_text("(;SZ[9]PB[a]PW[b]QTEV[lead=1;to=B];B[ee]QTEV[lead=0;to=W])", encoding="utf-8")
    library.import_paths([folder])
    queue = AnalysisQueue(library)
    one = next(row for row in library.games() if Path(row.file).name == "one.sgf")
    queue.add([one.id])
    run_queue(queue, FakeAnalyser(), ReviewSettings(), Cancel())
    found = analysed_games(library, ["me"])
    # "two.sgf" is mine but not analysed; "other.sgf" is not mine.
    assert [(Path(g.game.file).name, g.source.parent.name) for g in found] == [
        ("before.sgf", "more"),
        ("one.sgf", "analysed"),
    ]
    trees = [load(g.source).games[g.source_game] for g in found]
    expected = statistics(s for s in (summarise(tree, ["me"]) for tree in trees) if s is not None)
    data = coach_data(found)
    assert data.statistics == expected
    assert [Path(g.game.file).name for g in data.in_month("2025-01")] == ["one.sgf"]
    corner = next(iter(expected.openings))
    assert all(corner in {name for name, _n, _l in g.summary.corners} for g in data.with_opening(corner))


def test_the_games_waiting_are_counted_without_opening_the_library_for_writing(library: Library, tmp_path) -> None:
    from qtgo.library.analysis_queue import waiting_games

    assert waiting_games(library.path) == 0
    _queue_all(library)
    assert waiting_games(library.path) == 2
    assert waiting_games(tmp_path / "none.sqlite") == 0 and not (tmp_path / "none.sqlite").exists()


def test_the_coach_s_summaries_are_kept_until_a_record_changes(library: Library, monkeypatch) -> None:
    import os

    import qtgo.sgf
    from qtgo.library.analysed import analysed_games

    queue = _queue_all(library)
    run_queue(queue, FakeAnalyser(), ReviewSettings(), Cancel())
    first = analysed_games(library, ["me"])
    assert len(first) == 2

    def no_reading(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a record read again although it has not changed")

    with monkeypatch.context() as patch:
        patch.setattr(qtgo.sgf, "load", no_reading)
        again = analysed_games(library, ["ME"])
    assert [(g.game.id, g.source, g.summary) for g in again] == [(g.game.id, g.source, g.summary) for g in first]
    # A copy written again (another analysis, say) is read again.
    copy = first[0].source
    copy.write_text(copy.read_text(encoding="utf-8").replace("QTEV[lead=4", "QTEV[lead=9"), encoding="utf-8")
    os.utime(copy, ns=(copy.stat().st_atime_ns, copy.stat().st_mtime_ns + 10**9))
    changed = analysed_games(library, ["me"])
    assert changed[0].summary != first[0].summary and changed[1].summary == first[1].summary


def test_copies_that_cannot_be_written_stop_the_queue_and_say_where(library: Library) -> None:
    (library.path.parent / "analysed").write_text("a file where the folder should be", encoding="utf-8")
    queue = _queue_all(library)
    run = run_queue(queue, FakeAnalyser(), ReviewSettings(), Cancel())
    assert run.outcome is QueueOutcome.CANNOT_WRITE and "analysed" in run.error
    assert queue.counts()[QueueState.WAITING] == 2


def test_many_games_queue_in_date_order_whatever_order_they_are_given_in(tmp_path: Path) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for index in range(600):  # more than one statement's worth of ids once
        letters = "abcdefghijklmnopqrs"
        spot = index % 361
        moves = f";B[{letters[spot % 19]}{letters[spot // 19]}]" + (";W[ss]" if index >= 361 else "")
        day = f"{2000 + index % 20:04d}-{1 + index // 20 % 12:02d}-{1 + index % 28:02d}"  # not in id order
        (folder / f"g{index:03d}.sgf").write_text(f"(;SZ[19]DT[{day}]{moves})", encoding="utf-8")
    with Library(tmp_path / "lib.sqlite") as library:
        library.import_paths([folder])
        rows = library.games()  # by date
        queue = AnalysisQueue(library)
        assert queue.add(reversed([row.id for row in rows])).added == len(rows)
        assert [entry.game_id for entry in queue.entries()] == [row.id for row in rows]
