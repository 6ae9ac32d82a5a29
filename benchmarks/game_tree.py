"""Game tree repaint speed: a record of 10,000 nodes with many variations, offscreen.

Prints the time to lay the tree out (CPU time, median of several runs, beside the goal of
100 ms), the median time of a full repaint of the visible part (at the start, in the middle
and at the far end of the tree; drawn anew, and copied from the tiles the view keeps), how
many nodes each repaint drew, the cost of adding one
move at the end of a line, and the CPU time of one step (``set_current`` and a repaint of
the viewport) along the main line of the big tree beside the same steps in a record that
is that main line alone, on the first pass (the tree drawn as it comes into view) and on
the passes after it: medians of several turns, the big tree and the line taking turns.
Twice: the steps one right after the other, and with the time between them that a held
arrow key leaves, when the view draws the tiles beside it (the steps' own CPU time, and
with that drawing added). CPU time, because the machine may be shared. The same steps in
the whole main window, the tree beside the line alone: ``window_tree_stepping.py``.

    QT_QPA_PLATFORM=offscreen python benchmarks/game_tree.py [--nodes 10000] [--repeats 30]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


MAIN_LINE = 300


def build_tree(nodes: int, seed: int = 5):
    """A main line of 300 moves and variations of 2..40 moves branching anywhere."""
    from qtgo.sgf.tree import GameTree

    rng = random.Random(seed)
    tree = GameTree()
    every = [tree.root]
    node = tree.root
    for i in range(MAIN_LINE):
        node = tree.add_child(node, {"B" if i % 2 == 0 else "W": "dd"})
        every.append(node)
    while len(every) < nodes:
        node = rng.choice(every)
        for k in range(rng.randint(2, 40)):
            color = "W" if "B" in node.properties else "B"
            props = {color: "pd"}
            if rng.random() < 0.05:
                props["C"] = "a comment"
            if rng.random() < 0.03:
                props["TR"] = "aa"
            node = tree.add_child(node, props)
            every.append(node)
            if len(every) >= nodes or (k > 0 and rng.random() < 0.02):
                break
    return tree, every


def step_cost(view: Any, root: Any, later: int, idle: bool = False) -> tuple[float, list[float], float, float]:
    """CPU seconds of one step forward along the main line below ``root``: the view
    marks the next node current (path and scrolling) and the shown view repaints what it
    was asked to, as it does on screen (events processed after each step). The first pass
    after the record is shown (nothing of the tree drawn yet but the start), and ``later``
    passes after it (the view keeps what it drew).

    With ``idle``, the view has the time between two steps that a held arrow key leaves
    (it repeats every 30 ms or so): it draws the tiles beside it then (``draw_ahead``),
    and the third figure is the CPU seconds of that, a step, on the first pass; else the
    steps come one right after the other and the view has no time between them. The
    fourth: nodes drawn a step on the first pass (into new tiles, and the lit ones over
    them), which counts what a step draws without the machine's noise."""
    from PySide6.QtWidgets import QApplication

    view.set_root(root)
    view.set_current(root)
    QApplication.processEvents()
    line = [root]
    while line[-1].children:
        line.append(line[-1].children[0])
    runs = []
    ahead = 0.0
    drawn = 0
    for turn in range(1 + later):
        view.set_current(root)
        QApplication.processEvents()
        spent = 0.0
        for node in line[1:]:
            start = time.process_time()
            view.set_current(node)
            QApplication.processEvents()
            spent += time.process_time() - start
            drawn += view.painted_nodes if turn == 0 else 0
            if idle:
                start = time.process_time()
                while view.draw_ahead():
                    pass
                if turn == 0:
                    ahead += time.process_time() - start
                while view.ahead_pending:  # the view's own timer, with nothing left to draw
                    time.sleep(0.0002)
                    QApplication.processEvents()
        runs.append(spent / (len(line) - 1))
    return runs[0], runs[1:], ahead / (len(line) - 1), drawn / (len(line) - 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args(argv)

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from qtgo.ui.tree import GameTreeView, layout_tree
    from qtgo.ui.tree import view as tree_view

    default_delay = tree_view.AHEAD_DELAY

    app = QApplication.instance() or QApplication([sys.argv[0]])
    tree, every = build_tree(args.nodes)
    layouts = []
    for _ in range(7):
        start = time.process_time()
        layout = layout_tree(tree.root)
        layouts.append(time.process_time() - start)
    print(f"nodes: {len(every)}, grid {layout.columns} columns × {layout.rows} rows")
    print(f"layout: median {1000 * statistics.median(layouts):.1f} ms CPU of 7 runs (goal: under 100 ms)")

    view = GameTreeView()
    view.resize(420, 260)
    view.set_root(tree.root)
    view.show()
    app.processEvents()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    ends = [n for n in every if not n.children]
    for label, node in (("start", every[1]), ("middle", every[150]), ("far end", max(ends, key=lambda n: n.depth))):
        view.set_current(node)
        figures = []
        for anew in (True, False):
            times = []
            for _ in range(args.repeats):
                if anew:
                    view.set_current(node)  # marked current again: what is in view is drawn anew
                image.fill(0)
                t = time.perf_counter()
                view.viewport().render(image)
                times.append(time.perf_counter() - t)
            figures.append(f"{1000 * statistics.median(times):.2f} ms ({view.painted_nodes} nodes drawn)")
        print(f"repaint at the {label}: median {figures[0]} drawn anew, {figures[1]} from the kept tiles")
    end = max(ends, key=lambda n: n.depth)
    t = time.perf_counter()
    added = tree.add_child(end, {"B": "qq"})
    view.node_added(added)
    print(f"one move added at the end of a line: {1000 * (time.perf_counter() - t):.2f} ms")
    line, _ = build_tree(MAIN_LINE + 1)  # the main line alone: the reference
    # In turns, the big tree and the line, so that a busy machine slows both alike: each
    # turn shows the record anew (its first pass) and steps along it twice more.
    for idle in (False, True):
        # Steps one right after the other leave the view's timer no time to come due; on a
        # slow or shared machine it could still fire between two of them, so for those it is
        # set beyond reach. A view of each kind, the one before hidden (its timer stops).
        view.hide()
        tree_view.AHEAD_DELAY = default_delay if idle else 2**31 - 1
        view = GameTreeView()
        view.resize(420, 260)
        view.show()
        app.processEvents()
        steps: dict[str, tuple[list[float], list[float], list[float]]] = {"big": ([], [], []), "line": ([], [], [])}
        drawn: dict[str, float] = {}
        for _ in range(max(3, args.repeats // 2)):
            for name, root in (("big", tree.root), ("line", line.root)):
                first, later, ahead, drawn[name] = step_cost(view, root, 2, idle)
                steps[name][0].append(first)
                steps[name][1].extend(later)
                steps[name][2].append(first + ahead)
        print(
            "steps with the time a held key leaves between them (the view draws the tiles beside it then):"
            if idle
            else "steps one right after the other (no time between them to draw anything ahead):"
        )
        passes = [("first pass", 0), ("later passes", 1)]
        if idle:
            passes.append(("first pass, with the tiles drawn ahead", 2))
        for label, k in passes:
            big, single = statistics.median(steps["big"][k]), statistics.median(steps["line"][k])
            print(
                f"  one step along the main line ({MAIN_LINE} moves), {label}: median {1000 * big:.3f} ms CPU in "
                f"the {len(every)}-node tree, {1000 * single:.3f} ms CPU in the line alone, "
                f"ratio {big / single:.2f} (goal: about 1)"
            )
        print(
            f"  nodes drawn a step on the first pass: {drawn['big']:.1f} in the {len(every)}-node tree, "
            f"{drawn['line']:.1f} in the line alone"
        )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
