"""The package's outer contract: pure core, console scripts, smoke test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from qtgo import __version__

PURE = ["qtgo.rules", "qtgo.sgf", "qtgo.clock", "qtgo.session"]


@pytest.mark.parametrize("module", PURE)
def test_core_does_not_load_qt(module: str) -> None:
    code = (
        f"import importlib, sys; importlib.import_module({module!r}); "
        "import pkgutil, importlib as il; m = sys.modules[" + repr(module) + "]; "
        "[il.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.')]; "
        "bad = [n for n in sys.modules if n.startswith('PySide6') or n.startswith('shiboken')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_clock_does_not_load_the_rules() -> None:
    """The clock shares only value types (``qtgo.values``) with the board, never the rules."""
    code = (
        "import importlib, pkgutil, sys; import qtgo.clock as m; "
        "[importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, m.__name__ + '.')]; "
        "bad = sorted(n for n in sys.modules if n == 'qtgo.rules' or n.startswith('qtgo.rules.')); "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def _script(name: str) -> list[str]:
    found = shutil.which(name, path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if found is None:
        pytest.skip(f"console script {name} is not installed in this environment")
    return [found]


def test_gui_script_answers_help_and_version() -> None:
    result = subprocess.run([*_script("qtgo"), "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    assert "--smoke-test" in result.stdout
    result = subprocess.run([*_script("qtgo"), "--version"], capture_output=True, text=True)
    assert result.returncode == 0
    assert __version__ in result.stdout


def test_cli_script_lists_commands() -> None:
    result = subprocess.run([*_script("qtgo-cli"), "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    for command in ("check", "score", "convert", "render"):
        assert command in result.stdout


def test_smoke_test_from_python_m() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "qtgo", "--smoke-test"], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "ok"
