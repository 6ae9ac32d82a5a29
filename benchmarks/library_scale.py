"""The library at 2,000, 44,000 and 200,000 games: import rate, size, searches, and how each grows.

The games are the AI corpus (``../shared/corpus/ai``, about 5,500 games) turned by the eight
symmetries of the board, with the colours swapped, and cut one or two moves short: 48
different games from each, written under ``/tmp`` as collections of 100 (never into the
repository). The first 2,000 are corpus games as they are, the first 44,000 their turned
copies too, then the rest. One library grows through the three sizes, each step imported
into it (two reader processes), and at each size this prints:

* import rate of that step (games per second, wall and CPU of every process);
* database size per game;
* each search as a whole ``qtgo-cli library search --json`` process (CPU and wall, median
  of RUNS; the library's file read just before, so that it is in the page cache, as for a
  user's second search: ``into_page_cache``): a metadata query, a corner pattern of a real
  game (few games), a black stone alone on the 4-4 point of an empty corner (most games;
  and again with ``--limit 200``, which prints 200 of them: the difference is what printing
  them all costs), a whole-board position;
* the Library window's paged search in this process (CPU to its first page): every game,
  and the 4-4 stone;

then a table of how each figure grows from size to size.

    python benchmarks/library_scale.py [--sizes 2000,44000,200000] [--runs 3] [--keep DIR]
    python benchmarks/library_scale.py --keep DIR --searches-only   # the kept libraries again

With ``--keep`` the library is also kept as it was at each size (``DIR/library-SIZE.sqlite``),
so that ``--searches-only`` measures the searches again on them without importing anything.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from array import array
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from library import DEFAULT_CORPUS, turned_text

from qtgo.library import Library, Pattern
from qtgo.library import events as ev
from qtgo.sgf import dumps, load

PER_FILE = 100
_COLOUR = re.compile(r"(?<![A-Z])(AB|AW|B|W)(?=\s*\[)")
_LETTERS = "abcdefghijklmnopqrs"


def swapped_colours(text: str) -> str:
    """The record with Black's moves and stones White's and the other way round."""
    return _COLOUR.sub(lambda m: {"AB": "AW", "AW": "AB", "B": "W", "W": "B"}[m[1]], text)


def corpus_games(corpus: Path) -> list[list[str]]:
    """Each 19x19 corpus game as SGF text, whole and one and two moves short."""
    cuts: list[list[str]] = [[], [], []]
    for path in sorted(p for p in corpus.rglob("*") if p.suffix.lower() == ".sgf"):
        try:
            trees = load(path, check_moves=False).games
        except (ValueError, OSError):
            continue
        for tree in trees:
            if tree.size != (19, 19):
                continue
            for cut in range(3):
                line = tree.main_line()
                if cut and len(line) > 1:
                    tree.remove(line[-1])
                cuts[cut].append(dumps([tree]))
    return cuts


def write_games(corpus: Path, folder: Path, count: int) -> list[Path]:
    """``count`` different games in collections of ``PER_FILE``; the files in import order."""
    cuts = corpus_games(corpus)
    files: list[Path] = []
    batch: list[str] = []

    def flush() -> None:
        path = folder / f"{len(files):05}.sgf"
        path.write_text("\n".join(batch), encoding="utf-8")
        files.append(path)
        batch.clear()

    written = 0
    for cut in range(3):
        for swap in (False, True):
            for k in range(8):
                for text in cuts[cut]:
                    if written == count:
                        break
                    turned = turned_text(text, k) if k else text
                    batch.append(swapped_colours(turned) if swap else turned)
                    written += 1
                    if len(batch) == PER_FILE:
                        flush()
    if batch:
        flush()
    return files


def corner(stones: dict[tuple[int, int], int], size: int) -> Pattern:
    return Pattern(19, 19, {y * 19 + x: stones.get((x, y), ev.EMPTY) for y in range(size) for x in range(size)})


def pattern_text(pattern: Pattern) -> str:
    """The pattern as the record ``--pattern`` reads: its stones and its region (``VW``)."""

    def points(state: int) -> str:
        return "".join(
            f"[{_LETTERS[i % 19]}{_LETTERS[i // 19]}]" for i, s in sorted(pattern.cells.items()) if s == state
        )

    xs, ys = [i % 19 for i in pattern.cells], [i // 19 for i in pattern.cells]
    region = f"[{_LETTERS[min(xs)]}{_LETTERS[min(ys)]}:{_LETTERS[max(xs)]}{_LETTERS[max(ys)]}]"
    black, white = points(ev.BLACK), points(ev.WHITE)
    return f"(;SZ[19]{'AB' + black if black else ''}{'AW' + white if white else ''}VW{region})"


def real_corner(library: Library) -> Pattern:
    """The 8x8 corner of the library's first game at the first move with six stones in it."""
    first = library.search_pages().games.sorted_by("file")[0].game.id
    events = array("H", library.events(first))
    for move in range(1, 120):
        cells = ev.board_after(events, move, 361)
        region = {y * 19 + x: cells[y * 19 + x] for y in range(8) for x in range(8)}
        if sum(1 for state in region.values() if state) >= 6:
            return Pattern(19, 19, region)
    raise SystemExit("no corner with six stones in the first game")


def whole_board(library: Library) -> Pattern:
    first = library.search_pages().games.sorted_by("file")[0].game.id
    cells = ev.board_after(array("H", library.events(first)), 40, 361)
    return Pattern(19, 19, dict(enumerate(cells)))


def into_page_cache(db: Path) -> None:
    """Read the library's files once, so that a search finds them in the page cache, as a
    user's second search does: these machines' host takes the guest's cache back within
    minutes (1.3 GB cached fell to none while the library sat unread), and a search then
    read its library from the virtual disk: the 4-4 stone in 200,000 games took 0.95-1.4 s
    of CPU, a third of it the kernel's, instead of 0.66-0.74 s with its file read first."""
    for path in (db, db.with_name(db.name + "-wal")):
        with contextlib.suppress(OSError), path.open("rb") as file:
            while file.read(1 << 22):
                pass


def cli_search(db: Path, arguments: list[str]) -> tuple[float, float, int]:
    """(CPU, wall, games found) of one ``qtgo-cli library search ... --json`` process, its
    library in the page cache (``into_page_cache``)."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    into_page_cache(db)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "qtgo.cli", "library", "search", "--db", str(db), *arguments, "--json"],
        capture_output=True,
        check=False,
        env=env,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"qtgo-cli library search failed: {done.stderr.decode(errors='replace')[-500:]}")
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return cpu, wall, len(json.loads(done.stdout)["games"])


def first_page_cpu(library: Library, pattern: Pattern | None) -> float:
    start = time.process_time()
    result = library.search_pages(pattern=pattern)
    result.games[: result.games.page_size]  # the first page, read as the table shows it
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2000,44000,200000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    parser.add_argument(
        "--searches-only", action="store_true", help="with --keep: search the libraries kept at each size, import none"
    )
    args = parser.parse_args(argv)
    if args.searches_only and args.keep is None:
        parser.error("--searches-only needs --keep DIR")
    sizes = [int(size) for size in args.sizes.split(",")]
    root = args.keep or Path(tempfile.mkdtemp(prefix="qtgo-library-scale-"))
    (root / "games").mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    files = sorted((root / "games").glob("*.sgf"))
    if args.keep is not None and len(files) == (max(sizes) + PER_FILE - 1) // PER_FILE:
        print(f"{len(files):,} collection files kept from the last run in {root}")
    else:
        files = write_games(args.corpus, root / "games", max(sizes))
        print(
            f"{len(files):,} collection files of up to {PER_FILE} games written in {time.perf_counter() - start:.0f} s"
        )
    db = root / "library.sqlite"
    if not args.searches_only:
        for old in root.glob("library.sqlite*"):
            old.unlink()  # the library grows from nothing
    figures: dict[int, dict[str, float]] = {}
    imported = 0
    searches: dict[str, list[str]] = {}
    library: Library | None = None
    try:
        for size in sizes:
            if args.searches_only:
                db = root / f"library-{size}.sqlite"
                if not db.is_file():
                    raise SystemExit(f"{db} was not kept: build it first with --keep {root}")
                library = Library(db)  # upgraded here if its schema is older, before anything is timed
                games = library.game_count()
                row = {"games": games, "KB per game": db.stat().st_size / games / 1024}
                print(f"\n{games:,} games kept in {db.name}: {row['KB per game']:.2f} KB/game [goal < 5 KB/game]")
            else:
                library = library or Library(db)
                step = files[imported // PER_FILE : (size + PER_FILE - 1) // PER_FILE]
                before_times, wall = os.times(), time.perf_counter()
                report = library.import_paths(step)
                wall = time.perf_counter() - wall
                after_times = os.times()
                cpu = sum(after_times[i] - before_times[i] for i in range(4))
                games = library.game_count()
                added = games - imported
                imported = games
                size_bytes = sum(p.stat().st_size for p in root.glob("library.sqlite*"))
                row = {
                    "games": games,
                    "import games/s wall": added / wall,
                    "import games/CPU s": added / cpu,
                    "import CPU ms per game": cpu / added * 1000,
                    "KB per game": size_bytes / games / 1024,
                }
                print(
                    f"\n{games:,} games (+{added:,}; {len(report.duplicates)} duplicates, {len(report.unreadable)} "
                    f"unreadable): import {row['import games/s wall']:.0f} games/s wall, "
                    f"{row['import games/CPU s']:.0f} games per CPU second "
                    f"({row['import CPU ms per game']:.2f} ms CPU a game, every process); "
                    f"{row['KB per game']:.2f} KB/game [goals: >= 500 games/s, < 5 KB/game]"
                )
                if args.keep is not None:  # this size kept for --searches-only
                    kept = root / f"library-{size}.sqlite"
                    kept.unlink(missing_ok=True)
                    with contextlib.closing(sqlite3.connect(kept)) as copy:
                        library.connection.backup(copy)
            if not searches:
                if not (args.searches_only and (root / "corner.sgf").is_file()):
                    (root / "corner.sgf").write_text(pattern_text(real_corner(library)), encoding="utf-8")
                    (root / "four-four.sgf").write_text(pattern_text(corner({(3, 3): ev.BLACK}, 7)), encoding="utf-8")
                    (root / "position.sgf").write_text(pattern_text(whole_board(library)), encoding="utf-8")
                searches = {
                    "metadata query": ["--player", "AlphaGo", "--from", "2016", "--result", "W"],
                    "corner of a real game": ["--pattern", str(root / "corner.sgf")],
                    "4-4 stone alone": ["--pattern", str(root / "four-four.sgf")],
                    "4-4 stone, --limit 200": ["--pattern", str(root / "four-four.sgf"), "--limit", "200"],
                    "whole-board position": ["--pattern", str(root / "position.sgf")],
                }
            for name, arguments in searches.items():
                runs = [cli_search(db, arguments) for _ in range(args.runs)]
                row[f"{name} CPU s"] = statistics.median(r[0] for r in runs)
                row[f"{name} wall s"] = statistics.median(r[1] for r in runs)
                print(
                    f"  {name:<22} whole process: {row[f'{name} CPU s']:.2f} s CPU, "
                    f"{row[f'{name} wall s']:.2f} s wall, {runs[-1][2]:,} games [goal < 1 s]"
                )
            four = Pattern.from_tree(load(root / "four-four.sgf").games[0])
            for name, pattern in (("every game", None), ("4-4 stone alone", four)):
                spent = statistics.median(first_page_cpu(library, pattern) for _ in range(args.runs))
                row[f"window {name} CPU s"] = spent
                print(f"  Library window, {name}: first page after {spent:.3f} s CPU")
            figures[size] = row
            if args.searches_only:
                library.close()
                library = None
    finally:
        if library is not None:
            library.close()
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)
    print("\nhow each figure grows (ratio to the size before):")
    keys = [key for key in figures[sizes[0]] if key != "games"]
    header = "  ".join(f"{figures[s]['games']:>10,.0f}" for s in sizes)
    print(f"{'':<36}{header}")
    for key in keys:
        cells = []
        for i, size in enumerate(sizes):
            value = figures[size][key]
            grow = "" if i == 0 else f" x{value / figures[sizes[i - 1]][key]:.1f}" if figures[sizes[i - 1]][key] else ""
            cells.append(f"{value:.3g}{grow}")
        print(f"{key:<36}" + "  ".join(f"{cell:>10}" for cell in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
