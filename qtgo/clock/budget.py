"""The pure arithmetic of one player's time: what is left after a stretch of thinking.

A :class:`Budget` is one player's time state at one instant. :func:`advance` moves it
forward by elapsed seconds in one step, however long the stretch, so the clock's state
is always computed from two timestamps and never from counting ticks.

Boundary rule (what a real clock does): a block of time that reaches exactly zero is
gone. Main time that hits exactly 0 starts the overtime (a fresh byo-yomi period, a
Canadian block, or the first Ing period, bought at that instant); a byo-yomi period that
reaches exactly 0 is used up; when the last block reaches exactly 0 the flag falls. So
a press at the very instant of zero is a press after the flag.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from qtgo.clock.control import TimeControl, TimeSystem


@dataclass(frozen=True)
class Budget:
    """One player's time at one instant (seconds; see :class:`PlayerClock` for meaning)."""

    main: float
    in_overtime: bool = False
    period: float = 0.0
    periods: int = 0
    stones: int = 0
    bought: int = 0
    flagged: bool = False
    over: float = 0.0
    used: float = 0.0


def initial(control: TimeControl) -> Budget:
    """The budget before the first move; a zero main time starts in overtime at once."""
    return advance(control, Budget(main=control.main), 0.0)


def time_to_flag(control: TimeControl, budget: Budget) -> float:
    """Seconds of running before this player's flag falls (``inf`` without a limit)."""
    system = control.system
    if system is TimeSystem.NONE:
        return math.inf
    if budget.flagged:
        return 0.0
    if system is TimeSystem.BYO_YOMI:
        if budget.in_overtime:
            return budget.period + (budget.periods - 1) * control.period
        return budget.main + control.periods * control.period
    if system is TimeSystem.CANADIAN:
        return budget.period if budget.in_overtime else budget.main + control.period
    if system is TimeSystem.ING:
        if budget.in_overtime:
            return budget.period + (control.periods - budget.bought) * control.period
        return budget.main + control.periods * control.period
    return budget.main


def advance(control: TimeControl, budget: Budget, elapsed: float, *, count_used: bool = True) -> Budget:
    """The budget after ``elapsed`` seconds of this player's clock running."""
    if elapsed < 0:
        raise ValueError("elapsed time cannot be negative")
    used = budget.used + elapsed if count_used else budget.used
    system = control.system
    if system is TimeSystem.NONE:
        return replace(budget, used=used)
    if budget.flagged:
        return replace(budget, over=budget.over + elapsed, used=used)
    left = elapsed
    main, in_ot = budget.main, budget.in_overtime
    period, periods, stones, bought = budget.period, budget.periods, budget.stones, budget.bought
    if not in_ot:
        if left < main:
            return replace(budget, main=main - left, used=used)
        left -= main
        main = 0.0
        if not system.has_overtime:
            return replace(budget, main=0.0, flagged=True, over=left, used=used)
        in_ot = True
        if system is TimeSystem.BYO_YOMI:
            period, periods = 0.0, control.periods + 1  # the loop below opens the first period
        elif system is TimeSystem.CANADIAN:
            period, stones = control.period, control.stones
        else:  # ING: the first period is bought as the main time reaches zero
            period, bought = 0.0, 0
    flagged, over = False, 0.0
    if system is TimeSystem.BYO_YOMI:
        while left >= period:
            left -= period
            periods -= 1
            if periods == 0:
                flagged, over, period = True, left, 0.0
                break
            period = control.period
    elif system is TimeSystem.CANADIAN:
        if left >= period:
            flagged, over, period = True, left - period, 0.0
    else:  # ING
        while left >= period:
            left -= period
            if bought == control.periods:
                flagged, over, period = True, left, 0.0
                break
            bought += 1
            period = control.period
    if not flagged:
        period -= left
    return Budget(
        main=main,
        in_overtime=in_ot,
        period=period,
        periods=periods,
        stones=stones,
        bought=bought,
        flagged=flagged,
        over=over,
        used=used,
    )


def exhaust(control: TimeControl, budget: Budget) -> Budget:
    """The budget with every block gone and the flag down: where :func:`advance` lands
    at exactly :func:`time_to_flag`, stated outright so float rounding in a long sum of
    periods can never leave a sliver of time behind a fallen flag."""
    if control.system is TimeSystem.NONE:
        return budget
    if budget.flagged:
        return replace(budget, over=0.0)
    if not control.system.has_overtime:
        return replace(budget, main=0.0, flagged=True, over=0.0)
    return replace(
        budget,
        main=0.0,
        in_overtime=True,
        period=0.0,
        periods=0,
        stones=budget.stones if budget.in_overtime else control.stones,
        bought=control.periods if control.system is TimeSystem.ING else budget.bought,
        flagged=True,
        over=0.0,
    )


def after_move(control: TimeControl, budget: Budget) -> Budget:
    """What a move (or pass) does to the mover's time once the clock is pressed.

    Byo-yomi: a move inside a period keeps it (the period starts again full). Canadian:
    one stone fewer; the block refills after the last one. Fischer: the increment, up to
    the cap (a player already above the cap keeps what they have). A flagged player gets
    nothing back: the time has run out.
    """
    if budget.flagged:
        return budget
    system = control.system
    if system is TimeSystem.BYO_YOMI and budget.in_overtime:
        return replace(budget, period=control.period)
    if system is TimeSystem.CANADIAN and budget.in_overtime:
        if budget.stones <= 1:
            return replace(budget, period=control.period, stones=control.stones)
        return replace(budget, stones=budget.stones - 1)
    if system is TimeSystem.FISCHER:
        main = budget.main + control.increment
        if control.cap:
            main = min(main, max(control.cap, budget.main))
        return replace(budget, main=main)
    return budget


def add_time(control: TimeControl, budget: Budget, seconds: float) -> Budget:
    """Give ``seconds`` (> 0) to the block the player is in: an arbiter's correction,
    or the hourglass transfer. Time owed after a flag is paid back first."""
    if seconds < 0:
        raise ValueError("use advance() to take time away")
    if control.system is TimeSystem.NONE or seconds == 0:
        return budget
    if budget.flagged:
        if seconds <= budget.over:
            return replace(budget, over=budget.over - seconds)
        rest = seconds - budget.over
        if not budget.in_overtime:
            return replace(budget, main=rest, flagged=False, over=0.0)
        if control.system is TimeSystem.BYO_YOMI:
            return replace(budget, period=rest, periods=1, flagged=False, over=0.0)
        return replace(budget, period=rest, flagged=False, over=0.0)
    if budget.in_overtime:
        return replace(budget, period=budget.period + seconds)
    return replace(budget, main=budget.main + seconds)


def restore(control: TimeControl, left: float | None, count: int | None) -> Budget:
    """The budget an SGF ``BL``/``OB`` pair describes (see :func:`sgf_values`)."""
    budget = initial(control)
    system = control.system
    if left is None:
        return budget
    if system is TimeSystem.NONE:
        return budget
    if system.has_overtime and count is not None:
        if left < 0:
            return Budget(
                main=0.0, in_overtime=True, flagged=True, over=-left, periods=0, bought=control.periods, stones=0
            )
        if system is TimeSystem.BYO_YOMI:
            return Budget(main=0.0, in_overtime=True, period=left, periods=count)
        if system is TimeSystem.CANADIAN:
            if count <= 0:  # the move completed the block: the next one starts full
                return Budget(main=0.0, in_overtime=True, period=control.period, stones=control.stones)
            return Budget(main=0.0, in_overtime=True, period=left, stones=count)
        bought = max(1, min(control.periods, control.periods - count + 1))
        return Budget(main=0.0, in_overtime=True, period=left, bought=bought)
    if left < 0:
        return Budget(main=0.0, flagged=True, over=-left)
    return Budget(main=left)


def sgf_values(control: TimeControl, budget: Budget) -> tuple[float, int | None]:
    """``(BL, OB)`` for one budget: seconds left in the current block, and periods
    (byo-yomi: including the one in use; Ing: not yet bought plus the one in use) or
    Canadian stones left; ``None`` when the player is not in overtime."""
    if budget.flagged:
        left = -budget.over
    elif budget.in_overtime:
        left = budget.period
    else:
        left = budget.main
    if not budget.in_overtime:
        return left, None
    system = control.system
    if system is TimeSystem.BYO_YOMI:
        return left, budget.periods
    if system is TimeSystem.CANADIAN:
        return left, budget.stones
    return left, control.periods - budget.bought + (0 if budget.flagged else 1)
