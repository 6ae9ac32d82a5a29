"""When each point of a line first got its stone: what lets the pattern search answer most
candidate games without replaying them.

A point whose only event in the line is one stone put on it (by a move, or by the setup
before the first move) is *regular*: empty up to that move, then that stone to the end.
Any other history (a capture, a move onto a stone, a setup after play began, a second
setup) makes it *cleared*. Over a region of regular points the board at every move is
known from the moves at which its points were first filled: the region matches a pattern
after move ``t`` exactly when every stone of the pattern came at or before ``t`` and every
point that must be empty came after it, and the next move in the region is the first of
its points filled after ``t``. ``pattern`` uses that for the lines whose candidate regions
hold no cleared point (the common case: most games' corners see their first capture long
after the opening patterns are played), and replays the others.

Per line, one byte a point (``first``): the move count at which its stone came (0 = the
setup before the first move, passes counted) up to ``LATE - 1``; ``LATE`` for a stone that
came later than that; ``NEVER`` for a point that never held one. And the cleared points as
a bit set (``cleared``).
"""

from __future__ import annotations

from collections.abc import Sequence

from qtgo.library import events as ev

__all__ = ["LATE", "NEVER", "first_stones"]

LATE = 254  # the stone came at move LATE or after: its exact move is not kept
NEVER = 255  # no stone was ever put there (a cleared point's byte is never read)

_MOVE_KINDS = (ev.MOVE_BLACK, ev.MOVE_WHITE)
_PASS_KINDS = (ev.PASS_BLACK, ev.PASS_WHITE)


def first_stones(events: Sequence[int], size: int) -> tuple[bytes, int]:
    """(``first``, ``cleared``) of a line's events on a board of ``size`` points.

    A cleared point's byte is whatever it was first (it is never read: a region that
    holds a cleared point is replayed).
    """
    first = bytearray([NEVER]) * size
    cleared = 0
    moves = 0
    shift = ev.SHIFT
    mask = ev.POINT_MASK
    for event in events:
        kind = event >> shift
        point = event & mask
        if kind in _MOVE_KINDS:
            moves += 1
            if point >= size:
                continue
            if first[point] != NEVER or cleared >> point & 1:
                cleared |= 1 << point  # a move onto a stone: the old one is gone
            else:
                first[point] = moves if moves < LATE else LATE
        elif kind in _PASS_KINDS:
            moves += 1
        elif point < size:
            if kind == ev.CAPTURE or kind == ev.SET_EMPTY or moves or first[point] != NEVER:
                cleared |= 1 << point
            else:
                first[point] = 0  # the setup before the first move
    return bytes(first), cleared
