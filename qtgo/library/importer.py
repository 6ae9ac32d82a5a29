"""Import of files, folders (recursively) and collections into the library database.

Reading and replaying records is the slow part, so changed files are read in worker
processes when there are many, while this process does all the writing. A file is
unchanged when its size and modification time are (or, failing that, its SHA-1 is);
changed files replace their old games. Every file is written inside its own savepoint
and the work is committed in batches, so a cancelled or failed import leaves only whole
files behind. Positions go to an append-only table first and are merged into the
position index, sorted, when the import ends (far cheaper than random B-tree inserts).
"""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
import os
import sqlite3
import sys
import time
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from qtgo.library import events as ev
from qtgo.library.positions import game_key_range, line_hashes, pack_key
from qtgo.library.record import GameRecord, build_record

__all__ = ["Duplicate", "ImportProgress", "ImportReport", "Unreadable", "discover", "import_paths"]

SGF_SUFFIXES = (".sgf", ".gib", ".ngf", ".ugf", ".ugi")  # the foreign formats qtgo.sgf reads too
_BATCH_SECONDS = 2.0
_PARALLEL_FROM = 64  # fewer changed files than this are read in this process


@dataclass(frozen=True)
class Unreadable:
    """A file (or one game of it) the reader refused, with the reader's reason."""

    file: str
    reason: str


@dataclass(frozen=True)
class Duplicate:
    """A game not imported because the library holds the same moves already."""

    file: str
    game: int
    same_as_file: str
    same_as_game: int


@dataclass(frozen=True)
class ImportProgress:
    files_done: int
    files_total: int
    games_imported: int
    path: str


@dataclass
class ImportReport:
    imported: int = 0
    duplicates: list[Duplicate] = field(default_factory=list)
    unreadable: list[Unreadable] = field(default_factory=list)
    unchanged: int = 0  # files already in the library as they are
    replaced: int = 0  # games removed because their file changed
    cancelled: bool = False


@dataclass
class _Read:
    """What a worker sends back for one file."""

    path: str
    size: int
    mtime_ns: int
    sha1: str
    games: list[GameRecord | str]  # a record, or the reason that game could not be replayed
    error: str | None = None


def discover(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files to import: files as given, folders searched recursively for records (``*.sgf``, ``*.gib``, ...)."""
    found: dict[Path, None] = {}
    for item in paths:
        path = Path(item).expanduser()
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                if child.suffix.lower() in SGF_SUFFIXES and child.is_file():
                    found[child.resolve()] = None
        else:
            found[path.resolve() if path.exists() else path.absolute()] = None
    return list(found)


def read_file(path: str) -> _Read:
    """Read, parse and replay one file; never raises (worker processes call it)."""
    from qtgo.sgf import SgfError, parse

    try:
        info = os.stat(path)
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        return _Read(path, 0, 0, "", [], f"cannot read: {error.strerror or error}")
    read = _Read(path, info.st_size, info.st_mtime_ns, hashlib.sha1(data).hexdigest(), [])
    try:
        games = parse(data, name=path).games
    except SgfError as error:
        read.error = str(error)
        return read
    if not games:
        read.error = "no game in the file"
    for tree in games:
        try:
            read.games.append(build_record(tree))
        except (SgfError, ValueError) as error:
            read.games.append(str(error))
    return read


def default_workers() -> int:
    """Reader processes worth starting: one per core left idle by the machine's load.

    Readers elsewhere pay for pickling their records, so on a busy machine reading here,
    beside the writing, is as fast or faster; on idle cores they add up.
    """
    cores = os.cpu_count() or 1
    try:
        idle = cores - os.getloadavg()[0]
    except OSError:
        idle = 0.0
    return 0 if idle < 0.75 else max(1, min(round(idle), 4))


def _start_method() -> str:
    """fork where it is safe (no Qt threads in this process), else spawn."""
    if "fork" in multiprocessing.get_all_start_methods() and "PySide6" not in sys.modules:
        return "fork"
    return "spawn"


def _read_all(paths: list[str], workers: int) -> Generator[_Read, None, None]:
    if workers < 1 or len(paths) < _PARALLEL_FROM:
        yield from map(read_file, paths)
        return
    with multiprocessing.get_context(_start_method()).Pool(workers, initializer=gc.disable) as pool:
        yield from pool.imap(_read_in_worker, paths, chunksize=8)


def _read_in_worker(path: str) -> _Read:
    """``read_file`` with the young objects collected at once (see ``import_paths``)."""
    read = read_file(path)
    gc.collect(0)
    return read


class _Writer:
    """Writes read files into the database, one savepoint per file."""

    def __init__(self, connection: sqlite3.Connection, report: ImportReport) -> None:
        self.db = connection
        self.report = report

    def remove_games(self, file_id: int) -> None:
        db = self.db
        rows = db.execute("SELECT id FROM games WHERE file_id = ?", (file_id,)).fetchall()
        for (game_id,) in rows:
            low, high = game_key_range(game_id)
            game = db.execute("SELECT width, height FROM games WHERE id = ?", (game_id,)).fetchone()
            for (events,) in db.execute("SELECT events FROM lines WHERE game_id = ?", (game_id,)).fetchall():
                hashes = line_hashes(ev.decode(events), game[0], game[1])
                db.executemany(
                    "DELETE FROM positions WHERE hash = ? AND key BETWEEN ? AND ?",
                    ((h, low, high) for h in hashes),
                )
            db.execute("DELETE FROM positions_pending WHERE key BETWEEN ? AND ?", (low, high))
            db.execute("DELETE FROM lines WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM comments WHERE rowid = ?", (game_id,))
        db.execute("DELETE FROM games WHERE file_id = ?", (file_id,))
        self.report.replaced += len(rows)

    def write(self, read: _Read, file_id: int | None) -> int:
        """Store one file's games; returns how many were imported."""
        db = self.db
        if file_id is None:
            file_id = db.execute(
                "INSERT INTO files(path, size, mtime_ns, sha1, error) VALUES (?, ?, ?, ?, ?)",
                (read.path, read.size, read.mtime_ns, read.sha1, read.error),
            ).lastrowid
            assert file_id is not None
        else:
            self.remove_games(file_id)
            db.execute(
                "UPDATE files SET size = ?, mtime_ns = ?, sha1 = ?, error = ? WHERE id = ?",
                (read.size, read.mtime_ns, read.sha1, read.error, file_id),
            )
        if read.error is not None:
            self.report.unreadable.append(Unreadable(read.path, read.error))
        imported = 0
        many = len(read.games) > 1
        refused = []
        for index, game in enumerate(read.games):
            if isinstance(game, str):
                where = f"game {index + 1}: " if many else ""
                refused.append(where + game)
                self.report.unreadable.append(Unreadable(read.path, where + game))
                continue
            if game.digest:
                same = db.execute(
                    "SELECT files.path, games.game_index FROM games JOIN files ON files.id = games.file_id "
                    "WHERE games.digest = ? LIMIT 1",
                    (game.digest,),
                ).fetchone()
                if same is not None:
                    self.report.duplicates.append(Duplicate(read.path, index, same[0], same[1]))
                    continue
            self._insert(file_id, index, game)
            imported += 1
        if refused:  # kept, so that a re-import lists them again without reading the file
            db.execute("UPDATE files SET error = ? WHERE id = ?", ("\n".join(refused), file_id))
        return imported

    def _insert(self, file_id: int, index: int, game: GameRecord) -> None:
        db = self.db
        info = game.info
        game_id = db.execute(
            "INSERT INTO games(file_id, game_index, black, white, black_rank, white_rank, event, date,"
            " date_first, date_last, result, winner, rules, komi, handicap, width, height, moves, digest)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                file_id,
                index,
                info.black,
                info.white,
                info.black_rank,
                info.white_rank,
                info.event,
                info.date,
                info.date_first,
                info.date_last,
                info.result,
                info.winner,
                info.rules,
                info.komi,
                info.handicap,
                info.width,
                info.height,
                info.moves,
                game.digest,
            ),
        ).lastrowid
        assert game_id is not None
        size = (info.width * info.height + 7) // 8
        base = pack_key(game_id, 0, 0, 0)
        db.executemany(
            "INSERT INTO lines(game_id, line, start, events, black_ever, white_ever) VALUES (?, ?, ?, ?, ?, ?)",
            (
                (
                    game_id,
                    line.line,
                    line.start,
                    ev.encode(line.events),
                    line.black_ever.to_bytes(size, "little"),
                    line.white_ever.to_bytes(size, "little"),
                )
                for line in game.lines
            ),
        )
        db.executemany(
            "INSERT INTO positions_pending(hash, key) VALUES (?, ?)",
            [(h, base | local) for line in game.lines for h, local in line.positions],
        )
        if info.comments:
            db.execute("INSERT INTO comments(rowid, text) VALUES (?, ?)", (game_id, info.comments))


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
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")
    # The pending rows' pages go back to the file system, and the merge's copy in the WAL too.
    connection.executescript("PRAGMA incremental_vacuum;")  # (execute() would free one page)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def import_paths(
    connection: sqlite3.Connection,
    paths: Iterable[str | os.PathLike[str]],
    *,
    progress: Callable[[ImportProgress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int | None = None,
) -> ImportReport:
    """Import files and folders; see the module docstring for what is kept and when."""
    report = ImportReport()
    files = [str(path) for path in discover(paths)]
    known = {
        row[0]: (row[1], row[2], row[3], row[4], row[5])
        for row in connection.execute("SELECT path, id, size, mtime_ns, sha1, error FROM files")
    }
    todo: list[str] = []
    done = 0
    for path in files:
        entry = known.get(path)
        if entry is not None:
            try:
                info = os.stat(path)
            except OSError:
                info = None
            if info is not None and info.st_size == entry[1] and info.st_mtime_ns == entry[2]:
                report.unchanged += 1
                if entry[4] is not None:
                    report.unreadable.extend(Unreadable(path, reason) for reason in entry[4].split("\n"))
                done += 1
                continue
        todo.append(path)
    if workers is None:
        workers = default_workers()
    writer = _Writer(connection, report)
    if progress is not None and done:
        progress(ImportProgress(done, len(files), 0, files[0]))
    started = time.monotonic()
    reads = _read_all(todo, workers)
    # A parsed record is a few thousand objects with parent links (cycles): left to the
    # automatic collector they are traversed again and again while the next files are
    # read. Collecting the young generation after each file frees them in one pass.
    collecting = gc.isenabled()
    gc.disable()
    connection.execute("BEGIN IMMEDIATE")
    try:
        for read in reads:
            if cancelled is not None and cancelled():
                report.cancelled = True
                break
            entry = known.get(read.path)
            if entry is not None and read.sha1 and read.sha1 == entry[3]:
                connection.execute(
                    "UPDATE files SET size = ?, mtime_ns = ? WHERE id = ?", (read.size, read.mtime_ns, entry[0])
                )
                report.unchanged += 1
                if entry[4] is not None:
                    report.unreadable.extend(Unreadable(read.path, reason) for reason in entry[4].split("\n"))
            elif not read.sha1:  # the file itself could not be read: nothing is stored
                report.unreadable.append(Unreadable(read.path, read.error or "cannot read"))
            else:
                connection.execute("SAVEPOINT one_file")
                try:
                    report.imported += writer.write(read, entry[0] if entry else None)
                except BaseException:
                    connection.execute("ROLLBACK TO one_file")
                    raise
                connection.execute("RELEASE one_file")
            done += 1
            path = read.path
            del read
            gc.collect(0 if done % 64 else 1)
            if progress is not None:
                progress(ImportProgress(done, len(files), report.imported, path))
            if time.monotonic() - started > _BATCH_SECONDS:
                connection.execute("COMMIT")
                connection.execute("BEGIN IMMEDIATE")
                started = time.monotonic()
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    finally:
        reads.close()  # stops the reader processes at once after a cancel
        if collecting:
            gc.enable()
    connection.execute("COMMIT")
    merge_pending(connection)
    return report
