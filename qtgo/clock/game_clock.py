"""A two-player game clock driven by an injected monotonic time source.

The clock stores, per player, the :class:`~qtgo.clock.budget.Budget` committed at the
last event (start, press, pause, adjust) and the timestamp since which the player to
move has been running. Every query computes the live state from those two numbers and
the current time, so a busy machine or a late repaint never makes the clock drift.
"""

from __future__ import annotations

import enum
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from qtgo._format import format_number
from qtgo.clock.control import TimeControl, TimeSystem, tenths
from qtgo.clock.errors import ClockError, TimeExpiredError
from qtgo.values import Color

# The budget arithmetic is imported by the methods that run a clock or read a record's time:
# a board in review, the window's first frame, has neither (``qtgo.clock.budget``).
if TYPE_CHECKING:
    from qtgo.clock.budget import Budget

#: Seconds left at which the display turns to LOW / CRITICAL, and the countdown begins.
LOW_SECONDS = 60.0
CRITICAL_SECONDS = 10.0


class WarningLevel(enum.Enum):
    """How urgently the panel should colour a player's clock."""

    NORMAL = "normal"
    LOW = "low"
    CRITICAL = "critical"


@dataclass(frozen=True)
class PlayerClock:
    """One player's clock as the display needs it, at one instant.

    ``main_left``: main time left (0 once in overtime). ``period_left``: time left in the
    current overtime block (byo-yomi period, Canadian block, Ing period). ``periods_left``:
    byo-yomi periods left including the one in use; for Ing, the periods not yet bought
    plus the one in use. ``stones_left``: Canadian stones still to play in the block.
    ``periods_used``: Ing periods bought. ``penalty_points``: what those cost (for the
    score breakdown). ``flagged``: the time has run out; ``over``: seconds used beyond
    that (grows only when the control has ``lose_on_time=False``). ``used``: total time
    this player's clock has run. ``countdown``: whole seconds left when in the last
    ``CRITICAL_SECONDS`` of a block whose end costs something (a period, the last main
    time), else ``None`` — the cue for beeps.
    """

    color: Color
    control: TimeControl
    main_left: float
    in_overtime: bool
    period_left: float
    periods_left: int
    stones_left: int
    periods_used: int
    penalty_points: float
    flagged: bool
    over: float
    used: float
    running: bool
    paused: bool
    warning: WarningLevel
    countdown: int | None

    @property
    def time_left(self) -> float:
        """Seconds left in the block now being used; negative when over time."""
        if self.flagged:
            return -self.over
        return self.period_left if self.in_overtime else self.main_left

    @property
    def last_period(self) -> bool:
        """Whether running out of the current block loses (or is over time already)."""
        system = self.control.system
        if self.flagged:
            return True
        if system is TimeSystem.BYO_YOMI:
            return self.in_overtime and self.periods_left == 1
        if system is TimeSystem.ING:
            return self.in_overtime and self.periods_left == 1
        if system is TimeSystem.CANADIAN:
            return self.in_overtime
        return system is not TimeSystem.NONE

    @classmethod
    def from_budget(
        cls, color: Color, control: TimeControl, budget: Budget, *, running: bool = False, paused: bool = False
    ) -> PlayerClock:
        system = control.system
        if system is TimeSystem.ING:
            periods_left = control.periods - budget.bought + (1 if budget.in_overtime and not budget.flagged else 0)
            if not budget.in_overtime:
                periods_left = control.periods
        elif system is TimeSystem.BYO_YOMI:
            periods_left = budget.periods if budget.in_overtime else control.periods
        else:
            periods_left = 0
        if system is TimeSystem.CANADIAN:
            stones_left = budget.stones if budget.in_overtime else control.stones
        else:
            stones_left = 0
        warning, countdown = _warning(control, budget)
        return cls(
            color=color,
            control=control,
            main_left=budget.main,
            in_overtime=budget.in_overtime,
            period_left=budget.period if budget.in_overtime else 0.0,
            periods_left=periods_left,
            stones_left=stones_left,
            periods_used=budget.bought,
            penalty_points=budget.bought * control.penalty_points,
            flagged=budget.flagged,
            over=budget.over,
            used=budget.used,
            running=running,
            paused=paused,
            warning=warning,
            countdown=countdown,
        )

    @classmethod
    def from_sgf_timing(
        cls, color: Color, control: TimeControl, left: float | str | None, count: int | str | None = None
    ) -> PlayerClock:
        """The display state a record's ``BL``/``OB`` (or ``WL``/``OW``) describes, for
        review. ``None`` values mean the property is absent."""
        try:
            seconds = None if left in (None, "") else float(left)
            stones = None if count in (None, "") else int(float(count))
        except (TypeError, ValueError):
            raise ClockError(f"not SGF timing values: {left!r}, {count!r}") from None
        from qtgo.clock.budget import restore

        return cls.from_budget(color, control, restore(control, seconds, stones))


def _warning(control: TimeControl, budget: Budget) -> tuple[WarningLevel, int | None]:
    system = control.system
    if system is TimeSystem.NONE:
        return WarningLevel.NORMAL, None
    if budget.flagged:
        return WarningLevel.CRITICAL, 0
    if budget.in_overtime:
        left = budget.period
        if left <= CRITICAL_SECONDS:
            return WarningLevel.CRITICAL, max(1, math.ceil(left - 1e-9))
        return WarningLevel.LOW, None
    if system.has_overtime:
        # The end of main time costs nothing by itself; only say it is near.
        return (WarningLevel.LOW if budget.main <= LOW_SECONDS else WarningLevel.NORMAL), None
    if budget.main <= CRITICAL_SECONDS:
        return WarningLevel.CRITICAL, max(1, math.ceil(budget.main - 1e-9))
    if budget.main <= LOW_SECONDS:
        return WarningLevel.LOW, None
    return WarningLevel.NORMAL, None


class GameClock:
    """Both players' clocks. Commands: :meth:`start`, :meth:`press`, :meth:`pause`,
    :meth:`resume`, :meth:`stop`, :meth:`adjust`; queries: :meth:`state`,
    :attr:`running`, :attr:`flagged`, :meth:`sgf_timing`.

    ``now`` is any monotonic source of seconds (tests pass a fake one). When a player
    whose control has ``lose_on_time`` runs out, the clock stops at the instant the
    flag fell: :attr:`flagged` names the loser and further presses raise
    :class:`TimeExpiredError`. With ``lose_on_time=False`` the flag falls
    (``state().flagged``) but the clock keeps running and counts the time over.
    """

    def __init__(
        self,
        black: TimeControl,
        white: TimeControl | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self._controls = {Color.BLACK: black, Color.WHITE: white if white is not None else black}
        self._now = now
        from qtgo.clock.budget import initial

        self._budgets = {color: initial(control) for color, control in self._controls.items()}
        self._turn: Color | None = None
        self._since: float | None = None
        self._paused = False
        self._stopped = False
        self._lost: Color | None = None
        self._at_press: dict[Color, Budget] = {}

    # Queries -----------------------------------------------------------------------
    def control(self, color: Color) -> TimeControl:
        return self._controls[color]

    @property
    def turn(self) -> Color | None:
        """Whose clock is (or would be, when paused) running."""
        return self._turn

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def running(self) -> Color | None:
        """The player whose time is running now, or ``None``."""
        if self._since is None or self._turn is None:
            return None
        if self._live(self._now())[1] is not None:
            return None
        return self._turn

    @property
    def flagged(self) -> Color | None:
        """The player who has lost on time (their control has ``lose_on_time``), if any."""
        return self._live(self._now())[1]

    def state(self, color: Color) -> PlayerClock:
        """The player's clock as it stands now."""
        budgets, lost = self._live(self._now())
        running = color is self._turn and self._since is not None and lost is None
        return PlayerClock.from_budget(
            color, self._controls[color], budgets[color], running=running, paused=self._paused
        )

    def states(self) -> dict[Color, PlayerClock]:
        """Both players' clocks at one and the same instant."""
        budgets, lost = self._live(self._now())
        return {
            color: PlayerClock.from_budget(
                color,
                self._controls[color],
                budgets[color],
                running=color is self._turn and self._since is not None and lost is None,
                paused=self._paused,
            )
            for color in (Color.BLACK, Color.WHITE)
        }

    def sgf_timing(self, color: Color) -> dict[str, str]:
        """``BL``/``OB`` (or ``WL``/``OW``) for the node of ``color``'s latest move.

        The values are the time left at the instant of that move's press, before the
        byo-yomi period starts again or the Fischer increment is added (that is what a
        reviewer wants to see), with one decimal at most; ``OB``/``OW`` is the number of
        byo-yomi periods left (including the one in use), Ing periods left, or Canadian
        stones left after the move (0 = the block was completed and refills). Before
        ``color`` has pressed, its current state is given. ``{}`` without a time limit.
        """
        control = self._controls[color]
        if control.system is TimeSystem.NONE:
            return {}
        budget = self._at_press.get(color)
        if budget is None:
            budget = self._live(self._now())[0][color]
        from qtgo.clock.budget import sgf_values

        left, count = sgf_values(control, budget)
        letter = color.value
        values = {f"{letter}L": _sgf_real(left)}
        if count is not None:
            values[f"O{letter}"] = str(count)
        return values

    def sgf_timing_now(self, color: Color) -> dict[str, str]:
        """``BL``/``OB`` (or ``WL``/``OW``) for ``color``'s time left *now*, the move not yet
        made: what an adjourned game writes so that it goes on to the second."""
        control = self._controls[color]
        if control.system is TimeSystem.NONE:
            return {}
        from qtgo.clock.budget import sgf_values

        left, count = sgf_values(control, self._live(self._now())[0][color])
        letter = color.value
        values = {f"{letter}L": _sgf_real(left)}
        if count is not None:
            values[f"O{letter}"] = str(count)
        return values

    def penalties(self) -> dict[Color, float]:
        """Ing penalty points owed by each player now, for ``Game.score(penalties=...)``."""
        budgets = self._live(self._now())[0]
        return {color: budgets[color].bought * self._controls[color].penalty_points for color in budgets}

    # Commands ------------------------------------------------------------------------
    def start(self, color: Color) -> None:
        """Run ``color``'s clock from now, without counting a move (game start, undo)."""
        self._settle()
        if self._lost is not None:
            raise TimeExpiredError(self._lost)
        self._turn = color
        self._stopped = False
        self._since = None if self._paused else self._now()

    def press(self, color: Color) -> PlayerClock:
        """``color`` has moved or passed: stop its clock, start the opponent's.

        Returns ``color``'s clock as it stood at the press (before the overtime reset or
        increment). Before the clock was started, a press simply starts the opponent's
        clock, as White's press starts Black's at the beginning of a game. While paused,
        the turn changes and the time stays stopped.
        """
        now = self._settle()
        if self._lost is not None:
            raise TimeExpiredError(self._lost)
        if self._stopped:
            raise ClockError("the clock is stopped; start() it again first")
        if self._turn is None:
            self._turn = color.opponent
            self._since = None if self._paused else now
            return self.state(color)
        if self._turn is not color:
            raise ClockError(f"it is {self._turn.name.lower()}'s time that runs, not {color.name.lower()}'s")
        control = self._controls[color]
        budget = self._budgets[color]
        at_press = budget
        if control.system is TimeSystem.CANADIAN and budget.in_overtime and not budget.flagged:
            at_press = replace(budget, stones=budget.stones - 1)
        self._at_press[color] = at_press
        snapshot = PlayerClock.from_budget(color, control, budget, paused=self._paused)
        from qtgo.clock.budget import after_move

        self._budgets[color] = after_move(control, budget)
        self._turn = color.opponent
        self._since = None if self._paused else now
        return snapshot

    def pause(self) -> None:
        """Stop time for both players (a teacher explains a point)."""
        self._settle()
        self._paused = True
        self._since = None

    def resume(self) -> None:
        """Undo :meth:`pause` (and :meth:`stop`): the player to move runs again."""
        now = self._settle()
        self._paused = False
        self._stopped = False
        if self._turn is not None and self._lost is None:
            self._since = now

    def stop(self) -> None:
        """Stop both clocks for good (the game is over); :meth:`start` restarts."""
        self._settle()
        self._stopped = True
        self._since = None

    def adjust(self, color: Color, seconds: float) -> None:
        """Add (or, negative, take away) time: an arbiter's correction.

        Added time goes to the block in use (main time, or the current period); taken
        time runs down the clock as if it had been used, so it can start the overtime or
        make the flag fall. Giving a flagged player more than the time they are over
        revives them; a clock stopped by that flag then waits for :meth:`resume`.
        """
        self._settle()
        control = self._controls[color]
        from qtgo.clock.budget import add_time, advance

        if seconds >= 0:
            self._budgets[color] = add_time(control, self._budgets[color], seconds)
            if self._lost is color and not self._budgets[color].flagged:
                self._lost = None
        else:
            self._budgets[color] = advance(control, self._budgets[color], -seconds, count_used=False)
            budget = self._budgets[color]
            if budget.flagged and control.lose_on_time and self._lost is None:
                self._budgets[color] = replace(budget, over=0.0)
                self._lost = color
                self._since = None
                self._stopped = True

    def restore_from_sgf(self, color: Color, left: float | str | None, count: int | str | None = None) -> None:
        """Set ``color``'s time from its last move node's ``BL``/``OB`` to go on playing a
        saved game: the values of :meth:`sgf_timing` are taken at the press, so the
        byo-yomi period starts again full and the Fischer increment is added, as they
        were after that move. The clock must not be running."""
        if self._since is not None:
            raise ClockError("restore the clock before starting it")
        control = self._controls[color]
        try:
            seconds = None if left in (None, "") else float(left)
            number = None if count in (None, "") else int(float(count))
        except (TypeError, ValueError):
            raise ClockError(f"not SGF timing values: {left!r}, {count!r}") from None
        from qtgo.clock.budget import after_move, restore

        budget = restore(control, seconds, number)
        if control.system is not TimeSystem.CANADIAN:  # OB already counts the move
            budget = after_move(control, budget)
        self._budgets[color] = budget
        if budget.flagged and control.lose_on_time:
            self._lost = color
            self._stopped = True

    # Internals -----------------------------------------------------------------------
    def _live(self, now: float) -> tuple[dict[Color, Budget], Color | None]:
        """Both budgets at ``now`` and who has lost on time, computed, not stored."""
        budgets = dict(self._budgets)
        lost = self._lost
        runner = self._turn
        if self._since is None or runner is None or lost is not None:
            return budgets, lost
        elapsed = max(0.0, now - self._since)
        control = self._controls[runner]
        from qtgo.clock.budget import add_time, advance, exhaust, time_to_flag

        if control.lose_on_time:
            limit = time_to_flag(control, budgets[runner])
            if elapsed >= limit:
                elapsed = limit
                lost = runner
        budgets[runner] = advance(control, budgets[runner], elapsed)
        if lost is not None:
            budgets[runner] = exhaust(control, budgets[runner])
        other = runner.opponent
        if control.system is TimeSystem.HOURGLASS and self._controls[other].system is TimeSystem.HOURGLASS:
            budgets[other] = add_time(self._controls[other], budgets[other], elapsed)
        return budgets, lost

    def _settle(self) -> float:
        """Commit the live state as of now; returns the instant used."""
        now = self._now()
        budgets, lost = self._live(now)
        self._budgets = budgets
        if lost is not None and self._lost is None:
            self._lost = lost
            self._stopped = True
        if self._since is not None:
            self._since = None if self._lost is not None else now
        return now


def _sgf_real(seconds: float) -> str:
    """SGF real in the tenths of :func:`~qtgo.clock.control.tenths` (rounded up, as the face
    shows them), so that a reopened record shows the time the clock showed."""
    whole = tenths(abs(seconds))
    return format_number((-whole if seconds < 0 else whole) / 10)
