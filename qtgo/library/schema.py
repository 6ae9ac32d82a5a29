"""The database layout, its version number (``PRAGMA user_version``) and the upgrades.

Version 1 was the first layout: game information without the day range of ``DT`` nor
the winner, so date and result searches had to parse text. Version 2 adds the columns
and fills them from the text already stored. Version 3 counts, per file, the games skipped
as duplicates, so that they come in when the games they duplicated leave. Version 4 adds the
problems made from the user's own mistakes and their repetition schedule. Version 5 keeps
each analysed main-line move's loss; version 6 the queue of games waiting for a background
engine analysis (``analysis_queue``) and the coach's summaries of analysed games. Version 7
keeps, per line, when each point first got its stone and each part of the board first lost
one (``qtgo.library.firsts``: the pattern search answers most candidates from them without
a replay), and each game's place in the date order as one indexed text (``date_key``), so
that a search by date reads its games in order instead of sorting them all first. Version 8
adds to those bytes the colour of each point's first stone, so that a pattern search answers
its candidates together, from ``first`` alone (``first_batch``). Version 9 indexes each
game's year and winner as one number (``outcome``, a column SQLite works out from
``date_first`` and ``winner``): a pattern search's continuations read every game's from the
index, not from the table's rows (0.06 s instead of 0.16 s for 200,000 games).
``upgrade`` moves any older database to the current version inside one transaction: a
failed upgrade leaves the old one intact.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence

from qtgo.library.dates import parse_date
from qtgo.library.errors import LibraryError, LibraryErrorReason

__all__ = [
    "LINE_BITS_COLUMNS",
    "OUTCOME_NONE",
    "SCHEMA_V1",
    "SCHEMA_VERSION",
    "IN_IDS",
    "WORDS",
    "bit_words",
    "create",
    "date_key",
    "id_list",
    "merge_pending",
    "store_move_losses",
    "upgrade",
]

SCHEMA_VERSION = 9

#: ``column IN_IDS`` with ``id_list(ids)`` as its parameter: any number of ids in one
#: statement (no limit on parameters, no statement per few hundred ids, one ORDER BY).
IN_IDS = "IN (SELECT value FROM json_each(?))"


def id_list(ids: Iterable[int]) -> str:
    """The parameter of ``IN_IDS``."""
    return json.dumps(list(ids))


_COMMON = """
CREATE TABLE files(
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha1 TEXT NOT NULL,
    error TEXT              -- the reader's reason when the file could not be read
);
CREATE TABLE lines(
    game_id INTEGER NOT NULL,
    line INTEGER NOT NULL,  -- 0 = the main line
    start INTEGER NOT NULL, -- moves shared with the line it branches from
    events BLOB NOT NULL,   -- see qtgo.library.events
    black_ever BLOB NOT NULL, -- empty since version 7 (line_bits has them)
    white_ever BLOB NOT NULL,
    PRIMARY KEY(game_id, line)
) WITHOUT ROWID;
-- key = game_id << 23 | line << 15 | move << 3 (see qtgo.library.positions)
CREATE TABLE positions(hash INTEGER NOT NULL, key INTEGER NOT NULL, PRIMARY KEY(hash, key)) WITHOUT ROWID;
CREATE TABLE positions_pending(hash INTEGER NOT NULL, key INTEGER NOT NULL);
CREATE VIRTUAL TABLE comments USING fts5(text);
"""

_GAMES_V1 = """
CREATE TABLE games(
    id INTEGER PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id),
    game_index INTEGER NOT NULL,
    black TEXT NOT NULL, white TEXT NOT NULL,
    black_rank TEXT NOT NULL, white_rank TEXT NOT NULL,
    event TEXT NOT NULL, date TEXT NOT NULL, result TEXT NOT NULL, rules TEXT NOT NULL,
    komi REAL, handicap INTEGER NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL,
    moves INTEGER NOT NULL, digest TEXT NOT NULL
);
CREATE INDEX games_file ON games(file_id);
CREATE INDEX games_digest ON games(digest);
"""

SCHEMA_V1 = _COMMON + _GAMES_V1

_V2_CHANGES = """
ALTER TABLE games ADD COLUMN date_first TEXT;
ALTER TABLE games ADD COLUMN date_last TEXT;
ALTER TABLE games ADD COLUMN winner TEXT;
CREATE INDEX games_date ON games(date_first, date_last);
"""


_V3_CHANGES = """
ALTER TABLE files ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0;
-- The ever-occupied bit sets of lines as 64-bit words (points 0..383), so that the pattern
-- search's candidate filter is one SQL scan (see qtgo.library.pattern).
CREATE TABLE line_bits(
    game_id INTEGER NOT NULL,
    line INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    b0 INTEGER NOT NULL, b1 INTEGER NOT NULL, b2 INTEGER NOT NULL,
    b3 INTEGER NOT NULL, b4 INTEGER NOT NULL, b5 INTEGER NOT NULL,
    w0 INTEGER NOT NULL, w1 INTEGER NOT NULL, w2 INTEGER NOT NULL,
    w3 INTEGER NOT NULL, w4 INTEGER NOT NULL, w5 INTEGER NOT NULL,
    PRIMARY KEY(game_id, line)
) WITHOUT ROWID;
"""

_V4_CHANGES = """
-- A mistake from a reviewed game, to be solved again on a schedule (see qtgo.library.problems).
CREATE TABLE problems(
    id INTEGER PRIMARY KEY,
    source TEXT NOT NULL,           -- the game's file
    move INTEGER NOT NULL,          -- the main-line number (from 1) of the move played wrongly
    color TEXT NOT NULL,            -- 'B' or 'W': who is to find the better move
    played TEXT NOT NULL,           -- SGF point of the move played ('' = a pass)
    answer TEXT NOT NULL,           -- SGF point of the engine's move ('' = a pass)
    loss REAL NOT NULL,
    phase TEXT NOT NULL,            -- 'opening', 'middle' or 'endgame'
    position TEXT NOT NULL,         -- SGF: the position before the move, answer and played move as variations
    added TEXT NOT NULL,            -- ISO dates
    due TEXT NOT NULL,
    interval_days INTEGER NOT NULL,
    streak INTEGER NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    solved INTEGER NOT NULL DEFAULT 0,
    UNIQUE(source, move)
);
CREATE INDEX problems_due ON problems(due);
"""

_V5_CHANGES = """
-- The engine's verdict on each main-line move of an analysed record (its saved evaluations):
-- what the pattern search says of a continuation beside its count and wins.
CREATE TABLE move_losses(
    game_id INTEGER NOT NULL,
    move INTEGER NOT NULL,          -- the move's number in the main line, from 1, passes counted
    loss REAL NOT NULL,             -- points the mover lost by it (>= 0), from Black's-view leads
    PRIMARY KEY(game_id, move)
) WITHOUT ROWID;
"""

_V6_CHANGES = """
-- Games waiting for (or done by) the background engine analysis (see qtgo.library.analysis_queue).
-- A game is named by its digest, so that it stays the same game when its file is imported again.
CREATE TABLE analysis_queue(
    id INTEGER PRIMARY KEY,         -- the order in which games were queued
    digest TEXT NOT NULL UNIQUE,    -- games.digest
    state TEXT NOT NULL,            -- 'waiting', 'done' or 'failed'
    output TEXT NOT NULL DEFAULT '',-- the analysed copy, relative to the library's folder ('' = the game's own file)
    done INTEGER NOT NULL DEFAULT 0,  -- positions with an evaluation
    total INTEGER NOT NULL DEFAULT 0, -- positions of the main line (0 = not looked at yet)
    problem TEXT NOT NULL DEFAULT '', -- why a failed game failed (analysis_queue.QueueProblem)
    error TEXT NOT NULL DEFAULT ''    -- the details: the reader's or the engine's own words
);
-- The coach's summary of each analysed game from one side, kept while its record file is
-- unchanged (size and time), so that the statistics need not read ten thousand files again.
CREATE TABLE coach_summaries(
    source TEXT NOT NULL,           -- the record holding the evaluations
    game INTEGER NOT NULL,          -- the game in it, from 0
    color TEXT NOT NULL,            -- 'B' or 'W': the side summed up
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    summary TEXT NOT NULL,          -- JSON (qtgo.library.analysed), '' = no evaluations to sum up
    PRIMARY KEY(source, game, color)
) WITHOUT ROWID;
"""


_V7_CHANGES = """
-- When each point of the line first got its stone and each block of points first lost one
-- (see qtgo.library.firsts), NULL when not known (the line is replayed).
ALTER TABLE line_bits ADD COLUMN first BLOB;
-- The game's place in the date order (``date_key``), ties by id: the results' first order.
ALTER TABLE games ADD COLUMN date_key TEXT NOT NULL DEFAULT '2';
CREATE INDEX games_date_key ON games(date_key);
"""

#: A game's year and winner as one number: ``(year + 1000) << 2 | winner``, the year that of
#: ``date_first``'s first four characters (-1: undated; -999..9999 take 14 bits), the winner
#: 1 for Black, 2 for White, 0 for neither or not known. Worked out by SQLite (a virtual
#: column: nothing is written by an import, the index keeps it).
_OUTCOME = (
    "((ifnull(CASE WHEN date_first != '' THEN CAST(substr(date_first, 1, 4) AS INTEGER) END, -1) + 1000) << 2"
    " | CASE winner WHEN 'B' THEN 1 WHEN 'W' THEN 2 ELSE 0 END)"
)
#: The ``outcome`` of no game (undated, no winner): what a game gone since counts as.
OUTCOME_NONE = 999 << 2

_V9_CHANGES = f"""
ALTER TABLE games ADD COLUMN outcome INTEGER GENERATED ALWAYS AS ({_OUTCOME}) VIRTUAL;
CREATE INDEX games_outcome ON games(outcome);
"""

#: The ``line_bits`` columns an import fills, in order.
LINE_BITS_COLUMNS = "game_id, line, width, height, b0, b1, b2, b3, b4, b5, w0, w1, w2, w3, w4, w5, first"


def date_key(date: str, first: str | None, last: str | None) -> str:
    """The text whose order is the results' date order: the days a date names (first day,
    then last), then the dates that name none by their text folded, then the games without
    a date (``pages.sort_key`` orders a page's rows the same way)."""
    if first is not None:
        return f"0{first}{last or first}"
    if date.strip():
        return "1" + date.casefold()
    return "2"


def store_move_losses(db: sqlite3.Connection, game_id: int, losses: Sequence[tuple[int, float]]) -> None:
    """A game's ``move_losses`` rows, (move, loss) each, in place of those it had."""
    db.execute("DELETE FROM move_losses WHERE game_id = ?", (game_id,))
    db.executemany(
        "INSERT INTO move_losses(game_id, move, loss) VALUES (?, ?, ?)", [(game_id, m, loss) for m, loss in losses]
    )


WORDS = 6  # words of each colour in ``line_bits``


def bit_words(bits: int) -> list[int]:
    """The first ``WORDS`` 64-bit words of a bit set, as SQLite's signed integers."""
    words = []
    for i in range(WORDS):
        word = (bits >> (64 * i)) & 0xFFFF_FFFF_FFFF_FFFF
        words.append(word - (1 << 64) if word >> 63 else word)
    return words


def create(connection: sqlite3.Connection) -> None:
    """A new, empty database at the current version."""
    connection.executescript(
        "BEGIN;"
        + SCHEMA_V1
        + _V2_CHANGES
        + _V3_CHANGES
        + _V4_CHANGES
        + _V5_CHANGES
        + _V6_CHANGES
        + _V7_CHANGES
        + _V9_CHANGES
        + f"PRAGMA user_version = {SCHEMA_VERSION};COMMIT;"
    )


def _run(connection: sqlite3.Connection, script: str) -> None:
    """The statements of ``script`` inside the caller's transaction (``executescript`` would commit)."""
    for statement in script.strip().split(";"):
        if statement.strip():
            connection.execute(statement)


def _to_v2(connection: sqlite3.Connection) -> None:
    from qtgo.library.record import winner_of

    _run(connection, _V2_CHANGES)
    rows = connection.execute("SELECT id, date, result FROM games").fetchall()
    for game_id, date, result in rows:
        days = parse_date(date)
        connection.execute(
            "UPDATE games SET date_first = ?, date_last = ?, winner = ? WHERE id = ?",
            (
                days.first.isoformat() if days else None,
                days.last.isoformat() if days else None,
                winner_of(result),
                game_id,
            ),
        )


def _to_v3(connection: sqlite3.Connection) -> None:
    from qtgo.library.events import decode, ever_occupied

    _run(connection, _V3_CHANGES)  # older imports did not count their duplicates: 0
    rows = connection.execute(
        "SELECT lines.game_id, lines.line, games.width, games.height, lines.events"
        " FROM lines JOIN games ON games.id = lines.game_id"
    )
    connection.executemany(
        "INSERT INTO line_bits VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            (game_id, line, width, height, *bit_words(black), *bit_words(white))
            for game_id, line, width, height, events in rows.fetchall()
            for black, white in (ever_occupied(decode(events)),)
        ),
    )


def _to_v4(connection: sqlite3.Connection) -> None:
    _run(connection, _V4_CHANGES)  # no problems before: the table starts empty


def _to_v5(connection: sqlite3.Connection) -> None:
    # Empty: games imported before carry no verdicts until their files are imported again.
    _run(connection, _V5_CHANGES)


def _to_v6(connection: sqlite3.Connection) -> None:
    _run(connection, _V6_CHANGES)  # nothing queued before


def _to_v7(connection: sqlite3.Connection) -> None:
    _run(connection, _V7_CHANGES)
    games = connection.execute("SELECT id, date, date_first, date_last FROM games").fetchall()
    connection.executemany(
        "UPDATE games SET date_key = ? WHERE id = ?", [(date_key(d, f, last), g) for g, d, f, last in games]
    )
    # ``first`` is filled by ``_to_v8``, which always follows (``upgrade`` goes to the end).


def _fill_firsts(connection: sqlite3.Connection) -> None:
    """Every line's ``first`` bytes written anew from its events (versions 7 and 8)."""
    from qtgo.library.events import decode
    from qtgo.library.firsts import first_stones

    rows = connection.execute(
        "SELECT lines.game_id, lines.line, games.width, games.height, lines.events"
        " FROM lines JOIN games ON games.id = lines.game_id"
    )
    for chunk in iter(lambda: rows.fetchmany(2000), []):
        connection.executemany(
            "UPDATE line_bits SET first = ? WHERE game_id = ? AND line = ?",
            [(first_stones(decode(events), w, h), game, line) for game, line, w, h, events in chunk],
        )


def _to_v8(connection: sqlite3.Connection) -> None:
    _fill_firsts(connection)  # with the first stones' colours at their end


def _to_v9(connection: sqlite3.Connection) -> None:
    _run(connection, _V9_CHANGES)  # the column is worked out, the index built from the rows there


_UPGRADES = {1: _to_v2, 2: _to_v3, 3: _to_v4, 4: _to_v5, 5: _to_v6, 6: _to_v7, 7: _to_v8, 8: _to_v9}


def merge_pending(connection: sqlite3.Connection) -> None:
    """Move the positions of the last imports into the index, in key order, in one transaction."""
    if connection.execute("SELECT 1 FROM positions_pending LIMIT 1").fetchone() is None:
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        connection.execute(
            "INSERT OR IGNORE INTO positions(hash, key) SELECT hash, key FROM positions_pending ORDER BY hash, key"
        )
        connection.execute("DELETE FROM positions_pending")
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")
    # The pending rows' pages go back to the file system, and the merge's copy in the WAL too.
    connection.executescript("PRAGMA incremental_vacuum;")  # (execute() would free one page)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def upgrade(connection: sqlite3.Connection) -> int:
    """Bring the database to ``SCHEMA_VERSION``; returns the version it had."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version == 0 and not connection.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchone():
        create(connection)
        return 0
    if version > SCHEMA_VERSION:
        raise LibraryError(
            LibraryErrorReason.NEWER_SCHEMA,
            f"the library was written by a newer qtgo (schema {version}, this one knows {SCHEMA_VERSION})",
        )
    if version < 1:
        raise LibraryError(LibraryErrorReason.DATABASE, "the file is an SQLite database but not a qtgo library")
    start = version
    if version < SCHEMA_VERSION:
        connection.execute("BEGIN IMMEDIATE")
        try:
            while version < SCHEMA_VERSION:
                _UPGRADES[version](connection)
                version += 1
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
    return start
