"""Autosave: one slot per window, recovery of gone windows only, a writer that keeps every move."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from qtgo.rules import Point
from qtgo.session import GameSession, NewGameSettings
from qtgo.session.autosave import (
    AutosaveFailure,
    AutosaveStore,
    AutosaveWriter,
    new_slot,
    recover_entry,
    snapshot,
)
from qtgo.session.errors import FileError
from qtgo.session.recent import RecentFiles

ROOT = Path(__file__).resolve().parents[2]


def _game(moves: int) -> GameSession:
    session = GameSession.new(NewGameSettings(width=9, height=9, black_name="Ann"))
    for index in range(moves):
        session.play(Point(index % 9, index // 9 * 2 % 9))
    return session


def test_two_windows_keep_two_autosaves(tmp_path: Path) -> None:
    first, second = AutosaveStore(tmp_path, new_slot()), AutosaveStore(tmp_path, new_slot())
    first.save(_game(2))
    second.save(_game(5))
    assert first.game_path != second.game_path
    assert first.pending() is not None and first.pending().moves == 2  # type: ignore[union-attr]
    assert second.pending() is not None and second.pending().moves == 5  # type: ignore[union-attr]
    second.clear()
    assert second.pending() is None and first.pending() is not None


def test_recovery_offers_only_games_whose_window_is_gone(tmp_path: Path) -> None:
    alive, gone = AutosaveStore(tmp_path, "alive"), AutosaveStore(tmp_path, "gone")
    alive.save(_game(3))
    gone.save(_game(4))
    held = {alive.lock_path}
    orphans = AutosaveStore.orphans(tmp_path, lambda path: path in held)
    assert [entry.slot for entry in orphans] == ["gone"] and orphans[0].moves == 4
    recovered = recover_entry(orphans[0])
    assert recovered.modified and recovered.cursor.move_count() == 4
    AutosaveStore.for_entry(tmp_path, orphans[0]).clear()
    assert AutosaveStore.orphans(tmp_path, lambda path: path in held) == []
    assert alive.pending() is not None  # discarding the orphan left the open window's game


def test_the_old_single_autosave_is_still_found(tmp_path: Path) -> None:
    AutosaveStore(tmp_path).save(_game(1))
    (entry,) = AutosaveStore.orphans(tmp_path, lambda path: False)
    assert entry.slot is None and entry.moves == 1


def test_writer_writes_the_newest_snapshot_off_the_callers_thread(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, "w")
    writer = AutosaveWriter(store)
    session = GameSession.new(NewGameSettings(width=9, height=9))
    for index in range(30):
        session.play(Point(index % 9, index // 9 * 2))
        writer.submit(snapshot(session))
    assert writer.flush(10)
    writer.stop()
    assert 1 <= writer.written <= 30
    assert store.pending() is not None and store.pending().moves == 30  # type: ignore[union-attr]


def test_a_failed_autosave_stays_until_a_write_succeeds(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    seen: list[AutosaveFailure | None] = []
    writer = AutosaveWriter(AutosaveStore(blocker, "w"), seen.append)
    writer.submit(snapshot(_game(1)))
    writer.flush(10)
    failure = writer.failure
    assert failure is not None and str(blocker) in failure.message and ".tmp" not in failure.message
    writer.submit(snapshot(_game(2)))
    writer.flush(10)
    assert writer.failure is not None  # still failing: still shown
    writer.store = AutosaveStore(tmp_path / "ok", "w")
    writer.submit(snapshot(_game(3)))
    writer.flush(10)
    writer.stop()
    assert writer.failure is None and seen[-1] is None and isinstance(seen[0], AutosaveFailure)


def test_store_errors_name_the_autosave_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(FileError) as caught:
        AutosaveStore(blocker, "w").save(_game(1))
    assert "Autosave failed" in str(caught.value) and "autosave.sgf" in str(caught.value)
    assert ".tmp" not in str(caught.value)


def test_recent_files_of_two_windows_merge(tmp_path: Path) -> None:
    one = RecentFiles(tmp_path / "recent.json", limit=5)
    two = RecentFiles(tmp_path / "recent.json", limit=5)
    one.add(tmp_path / "a.sgf")
    two.add(tmp_path / "b.sgf")
    one.add(tmp_path / "c.sgf")
    expected = [str((tmp_path / name).resolve()) for name in ("c.sgf", "b.sgf", "a.sgf")]
    assert one.items() == expected and two.items() == expected
    two.remove(tmp_path / "b.sgf")
    assert one.items() == [expected[0], expected[2]]


def test_recent_files_survive_a_read_only_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    recent = RecentFiles(blocker / "recent.json")
    recent.add(tmp_path / "a.sgf")  # cannot be written: no exception, no list
    assert recent.items() == []


_PLAYER = textwrap.dedent(
    """
    import sys, time
    from qtgo.rules import Point
    from qtgo.session import GameSession, NewGameSettings
    from qtgo.session.autosave import AutosaveStore, AutosaveWriter, snapshot

    writer = AutosaveWriter(AutosaveStore(sys.argv[1], "child"))
    session = GameSession.new(NewGameSettings(width=19, height=19))
    points = [Point(x, y) for y in range(0, 19, 2) for x in range(19)]
    for number, point in enumerate(points, 1):
        session.play(point)
        writer.submit(snapshot(session))
        writer.flush(5)
        print(number, flush=True)
        time.sleep(0.005)
    time.sleep(60)
    """
)


def test_kill_9_during_fast_play_loses_at_most_the_move_being_made(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", _PLAYER, str(tmp_path)], stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    reported = 0
    deadline = time.monotonic() + 60
    while reported < 40 and time.monotonic() < deadline:
        line = child.stdout.readline()
        if not line:
            break
        reported = int(line)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(10)
    assert reported >= 40, "the child did not play"
    (entry,) = AutosaveStore.orphans(tmp_path, lambda path: False)
    # Every move the child finished (and reported) is on disk; the one in flight may not be.
    assert entry.moves >= reported
    assert recover_entry(entry).cursor.move_count() == entry.moves


@pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")
def test_the_alive_file_is_held_exactly_while_its_process_lives(tmp_path: Path) -> None:
    import signal
    import subprocess

    from qtgo.session.autosave import alive_held

    assert not alive_held(tmp_path)  # no alive file: nobody
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from qtgo.session.autosave import hold_alive;"
            " hold_alive(pathlib.Path(sys.argv[1])); print('held', flush=True); sys.stdin.read()",
            str(tmp_path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        for _ in range(20):  # probing never takes it away
            assert alive_held(tmp_path)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert not alive_held(tmp_path) and (tmp_path / "alive").exists()
