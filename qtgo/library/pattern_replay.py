"""The replay of many candidate lines at once, with numpy: where each first reaches a variant.

The lines whose ``first`` bytes cannot tell (a corner that lost a stone before the pattern
could stand in it) are replayed from their events. One line at a time in Python
(``pattern._check``) that cost about 60 microseconds a line: 0.3 s of a search for a real
corner in 200,000 games, which replays 5,200 lines. Here every line's events are one array
and each step of ``_check`` is an operation over all of them (about half the time):

* the events ``_check`` looks at are picked by value (setups; moves and captures on a point
  a variant the line fits needs), the rest only bound the positions the index knows;
* the state each picked event leaves on its point, and the one it found there (the last
  event on that point of that line before it), give each variant's count of points that
  differ from it as a running sum along each line (``_check``'s ``mismatch``);
* after each picked event a variant that differs nowhere matches when the position is one
  the index knows: the next move, pass, setup or picked capture says so (``pattern._sampled``).

The first such event of a line, and at it the lowest variant, are ``_check``'s answer;
``tests/library/test_library_search.py`` compares the two on every line of many patterns
and on random streams of events.
"""

from __future__ import annotations

from collections.abc import Sequence

from qtgo.library import events as ev
from qtgo.library._numpy import np, npt
from qtgo.library.pattern import _Variant

__all__ = ["first_matches"]

_Ints = npt.NDArray[np.int64]
#: The state each kind of event leaves on its point (-1: none, a pass).
_STATE = np.array([-1 if state is None else state for state in ev.RESULT], dtype=np.int64)


def first_matches(
    blobs: Sequence[bytes], fits: Sequence[int], chosen: Sequence[_Variant], size: int
) -> list[tuple[int, int] | None]:
    """For each line (its events as stored, the variants of ``chosen`` it fits as a bit
    each), ``pattern._check``'s answer: the index of the event before which it first
    matches a variant it fits, at a position the index knows, and that variant's index in
    ``chosen`` (the lowest, when several match there); None when it never does."""
    count = len(blobs)
    if not count:
        return []
    ends = np.cumsum([len(blob) // 2 for blob in blobs], dtype=np.int64)
    starts = np.append(0, ends[:-1])
    events = np.frombuffer(b"".join(blobs), dtype="<u2")
    total = events.size
    watch = np.zeros(ev.POINT_MASK + 1, dtype=np.int64)  # a bit for each variant that needs the point
    for index, variant in enumerate(chosen):
        for place, _state in variant.required:
            watch[place] |= 1 << index
    # The events each line's ``_check`` looks at: setups, and moves and captures on a point
    # some variant it fits needs (``_Plan.relevant``). The variants that look at an event,
    # by its value (every one for a setup), against the line's: one pass over the events.
    looked_at_by = np.zeros(1 << 16, dtype=np.int64)
    looked_at_by[ev.SET_BLACK << ev.SHIFT :] = -1
    needed = np.flatnonzero(watch)
    for placing in (ev.MOVE_BLACK, ev.MOVE_WHITE, ev.CAPTURE):
        looked_at_by[(placing << ev.SHIFT) + needed] = watch[needed]
    owner = np.repeat(np.arange(count, dtype=np.int64), ends - starts)  # each event's line
    line_fits = np.array(fits, dtype=np.int64)
    seen = np.flatnonzero(looked_at_by[events] & line_fits[owner])
    line = owner[seen]
    kind = (events[seen] >> ev.SHIFT).astype(np.int64)
    point = (events[seen] & ev.POINT_MASK).astype(np.int64)
    # Where ``_sampled`` stops: moves and passes, setups, and the captures ``_check`` looks at.
    stops = events < (ev.CAPTURE << ev.SHIFT)
    stops[seen[kind == ev.CAPTURE]] = True
    stops |= events >= (ev.SET_BLACK << ev.SHIFT)
    stop_at = np.append(np.flatnonzero(stops), total)
    from_start = _sampled(events, stop_at, starts, ends)
    after = _sampled(events, stop_at, seen + 1, ends[line], starts[line])
    state, before = _states(kind, point, line, watch, size)
    spread = len(chosen)
    never = spread * (total + 2)
    best = np.full(count, never, dtype=np.int64)  # (event looked at + 1) * spread + variant, the lowest
    for index, variant in enumerate(chosen):
        lines_fit = (line_fits >> index) & 1 == 1
        if not lines_fit.any():
            continue
        wanted = np.full(ev.POINT_MASK + 1, -1, dtype=np.int64)
        stones = 0
        for place, state_wanted in variant.required:
            wanted[place] = state_wanted
            stones += state_wanted != ev.EMPTY
        # The events of the lines that fit this variant only (most lines fit one of eight).
        mine = np.flatnonzero(lines_fit[line])
        mine_line = line[mine]
        want = wanted[point[mine]]
        mine_state, mine_before = state[mine], before[mine]
        on = (want >= 0) & (mine_state >= 0)  # an event that sets a point the variant needs
        change = np.zeros(mine.size, dtype=np.int32)
        change[on] = (mine_state[on] != want[on]).astype(np.int32) - (mine_before[on] != want[on])
        running = np.cumsum(change, dtype=np.int32)
        start = np.searchsorted(mine_line, mine_line)  # each event's line's first event here
        differ = stones + running - (running - change)[start]
        at = np.flatnonzero((differ == 0) & (after[mine] >= 0))
        if at.size:
            first_lines, first = np.unique(mine_line[at], return_index=True)
            key = (seen[mine[at[first]]] - starts[first_lines] + 1) * spread + index
            best[first_lines] = np.minimum(best[first_lines], key)
        if stones == 0:  # it differs nowhere before the first event
            ready = lines_fit & (from_start >= 0)
            best[ready] = np.minimum(best[ready], index)
    # Where each line's match is known: at its first position, or after the event looked at
    # (one ``_sampled`` for every line, not one a line).
    matched = np.flatnonzero(best != never)
    looked_at, which = np.divmod(best[matched], spread)
    later = looked_at > 0
    known = from_start[matched]
    if later.any():
        lines = matched[later]
        known[later] = _sampled(events, stop_at, starts[lines] + looked_at[later], ends[lines], starts[lines])
    found: list[tuple[int, int] | None] = [None] * count
    for number, at, index in zip(matched.tolist(), known.tolist(), which.tolist(), strict=True):
        found[number] = (at, index)
    return found


def _sampled(
    events: npt.NDArray[np.uint16], stop_at: _Ints, place: _Ints, last: _Ints, first: _Ints | None = None
) -> _Ints:
    """``pattern._sampled`` from the events ``place`` (global indices) of lines that end
    before ``last`` and start at ``first`` (``place`` itself when not given): the index in
    the line of the next position the index knows, or -1. ``stop_at``: the events
    ``_sampled`` stops at, in order, then the end of every line (it skips the others)."""
    if first is None:
        first = place
    total = events.size
    stop = np.minimum(stop_at[np.searchsorted(stop_at, place)], last)
    value = events[np.minimum(stop, total - 1)]
    previous = events[np.maximum(np.minimum(stop, total - 1) - 1, 0)]
    setup_from = ev.SET_BLACK << ev.SHIFT
    move = value < (ev.CAPTURE << ev.SHIFT)
    fresh = (value >= setup_from) & (stop > first) & (previous < setup_from)
    return np.where((stop == last) | move | fresh, stop - first, -1)


def _states(kind: _Ints, point: _Ints, line: _Ints, watch: _Ints, size: int) -> tuple[_Ints, _Ints]:
    """(the state each event leaves on its point, the state it found there) for the events
    that set a point some variant needs (-1 for the others): the states ``_check`` follows."""
    state = _STATE[kind]
    followed = np.flatnonzero((watch[point] != 0) & (state >= 0) & (point < size))
    # By line and point, each point's events in their order (a stable sort of one key).
    order = followed[np.argsort(line[followed] * (ev.POINT_MASK + 1) + point[followed], kind="stable")]
    found = np.full(order.size, ev.EMPTY, dtype=np.int64)  # a point's first event finds it empty
    if order.size > 1:
        same = (line[order[1:]] == line[order[:-1]]) & (point[order[1:]] == point[order[:-1]])
        found[1:] = np.where(same, state[order[:-1]], ev.EMPTY)
    before = np.full(kind.size, -1, dtype=np.int64)
    before[order] = found
    return np.where(before >= 0, state, -1), before
