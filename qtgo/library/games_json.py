"""The games a search found as one JSON array, written by SQLite (``qtgo-cli library search
--json``'s ``games``).

The 4-4 stone is in 178,000 of 200,000 games: reading their rows into Python, making a dict
of each and ``json.dumps`` took about 1.1 s of a search that should take under one; SQLite
reads the same rows and writes the text in about 0.3 s, as UTF-8 bytes that go to the output
as they are (decoding 30 MB into a Python string and encoding it again cost 0.1 s more). Each hit goes in as one integer of a
JSON array (``json_each`` reads it in C; five values a hit as arrays cost ``json_extract``
calls that took longer than Python), its parts taken out with shifts. A hit whose numbers do
not fit the integer's fields (a game id above 2**26, a move above 65,535, a line above
65,535: no real library) is written the slower way, in Python, with the same keys.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from qtgo.library.ahead import MadeAhead
from qtgo.library.pages import HitKey

__all__ = ["GamesJsonParts", "columns_fit", "games_json", "packed_columns"]

# The fields of a hit's integer, from the lowest bit: colours swapped (1 bit), symmetry (3),
# a board search (1: move and symmetry are numbers, else null), line (16), move (16), game.
_LINE, _MOVE, _GAME = 5, 21, 37
_WIDE = 1 << 16

_COLUMNS = (
    "'file', files.path, 'game', games.game_index, 'black', games.black, 'white', games.white,"
    " 'date', games.date, 'result', games.result"
)

_SQL = (
    "SELECT CAST(group_concat(json_object("
    + _COLUMNS
    + f", 'move', CASE WHEN f.value & 16 THEN (f.value >> {_MOVE}) & 65535 END,"
    " 'symmetry', CASE WHEN f.value & 16 THEN (f.value >> 1) & 7 END,"
    f" 'variation', (f.value >> {_LINE}) & 65535,"
    # json('true') and json('false') are worked out once a statement, not json() of a CASE a
    # game (0.13 s of the 4-4 stone's 178,000 games).
    " 'colors_swapped', CASE WHEN f.value & 1 THEN json('true') ELSE json('false') END), ',') AS BLOB)"
    f" FROM json_each(?) AS f JOIN games ON games.id = f.value >> {_GAME}"
    " JOIN files ON files.id = games.file_id ORDER BY f.key"
)


def games_json(db: sqlite3.Connection, keys: Sequence[HitKey]) -> bytes:
    """The JSON array, in UTF-8, of the games ``keys`` (game, move, symmetry, line, swapped), in order:
    each an object with ``file``, ``game``, ``black``, ``white``, ``date``, ``result``,
    ``move``, ``symmetry``, ``variation`` and ``colors_swapped``."""
    with GamesJsonParts(db, keys) as parts:
        return b"".join(parts)


class GamesJsonParts:
    """``games_json`` in parts, ``step`` games a part, to be written as they come: a search
    that finds 178,000 games does not hold its 30 MB of JSON two or three times over.
    ``packed``: the keys already packed (``packed_columns``), if they were; ``more``: more
    games come, packed, as a search finds them (``add``), then ``end``.

    The parts are made as soon as their games are known, in ``workers`` other threads on
    connections of their own, up to ``depth`` parts ahead of the reader (``ahead.MadeAhead``;
    here on ``db``, as they are read, when there is none): SQLite gives up Python's lock while
    it writes them, so ``qtgo-cli library search --json`` goes on searching and counts the
    continuations meanwhile (``Library.search_json``; the 4-4 stone in 200,000 games on two
    idle cores: 0.84-0.89 s instead of 1.02 s for the whole process, 0.1 s more CPU). One
    thread, not two: the JSON of that search written by two at once took 1.75 s of CPU instead
    of 1.3 s for 0.95 s instead of 1.3 s of time (SQLite's memory allocator has one lock).
    Read it to the end or close it (``with``): the threads have ended when it is."""

    def __init__(
        self,
        db: sqlite3.Connection,
        keys: Sequence[HitKey],
        packed: Sequence[int] | None = None,
        step: int = 10_000,
        *,
        workers: int = 1,
        depth: int = 16,
        more: bool = False,
    ) -> None:
        self._step = step
        self._waiting: list[int] = []  # games added but not yet a part
        if packed is None and not more:
            packed = _packed(keys)
        if packed is None and not more:  # a number that does not fit: the whole array, by Python, here
            self._whole = True
            self._made: MadeAhead[bytes] = MadeAhead(db, [lambda db_: _in_python(db_, keys)], workers=0)
        else:
            self._whole = False
            if not more and len(packed or ()) <= step:
                workers = 0  # one part, known now: nothing would be done meanwhile (metadata, whole board)
            self._made = MadeAhead(db, workers=workers, depth=depth, more=True)
            self.add(packed or [])
            if not more:
                self.end()
        self._items = self._framed()

    def add(self, packed: Sequence[int]) -> None:
        """More games, packed (``more``): made into parts as they make ``step``."""
        waiting = self._waiting
        waiting.extend(packed)
        while len(waiting) >= self._step:
            self._made.add(functools.partial(_part, waiting[: self._step]))
            del waiting[: self._step]

    def end(self) -> None:
        """No more games come (``more``): the parts may be read to their end."""
        if self._waiting:
            self._made.add(functools.partial(_part, self._waiting))
            self._waiting = []
        self._made.end()

    def _framed(self) -> Iterator[bytes]:
        if self._whole:
            yield from self._made
            return
        yield b"["
        for index, part in enumerate(self._made):
            if index:
                yield b","
            yield part
        yield b"]"

    def __iter__(self) -> GamesJsonParts:
        return self

    def __next__(self) -> bytes:
        return next(self._items)

    def close(self) -> None:
        """Stop making the parts; the threads have ended when this returns."""
        self._made.close()

    def __enter__(self) -> GamesJsonParts:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _packed(keys: Sequence[HitKey]) -> list[int] | None:
    """The keys packed, one integer a hit; None when a number does not fit."""
    packed = []
    for game, move, symmetry, line, swapped in keys:
        if game >= 1 << 26 or line >= _WIDE or (move is not None and move >= _WIDE):
            return None
        value = game << _GAME | line << _LINE | int(swapped)
        if move is not None:
            value |= move << _MOVE | (symmetry or 0) << 1 | 16
        packed.append(value)
    return packed


def _part(values: Sequence[int], db: sqlite3.Connection) -> bytes:
    """The games of ``values`` (packed keys), as JSON objects with commas between them."""
    part: bytes = db.execute(_SQL, (json.dumps(values),)).fetchone()[0]
    return part


def columns_fit(game: Any, line: Any, move: Any) -> bool:
    """Whether a board search's hits, as numpy columns, fit the fields of a packed integer."""
    return not len(game) or not (game.max() >= 1 << 26 or line.max() >= _WIDE or move.max() >= _WIDE)


def packed_columns(game: Any, line: Any, move: Any, symmetry: Any, swapped: Any) -> list[int] | None:
    """A board search's hits, as numpy columns, packed as ``GamesJsonParts`` packs its keys
    (in one operation each, not a Python loop a hit); None when a number does not fit."""
    if not columns_fit(game, line, move):
        return None
    packed = game << _GAME | line << _LINE | move << _MOVE | symmetry << 1 | 16 | swapped.astype(game.dtype)
    values: list[int] = packed.tolist()
    return values


def _in_python(db: sqlite3.Connection, keys: Sequence[HitKey]) -> bytes:
    """``games_json``, the rows read into Python and written by ``json.dumps``."""
    ids = json.dumps(sorted({key[0] for key in keys}))
    rows = {
        row[0]: row[1:]
        for row in db.execute(
            "SELECT games.id, files.path, games.game_index, games.black, games.white, games.date, games.result"
            " FROM games JOIN files ON files.id = games.file_id WHERE games.id IN (SELECT value FROM json_each(?))",
            (ids,),
        )
    }
    games = []
    for game, move, symmetry, line, swapped in keys:
        path, index, black, white, date, result = rows[game]
        games.append(
            {
                "file": path,
                "game": index,
                "black": black,
                "white": white,
                "date": date,
                "result": result,
                "move": move,
                "symmetry": symmetry,
                "variation": line,
                "colors_swapped": swapped,
            }
        )
    return json.dumps(games, ensure_ascii=False).encode()
