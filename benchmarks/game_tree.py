"""Game tree repaint speed: a record of 10,000 nodes with many variations, offscreen.

Prints the time to lay the tree out, the median time of a full repaint of the visible
part (at the start, in the middle and at the far end of the tree), how many nodes each
repaint drew, and the cost of adding one move at the end of a line.

    QT_QPA_PLATFORM=offscreen python benchmarks/game_tree.py [--nodes 10000] [--repeats 30]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def build_tree(nodes: int, seed: int = 5):
    """A main line of 300 moves and variations of 2..40 moves branching anywhere."""
    from qtgo.sgf.tree import GameTree

    rng = random.Random(seed)
    tree = GameTree()
    every = [tree.root]
    node = tree.root
    for i in range(300):
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args(argv)

    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from qtgo.ui.tree import GameTreeView, layout_tree

    app = QApplication.instance() or QApplication([sys.argv[0]])
    tree, every = build_tree(args.nodes)
    start = time.perf_counter()
    layout = layout_tree(tree.root)
    print(f"nodes: {len(every)}, grid {layout.columns} columns × {layout.rows} rows")
    print(f"layout: {1000 * (time.perf_counter() - start):.1f} ms")

    view = GameTreeView()
    view.resize(420, 260)
    view.set_root(tree.root)
    view.show()
    app.processEvents()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    ends = [n for n in every if not n.children]
    for label, node in (("start", every[1]), ("middle", every[150]), ("far end", max(ends, key=lambda n: n.depth))):
        view.set_current(node)
        times = []
        for _ in range(args.repeats):
            image.fill(0)
            t = time.perf_counter()
            view.viewport().render(image)
            times.append(time.perf_counter() - t)
        print(
            f"repaint at the {label}: median {1000 * statistics.median(times):.2f} ms, {view.painted_nodes} nodes drawn"
        )
    end = max(ends, key=lambda n: n.depth)
    t = time.perf_counter()
    added = tree.add_child(end, {"B": "qq"})
    view.node_added(added)
    print(f"one move added at the end of a line: {1000 * (time.perf_counter() - t):.2f} ms")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
