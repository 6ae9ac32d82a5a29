"""SGF parsing speed: qtgo.sgf against sgfmill on the same files, in one run.

Both read every file of the corpus folder from memory (the files are read once, before
timing) into game trees and decode the move of every main-line node. Prints games per
second for each and the ratio. Run from the project root:

    /work/venv/bin/python benchmarks/sgf_parse.py [FOLDER] [--repeat N]
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "ai"


def _files(folder: Path) -> list[bytes]:
    paths = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() == ".sgf")
    return [p.read_bytes() for p in paths]


def run_qtgo(datas: list[bytes]) -> tuple[int, int, int]:
    from qtgo.sgf import SgfError, parse

    games = moves = failed = 0
    for data in datas:
        try:
            result = parse(data)
        except SgfError:
            failed += 1
            continue
        for game in result.games:
            games += 1
            for node in game.main_line():
                try:
                    if node.move is not None:
                        moves += 1
                except SgfError:
                    pass
    return games, moves, failed


def run_sgfmill(datas: list[bytes]) -> tuple[int, int, int]:
    from sgfmill import sgf

    games = moves = failed = 0
    for data in datas:
        try:
            game = sgf.Sgf_game.from_bytes(data)
        except ValueError:
            failed += 1
            continue
        games += 1
        for node in game.get_main_sequence():
            try:
                colour, _point = node.get_move()
            except ValueError:
                continue
            if colour is not None:
                moves += 1
    return games, moves, failed


def _timed(function, datas: list[bytes]) -> tuple[float, tuple[int, int, int]]:
    gc.collect()  # neither parser pays for the other's garbage
    # CPU time of this process: other programs on a busy machine do not count.
    start = time.process_time()
    counts = function(datas)
    return time.process_time() - start, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best counts")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"no such folder: {args.folder}", file=sys.stderr)
        return 2
    datas = _files(args.folder)
    print(f"{len(datas)} files, {sum(map(len, datas)) / 1e6:.1f} MB, best of {args.repeat} runs each (CPU time)")
    # The two alternate, so that a busy machine slows both alike; the best run counts.
    q_time = s_time = float("inf")
    for _ in range(args.repeat):
        elapsed, (q_games, q_moves, q_failed) = _timed(run_qtgo, datas)
        q_time = min(q_time, elapsed)
        elapsed, (s_games, s_moves, s_failed) = _timed(run_sgfmill, datas)
        s_time = min(s_time, elapsed)
    print(
        f"qtgo.sgf: {q_games} games, {q_moves} moves, {q_failed} unreadable, "
        f"{q_time:.2f} s, {q_games / q_time:,.0f} games/s"
    )
    print(
        f"sgfmill : {s_games} games, {s_moves} moves, {s_failed} unreadable, "
        f"{s_time:.2f} s, {s_games / s_time:,.0f} games/s"
    )
    print(f"ratio (qtgo games/s / sgfmill games/s): {(q_games / q_time) / (s_games / s_time):.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
