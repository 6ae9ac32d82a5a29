"""The board's per-size lookup tables: Zobrist keys and each point's neighbours.

Kept apart from ``board`` (which uses them on every move) because they are built once per
board size and shared by every ``Board`` of that size; they hold no position.
"""

from __future__ import annotations

import random
import struct

__all__ = ["MAX_SIZE", "TO_PLAY_KEY", "neighbour_table", "zobrist_tables"]

MAX_SIZE = 52

# One fixed table of 64-bit keys for every point of the largest board, so hashes are the
# same from run to run (tests, caches) and independent of the process.
_ZOBRIST_SEED = 0x5147_6F5A_6F62_7269
# The keys are drawn in one call: ``getrandbits(64 * n)`` is the same stream of 32-bit words
# as n calls of ``getrandbits(64)``, least significant first, so the keys are those n calls
# would give (a test checks it), for a hundredth of the work (this runs at every start).
_POINTS = MAX_SIZE * MAX_SIZE
_COUNT = 2 * _POINTS + 2
_DRAWN = struct.unpack(
    f"<{_COUNT}Q", random.Random(_ZOBRIST_SEED).getrandbits(64 * _COUNT).to_bytes(8 * _COUNT, "little")
)
_KEYS = [list(_DRAWN[:_POINTS]), list(_DRAWN[_POINTS : 2 * _POINTS])]
# Situational superko keys: XORed into a board hash to say who is to move.
TO_PLAY_KEY = (0, _DRAWN[2 * _POINTS], _DRAWN[2 * _POINTS + 1])
del _DRAWN

_TABLES: dict[tuple[int, int], tuple[list[int] | None, list[int], list[int]]] = {}


def zobrist_tables(width: int, height: int) -> tuple[list[int] | None, list[int], list[int]]:
    """Per-size key tables indexed by padded board index (cached)."""
    table = _TABLES.get((width, height))
    if table is None:
        stride = width + 2
        black = [0] * (stride * (height + 2))
        white = [0] * (stride * (height + 2))
        for y in range(height):
            for x in range(width):
                index = (y + 1) * stride + x + 1
                black[index] = _KEYS[0][y * MAX_SIZE + x]
                white[index] = _KEYS[1][y * MAX_SIZE + x]
        table = (None, black, white)
        _TABLES[(width, height)] = table
    return table


_NEIGHBOURS: dict[tuple[int, int], list[tuple[int, ...]]] = {}


def neighbour_table(width: int, height: int) -> list[tuple[int, ...]]:
    """For each padded index, its four neighbours (border points included; cached per size)."""
    table = _NEIGHBOURS.get((width, height))
    if table is None:
        stride = width + 2
        size = stride * (height + 2)
        table = [(i - 1, i + 1, i - stride, i + stride) if stride <= i < size - stride else () for i in range(size)]
        _NEIGHBOURS[(width, height)] = table
    return table
