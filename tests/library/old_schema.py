"""A library taken back to the layout of an older schema version, to test the upgrades."""

from __future__ import annotations

import sqlite3

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
