"""The list of recently opened game records, kept as a small JSON file in the user's data folder."""

from __future__ import annotations

import json
import os
from pathlib import Path

from qtgo.session.atomic import write_atomic


class RecentFiles:
    """Most recent first, without duplicates, at most ``limit`` entries.

    The file is rewritten on every change so that two windows (or a crash) never lose
    more than the last entry; a damaged file simply starts an empty list.
    """

    def __init__(self, path: str | os.PathLike[str], *, limit: int = 10) -> None:
        self.path = Path(path)
        self.limit = limit
        self._items: list[str] = self._read()

    def _read(self) -> list[str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        return [str(item) for item in data if isinstance(item, str)][: self.limit]

    def _write(self) -> None:
        write_atomic(self.path, json.dumps(self._items, ensure_ascii=False, indent=1))

    def items(self) -> list[str]:
        """The paths, most recent first (files that vanished are left for the UI to grey out)."""
        return list(self._items)

    def add(self, path: str | os.PathLike[str]) -> None:
        text = str(Path(path).resolve())
        self._items = [text] + [item for item in self._items if item != text]
        del self._items[self.limit :]
        self._write()

    def remove(self, path: str | os.PathLike[str]) -> None:
        text = str(Path(path).resolve())
        if text in self._items:
            self._items.remove(text)
            self._write()

    def clear(self) -> None:
        self._items = []
        self._write()
