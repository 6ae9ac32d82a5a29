"""Calibrate the seats' "strength by rank": GNU Go levels and KataGo visit limits measured
against each other on 9x9, anchored on GNU Go's known strength (issue 25).

Each pairing is a ``qtgo-cli match --size 9 --alternate`` of ``--games`` games (colours
swapped every game, Chinese rules, komi 7) between a candidate setting (engine A) and a
reference (engine B); the match's own Elo estimate (with its 95% margin) is A's strength over
B. GNU Go's levels and KataGo's fewest visits play GNU Go at level 10; each further KataGo
visit limit plays the one below it (a chain: a strong setting against GNU Go would only win
every game and say nothing of how much stronger it is), and the Elo adds up along the chain.

The ranks then follow from two stated assumptions, printed with the table: GNU Go 3.8 at
level 10 plays about 8 kyu (its long-standing KGS rank, the "known strength" the calibration
hangs on), and one rank is about 100 Elo among kyu players. The table this prints is what
``qtgo/engine/strength.py`` holds (``CALIBRATION``), with the date and the games it rests on.

    python benchmarks/strength_calibration.py [--games N] [--katago DIR] [--visits 1,4,16,64]
                                              [--levels 1,5] [--out FOLDER]
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KATAGO = ROOT.parent / "shared" / "katago"
REFERENCE_LEVEL = 10


def gnugo(level: int) -> str:
    program = shutil.which("gnugo") or "/usr/games/gnugo"
    return f"{program} --mode gtp --level {level}"


def katago(folder: Path, visits: int) -> str:
    model = sorted(folder.glob("*.bin.gz"))[0]
    argv = [str(folder / "katago"), "gtp", "-model", str(model), "-config", str(folder / "gtp.cfg")]
    overrides = f"numSearchThreads=1,maxVisits={visits},maxPlayouts={visits},maxTime=60"
    return shlex.join([*argv, "-override-config", overrides])


def match(cli: str, a: str, b: str, games: int, out: Path) -> dict[str, object]:
    """The match's JSON summary: A's wins, B's wins, Elo of A over B and its margin."""
    argv = [cli, "match", "--black", a, "--white", b, "--size", "9", "--rules", "chinese", "--komi", "7"]
    argv += ["--games", str(games), "--alternate", "--json", "--out", str(out)]
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"benchmark: match failed ({done.returncode}): {done.stderr.strip()[-400:]}")
    summary: dict[str, object] = json.loads(done.stdout)["summary"]
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="games per pairing (default 8)")
    parser.add_argument("--katago", type=Path, default=KATAGO, help="a folder with katago, a network and gtp.cfg")
    parser.add_argument("--visits", default="1,4,16,64", help="KataGo visit limits to place (default 1,4,16,64)")
    parser.add_argument("--levels", default="1,5", help="GNU Go levels to place (default 1,5)")
    parser.add_argument("--out", type=Path, help="keep the games here (default: a temporary folder)")
    args = parser.parse_args()
    cli = shutil.which("qtgo-cli") or str(Path(sys.executable).parent / "qtgo-cli")
    reference = (f"GNU Go level {REFERENCE_LEVEL}", gnugo(REFERENCE_LEVEL))
    levels = [int(level) for level in args.levels.split(",") if level]
    pairings = [((f"GNU Go level {level}", gnugo(level)), reference) for level in levels]
    if (args.katago / "katago").exists():
        below = reference
        for visits in (int(v) for v in args.visits.split(",") if v):
            setting = (f"KataGo {visits} visits", katago(args.katago, visits))
            pairings.append((setting, below))
            below = setting
    else:
        print(f"benchmark: no KataGo in {args.katago}; GNU Go levels only", file=sys.stderr)
    elo_of: dict[str, tuple[float, bool]] = {reference[0]: (0.0, False)}  # over GNU Go 10; a bound?
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        for number, ((name, command), (against, other)) in enumerate(pairings):
            start = time.perf_counter()
            summary = match(cli, command, other, args.games, out / f"pairing{number}")
            seconds = time.perf_counter() - start
            bound = summary["elo"] is None
            elo = summary.get("elo_bound") if bound else summary["elo"]
            if isinstance(elo, int | float) and against in elo_of:
                base, base_bound = elo_of[against]
                elo_of[name] = (base + elo, bound or base_bound)
            said = f"Elo {summary['elo']} ± {summary['elo_margin']}"
            if bound:
                said = f"every game one way: Elo bound {summary.get('elo_bound')} (95%, one-sided)"
            print(
                f"{name:20} vs {against:20}: {summary['a_wins']}-{summary['b_wins']}"
                f" (draws {summary['draws']}), {said}  [{seconds:.0f} s]",
                flush=True,
            )
    print(f"\n{args.games} games a pairing on 9x9, {len(pairings) * args.games} games in all.")
    print(f"Anchor: GNU Go level {REFERENCE_LEVEL} = 8 kyu; 100 Elo a rank. 'at least': a bound, not an estimate.")
    for name, (elo, bound) in elo_of.items():
        kyu = 8 - elo / 100.0  # fewer is stronger; below 1 it is dan
        rank = f"{kyu:.1f} kyu" if kyu >= 1 else f"{1 - kyu:.1f} dan"
        print(f"  {name:20} Elo over GNU Go 10: {elo:+7.1f}   {'at least' if bound else 'about'} {rank}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
