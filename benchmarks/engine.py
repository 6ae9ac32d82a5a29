"""GTP overhead of qtgo's engine client, and the wall time of a whole-game analysis.

1. Round trip per command: the same GNU Go answers ``protocol_version`` N times through a
   bare pipe (write a line, read to the blank line) and through qtgo's ``GtpClient``
   (ids, reader thread, timeouts); the difference is what qtgo adds (goal: < 0.2 ms).
2. A 200-move 19x19 game (the first corpus game with that many moves, cut at move 200,
   or one GNU Go plays against itself when the corpus is absent) analysed position by
   position with GNU Go level 1: through qtgo's ``analyse_main_line``, and through the bare
   pipe sending exactly the commands qtgo sent (recorded from its traffic, so the two
   compare the same work whatever qtgo asks GNU Go for a position).
3. With ``--katago DIR`` (a folder with ``katago``, a ``*.bin.gz`` network and
   ``analysis.cfg``, e.g. ``../shared/katago``): the same game through KataGo's JSON engine,
   ``KataJsonEngine.analyse_positions`` against a bare script writing the very queries qtgo
   sent (recorded from its traffic) and reading to the last final result (goal: within 5%).
   One search thread, ``--visits`` per position; the model's load is not timed.

Medians of ``--runs`` runs, printed side by side.

    python benchmarks/engine.py [--commands N] [--runs R] [--moves M] [--gnugo PATH]
                                [--katago DIR] [--visits V]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from qtgo.engine import Engine, EnginePosition, GtpClient, Limits
from qtgo.engine.katago import KataJsonEngine
from qtgo.engine.review import analyse_main_line, main_line_nodes, main_line_positions
from qtgo.rules import Color, Game, Ruleset
from qtgo.sgf import GameTree, Node, load

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "ai"


class BarePipe:
    """The least a program can do to talk GTP: write a line, read up to the blank line."""

    def __init__(self, argv: list[str]) -> None:
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.process.stdin is not None and self.process.stdout is not None
        self.stdin = self.process.stdin
        self.stdout = self.process.stdout

    def send(self, command: str) -> str:
        self.stdin.write(command.encode() + b"\n")
        self.stdin.flush()
        lines = []
        while True:
            line = self.stdout.readline()
            if line in (b"\n", b"\r\n", b""):
                break
            lines.append(line.decode().strip())
        return "\n".join(lines)

    def close(self) -> None:
        self.send("quit")
        self.process.wait()


def round_trips(argv: list[str], commands: int) -> tuple[float, float]:
    """Seconds per command: bare pipe, qtgo client (one run each, same engine build)."""
    pipe = BarePipe(argv)
    start = time.perf_counter()
    for _ in range(commands):
        pipe.send("protocol_version")
    bare = (time.perf_counter() - start) / commands
    pipe.close()
    client = GtpClient.start(argv)
    start = time.perf_counter()
    for _ in range(commands):
        client.send("protocol_version")
    ours = (time.perf_counter() - start) / commands
    client.close()
    return bare, ours


def game_of(moves: int, argv: list[str]) -> tuple[GameTree, str]:
    """A 19x19 game of ``moves`` moves: from the corpus, or GNU Go against itself."""
    if CORPUS.is_dir():
        for path in sorted(CORPUS.rglob("*.sgf")):
            try:
                tree = load(path).games[0]
            except Exception:  # a benchmark skips what it cannot read
                continue
            line = tree.main_line()
            if tree.size != (19, 19) or (tree.handicap or 0) or len(line) <= moves:
                continue
            cut = line[moves]
            for child in list(cut.children):
                tree.remove(child)
            return tree, f"{path.relative_to(CORPUS)} (first {moves} moves)"
    with Engine.start(argv) as engine:
        tree = GameTree(Node({"FF": "4", "GM": "1", "SZ": "19", "KM": "6.5", "RU": "Japanese"}))
        game = Game(19)
        position = EnginePosition(19, 19, 6.5, Ruleset.preset("japanese"), Color.BLACK)
        node = tree.root
        while game.move_number < moves:
            move = engine.genmove(position, game=game)
            if move.point is None:
                game.pass_turn(move.color)
            else:
                game.play(move)
            node = tree.add_child(node)
            node.move = move
            position = position.after(move)
    return tree, f"GNU Go against itself ({moves} moves)"


def analyse_qtgo(argv: list[str], tree: GameTree) -> tuple[float, list[str]]:
    """Seconds of qtgo's whole-game analysis, and the commands it sent (ids stripped)."""
    sent: list[str] = []
    with Engine.start(argv) as engine:
        engine.client.on_traffic = lambda way, line: sent.append(line.split(" ", 1)[1]) if way == ">" else None
        start = time.perf_counter()
        analyse_main_line(engine, tree, Limits())
        return time.perf_counter() - start, sent


def analyse_bare(argv: list[str], commands: list[str]) -> float:
    """Seconds of the bare pipe sending the same commands."""
    pipe = BarePipe(argv)
    start = time.perf_counter()
    for command in commands:
        pipe.send(command)
    elapsed = time.perf_counter() - start
    pipe.close()
    return elapsed


ONE_THREAD = ("-override-config", "numSearchThreadsPerAnalysisThread=1")


def katago_command(folder: Path) -> list[str]:
    """``katago analysis`` of the folder, with one search thread."""
    model = sorted(folder.glob("*.bin.gz"))[0]
    config = str(folder / "analysis.cfg")
    return [str(folder / "katago"), "analysis", "-model", str(model), "-config", config, *ONE_THREAD]


def json_qtgo(argv: list[str], tree: GameTree, visits: int) -> tuple[float, list[str]]:
    """Seconds of qtgo's whole-game JSON analysis, and the queries it sent."""
    sent: list[str] = []
    engine = KataJsonEngine(argv, on_traffic=lambda way, line: sent.append(line) if way == ">" else None)
    try:
        positions = main_line_positions(tree)
        sent.clear()  # the version query of the start-up is not part of the analysis
        start = time.perf_counter()
        engine.analyse_positions(positions, Limits(visits=visits))
        return time.perf_counter() - start, sent
    finally:
        engine.close()


def json_bare(argv: list[str], queries: list[str]) -> float:
    """Seconds of a bare script writing the same queries and reading every final result."""
    process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b'{"id": "v", "action": "query_version"}\n')
    process.stdin.flush()
    while b'"v"' not in process.stdout.readline():  # the network is loaded: not timed
        pass
    wanted = sum(len(json.loads(query)["analyzeTurns"]) for query in queries)
    start = time.perf_counter()
    process.stdin.write("".join(query + "\n" for query in queries).encode())
    process.stdin.flush()
    while wanted:
        line = process.stdout.readline()
        if not line:
            raise RuntimeError("KataGo stopped")
        if b'"turnNumber"' in line and b'"isDuringSearch":true' not in line:
            wanted -= 1
    elapsed = time.perf_counter() - start
    process.stdin.close()
    process.wait()
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=2000, help="commands per round-trip run")
    parser.add_argument("--runs", type=int, default=3, help="runs of each measurement (medians)")
    parser.add_argument("--moves", type=int, default=200, help="moves of the analysed game")
    parser.add_argument("--gnugo", default=shutil.which("gnugo") or "/usr/games/gnugo")
    parser.add_argument("--katago", type=Path, help="a folder with katago, a network and analysis.cfg")
    parser.add_argument("--visits", type=int, default=16, help="KataGo's visits per position (default 16)")
    args = parser.parse_args()
    if not Path(args.gnugo).exists():
        print(f"benchmark: GNU Go not found at {args.gnugo}", file=sys.stderr)
        return 2
    argv = [args.gnugo, "--mode", "gtp", "--level", "1"]
    bare_runs, ours_runs = [], []
    for _ in range(args.runs):
        bare, ours = round_trips(argv, args.commands)
        bare_runs.append(bare)
        ours_runs.append(ours)
    bare_ms, ours_ms = statistics.median(bare_runs) * 1e3, statistics.median(ours_runs) * 1e3
    tree, source = game_of(args.moves, argv)
    qtgo_times, bare_times = [], []
    for _ in range(args.runs):  # interleaved, so that the machine's load falls on both alike
        seconds, commands = analyse_qtgo(argv, tree)
        qtgo_times.append(seconds)
        bare_times.append(analyse_bare(argv, commands))
    positions = len(main_line_nodes(tree))
    print(f"GNU Go: {' '.join(argv)}; medians of {args.runs} runs")
    print(f"{'':34}{'bare pipe':>12}{'qtgo':>12}{'qtgo adds':>12}")
    print(
        f"{'round trip per command (ms)':34}{bare_ms:12.4f}{ours_ms:12.4f}{ours_ms - bare_ms:12.4f}"
        f"   goal < 0.2 ms: {'met' if ours_ms - bare_ms < 0.2 else 'NOT met'}"
    )
    qtgo_s, bare_s = statistics.median(qtgo_times), statistics.median(bare_times)
    print(f"{f'analyse {positions} positions (s)':34}{bare_s:12.2f}{qtgo_s:12.2f}{qtgo_s - bare_s:12.2f}")
    if args.katago is not None:
        katago = katago_command(args.katago)
        ours_json, bare_json = [], []
        for _ in range(args.runs):
            seconds, queries = json_qtgo(katago, tree, args.visits)
            ours_json.append(seconds)
            bare_json.append(json_bare(katago, queries))
        qtgo_j, bare_j = statistics.median(ours_json), statistics.median(bare_json)
        print(
            f"{f'KataGo JSON, {positions} positions (s)':34}{bare_j:12.2f}{qtgo_j:12.2f}{qtgo_j - bare_j:12.2f}"
            f"   {100 * (qtgo_j / bare_j - 1):+.1f}%, goal within 5%: {'met' if qtgo_j <= 1.05 * bare_j else 'NOT met'}"
        )
    print(f"game: {source}; {len(commands)} GTP commands per analysis")
    return 0


if __name__ == "__main__":
    sys.exit(main())
