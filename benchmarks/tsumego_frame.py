"""How often KataGo's best move is the answer of qtgo's own reading problems: the position as
it stands, framed (``qtgo.engine.focus.frame_position``: the tsumego frame, candidates only
in the problem's box), and framed with the problem's region (``QR``) as the analysis region.

Every problem of ``resources/problems/reading_problems.sgf`` goes in one batch to KataGo's
JSON engine (one search thread per position, ``--visits`` each); a problem counts as solved
when the best move is a first move of a line that ends ``Correct!``. Prints one table by
kind (live, kill, capture) and way of asking.

    python benchmarks/tsumego_frame.py [--visits 50] [--katago DIR]
"""

from __future__ import annotations

import argparse
import os
import shlex
from collections import Counter
from pathlib import Path

from qtgo.engine import EnginePosition, Limits, position_in_tree
from qtgo.engine.focus import Focus, frame_position
from qtgo.engine.katago import KataJsonEngine
from qtgo.rules import Point
from qtgo.sgf import GameTree, Node, load

ROOT = Path(__file__).resolve().parent.parent
KATAGO = ROOT.parent / "shared" / "katago"
PROBLEMS = ROOT / "resources" / "problems" / "reading_problems.sgf"


def answers(tree: GameTree) -> set[Point]:
    def right(node: Node) -> bool:
        return "Correct" in str(node.get("C") or "") or any(right(c) for c in node.children)

    return {c.move.point for c in tree.root.children if c.move is not None and c.move.point and right(c)}


def command(folder: Path) -> str:
    model = os.environ.get("QTGO_KATAGO_MODEL") or str(folder / "g170-b6c96-s175395328-d26788732.bin.gz")
    config = os.environ.get("QTGO_KATAGO_ANALYSIS_CONFIG") or str(folder / "analysis.cfg")
    words = [str(folder / "katago"), "analysis", "-model", model, "-config", config]
    return shlex.join(words) + " -override-config numSearchThreadsPerAnalysisThread=1"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=50)
    parser.add_argument("--katago", type=Path, default=KATAGO)
    args = parser.parse_args()
    trees = list(load(PROBLEMS).games)
    kinds = [str(t.root.get("QK")) for t in trees]
    ways: dict[str, list[tuple[EnginePosition, Focus | None]]] = {"as it stands": [], "framed": [], "framed+QR": []}
    for tree in trees:
        position = position_in_tree(tree, tree.root)
        region = list(tree.root.points("QR"))
        ways["as it stands"].append((position, None))
        framed = frame_position(position)
        ways["framed"].append((framed.position, framed.focus()))
        with_region = frame_position(position, region)
        ways["framed+QR"].append((with_region.position, with_region.focus(region)))
    engine = KataJsonEngine(command(args.katago))
    solved: dict[str, Counter[str]] = {}
    try:
        for way, asked in ways.items():
            counts: Counter[str] = Counter()
            for (position, focus), tree, kind in zip(asked, trees, kinds, strict=True):
                (analysis,) = engine.analyse_positions([position], Limits(visits=args.visits), focus=focus)
                if analysis.best is not None and analysis.best.point in answers(tree):
                    counts[kind] += 1
            solved[way] = counts
    finally:
        engine.close()
    total = Counter(kinds)
    print(f"KataGo ({engine.label}), {args.visits} visits, one thread: problems whose best move is the answer")
    print(f"{'kind':10}" + "".join(f"{way:>16}" for way in ways))
    for kind in sorted(total):
        print(f"{kind:10}" + "".join(f"{solved[way][kind]:>12}/{total[kind]:<3}" for way in ways))


if __name__ == "__main__":
    main()
