"""Search results paged: a pattern with tens of thousands of hits against one with about 50.

Each search is timed as the Library window shows it: the search, then the results table
(sorted by date, as it opens) filled and painted once. Two ways side by side:

* **whole**: ``Library.search`` (every hit's row read, as before paging) handed to the table;
* **paged**: ``Library.search_pages`` (rows read a page at a time), the table fetching more
  only as it is scrolled.

Cases: every game (what the window shows when it opens), a black stone alone on the 4-4
point of an empty 7x7 corner (most games), and a corner of a real game with about 50 hits.
Figures are CPU seconds of this process (the machine may be shared), the median of RUNS;
then the paged search's cost of scrolling to the end (every row read), which the whole
search paid up front.

    QT_QPA_PLATFORM=offscreen python benchmarks/library_paging.py --db LIBRARY.sqlite [--runs 3]
    QT_QPA_PLATFORM=offscreen python benchmarks/library_paging.py [--sources N]   # builds one
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from array import array
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TypeVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from qtgo.library import Library, Pattern
from qtgo.library import events as ev
from qtgo.library.library import PagedResult
from qtgo.ui.library.model import GamesModel

T = TypeVar("T")


def corner(stones: dict[tuple[int, int], int], size: int = 7) -> Pattern:
    """A ``size``x``size`` corner of a 19x19 board with these stones, every other point empty."""
    cells = {y * 19 + x: stones.get((x, y), ev.EMPTY) for y in range(size) for x in range(size)}
    return Pattern(19, 19, cells)


def few_hits(library: Library, rng: random.Random, low: int = 30, high: int = 80) -> Pattern:
    """An 8x8 corner of a real game, taken at the first move where between ``low`` and
    ``high`` games reach it (counted with the paged search, which reads no rows)."""
    ids = [hit.game.id for hit in library.search_pages().games.sorted_by("file")[:2000]]
    while True:
        events = array("H", library.events(rng.choice(ids)))
        for move in range(4, 60):
            cells = ev.board_after(events, move, 361)
            region = {y * 19 + x: cells[y * 19 + x] for y in range(8) for x in range(8)}
            if sum(1 for state in region.values() if state) < 3:
                continue
            found = len(library.search_pages(pattern=Pattern(19, 19, region)).games)
            if low <= found <= high:
                return Pattern(19, 19, region)
            if found < low:
                break


def timed(job: Callable[[], T]) -> tuple[float, T]:
    """CPU seconds of ``job`` and its result."""
    start = time.process_time()
    result = job()
    return time.process_time() - start, result


def finish(result: PagedResult) -> int:
    """The rest of a search whose first page is shown: every hit, the next moves counted."""
    return result.games.fetch() + len(result.continuations)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="an existing library (default: build one from the corpus)")
    parser.add_argument("--sources", type=int, default=300, help="corpus games to build from (x8 symmetries)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    if args.db is None:
        from library import DEFAULT_CORPUS, build_folder

        folder = Path(tempfile.mkdtemp(prefix="qtgo-paging-"))
        (folder / "games").mkdir()
        build_folder(DEFAULT_CORPUS, folder / "games", args.sources)
        args.db = folder / "library.sqlite"
        with Library(args.db) as building:
            building.import_paths([folder / "games"])
    library = Library(args.db)
    model = GamesModel()
    table = QTableView()
    table.setModel(model)
    table.horizontalHeader().setSortIndicator(GamesModel.COLUMNS.index("date"), Qt.SortOrder.AscendingOrder)
    table.setSortingEnabled(True)
    table.resize(900, 600)
    table.show()
    app.processEvents()

    def shown(games: object) -> None:
        model.set_hits(games)  # type: ignore[arg-type]
        app.processEvents()
        table.viewport().repaint()

    cases = {
        "every game": None,
        "4-4 stone alone in a 7x7 corner": corner({(3, 3): ev.BLACK}),
        "a corner of a real game (about 50 hits)": few_hits(library, random.Random(28)),
    }
    print(f"library: {args.db} ({library.game_count():,} games); CPU seconds, median of {args.runs} runs")
    firsts: dict[str, dict[str, float]] = {}
    for name, pattern in cases.items():
        figures: dict[str, list[float]] = {"whole": [], "paged": [], "rest": [], "scroll": []}
        found = read = total = 0
        for _ in range(args.runs):
            spent, whole = timed(partial(library.search, pattern=pattern))
            figures["whole"].append(spent + timed(partial(shown, whole.games))[0])
            spent, result = timed(partial(library.search_pages, pattern=pattern))
            figures["paged"].append(spent + timed(partial(shown, result.games))[0])
            pages = result.games
            found, read = pages.known, pages.rows_read
            figures["rest"].append(timed(partial(finish, result))[0])
            figures["scroll"].append(timed(partial(sum, (1 for _ in pages)))[0])
            total = len(pages)
        medians = {key: statistics.median(values) for key, values in figures.items()}
        firsts[name] = medians
        print(f"{name}: {total:,} games found")
        print(f"  whole results, shown:        {medians['whole']:.3f} s")
        print(f"  paged, first page shown:     {medians['paged']:.3f} s ({found:,} games found, {read} rows read)")
        print(f"  then the rest of the search: {medians['rest']:.3f} s (count and next moves; in short steps)")
        print(f"  then scrolling to the end:   {medians['scroll']:.3f} s (every row read)")
    many, few = firsts["4-4 stone alone in a 7x7 corner"], firsts["a corner of a real game (about 50 hits)"]
    print(
        f"until the user scrolls, many hits cost {many['paged'] / few['paged']:.2f}x what about 50 do "
        f"(whole results: {many['whole'] / few['whole']:.2f}x)"
    )
    library.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
