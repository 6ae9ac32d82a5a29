"""Zobrist keys of the position index: one 63-bit key per point and colour, one per board size.

The keys come from a fixed seed, in a fixed order: the hashes stored in every library
must be the same in every process and every run (changing the order would lose the
position index of the libraries already written). A search hashes the query under each
symmetry at once through ``key_table``'s packed keys; the import keeps one hash per
position through ``point_keys``.
"""

from __future__ import annotations

import random
import sys
from array import array

from qtgo.library import events as ev
from qtgo.library.symmetry import symmetries_for, transform_table

__all__ = ["empty_hash", "key_table", "point_keys", "position_hashes", "start_hash", "unpack"]

_HASH_BITS = 63

_rng = random.Random(0x716C_6962)  # fixed: hashes must be the same in every process and run
_KEYS = [[0] * 2704] + [[_rng.getrandbits(_HASH_BITS) for _ in range(2704)] for _ in range(2)]
_SIZE_KEYS = {(w, h): _rng.getrandbits(_HASH_BITS) for w in range(1, 53) for h in range(1, 53)}
del _rng

_KEY_TABLES: dict[tuple[int, int], list[list[int]]] = {}
_POINT_KEYS: dict[tuple[int, int], list[list[int]]] = {}
_BIG_ENDIAN = sys.byteorder == "big"
_LANE = 64  # the eight hashes of a position live in one integer, 64 bits apart


def key_table(width: int, height: int) -> list[list[int]]:
    """``table[colour][i]``: the keys of a stone at ``i`` under every symmetry, packed.

    Lane ``k`` (bits ``64k`` to ``64k + 62``) holds the key of the point's image under
    symmetry ``k``, so one XOR of Python integers updates all eight hashes at once.
    """
    table = _KEY_TABLES.get((width, height))
    if table is None:
        maps = [transform_table(k, width, height) for k in symmetries_for(width, height)]
        table = [[0] * (width * height)]
        for colour in (ev.BLACK, ev.WHITE):
            keys = _KEYS[colour]
            row = []
            for i in range(width * height):
                packed = 0
                for lane, m in enumerate(maps):
                    packed |= keys[(m[i] // width) * 52 + m[i] % width] << (_LANE * lane)
                row.append(packed)
            table.append(row)
        _KEY_TABLES[(width, height)] = table
    return table


def point_keys(width: int, height: int) -> list[list[int]]:
    """``table[colour][i]``: the key of a stone at ``i`` as it stands (what the index stores)."""
    table = _POINT_KEYS.get((width, height))
    if table is None:
        table = [[0] * (width * height)] + [
            [_KEYS[colour][(i // width) * 52 + i % width] for i in range(width * height)]
            for colour in (ev.BLACK, ev.WHITE)
        ]
        _POINT_KEYS[(width, height)] = table
    return table


def empty_hash(width: int, height: int) -> int:
    """The stored hash of the empty board (a key per size keeps the sizes apart)."""
    return _SIZE_KEYS[(width, height)]


def start_hash(width: int, height: int) -> int:
    """The packed hashes of the empty board (a key per size keeps sizes apart)."""
    key = _SIZE_KEYS[(width, height)]
    return sum(key << (_LANE * lane) for lane in range(len(symmetries_for(width, height))))


def unpack(packed: int, count: int) -> array[int]:
    """The ``count`` hashes of a packed value, index = symmetry."""
    lanes = array("Q", packed.to_bytes(count * 8, "little"))
    if _BIG_ENDIAN:
        lanes.byteswap()
    return lanes


def position_hashes(cells: list[int], width: int, height: int) -> list[int]:
    """The hash of a position under each symmetry of the board (index = symmetry)."""
    table = key_table(width, height)
    packed = start_hash(width, height)
    for i, state in enumerate(cells):
        if state:
            packed ^= table[state][i]
    return list(unpack(packed, len(symmetries_for(width, height))))
