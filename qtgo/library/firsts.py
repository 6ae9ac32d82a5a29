"""When each point of a line first got its stone, and when each part of the board first
lost one: what lets the pattern search answer most candidate games without a replay.

Until the first move at which a region of the board loses a stone (a capture, a move onto
a stone, a setup after play began), every point of it is empty up to the move that first
put a stone there, and holds that stone from then on. So up to then the region matches a
pattern after move ``t`` exactly when every stone of the pattern came at or before ``t``
(in its colour) and every point that must be empty came after it, and the next move in the
region is the first of its points filled after ``t``. ``pattern`` answers a line from these
bytes when the answer falls before that first loss (the common case: the opening patterns
that most games reach come long before the first capture in that corner), and replays the
line when it does not.

One blob a line (``first``): a byte a point, the move count at which a stone first came
there (0 = the setup before the first move, passes counted) up to ``LATE - 1``, ``LATE``
for a stone that came later than that, ``NEVER`` for none; then a byte for each block of
``BLOCK`` x ``BLOCK`` points (row by row, the last blocks cut by the board's edge): the
first move count at which a point of the block lost its stone (or was set up again after
play began), ``LATE`` or ``NEVER`` likewise. A block's byte counts for a whole region that
touches it: a loss just outside the region only makes the bytes answer less often. Last, a
bit a point (``colour_offset``: where they start; bit ``p & 7`` of byte ``p >> 3``): set when
the first stone that came there was black. With it the colour of a pattern's stone, and of
the next move in the region, is read without the ever-black and ever-white bit sets (whose
point held both colours cannot say which came first) and without fetching those words.
"""

from __future__ import annotations

from collections.abc import Sequence

from qtgo.library import events as ev

__all__ = ["BLOCK", "LATE", "NEVER", "block_of", "colour_offset", "first_stones"]

LATE = 254  # at move LATE or after: the exact move is not kept
NEVER = 255  # never
BLOCK = 4


def block_of(point: int, width: int, height: int) -> int:
    """The index in ``first`` of the byte of the block that holds ``point``."""
    y, x = divmod(point, width)
    return width * height + (y // BLOCK) * -(-width // BLOCK) + x // BLOCK


def colour_offset(width: int, height: int) -> int:
    """Where the first stones' colour bits start in ``first``: after the points and blocks."""
    return width * height + -(-width // BLOCK) * -(-height // BLOCK)


def first_stones(events: Sequence[int], width: int, height: int) -> bytes:
    """The ``first`` blob of a line's events (see the module's docstring)."""
    size = width * height
    across = -(-width // BLOCK)
    colours = size + across * -(-height // BLOCK)
    first = bytearray([NEVER]) * colours + bytearray(-(-size // 8))
    cells = bytearray(size)
    moves = 0
    shift = ev.SHIFT
    mask = ev.POINT_MASK
    for event in events:
        kind = event >> shift
        point = event & mask
        if kind <= ev.PASS_WHITE:
            moves += 1
        if point >= size or kind in (ev.PASS_BLACK, ev.PASS_WHITE):
            continue
        lost = False
        if kind <= ev.MOVE_WHITE:
            if cells[point]:
                lost = True  # a move onto a stone: the old one is gone
            elif first[point] == NEVER:
                first[point] = moves if moves < LATE else LATE
                if kind == ev.MOVE_BLACK:
                    first[colours + (point >> 3)] |= 1 << (point & 7)
            cells[point] = 1
        elif kind == ev.CAPTURE:
            lost = True
            cells[point] = 0
        else:  # a setup: before the first move it puts the first stones, after it it is a change
            stone = kind != ev.SET_EMPTY
            if moves or cells[point] or not stone or first[point] != NEVER:
                lost = True
            else:
                first[point] = 0
                if kind == ev.SET_BLACK:
                    first[colours + (point >> 3)] |= 1 << (point & 7)
            cells[point] = stone
        if lost:
            y, x = divmod(point, width)
            block = size + (y // BLOCK) * across + x // BLOCK
            when = moves if moves < LATE else LATE
            if when < first[block]:
                first[block] = when
    return bytes(first)
