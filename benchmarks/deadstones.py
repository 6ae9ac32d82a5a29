"""Dead-stone estimation: speed beside GNU Go, and agreement with GNU Go's verdicts.

Speed: the median time of ``qtgo.rules.estimate.estimate`` over finished 19×19
positions (20 by default), printed beside GNU Go 3.8's own time for
``final_status_list dead`` on the same positions in the same run, with the ratio.
Issue 7 asks for at most 0.5 s.

Agreement: for every game in the fixture folder (``verdicts_NN.json`` written by
``make_gnugo_games.py``), per board size: games, the share whose dead set equals
GNU Go's exactly, per-stone agreement, the share with the same area result as GNU Go's
``final_score`` (counted by this project's Chinese rules, where the eyes of groups in
seki are points; and again with seki eyes uncounted, which is what GNU Go's
``final_score`` does), and the share of games with at least one dead stone.

Usage::

    python benchmarks/deadstones.py [--games tests/data/gnugo_games] [--positions 20]
                                    [--no-gnugo] [--speed-only | --accuracy-only]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from sgfmill import boards, sgf

from qtgo.rules import Board, Color, Point, Ruleset
from qtgo.rules.estimate import estimate

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "tests" / "data" / "gnugo_games"
KEYS = ("games", "exact", "result", "result_gnugo", "stones", "agree", "with_dead")


def final_position(path: Path) -> tuple[Board, Color, float]:
    """The last position of a game record, the player to move, and komi."""
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    size = game.get_size()
    board = boards.Board(size)
    last = "w"
    for node in game.get_main_sequence():
        colour, move = node.get_move()
        if colour is None:
            continue
        last = colour
        if move is not None:
            board.play(move[0], move[1], colour)
    rows = [
        "".join({None: ".", "b": "X", "w": "O"}[board.get(size - 1 - y, x)] for x in range(size)) for y in range(size)
    ]
    return Board.from_rows(rows), Color.WHITE if last == "b" else Color.BLACK, game.get_komi()


def load_index(directory: Path) -> list[tuple[str, dict]]:
    games: list[tuple[str, dict]] = []
    for index in sorted(directory.glob("verdicts_*.json")):
        games.extend(sorted(json.loads(index.read_text()).items()))
    return games


def gnugo_dead_seconds(gnugo: str, path: Path) -> float:
    """GNU Go's time for ``final_status_list dead`` alone (after loading the game)."""
    proc = subprocess.Popen(
        [gnugo, "--mode", "gtp", "--chinese-rules", "--seed", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    stdin, stdout = proc.stdin, proc.stdout

    def send(command: str) -> str:
        stdin.write(command + "\n")
        stdin.flush()
        lines: list[str] = []
        while True:
            line = stdout.readline()
            if not line.strip():
                if lines:
                    return "\n".join(lines)
                if line == "":
                    raise RuntimeError("gnugo exited")
                continue
            lines.append(line.rstrip("\n"))

    try:
        send(f"loadsgf {path}")
        started = time.perf_counter()
        send("final_status_list dead")
        return time.perf_counter() - started
    finally:
        send("quit")
        proc.wait(timeout=10)


def speed(directory: Path, count: int, gnugo: str | None) -> None:
    games = [(n, v) for n, v in load_index(directory) if v["size"] == 19][:count]
    if not games:
        print(f"no 19x19 games in {directory}")
        return
    ours: list[float] = []
    theirs: list[float] = []
    for name, _verdict in games:
        board, to_play, komi = final_position(directory / name)
        ruleset = dataclasses.replace(Ruleset.preset("chinese"), komi=komi)
        started = time.perf_counter()
        estimate(board, to_play, ruleset)
        ours.append(time.perf_counter() - started)
        if gnugo:
            theirs.append(gnugo_dead_seconds(gnugo, directory / name))
    mine = statistics.median(ours)
    print(f"19x19 finished positions: {len(games)}")
    print(f"  qtgo estimate:                  median {mine:.3f} s, max {max(ours):.3f} s (target <= 0.5 s)")
    if theirs:
        ref = statistics.median(theirs)
        print(f"  GNU Go final_status_list dead: median {ref:.3f} s, max {max(theirs):.3f} s")
        print(f"  ratio qtgo / GNU Go:            {mine / ref:.2f}")


def accuracy(directory: Path) -> None:
    games = load_index(directory)
    per_size: dict[int, dict[str, float]] = {}
    for name, verdict in games:
        board, to_play, komi = final_position(directory / name)
        ruleset = dataclasses.replace(Ruleset.preset("chinese"), komi=komi)
        result = estimate(board, to_play, ruleset)
        no_seki_eyes = estimate(board, to_play, dataclasses.replace(ruleset, seki_eyes_count=False))
        reference = frozenset(Point.from_sgf(p) for p in verdict["dead"])
        stones = sum(1 for _ in board.stones())
        row = per_size.setdefault(verdict["size"], dict.fromkeys(KEYS, 0))
        row["games"] += 1
        row["exact"] += result.dead == reference
        row["result"] += result.result == verdict["score"]
        row["result_gnugo"] += no_seki_eyes.result == verdict["score"]
        row["stones"] += stones
        row["agree"] += stones - len(result.dead ^ reference)
        row["with_dead"] += bool(reference)
        if result.dead != reference or result.result != verdict["score"]:
            extra = sorted(p.to_sgf() for p in result.dead - reference)
            missing = sorted(p.to_sgf() for p in reference - result.dead)
            print(
                f"  differs: {name}: extra {extra} missing {missing}, result "
                f"{result.result} vs GNU Go {verdict['score']}"
            )
    print(f"agreement with GNU Go 3.8 over {directory}:")
    print("  size  games  exact dead set  per stone  same result  (seki eyes uncounted)  games with dead")
    total: dict[str, float] = dict.fromkeys(KEYS, 0)
    for size, row in sorted(per_size.items()):
        for key in total:
            total[key] += row[key]
        print_row(f"{size}x{size}", row)
    print_row("all", total)


def print_row(label: str, row: dict[str, float]) -> None:
    n = row["games"]
    print(
        f"  {label:>5} {n:6d}  {row['exact'] / n:14.3f}  {row['agree'] / row['stones']:9.4f}"
        f"  {row['result'] / n:11.3f}  {row['result_gnugo'] / n:20.3f}"
        f"  {row['with_dead'] / n:15.3f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=Path, default=GAMES)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--no-gnugo", action="store_true")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--speed-only", action="store_true")
    group.add_argument("--accuracy-only", action="store_true")
    args = parser.parse_args(argv)
    gnugo = None if args.no_gnugo else (shutil.which("gnugo") or shutil.which("/usr/games/gnugo"))
    if not args.accuracy_only:
        speed(args.games, args.positions, gnugo)
    if not args.speed_only:
        accuracy(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
