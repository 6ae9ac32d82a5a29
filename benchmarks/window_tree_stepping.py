"""Stepping along the main line of a 10,000-node game in the main window, beside the same line alone.

``game_tree.py`` measures the game-tree view by itself. This measures what a user feels: the
whole window (board, move list, game tree, comment, clocks), a fresh process a run, the
Right key pressed once a step and the events it posted processed (what changed repainted),
with nothing drawn ahead between two steps (the steps come one right after the other).

Two records, the programs taking turns, ``--runs`` times each:

* **tree**: a real game of about 300 moves (the AI corpus's, as ``window_stepping.py``
  chooses) with legal variations of 2 to 40 moves added, branching from anywhere, up to
  ``--nodes`` nodes in all;
* **line**: the same game, its main line alone (the reference).

The figure is the GUI thread's CPU time a step (``time.thread_time``), the median over the
steps of a run: forward from the start to the end (the first pass: what the tree view shows
is drawn as it comes into view) and back to the start (the later pass); then the median of
the runs, side by side, and their ratio (the goal: about 1).

CPU time on a shared machine varies by half from run to run. ``--instructions`` counts
instructions instead, which do not (valgrind's callgrind, every thread of the process): each
record's program with both passes, with the first pass alone and with none (opened, shown,
nothing stepped); the differences are each pass's cost a step. It takes several minutes.

    QT_QPA_PLATFORM=offscreen python benchmarks/window_tree_stepping.py [--nodes 10000] [--runs 5]
    QT_QPA_PLATFORM=offscreen python benchmarks/window_tree_stepping.py --instructions
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import CALLGRIND, collected
from window_stepping import OPEN_WINDOW

ROOT = Path(__file__).resolve().parent.parent
_LETTERS = "abcdefghijklmnopqrs"

# The window on the record (``window_stepping.OPEN_WINDOW``), then the walk: forward to the
# end of the main line, then back, each step timed on its own.
PROGRAM = (
    r"""
import statistics, sys
RECORD = sys.argv[1]
"""
    + OPEN_WINDOW
    + r"""
forward, back = int(sys.argv[2]), int(sys.argv[3])
passes = {}
for name, key, steps in (("first", Qt.Key.Key_Right, forward), ("later", Qt.Key.Key_Left, back)):
    times = []
    for _ in range(steps):
        start = time.thread_time()
        QTest.keyClick(view, key)
        app.processEvents()
        times.append(time.thread_time() - start)
    passes[name] = statistics.median(times) if times else 0.0
print(json.dumps({**passes, "where": window.adapter.move_number()}))
"""
)


def records(nodes: int, seed: int = 7) -> tuple[Path, Path, int, int]:
    """(the big tree's file, the line's file, main-line moves, nodes in the big tree)."""
    sys.path.insert(0, str(ROOT))
    from board_navigation import pick_game

    from qtgo import sgf
    from qtgo.rules import Game

    path = pick_game()
    tree = sgf.load(path).games[0]
    folder = Path(tempfile.mkdtemp(prefix="qtgo-tree-stepping-"))
    line = folder / "line.sgf"
    sgf.save(line, tree)
    width, height = tree.size
    rng = random.Random(seed)
    games = {tree.root: Game(width, height)}
    every = [tree.root]
    main = tree.main_line()
    for before, node in itertools.pairwise(main):
        game = games[before].copy()
        if node.move is not None and game.is_legal(node.move):
            game.play(node.move)
        games[node] = game
        every.append(node)
    moves = sum(1 for node in main if node.move is not None)
    while len(every) < nodes:
        node = rng.choice(every)
        for k in range(rng.randint(2, 40)):
            game = games[node].copy()
            choices = [(m, m.point) for m in game.legal_moves() if m.point is not None]
            if not choices:
                break
            move, point = rng.choice(choices)
            game.play(move)
            colour = "B" if move.color.name.startswith("B") else "W"
            node = tree.add_child(node, {colour: _LETTERS[point.x] + _LETTERS[point.y]})
            games[node] = game
            every.append(node)
            if len(every) >= nodes or (k > 0 and rng.random() < 0.02):
                break
    big = folder / "tree.sgf"
    sgf.save(big, tree)
    return big, line, moves, len(every)


def run(path: Path, forward: int, back: int, counted: bool = False) -> dict[str, float]:
    """The program's figures on the record ``path``, ``forward`` steps then ``back``; with
    ``counted``, run under callgrind, with the instructions of every thread (``instructions``)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
    command = [sys.executable, "-c", PROGRAM, str(path), str(forward), str(back)]
    if counted and shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (Debian: apt-get install valgrind)")
    done = subprocess.run([*CALLGRIND, *command] if counted else command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"the window failed:\n{done.stderr[-2000:]}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    if figures.pop("where") != forward - back:
        raise SystemExit(f"{path.name}: the walk did not end at move {forward - back}")
    if counted:
        total = collected(done.stderr)
        if total is None:
            raise SystemExit("callgrind did not say how many instructions it counted")
        figures["instructions"] = total
    return {key: float(value) for key, value in figures.items()}


def counted(big: Path, line: Path, moves: int) -> None:
    """``--instructions``: each record with both passes, with the first alone and with none."""
    steps: dict[str, tuple[float, float]] = {}
    for name, path in (("tree", big), ("line", line)):
        both, first, none = (
            int(run(path, forward, back, counted=True)["instructions"])
            for forward, back in ((moves, moves), (moves, 0), (0, 0))
        )
        steps[name] = ((first - none) / moves, (both - first) / moves)
        print(f"  {name}: {both:,} instructions with both passes, {first:,} with the first, {none:,} with none")
    print("instructions a step (every thread), the tree beside the line alone:")
    for k, title in ((0, "forward, the first pass"), (1, "back, the later pass")):
        tree, alone = steps["tree"][k], steps["line"][k]
        print(f"  {title}: {tree / 1e6:.2f}M beside {alone / 1e6:.2f}M, ratio {tree / alone:.3f} (goal: about 1)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--instructions", action="store_true", help="count instructions (callgrind) instead")
    args = parser.parse_args(argv)
    big, line, moves, nodes = records(args.nodes)
    if args.instructions:
        print(f"main line: {moves} moves; the tree: {nodes} nodes ({big}); under callgrind")
        counted(big, line, moves)
        return 0
    print(f"main line: {moves} moves; the tree: {nodes} nodes ({big}); {args.runs} runs each, taking turns")
    figures: dict[str, dict[str, list[float]]] = {name: {"first": [], "later": []} for name in ("tree", "line")}
    for _ in range(args.runs):
        for name, path in (("tree", big), ("line", line)):
            for key, value in run(path, moves, moves).items():
                figures[name][key].append(1000 * value)
    print("GUI-thread CPU a step, median of the runs' medians (each run's figures after it):")
    for key, title in (("first", "forward, the first pass"), ("later", "back, the later pass")):
        tree_ms, line_ms = (statistics.median(figures[name][key]) for name in ("tree", "line"))
        print(f"  {title}:")
        for name, median in (("tree", tree_ms), ("line", line_ms)):
            runs = ", ".join(f"{t:.2f}" for t in figures[name][key])
            label = f"{nodes}-node tree" if name == "tree" else "the line alone"
            print(f"    {label:>17}: {median:6.2f} ms   ({runs})")
        print(f"    ratio {tree_ms / line_ms:.2f} (goal: about 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
