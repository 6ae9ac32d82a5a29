"""What a search of the library gives: its games and its continuations (``Library.search``,
``Library.search_pages``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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
    """A search's result whose ``keys`` are made from its hits (``pattern_columns.HitColumns``)
    when first read: ``qtgo-cli library search --json`` writes the packed ones, and making
    the 4-4 stone's 178,000 tuples took 0.07 s. One set (as ``__init__`` does) is kept."""

    def __init__(self, continuations: list[Continuation], years: tuple[int, ...], hits: Any, packed: list[int]):
        super().__init__([], continuations, years, packed=packed)
        self._hits = hits
        self._keys: list[HitKey] | None = None

    @property
    def keys(self) -> list[HitKey]:
        if self._keys is None:
            self._keys = self._hits.keys()
        return self._keys

    @keys.setter
    def keys(self, value: list[HitKey]) -> None:
        self._keys = value


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
