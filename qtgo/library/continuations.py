"""What the pattern search says of each continuation beside its count and wins: the years it
was played and the engine's verdict on it ("D17 412×, mostly before 2016, −2.1; C14 38×,
since 2017").

The years come from the games' dates as the import read them (``games.date_first``). The
verdict is the mean of the points the move lost in the games of the library that were
analysed (their records' saved evaluations, kept at import in ``move_losses``), so it is the
engine's judgement of the move *in those games*, with how many games it rests on; a
continuation played in no analysed game has none.
"""

from __future__ import annotations

import enum
import sqlite3
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from qtgo.library.schema import IN_IDS, id_list

__all__ = [
    "YearsKind",
    "YearsSummary",
    "fill_verdicts",
    "saved_losses",
    "summarise_years",
    "years_phrase",
]

#: A continuation's games count as "mostly" on one side of a year from this share on.
MOSTLY = 0.75


class YearsKind(enum.Enum):
    """How a continuation's years read against those of every game the search found."""

    ONE = "one"  # every game in one year
    SINCE = "since"  # not in the search's earliest year: first played in ``year``
    MOSTLY_BEFORE = "mostly_before"  # at least MOSTLY of its games before ``year``
    MOSTLY_SINCE = "mostly_since"  # at least MOSTLY of its games in ``year`` or later
    SPAN = "span"  # spread over ``first``..``last``


@dataclass(frozen=True)
class YearsSummary:
    kind: YearsKind
    year: int  # the year the phrase names (ONE, SINCE: the first; MOSTLY_*: the search's median)
    first: int
    last: int


class _Continuation(Protocol):
    game_ids: list[int]
    plays: list[tuple[int, int]]
    years: tuple[int, ...]
    judged: int
    mean_loss: float | None


def summarise_years(years: Sequence[int], everyone: Sequence[int]) -> YearsSummary | None:
    """``years``: a continuation's games' years; ``everyone``: those of all the search's games,
    in order (as ``pattern_columns.count_continuations`` gives them), so that their first and median are
    read, not sorted again for each continuation."""
    if not years:
        return None
    ordered = sorted(years)
    first, last = ordered[0], ordered[-1]
    if first == last:
        return YearsSummary(YearsKind.ONE, first, first, last)
    if everyone and first > everyone[0]:
        return YearsSummary(YearsKind.SINCE, first, first, last)
    pivot = everyone[(len(everyone) - 1) // 2] if everyone else first  # the low median
    before = sum(1 for year in ordered if year < pivot)
    if before >= MOSTLY * len(ordered):
        return YearsSummary(YearsKind.MOSTLY_BEFORE, pivot, first, last)
    if len(ordered) - before >= MOSTLY * len(ordered) and before:
        return YearsSummary(YearsKind.MOSTLY_SINCE, pivot, first, last)
    return YearsSummary(YearsKind.SPAN, first, first, last)


def years_phrase(summary: YearsSummary) -> str:
    """The summary in English words (the window translates the summary itself)."""
    if summary.kind is YearsKind.ONE:
        return f"in {summary.year}"
    if summary.kind is YearsKind.SINCE:
        return f"since {summary.year}"
    if summary.kind is YearsKind.MOSTLY_BEFORE:
        return f"mostly before {summary.year}"
    if summary.kind is YearsKind.MOSTLY_SINCE:
        return f"mostly since {summary.year}"
    return f"{summary.first}–{summary.last}"


def saved_losses(db: sqlite3.Connection, game_ids: Iterable[int]) -> dict[tuple[int, int], float]:
    """The saved verdicts of the games' moves, by (game, move): the games with none have
    no entry (no query per game when no game of the library has any)."""
    if db.execute("SELECT 1 FROM move_losses LIMIT 1").fetchone() is None:
        return {}
    sql = f"SELECT game_id, move, loss FROM move_losses WHERE game_id {IN_IDS}"
    rows = db.execute(sql, (id_list(sorted(set(game_ids))),))
    return {(game_id, move): loss for game_id, move, loss in rows}


def fill_verdicts(
    db: sqlite3.Connection,
    continuations: Sequence[_Continuation],
    losses: dict[tuple[int, int], float] | None = None,
) -> None:
    """Fill each continuation's verdict (``judged`` games, ``mean_loss``) from its ``plays``
    (its moves in analysed games: ``pattern_columns.count_continuations``) and ``losses``
    (``saved_losses`` of their games, read here when not given)."""
    if losses is None:
        losses = saved_losses(db, (game_id for c in continuations for game_id, _move in c.plays))
    for continuation in continuations:
        verdicts = [losses[play] for play in continuation.plays if play in losses] if losses else []
        continuation.judged = len(verdicts)
        continuation.mean_loss = statistics.fmean(verdicts) if verdicts else None
