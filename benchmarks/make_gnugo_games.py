"""Generate finished GNU Go self-play games with GNU Go's dead-stone verdict.

The games are the reference fixture for ``qtgo.rules.estimate``: GNU Go 3.8 plays
both sides over GTP (``genmove b`` / ``genmove w``) until two consecutive passes,
then a fresh GNU Go at its default level replays the game and its
``final_status_list dead``, ``final_status_list seki`` and ``final_score`` (Chinese
rules) are recorded, with the time ``final_status_list dead`` took. Each game is
written as a hand-formatted SGF file and its verdict goes to ``verdicts_NN.json``
(NN = board size) beside it. Games that end by resignation or by the move limit are
skipped.

To vary the games each one gets its own ``--seed`` and a few random opening moves;
every other game is played at level 0, which passes earlier and leaves more dead
stones on the board (GNU Go passes once the result is settled, without capturing).
The fixture in ``tests/data/gnugo_games`` was made with::

    python benchmarks/make_gnugo_games.py --size 9 --count 40
    python benchmarks/make_gnugo_games.py --size 13 --count 25
    python benchmarks/make_gnugo_games.py --size 19 --count 20

and its verdicts recomputed by the judge with::

    python benchmarks/make_gnugo_games.py --rejudge --out tests/data/gnugo_games
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

GNUGO = "/usr/games/gnugo"
GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
SGF_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class GtpError(RuntimeError):
    """GNU Go answered a GTP command with an error."""


class Gtp:
    """A minimal GTP client over a pipe (one command, one answer)."""

    def __init__(self, args: list[str]) -> None:
        self.proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, command: str) -> str:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines: list[str] = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise GtpError(f"gnugo exited during {command!r}")
            line = line.rstrip("\n")
            if line == "" and lines:
                break
            if line == "" and not lines:
                continue
            lines.append(line)
        text = "\n".join(lines)
        if text.startswith("?"):
            raise GtpError(f"{command!r}: {text}")
        return text[1:].strip()

    def close(self) -> None:
        with contextlib.suppress(GtpError, BrokenPipeError):
            self.send("quit")
        self.proc.wait(timeout=10)


def gtp_to_sgf(vertex: str, size: int) -> str:
    """``D4`` -> ``dp`` style SGF point (rows counted from the top)."""
    col = GTP_LETTERS.index(vertex[0].upper())
    row = int(vertex[1:])
    return SGF_LETTERS[col] + SGF_LETTERS[size - row]


def sgf_to_gtp(point: str, size: int) -> str:
    col = SGF_LETTERS.index(point[0])
    row = size - SGF_LETTERS.index(point[1])
    return f"{GTP_LETTERS[col]}{row}"


def vertices(answer: str) -> list[str]:
    return [v for v in answer.split() if v]


def play_game(size: int, seed: int, level: int, komi: float, openings: int) -> dict:
    """Play one self-play game; return its record and GNU Go's verdict."""
    rng = random.Random(seed * 1000 + size)
    gtp = Gtp([GNUGO, "--mode", "gtp", "--level", str(level), "--chinese-rules", "--seed", str(seed)])
    try:
        gtp.send(f"boardsize {size}")
        gtp.send("clear_board")
        gtp.send(f"komi {komi}")
        moves: list[tuple[str, str]] = []  # (colour, sgf point or "")
        colour = "B"
        # Random opening moves away from the edge, so that seeds give distinct games.
        margin = 2 if size <= 9 else 3
        for _ in range(openings):
            while True:
                x = rng.randrange(margin, size - margin)
                y = rng.randrange(margin, size - margin)
                point = SGF_LETTERS[x] + SGF_LETTERS[y]
                if all(p != point for _, p in moves):
                    break
            gtp.send(f"play {colour} {sgf_to_gtp(point, size)}")
            moves.append((colour, point))
            colour = "W" if colour == "B" else "B"
        passes = 0
        resigned = False
        limit = 3 * size * size
        while passes < 2 and len(moves) < limit:
            answer = gtp.send(f"genmove {colour.lower()}")
            if answer.lower() == "resign":
                resigned = True
                break
            if answer.lower() == "pass":
                passes += 1
                moves.append((colour, ""))
            else:
                passes = 0
                moves.append((colour, gtp_to_sgf(answer, size)))
            colour = "W" if colour == "B" else "B"
    finally:
        gtp.close()
    return {
        "size": size,
        "komi": komi,
        "seed": seed,
        "level": level,
        "moves": moves,
        "finished": passes >= 2 and not resigned,
    } | judge(size, komi, moves)


def judge(size: int, komi: float, moves: list[tuple[str, str]]) -> dict:
    """GNU Go's verdict on the final position, from a fresh engine at its default level.

    The verdict must not depend on the level the game was played at (GNU Go's
    ``final_status_list`` reads less at low levels and then disagrees with itself).
    """
    gtp = Gtp([GNUGO, "--mode", "gtp", "--chinese-rules", "--seed", "1"])
    try:
        gtp.send(f"boardsize {size}")
        gtp.send("clear_board")
        gtp.send(f"komi {komi}")
        for colour, point in moves:
            vertex = sgf_to_gtp(point, size) if point else "pass"
            gtp.send(f"play {colour} {vertex}")
        started = time.perf_counter()
        dead = vertices(gtp.send("final_status_list dead"))
        dead_seconds = time.perf_counter() - started
        seki = vertices(gtp.send("final_status_list seki"))
        score = gtp.send("final_score")
    finally:
        gtp.close()
    return {
        "dead": sorted(gtp_to_sgf(v, size) for v in dead),
        "seki": sorted(gtp_to_sgf(v, size) for v in seki),
        "score": score,
        "gnugo_dead_seconds": round(dead_seconds, 4),
    }


def read_moves(path: Path) -> tuple[int, float, list[tuple[str, str]]]:
    """Size, komi and moves of a game this script wrote (its own simple format)."""
    text = path.read_text(encoding="utf-8")
    size_tag = re.search(r"SZ\[(\d+)\]", text)
    komi_tag = re.search(r"KM\[([-\d.]+)\]", text)
    if size_tag is None or komi_tag is None:
        raise ValueError(f"{path}: not a game this script wrote (no SZ or KM)")
    size, komi = int(size_tag.group(1)), float(komi_tag.group(1))
    moves = re.findall(r";([BW])\[([a-z]{0,2})\]", text)
    return size, komi, moves


def rejudge(directory: Path, size: int | None = None) -> None:
    """Recompute the verdicts of the games already in ``directory`` (of one size)."""
    pattern = "verdicts_*.json" if size is None else f"verdicts_{size:02d}.json"
    for index_path in sorted(directory.glob(pattern)):
        index = json.loads(index_path.read_text())
        for name, record in index.items():
            size, komi, moves = read_moves(directory / name)
            record |= judge(size, komi, moves)
            text = (directory / name).read_text(encoding="utf-8")
            text = re.sub(r"RE\[[^\]]*\]", f"RE[{record['score']}]", text, count=1)
            (directory / name).write_text(text, encoding="utf-8")
            print(f"{name}: {len(record['dead'])} dead, {record['score']}", flush=True)
        index_path.write_text(json.dumps(index, indent=1) + "\n")


def to_sgf(game: dict) -> str:
    """Hand-formatted SGF (the project's SGF writer is not a dependency here)."""
    size = game["size"]
    header = (
        f"(;GM[1]FF[4]CA[UTF-8]AP[qtgo make_gnugo_games]SZ[{size}]KM[{game['komi']}]"
        f"RU[Chinese]PB[GNU Go 3.8 level {game['level']}]"
        f"PW[GNU Go 3.8 level {game['level']}]RE[{game['score']}]"
        f"GC[seed {game['seed']}]"
    )
    body = "".join(f";{c}[{p}]" for c, p in game["moves"])
    return header + "\n" + body + ")\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int)
    parser.add_argument("--count", type=int)
    parser.add_argument("--rejudge", action="store_true", help="only recompute the verdicts of the games in --out")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--komi", type=float, default=7.5)
    parser.add_argument("--levels", default="1,0", help="comma-separated GNU Go levels, used in turn")
    parser.add_argument("--out", type=Path, default=Path("tests/data/gnugo_games"))
    args = parser.parse_args(argv)
    if args.rejudge:
        rejudge(args.out, args.size)
        return 0
    if args.size is None or args.count is None:
        parser.error("--size and --count are required")
    levels = [int(v) for v in args.levels.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    index_path = args.out / f"verdicts_{args.size:02d}.json"
    made = 0
    seed = args.first_seed
    while made < args.count:
        level = levels[made % len(levels)]
        openings = random.Random(seed).randrange(0, 4)
        started = time.perf_counter()
        game = play_game(args.size, seed, level, args.komi, openings)
        seed += 1
        if not game["finished"]:
            print(f"size {args.size} seed {game['seed']}: not finished, skipped", file=sys.stderr)
            continue
        name = f"g{args.size:02d}_s{game['seed']:04d}.sgf"
        (args.out / name).write_text(to_sgf(game), encoding="utf-8")
        # One index per size, so generators for different sizes can run side by side.
        index = json.loads(index_path.read_text()) if index_path.exists() else {}
        record = {k: v for k, v in game.items() if k != "moves"}
        record["moves"] = len(game["moves"])
        index[name] = record
        index_path.write_text(json.dumps(dict(sorted(index.items())), indent=1) + "\n")
        made += 1
        print(
            f"{name}: {len(game['moves'])} moves, {len(game['dead'])} dead, "
            f"{game['score']}, {time.perf_counter() - started:.1f}s",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
