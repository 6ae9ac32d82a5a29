"""What importing qtgo costs: the version written once (the build reads it from the package,
no importlib.metadata), and the estimator imported only when used."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import qtgo

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_reads_the_version_from_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert "version" not in project["project"]
    assert project["tool"]["hatch"]["version"]["path"] == "qtgo/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", qtgo.__version__)


def test_importing_qtgo_does_not_load_importlib_metadata():
    code = "import sys, qtgo; print('importlib.metadata' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert result.stdout.strip() == "False", result.stderr


def test_the_estimator_is_imported_only_when_it_is_used():
    code = (
        "import sys, qtgo.rules, qtgo.sgf; before = 'qtgo.rules.estimate' in sys.modules; "
        "from qtgo.rules import Estimate; print(before, Estimate.__module__)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert result.stdout.split() == ["False", "qtgo.rules.estimate"], result.stderr


#: What the first paint of the window does not need: imported when first used.
NOT_AT_START = (
    "qtgo.engine",
    "qtgo.library",
    "qtgo.diagram",
    "qtgo.rules.estimate",
    "qtgo.ui.dialogs",
    "qtgo.ui.score_panel",
    "qtgo.ui.shortcuts",
    "qtgo.ui.engine.review_panel",
    "qtgo.ui.teaching",
    "qtgo.ui.library",
    "qtgo.session.autosave",
    "qtgo.session.recent",
    "qtgo.session.live",
    "qtgo.session.counting",
    "qtgo.session.recount",
    "qtgo.sgf.accepted",
    "qtgo.rules.tibetan",
    "qtgo.clock.budget",
    "qtgo.clock.game_clock",
    "qtgo.session.overlay",
    "qtgo.sgf.illegal",
    "qtgo.session.played",
    "qtgo.session.edit",
    "qtgo.session.markup",
    "qtgo.rules.game_end",
    "qtgo.ui.board.marks",
    "qtgo.ui.board.stones",
    "qtgo.ui.estimator",
    "qtgo.ui.window.autosave",
    "qtgo.ui.move_tree",
    "qtgo.ui.message_bar",
    "json",
    "locale",
    "PySide6.QtMultimedia",
    "PySide6.QtSvg",
    "PySide6.QtPrintSupport",
)


def test_the_window_paints_without_the_modules_it_does_not_show(tmp_path: Path):
    code = (
        "import sys; from qtgo.app import main; code = main(['--smoke-test']); "
        f"print(code, *[name for name in {NOT_AT_START!r} if name in sys.modules])"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path),
        "XDG_DATA_HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, check=False
    )
    assert result.stdout.split() == ["ok", "0"], result.stderr
