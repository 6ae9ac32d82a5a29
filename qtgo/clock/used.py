"""How long each move took, read back from the time left that a record keeps.

A record holds, on each move's node, the mover's time left at the press (``BL``/``WL``)
and, in overtime, the periods or stones left (``OB``/``OW``); see
``GameClock.sgf_timing``. The time a move used is how far the mover's clock had to run
from the state after their previous press to this press: the previous remaining time
minus this one, plus a whole period for each overtime period used up, plus any increment
(and, in hourglass, the time the opponent used in between). It is worked out with the
same :mod:`budget` arithmetic the running clock uses (``restore``, ``after_move``,
``time_to_flag``), so the review and the clock can never disagree about a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from qtgo.clock.budget import Budget, add_time, after_move, initial, restore, time_to_flag
from qtgo.clock.control import TimeControl, TimeSystem

__all__ = ["ClockEntry", "MoveTime", "move_times"]


@dataclass(frozen=True)
class ClockEntry:
    """One move's clock record: whose move, ``BL``/``WL`` (None: not recorded), ``OB``/``OW``."""

    black: bool
    left: float | None
    count: int | None = None


@dataclass(frozen=True)
class MoveTime:
    """The seconds a move used (None: the record does not say) and whether it was pressed in overtime."""

    seconds: float | None
    overtime: bool = False


def _spent(control: TimeControl, before: Budget, now: Budget) -> float:
    """Clock time run from ``before`` to ``now``: what was left to the flag then, minus now."""
    return max(0.0, time_to_flag(control, before) - time_to_flag(control, now) + now.over)


def move_times(black: TimeControl, white: TimeControl, entries: Sequence[ClockEntry]) -> list[MoveTime]:
    """The time each move of ``entries`` (in game order) used, by the sides' time controls.

    A move whose own values are missing, or whose mover's previous state is unknown
    (an earlier move of theirs was not recorded), gets ``None``: a guess would be a lie.
    """
    controls = {True: black, False: white}
    states: dict[bool, Budget | None] = {side: initial(control) for side, control in controls.items()}
    found: list[MoveTime] = []
    for entry in entries:
        control = controls[entry.black]
        if control.system is TimeSystem.NONE or entry.left is None:
            found.append(MoveTime(None))
            states[entry.black] = None
            continue
        canadian = control.system is TimeSystem.CANADIAN
        now = restore(control, entry.left, entry.count)
        # Canadian OB counts the move: 0 means this press finished the block, so the time
        # left at the press is that of a block with its last stone in hand.
        at_press = restore(control, entry.left, 1) if canadian and entry.count == 0 else now
        before = states[entry.black]
        seconds = None if before is None else _spent(control, before, at_press)
        found.append(MoveTime(seconds, at_press.in_overtime))
        states[entry.black] = now if canadian else after_move(control, now)
        other = states[not entry.black]
        if control.system is TimeSystem.HOURGLASS and other is not None:
            states[not entry.black] = None if seconds is None else add_time(controls[not entry.black], other, seconds)
    return found
