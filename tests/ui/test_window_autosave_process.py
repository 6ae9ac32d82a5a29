"""Real qtgo processes (offscreen): kill -9 during fast play, and two windows at once.

The processes play by themselves through the ``QTGO_TEST_AUTOPLAY`` hook (a move every
30 ms, far faster than anyone clicks) and print ``moved N`` once move N is autosaved.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtgo.session.autosave import AutosaveStore, recover_entry
from qtgo.ui.window.autosave import lock_is_held

ROOT = Path(__file__).resolve().parents[2]


def _start(home: Path, moves: int, prefix: list[str] | None = None) -> subprocess.Popen[str]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "HOME": str(home),
        "QTGO_NO_SOUND": "1",
        "QTGO_LANG": "en",
        "QTGO_TEST_AUTOPLAY": str(moves),
        "QTGO_TEST_AUTOPLAY_MS": "30",
    }
    return subprocess.Popen(
        [*(prefix or []), sys.executable, "-m", "qtgo"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )


def _moves(process: subprocess.Popen[str], at_least: int, timeout: float = 90) -> int:
    """Read ``moved N`` lines until N reaches ``at_least``; the last N seen."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    seen = 0
    while seen < at_least and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith("moved "):
            seen = int(line.split()[1])
    return seen


def _autosave_folder(home: Path) -> Path:
    folders = [p for p in (home / "data").rglob("autosave") if p.is_dir()]
    assert len(folders) == 1, folders
    return folders[0]


def _kill(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        os.kill(process.pid, signal.SIGKILL)
    process.wait(10)


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is a POSIX signal")
def test_kill_9_during_fast_play_recovers_every_move_but_the_last(qtbot, tmp_path: Path) -> None:
    process = _start(tmp_path, 200)
    try:
        reported = _moves(process, 25)
    finally:
        _kill(process)
    assert reported >= 25, "qtgo did not play"
    (entry,) = AutosaveStore.orphans(_autosave_folder(tmp_path), lock_is_held)
    # Every move qtgo reported as made is recovered; only one being made may be missing.
    assert entry.moves >= reported
    session = recover_entry(entry)
    assert session.cursor.move_count() == entry.moves and session.modified


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is a POSIX signal")
def test_two_qtgo_processes_keep_separate_autosaves(qtbot, tmp_path: Path) -> None:
    first = _start(tmp_path, 200)
    second = None
    try:
        assert _moves(first, 5) >= 5
        second = _start(tmp_path, 200)
        # The second one asks nothing at start-up (the first one's game is not orphaned):
        # otherwise it would sit in a dialog and never play.
        assert _moves(second, 5) >= 5
        folder = _autosave_folder(tmp_path)
        assert AutosaveStore.orphans(folder, lock_is_held) == []
        assert len([p for p in (folder / "windows").iterdir() if p.is_dir()]) == 2
        reported = _moves(first, 10)
        _kill(first)
        (entry,) = AutosaveStore.orphans(folder, lock_is_held)
        assert entry.moves >= reported
        assert entry.slot is not None and entry.slot.startswith(f"{first.pid}-")
    finally:
        _kill(first)
        if second is not None:
            _kill(second)


def _busy_processes(count: int, core: str | None) -> list[subprocess.Popen[bytes]]:
    """Processes that only burn CPU (on ``core`` when given), so qtgo starts under contention."""
    prefix = ["taskset", "-c", core] if core is not None else []
    return [subprocess.Popen([*prefix, sys.executable, "-c", "while True: pass"]) for _ in range(count)]


def _one_core() -> str | None:
    """A core to crowd everything onto, when ``taskset`` can pin processes."""
    import shutil

    if shutil.which("taskset") is None or not hasattr(os, "sched_getaffinity"):
        return None
    return str(min(os.sched_getaffinity(0)))


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is a POSIX signal")
@pytest.mark.parametrize("run", range(int(os.environ.get("QTGO_TEST_CONTENTION_RUNS", "4"))))
def test_under_cpu_contention_a_second_window_never_takes_a_living_window_s_game(
    qtbot, tmp_path: Path, run: int
) -> None:
    core = _one_core()
    busy = _busy_processes(3, core)
    prefix = ["taskset", "-c", core] if core is not None else []
    first = second = None
    try:
        first = _start(tmp_path, 400, prefix)
        assert _moves(first, 3, timeout=180) >= 3
        second = _start(tmp_path, 400, prefix)
        # A second window that offered the first one's game would sit in that dialog and
        # never play; one that took it would have deleted the first one's slot.
        assert _moves(second, 3, timeout=180) >= 3
        folder = _autosave_folder(tmp_path)
        assert AutosaveStore.orphans(folder, lock_is_held) == []
        slots = sorted(p for p in (folder / "windows").iterdir() if p.is_dir())
        assert len(slots) == 2 and all((slot / "autosave.sgf").is_file() for slot in slots)
        reported = _moves(first, 6, timeout=180)
        _kill(first)
        (entry,) = AutosaveStore.orphans(folder, lock_is_held)
        assert entry.slot is not None and entry.slot.startswith(f"{first.pid}-")
        assert entry.moves >= reported
    finally:
        for process in (first, second):
            if process is not None:
                _kill(process)
        for burner in busy:
            burner.kill()
            burner.wait(10)
