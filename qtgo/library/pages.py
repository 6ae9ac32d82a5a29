"""Search results read a page at a time: the games found are kept as small keys (game id,
move, symmetry, line, colours swapped) and their rows are read from the database only when
a page of them is first looked at, so a search with 50,000 hits costs what one with 50 does
until the list is scrolled.

The order is the results table's: by one of its columns, with the same keys as the table
sorts a plain list by (``sort_key``), games with the column empty last either way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import overload

from qtgo.library.dates import parse_date
from qtgo.library.rows import GameRow, SearchHit

__all__ = ["ORDER_COLUMNS", "PAGE_SIZE", "HitKey", "HitPages", "sort_key", "sort_values"]

#: Rows read from the database at a time.
PAGE_SIZE = 200
#: The columns the results may be ordered by (the results table's).
ORDER_COLUMNS = ("black", "white", "date", "result", "event", "move", "file")
#: What identifies a hit without its game's row: (game id, move, symmetry, line, swapped).
HitKey = tuple[int, int | None, int | None, int, bool]
#: The default order: by date, oldest first (the table's first sort indicator).
BY_DATE = ("date", False)

#: The columns each order reads (after ``games.id``), from ``games JOIN files``.
SORT_SQL = {
    "black": "games.black, games.black_rank",
    "white": "games.white, games.white_rank",
    "date": "games.date, games.date_first, games.date_last",
    "result": "games.result",
    "event": "games.event",
    "file": "files.path, games.game_index",
}


def sort_values(column: str, game: GameRow) -> tuple[object, ...]:
    """The values of ``game`` that ``column`` orders by, as ``SORT_SQL`` reads them (none for
    the move, which is the hit's, not the game's)."""
    if column == "move":
        return ()
    if column == "date":
        days = parse_date(game.date)  # as the import stored it in date_first, date_last
        return (game.date, days.first.isoformat(), days.last.isoformat()) if days else (game.date, None, None)
    if column == "file":
        return (game.file, game.game_index)
    if column in ("black", "white"):
        return (game.black, game.black_rank) if column == "black" else (game.white, game.white_rank)
    return (getattr(game, column),)


def sort_key(column: str, values: tuple[object, ...], move: int | None) -> tuple[object, ...] | None:
    """How ``column`` orders a game (its ``sort_values``); None when the column is empty there."""
    if column == "move":
        return None if move is None else (move,)
    if column == "file":
        path, index = values
        return (str(path).casefold(), index)
    if column in ("black", "white"):
        name, rank = str(values[0]), str(values[1])
        return (name.casefold(), rank.casefold()) if name or rank else None
    if column == "result":
        result = str(values[0])
        # B+3.5 before B+12.5 (by the margin, not the text), then B+R, B+T...
        winner, _, margin = result.partition("+")
        if not result:
            return None
        try:
            return (winner.upper(), 0, float(margin), "")
        except ValueError:
            return (winner.upper(), 1, 0.0, margin.upper())
    if column == "date":
        # By the days the text names (2001-08-01 for "01.08.2001"): the import's parse of it.
        date, first, last = values
        if first is not None:
            return (0, first, last)
        return (1, str(date).casefold(), "") if str(date).strip() else None
    text = str(values[0]).strip()
    return (text.casefold(),) if text else None


def ordered(keys: Sequence[HitKey], keyed: dict[int, tuple[object, ...] | None], descending: bool) -> list[HitKey]:
    """``keys`` by their games' sort keys (stable); those without one last, as they came."""
    filled = [(sort, key) for key in keys if (sort := keyed[key[0]]) is not None]
    filled.sort(key=lambda pair: pair[0], reverse=descending)
    return [key for _, key in filled] + [key for key in keys if keyed[key[0]] is None]


class HitPages(Sequence[SearchHit]):
    """The games a search found, in order, read from the library a page at a time.

    ``read_rows(ids)`` returns the rows of those games; ``read_values(ids, column)`` the
    values ``column`` orders by (``SORT_SQL``), so a new order reads two or three columns of
    every hit, never whole rows. ``order`` is the (column, descending) the keys are in.

    A pattern search may still be finding its hits (``more``: the next keys, and None now
    and then while it checks games that are no hits): ``fetch`` finds as many as a page
    needs, ``advance`` does a bounded piece of the rest; ``len`` and anything else that needs
    every hit finish the search first.
    """

    def __init__(
        self,
        keys: list[HitKey],
        read_rows: Callable[[Sequence[int]], dict[int, GameRow]],
        read_values: Callable[[Sequence[int], str], dict[int, tuple[object, ...]]],
        *,
        order: tuple[str, bool] | None = None,
        page_size: int = PAGE_SIZE,
        more: Iterator[HitKey | None] | None = None,
        has_moves: bool | None = None,
    ) -> None:
        self._keys = keys
        self._read_rows = read_rows
        self._read_values = read_values
        self._pages: dict[int, list[SearchHit]] = {}
        self._more = more
        self.order = order
        self.page_size = max(1, page_size)
        #: Whether the hits carry move numbers (a board search).
        self.has_moves = has_moves if has_moves is not None else bool(keys) and keys[0][1] is not None

    # ------------------------------------------------------------------ finding
    @property
    def complete(self) -> bool:
        """Every hit is known (the search has looked at every candidate)."""
        return self._more is None

    @property
    def known(self) -> int:
        """The hits found so far (all of them once ``complete``)."""
        return len(self._keys)

    def fetch(self, count: int | None = None) -> int:
        """Find hits until ``count`` are known (None: every one); how many are known."""
        more = self._more
        keys = self._keys
        while more is not None and (count is None or len(keys) < count):
            key = next(more, _END)
            if key is _END:
                self._more = more = None
            elif key is not None:
                keys.append(key)  # type: ignore[arg-type]
        return len(keys)

    def advance(self, steps: int = 1) -> bool:
        """Go on finding for ``steps`` pieces (a hit, or a batch of games that were none);
        whether every hit is known now."""
        more = self._more
        for _ in range(steps):
            if more is None:
                break
            key = next(more, _END)
            if key is _END:
                self._more = more = None
            elif key is not None:
                self._keys.append(key)  # type: ignore[arg-type]
        return self._more is None

    # ------------------------------------------------------------------ reading
    def __len__(self) -> int:
        return self.fetch()

    @overload
    def __getitem__(self, index: int) -> SearchHit: ...

    @overload
    def __getitem__(self, index: slice) -> list[SearchHit]: ...

    def __getitem__(self, index: int | slice) -> SearchHit | list[SearchHit]:
        if isinstance(index, slice):
            forward = (index.step or 1) > 0 and (index.start or 0) >= 0
            # A slice from the front finds only as far as it reaches ([:200], the first page).
            known = self.fetch(index.stop) if forward and index.stop is not None and index.stop >= 0 else self.fetch()
            return [self[i] for i in range(*index.indices(known))]
        size = self.page_size
        # The whole page of the game asked for is found first: it is read from the library at once.
        known = self.fetch((index // size + 1) * size) if index >= 0 else self.fetch()
        if index < 0:
            index += known
        if not 0 <= index < known:
            raise IndexError(index)
        page, offset = divmod(index, size)
        return self._page(page)[offset]

    def __iter__(self) -> Iterator[SearchHit]:
        page = 0
        while page * self.page_size < self.fetch((page + 1) * self.page_size):
            yield from self._page(page)
            page += 1

    def _page(self, number: int) -> list[SearchHit]:
        start = number * self.page_size
        keys = self._keys[start : start + self.page_size]
        hits = self._pages.get(number)
        if hits is None or len(hits) < len(keys):  # a last page that has grown since
            rows = self._read_rows([key[0] for key in keys])
            hits = [
                SearchHit(rows[game], move, symmetry, line, swapped) for game, move, symmetry, line, swapped in keys
            ]
            self._pages[number] = hits
        return hits

    @property
    def rows_read(self) -> int:
        """How many games' rows were read so far (the benchmark and the tests watch it)."""
        return sum(len(hits) for hits in self._pages.values())

    @property
    def keys(self) -> list[HitKey]:
        """Every hit's key (the search finished first)."""
        self.fetch()
        return list(self._keys)

    def sorted_by(self, column: str, descending: bool = False) -> HitPages:
        """The same hits in another order; only the values that order needs are read (every
        hit must be known for it: a search still under way is finished first)."""
        if column not in ORDER_COLUMNS:
            raise ValueError(f"no such column to order by: {column}")
        if (column, descending) == self.order:
            return self
        self.fetch()
        if column == "move":
            keyed = {key[0]: sort_key("move", (), key[1]) for key in self._keys}
        else:
            values = self._read_values([key[0] for key in self._keys], column)
            keyed = {game: sort_key(column, found, None) for game, found in values.items()}
        keys = ordered(self._keys, keyed, descending)
        return HitPages(
            keys,
            self._read_rows,
            self._read_values,
            order=(column, descending),
            page_size=self.page_size,
            has_moves=self.has_moves,
        )


_END = object()  # what ``next`` answers when the search has found everything
