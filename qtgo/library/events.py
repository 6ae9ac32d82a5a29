"""The compact form of a line of play that the searches replay: 16-bit events.

An event is ``kind << 13 | point`` with ``point = y * width + x`` (boards up to 52x52
fit in 13 bits). Captures follow the move that made them. Storing the captures, not just
the moves, means a search replays a game with list assignments and no rules at all, which
is what makes the exact check of thousands of candidate games affordable in Python.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Iterable

__all__ = [
    "BLACK",
    "CAPTURE",
    "EMPTY",
    "MOVE_BLACK",
    "MOVE_WHITE",
    "PASS_BLACK",
    "PASS_WHITE",
    "POINT_MASK",
    "SET_BLACK",
    "SET_EMPTY",
    "SET_WHITE",
    "WHITE",
    "board_after",
    "decode",
    "encode",
    "ever_occupied",
    "next_move",
]

EMPTY, BLACK, WHITE = 0, 1, 2

MOVE_BLACK = 0
MOVE_WHITE = 1
PASS_BLACK = 2
PASS_WHITE = 3
CAPTURE = 4
SET_BLACK = 5
SET_WHITE = 6
SET_EMPTY = 7
POINT_MASK = 0x1FFF
SHIFT = 13

# The state each kind leaves on its point (passes touch no point).
RESULT = (BLACK, WHITE, None, None, EMPTY, BLACK, WHITE, EMPTY)


def encode(events: Iterable[int]) -> bytes:
    """Events as little-endian 16-bit words (the database's form on every machine)."""
    words = array("H", events)
    if sys.byteorder != "little":
        words.byteswap()
    return words.tobytes()


def decode(data: bytes) -> array[int]:
    words = array("H")
    words.frombytes(data)
    if sys.byteorder != "little":
        words.byteswap()
    return words


def board_after(events: array[int], move: int, size: int) -> list[int]:
    """The cells (``EMPTY``/``BLACK``/``WHITE``) after ``move`` moves (before the next one)."""
    cells = [EMPTY] * size
    seen = 0
    for event in events:
        kind = event >> SHIFT
        if kind <= PASS_WHITE:
            if seen == move:
                break
            seen += 1
        state = RESULT[kind]
        if state is not None:
            cells[event & POINT_MASK] = state
    return cells


def next_move(events: array[int], move: int) -> tuple[int, int | None] | None:
    """Move ``move + 1`` as (colour, point index or None for a pass), None past the end."""
    seen = 0
    for event in events:
        kind = event >> SHIFT
        if kind <= PASS_WHITE:
            if seen == move:
                color = BLACK if kind in (MOVE_BLACK, PASS_BLACK) else WHITE
                return color, (event & POINT_MASK) if kind <= MOVE_WHITE else None
            seen += 1
    return None


def ever_occupied(events: array[int]) -> tuple[int, int]:
    """The bit sets of the points where a black and a white stone ever stood (moves and setup)."""
    black = white = 0
    for event in events:
        kind = event >> SHIFT
        if kind in (MOVE_BLACK, SET_BLACK):
            black |= 1 << (event & POINT_MASK)
        elif kind in (MOVE_WHITE, SET_WHITE):
            white |= 1 << (event & POINT_MASK)
    return black, white
