"""Stepping through a game in the main window (the arrow key held) beside a bare PySide6 board.

Two programs, each a fresh process, step through the main line of the same ~300-move game
forward to the end and back to the start, one key press at a time, painting after each
step as the screen would (the key event, then the events it posted: the repaints):

* **qtgo**: the main window as a user has it (board, players and clocks, move list, game
  tree, comment; the plugins built as after the first paint), Right/Left sent to it;
* **floor**: a bare ``QGraphicsScene`` board of the same size in PySide6 alone (a grid,
  star points and one ellipse item per stone), which adds and removes the items of the
  points each step changes.

The figure is the GUI thread's CPU time per step (``time.thread_time``: the machine may be
shared), the median over the steps of a run; the programs alternate, RUNS times each, and
the medians of the runs are printed side by side with their ratio (the goal: qtgo at most
1.5x the floor).

    QT_QPA_PLATFORM=offscreen python benchmarks/window_stepping.py [SGF] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOAL = 1.5
#: How each step is painted: the issue's figure (the board's viewport repainted whole and at
#: once, then the events), and what the event loop alone repaints (only what changed).
MODES = {
    "full": "step, then a synchronous repaint of the whole board view",
    "events": "step, then the repaints it posted (only what changed, as on screen)",
}

FLOOR = r"""
import json, sys, time
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from PySide6.QtTest import QTest

data = json.loads(open(sys.argv[1]).read())
width, height = data["view"]
size = data["size"]
app = QApplication([sys.argv[0]])
scene = QGraphicsScene()
scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
margin = 30
step = (min(width, height) - 2 * margin) / (size - 1)
scene.setSceneRect(QRectF(0, 0, width, height))
scene.setBackgroundBrush(QColor(220, 179, 92))
pen = QPen(QColor(24, 16, 8), 1)
for i in range(size):
    scene.addLine(margin + i * step, margin, margin + i * step, margin + (size - 1) * step, pen)
    scene.addLine(margin, margin + i * step, margin + (size - 1) * step, margin + i * step, pen)
for x in (3, size // 2, size - 4):
    for y in (3, size // 2, size - 4):
        r = 3
        scene.addEllipse(margin + x * step - r, margin + y * step - r, 2 * r, 2 * r, pen, QBrush(QColor(24, 16, 8)))
brushes = {"B": QBrush(QColor(20, 20, 22)), "W": QBrush(QColor(245, 245, 240))}
outline = QPen(QColor(0, 0, 0), 1)
items = {}
positions = [{tuple(p): c for p, c in stones} for stones in data["positions"]]


class Board(QGraphicsView):
    def __init__(self):
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.index = 0

    def keyPressEvent(self, event):
        forward = event.key() == Qt.Key.Key_Right
        target = self.index + (1 if forward else -1)
        if not 0 <= target < len(positions):
            return
        old, new = positions[self.index], positions[target]
        self.index = target
        for point in old.keys() - new.keys():
            scene.removeItem(items.pop(point))
        for point, color in new.items():
            if old.get(point) != color:
                if point in items:
                    scene.removeItem(items.pop(point))
                x, y = point
                r = step * 0.48
                items[point] = scene.addEllipse(
                    margin + x * step - r, margin + y * step - r, 2 * r, 2 * r, outline, brushes[color]
                )


view = Board()
view.setFrameShape(QGraphicsView.Shape.NoFrame)
view.resize(width, height)
view.show()
view.activateWindow()
app.processEvents()
"""

#: The main window as a user has it (settings of its own, in a folder of its own), the
#: record ``RECORD`` opened from its file, at its start (also ``window_tree_stepping.py``).
OPEN_WINDOW = r"""
import json, sys, tempfile, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest

QCoreApplication.setOrganizationName("qtgo-benchmark")
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
app = QApplication([sys.argv[0]])
from qtgo.ui.window.main_window import MainWindow

window = MainWindow(data_dir=Path(tempfile.mkdtemp()))
window.resize(1200, 820)
window.show()
window.activateWindow()
app.processEvents()
window.finish_start()
window.files.open_file(RECORD, confirm=False)
window.adapter.to_start()
app.processEvents()
view = window.view
"""

QTGO = (
    r"""
import json, sys
data = json.loads(open(sys.argv[1]).read())
RECORD = data["path"]
"""
    + OPEN_WINDOW
    + r"""
viewport = view.viewport()
positions = data["positions"]


def board_now():
    return sorted([[p.x, p.y], c.value] for p, c in window.adapter.display().stones.items())
"""
)

# Shared by both programs: the walk, the timing and the report.
WALK = r"""
FULL = sys.argv[2] == "full"
count = len(positions) - 1
times = []
index = 0
for key, steps in ((Qt.Key.Key_Right, count), (Qt.Key.Key_Left, count)):
    for _ in range(steps):
        start = time.thread_time()
        QTest.keyClick(view, key)
        if FULL:
            view.viewport().repaint()
        app.processEvents()
        times.append(time.thread_time() - start)
        index += 1 if key == Qt.Key.Key_Right else -1
        if "board_now" in globals() and index in (count // 2, count) and board_now() != positions[index]:
            sys.exit(f"qtgo shows another position at step {index}")
import statistics
size = viewport.size() if "viewport" in globals() else view.viewport().size()
print(json.dumps({"median": statistics.median(times), "steps": len(times), "view": [size.width(), size.height()]}))
"""


def main_line_positions(path: Path) -> tuple[int, list[list[list[object]]]]:
    """The board size and the stones after each move of the main line (as JSON-ready lists)."""
    from qtgo import sgf
    from qtgo.rules import Game

    tree = sgf.load(path).games[0]
    width, height = tree.size
    if width != height:
        raise SystemExit("a square board, please")
    game = Game(width, height)
    positions: list[list[list[object]]] = [[]]
    for node in tree.main_line():
        move = node.move
        if move is None:
            continue
        if game.is_legal(move):
            game.play(move)
        positions.append(sorted([[p.x, p.y], c.value] for p, c in game.board.stones()))
    return width, positions


def run(program: str, data: Path, mode: str) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", program, str(data), mode], capture_output=True, text=True, env=env, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"a program failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sgf", nargs="?", type=Path, help="a game record (default: one from the AI corpus)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from board_navigation import pick_game

    path = args.sgf or pick_game()
    size, positions = main_line_positions(path)
    data = Path(tempfile.mkdtemp(prefix="qtgo-stepping-")) / "game.json"
    data.write_text(json.dumps({"path": str(path), "size": size, "positions": positions, "view": [0, 0]}))
    print(f"game: {path.name} ({len(positions) - 1} moves), {2 * (len(positions) - 1)} steps a run, {args.runs} runs")
    print("GUI-thread CPU per step, median of the runs' medians (each run's figures after it):")
    for mode, title in MODES.items():
        figures: dict[str, list[float]] = {"qtgo": [], "floor": []}
        for _ in range(args.runs):
            mine = run(QTGO + WALK, data, mode)
            figures["qtgo"].append(1000 * float(mine["median"]))  # type: ignore[arg-type]
            stored = json.loads(data.read_text())
            stored["view"] = mine["view"]  # the floor's board is qtgo's board view's size
            data.write_text(json.dumps(stored))
            figures["floor"].append(1000 * float(run(FLOOR + WALK, data, mode)["median"]))  # type: ignore[arg-type]
        qtgo_ms, floor_ms = (statistics.median(figures[k]) for k in ("qtgo", "floor"))
        ratio = qtgo_ms / floor_ms
        print(f"{title} (board view {mine['view'][0]}x{mine['view'][1]}):")  # type: ignore[index]
        for name, median in (("qtgo window", qtgo_ms), ("bare board", floor_ms)):
            runs = ", ".join(f"{t:.2f}" for t in figures["qtgo" if name == "qtgo window" else "floor"])
            print(f"  {name}: {median:6.2f} ms   ({runs})")
        verdict = ("met" if ratio <= GOAL else "NOT met") if mode == "full" else "no goal: the floor is a few items"
        print(f"  ratio {ratio:.2f}x (goal at most {GOAL:g}x): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
