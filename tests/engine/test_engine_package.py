"""The engine package is pure: importing all of it loads no Qt (the CLI and tests run it headless)."""

from __future__ import annotations

import subprocess
import sys


def test_the_engine_package_loads_without_pyside6():
    code = (
        "import importlib, pkgutil, sys; import qtgo.engine as m; "
        "[importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, 'qtgo.engine.')]; "
        "import qtgo.cli.engines; "
        "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken'))]; print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
