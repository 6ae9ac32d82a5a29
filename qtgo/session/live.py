"""``LiveGame``: a game being played at the table, with its clock and its table manners.

It knows the live node (where the next move goes), the clock, free handicap placement,
undo by agreement, resignation and loss on time; the end of a game is a ``rules.Outcome``.
What it writes into the record (a taken-back move, who resigned) goes through the
session's ``NoteWriter``, so it is in the interface's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.clock import GameClock, TimeControl, TimeSystem
from qtgo.rules import Color, Move, Outcome, OutcomeReason, Point
from qtgo.session.cursor import Cursor
from qtgo.session.errors import MoveRejected, Problem, UndoNotAllowed
from qtgo.session.notes import Note, NoteWriter
from qtgo.session.record import Record, move_of
from qtgo.sgf.accepted import mark_count

if TYPE_CHECKING:
    from qtgo.rules import ScoreBreakdown


@dataclass(frozen=True)
class UndoRequest:
    """What undo by agreement would take back, for the question put to the opponent.

    ``asker`` made the move (or placed the handicap stone) and asks; ``agrees`` is the
    opponent who must agree. ``handicap`` is True for a free-placement handicap stone.
    """

    asker: Color
    move: Move
    handicap: bool = False

    @property
    def agrees(self) -> Color:
        return self.asker.opponent


class LiveGame:
    """The state of play: live node, clock, handicap still to place, undo policy."""

    def __init__(
        self,
        record: Record,
        cursor: Cursor,
        clock: GameClock,
        notes: NoteWriter,
        *,
        start: sgf.Node,
        undo_allowed: bool = True,
        handicap_to_place: int = 0,
        branch_point: sgf.Node | None = None,
    ) -> None:
        self.record = record
        self.cursor = cursor
        self.clock = clock
        self.notes = notes
        self.node = start
        self.undo_allowed = undo_allowed
        self.handicap_to_place = handicap_to_place
        # Where a live game started inside a record branches off: its moves form a new
        # variation and its result does not overwrite ``RE``.
        self.branch_point = branch_point
        # Free handicap stones placed in this game, in order (they can be taken back).
        self._handicap_placed: list[Point] = []
        # Whether trying a side line paused a running clock (``begin_trial``).
        self._trial_paused = False

    # ----------------------------------------------------------------- moves
    @property
    def at_end(self) -> bool:
        return self.cursor.node is self.node

    def check_turn(self) -> None:
        """A live move goes at the live end, and never after a flag fell."""
        if not self.at_end:
            raise MoveRejected(Problem.NOT_AT_END)
        outcome = self.check_time()
        if outcome is not None:
            raise MoveRejected(Problem.TIME_OVER, result=outcome.result)

    def child_index(self) -> int | None:
        """Where a live move goes among the live node's children.

        What was actually played is the main line (index 0), ahead of a move taken back by
        agreement; a live line branched off a record starts as its last variation.
        """
        return None if self.node is self.branch_point else 0

    def moved(self, child: sgf.Node, move: Move, next_player: Color) -> bool:
        """A move was added at ``child``: press the clock and record the time left.

        Returns True when the move ended a pause (the window says the clock runs again).
        """
        self.node = child
        clock = self.clock
        resumed = False
        if clock.paused:
            clock.resume()
            resumed = True
        if clock.turn is not None and clock.turn is not move.color:
            clock.start(move.color)
        clock.press(move.color)
        if clock.turn is not next_player:
            clock.start(next_player)
        for key, value in clock.sgf_timing(move.color).items():
            child.set(key, [value])
        return resumed

    def place_handicap_stone(self, point: Point, occupied: bool) -> Move:
        """Put one free handicap stone at the start; White's first move starts the clocks."""
        root = self.record.root
        if self.cursor.node is not root:
            raise MoveRejected(Problem.HANDICAP_AT_START)
        if occupied:
            raise MoveRejected(Problem.OCCUPIED)
        root.set("AB", [*root.get_list("AB"), point.to_sgf()])
        self._handicap_placed.append(point)
        self.handicap_to_place -= 1
        if not self.handicap_to_place:
            root.set("PL", ["W"])
        self.record.invalidate(root)
        self.record.modified = True
        return Move(Color.BLACK, point)

    # ----------------------------------------------------------------- the end
    def resign(self, color: Color) -> Outcome:
        """``color`` resigns; the result goes to the record."""
        winner = color.opponent
        outcome = Outcome(winner, OutcomeReason.RESIGNATION, f"{winner.value}+R")
        self.end(outcome, self.notes(Note.RESIGNED, {"color": color}))
        return outcome

    def check_time(self) -> Outcome | None:
        """Ask the clock: a flag fall (when that side's control loses on time) ends the game."""
        flagged = self.clock.flagged
        if flagged is None:
            return None
        winner = flagged.opponent
        outcome = Outcome(winner, OutcomeReason.TIME, f"{winner.value}+T")
        self.end(outcome, self.notes(Note.LOST_ON_TIME, {"color": flagged}))
        return outcome

    def record_result(self, outcome: Outcome, node: sgf.Node) -> None:
        """``RE`` for the game itself; a comment for a live line branched off a record."""
        if self.branch_point is None:
            self.record.set_result(outcome.result)
        else:
            self.record.append_comment(node, self.notes(Note.LINE_RESULT, {"result": outcome.result}))

    def record_count(self, outcome: Outcome, node: sgf.Node, dead: frozenset[Point]) -> None:
        """The accepted count: the result, and the dead stones named in the players' words (D4)."""
        self.record_result(outcome, node)
        if outcome.score is not None:
            self.mark_territory(node, outcome.score)
        if dead:
            width, height = self.record.size
            points = " ".join(p.to_gtp(height) if width <= 25 else p.to_sgf() for p in sorted(dead))
            self.record.append_comment(node, self.notes(Note.DEAD_STONES, {"points": points}))
        self.clock.stop()

    def mark_territory(self, node: sgf.Node, breakdown: ScoreBreakdown) -> None:
        """The accepted count as the standard markup other programs show: ``TB``/``TW`` for
        each side's territory, the points of the opponent's dead stones included."""
        mark_count(node, breakdown, self.record.game_at(node).board)

    def begin_trial(self) -> sgf.Node:
        """Stop the clocks for a side line; returns the live position to come back to."""
        clock = self.clock
        self._trial_paused = clock.running is not None and not clock.paused
        if self._trial_paused:
            clock.pause()
        return self.node

    def end_trial(self) -> None:
        """Back at the live position: the clocks go on as they were."""
        self.cursor.select(self.node)
        if self._trial_paused:
            self.clock.resume()
        self._trial_paused = False

    def note_pending_time(self, to_play: Color) -> None:
        """Write the time ``to_play`` has left now on the live node (a saved game goes on with it,
        to the second, instead of the time written at that player's previous move)."""
        if self.clock.flagged is None:
            for key, value in self.clock.sgf_timing_now(to_play).items():
                self.node.set(key, [value])

    def end(self, outcome: Outcome, note: str) -> None:
        self.record_result(outcome, self.node)
        self.record.append_comment(self.node, note)
        self.clock.stop()

    def resume(self, asked_by: Color | None) -> Color:
        """Play on after a disputed count: the opponent of ``asked_by`` moves first.

        Without ``asked_by`` the player whose turn it is moves. When that is not the natural
        turn, a node with ``PL`` records it. Returns who moves.
        """
        natural = self.record.game_at(self.node).to_play
        first = asked_by.opponent if asked_by is not None else natural
        if first is not natural:
            note = self.notes(Note.PLAY_RESUMED, {"color": first})
            self.node = self.record.add_node(self.node, {"PL": [first.value], "C": [note]}, self.child_index())
            self.cursor.select(self.node)
        if self.clock.flagged is None:
            self.clock.start(first)
            self.clock.resume()
        self.record.modified = True
        return first

    # ----------------------------------------------------------------- undo by agreement
    def undo_request(self) -> UndoRequest | None:
        """What undo by agreement would take back now, or None when nothing can be.

        A misplaced free handicap stone can be taken back until White's first move, even in
        a touch-move game (handicap stones are setup, not moves).
        """
        if self._can_take_back_handicap():
            return UndoRequest(Color.BLACK, Move(Color.BLACK, self._handicap_placed[-1]), handicap=True)
        move = move_of(self.node)
        if not self.undo_allowed or move is None:
            return None
        return UndoRequest(move.color, move)

    def _can_take_back_handicap(self) -> bool:
        return bool(self._handicap_placed) and self.node is self.record.root

    def undo(self) -> Move:
        """Take back the last move (or handicap stone), with both players' consent.

        The taken-back move stays in the tree as a side variation carrying a comment, so the
        record shows what happened; the game goes on from the position before it.
        """
        if self._can_take_back_handicap():
            return self._take_back_handicap_stone()
        if not self.undo_allowed:
            raise UndoNotAllowed(Problem.UNDO_TOUCH_MOVE)
        node = self.node
        move = move_of(node)
        parent = node.parent
        if move is None or parent is None:
            raise UndoNotAllowed(Problem.UNDO_NOTHING)
        self.record.append_comment(node, self.notes(Note.UNDO_TAKEN_BACK, {}))
        if parent.children[0] is node:
            # Keep the game actually played as the main line: the undone move moves aside.
            self.record.move_aside(node)
        self.node = parent
        self.cursor.forget(parent, node)
        self.cursor.select(parent)
        if self.clock.flagged is None:
            # The player whose move was taken back is to move again: their time runs.
            self.clock.start(move.color)
        return move

    def _take_back_handicap_stone(self) -> Move:
        root = self.record.root
        point = self._handicap_placed.pop()
        root.set("AB", [v for v in root.get_list("AB") if v != point.to_sgf()])
        root.remove_property("PL")
        self.handicap_to_place += 1
        if self.clock.turn is not None:
            # Black places again: no clock runs until the last handicap stone is down.
            self.clock.stop()
        self.record.invalidate(root)
        self.record.modified = True
        self.cursor.select(root)
        return Move(Color.BLACK, point)

    # ----------------------------------------------------------------- clocks from a record
    @staticmethod
    def clock_from_record(record: Record, node: sgf.Node, now: Callable[[], float]) -> GameClock:
        """A clock with the record's time controls, set to the time it wrote last at ``node``."""
        controls = {color: record.recorded_control(color) or TimeControl.none() for color in Color}
        clock = GameClock(controls[Color.BLACK], controls[Color.WHITE], now=now)
        for color in Color:
            control = clock.control(color)
            recorded = record.recorded_clock(color, node)
            if recorded is None or control.system is TimeSystem.NONE:
                continue
            fresh = clock.state(color)
            difference = recorded.time_left - fresh.time_left
            if recorded.in_overtime and not fresh.in_overtime:
                difference = -(fresh.main_left + (fresh.control.period - recorded.period_left))
            if difference:
                clock.adjust(color, difference)
        return clock
