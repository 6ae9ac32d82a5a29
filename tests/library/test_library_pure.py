"""The library is core: it loads, imports and searches without Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_library_and_its_commands_work_without_pyside6(tmp_path):
    (tmp_path / "a.sgf").write_text("(;SZ[9]PB[x];B[ee];W[cc])", encoding="utf-8")
    code = (
        "import sys\n"
        "from qtgo.library import Library, GameFilter\n"
        "import qtgo.cli.library\n"
        f"lib = Library({str(tmp_path / 'l.db')!r})\n"
        f"assert lib.import_paths([{str(tmp_path)!r}]).imported == 1\n"
        "assert len(lib.games(GameFilter(player='x'))) == 1\n"
        "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken'))]\n"
        "print(bad)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
