"""The game library: one SQLite database file (WAL) and the searches over it.

The caller chooses the file (the application passes a path in its data folder); nothing
here knows about Qt. ``Library`` owns one connection; searches are read-only, imports
write in transactions (see ``importer``).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtgo._gc import collector_paused
from qtgo.library import events as ev
from qtgo.library import schema
from qtgo.library.dates import parse_date
from qtgo.library.errors import LibraryError, LibraryErrorReason, QueryError
from qtgo.library.pages import BY_DATE, PAGE_SIZE, SORT_SQL, HitKey, HitPages
from qtgo.library.pattern import Pattern
from qtgo.library.pattern_scan import BY_DATE as BY_DATE_ORDER
from qtgo.library.pattern_scan import find_pattern, scan_pattern
from qtgo.library.positions import find_position
from qtgo.library.results import PagedResult, SearchResult, _KeysWhenRead
from qtgo.library.rows import GameRow, SearchHit
from qtgo.library.symmetry import inverse, symmetries_for, transform_table

if TYPE_CHECKING:
    from qtgo.library.games_json import GamesJsonParts
    from qtgo.library.importer import ImportProgress, ImportReport
    from qtgo.library.pattern_columns import HitColumns

__all__ = ["GameFilter", "GameRow", "Library", "PagedResult", "SearchHit", "SearchResult"]

_RESULTS = {"B": "B", "BLACK": "B", "W": "W", "WHITE": "W", "DRAW": "draw", "JIGO": "draw", "0": "draw"}


@dataclass(frozen=True)
class GameFilter:
    """Game-information filters; every one given must hold. Names match any part, any case."""

    player: str | None = None  # either colour
    black: str | None = None
    white: str | None = None
    rank: str | None = None  # either player's rank
    event: str | None = None
    date_from: str | None = None  # any DT form; the game's days must overlap the range
    date_to: str | None = None
    result: str | None = None  # "B", "W" or "draw"
    rules: str | None = None
    komi: float | None = None
    handicap: int | None = None
    size: int | None = None
    text: str | None = None  # words that must all be in the comments (SQLite full-text search)

    def is_empty(self) -> bool:
        return all(value is None or value == "" for value in vars(self).values())


#: A game found: (game id, line, move, symmetry, colours swapped, the next move or None).
_Found = tuple[int, int, int, int, bool, "tuple[int, int | None] | None"]


def _fold(text: str | None) -> str | None:
    """A player's name as ``Library.games_of`` compares it (SQL function ``qtgo_fold``)."""
    return text.strip().casefold() if isinstance(text, str) else None


_GAME_COLUMNS = (
    "games.id, files.path, games.game_index, games.black, games.white, games.black_rank, games.white_rank,"
    " games.event, games.date, games.result, games.winner, games.rules, games.komi, games.handicap,"
    " games.width, games.height, games.moves"
)


def _where(query: GameFilter) -> tuple[list[str], list[object]]:
    clauses: list[str] = []
    values: list[object] = []

    def like(column: str, text: str) -> None:
        clauses.append(f"{column} LIKE ? ESCAPE '\\'")
        values.append("%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")

    if query.player:
        like("(games.black || char(10) || games.white)", query.player)
    if query.black:
        like("games.black", query.black)
    if query.white:
        like("games.white", query.white)
    if query.rank:
        like("(games.black_rank || char(10) || games.white_rank)", query.rank)
    if query.event:
        like("games.event", query.event)
    if query.rules:
        like("games.rules", query.rules)
    for text, bound, column, op in (
        (query.date_from, "first", "date_last", ">="),
        (query.date_to, "last", "date_first", "<="),
    ):
        if text:
            days = parse_date(text)
            if days is None:
                raise QueryError(f"'{text}' is not a date (try 2016, 2016-03 or 2016-03-09)")
            clauses.append(f"games.{column} {op} ?")
            values.append(getattr(days, bound).isoformat())
    if query.result:
        winner = _RESULTS.get(query.result.strip().upper())
        if winner is None:
            raise QueryError(f"result '{query.result}' is none of B, W, draw")
        clauses.append("games.winner = ?")
        values.append(winner)
    if query.komi is not None:
        clauses.append("games.komi = ?")
        values.append(query.komi)
    if query.handicap is not None:
        clauses.append("games.handicap = ?")
        values.append(query.handicap if query.handicap >= 2 else 0)
    if query.size is not None:
        clauses.append("games.width = ? AND games.height = ?")
        values.extend((query.size, query.size))
    if query.text:
        # Each word is searched as written (quoted), so punctuation is no query syntax.
        words = " ".join('"' + word.replace('"', '""') + '"' for word in query.text.split())
        clauses.append("games.id IN (SELECT rowid FROM comments WHERE comments MATCH ?)")
        values.append(words)
    return clauses, values


def _canonical(pattern: Pattern) -> list[int]:
    """One point for moves the pattern cannot tell apart (the smallest of their images)."""
    same = _stabiliser(pattern)
    return [min(table[point] for table in same) for point in range(pattern.width * pattern.height)]


def _stabiliser(pattern: Pattern) -> list[tuple[int, ...]]:
    """The point maps of the symmetries that leave the pattern as it is (the identity at least)."""
    maps = []
    for k in symmetries_for(pattern.width, pattern.height):
        table = transform_table(k, pattern.width, pattern.height)
        if all(pattern.cells.get(table[index]) == state for index, state in pattern.cells.items()):
            maps.append(table)
    return maps


#: By date, oldest first, exactly as ``pages.sort_key`` orders by date: the days a date names,
#: then the dates that name none by their text, then the games without a date; ties by id.
#: ``games.date_key`` holds that order as one indexed text (``schema.date_key``).
_DATE_ORDER = "games.date_key, games.id"
_BY_DATE = " ORDER BY " + _DATE_ORDER

_CANNOT_WRITE = (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR)


def _primary_code(error: sqlite3.Error) -> int | None:
    """SQLite's primary result code (``sqlite_errorcode`` is the extended one)."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def _disk_full(error: sqlite3.Error) -> bool:
    return _primary_code(error) == sqlite3.SQLITE_FULL or "disk is full" in str(error)


class Library:
    """A library database; ``with Library(path) as library:`` closes it afterwards.

    A library that cannot be written (a read-only folder or file, a full disk) is opened
    read-only: ``read_only`` is True, searches work, imports raise ``READ_ONLY``.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.read_only = False
        with contextlib.suppress(OSError):  # a read-only place: the file may still be there to read
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = self._open_writable()
        except sqlite3.Error as error:
            if _primary_code(error) not in _CANNOT_WRITE or not self.path.is_file():
                raise LibraryError(LibraryErrorReason.DATABASE, f"{self.path}: {error}") from error
            self._db = self._open_read_only(error)
        except OSError as error:
            raise LibraryError(LibraryErrorReason.DATABASE, f"{self.path}: {error.strerror or error}") from error

    def _open_writable(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            if not db.execute("PRAGMA page_count").fetchone()[0]:
                # A new file, before its first table and WAL. On a file that has them it
                # changes nothing but writes the first page again, at every opening.
                db.execute("PRAGMA auto_vacuum = INCREMENTAL")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA cache_size = -131072")
            self.schema_version_found = schema.upgrade(db)
            schema.merge_pending(db)  # positions left by an import that was stopped
        except BaseException:
            db.close()
            raise
        return db

    def _open_read_only(self, cause: sqlite3.Error) -> sqlite3.Connection:
        """``mode=ro``, or ``immutable`` where the folder cannot even hold the WAL's index."""
        uri = self.path.resolve().as_uri()
        last: sqlite3.Error = cause
        for flags in ("mode=ro", "mode=ro&immutable=1"):
            try:
                db = sqlite3.connect(f"{uri}?{flags}", uri=True, isolation_level=None, check_same_thread=False)
            except sqlite3.Error as error:
                last = error
                continue
            try:
                version = int(db.execute("PRAGMA user_version").fetchone()[0])
                db.execute("SELECT count(*) FROM games").fetchone()
            except sqlite3.Error as error:
                db.close()
                last = error
                continue
            if version != schema.SCHEMA_VERSION:
                db.close()
                raise LibraryError(
                    LibraryErrorReason.DATABASE, f"{self.path}: cannot be upgraded, it is read-only ({cause})"
                )
            self.schema_version_found = version
            self.read_only = True
            return db
        raise LibraryError(LibraryErrorReason.DATABASE, f"{self.path}: {last}") from last

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def connection(self) -> sqlite3.Connection:
        return self._db

    # ------------------------------------------------------------------ import

    def import_paths(
        self,
        paths: Iterable[str | os.PathLike[str]],
        *,
        progress: Callable[[ImportProgress], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        workers: int | None = None,
        encoding: str | None = None,
    ) -> ImportReport:
        """Import files and folders (see ``importer``); ``LibraryError`` if the database fails.

        A full disk stops the import with ``DISK_FULL``; the files committed before stay.
        """
        if self.read_only:
            raise LibraryError(LibraryErrorReason.READ_ONLY, f"{self.path}: the library is read-only here")
        try:
            from qtgo.library import importer  # not for a search: multiprocessing, the reader

            return importer.import_paths(
                self._db, paths, progress=progress, cancelled=cancelled, workers=workers, encoding=encoding
            )
        except sqlite3.Error as error:
            if _disk_full(error):
                raise LibraryError(
                    LibraryErrorReason.DISK_FULL,
                    f"{self.path}: the disk is full; the import stopped, the games imported before it are kept",
                ) from error
            raise LibraryError(LibraryErrorReason.DATABASE, f"{self.path}: {error}") from error

    # ------------------------------------------------------------------ reading

    def game_count(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM games").fetchone()[0])

    def folders(self) -> list[str]:
        """The folders that hold the library's files, for the library window's list."""
        return sorted({str(Path(path).parent) for (path,) in self._db.execute("SELECT path FROM files")})

    def games(self, query: GameFilter | None = None, *, limit: int | None = None) -> list[GameRow]:
        return [GameRow(*row) for row in self._listed(query, _GAME_COLUMNS, limit)]

    def _listed(self, query: GameFilter | None, columns: str, limit: int | None) -> list[tuple[Any, ...]]:
        """``columns`` of the games the filters let through, in ``games``'s order."""
        clauses, values = _where(query or GameFilter())
        sql = f"SELECT {columns} FROM games JOIN files ON files.id = games.file_id"
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        sql += " ORDER BY games.date_first, games.id"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        try:
            return self._db.execute(sql, values).fetchall()
        except sqlite3.OperationalError as error:
            if query is not None and query.text:
                raise QueryError(f"the text search '{query.text}' cannot be read: {error}") from error
            raise LibraryError(LibraryErrorReason.DATABASE, str(error)) from error

    def games_of(self, names: Iterable[str]) -> list[GameRow]:
        """The games in which a player named in ``names`` took a side (the whole name, any
        case, by Unicode case folding: SQLite's own ``lower`` folds ASCII only), in date order.
        The names are compared in the database, so only those games become rows."""
        folded = sorted({name.strip().casefold() for name in names if name.strip()})
        if not folded:
            return []
        self._db.create_function("qtgo_fold", 1, _fold, deterministic=True)
        wanted = "(SELECT value FROM json_each(?))"
        sql = (
            f"SELECT {_GAME_COLUMNS} FROM games JOIN files ON files.id = games.file_id"
            f" WHERE qtgo_fold(games.black) IN {wanted} OR qtgo_fold(games.white) IN {wanted}"
            " ORDER BY games.date_first, games.id"
        )
        listed = json.dumps(folded)
        return [GameRow(*row) for row in self._db.execute(sql, (listed, listed))]

    def events(self, game_id: int, line: int = 0) -> list[int]:
        row = self._db.execute("SELECT events FROM lines WHERE game_id = ? AND line = ?", (game_id, line)).fetchone()
        return list(ev.decode(row[0])) if row else []

    # ------------------------------------------------------------------ searching

    def search(
        self,
        query: GameFilter | None = None,
        *,
        pattern: Pattern | None = None,
        swap_colors: bool = False,
        variations: bool = False,
        limit: int | None = None,
        rows: bool = True,
        as_found: Callable[[HitColumns], None] | None = None,
    ) -> SearchResult:
        """Games matching the filters and, if given, reaching the pattern, with continuations.

        ``limit``: only the first games found are read and returned (by id, or by date
        without a pattern); the continuations still count every game found. ``rows``: False
        reads no game's row (``games`` stays empty): for a caller that needs the ``keys``
        only, to write them with ``games_json`` (a pattern's continuations are then counted
        when first read, so that the games' JSON can be made meanwhile). ``as_found``: given a
        pattern's hits as they are found, when it is not the whole board (``search_json``)."""
        query = query or GameFilter()
        if pattern is None:
            if not rows:
                listed = self._listed(query, "games.id", limit)
                return SearchResult(keys=[(game, None, None, 0, False) for (game,) in listed])
            games_ = self.games(query, limit=limit)
            return SearchResult([SearchHit(row) for row in games_], keys=[(g.id, None, None, 0, False) for g in games_])
        with collector_paused():  # a hit or more for most games: no cycles among them
            # The filter's games as ids: rows are read for the games shown only.
            ids = self.game_ids(query) if not query.is_empty() else None
            counted: PagedResult._Counted
            packed: list[int] | None = None
            if pattern.is_whole_board:
                found = self._found(pattern, ids, swap_colors=swap_colors, variations=variations)
                shown = found if limit is None else found[: max(0, limit)]
                keys: list[HitKey] = [(g, move, sym, line, swapped) for g, line, move, sym, swapped, _ in shown]
                counted = self._counted(found, pattern)
            else:  # every hit at once, as columns (``pattern_columns``)
                from qtgo.library.pattern_columns import count_continuations, find_columns

                hits = find_columns(
                    self._db, pattern, swap_colors=swap_colors, variations=variations, game_ids=ids, found=as_found
                )
                first = hits if limit is None else hits.head(max(0, limit))
                if not rows and first.fits():  # counted when read: the games' JSON is made meanwhile
                    return _KeysWhenRead(
                        lambda: count_continuations(self._db, hits, _canonical(pattern), pattern.width), first
                    )
                packed = first.packed()
                counted = count_continuations(self._db, hits, _canonical(pattern), pattern.width)
                keys = first.keys()
            games: list[SearchHit] = []
            if rows:
                by_id = self._rows([key[0] for key in keys])
                games = [SearchHit(by_id[key[0]], key[1], key[2], key[3], key[4]) for key in keys]
            return SearchResult(games, *counted, keys=keys, packed=packed)

    def search_json(
        self,
        query: GameFilter | None = None,
        *,
        pattern: Pattern | None = None,
        swap_colors: bool = False,
        variations: bool = False,
        limit: int | None = None,
    ) -> tuple[SearchResult, GamesJsonParts]:
        """``search`` without rows, and its games as ``games_json`` gives them, made in another
        thread: a pattern's from the first games found on, while the search goes on, then
        while its continuations are counted (when first read). Close the parts (``with``)."""
        from qtgo.library.games_json import GamesJsonParts

        if pattern is None or pattern.is_whole_board:
            result = self.search(
                query, pattern=pattern, swap_colors=swap_colors, variations=variations, limit=limit, rows=False
            )
            return result, self.games_json(result.keys if result.packed is None else [], result.packed)
        parts = GamesJsonParts(self._db, [], more=True)
        room = max(0, limit) if limit is not None else -1  # the games still to write (-1: every one)
        fits = True  # each batch's numbers fit a packed integer (the result's are not packed again)

        def found(hits: HitColumns) -> None:
            nonlocal room, fits
            if room >= 0:
                hits = hits.head(room)
                room -= len(hits)
            packed = hits.packed()
            if packed is None:  # a number too large: written the slower way, below
                fits = False
            else:
                parts.add(packed)

        try:
            result = self.search(
                query,
                pattern=pattern,
                swap_colors=swap_colors,
                variations=variations,
                limit=limit,
                rows=False,
                as_found=found,
            )
        except BaseException:
            parts.close()
            raise
        if not fits:
            parts.close()
            return result, self.games_json(result.keys)
        parts.end()
        return result, parts

    def games_json(self, keys: Sequence[HitKey], packed: Sequence[int] | None = None) -> GamesJsonParts:
        """The games ``keys`` as a JSON array of objects in UTF-8, written by SQLite, in parts
        to be written one after another, made in another thread from now on (``packed``: a
        ``SearchResult``'s keys already packed): read them to the end or close them
        (``games_json.GamesJsonParts``)."""
        from qtgo.library.games_json import GamesJsonParts

        return GamesJsonParts(self._db, keys, packed)

    def _found(self, pattern: Pattern, ids: list[int] | None, *, swap_colors: bool, variations: bool) -> list[_Found]:
        """Each game reaching the pattern once: (game, line, move, symmetry, swapped, next move)."""
        if pattern.is_whole_board:
            position_hits = find_position(
                self._db,
                pattern.board_cells(),
                pattern.width,
                pattern.height,
                swap_colors=swap_colors,
                variations=variations,
                game_ids=ids,
            )
            return [
                (
                    h.game_id,
                    h.line,
                    h.move,
                    h.symmetry,
                    h.swapped,
                    self._next_move(h.game_id, h.line, h.move, h.symmetry, h.swapped, pattern),
                )
                for h in position_hits
            ]
        # A hit is a named tuple of a _Found's values, in its order.
        return list(find_pattern(self._db, pattern, swap_colors=swap_colors, variations=variations, game_ids=ids))

    def search_pages(
        self,
        query: GameFilter | None = None,
        *,
        pattern: Pattern | None = None,
        swap_colors: bool = False,
        variations: bool = False,
        order: tuple[str, bool] = BY_DATE,
        page_size: int = PAGE_SIZE,
    ) -> PagedResult:
        """``search``, with the games read ``page_size`` at a time as they are looked at
        (``HitPages``) in ``order`` (column, descending); the continuations count every hit."""
        query = query or GameFilter()
        if pattern is None:
            ids = self.game_ids(query)
            keys: list[HitKey] = [(game, None, None, 0, False) for game in ids]
            pages = HitPages(keys, self._rows, self._sort_values, order=BY_DATE, page_size=page_size)
            return PagedResult(pages.sorted_by(*order))
        allowed = self.game_ids(query) if not query.is_empty() else None
        if order == BY_DATE and not pattern.is_whole_board:
            return self._scan_pages(
                pattern, allowed, swap_colors=swap_colors, variations=variations, page_size=page_size
            )
        found = self._found(pattern, allowed, swap_colors=swap_colors, variations=variations)
        keys = [(game, move, symmetry, line, swapped) for game, line, move, symmetry, swapped, _ in found]
        pages = HitPages(keys, self._rows, self._sort_values, page_size=page_size)
        return PagedResult(pages.sorted_by(*order), self._counted(found, pattern))

    def _scan_pages(
        self, pattern: Pattern, allowed: list[int] | None, *, swap_colors: bool, variations: bool, page_size: int
    ) -> PagedResult:
        """A pattern search by date that checks the candidates only as far as the pages asked
        for need (``HitPages.fetch``); the rest when asked (``advance``, or ``len``)."""
        scan = scan_pattern(
            self._db, pattern, swap_colors=swap_colors, variations=variations, game_ids=allowed, order=BY_DATE_ORDER
        )
        found: list[_Found] = []

        def keys() -> Iterator[HitKey | None]:
            for step in scan:
                for hit in step:
                    found.append(hit)
                    yield (hit.game_id, hit.move, hit.symmetry, hit.line, hit.swapped)
                yield None  # a step of the scan done

        pages = HitPages(
            [], self._rows, self._sort_values, order=BY_DATE, page_size=page_size, more=keys(), has_moves=True
        )
        return PagedResult(pages, lambda: self._counted(sorted(found), pattern))

    def _counted(self, found: list[_Found], pattern: Pattern) -> PagedResult._Counted:
        """The continuations of the hits ``found`` (one a game), with their years and verdicts,
        and the years of every hit: counted as a search's columns are (``pattern_columns``)."""
        from qtgo.library.pattern_columns import as_columns, count_continuations

        return count_continuations(self._db, as_columns(sorted(found)), _canonical(pattern), pattern.width)

    def game_ids(self, query: GameFilter | None = None) -> list[int]:
        """The ids of the games the filters let through (every game without), by date
        (``_BY_DATE``): what a caller that needs no row reads."""
        query = query or GameFilter()
        clauses, values = _where(query)
        sql = "SELECT games.id FROM games"
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        try:
            return [game for (game,) in self._db.execute(sql + _BY_DATE, values)]
        except sqlite3.OperationalError as error:
            if query.text:
                raise QueryError(f"the text search '{query.text}' cannot be read: {error}") from error
            raise LibraryError(LibraryErrorReason.DATABASE, str(error)) from error

    def _in_chunks(self, columns: str, ids: Sequence[int]) -> Iterator[tuple[Any, ...]]:
        """``SELECT games.id, columns`` of the games ``ids``, in one statement however many
        (the ids as one JSON array: no limit on the number of parameters, no statement per
        few hundred games)."""
        sql = f"SELECT games.id, {columns} FROM games"
        if "files." in columns:
            sql += " JOIN files ON files.id = games.file_id"
        sql += " WHERE games.id IN (SELECT value FROM json_each(?))"
        yield from self._db.execute(sql, (json.dumps(list(ids)),))

    def _sort_values(self, ids: Sequence[int], column: str) -> dict[int, tuple[object, ...]]:
        return {row[0]: tuple(row[1:]) for row in self._in_chunks(SORT_SQL[column], ids)}

    def _rows(self, ids: Sequence[int]) -> dict[int, GameRow]:
        return {row[0]: GameRow(*row[1:]) for row in self._in_chunks(_GAME_COLUMNS, ids)}

    def _next_move(
        self, game_id: int, line: int, move: int, symmetry: int, swapped: bool, pattern: Pattern
    ) -> tuple[int, int | None] | None:
        """Move ``move + 1`` of a line in the pattern's own orientation and colours."""
        row = self._db.execute("SELECT events FROM lines WHERE game_id = ? AND line = ?", (game_id, line)).fetchone()
        following = ev.next_move(ev.decode(row[0]), move) if row else None
        if following is None:
            return None
        color, point = following
        if point is None:
            return None
        back = transform_table(inverse(symmetry), pattern.width, pattern.height)
        return (3 - color if swapped else color), back[point]
