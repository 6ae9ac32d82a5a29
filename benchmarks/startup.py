"""Start-up: ``qtgo --smoke-test`` against a bare PySide6 window, whole processes.

The bare program creates a ``QApplication`` and a ``QMainWindow`` of the same size,
shows it, lets it paint once and grabs it, exactly as the smoke test does with qtgo's
main window. Both run as fresh processes with the bytecode caches already written (one
warm-up run each, as an installed app has them), alternating, RUNS times; prints both
medians (wall and CPU) and the ratio. Run from the project root:

    QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/startup.py [--runs R]
        [--instructions]

A third program, the *same widgets*, shows what a window of qtgo's kind costs in PySide6
with no qtgo code at all: a board view with the kaya wood (the smallest file larger than
the board, scaled bilinearly), a 19x19 grid with star points and coordinates, the four side
docks (labels, a tree view, a text field), seven menus of about seventy actions with
shortcuts, two toolbars and a status line. It is the floor under any start-up of this
window in Python on this PySide6: what qtgo's own code may add is the rest.

``--instructions`` also runs each program once under valgrind (callgrind) and prints the
instructions executed: unlike wall time, that figure does not move with the machine's load.
The goal of issue 28 is qtgo at most 1.25 times the same widgets' instructions.

The qtgo measured is the checkout this file is in (``PYTHONPATH`` and the working folder
are its root); the run stops if another copy (an installed or editable one) is imported.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: How each reference program ends: shown at the smoke test's size, painted once, grabbed.
SHOW_ONCE = """
window.resize(1100, 800)
window.show()
app.processEvents()
if window.grab().isNull():
    sys.exit(1)
print("ok")
"""

BARE = (
    """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([sys.argv[0]])
window = QMainWindow()
"""
    + SHOW_ONCE
)

SAME_WIDGETS = (
    """
import sys
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QFont, QImageReader, QKeySequence, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QGraphicsScene, QGraphicsView, QLabel, QMainWindow, QPlainTextEdit,
    QToolBar, QTreeView, QVBoxLayout, QWidget,
)
app = QApplication([sys.argv[0]])
window = QMainWindow()
side, margin = 700, 30
wood = QImageReader(sys.argv[1]).read()  # the smallest texture file larger than the board
board = QPixmap(side, side)
painter = QPainter(board)
painter.setRenderHint(QPainter.RenderHint.Antialiasing)
painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
painter.drawImage(QRectF(0, 0, side, side), wood, QRectF(wood.rect()))
painter.setPen(QPen(QColor(24, 16, 8), 1.2))
step = (side - 2 * margin) / 18
for i in range(19):
    painter.drawLine(QPointF(margin + i * step, margin), QPointF(margin + i * step, side - margin))
    painter.drawLine(QPointF(margin, margin + i * step), QPointF(side - margin, margin + i * step))
painter.setBrush(QColor(24, 16, 8))
for x in (3, 9, 15):
    for y in (3, 9, 15):
        painter.drawEllipse(QPointF(margin + x * step, margin + y * step), 3, 3)
font = QFont()
font.setPixelSize(11)
painter.setFont(font)
for i in range(19):
    painter.drawText(QRectF(margin + i * step - 8, 4, 16, 16), Qt.AlignmentFlag.AlignCenter, "ABCDEFGHJKLMNOPQRST"[i])
    painter.drawText(QRectF(2, margin + i * step - 8, 24, 16), Qt.AlignmentFlag.AlignCenter, str(19 - i))
painter.end()
scene = QGraphicsScene()
scene.addPixmap(board)
window.setCentralWidget(QGraphicsView(scene))
for name in ("Players", "Count", "Moves", "Comment"):
    dock = QDockWidget(name, window)
    box = QWidget()
    layout = QVBoxLayout(box)
    if name == "Players":
        for text in ("Black", "White", "Captures: 0", "Captures: 0", "to move", "0:00", "0:00", "Rank"):
            layout.addWidget(QLabel(text))
    elif name == "Moves":
        layout.addWidget(QTreeView())
    elif name == "Comment":
        layout.addWidget(QPlainTextEdit())
    dock.setWidget(box)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    if name == "Count":
        dock.hide()
main_bar, tools_bar = QToolBar("Main"), QToolBar("Tools")
window.addToolBar(main_bar)
window.addToolBar(tools_bar)
for number, title in enumerate(("&File", "&Edit", "&Game", "&Navigate", "&View", "E&ngine", "&Help")):
    menu = window.menuBar().addMenu(title)
    for i in range(10):
        action = QAction(f"Command {i}", window)
        action.setShortcut(QKeySequence(f"Ctrl+Shift+{'ABCDEFGHIJ'[i]}" if number % 2 else f"Alt+{i}"))
        action.setStatusTip("What this command does")
        menu.addAction(action)
        if i < 2:
            (tools_bar if number % 2 else main_bar).addAction(action)
window.statusBar().addPermanentWidget(QLabel("Japanese rules, komi 6.5"))
"""
    + SHOW_ONCE
)


#: ``command`` run under callgrind, which prints the instructions of every thread on stderr.
CALLGRIND = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]


def collected(stderr: str) -> int | None:
    """The instructions callgrind says it counted (its stderr), or None if it did not say."""
    found = re.search(r"Collected : (\d+)", stderr)
    return int(found.group(1)) if found else None


def instructions(command: list[str], env: dict[str, str]) -> int | None:
    """Instructions one run of ``command`` executes (valgrind's callgrind), or None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    done = subprocess.run([*CALLGRIND, *command], env=env, cwd=ROOT, capture_output=True, text=True, check=False)
    return collected(done.stderr) if done.returncode == 0 else None


def measured_checkout(env: dict[str, str]) -> Path:
    """The folder of the qtgo package the runs import: this checkout's, or the run stops."""
    done = subprocess.run(
        [sys.executable, "-c", "import qtgo; print(qtgo.__file__)"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    package = Path(done.stdout.strip()).resolve().parent
    if done.returncode != 0 or not package.is_relative_to(ROOT):
        raise SystemExit(
            f"the runs would import qtgo from {done.stdout.strip() or '?'}, not from {ROOT}: {done.stderr.strip()}"
        )
    return package


def run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one process that must print ``ok``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # From the project root: ``-m`` puts the working folder first on the path.
    done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 or "ok" not in done.stdout:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.strip()}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each side (default 9); medians")
    parser.add_argument("--instructions", action="store_true", help="also count each program's instructions (valgrind)")
    args = parser.parse_args(argv)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="qtgo-startup-") as folder:
        # A settings folder of its own, so no earlier session's state is restored.
        env["XDG_CONFIG_HOME"] = folder
        env["XDG_DATA_HOME"] = folder
        # Bytecode caches as an installed app has them, written once by the warm-up runs
        # into a folder of their own (the source tree stays clean).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        print(f"qtgo measured from {measured_checkout(env)}")
        bare_script = Path(folder) / "bare_window.py"
        bare_script.write_text(BARE)
        same_script = Path(folder) / "same_widgets.py"
        same_script.write_text(SAME_WIDGETS)
        wood = ROOT / "resources" / "textures" / "kaya-768.jpg"
        programs = {
            "qtgo": [sys.executable, "-m", "qtgo", "--smoke-test"],
            "bare": [sys.executable, str(bare_script)],
            "same": [sys.executable, str(same_script), str(wood)],
        }
        for command in programs.values():
            run(command, env)  # warm-up: bytecode caches and the file cache, as installed
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
        for _ in range(max(1, args.runs)):
            for name, command in programs.items():
                times[name].append(run(command, env))
        counted = {name: instructions(command, env) for name, command in programs.items()} if args.instructions else {}
    print(f"medians of {args.runs} runs, whole processes")
    for index, label in ((0, "wall"), (1, "CPU ")):
        q, b, same = (statistics.median(t[index] for t in times[name]) for name in ("qtgo", "bare", "same"))
        print(
            f"{label}: qtgo --smoke-test {q:.3f} s, bare PySide6 window {b:.3f} s, "
            f"ratio {q / b:.2f} (goal: at most 1.5); the same widgets without qtgo {same:.3f} s, {same / b:.2f}"
        )
    if counted:
        if None in counted.values():
            print("instructions: valgrind is missing or failed")
        else:
            q, b, same = (counted[name] or 1 for name in ("qtgo", "bare", "same"))
            print(
                f"instructions: qtgo --smoke-test {q / 1e6:.0f}M, bare PySide6 window {b / 1e6:.0f}M, "
                f"ratio {q / b:.2f}; the same widgets without qtgo {same / 1e6:.0f}M, {same / b:.2f}; "
                f"qtgo / same widgets {q / same:.2f} (goal: at most 1.25)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
