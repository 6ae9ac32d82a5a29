"""Batch analysis throughput with KataGo's JSON engine: ``qtgo-cli analyze FILE... --out-dir``
against a bare script driving the same KataGo (issue 24's figure: within 5%).

Both sides are whole processes, timed from their start to their exit, so each pays its own
start (Python, KataGo loading its network) once for the whole batch:

- qtgo: ``qtgo-cli analyze g1.sgf ... gN.sgf --engine "katago analysis ..." --visits V
  --out-dir DIR`` into a fresh folder (it reads each record, asks KataGo for every main-line
  position from Black's view, keeps each result in the record and writes it);
- bare: a Python script with no qtgo code that starts the same KataGo, sends one query per
  game (its moves, its komi, every turn, ``maxVisits`` V, Black's view and the ownership, as
  qtgo asks) and reads to the last final result.

Both use the same command line (one search thread per position), the same visits and the same
positions; runs alternate, so that the machine's load falls on both alike. Medians of
``--runs``.

    python benchmarks/batch_analysis.py [--katago DIR] [--games N] [--moves M] [--visits V] [--runs R]
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus" / "ai"
KATAGO = ROOT.parent / "shared" / "katago"

# The bare side: no qtgo, the least a script does to analyse games with KataGo's JSON engine.
BARE = r"""
import json, re, subprocess, sys
argv, visits, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
queries = []
for number, path in enumerate(files):
    text = open(path, encoding="utf-8").read()
    komi = float(re.search(r"KM\[([^\]]*)\]", text).group(1))
    moves = [[c, "ABCDEFGHJKLMNOPQRST"[ord(p[0]) - 97] + str(19 - (ord(p[1]) - 97))]
             for c, p in re.findall(r";([BW])\[([a-s]{2})\]", text)]
    queries.append({"id": str(number), "moves": moves, "rules": "japanese", "komi": komi,
                    "boardXSize": 19, "boardYSize": 19, "maxVisits": visits,
                    "analyzeTurns": list(range(len(moves) + 1)), "includeOwnership": True,
                    "overrideSettings": {"reportAnalysisWinratesAs": "BLACK"}})
process = subprocess.Popen(json.loads(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, text=True)
wanted = sum(len(q["analyzeTurns"]) for q in queries)
process.stdin.write("".join(json.dumps(q) + "\n" for q in queries))
process.stdin.flush()
while wanted:
    line = process.stdout.readline()
    if not line:
        sys.exit("KataGo stopped")
    answer = json.loads(line)
    if "turnNumber" in answer and not answer.get("isDuringSearch"):
        wanted -= 1
process.stdin.close()
process.wait()
"""


def games(count: int, moves: int, folder: Path) -> list[Path]:
    """``count`` plain 19x19 corpus games without handicap, cut at ``moves`` moves, as files."""
    sys.path.insert(0, str(ROOT))
    from qtgo.sgf import load, save

    found: list[Path] = []
    for path in sorted(CORPUS.rglob("*.sgf")):
        try:
            tree = load(path).games[0]
        except Exception:  # a benchmark skips what it cannot read
            continue
        line = tree.main_line()
        text = path.read_text(encoding="utf-8", errors="replace")
        if tree.size != (19, 19) or (tree.handicap or 0) or len(line) <= moves or "AB[" in text or "KM[" not in text:
            continue
        for child in list(line[moves].children):
            tree.remove(child)
        target = folder / f"game{len(found)}.sgf"
        save(target, tree)
        found.append(target)
        if len(found) == count:
            return found
    raise SystemExit(f"benchmark: fewer than {count} usable games in {CORPUS}")


def timed(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--katago", type=Path, default=KATAGO, help="a folder with katago, a network, analysis.cfg")
    parser.add_argument("--games", type=int, default=3, help="games in the batch (default 3)")
    parser.add_argument("--moves", type=int, default=30, help="moves of each game (default 30)")
    parser.add_argument("--visits", type=int, default=8, help="visits per position (default 8)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each side (default 3), medians shown")
    args = parser.parse_args()
    program = args.katago / "katago"
    if not program.exists() or not CORPUS.is_dir():
        print(f"benchmark: needs {program} and {CORPUS}", file=sys.stderr)
        return 2
    model = sorted(args.katago.glob("*.bin.gz"))[0]
    katago = [str(program), "analysis", "-model", str(model), "-config", str(args.katago / "analysis.cfg")]
    katago += ["-override-config", "numSearchThreadsPerAnalysisThread=1"]
    cli = shutil.which("qtgo-cli") or str(Path(sys.executable).parent / "qtgo-cli")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = [str(p) for p in games(args.games, args.moves, folder)]
        bare_script = folder / "bare.py"
        bare_script.write_text(BARE, encoding="utf-8")
        qtgo_times, bare_times = [], []
        for run in range(args.runs):
            out = folder / f"out{run}"
            qtgo = [cli, "analyze", *files, "--engine", shlex.join(katago), "--visits", str(args.visits)]
            qtgo_times.append(timed([*qtgo, "--out-dir", str(out)]))
            bare_times.append(timed([sys.executable, str(bare_script), json.dumps(katago), str(args.visits), *files]))
    positions = args.games * (args.moves + 1)
    ours, bare = statistics.median(qtgo_times), statistics.median(bare_times)
    print(f"KataGo JSON engine, {args.games} games x {args.moves + 1} positions, {args.visits} visits; ", end="")
    print(f"whole processes, medians of {args.runs} runs")
    print(f"{'':34}{'bare script':>12}{'qtgo-cli':>12}{'ratio':>8}")
    print(
        f"{f'batch of {positions} positions (s)':34}{bare:12.2f}{ours:12.2f}{ours / bare:8.3f}"
        f"   {100 * (ours / bare - 1):+.1f}%, goal within 5%: {'met' if ours <= 1.05 * bare else 'NOT met'}"
    )
    print(f"positions per second: bare {positions / bare:.1f}, qtgo {positions / ours:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
