"""Start-up: ``qtgo --smoke-test`` against a bare PySide6 window, whole processes.

The bare program creates a ``QApplication`` and a ``QMainWindow`` of the same size,
shows it, lets it paint once and grabs it, exactly as the smoke test does with qtgo's
main window. Both run as fresh processes with the bytecode caches already written (one
warm-up run each, as an installed app has them), alternating, RUNS times; prints both
medians (wall and CPU) and the ratio. Run from the project root:

    QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/startup.py [--runs R]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1100, 800)
window.show()
app.processEvents()
if window.grab().isNull():
    sys.exit(1)
print("ok")
"""


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
        bare_script = Path(folder) / "bare_window.py"
        bare_script.write_text(BARE)
        qtgo = [sys.executable, "-m", "qtgo", "--smoke-test"]
        bare = [sys.executable, str(bare_script)]
        run(qtgo, env)  # warm-up: bytecode caches and the file cache, as installed
        run(bare, env)
        times: dict[str, list[tuple[float, float]]] = {"qtgo": [], "bare": []}
        for _ in range(max(1, args.runs)):
            times["qtgo"].append(run(qtgo, env))
            times["bare"].append(run(bare, env))
    print(f"medians of {args.runs} runs, whole processes")
    for index, label in ((0, "wall"), (1, "CPU ")):
        q = statistics.median(t[index] for t in times["qtgo"])
        b = statistics.median(t[index] for t in times["bare"])
        print(
            f"{label}: qtgo --smoke-test {q:.3f} s, bare PySide6 window {b:.3f} s, "
            f"ratio {q / b:.2f} (goal: at most 1.5)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
