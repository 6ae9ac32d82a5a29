"""qtgo: a desktop Go board on Qt 6.

The package is split so that the game logic can be used (and tested) without Qt:
``qtgo.rules``, ``qtgo.sgf``, ``qtgo.clock`` and ``qtgo.session`` are pure Python;
only ``qtgo.ui`` and ``qtgo.app`` import PySide6.
"""

# The one place the version is written: pyproject.toml reads it from here (hatch's
# dynamic version), so importing qtgo needs no importlib.metadata (40 ms at start-up).
__version__ = "0.1.0"

APP_NAME = "qtgo"
ORGANIZATION = "qtgo"
APP_ID = "io.github.qtgo.QtGo"

__all__ = ["__version__", "APP_NAME", "ORGANIZATION", "APP_ID"]
