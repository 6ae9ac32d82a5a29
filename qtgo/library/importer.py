"""Import of files, folders (recursively) and collections into the library database.

Reading, parsing and replaying records is the slow part, so with many changed files it is
done in a pool of reader processes (two by default), which also turn each game into the
rows to store; this process alone writes, in large transactions. A file is unchanged
when its size and modification time are (or, failing that, its SHA-1 is); changed files
replace their old games, and the games of files gone from an imported folder are
removed. Every file is written inside its own savepoint and the work is committed in
batches, so a cancelled or failed import leaves only whole files behind. Positions go to
an append-only table first (a run of consecutive moves in one statement, through
SQLite's ``json_each``, which costs a third of a row-by-row ``executemany``) and are
merged into the position index, sorted, when the import ends (far cheaper than random
B-tree inserts).
"""

from __future__ import annotations

import functools
import gc
import hashlib
import json
import multiprocessing
import os
import signal
import sqlite3
import sys
import time
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from qtgo.library import events as ev
from qtgo.library.firsts import first_stones
from qtgo.library.positions import game_key_range, line_hashes, pack_key
from qtgo.library.record import EVALUATION_PROPERTIES, GameRecord, build_record, move_losses
from qtgo.library.schema import LINE_BITS_COLUMNS, bit_words, date_key, merge_pending, store_move_losses

__all__ = ["Duplicate", "ImportProgress", "ImportReport", "Unreadable", "discover", "import_paths"]

SGF_SUFFIXES = (".sgf", ".gib", ".ngf", ".ugf", ".ugi")  # the foreign formats qtgo.sgf reads too
_BATCH_SECONDS = 5.0
_PARALLEL_FROM = 64  # fewer changed files than this are read in this process
_WORKERS = 2


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
    """Reported after each file (``path`` is the last one done)."""

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
    removed: int = 0  # games removed because their file is gone
    removed_files: list[str] = field(default_factory=list)
    cancelled: bool = False


@dataclass
class _Read:
    """What a worker sends back for one file."""

    path: str
    size: int
    mtime_ns: int
    sha1: str
    games: list[_Game | str]  # the rows of a game, or the reason it could not be replayed
    error: str | None = None


_GAME_COLUMNS = (
    "black",
    "white",
    "black_rank",
    "white_rank",
    "event",
    "date",
    "date_first",
    "date_last",
    "result",
    "winner",
    "rules",
    "komi",
    "handicap",
    "width",
    "height",
    "moves",
    "digest",
)
_INSERT_GAME = (
    f"INSERT INTO games(file_id, game_index, {', '.join(_GAME_COLUMNS)}, date_key)"
    f" VALUES (?, ?{', ?' * len(_GAME_COLUMNS)}, ?)"
)
_INSERT_BITS = (
    f"INSERT INTO line_bits({LINE_BITS_COLUMNS}) VALUES ({', '.join('?' * (LINE_BITS_COLUMNS.count(',') + 1))})"
)


@dataclass
class _Game:
    """One game as the rows to store, made in the reader (the writer only inserts them)."""

    columns: tuple[object, ...]  # the ``games`` row from ``black`` to ``digest`` (``_GAME_COLUMNS``), ``date_key``
    digest: str
    comments: str
    lines: list[tuple[int, int, bytes, bytes, bytes]]  # line, start, events, black_ever, white_ever
    bits: list[tuple[object, ...]]  # the ``line_bits`` row without the game (``LINE_BITS_COLUMNS``)
    runs: list[tuple[int, str]]  # index rows: (key of the first, JSON array of hashes of consecutive moves)
    losses: list[tuple[int, float]]  # ``move_losses`` rows without the game: move, loss


def _runs(hashes: Sequence[int], keys: Sequence[int]) -> list[tuple[int, str]]:
    """The index rows of a line cut where the move number does not go up by one."""
    found = []
    start = 0
    for i in range(1, len(keys)):
        if keys[i] != keys[i - 1] + 8:  # a move is 1 << 3 in a key
            found.append((keys[start], json.dumps(list(hashes[start:i]))))
            start = i
    if keys:
        found.append((keys[start], json.dumps(list(hashes[start:]))))
    return found


def stored_game(record: GameRecord, losses: Sequence[tuple[int, float]] = ()) -> _Game:
    """The rows of a replayed game; ``losses``: its analysed moves' (``record.move_losses``).

    The lines' ``black_ever`` and ``white_ever`` are left empty: since schema 7 the pattern
    search reads the ever-occupied points from ``line_bits`` (and replays the rest)."""
    lines = [(line.line, line.start, ev.encode(line.events), b"", b"") for line in record.lines]
    runs = [run for line in record.lines for run in _runs(line.hashes, line.keys)]
    info = record.info
    columns = (
        *(getattr(info, name) for name in _GAME_COLUMNS[:-1]),
        record.digest,
        date_key(info.date, info.date_first, info.date_last),
    )
    bits = []
    for line in record.lines:
        bits.append(
            (
                line.line,
                info.width,
                info.height,
                *bit_words(line.black_ever),
                *bit_words(line.white_ever),
                first_stones(line.events, info.width, info.height),
            )
        )
    return _Game(columns, record.digest, info.comments, lines, bits, runs, list(losses))


_PSEUDO_FILE_SYSTEMS = ("/proc", "/sys", "/dev")  # endless or device files, never records


def discover(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files to import: files as given, folders searched recursively for records (``*.sgf``, ``*.gib``, ...).

    Each real folder is walked once however many links lead to it (a link to its own
    folder makes no loop), and the system's pseudo file systems are never entered.
    """
    found: dict[Path, None] = {}
    seen: set[str] = set()
    for item in paths:
        path = Path(item).expanduser()
        if path.is_dir():
            names = sorted(_records_in(os.path.realpath(path), seen), key=lambda name: name.split(os.sep))
            found.update((Path(name), None) for name in names)
        else:
            found[path.resolve() if path.exists() else path.absolute()] = None
    return list(found)


def _pseudo(folder: str) -> bool:
    return any(folder == top or folder.startswith(top + os.sep) for top in _PSEUDO_FILE_SYSTEMS)


def _records_in(folder: str, seen: set[str]) -> Iterable[str]:
    """The records under a resolved folder, resolved, without a ``stat`` per file.

    ``seen`` holds the real folders walked already (by this call or an earlier one).
    """
    stack = [folder]
    while stack:
        current = stack.pop()
        if current in seen or _pseudo(current):
            continue
        seen.add(current)
        try:
            entries = list(os.scandir(current))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir():
                    stack.append(os.path.realpath(entry.path) if entry.is_symlink() else entry.path)
                elif os.path.splitext(entry.name)[1].lower() in SGF_SUFFIXES and entry.is_file():
                    yield os.path.realpath(entry.path) if entry.is_symlink() else entry.path
            except OSError:
                continue


def read_file(path: str, encoding: str | None = None) -> _Read:
    """Read, parse and replay one file; never raises (worker processes call it)."""
    from qtgo.sgf import SgfError, parse
    from qtgo.sgf.limits import read_bounded

    try:
        info = os.stat(path)
        data = read_bounded(path)  # a device, a pipe or a huge file cannot hang the import
    except OSError as error:
        return _Read(path, 0, 0, "", [], f"cannot read: {error.strerror or error}")
    except SgfError as error:
        return _Read(path, 0, 0, "", [], str(error))
    read = _Read(path, info.st_size, info.st_mtime_ns, hashlib.sha1(data).hexdigest(), [])
    try:
        games = parse(data, name=path, encoding=encoding).games
    except SgfError as error:
        read.error = str(error)
        return read
    if not games:
        read.error = "no game in the file"
    # Evaluations are rare: a file whose bytes name none of their properties is not looked
    # through node by node for them (a tenth of the import). Bytes with NULs may be UTF-16/32,
    # where the names are not plain ASCII: those are looked through.
    evaluated = b"\x00" in data or any(name.encode() in data for name in EVALUATION_PROPERTIES)
    for tree in games:
        try:
            read.games.append(stored_game(build_record(tree), move_losses(tree) if evaluated else []))
        except (SgfError, ValueError) as error:
            read.games.append(str(error))
    return read


def default_workers() -> int:
    """Reader processes: two (the machine this is tuned on has two cores), fewer on one core.

    The readers parse and replay while this process writes, so even on a busy machine
    they keep the writer fed.
    """
    return max(1, min(_WORKERS, os.cpu_count() or 1))


def _start_method() -> str:
    """fork where it is safe (no Qt threads in this process), else spawn."""
    if "fork" in multiprocessing.get_all_start_methods() and "PySide6" not in sys.modules:
        return "fork"
    return "spawn"


def _read_all(paths: list[str], workers: int, encoding: str | None) -> Generator[_Read, None, None]:
    if workers < 1 or len(paths) < _PARALLEL_FROM:
        yield from (read_file(path, encoding) for path in paths)
        return
    read = functools.partial(_read_in_worker, encoding=encoding)
    with multiprocessing.get_context(_start_method()).Pool(workers, initializer=_start_reader) as pool:
        yield from pool.imap(read, paths, chunksize=16)


def _start_reader() -> None:
    """A reader process: no cyclic collector (see ``import_paths``), and the signals' default
    handling. A forked reader inherits the command line's SIGTERM handler, which turns the
    pool's own SIGTERM at the end of an import into a traceback on the terminal; Ctrl+C is
    the parent's to answer (it stops the pool), not each reader's."""
    gc.disable()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _read_in_worker(path: str, encoding: str | None = None) -> _Read:
    """``read_file`` with the young objects collected at once (see ``import_paths``)."""
    read = read_file(path, encoding)
    gc.collect(0)
    return read


class _Writer:
    """Writes read files into the database, one savepoint per file."""

    def __init__(self, connection: sqlite3.Connection, report: ImportReport) -> None:
        self.db = connection
        self.report = report

    def remove_games(self, file_id: int) -> int:
        """Remove a file's games from every table; returns how many there were.

        Their positions are in the index, not pending: ``import_paths`` merges first.
        """
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
            db.execute("DELETE FROM lines WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM line_bits WHERE game_id = ?", (game_id,))
            db.execute("DELETE FROM comments WHERE rowid = ?", (game_id,))
            db.execute("DELETE FROM move_losses WHERE game_id = ?", (game_id,))
        db.execute("DELETE FROM games WHERE file_id = ?", (file_id,))
        return len(rows)

    def write(self, read: _Read, file_id: int | None, *, again: bool = False) -> int:
        """Store one file's games; returns how many were imported.

        ``again``: an unchanged file read again because games it duplicated may be gone;
        its games stay, and only those that are no duplicates any more come in.
        """
        db = self.db
        present: set[int] = set()
        if file_id is None:
            file_id = db.execute(
                "INSERT INTO files(path, size, mtime_ns, sha1, error) VALUES (?, ?, ?, ?, ?)",
                (read.path, read.size, read.mtime_ns, read.sha1, read.error),
            ).lastrowid
            assert file_id is not None
        elif again:
            present = {row[0] for row in db.execute("SELECT game_index FROM games WHERE file_id = ?", (file_id,))}
        else:
            self.report.replaced += self.remove_games(file_id)
            db.execute(
                "UPDATE files SET size = ?, mtime_ns = ?, sha1 = ?, error = ? WHERE id = ?",
                (read.size, read.mtime_ns, read.sha1, read.error, file_id),
            )
        if read.error is not None:
            self.report.unreadable.append(Unreadable(read.path, read.error))
        imported = skipped = 0
        many = len(read.games) > 1
        refused = []
        for index, game in enumerate(read.games):
            if isinstance(game, str):
                where = f"game {index + 1}: " if many else ""
                refused.append(where + game)
                self.report.unreadable.append(Unreadable(read.path, where + game))
                continue
            if index in present:
                continue
            if game.digest:
                same = db.execute(
                    "SELECT files.path, games.game_index FROM games JOIN files ON files.id = games.file_id "
                    "WHERE games.digest = ? LIMIT 1",
                    (game.digest,),
                ).fetchone()
                if same is not None:
                    self.report.duplicates.append(Duplicate(read.path, index, same[0], same[1]))
                    skipped += 1
                    continue
            self._insert(file_id, index, game)
            imported += 1
        # Kept, so that a re-import lists the refusals again without reading the file, and
        # reads it again when games it duplicated leave.
        if refused or skipped or again:
            db.execute(
                "UPDATE files SET error = ?, skipped = ? WHERE id = ?",
                ("\n".join(refused) if refused else read.error, skipped, file_id),
            )
        return imported

    def _insert(self, file_id: int, index: int, game: _Game) -> None:
        db = self.db
        game_id = db.execute(_INSERT_GAME, (file_id, index, *game.columns)).lastrowid
        assert game_id is not None
        db.executemany(
            "INSERT INTO lines(game_id, line, start, events, black_ever, white_ever) VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, *line) for line in game.lines],
        )
        db.executemany(_INSERT_BITS, [(game_id, *bits) for bits in game.bits])
        base = pack_key(game_id, 0, 0, 0)
        db.executemany(
            "INSERT INTO positions_pending(hash, key) SELECT value, ? + (key << 3) FROM json_each(?)",
            [(base | first, hashes) for first, hashes in game.runs],
        )
        if game.comments:
            db.execute("INSERT INTO comments(rowid, text) VALUES (?, ?)", (game_id, game.comments))
        if game.losses:
            store_move_losses(db, game_id, game.losses)


def _gone(paths: list[str], known: Iterable[str]) -> list[str]:
    """The library's files under the folders (or at the paths) imported that exist no more."""
    roots = []
    for item in paths:
        path = os.path.expanduser(item)
        if os.path.isdir(path):
            roots.append(os.path.join(os.path.realpath(path), ""))
        elif not os.path.exists(path):
            absolute = os.path.abspath(path)
            roots.extend((absolute, os.path.join(absolute, "")))
    if not roots:
        return []
    prefixes = tuple(roots)
    return [path for path in known if (path in prefixes or path.startswith(prefixes)) and not os.path.isfile(path)]


def import_paths(
    connection: sqlite3.Connection,
    paths: Iterable[str | os.PathLike[str]],
    *,
    progress: Callable[[ImportProgress], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    workers: int | None = None,
    encoding: str | None = None,
) -> ImportReport:
    """Import files and folders; see the module docstring for what is kept and when.

    ``encoding`` reads every file in that character set, whatever its ``CA`` says.
    """
    report = ImportReport()
    given = [os.fspath(path) for path in paths]
    files = [str(path) for path in discover(given)]
    merge_pending(connection)  # so that the games a changed file replaces have their positions indexed
    known = {
        row[0]: (row[1], row[2], row[3], row[4], row[5], row[6])
        for row in connection.execute("SELECT path, id, size, mtime_ns, sha1, error, skipped FROM files")
    }
    gone = _gone(given, known)
    todo: list[str] = []
    unchanged: list[str] = []
    for path in files:
        entry = known.get(path)
        if entry is not None:
            try:
                info = os.stat(path)
            except OSError:
                info = None
            if info is not None and info.st_size == entry[1] and info.st_mtime_ns == entry[2]:
                unchanged.append(path)
                continue
        todo.append(path)
    again: set[str] = set()
    if gone or any(path in known for path in todo):  # games leave: their duplicates may come in
        waiting = set(todo) | set(gone)
        again = {path for path, entry in known.items() if entry[5] and path not in waiting and os.path.isfile(path)}
        unchanged = [path for path in unchanged if path not in again]
        todo.extend(sorted(again))  # last, after the files that may still hold the same games
    for path in unchanged:
        report.unchanged += 1
        reasons = known[path][4]
        if reasons is not None:
            report.unreadable.extend(Unreadable(path, reason) for reason in reasons.split("\n"))
    done = len(unchanged)
    total = done + len(todo)
    if workers is None:
        workers = default_workers()
    writer = _Writer(connection, report)
    if progress is not None and done:
        progress(ImportProgress(done, total, 0, unchanged[-1]))
    started = time.monotonic()
    reads = _read_all(todo, workers, encoding)
    # A parsed record is a few thousand objects with parent links (cycles): left to the
    # automatic collector they are traversed again and again while the next files are
    # read. Collecting the young generation after each file frees them in one pass.
    collecting = gc.isenabled()
    gc.disable()
    connection.execute("BEGIN IMMEDIATE")
    try:
        for path in gone:
            report.removed += writer.remove_games(known[path][0])
            connection.execute("DELETE FROM files WHERE id = ?", (known.pop(path)[0],))
            report.removed_files.append(path)
        for read in reads:
            if cancelled is not None and cancelled():
                report.cancelled = True
                break
            entry = known.get(read.path)
            if entry is not None and read.sha1 and read.sha1 == entry[3] and read.path not in again:
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
                    file_id = entry[0] if entry else None
                    same = entry is not None and read.sha1 == entry[3]  # else it changed: replaced as a whole
                    report.imported += writer.write(read, file_id, again=read.path in again and same)
                except BaseException:
                    if connection.in_transaction:  # SQLite ends it itself on a full disk
                        connection.execute("ROLLBACK TO one_file")
                    raise
                connection.execute("RELEASE one_file")
            done += 1
            path = read.path
            del read
            gc.collect(0 if done % 64 else 1)
            if progress is not None:
                progress(ImportProgress(done, total, report.imported, path))
            if time.monotonic() - started > _BATCH_SECONDS:
                connection.execute("COMMIT")
                connection.execute("BEGIN IMMEDIATE")
                started = time.monotonic()
    except BaseException:
        if connection.in_transaction:  # a full disk has rolled it back already
            connection.execute("ROLLBACK")
        raise
    finally:
        reads.close()  # stops the reader processes at once after a cancel
        if collecting:
            gc.enable()
    connection.execute("COMMIT")
    merge_pending(connection)
    return report
