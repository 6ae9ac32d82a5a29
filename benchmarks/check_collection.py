"""Whole ``qtgo-cli check --json`` against sgfmill's in-process parse and replay.

Builds one collection file (in a temporary folder, at run time) from the first GAMES
records of ``../shared/corpus/ai`` in sorted path order (records that are not UTF-8 are
left out, so both readers see the same text), then alternates, RUNS times:

- qtgo: ``python -m qtgo.cli check --json FILE`` as a whole process (start-up, reading,
  replay with full legality and superko checks, JSON output);
- sgfmill: in this process, ``sgf_grammar.parse_sgf_collection`` of the bytes,
  ``Sgf_game.from_coarse_game_tree`` per game, then every main-line move played onto
  ``boards.Board`` (which checks no superko).

Prints both medians and the ratio. Run from the project root:

    /work/main/.venv/bin/python benchmarks/check_collection.py [--games N] [--runs R]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ``../shared/corpus`` beside the project (a worktree may sit one folder deeper).
DEFAULT_CORPUS = next(
    (base / "shared" / "corpus" / "ai" for base in ROOT.parents if (base / "shared" / "corpus").is_dir()),
    ROOT.parent / "shared" / "corpus" / "ai",
)


def build_collection(corpus: Path, games: int) -> bytes:
    """The first ``games`` UTF-8 records of the corpus, one after another in one text."""
    parts: list[bytes] = []
    for path in sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix.lower() == ".sgf"):
        data = path.read_bytes()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        parts.append(data.strip())
        if len(parts) == games:
            break
    return b"\n".join(parts) + b"\n"


def sgfmill_check(data: bytes) -> tuple[int, int]:
    """Parse the collection and replay every main line with sgfmill: (games, moves)."""
    from sgfmill import boards, sgf, sgf_grammar

    games = moves = 0
    for coarse in sgf_grammar.parse_sgf_collection(data):
        game = sgf.Sgf_game.from_coarse_game_tree(coarse)
        board = boards.Board(game.get_size())
        games += 1
        for node in game.get_main_sequence():
            black, white, empty = node.get_setup_stones()
            if black or white or empty:
                board.apply_setup(black, white, empty)
            colour, point = node.get_move()
            if colour is None:
                continue
            moves += 1
            if point is not None:
                with contextlib.suppress(ValueError):  # an occupied point: sgfmill refuses it
                    board.play(point[0], point[1], colour)
    return games, moves


def qtgo_check(path: Path, env: dict[str, str]) -> tuple[float, float, bytes]:
    """(wall seconds, CPU seconds, stdout) of one whole ``check --json`` process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "check", "--json", str(path)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        check=False,  # -m reads qtgo from cwd first
    )
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        raise SystemExit(f"qtgo-cli check failed: {done.stderr.decode(errors='replace')}")
    return seconds, cpu, done.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--games", type=int, default=1673, help="records in the collection (default 1673)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (default 5); medians")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    data = build_collection(args.corpus, args.games)
    with tempfile.TemporaryDirectory(prefix="qtgo-bench-") as folder:
        path = Path(folder) / "collection.sgf"
        path.write_bytes(data)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        # Bytecode caches as an installed app has them, written once by the warm-up run
        # into a folder of their own (the source tree stays clean).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        qtgo_check(path, env)  # warm the bytecode caches and the file cache once
        qtgo_wall: list[float] = []
        qtgo_cpu: list[float] = []
        mill_wall: list[float] = []
        mill_cpu: list[float] = []
        games = moves = 0
        for _ in range(max(1, args.runs)):
            wall, cpu, _output = qtgo_check(path, env)
            qtgo_wall.append(wall)
            qtgo_cpu.append(cpu)
            gc.collect()
            start, start_cpu = time.perf_counter(), time.process_time()
            games, moves = sgfmill_check(path.read_bytes())
            mill_wall.append(time.perf_counter() - start)
            mill_cpu.append(time.process_time() - start_cpu)
    print(f"collection: {games} games, {moves} moves, {len(data) / 1e6:.1f} MB; medians of {args.runs} runs")
    # Wall time is what a user waits for; CPU time is steadier on a shared machine.
    for label, qtgo, mill in (("wall", qtgo_wall, mill_wall), ("CPU ", qtgo_cpu, mill_cpu)):
        q, s = statistics.median(qtgo), statistics.median(mill)
        print(
            f"{label}: qtgo-cli check --json (whole process) {q:.3f} s, "
            f"sgfmill parse+replay (in-process) {s:.3f} s, ratio {q / s:.2f} (goal: at most 0.50)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
