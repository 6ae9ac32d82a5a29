"""A player report: what each side lost in one analysed game, or one player over many.

It reads only the evaluations an earlier review saved in the record (``QTEV``/``SBKV``,
see ``evaluations``), so it needs no engine. A move's loss is ``review.point_loss`` (the
one definition), counted as 0 when the mover's lead rose; a record whose evaluations hold
only win rates is reported in percentage points of win rate (``series.mover_loss``).
The time a move used comes from the clock's own arithmetic (``qtgo.clock.used``).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from qtgo.clock import SgfTimeError, TimeControl
from qtgo.clock.used import ClockEntry, MoveTime, move_times
from qtgo.engine.analysis import Analysis
from qtgo.engine.review import Thresholds, main_line_nodes, point_loss, stored_evaluations
from qtgo.engine.series import GraphMode, mover_loss
from qtgo.rules import Color, Point
from qtgo.sgf import GameTree

__all__ = [
    "TIME_BOUNDS",
    "LossUnit",
    "MoveLoss",
    "Phase",
    "Phases",
    "ReportError",
    "ReportProblem",
    "SideReport",
    "default_phases",
    "game_losses",
    "report_json",
    "side_report",
    "time_trouble",
]

#: Upper bounds (seconds) of the time-used bands of ``by_time``; the last band is open.
TIME_BOUNDS = (3.0, 10.0, 30.0, 60.0)
WORST_COUNT = 5
#: A move was played in time trouble when it was pressed in overtime (byo-yomi, Canadian), or
#: with less than this share of the main time left on the mover's clock, and at most
#: ``TROUBLE_CAP`` seconds (60 s of a 10-minute game, 6 s of a one-minute one).
TROUBLE_SHARE = 0.1
TROUBLE_CAP = 60.0


class ReportProblem(enum.Enum):
    """Why a record cannot be reported on (the interface translates these)."""

    NO_EVALUATIONS = "no-evaluations"
    BAD_PHASES = "bad-phases"
    BAD_THRESHOLDS = "bad-thresholds"
    MIXED_UNITS = "mixed-units"  # some games hold score leads, others only win rates


class ReportError(ValueError):
    """A record or setting the report cannot use; ``reason`` says why."""

    def __init__(self, reason: ReportProblem, message: str) -> None:
        self.reason = reason
        super().__init__(message)


class LossUnit(enum.Enum):
    """What a loss is measured in: score points, or percentage points of win rate."""

    POINTS = "points"
    WINRATE = "winrate"


class Phase(enum.Enum):
    OPENING = "opening"
    MIDDLE = "middle"
    ENDGAME = "endgame"


@dataclass(frozen=True)
class Phases:
    """Opening = moves 1..``opening_end``, middle game up to ``middle_end``, endgame after."""

    opening_end: int
    middle_end: int

    def __post_init__(self) -> None:
        if not 0 <= self.opening_end <= self.middle_end:
            raise ReportError(
                ReportProblem.BAD_PHASES,
                f"phase bounds must be 0 <= M <= N, not {self.opening_end},{self.middle_end}",
            )

    def of(self, move_number: int) -> Phase:
        if move_number <= self.opening_end:
            return Phase.OPENING
        return Phase.MIDDLE if move_number <= self.middle_end else Phase.ENDGAME


def default_phases(width: int, height: int) -> Phases:
    """50 and 150 on 19x19, scaled by the board's area elsewhere (9x9: 11 and 34)."""
    scale = width * height / 361
    return Phases(round(50 * scale), round(150 * scale))


_UNTIMED = MoveTime(None)
_DEFAULT_THRESHOLDS = Thresholds()


@dataclass(frozen=True)
class MoveLoss:
    """One evaluated move: its number (from 1), mover, point (None = pass), the engine's
    preferred move before it (None: not known), loss (>= 0) and the clock's view of it."""

    number: int
    color: Color
    played: Point | None
    best: Point | None
    best_known: bool
    loss: float
    time: MoveTime = _UNTIMED


@dataclass(frozen=True)
class GameLosses:
    """Every evaluated move of one game, and the unit its losses are in."""

    moves: tuple[MoveLoss, ...]
    unit: LossUnit
    phases: Phases


def _time_control(tree: GameTree) -> TimeControl:
    try:
        return TimeControl.from_sgf(tree.root.get("TM"), tree.root.get("OT"))
    except SgfTimeError:
        return TimeControl.none()


def _number(text: str | None) -> float | None:
    try:
        return None if text is None or not text.strip() else float(text)
    except ValueError:
        return None


def _clock_times(tree: GameTree) -> list[MoveTime]:
    """The time each main-line move used (index 0: the start position, no move)."""
    entries = []
    for node in main_line_nodes(tree)[1:]:
        move = node.move
        black = move is not None and move.color is Color.BLACK
        letter = "B" if black else "W"
        count = _number(node.get(f"O{letter}"))
        entries.append(ClockEntry(black, _number(node.get(f"{letter}L")), None if count is None else int(count)))
    control = _time_control(tree)
    return [MoveTime(None), *move_times(control, control, entries)]


def time_trouble(tree: GameTree) -> list[int]:
    """The main-line moves (numbers from 1) played in time trouble, from the clock record the
    moves carry (``BL``/``WL``, ``OB``/``OW``) and the game's ``TM``/``OT``; none untimed."""
    control = _time_control(tree)
    times = _clock_times(tree)
    nodes = main_line_nodes(tree)
    limit = min(TROUBLE_CAP, TROUBLE_SHARE * control.main)
    found = []
    for index in range(1, len(nodes)):
        move = nodes[index].move
        if move is None or index >= len(times):
            continue
        if times[index].overtime:
            found.append(index)
            continue
        left = _number(nodes[index].get(f"{'B' if move.color is Color.BLACK else 'W'}L"))
        if left is not None and limit > 0 and left < limit:
            found.append(index)
    return found


def _unit(evaluations: Sequence[Analysis | None]) -> LossUnit:
    if any(a is not None and a.score_lead is not None for a in evaluations):
        return LossUnit.POINTS
    return LossUnit.WINRATE


def _loss(before: Analysis | None, after: Analysis | None, mover: Color, unit: LossUnit) -> float | None:
    if unit is LossUnit.POINTS:
        return point_loss(before, after, mover)
    value = mover_loss(before, after, mover, GraphMode.WINRATE)
    return None if value is None else value * 100.0


def game_losses(tree: GameTree, phases: Phases | None = None) -> GameLosses:
    """Each main-line move with an evaluation before and after it, with its loss.

    Raises ``ReportError(NO_EVALUATIONS)`` when the record holds no usable evaluation.
    """
    evaluations = stored_evaluations(tree)
    unit = _unit(evaluations)
    nodes = main_line_nodes(tree)
    times = _clock_times(tree)
    found = []
    for index in range(1, len(nodes)):
        move = nodes[index].move
        if move is None:
            continue
        before, after = evaluations[index - 1], evaluations[index]
        loss = _loss(before, after, move.color, unit)
        if loss is None or before is None:
            continue
        best = before.best
        found.append(
            MoveLoss(
                number=index,
                color=move.color,
                played=move.point,
                best=None if best is None else best.point,
                best_known=best is not None,
                loss=max(0.0, loss),
                time=times[index],
            )
        )
    if not found:
        raise ReportError(ReportProblem.NO_EVALUATIONS, "the record holds no engine evaluations (analyse it first)")
    width, height = tree.size
    return GameLosses(tuple(found), unit, phases or default_phases(width, height))


@dataclass
class Tally:
    """A count of moves and the points they lost."""

    moves: int = 0
    points_lost: float = 0.0

    def add(self, loss: float) -> None:
        self.moves += 1
        self.points_lost += loss


@dataclass(frozen=True)
class WorstMove:
    """One of the largest losses, with where it was (``source``: the game's file, if several)."""

    move: MoveLoss
    source: str = ""


@dataclass
class SideReport:
    """One side's (or one player's) numbers over one or more games."""

    unit: LossUnit
    moves: int = 0
    points_lost: float = 0.0
    mistakes: dict[str, int] = field(default_factory=lambda: {"inaccuracy": 0, "mistake": 0, "blunder": 0})
    by_phase: dict[Phase, Tally] = field(default_factory=lambda: {phase: Tally() for phase in Phase})
    # by_time: (overtime?, band index) -> tally; band i is below TIME_BOUNDS[i], the last open.
    by_time: dict[tuple[bool, int], Tally] = field(default_factory=dict)
    untimed: Tally = field(default_factory=Tally)
    worst: list[WorstMove] = field(default_factory=list)

    @property
    def mean_loss(self) -> float:
        return self.points_lost / self.moves if self.moves else 0.0

    def time_tally(self, overtime: bool) -> Tally:
        """Moves pressed in main time (or in overtime) and their loss, all bands together."""
        total = Tally()
        for (late, _band), tally in self.by_time.items():
            if late is overtime:
                total.moves += tally.moves
                total.points_lost += tally.points_lost
        return total


def _band(seconds: float) -> int:
    for index, bound in enumerate(TIME_BOUNDS):
        if seconds < bound:
            return index
    return len(TIME_BOUNDS)


def side_report(
    games: Iterable[tuple[GameLosses, Color, str]], thresholds: Thresholds = _DEFAULT_THRESHOLDS
) -> SideReport:
    """The report of one colour in each game (``(losses, colour, source)``), summed."""
    report: SideReport | None = None
    candidates: list[WorstMove] = []
    for losses, color, source in games:
        if report is None:
            report = SideReport(losses.unit)
        elif report.unit is not losses.unit:
            raise ReportError(
                ReportProblem.MIXED_UNITS,
                f"{source or 'a game'}: its evaluations are in {losses.unit.value}, the others' in {report.unit.value}",
            )
        for move in losses.moves:
            if move.color is not color:
                continue
            report.moves += 1
            report.points_lost += move.loss
            severity = thresholds.severity(move.loss)
            if severity is not None:
                report.mistakes[severity.value] += 1
            report.by_phase[losses.phases.of(move.number)].add(move.loss)
            if move.time.seconds is None:
                report.untimed.add(move.loss)
            else:
                report.by_time.setdefault((move.time.overtime, _band(move.time.seconds)), Tally()).add(move.loss)
            candidates.append(WorstMove(move, source))
    if report is None:
        report = SideReport(LossUnit.POINTS)
    candidates.sort(key=lambda worst: -worst.move.loss)  # stable: the earlier move first on a tie
    report.worst = candidates[:WORST_COUNT]
    return report


def _sgf(point: Point | None) -> str:
    return "" if point is None else point.to_sgf()


def _tally_json(tally: Tally) -> dict[str, float | int]:
    return {"moves": tally.moves, "points_lost": round(tally.points_lost, 2)}


def _time_json(report: SideReport, overtime: bool) -> dict[str, object]:
    bands = []
    for index in range(len(TIME_BOUNDS) + 1):
        tally = report.by_time.get((overtime, index), Tally())
        low = 0.0 if index == 0 else TIME_BOUNDS[index - 1]
        high = TIME_BOUNDS[index] if index < len(TIME_BOUNDS) else None
        bands.append({"from": low, "to": high, **_tally_json(tally)})
    return {**_tally_json(report.time_tally(overtime)), "bands": bands}


def report_json(report: SideReport, *, with_source: bool = False) -> dict[str, Any]:
    """The report as the ``report --json`` contract spells it (losses to 2 decimals)."""
    worst = []
    for item in report.worst:
        entry: dict[str, object] = {
            "move": item.move.number,
            "played": _sgf(item.move.played),
            "best": _sgf(item.move.best) if item.move.best_known else None,
            "loss": round(item.move.loss, 2),
        }
        if with_source:
            entry["file"] = item.source
        worst.append(entry)
    return {
        "moves": report.moves,
        "points_lost": round(report.points_lost, 2),
        "mean_loss": round(report.mean_loss, 3),
        "mistakes": dict(report.mistakes),
        "by_phase": {phase.value: _tally_json(report.by_phase[phase]) for phase in Phase},
        "by_time": {
            "main": _time_json(report, False),
            "overtime": _time_json(report, True),
            "unknown": _tally_json(report.untimed),
        },
        "worst": worst,
        "unit": report.unit.value,
    }
