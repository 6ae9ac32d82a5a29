"""Whole-board position search through the index of Zobrist hashes.

Every position a line reaches is stored as ``(hash, key)``: the position's hash as it
stands and a ``key`` that packs the game, line and move (a position met again, after a
ko, gets a row for each move; the search keeps the first). A query is hashed in each of
its eight images (four on a rectangular board) and looked up eight times: a hit on image
``k`` is the game showing the query turned by symmetry ``k``. Eight B-tree lookups cost
well under a millisecond, and the import then updates one 64-bit hash per stone instead
of eight. Hashes are 63 bits: with ten million positions the chance that a query meets a
false hit is about one in a billion.
"""

from __future__ import annotations

import sqlite3
from array import array
from collections.abc import Iterable
from dataclasses import dataclass

from qtgo.library import events as ev
from qtgo.library.hashes import empty_hash, point_keys, position_hashes
from qtgo.library.symmetry import symmetries_for

__all__ = ["KEY_GAME_SHIFT", "PositionHit", "find_position", "game_key_range", "line_hashes", "pack_key", "unpack_key"]

KEY_GAME_SHIFT = 23


def pack_key(game_id: int, line: int, move: int, symmetry: int) -> int:
    return game_id << KEY_GAME_SHIFT | line << 15 | move << 3 | symmetry


def unpack_key(key: int) -> tuple[int, int, int, int]:
    """(game id, line, move, symmetry)."""
    return key >> KEY_GAME_SHIFT, (key >> 15) & 0xFF, (key >> 3) & 0xFFF, key & 7


def game_key_range(game_id: int) -> tuple[int, int]:
    return game_id << KEY_GAME_SHIFT, ((game_id + 1) << KEY_GAME_SHIFT) - 1


def line_hashes(events: array[int], width: int, height: int) -> set[int]:
    """Every hash the line passes through (a superset of what was indexed)."""
    table = point_keys(width, height)
    cells = [ev.EMPTY] * (width * height)
    h = empty_hash(width, height)
    seen = {h}
    for event in events:
        state = ev.RESULT[event >> ev.SHIFT]
        if state is None:
            continue
        point = event & ev.POINT_MASK
        old = cells[point]
        if old:
            h ^= table[old][point]
        if state:
            h ^= table[state][point]
        cells[point] = state
        seen.add(h)
    return seen


@dataclass(frozen=True)
class PositionHit:
    """A line reaching the position: at ``move``, with the query seen under ``symmetry``."""

    game_id: int
    line: int
    move: int
    symmetry: int
    swapped: bool


def find_position(
    connection: sqlite3.Connection,
    cells: list[int],
    width: int,
    height: int,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
) -> list[PositionHit]:
    """The first hit of each game (the main line first, then the lowest variation)."""
    queries = [(False, cells)]
    if swap_colors:
        swapped = [(3 - c) if c else 0 for c in cells]
        if swapped != cells:
            queries.append((True, swapped))
    allowed = set(game_ids) if game_ids is not None else None
    best: dict[int, PositionHit] = {}
    syms = symmetries_for(width, height)
    for is_swapped, query in queries:
        hashes = position_hashes(query, width, height)  # index = symmetry
        seen: set[int] = set()
        for k, h in zip(syms, hashes, strict=True):
            if h in seen:  # the query looks the same turned by k: an earlier k found these
                continue
            seen.add(h)
            rows = connection.execute(
                "SELECT key FROM positions WHERE hash = ? UNION ALL SELECT key FROM positions_pending WHERE hash = ?",
                (h, h),
            ).fetchall()
            for (key,) in rows:
                game_id, line, move, _ = unpack_key(key)
                if (line and not variations) or (allowed is not None and game_id not in allowed):
                    continue
                hit = PositionHit(game_id, line, move, k, is_swapped)
                old = best.get(game_id)
                if old is None or (hit.line, hit.move, hit.swapped, hit.symmetry) < (
                    old.line,
                    old.move,
                    old.swapped,
                    old.symmetry,
                ):
                    best[game_id] = hit
    return sorted(best.values(), key=lambda h: h.game_id)
