"""SGF parsing speed: qtgo.sgf against sgfmill on the same files, in one run.

Both read every file of the corpus folder from memory (the files are read once, before
timing) into game trees and decode the move of every main-line node. Prints games per
second for each and the ratio. Run from the project root:

    /work/venv/bin/python benchmarks/sgf_parse.py [FOLDER] [--repeat N]
"""

from __future__ import annotations

import argparse
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
                colour, point = node.get_move()
            except ValueError:
                continue
            if colour is not None:
                moves += 1
    return games, moves, failed


def _best(function, datas: list[bytes], repeat: int) -> tuple[float, tuple[int, int, int]]:
    best = float("inf")
    counts = (0, 0, 0)
    for _ in range(repeat):
        start = time.perf_counter()
        counts = function(datas)
        best = min(best, time.perf_counter() - start)
    return best, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best counts")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"no such folder: {args.folder}", file=sys.stderr)
        return 2
    datas = _files(args.folder)
    print(f"{len(datas)} files, {sum(map(len, datas)) / 1e6:.1f} MB, best of {args.repeat} runs")
    q_time, (q_games, q_moves, q_failed) = _best(run_qtgo, datas, args.repeat)
    s_time, (s_games, s_moves, s_failed) = _best(run_sgfmill, datas, args.repeat)
    print(f"qtgo.sgf: {q_games} games, {q_moves} moves, {q_failed} unreadable, "
          f"{q_time:.2f} s, {q_games / q_time:,.0f} games/s")
    print(f"sgfmill : {s_games} games, {s_moves} moves, {s_failed} unreadable, "
          f"{s_time:.2f} s, {s_games / s_time:,.0f} games/s")
    print(f"ratio (qtgo games/s / sgfmill games/s): {(q_games / q_time) / (s_games / s_time):.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
