"""The Zobrist keys: the same numbers from run to run as one ``getrandbits(64)`` per key."""

from __future__ import annotations

import random

from qtgo.rules import _tables


def test_keys_are_the_seeded_stream_drawn_one_key_at_a_time() -> None:
    # Hashes are stored (caches, tests): the one-call draw must give the keys the
    # key-by-key draw gave, in the same order, the to-move keys last.
    rng = random.Random(_tables._ZOBRIST_SEED)
    points = _tables.MAX_SIZE * _tables.MAX_SIZE
    black = [rng.getrandbits(64) for _ in range(points)]
    white = [rng.getrandbits(64) for _ in range(points)]
    to_play = (0, rng.getrandbits(64), rng.getrandbits(64))
    assert [black, white] == _tables._KEYS
    assert to_play == _tables.TO_PLAY_KEY


def test_a_size_table_places_the_keys_of_its_points() -> None:
    _, black, white = _tables.zobrist_tables(3, 2)
    stride = 3 + 2
    assert black[1 * stride + 1] == _tables._KEYS[0][0]
    assert white[2 * stride + 3] == _tables._KEYS[1][1 * _tables.MAX_SIZE + 2]
    assert black[0] == 0
