"""What autosaving after every move costs: on the GUI thread and on the writer thread.

Plays a game of N moves and, after each move, takes a snapshot (the GUI thread's part:
serialising the tree) and writes it (the writer thread's part: two atomic, fsynced files).
Prints the mean and worst cost per move of each part, and how long ``submit`` itself
blocks the caller. Run from the project root:

    python benchmarks/autosave.py [--moves N] [--folder DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from qtgo.rules import Point
from qtgo.session import GameSession, NewGameSettings
from qtgo.session.autosave import AutosaveStore, AutosaveWriter, snapshot


def _points(count: int) -> list[Point]:
    """Legal-looking moves that capture nothing: every other row, filled left to right."""
    rows = [y for y in range(19) if y % 2 == 0] + [y for y in range(19) if y % 2 == 1]
    points = [Point(x, y) for y in rows for x in range(19)]
    return points[:count]


def _ms(values: list[float]) -> str:
    return f"mean {statistics.mean(values) * 1000:6.2f} ms, worst {max(values) * 1000:6.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--folder", type=Path, default=None, help="where to write (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        store = AutosaveStore(folder, "bench")
        session = GameSession.new(NewGameSettings(width=19, height=19))
        snapshot_times: list[float] = []
        write_times: list[float] = []
        for point in _points(args.moves):
            session.play(point)
            start = time.perf_counter()
            snap = snapshot(session)
            snapshot_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            store.write(snap)
            write_times.append(time.perf_counter() - start)
        session = GameSession.new(NewGameSettings(width=19, height=19))
        writer = AutosaveWriter(AutosaveStore(folder, "threaded"))
        submit_times: list[float] = []
        start_all = time.perf_counter()
        for point in _points(args.moves):
            session.play(point)
            snap = snapshot(session)
            start = time.perf_counter()
            writer.submit(snap)
            submit_times.append(time.perf_counter() - start)
        writer.stop()
        total = time.perf_counter() - start_all
    print(f"autosave after each of {args.moves} moves (19x19), per move:")
    print(f"  snapshot on the GUI thread : {_ms(snapshot_times)}")
    print(f"  atomic write (writer)      : {_ms(write_times)}")
    print(f"  submit blocks the caller   : {_ms(submit_times)}")
    print(f"  threaded run: {writer.written} writes for {args.moves} moves in {total:.2f} s (newest snapshot wins)")


if __name__ == "__main__":
    main()
