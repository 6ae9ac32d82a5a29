"""A pattern search's every hit at once, as columns (numpy arrays), and its continuations
counted over them: ``Library.search`` and ``qtgo-cli library search``.

The scan in ``pattern_scan`` gives hits a step at a time as Python tuples, which the Library
window's pages need. A search that wants them all (the 4-4 stone: 178,000 of 200,000 games)
spent most of its time making, grouping and freeing those tuples: here each batch's answers
stay arrays (``first_batch``), only the lines it leaves are replayed in Python (as in the
scan), and the continuations are counted with array operations. The answers are the scan's; the tests compare them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, cast

from qtgo.library import events as ev
from qtgo.library._numpy import np, npt
from qtgo.library.ahead import read_ahead
from qtgo.library.continuations import fill_verdicts, saved_losses
from qtgo.library.first_batch import BatchVariants
from qtgo.library.games_json import columns_fit, packed_columns
from qtgo.library.pages import HitKey
from qtgo.library.pattern import Continuation, Pattern, PatternHit, _hit_at, _Variant
from qtgo.library.pattern_replay import first_matches
from qtgo.library.pattern_scan import _answered, _Batch, _blobs, _by_id, _numbers, _prepared
from qtgo.library.schema import OUTCOME_NONE
from qtgo.library.symmetry import inverse, transform_table

__all__ = ["HitColumns", "as_columns", "continuation_moves", "count_continuations", "find_columns"]

_Ints = npt.NDArray[np.int64]
#: A continuation's hits as ``_Counted`` reads them: games, years.
_Source = tuple[_Ints, _Ints]


@dataclass(frozen=True)
class HitColumns:
    """Each game's first hit, by game: its line, the move after which the region matches,
    the symmetry and colour swap of the variant, and the next move in the region in the
    pattern's frame and colours (``next_colour`` 0: none; ``next_point`` then -1)."""

    game: _Ints
    line: _Ints
    move: _Ints
    symmetry: _Ints
    swapped: npt.NDArray[np.bool_]
    next_colour: _Ints
    next_point: _Ints

    def __len__(self) -> int:
        return int(self.game.size)

    def head(self, count: int) -> HitColumns:
        """The first ``count`` hits."""
        return self.taken(slice(0, count))

    def taken(self, index: Any) -> HitColumns:
        """The hits ``index`` (a slice, an order, a mask) picks."""
        return HitColumns(
            self.game[index],
            self.line[index],
            self.move[index],
            self.symmetry[index],
            self.swapped[index],
            self.next_colour[index],
            self.next_point[index],
        )

    def keys(self) -> list[HitKey]:
        """The hits as ``pages.HitKey`` tuples (game, move, symmetry, line, swapped)."""
        return list(
            zip(
                self.game.tolist(),
                self.move.tolist(),
                self.symmetry.tolist(),
                self.line.tolist(),
                self.swapped.tolist(),
                strict=True,
            )
        )

    def fits(self) -> bool:
        """Whether the hits can be packed (``packed`` is not None), without packing them."""
        return columns_fit(self.game, self.line, self.move)

    def packed(self) -> list[int] | None:
        """The hits packed for ``games_json`` (None: a number too large to pack)."""
        return packed_columns(self.game, self.line, self.move, self.symmetry, self.swapped)

    @classmethod
    def joined(cls, parts: Sequence[HitColumns]) -> HitColumns:
        """The hits of ``parts``, one after another."""
        if not parts:
            empty = np.zeros(0, dtype=np.int64)
            return cls(empty, empty, empty, empty, np.zeros(0, dtype=np.bool_), empty, empty)
        return cls(
            np.concatenate([part.game for part in parts]),
            np.concatenate([part.line for part in parts]),
            np.concatenate([part.move for part in parts]),
            np.concatenate([part.symmetry for part in parts]),
            np.concatenate([part.swapped for part in parts]),
            np.concatenate([part.next_colour for part in parts]),
            np.concatenate([part.next_point for part in parts]),
        )


def find_columns(
    db: sqlite3.Connection,
    pattern: Pattern,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
    found: Callable[[HitColumns], None] | None = None,
) -> HitColumns:
    """``pattern_scan.find_pattern``'s hits, as columns; ``found`` is given each batch's hits
    as soon as they are known, in order (those returned are theirs, one after another)."""
    chosen, where, values, length, fits = _prepared(pattern, swap_colors, variations, game_ids)
    batch_variants = BatchVariants([(v.required, v.region) for v in chosen], pattern.width, pattern.height)
    symmetry = np.array([v.symmetry for v in chosen], dtype=np.int64)
    swapped = np.array([v.swapped for v in chosen], dtype=np.bool_)
    backs = np.array(
        [transform_table(inverse(v.symmetry), pattern.width, pattern.height) for v in chosen], dtype=np.int64
    )
    parts: list[HitColumns] = []

    def batches(connection: sqlite3.Connection) -> Iterator[_Batch]:
        return _by_id(connection, where, values, length, len(chosen), not variations)

    for batch in read_ahead(db, batches):  # the next batch is read while this one is answered
        got = _answered(db, batch_variants, batch, fits)
        known, games, lines = batch.known, batch.games, batch.lines
        rows = (got.hit & known).nonzero()[0]
        variant = got.variant[rows]
        colour = got.next_colour[rows].astype(np.int64)
        flipped = swapped[variant] & (colour > 0)
        colour[flipped] = 3 - colour[flipped]
        part = HitColumns(
            games[rows],
            lines[rows],
            got.move[rows].astype(np.int64),
            symmetry[variant],
            swapped[variant],
            colour,
            np.where(colour > 0, backs[variant, got.next_point[rows]], -1),
        )
        unsure = (got.unsure | ~known).nonzero()[0].tolist()
        if unsure:
            keys = list(zip(games[unsure].tolist(), lines[unsure].tolist(), batch.fits[unsure].tolist(), strict=True))
            slow = _replayed(db, keys, pattern, chosen)
            if slow:
                part = _ordered(HitColumns.joined([part, as_columns(slow)]))
        parts.append(_first_of_each_game(part) if variations else part)  # else one line a game
        if found is not None:
            found(parts[-1])
    return HitColumns.joined(parts)


def _replayed(
    db: sqlite3.Connection,
    keys: list[tuple[int, int, int]],
    pattern: Pattern,
    chosen: list[_Variant],
) -> list[PatternHit]:
    """The hits of the lines ``keys`` (game, line, ``fits``) the batch could not answer, by a
    replay of the variants that fit, every line at once (``pattern_replay``)."""
    keys = [key for key in keys if key[2]]
    blobs = _blobs(db, [(game, line) for game, line, _fits in keys])
    lines = [blobs[(game, line)] for game, line, _fits in keys]
    matches = first_matches(lines, [fits for _game, _line, fits in keys], chosen, pattern.width * pattern.height)
    hits = []
    for (game, line, _fits), blob, match in zip(keys, lines, matches, strict=True):
        if match is not None:
            hits.append(_hit_at(game, line, ev.decode(blob), match[0], chosen[match[1]], pattern))
    return hits


def as_columns(hits: Sequence[tuple[Any, ...]]) -> HitColumns:
    """Hits as tuples (``PatternHit``'s fields in its order: game, line, move, symmetry,
    swapped, next move) as columns."""
    nexts = [hit[5] or (0, None) for hit in hits]
    return HitColumns(
        np.array([hit[0] for hit in hits], dtype=np.int64),
        np.array([hit[1] for hit in hits], dtype=np.int64),
        np.array([hit[2] for hit in hits], dtype=np.int64),
        np.array([hit[3] for hit in hits], dtype=np.int64),
        np.array([hit[4] for hit in hits], dtype=np.bool_),
        np.array([colour if point is not None else 0 for colour, point in nexts], dtype=np.int64),
        np.array([-1 if point is None else point for _, point in nexts], dtype=np.int64),
    )


def _ordered(hits: HitColumns) -> HitColumns:
    """The hits by game, then line."""
    return hits.taken(np.lexsort((hits.line, hits.game)))


def _first_of_each_game(hits: HitColumns) -> HitColumns:
    """The first hit of each game (hits by game, then line): the main line first, then the lowest variation."""
    hits = _ordered(hits)
    first = np.ones(len(hits), dtype=np.bool_)
    first[1:] = hits.game[1:] != hits.game[:-1]
    return hits.taken(first)


def count_continuations(
    db: sqlite3.Connection, hits: HitColumns, canonical: Sequence[int], width: int
) -> tuple[list[Continuation], tuple[int, ...]]:
    """``Library``'s continuations of the hits (``canonical``: the point each next move is
    counted at; ``width``: the pattern's) with their wins, years and verdicts, and the years
    of every game found; the hits in game order, one a game (as every search gives them).

    A continuation's ``plays`` are its moves in the main lines of the games that have saved
    verdicts (the verdict's moves): the move that put a stone on its point, the first in the
    region after the match, which is not the very next move when the game was played
    elsewhere first."""
    winners, years, at = _outcomes(db, hits.game)
    winner = winners[at]
    winner = np.where(hits.swapped & (winner > 0), 3 - winner, winner)  # back to the pattern's colours
    has = (hits.next_colour > 0).nonzero()[0]
    points = np.array(canonical, dtype=np.int64)[hits.next_point[has]]
    keys = points * 4 + hits.next_colour[has]
    found, group, counts = np.unique(keys, return_inverse=True, return_counts=True)
    black = np.bincount(group, weights=winner[has] == 1, minlength=found.size)
    white = np.bincount(group, weights=winner[has] == 2, minlength=found.size)
    order = np.argsort(group, kind="stable")  # each group's hits stay in game order
    rows = has[order]
    game, year = hits.game[rows], years[at[rows]]
    main = rows[hits.line[rows] == 0]
    losses = saved_losses(db, hits.game[main].tolist()) if main.size else {}
    played = _played(db, hits.taken(rows), {game for game, _move in losses}, len(canonical), width)
    continuations: list[Continuation] = []
    end = 0
    for index, key in enumerate(found.tolist()):
        start, end = end, end + int(counts[index])
        part = slice(start, end)
        source = (game[part], year[part])
        continuation = _Counted(key // 4, key % 4, int(counts[index]), int(black[index]), int(white[index]), source)
        numbers = played[part]
        judged = numbers > 0
        continuation.plays = list(zip(game[part][judged].tolist(), numbers[judged].tolist(), strict=True))
        continuations.append(continuation)
    fill_verdicts(db, continuations, losses)
    continuations.sort(key=lambda c: (-c.count, c.point, c.color))
    found_years = years[at]
    return continuations, tuple(np.sort(found_years[found_years >= 0]).tolist())


def _played(db: sqlite3.Connection, hits: HitColumns, analysed: set[int], size: int, width: int) -> _Ints:
    """For each of ``hits`` (each with a next move), the number of the move that put the next
    stone in the region, in the main lines of the games ``analysed`` (0 elsewhere: only a
    verdict reads it, and finding it means reading the game's moves)."""
    numbers = np.zeros(len(hits), dtype=np.int64)
    if not analysed:
        return numbers
    chosen = ((hits.line == 0) & np.isin(hits.game, np.array(sorted(analysed), dtype=np.int64))).nonzero()[0]
    # The next move's point on the board: the pattern's point under the hit's symmetry.
    used = sorted(set(hits.symmetry[chosen].tolist()))
    tables = np.array([transform_table(k, width, size // width) for k in used], dtype=np.int64)
    points = tables[np.searchsorted(used, hits.symmetry[chosen]), hits.next_point[chosen]]
    numbers[chosen] = continuation_moves(db, hits.game[chosen], hits.move[chosen], points)
    return numbers


def continuation_moves(db: sqlite3.Connection, games: _Ints, after: _Ints, points: _Ints) -> _Ints:
    """For each game, the number (from 1, passes counted) of the first move of its main line
    after move ``after`` that put a stone on ``points`` (a board point): the continuation a
    search counted, the next move in the pattern's region, which need not be the very next
    move of the game (play elsewhere first); 0 when there is none. All the games' events as
    one array (a walk through each in Python took 0.43 s for 10,000 games, this 0.09 s)."""
    blobs = _blobs(db, [(game, 0) for game in set(games.tolist())])
    lines = [blobs.get((game, 0), b"") for game in games.tolist()]
    lengths = np.array([len(blob) // 2 for blob in lines], dtype=np.int64)
    events = np.frombuffer(b"".join(lines), dtype="<u2").astype(np.int64)
    owner = np.repeat(np.arange(len(lines)), lengths)
    kind = events >> ev.SHIFT
    moves = np.cumsum(kind <= ev.PASS_WHITE)  # moves so far, over every line
    before = np.concatenate(([0], moves))[np.cumsum(lengths) - lengths]  # moves of the lines before
    number = moves - before[owner]  # each event's move number in its line
    found = (kind <= ev.MOVE_WHITE) & ((events & ev.POINT_MASK) == points[owner]) & (number > after[owner])
    at = found.nonzero()[0]
    lines_found, first = np.unique(owner[at], return_index=True)
    numbers = np.zeros(len(lines), dtype=np.int64)
    numbers[lines_found] = number[at[first]]
    return numbers


#: Above this game id ``_outcomes`` does not pack a game's id with its winner and year.
_PACKED_IDS = 1 << 46


def _outcomes(db: sqlite3.Connection, ids: _Ints) -> tuple[_Ints, _Ints, _Ints]:
    """(winners, years, where each game of ``ids`` is in them): each game's winner (1 black,
    2 white, 0 neither) and year (-1: undated); the last of each for a game gone since.

    They come from each game's ``outcome`` (``schema``), read in one row, each game's as one
    integer of a JSON array (its id and outcome packed: three arrays took 0.06 s more for
    200,000 games); of the games found, or of every game when they are most of the library:
    then from the index on ``outcome`` alone, which costs a third of a scan of the table's
    rows. Its order is not the games': each game is found through an array indexed by id (the
    high bits; at most three times as long as ``ids``), as sorting 200,000 outcomes and
    searching each game in them took 90 million instructions."""
    (most,) = db.execute("SELECT ifnull(max(id), 0) FROM games").fetchone()
    if 3 * ids.size > most and most < _PACKED_IDS:
        (text,) = db.execute(
            "SELECT json_group_array(id << 16 | outcome) FROM games INDEXED BY games_outcome"
        ).fetchone()
        values = _numbers(text)
        where = np.full(most + 2, values.size, dtype=np.int64)  # most + 1 stands for every id above
        where[values >> 16] = np.arange(values.size, dtype=np.int64)
        at = where[np.minimum(ids, most + 1)]
    else:
        (text,) = db.execute(
            f"SELECT json_group_array(ifnull(games.outcome, {OUTCOME_NONE}))"
            " FROM json_each(?) AS chosen LEFT JOIN games ON games.id = chosen.value ORDER BY chosen.key",
            (json.dumps(ids.tolist()),),
        ).fetchone()
        values = _numbers(text)
        at = np.arange(ids.size, dtype=np.int64)  # a game gone since has OUTCOME_NONE
    winners = np.append(values & 3, 0)
    years = np.append(((values >> 2) & 0x3FFF) - 1000, -1)
    return winners, years, at


class _Counted(Continuation):
    """A continuation whose games and years are made from the search's columns when first
    read (``source``: its hits' games and years, in game order): the CLI
    reads none of them, and for the 4-4 stone's 178,000 games making them as lists of
    Python integers took 0.1 s. One set (as the base class's ``__init__`` does) is kept."""

    def __init__(self, point: int, color: int, count: int, black_wins: int, white_wins: int, source: _Source) -> None:
        super().__init__(point, color, count, black_wins, white_wins)
        self._source = source
        self._made: dict[str, Any] = {}

    def _list(self, name: str) -> Any:
        made = self._made
        if name not in made:
            game, year = self._source
            if name == "game_ids":
                made[name] = game.tolist()
            else:
                made[name] = tuple(np.sort(year[year >= 0]).tolist())
        return made[name]

    def _set(self, name: str, value: Any) -> None:
        self.__dict__.setdefault("_made", {})[name] = value

    @property
    def game_ids(self) -> list[int]:
        return cast(list[int], self._list("game_ids"))

    @game_ids.setter
    def game_ids(self, value: list[int]) -> None:
        self._set("game_ids", value)

    @property
    def years(self) -> tuple[int, ...]:
        return cast(tuple[int, ...], self._list("years"))

    @years.setter
    def years(self, value: tuple[int, ...]) -> None:
        self._set("years", value)
