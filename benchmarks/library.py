"""The game library at the size of a real collection: import, size, searches, memory.

Builds a library of about 44,000 games from the eight symmetric copies of every game of
``../shared/corpus/ai`` (written to a temporary folder at run time, never into the
repository) and prints, side by side: import rate, database size per game, whole-board
position search, a corner pattern of about six stones in an 8x8 corner, a metadata query,
peak memory, and the pattern search against a plain replay-and-scan of the same games;
then the metadata query and the corner pattern again as whole ``qtgo-cli library search``
processes (start-up included, CPU and wall time), as a user of the command waits for them.

    python benchmarks/library.py [--sources N] [--scan-sample N] [--workers N] [CORPUS_DIR]

``--sources`` takes only the first N games of the corpus (for a quick run while developing);
``--scan-sample`` replays only every k-th game in the plain scan and scales its time up.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import re
import resource
import statistics
import sys
import tempfile
import time
from array import array
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from qtgo.library import GameFilter, Library, Pattern
from qtgo.library import events as ev
from qtgo.library.symmetry import symmetries_for, transform, transform_table
from qtgo.rules import Game, IllegalMoveError, Point
from qtgo.sgf import load

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "ai"
_POINT_PROPERTY = re.compile(r"(?<![A-Z])(AB|AW|AE|B|W)((?:\s*\[[a-s]{2}\])+)")
_VALUE = re.compile(r"\[([a-s])([a-s])\]")
_LETTERS = "abcdefghijklmnopqrs"
T = TypeVar("T")


def turned_text(text: str, k: int) -> str:
    """The record with every move and setup point moved by symmetry ``k`` (19x19)."""

    def value(match: re.Match[str]) -> str:
        x, y = transform(k, _LETTERS.index(match[1]), _LETTERS.index(match[2]), 19, 19)
        return f"[{_LETTERS[x]}{_LETTERS[y]}]"

    return _POINT_PROPERTY.sub(lambda m: m[1] + _VALUE.sub(value, m[2]), text)


def build_folder(corpus: Path, folder: Path, limit: int | None) -> int:
    files = sorted(p for p in corpus.rglob("*") if p.suffix.lower() == ".sgf")[:limit]
    count = 0
    for number, path in enumerate(files):
        data = path.read_bytes()
        try:
            text, encoding = data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            text, encoding = data.decode("latin-1"), "latin-1"
        for k in range(8):
            (folder / f"{number:05}-{k}.sgf").write_bytes(turned_text(text, k).encode(encoding))
            count += 1
    return count


def peak_mb() -> float:
    """Peak resident memory of this process and of its worker processes, in MB."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def timed(function: Callable[[], T], repeat: int = 1) -> tuple[float, T]:
    """The best time of ``repeat`` runs and the last result."""
    start = time.perf_counter()
    result = function()
    best = time.perf_counter() - start
    for _ in range(repeat - 1):
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
    return best, result


def corner_pattern(library: Library, rng: random.Random) -> Pattern:
    """An 8x8 corner of a real game at the first move with about six stones in it."""
    ids = [row.id for row in library.games(GameFilter(size=19))]
    while True:
        events = library.events(rng.choice(ids))
        for move in range(1, 80):
            cells = ev.board_after(array("H", events), move, 361)
            corner = {y * 19 + x: cells[y * 19 + x] for y in range(8) for x in range(8)}
            stones = sum(1 for s in corner.values() if s)
            if stones >= 6:
                if stones <= 7:
                    return Pattern(19, 19, corner)
                break


def plain_scan(paths: list[Path], pattern: Pattern) -> int:
    """Read every record, replay it with ``qtgo.rules`` and compare the region after each move."""
    variants = []
    for k in symmetries_for(19, 19):
        table = transform_table(k, 19, 19)
        variants.append([(divmod(table[i], 19), state) for i, state in pattern.cells.items()])
    colours = {None: 0, "B": 1, "W": 2}
    found = 0
    for path in paths:
        tree = load(path, check_moves=False).games[0]
        game = Game(19, 19)
        board = game.board
        hit = False
        for node in tree.main_line():
            move = node.move
            if move is None:
                continue
            try:
                game.play(move)
            except IllegalMoveError:
                continue
            board = game.board
            for cells in variants:
                for (y, x), state in cells:
                    stone = board[Point(x, y)]
                    if colours[stone.value if stone is not None else None] != state:
                        break
                else:
                    hit = True
                    break
            if hit:
                break
        found += hit
    return found


def whole_process(arguments: list[str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, games found) of one ``qtgo-cli library search ... --json``
    process, start-up and output included: what a user of the command waits for."""
    import json
    import subprocess

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "library", "search", *arguments, "--json"],
        capture_output=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"qtgo-cli library search failed: {done.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, len(json.loads(done.stdout)["games"])


def pattern_sgf(pattern: Pattern) -> str:
    """The corner pattern as the record ``--pattern`` reads: its stones and its region."""
    black = "".join(f"[{_LETTERS[i % 19]}{_LETTERS[i // 19]}]" for i, s in sorted(pattern.cells.items()) if s == 1)
    white = "".join(f"[{_LETTERS[i % 19]}{_LETTERS[i // 19]}]" for i, s in sorted(pattern.cells.items()) if s == 2)
    xs = [i % 19 for i in pattern.cells]
    ys = [i // 19 for i in pattern.cells]
    region = f"[{_LETTERS[min(xs)]}{_LETTERS[min(ys)]}:{_LETTERS[max(xs)]}{_LETTERS[max(ys)]}]"
    return f"(;SZ[19]{'AB' + black if black else ''}{'AW' + white if white else ''}VW{region})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--sources", type=int, default=None, help="use only the first N games of the corpus")
    parser.add_argument("--scan-sample", type=int, default=1, help="plain scan: every k-th game, time scaled up")
    parser.add_argument("--workers", type=int, default=None, help="reader processes (default: 2)")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"no corpus at {args.corpus}", file=sys.stderr)
        return 2
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory(prefix="qtgo-library-bench-") as temporary:
        folder = Path(temporary) / "games"
        folder.mkdir()
        count = build_folder(args.corpus, folder, args.sources)
        db_path = Path(temporary) / "library.db"
        library = Library(db_path)
        before = os.times()
        seconds, report = timed(lambda: library.import_paths([folder], workers=args.workers))
        after = os.times()
        import_load = os.getloadavg()[0]
        own = after[0] + after[1] - before[0] - before[1]
        readers = after[2] + after[3] - before[2] - before[3]  # the pool's processes, reaped when it closes
        cpu = own + readers
        games = library.game_count()
        size = sum(os.path.getsize(p) for p in Path(temporary).glob("library.db*"))
        rows = [
            (
                "games imported",
                f"{games} of {count} files ({len(report.duplicates)} duplicates, {len(report.unreadable)} unreadable)",
                "",
            ),
            (
                "import rate",
                f"{games / seconds:.0f} games/s wall ({seconds:.1f} s), {games / cpu:.0f} games per CPU second "
                f"({cpu:.1f} s of CPU: writer {own:.1f} s, readers {readers:.1f} s; load {import_load:.1f} at the end)",
                ">= 300 games/s",
            ),
            ("database size", f"{size / games / 1024:.1f} KB/game ({size / 2**20:.0f} MB)", ""),
        ]

        ids = [row.id for row in library.games()]
        position_times = []
        for _ in range(10):
            events = array("H", library.events(rng.choice(ids)))
            cells = ev.board_after(events, rng.randrange(20, 150), 361)
            whole = Pattern(19, 19, dict(enumerate(cells)))
            spent, result = timed(functools.partial(library.search, pattern=whole))
            position_times.append(spent)
        rows.append(
            (
                "position search",
                f"median {statistics.median(position_times) * 1000:.1f} ms, "
                f"max {max(position_times) * 1000:.1f} ms (10 positions, each found in "
                f">= {len(result.games)} games)",
                "< 50 ms",
            )
        )

        pattern = corner_pattern(library, rng)
        cold, result = timed(lambda: library.search(pattern=pattern))
        warm, result = timed(lambda: library.search(pattern=pattern), repeat=3)
        stones = sum(1 for s in pattern.cells.values() if s)
        rows.append(
            (
                "corner pattern",
                f"{cold:.2f} s first, {warm:.2f} s again ({stones} stones in 8x8, "
                f"{len(result.games)} games, {len(result.continuations)} continuations)",
                "< 1 s",
            )
        )

        query = GameFilter(player="AlphaGo", date_from="2016", date_to="2017-06", result="W")
        spent, found = timed(lambda: library.games(query), repeat=3)
        rows.append(
            ("metadata query", f"{spent * 1000:.1f} ms (player, date range, result: {len(found)} games)", "< 50 ms")
        )

        pattern_path = Path(temporary) / "pattern.sgf"
        pattern_path.write_text(pattern_sgf(pattern), encoding="utf-8")
        for label, arguments in (
            ("metadata query, whole process", ["--player", "AlphaGo", "--from", "2016", "--result", "W"]),
            ("corner pattern, whole process", ["--pattern", str(pattern_path)]),
        ):
            runs = [whole_process(["--db", str(db_path), *arguments]) for _ in range(3)]
            wall = statistics.median(run[0] for run in runs)
            cpu = statistics.median(run[1] for run in runs)
            found_games = runs[-1][2]
            rows.append((label, f"median {cpu:.2f} s CPU, {wall:.2f} s wall (3 runs, {found_games} games)", "< 1 s"))

        paths = sorted(folder.iterdir())[:: args.scan_sample]
        scan, scan_found = timed(lambda: plain_scan(paths, pattern))
        scan *= args.scan_sample
        sampled = "" if args.scan_sample == 1 else f", every {args.scan_sample}th game, time scaled"
        rows.append(("plain replay-and-scan", f"{scan:.1f} s ({scan_found} games found{sampled})", ""))
        rows.append(("pattern search vs scan", f"{scan / warm:.0f}x faster ({scan / cold:.0f}x cold)", ""))
        rows.append(("peak memory", f"{peak_mb():.0f} MB", "< 1 GB"))
        load = os.getloadavg()
        rows.append(
            (
                "machine load",
                f"{load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} cores "
                "(1, 5, 15 min averages at the end)",
                "",
            )
        )
        library.close()
    width = max(len(name) for name, _, _ in rows)
    for name, value, goal in rows:
        print(f"{name:<{width}}  {value}" + (f"   [goal {goal}]" if goal else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
