"""What importing qtgo costs: the version written once (the build reads it from the package,
no importlib.metadata), and the estimator imported only when used."""

from __future__ import annotations

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
