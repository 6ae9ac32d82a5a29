"""Extreme records: how long they take to open and to step through, and their memory.

Writes records into a temporary folder: a line of N legal moves (random play on 19x19,
with the captures that keep it going), a line of N moves cycling over the board, most of
them illegal (occupied points, suicides) and placed anyway with a warning, N/10 nodes of
``TR[aa:ss]`` (a 70 KB file that once took 530 MB) and a collection of N tiny games. For each,
in a fresh process (so that the peak memory is that one job's), it prints the time and
peak resident memory of:

* ``qtgo-cli check`` and ``qtgo-cli score`` (the command line);
* ``GameSession.open`` then the last move, one step back and one forward (the core);
* ``MainWindow`` opening the file offscreen, then the last move and a step back (the GUI).

    QT_QPA_PLATFORM=offscreen python benchmarks/extreme_files.py [--moves 100000] [--only legal|illegal|markup|collection]
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


def collection(games: int) -> str:
    """``games`` tiny games in one file, the last with an illegal move."""
    return "(;SZ[9];B[aa];W[bb])" * (games - 1) + "(;SZ[9];B[aa];W[aa])"


MAKERS = {
    "legal": ("line of {:,} legal moves", legal_line),
    "illegal": ("line of {:,} moves, most of them illegal", illegal_line),
    "markup": ("{:,} nodes of TR[aa:ss]", lambda n: markup_line(n // 10)),
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


def _run(args: list[str]) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    took = time.perf_counter() - start
    lines = (done.stdout.strip().splitlines() or [""])[-1:]
    return f"{took:.2f} s (exit {done.returncode}) {lines[0][:110]}"


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
    for kind in kinds:
        title, make = MAKERS[kind]
        path = folder / f"{kind}-{args.moves}.sgf"
        start = time.perf_counter()
        path.write_text(make(args.moves))  # type: ignore[no-untyped-call]
        made = time.perf_counter() - start
        size = path.stat().st_size / 1e6
        count = args.moves // 10 if kind == "markup" else args.moves
        print(f"{kind}: {title.format(count)} ({size:.1f} MB, written in {made:.1f} s)")
        cli = [sys.executable, "-m", "qtgo.cli"]
        print(f"  qtgo-cli check: {_run([*cli, 'check', str(path)])}")
        print(f"  qtgo-cli score: {_run([*cli, 'score', str(path)])}")
        me = [sys.executable, __file__, "--file", str(path), "--case"]
        print(f"  session: {_run([*me, 'core'])}")
        print(f"  window:  {_run([*me, 'gui'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
