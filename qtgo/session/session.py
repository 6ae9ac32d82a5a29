"""``GameSession``: one open game, the mode it is in, and what may be done now.

A small facade over parts with one job each: the :class:`~qtgo.session.record.Record`
(the file's games and every change of their text), the :class:`~qtgo.session.cursor.Cursor`
(where the board stands), the :class:`~qtgo.session.live.LiveGame` (clock, handicap, undo by
agreement, resignation) and the :class:`~qtgo.session.counting.Counting` of a position.
The facade holds the mode state machine:

* ``Mode.PLAY``: a live game. Moves go at the live end, the clock runs, a stone is final
  unless both players agree to take it back, and the passes that end play start counting.
* ``Mode.SCORING``: counting a live game: the players mark dead stones, then accept the
  count (the result goes to ``RE``) or resume play.
* ``Mode.REVIEW``: a record being read. A move follows the variation with that move or adds
  one (reversibly, as an ``Edit``); a finished game's main line is never extended. Any
  position may be counted.

:meth:`commands` says which commands the window may offer now.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.rules import Color, Game, Move, OutcomeReason, Phase, Point
from qtgo.session.commands import Commands, commands_for
from qtgo.session.creation import new_record, parse_record, read_record
from qtgo.session.cursor import Cursor
from qtgo.session.display import BoardDisplay
from qtgo.session.editing import Editor
from qtgo.session.errors import ILLEGAL, MoveRejected, Problem, SessionError, UndoNotAllowed
from qtgo.session.modes import Mode
from qtgo.session.notes import NoteWriter, english_note
from qtgo.session.record import Record, captured_by, move_of
from qtgo.session.settings import NewGameSettings, Placement
from qtgo.session.view import session_display

# A live game, a count and a recount are imported when the session first has one: the
# board shown at start-up is in review, with none of them.
if TYPE_CHECKING:
    from qtgo.clock import GameClock
    from qtgo.rules import Outcome, ScoreBreakdown
    from qtgo.session.counting import Counting, EstimateJob
    from qtgo.session.edit import Edit
    from qtgo.session.live import LiveGame, UndoRequest
    from qtgo.session.played import PlayResult
    from qtgo.session.recount import Recount

__all__ = ["GameSession", "Mode"]


class GameSession:
    """One open game. Construct with :meth:`new`, :meth:`open` or :meth:`from_text`."""

    def __init__(
        self, record: Record, *, now: Callable[[], float] = time.monotonic, notes: NoteWriter = english_note
    ) -> None:
        self.record = record
        self.cursor = Cursor(lambda: self.record.tree, lambda node: self.record.move_number_at(node))
        self.editor = Editor(record, self.cursor)
        self.notes = notes
        self.mode = Mode.REVIEW
        self.live: LiveGame | None = None
        # The live position while the players try a side line (``try_variation``).
        self.trial: sgf.Node | None = None
        self.counting: Counting | None = None
        self.settings: NewGameSettings | None = None
        self.outcome: Outcome | None = None
        # The count accepted last, shown on its node until another file or game is opened.
        self.final: tuple[sgf.Node, ScoreBreakdown] | None = None
        self._now = now

    @classmethod
    def new(
        cls,
        settings: NewGameSettings | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
        notes: NoteWriter = english_note,
    ) -> GameSession:
        """A live game made from the New game dialog's values.

        No clock runs before the first move: the players sit down, set up, talk; the first
        move (or pass) starts the opponent's clock, as pressing a real clock does.
        """
        settings = settings or NewGameSettings()
        session = cls(new_record(settings, notes), now=now, notes=notes)
        session.settings = settings
        free = settings.handicap if settings.handicap and settings.placement is Placement.FREE else 0
        from qtgo.clock import GameClock  # with the first game played here, not at start-up

        # Without a time limit the clock still counts the time each player used.
        clock = GameClock(settings.black_time, settings.white_control, now=now)
        session._go_live(clock, session.record.root, undo_allowed=settings.undo_allowed, handicap=free, run_clock=False)
        session.record.modified = False
        return session

    @classmethod
    def blank(
        cls, width: int = 19, height: int = 19, *, now: Callable[[], float] = time.monotonic,
        notes: NoteWriter = english_note,
    ) -> GameSession:  # fmt: skip
        """An empty board in review, with no game and no clock (what the window shows at start-up)."""
        session = cls(new_record(NewGameSettings(width=width, height=height), notes), now=now, notes=notes)
        session.record.modified = False
        return session

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        now: Callable[[], float] = time.monotonic,
        notes: NoteWriter = english_note,
        encoding: str | None = None,
    ) -> GameSession:
        """Read a record for review (SGF, .gib, .ngf, .ugf; ``encoding`` wins over ``CA``).

        A broken file raises ``FileError`` with a clear message.
        """
        return cls(read_record(path, encoding), now=now, notes=notes)

    @classmethod
    def from_text(
        cls, text: str | bytes, *, now: Callable[[], float] = time.monotonic, notes: NoteWriter = english_note
    ) -> GameSession:
        return cls(parse_record(text), now=now, notes=notes)

    def _go_live(self, clock: GameClock, start: sgf.Node, *, undo_allowed: bool, handicap: int = 0,
                 branch: sgf.Node | None = None, run_clock: bool = True) -> None:  # fmt: skip
        from qtgo.session.live import LiveGame

        self.live = LiveGame(self.record, self.cursor, clock, lambda note, details: self.notes(note, details),
                             start=start, undo_allowed=undo_allowed, handicap_to_place=handicap,
                             branch_point=branch)  # fmt: skip
        self.cursor.select(start)
        self.mode = Mode.PLAY
        self.counting = None
        if self.game.phase is Phase.SCORING:
            self.begin_scoring()
        elif not handicap and run_clock:
            clock.start(self.to_play)

    # ----------------------------------------------------------------- state
    @property
    def tree(self) -> sgf.GameTree:
        return self.record.tree

    @property
    def node(self) -> sgf.Node:
        return self.cursor.node

    @property
    def game(self) -> Game:
        """The rules state at the current node (do not mutate it)."""
        return self.record.game_at(self.cursor.node)

    @property
    def clock(self) -> GameClock | None:
        return self.live.clock if self.live is not None else None

    @property
    def live_node(self) -> sgf.Node | None:
        return self.live.node if self.live is not None and self.mode is not Mode.REVIEW else None

    @property
    def handicap_to_place(self) -> int:
        return self.live.handicap_to_place if self.live is not None and self.mode is Mode.PLAY else 0

    @property
    def to_play(self) -> Color:
        """Whose turn it is at the current node (free handicap placement included)."""
        return Color.BLACK if self.handicap_to_place else self.game.to_play

    @property
    def at_live_end(self) -> bool:
        return self.live_node is not None and self.cursor.node is self.live_node

    @property
    def scoring(self) -> bool:
        return self.counting is not None

    @property
    def modified(self) -> bool:
        return self.record.modified

    def commands(self) -> Commands:
        """What the window may offer now."""
        return commands_for(self)

    def display(self, *, ownership: tuple[tuple[float, ...], ...] | None = None, ghost: bool = True) -> BoardDisplay:
        """Everything the board scene draws for the current node."""
        return session_display(self, ownership=ownership, ghost=ghost)

    def past_result(self, node: sgf.Node) -> bool:
        """The end of a finished game's main line: nothing may be played there."""
        return bool(self.record.result) and not node.children and node.is_main_line()

    # ----------------------------------------------------------------- moves
    def play(self, point: Point) -> PlayResult:
        """Put a stone of the player to move on ``point`` (while counting: toggle the dead chain)."""
        from qtgo.session.played import PlayResult  # with the first move, not at start-up

        if self.counting is not None:
            self.counting.mark_dead(point)
            return PlayResult(Move(self.to_play, point), created=False, scoring=True)
        width, height = self.record.size
        if not (0 <= point.x < width and 0 <= point.y < height):
            raise MoveRejected(Problem.OFF_BOARD)
        if self.handicap_to_place and self.live is not None:
            move = self.live.place_handicap_stone(point, self.game.board[point] is not None)
            return PlayResult(move)
        return self._play_move(Move(self.to_play, point))

    def pass_turn(self) -> PlayResult:
        """The player to move passes; in a live game the passes that end play start counting."""
        if self.counting is not None:
            if self.mode is Mode.SCORING and self.record.ruleset.four_passes_end:
                self.resume_play()  # Tromp-Taylor: four passes end the game
            else:
                raise MoveRejected(Problem.COUNTING)
        if self.handicap_to_place:
            raise MoveRejected(Problem.HANDICAP_FIRST, n=self.handicap_to_place)
        return self._play_move(Move(self.to_play, None))

    def _play_move(self, move: Move) -> PlayResult:
        from qtgo.session.played import PlayResult

        live = self.live if self.mode is Mode.PLAY else None
        node = self.cursor.node
        before = self.game
        if live is not None:
            live.check_turn()
        else:
            for child in node.children:
                if move_of(child) == move:
                    self.cursor.select(child)
                    return PlayResult(move, captured_by(before, self.game, move), created=False)
            if self.past_result(node):
                raise MoveRejected(Problem.GAME_FINISHED, result=self.record.result)
        reason = before.check(move)
        if reason is not None:
            raise MoveRejected(ILLEGAL[reason])
        child = self.record.add_move(node, move, live.child_index() if live is not None else None)
        self.cursor.select(child)
        after = self.game
        captured = captured_by(before, after, move)
        if live is None:
            return PlayResult(move, captured, edit=self.editor.added_variation(node, child))
        resumed = live.moved(child, move, after.to_play)
        outcome, scoring = None, False
        if after.phase is Phase.SCORING:
            scoring = True
            self.begin_scoring()
        elif after.phase is Phase.ENDED:
            # Tromp-Taylor: four passes end the game as it stands (every stone alive).
            self.begin_scoring(dead=())
            outcome = self.finish_scoring()
        return PlayResult(move, captured, outcome=outcome, scoring=scoring, clock_resumed=resumed)

    def resign(self, color: Color | None = None) -> Outcome:
        """``color`` (default: the player to move) resigns; the result goes to ``RE``."""
        if self.mode is Mode.REVIEW or self.live is None:
            raise SessionError(Problem.NOT_LIVE)
        outcome = self.live.resign(color or self.to_play)
        self._ended(outcome)
        return outcome

    def check_time(self) -> Outcome | None:
        """Ask the clock; a flag fall ends a live game (``B+T``/``W+T``)."""
        if self.mode is not Mode.PLAY or self.live is None:
            return None
        outcome = self.live.check_time()
        if outcome is not None:
            self._ended(outcome)
        return outcome

    def _ended(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.counting = None
        self.mode = Mode.REVIEW

    def undo_request(self) -> UndoRequest | None:
        return self.live.undo_request() if self.live is not None and self.mode is not Mode.REVIEW else None

    def undo_by_agreement(self) -> Move:
        """Take back the last move (or handicap stone), with both players' consent; it is recorded."""
        if self.mode is Mode.REVIEW or self.live is None:
            raise UndoNotAllowed(Problem.UNDO_IN_REVIEW)
        move = self.live.undo()
        self.counting = None
        self.mode = Mode.PLAY
        return move

    # ----------------------------------------------------------------- navigation and edits
    def to_node(self, node: sgf.Node) -> None:
        self.cursor.to_node(node)

    def set_comment(self, text: str, node: sgf.Node | None = None) -> Edit | None:
        return self.record.set_comment(node or self.cursor.node, text)

    def set_game_info(self, values: Mapping[str, str]) -> Edit | None:
        return self.record.set_game_info(values, live=self.mode is not Mode.REVIEW)

    def toggle_markup(self, kind: str, point: Point, to: Point | None = None) -> Edit | None:
        return self.record.toggle_markup(self.cursor.node, kind, point, to)

    def delete_variation(self, node: sgf.Node | None = None) -> Edit:
        # While a side line is tried the live game's moves are protected all the same.
        return self.editor.delete_variation(node or self.cursor.node, self.live_node or self.trial)

    def promote_variation(self, node: sgf.Node | None = None) -> Edit | None:
        return self.editor.promote_variation(node or self.cursor.node)

    # ----------------------------------------------------------------- counting
    def begin_scoring(self, dead: Iterable[Point] | None = None) -> None:
        """Count the current position: a live game at its end after the passes, any position in review."""
        if self.mode is Mode.PLAY and not self.at_live_end:
            raise SessionError(Problem.COUNT_AT_END)
        from qtgo.session.counting import Counting
        from qtgo.sgf.accepted import accepted_count, final_node

        self.counting = Counting(self.cursor.node, self.game)
        if self.mode is Mode.PLAY and self.live is not None:
            self.live.clock.pause()
            self.mode = Mode.SCORING
        if dead:
            self.counting.set_dead(dead)
        elif dead is None and self.mode is Mode.REVIEW and final_node(self.cursor.node):
            # A reopened finished game: count it as the players accepted it, not afresh.
            recorded = accepted_count(self.cursor.node, self.game.board)
            if recorded is not None:
                self.counting.use_record(recorded)

    def require_counting(self) -> Counting:
        if self.counting is None:
            raise SessionError(Problem.NOT_COUNTING)
        return self.counting

    def penalties(self) -> dict[Color, float]:
        """Time penalty points (Ing overtime) from the clock, per colour."""
        return {c: p for c, p in self.live.clock.penalties().items() if p} if self.live is not None else {}

    def score(self) -> ScoreBreakdown:
        """The breakdown for the current marking (every term per colour)."""
        return self.require_counting().score(self.penalties())

    def recount(self) -> Recount | None:
        """The recorded result beside this count's, when a count started from the record's
        accepted count does not give it (None otherwise)."""
        counting = self.counting
        if counting is None or counting.recorded is None:
            return None
        from qtgo.session.recount import compare_recount

        return compare_recount(self.record.result, counting.recorded, self.score(), counting.game.board)

    def estimator(self) -> EstimateJob:
        """The estimate of the position shown, as a job for a worker thread (its inputs copied)."""
        from qtgo.session.counting import estimate_job

        return estimate_job(self.game, self.to_play, self.record.ruleset)

    def estimated_score(self, dead: Iterable[Point]) -> ScoreBreakdown:
        """The count of the position shown if ``dead`` were dead, under the game's own rules."""
        game = self.game
        return game.score(dead=frozenset(p for p in dead if game.board[p] is not None))

    def finish_scoring(self) -> Outcome:
        """Both players accept the count: the result goes to the record and the game ends."""
        from qtgo.rules import Outcome  # a game's end: imported when one ends

        counting = self.require_counting()
        breakdown = self.score()
        outcome = Outcome(breakdown.winner, OutcomeReason.SCORE, breakdown.result, breakdown)
        if self.mode is not Mode.REVIEW and self.live is not None:
            self.live.record_count(outcome, counting.node, counting.dead)
        else:
            self.record.set_result(breakdown.result)
            if counting.recorded is not None:
                # A reopened accepted count, counted again and accepted: its marks follow,
                # so the next reopening reproduces the new result.
                from qtgo.sgf.accepted import mark_count

                mark_count(counting.node, breakdown, counting.game.board)
        self.final = (counting.node, breakdown)
        self._ended(outcome)
        return outcome

    def cancel_scoring(self) -> None:
        """Leave counting in review (nothing is written)."""
        if self.mode is Mode.SCORING:
            raise SessionError(Problem.USE_RESUME)
        self.counting = None

    @property
    def resume_asks_who(self) -> bool:
        """Whether resuming now depends on who asks: only when the passes ended play.

        After a count begun mid-game (no passes) nobody disputes anything: the player to
        move moves, and the window does not ask.
        """
        return self.mode is Mode.SCORING and self.counting is not None and self.counting.after_passes

    def resume_play(self, asked_by: Color | None = None) -> Color:
        """The players disagree about the count: play on (RULES.md §1); returns who moves.

        After the passes the opponent of ``asked_by`` moves first; after a count begun
        mid-game ``asked_by`` is ignored and the player to move moves, so nobody moves twice.
        """
        if self.mode is not Mode.SCORING or self.live is None:
            raise SessionError(Problem.RESUME_AFTER_PASSES)
        if not self.resume_asks_who:
            asked_by = None
        self.counting = None
        self.mode = Mode.PLAY
        return self.live.resume(asked_by)

    # ----------------------------------------------------------------- trying a variation, files
    def try_variation(self) -> None:
        """During a live game: stop the clocks and let the players try a side line from any
        earlier position (a teacher shows a student); :meth:`back_to_game` returns."""
        if self.mode is not Mode.PLAY or self.live is None:
            raise SessionError(Problem.NOT_LIVE)
        self.trial = self.live.begin_trial()
        self.mode = Mode.REVIEW

    def back_to_game(self) -> None:
        """Back to the live position, the game and its clocks as they were; the side lines
        stay in the record as variations."""
        if self.trial is None or self.live is None:
            raise SessionError(Problem.NOT_LIVE)
        self.live.end_trial()
        self.trial = None
        self.mode = Mode.PLAY

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        self.note_pending_time()
        return self.record.save(path)

    def note_pending_time(self) -> None:
        """Write the time the player to move has left now, so a saved game goes on with it."""
        if self.mode is Mode.PLAY and self.live is not None:
            self.live.note_pending_time(self.to_play)

    def select_game(self, index: int) -> None:
        """Show another game of the collection."""
        self.record.select_game(index)
        self.cursor.reset()
        self.mode, self.counting, self.final = Mode.REVIEW, None, None

    def continue_game(self, *, undo_allowed: bool = True, from_here: bool = False) -> None:
        """Play a record on (after recovery; ``from_here``: from the node shown, as a new
        variation where the record goes on). The clocks start from the time it wrote last."""
        if from_here:
            start = self.cursor.node
            if self.past_result(start):
                raise SessionError(Problem.GAME_FINISHED, result=self.record.result)
            branch = start if (start.children or self.record.result) else None
        else:
            if self.record.result:
                raise SessionError(Problem.GAME_FINISHED, result=self.record.result)
            start, branch = self.cursor.line_end(), None
        from qtgo.session.live import LiveGame

        clock = LiveGame.clock_from_record(self.record, start, self._now)
        self._go_live(clock, start, undo_allowed=undo_allowed, branch=branch)
