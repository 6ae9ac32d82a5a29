"""A library taken back to the layout of an older schema version, to test the upgrades."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from qtgo.library import Library

#: What version 9 added, taken away again (``schema._V9_CHANGES``).
UNDO_V9 = "DROP INDEX games_outcome; ALTER TABLE games DROP COLUMN outcome;"
#: What versions 7 and later added, taken away again (``schema._V7_CHANGES`` and after).
UNDO_V7 = (
    UNDO_V9
    + " DROP INDEX games_date_key; ALTER TABLE games DROP COLUMN date_key; ALTER TABLE line_bits DROP COLUMN first;"
)


def back_to_v8(db: sqlite3.Connection) -> None:
    """The version 8 layout, every game kept."""
    db.executescript(UNDO_V9 + " PRAGMA user_version = 8;")


def back_to_v6(db: sqlite3.Connection) -> None:
    """The version 6 layout, every game kept (as a library written by the last qtgo was)."""
    db.executescript(UNDO_V7 + " PRAGMA user_version = 6;")


def imported_twice(folder: Path, games: Path, back: Callable[[sqlite3.Connection], None]) -> tuple[Path, Path]:
    """Two libraries of the ``games`` in ``folder``: one as an import writes it, and one taken
    back to an older layout by ``back`` (``back_to_v6``, ``back_to_v8``), to be upgraded."""
    fresh, old = folder / "fresh.db", folder / "old.db"
    for path in (fresh, old):
        with Library(path) as library:
            library.import_paths([games], workers=0)
    db = sqlite3.connect(old, isolation_level=None)
    back(db)
    db.close()
    return fresh, old
