"""The list of recently opened game records, kept as a small JSON file in the user's data folder.

The file is the only truth: every read looks at it and every change re-reads it, applies
itself and writes it back, so two windows (or two qtgo processes) that each open files
merge their lists instead of the last writer's list winning.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from qtgo.session.atomic import write_atomic

__all__ = ["RecentFiles"]


class RecentFiles:
    """Most recent first, without duplicates, at most ``limit`` entries."""

    def __init__(self, path: str | os.PathLike[str], *, limit: int = 10) -> None:
        self.path = Path(path)
        self.limit = limit

    def _read(self) -> list[str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []  # a damaged or missing file starts an empty list
        if not isinstance(data, list):
            return []
        items: list[str] = []
        for item in data:
            if isinstance(item, str) and item not in items:
                items.append(item)
        return items[: self.limit]

    def _write(self, items: list[str]) -> None:
        # The list is a convenience: a read-only data folder must not stop opening a game.
        with contextlib.suppress(OSError):
            write_atomic(self.path, json.dumps(items[: self.limit], ensure_ascii=False, indent=1))

    def items(self) -> list[str]:
        """The paths, most recent first (files that vanished are left for the UI to grey out)."""
        return self._read()

    def add(self, path: str | os.PathLike[str]) -> None:
        text = str(Path(path).resolve())
        self._write([text] + [item for item in self._read() if item != text])

    def remove(self, path: str | os.PathLike[str]) -> None:
        text = str(Path(path).resolve())
        items = self._read()
        if text in items:
            items.remove(text)
            self._write(items)

    def clear(self) -> None:
        self._write([])
