"""Extreme records: how long they take to open and to step through, and their memory.

Writes records into a temporary folder: a line of N legal moves (random play on 19x19,
with the captures that keep it going), a line of N moves cycling over the board, most of
them illegal (occupied points, suicides) and placed anyway with a warning, N/10 nodes of
``TR[aa:ss]`` (a 70 KB file that once took 530 MB), N/5 nodes of
``AB[aa:ZZ]AW[aa:ZZ]AE[aa:ZZ]TR[aa:ZZ]`` on ``SZ[52]`` (a 720 KB file that once took over
150 s in check) and a collection of N tiny games. For each, in a fresh process (so that the
peak memory is that one job's), it prints the time (wall clock and the CPU time of the
process, which a busy machine does not inflate) and peak resident memory of:

* ``qtgo-cli check`` and ``qtgo-cli score`` (the command line);
* ``GameSession.open`` then the last move, one step back and one forward (the core);
* ``MainWindow`` opening the file offscreen, then the last move and a step back (the GUI).

and then the bounds: the session opens in at most twice check's CPU time (each counted
for the whole process, start-up included), and check reads each file in under
``CHECK_BOUND`` CPU seconds at the default size. The mostly illegal line has no bound:
check stops at its first illegal move.

    QT_QPA_PLATFORM=offscreen python benchmarks/extreme_files.py [--moves 100000] [--only legal|illegal|markup|setup|collection]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SESSION_BOUND = 2.0  # the session's open: at most this many times check's CPU time
CHECK_BOUND = 10.0  # CPU seconds for check on any of these files at the default size
LETTERS = "abcdefghijklmnopqrs"


def legal_line(moves: int, seed: int = 1) -> str:
    """A record of ``moves`` legal moves of random play (eyes filled, so groups die and the game goes on)."""
    from qtgo.rules import Game, Move, Point

    rng = random.Random(seed)
    game = Game(19)
    points = [Point(x, y) for y in range(19) for x in range(19)]
    nodes = []
    for _ in range(moves):
        color = game.to_play
        for _ in range(40):
            move = Move(color, points[rng.randrange(len(points))])
            if game.check(move) is None:
                break
        else:
            legal = [Move(color, p) for p in points if game.check(Move(color, p)) is None]
            move = rng.choice(legal) if legal else Move.pass_(color)
        game.play(move)
        value = "" if move.point is None else LETTERS[move.point.x] + LETTERS[move.point.y]
        nodes.append(f";{color.value}[{value}]")
    return "(;GM[1]FF[4]SZ[19]KM[6.5]" + "".join(nodes) + ")"


def illegal_line(moves: int) -> str:
    """A record of ``moves`` moves over every point in turn: after the first board, nearly all illegal."""
    body = "".join(f";{'BW'[i % 2]}[{LETTERS[i % 19]}{LETTERS[i // 19 % 19]}]" for i in range(moves))
    return f"(;GM[1]FF[4]SZ[19]{body})"


def markup_line(nodes: int) -> str:
    """``TR[aa:ss]`` (every point of the board) on ``nodes`` nodes: 70 KB for 10,000."""
    return "(;SZ[19]" + ";TR[aa:ss]" * nodes + ")"


def setup_line(nodes: int) -> str:
    """``nodes`` nodes that each set up, clear and mark every point of a 52x52 board."""
    return "(;SZ[52]" + ";AB[aa:ZZ]AW[aa:ZZ]AE[aa:ZZ]TR[aa:ZZ]" * nodes + ")"


def collection(games: int) -> str:
    """``games`` tiny games in one file, the last with an illegal move."""
    return "(;SZ[9];B[aa];W[bb])" * (games - 1) + "(;SZ[9];B[aa];W[aa])"


MAKERS = {
    "legal": ("line of {:,} legal moves", legal_line),
    "illegal": ("line of {:,} moves, most of them illegal", illegal_line),
    "markup": ("{:,} nodes of TR[aa:ss]", lambda n: markup_line(n // 10)),
    "setup": ("{:,} nodes of AB/AW/AE/TR[aa:ZZ] on 52x52", lambda n: setup_line(n // 5)),
    "collection": ("collection of {:,} games", collection),
}


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _timed(step: Callable[[], object], then: Callable[[], object]) -> float:
    """Seconds ``step`` takes, with ``then`` (the display it changes, or the repaint) after it."""
    start = time.perf_counter()
    step()
    then()
    return time.perf_counter() - start


def _case_core(path: str) -> None:
    from qtgo.session import GameSession

    start = time.perf_counter()
    session = GameSession.open(path)
    session.display()
    opened = time.perf_counter() - start
    cursor = session.cursor
    end, back, forward = (_timed(step, session.display) for step in (cursor.to_end, cursor.back, cursor.forward))
    print(
        f"open {opened:.2f} s, to the end {end:.3f} s, back {back:.3f} s, forward {forward:.3f} s, "
        f"{len(session.record.warnings):,} warnings, peak {_peak_mb():.0f} MB"
    )


def _case_gui(path: str) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("qtgo-benchmark")
    app = QApplication([sys.argv[0]])
    from qtgo.session import GameSession, NewGameSettings
    from qtgo.ui.window.main_window import MainWindow

    window = MainWindow(GameSession.new(NewGameSettings()), data_dir=Path(tempfile.mkdtemp()))
    window.show()
    app.processEvents()

    opened = _timed(lambda: window.files.open_file(path, confirm=False), app.processEvents)
    end = _timed(window.adapter.to_end, app.processEvents)
    back = _timed(window.adapter.back, app.processEvents)
    print(f"open {opened:.2f} s, to the end {end:.3f} s, back {back:.3f} s, peak {_peak_mb():.0f} MB")


def _run(args: list[str]) -> tuple[str, float]:
    """The job's line of output with its times, and its CPU seconds."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    took = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    lines = (done.stdout.strip().splitlines() or [""])[-1:]
    return f"{took:.2f} s, CPU {cpu:.2f} s (exit {done.returncode}) {lines[0][:110]}", cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=100_000)
    parser.add_argument("--only", choices=sorted(MAKERS))
    parser.add_argument("--case", choices=["core", "gui"], help=argparse.SUPPRESS)
    parser.add_argument("--file", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.case:
        (_case_core if args.case == "core" else _case_gui)(args.file)
        return 0
    sys.path.insert(0, str(ROOT))
    folder = Path(tempfile.mkdtemp(prefix="qtgo-extreme-"))
    kinds = [args.only] if args.only else list(MAKERS)
    results: list[bool] = []
    for kind in kinds:
        title, make = MAKERS[kind]
        path = folder / f"{kind}-{args.moves}.sgf"
        start = time.perf_counter()
        path.write_text(make(args.moves))  # type: ignore[no-untyped-call]
        made = time.perf_counter() - start
        size = path.stat().st_size / 1e6
        count = {"markup": args.moves // 10, "setup": args.moves // 5}.get(kind, args.moves)
        print(f"{kind}: {title.format(count)} ({size:.1f} MB, written in {made:.1f} s)")
        cli = [sys.executable, "-m", "qtgo.cli"]
        checked, check_cpu = _run([*cli, "check", str(path)])
        print(f"  qtgo-cli check: {checked}")
        print(f"  qtgo-cli score: {_run([*cli, 'score', str(path)])[0]}")
        me = [sys.executable, __file__, "--file", str(path), "--case"]
        opened, session_cpu = _run([*me, "core"])
        print(f"  session: {opened}")
        print(f"  window:  {_run([*me, 'gui'])[0]}")
        if kind == "illegal":  # check stops at the first illegal move; the session places them all
            print("  bounds: none (check stops at the first illegal move, the session reads on)")
            continue
        ratio = session_cpu / max(check_cpu, 0.01)
        within = ratio <= SESSION_BOUND and (args.moves != 100_000 or check_cpu <= CHECK_BOUND)
        results.append(within)
        print(
            f"  bounds: session/check CPU {ratio:.2f} (at most {SESSION_BOUND:g}), "
            f"check CPU {check_cpu:.2f} s (at most {CHECK_BOUND:g} s): {'within' if within else 'OVER'}"
        )
    print("all within bounds" if all(results) else "OVER a bound (see above)")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
