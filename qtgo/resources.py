"""Where the shipped resources (textures, sounds, icons, translations) live.

The top-level ``resources/`` folder is installed as the package ``qtgo.resources``
(see ``pyproject.toml``); a frozen (PyInstaller) build carries it as data. This module
hides the difference so that callers only ever ask for a file by its relative name.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """Return the folder that holds the shipped resources (looked up once: the start asks
    for a dozen files, and each lookup resolved this file's path anew)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen_root:
        candidates.append(Path(frozen_root) / "qtgo" / "resources")
    here = Path(__file__).resolve().parent
    candidates.append(here / "resources_data")  # installed wheel (see pyproject.toml)
    candidates.append(here.parent / "resources")  # source checkout or editable install
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]


def resource_path(relative: str) -> Path:
    """Return the path of one resource file, e.g. ``sounds/stone.wav``."""
    return resources_dir() / relative
