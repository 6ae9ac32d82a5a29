"""The diagram package is pure: importing every module of it loads no Qt."""

from __future__ import annotations

import subprocess
import sys


def test_diagram_package_does_not_load_qt() -> None:
    code = (
        "import importlib, pkgutil, sys; import qtgo.diagram as m; "
        "[importlib.import_module(i.name) for i in pkgutil.walk_packages(m.__path__, 'qtgo.diagram.')]; "
        "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken'))]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
