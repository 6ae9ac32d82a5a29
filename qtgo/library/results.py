"""What a search of the library gives: its games and its continuations (``Library.search``,
``Library.search_pages``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from qtgo._gc import collector_paused
from qtgo.library.continuations import YearsSummary, summarise_years
from qtgo.library.pages import HitKey, HitPages
from qtgo.library.pattern import Continuation
from qtgo.library.rows import SearchHit

__all__ = ["PagedResult", "SearchResult"]


@dataclass
class SearchResult:
    games: list[SearchHit] = field(default_factory=list)
    continuations: list[Continuation] = field(default_factory=list)
    years: tuple[int, ...] = ()  # the years of the dated games found, in order (see ``continuations``)
    keys: list[HitKey] = field(default_factory=list)  # the games found: (game, move, symmetry, line, swapped)
    packed: list[int] | None = None  # the keys as ``games_json`` packs them, when already packed

    def years_of(self, continuation: Continuation) -> YearsSummary | None:
        """When the continuation was played, read against every game found."""
        return summarise_years(continuation.years, self.years)


class _KeysWhenRead(SearchResult):
    """A search's result whose ``keys`` and ``packed`` keys are made from its hits
    (``pattern_columns.HitColumns``, which fit a packed integer) when first read: ``qtgo-cli
    library search --json`` has the games packed as they are found and reads neither, and
    making the 4-4 stone's 178,000 tuples took 0.07 s, packing them 0.015 s. Its continuations and years are counted when
    first read (``counting``), so that the CLI has the games' JSON made meanwhile. One set
    is kept (a set of continuations or years counts first, for the other)."""

    def __init__(self, counting: Callable[[], PagedResult._Counted], hits: Any):
        self.games = []  # not the dataclass's ``__init__``: it would set the rest
        self._packed: list[int] | None = None
        self._counting: Callable[[], PagedResult._Counted] | None = counting
        self._hits = hits
        self._keys: list[HitKey] | None = None

    def _counted(self) -> PagedResult._Counted:
        if self._counting is not None:
            with collector_paused():  # as during the search
                self._continuations, self._years = self._counting()
            self._counting = None
        return self._continuations, self._years

    @property
    def keys(self) -> list[HitKey]:
        if self._keys is None:
            self._keys = self._hits.keys()
        return self._keys

    @keys.setter
    def keys(self, value: list[HitKey]) -> None:
        self._keys = value

    @property  # the field, made when read
    def packed(self) -> list[int] | None:
        if self._packed is None:
            self._packed = self._hits.packed()
        return self._packed

    @packed.setter
    def packed(self, value: list[int] | None) -> None:
        self._packed = value

    @property
    def continuations(self) -> list[Continuation]:
        return self._counted()[0]

    @continuations.setter
    def continuations(self, value: list[Continuation]) -> None:
        self._counted()  # the years first
        self._continuations = value

    @property
    def years(self) -> tuple[int, ...]:
        return self._counted()[1]

    @years.setter
    def years(self, value: tuple[int, ...]) -> None:
        self._counted()  # the continuations first
        self._years = value


class PagedResult:
    """A search's games read a page at a time (``pages.HitPages``) and its continuations,
    counted over every hit with their years and verdicts (``counted``: them and the years of
    every hit, or what works them out): asking for them finishes a pattern search under way."""

    _Counted = tuple[list[Continuation], tuple[int, ...]]

    def __init__(self, games: HitPages, counted: _Counted | Callable[[], _Counted] = ([], ())) -> None:
        self.games = games
        self._counted = counted

    def _count(self) -> _Counted:
        if callable(self._counted):
            self.games.fetch()
            self._counted = self._counted()
        return self._counted

    @property
    def continuations(self) -> list[Continuation]:
        return self._count()[0]

    @property
    def years(self) -> tuple[int, ...]:
        """The years of the dated games found, in order."""
        return self._count()[1]

    def years_of(self, continuation: Continuation) -> YearsSummary | None:
        """When the continuation was played, read against every game found."""
        return summarise_years(continuation.years, self.years)
