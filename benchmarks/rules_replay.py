"""Replay speed of ``qtgo.rules`` against sgfmill's ``Board.play``.

Replays the main line of every game in ``../shared/corpus/ai`` with full legality checks
including positional superko, and in the same run the same moves through sgfmill's
``Board.play`` (which checks no superko). Both read the records with sgfmill beforehand,
so only playing is timed. Prints moves per second for both and the ratio.

    /work/venv/bin/python benchmarks/rules_replay.py [--limit N] [--repeat R] [CORPUS_DIR]
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import sys
import time
from pathlib import Path

from sgfmill import boards, sgf

from qtgo.rules import Color, Game, KoRule, Move, Point, Ruleset

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "ai"


@dataclasses.dataclass
class Record:
    size: int
    setup: tuple[list, list, list]
    moves: list[tuple[str, tuple[int, int] | None]]  # sgfmill's (colour, (row, col))
    qtgo_setup: tuple[list[Point], list[Point]]
    qtgo_moves: list[Move]


def load(corpus: Path, limit: int | None) -> list[Record]:
    files = sorted(p for p in corpus.rglob("*") if p.suffix.lower() == ".sgf")
    if limit:
        files = files[:limit]
    records = []
    for path in files:
        try:
            game = sgf.Sgf_game.from_bytes(path.read_bytes())
        except ValueError:
            continue
        size = game.get_size()
        black: list = []
        white: list = []
        moves: list[tuple[str, tuple[int, int] | None]] = []
        for node in game.get_main_sequence():
            ab, aw, ae = node.get_setup_stones()
            if (ab or aw or ae) and not moves:
                black += ab
                white += aw
            colour, point = node.get_move()
            if colour is not None:
                moves.append((colour, point))
        qtgo_moves = [
            Move(Color.BLACK if c == "b" else Color.WHITE, None if p is None else Point(p[1], size - 1 - p[0]))
            for c, p in moves
        ]
        flip = lambda pts, size=size: [Point(c, size - 1 - r) for r, c in pts]  # noqa: E731
        records.append(Record(size, (black, white, []), moves, (flip(black), flip(white)), qtgo_moves))
    return records


def legal_prefixes(records: list[Record], ruleset: Ruleset) -> None:
    """Cut each record at its first move illegal under ``ruleset``, so both sides play the same."""
    for record in records:
        game = Game(record.size, ruleset=ruleset)
        if record.qtgo_setup[0] or record.qtgo_setup[1]:
            game.setup(black=record.qtgo_setup[0], white=record.qtgo_setup[1])
        for number, move in enumerate(record.qtgo_moves):
            if game.check(move) is not None:
                del record.qtgo_moves[number:]
                del record.moves[number:]
                break
            game.play(move)


def run_qtgo(records: list[Record], ruleset: Ruleset) -> int:
    count = 0
    for record in records:
        game = Game(record.size, ruleset=ruleset)
        if record.qtgo_setup[0] or record.qtgo_setup[1]:
            game.setup(black=record.qtgo_setup[0], white=record.qtgo_setup[1])
        play = game.play
        for move in record.qtgo_moves:
            play(move)
        count += len(record.qtgo_moves)
    return count


def run_sgfmill(records: list[Record]) -> int:
    count = 0
    for record in records:
        board = boards.Board(record.size)
        if record.setup[0] or record.setup[1]:
            board.apply_setup(record.setup[0], record.setup[1], [])
        play = board.play
        for colour, point in record.moves:
            if point is not None:
                play(point[0], point[1], colour)
        count += len(record.moves)
    return count


def timed(function, *args) -> tuple[int, float]:
    gc.collect()
    start = time.perf_counter()
    count = function(*args)
    return count, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--limit", type=int, default=None, help="only the first N files")
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"corpus not found: {args.corpus}", file=sys.stderr)
        return 2
    ruleset = dataclasses.replace(Ruleset.preset("japanese"), ko=KoRule.POSITIONAL, name="japanese-psk")
    t0 = time.perf_counter()
    records = load(args.corpus, args.limit)
    legal_prefixes(records, ruleset)
    print(f"loaded {len(records)} games with sgfmill in {time.perf_counter() - t0:.1f} s")
    # Alternate the two in chunks of games, so a busy machine slows both alike.
    best_q = best_s = float("inf")
    moves = 0
    chunk = 100
    for _ in range(max(1, args.repeat)):
        total_q = total_s = 0.0
        moves = 0
        for start in range(0, len(records), chunk):
            part = records[start : start + chunk]
            count, seconds = timed(run_qtgo, part, ruleset)
            moves += count
            total_q += seconds
            _, seconds = timed(run_sgfmill, part)
            total_s += seconds
        best_q = min(best_q, total_q)
        best_s = min(best_s, total_s)
    q_rate, s_rate = moves / best_q, moves / best_s
    print(f"moves replayed:  {moves}")
    print(f"qtgo.rules (PSK, full legality): {q_rate:12,.0f} moves/s  ({best_q:.2f} s)")
    print(f"sgfmill Board.play (no superko): {s_rate:12,.0f} moves/s  ({best_s:.2f} s)")
    print(f"ratio qtgo/sgfmill: {q_rate / s_rate:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
