"""Atomic text writing for autosave and the recent-files list (``qtgo.sgf.atomic`` does the work).

One implementation for every writer: symbolic links are followed, and an error names the
file the caller meant, never the temporary one.
"""

from __future__ import annotations

import os
from pathlib import Path

from qtgo.sgf.atomic import write_atomic as _write_bytes

__all__ = ["write_atomic"]


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) so that a crash leaves either the old file or the new one."""
    return _write_bytes(path, text.encode("utf-8"), make_folder=True)
