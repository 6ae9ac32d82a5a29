"""``SessionAdapter``: the thin Qt layer between the widgets and the pure ``GameSession``.

Widgets call the adapter's slots (play, pass, navigate, ...) and read what they show from
its properties; the adapter calls the session, catches its ``SessionError`` and turns what
happened into signals. Nothing past the adapter is reached by a widget: what may be done
now is :meth:`commands`, decided by the session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from qtgo import sgf
from qtgo.rules import Color, Point
from qtgo.session import (
    GameSession,
    Mode,
    NewGameSettings,
    SessionError,
)
from qtgo.ui.messages import edit_text, error_text, note_writer
from qtgo.ui.session_reads import SessionReads

if TYPE_CHECKING:
    from qtgo.clock import GameClock
    from qtgo.rules.estimate import Estimate
    from qtgo.session import Cursor, Edit, PlayResult
    from qtgo.ui.estimator import EstimateRunner


class _EditCommand(QUndoCommand):
    """Puts a session ``Edit`` on the undo stack; the first redo is the command itself."""

    def __init__(self, edit: Edit, adapter: SessionAdapter) -> None:
        super().__init__(edit_text(edit))
        self._edit = edit
        self._adapter = adapter
        self._done = True

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self._edit.redo()
        self._adapter.changed(tree=True)

    def undo(self) -> None:
        self._edit.undo()
        self._adapter.changed(tree=True)


class SessionAdapter(QObject, SessionReads):
    """Commands in, signals out, for one window's open game.

    Signals:
        position_changed(): the current node, its position or what is drawn on it changed.
        tree_changed(): nodes were added, removed or reordered (the move tree refreshes).
        node_added(object): one node was appended (the move tree inserts one row).
        clock_changed(): the clocks were pressed, paused or flagged.
        move_rejected(str): a command was refused; the text is for the player, translated.
        rejected(object): the same refusal as the ``SessionError`` (its ``reason`` is data).
        game_ended(str): the game ended; the text is the SGF result (``B+R``, ``W+3.5``).
        session_replaced(): a different game is open (new game, open file, recovery); its
            tree is new too (no tree_changed follows).
        modified_changed(bool): the record gained or lost unsaved changes.
        mode_changed(): play, scoring or review mode began.
        stone_played(int): a stone was put down; the number of stones it captured.
        estimate_ready(object): a score estimate (``qtgo.rules.estimate.Estimate``) arrived.
        estimate_failed(str): the estimator raised; the text says why.
        clock_resumed(): a move was made while the clock was paused, which restarted it.
    """

    position_changed = Signal()
    tree_changed = Signal()
    node_added = Signal(object)
    clock_changed = Signal()
    move_rejected = Signal(str)
    rejected = Signal(object)
    game_ended = Signal(str)
    session_replaced = Signal()
    modified_changed = Signal(bool)
    mode_changed = Signal()
    stone_played = Signal(int)
    estimate_ready = Signal(object)
    estimate_failed = Signal(str)
    clock_resumed = Signal()

    def __init__(self, session: GameSession | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session or GameSession.new(notes=note_writer)
        self.session.notes = note_writer
        self.undo_stack = QUndoStack(self)
        self.estimate: Estimate | None = None
        self._estimator: EstimateRunner | None = None  # made with the first estimate (``estimator``)
        self._last_modified = self.session.modified
        self._last_mode = self.session.mode
        self._held: GameClock | None = None  # paused while a dialog is open (``hold_clock``)
        # Polls the pure clock for a flag fall; it never computes time itself.
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(200)
        self._clock_timer.timeout.connect(self._poll_clock)
        self._update_clock_timer()

    # -------------------------------------------------------------- plumbing
    @property
    def estimator(self) -> EstimateRunner:
        """Runs the estimates in the thread pool: made with the first one, not at start-up."""
        if self._estimator is None:
            from qtgo.ui.estimator import EstimateRunner

            self._estimator = EstimateRunner(self)
            self._estimator.finished.connect(self._estimate_finished)
            self._estimator.failed.connect(self.estimate_failed)
        return self._estimator

    def _cancel_estimate(self) -> None:
        if self._estimator is not None:
            self._estimator.cancel()

    def changed(self, *, tree: bool = False, node: sgf.Node | None = None) -> None:
        """Something changed: the estimate shown is dropped, and the widgets are told."""
        self._cancel_estimate()
        self.estimate = None
        if node is not None:
            self.node_added.emit(node)
        elif tree:
            self.tree_changed.emit()
        self.position_changed.emit()
        if self.session.mode is not self._last_mode:
            self._last_mode = self.session.mode
            self.mode_changed.emit()
            self._update_clock_timer()
        if self.session.modified != self._last_modified:
            self._last_modified = self.session.modified
            self.modified_changed.emit(self.session.modified)

    def _reject(self, error: SessionError) -> None:
        self.rejected.emit(error)
        self.move_rejected.emit(error_text(error))

    def _try(self, command: Callable[[], Any]) -> tuple[bool, Any]:
        """Run a session command; a refusal is signalled and nothing else happens."""
        try:
            return True, command()
        except SessionError as error:
            self._reject(error)
            return False, None

    def _update_clock_timer(self) -> None:
        if self.session.clock is not None and self.session.mode is Mode.PLAY:
            self._clock_timer.start()
        else:
            self._clock_timer.stop()

    def _push(self, edit: Edit | None) -> None:
        if edit is not None:
            self.undo_stack.push(_EditCommand(edit, self))

    def replace_session(self, session: GameSession) -> None:
        """Show another game (new, opened, recovered); the old one is dropped."""
        self._cancel_estimate()
        session.notes = note_writer
        self.session = session
        self.estimate = None
        self.undo_stack.clear()
        self._last_mode = session.mode
        self._last_modified = session.modified
        self._update_clock_timer()
        # No tree_changed: whoever shows the tree rebuilds it on session_replaced, and a
        # second rebuild of a 100,000-move tree doubled the time to open it.
        self.session_replaced.emit()
        self.position_changed.emit()
        self.clock_changed.emit()
        self.mode_changed.emit()
        self.modified_changed.emit(session.modified)

    @Slot()
    def _poll_clock(self) -> None:
        outcome = self.session.check_time()
        self.clock_changed.emit()
        if outcome is not None:
            self.changed()
            self.game_ended.emit(outcome.result)

    # -------------------------------------------------------------- commands
    def new_game(self, settings: NewGameSettings) -> bool:
        ok, session = self._try(lambda: GameSession.new(settings, notes=note_writer))
        if ok:
            self.replace_session(session)
        return ok

    def open_session(self, path: str, encoding: str | None = None) -> GameSession:
        """Read a record (raises ``FileError``); the caller decides whether to show it."""
        return GameSession.open(path, notes=note_writer, encoding=encoding)

    @Slot(int, int)
    def play(self, x: int, y: int) -> PlayResult | None:
        """A stone at (x, y); while counting, the chain there is toggled dead or alive."""
        if self.session.scoring:
            self.mark_dead(x, y)
            return None
        before = self.session.node
        ok, result = self._try(lambda: self.session.play(Point(x, y)))
        if not ok:
            return None
        self._after_move(result, before)
        return result  # type: ignore[no-any-return]

    @Slot()
    def pass_turn(self) -> PlayResult | None:
        before = self.session.node
        ok, result = self._try(self.session.pass_turn)
        if not ok:
            return None
        self._after_move(result, before)
        return result  # type: ignore[no-any-return]

    def _after_move(self, result: PlayResult, before: sgf.Node) -> None:
        node = self.session.node
        added = result.created and node is not before and node.parent is before
        self._push(result.edit)
        self.changed(tree=not added and result.created, node=node if added else None)
        if result.move.point is not None:
            self.stone_played.emit(len(result.captured))
        self.clock_changed.emit()
        if result.clock_resumed:
            self.clock_resumed.emit()
        if result.scoring:
            self.start_estimate(for_scoring=True)
        if result.outcome is not None:
            self.game_ended.emit(result.outcome.result)

    @Slot()
    def resign(self, color: Color | None = None) -> None:
        ok, outcome = self._try(lambda: self.session.resign(color))
        if ok:
            self.changed()
            self.clock_changed.emit()
            self.game_ended.emit(outcome.result)

    @Slot()
    def undo_by_agreement(self) -> None:
        if self._try(self.session.undo_by_agreement)[0]:
            self.changed(tree=True)
            self.clock_changed.emit()

    def continue_game(self) -> bool:
        """Play on from the position shown, as a live game."""
        ok, _ = self._try(lambda: self.session.continue_game(from_here=True))
        if ok:
            self.replace_session(self.session)
        return ok

    def try_variation(self) -> bool:
        """Stop the clocks and try a side line from any earlier position of the live game."""
        ok, _ = self._try(self.session.try_variation)
        if ok:
            self.changed()
            self.clock_changed.emit()
        return ok

    def back_to_game(self) -> bool:
        """Back to the live position; the tried lines stay as variations."""
        ok, _ = self._try(self.session.back_to_game)
        if ok:
            self.changed(tree=True)
            self.clock_changed.emit()
        return ok

    @property
    def trying(self) -> bool:
        """A side line is being tried during a live game."""
        return self.session.trial is not None

    def select_game(self, index: int) -> bool:
        """Show another game of the collection; the record keeps its unsaved changes."""
        ok, _ = self._try(lambda: self.session.select_game(index))
        if ok:
            self.replace_session(self.session)
        return ok

    def save(self, path: str) -> None:
        """Write the record (raises ``FileError``: the caller words the failure)."""
        self.session.save(path)
        self.mark_saved()

    def _navigate(self, command: Callable[[], Any]) -> bool:
        ok, moved = self._try(command)
        if ok and (moved is None or moved):
            self.position_moved()
        return ok and (moved is None or bool(moved))

    def position_moved(self) -> None:
        """The board shows another node: drop the estimate and any estimate still running."""
        self._cancel_estimate()
        self.estimate = None
        self.position_changed.emit()

    @property
    def estimating(self) -> bool:
        """An estimate for the position shown is still running."""
        return self._estimator is not None and self._estimator.running

    @Slot()
    def forward(self, steps: int = 1) -> bool:
        return self._navigate(lambda: self.session.cursor.forward(steps))

    @Slot()
    def back(self, steps: int = 1) -> bool:
        return self._navigate(lambda: self.session.cursor.back(steps))

    @Slot()
    def to_start(self) -> bool:
        return self._navigate(self.session.cursor.to_start)

    @Slot()
    def to_end(self) -> bool:
        return self._navigate(self.session.cursor.to_end)

    @Slot()
    def next_variation(self) -> bool:
        return self._navigate(self.session.cursor.next_variation)

    @Slot()
    def previous_variation(self) -> bool:
        return self._navigate(self.session.cursor.previous_variation)

    def go(self, where: Callable[[Cursor], bool]) -> bool:
        """Move by one of the cursor's own commands (``Cursor.next_comment``, a branch point, move N)."""
        return self._navigate(lambda: where(self.session.cursor))

    def move_count(self) -> int:
        """Moves in the line the navigation follows, to its end (Go to move's range)."""
        return self.session.cursor.move_count()

    @Slot(int)
    def step(self, direction: int) -> None:
        """The board's wheel: -1 back, +1 forward."""
        if direction < 0:
            self.back()
        elif direction > 0:
            self.forward()

    @Slot(object)
    def to_node(self, node: sgf.Node) -> None:
        self._navigate(lambda: self.session.to_node(node))

    def _edit(self, command: Callable[[], Edit | None], *, tree: bool = False) -> None:
        ok, edit = self._try(command)
        if ok and (edit is not None or tree):
            self._push(edit)
            self.changed(tree=tree)

    def set_comment(self, text: str, node: sgf.Node | None = None) -> None:
        self._edit(lambda: self.session.set_comment(text, node))

    def toggle_markup(self, kind: str, x: int, y: int, to: Point | None = None) -> None:
        self._edit(lambda: self.session.toggle_markup(kind, Point(x, y), to))

    def set_game_info(self, values: dict[str, str]) -> None:
        self._edit(lambda: self.session.set_game_info(values))

    def delete_variation(self) -> None:
        self._edit(self.session.delete_variation, tree=True)

    def promote_variation(self) -> None:
        self._edit(self.session.promote_variation, tree=True)

    # -------------------------------------------------------------- counting
    def mark_dead(self, x: int, y: int) -> None:
        if self._try(lambda: self.session.require_counting().mark_dead(Point(x, y)))[0]:
            self.position_changed.emit()

    def mark_seki(self, x: int, y: int) -> None:
        """Counting: toggle whether the chain at (x, y) and its seki partners are in seki."""
        if self._try(lambda: self.session.require_counting().mark_seki(Point(x, y)))[0]:
            self.position_changed.emit()

    def begin_scoring(self) -> None:
        if self._try(self.session.begin_scoring)[0]:
            self.changed()
            self.mode_changed.emit()
            counting = self.session.counting
            if counting is None or counting.recorded is None:  # a recorded count is the players' own
                self.start_estimate(for_scoring=True)

    def accept_score(self) -> None:
        ok, outcome = self._try(self.session.finish_scoring)
        if ok:
            self.changed()
            self.mode_changed.emit()
            self.clock_changed.emit()
            self.game_ended.emit(outcome.result)

    def resume_play(self, asked_by: Color | None = None) -> None:
        """Play on after a disputed count (the opponent of ``asked_by`` moves first); in review, stop counting."""
        session = self.session
        command = (lambda: session.resume_play(asked_by)) if session.mode is Mode.SCORING else session.cancel_scoring
        before = session.node
        if self._try(command)[0]:
            # Resuming out of turn adds a node (``PL``): the move tree must know it.
            self.changed(node=session.node if session.node is not before else None)
            self.mode_changed.emit()
            self.clock_changed.emit()

    def start_estimate(self, *, for_scoring: bool = False) -> None:
        """Run the estimator in the thread pool; the result arrives as ``estimate_ready``."""
        self.estimator.start(self.session.estimator(), (self.session.node, for_scoring))

    @Slot(object, object)
    def _estimate_finished(self, result: Estimate, tag: tuple[sgf.Node, bool]) -> None:
        node, for_scoring = tag
        if self.session.node is not node:
            return  # the position changed while it ran
        if for_scoring and self.session.counting is not None:
            self.session.counting.propose(result)
        else:
            self.estimate = result
        self.position_changed.emit()
        self.estimate_ready.emit(result)

    # -------------------------------------------------------------- clock
    def pause_clock(self) -> None:
        if self.session.clock is not None and self.session.mode is Mode.PLAY:
            self.session.clock.pause()
            self.clock_changed.emit()

    def resume_clock(self) -> None:
        if self.session.clock is not None and self.session.mode is Mode.PLAY:
            self._held = None
            self.session.clock.resume()
            self.clock_changed.emit()

    def hold_clock(self) -> bool:
        """A dialog that is not about the game opened: stop both clocks until it closes
        (:meth:`release_clock`). Only a running clock of a live game is held."""
        clock = self.session.clock
        if clock is None or self.session.mode is not Mode.PLAY or clock.paused or clock.running is None:
            return False
        clock.pause()
        self._held = clock
        self.clock_changed.emit()
        return True

    def release_clock(self, *, resume: bool = True) -> None:
        """The dialog closed: the held clock runs on (``resume=False``: it stays paused, as
        if the players had paused it). A clock replaced meanwhile (a new game) is left alone."""
        clock, self._held = self._held, None
        if clock is None:
            return
        if resume and clock is self.session.clock and self.session.mode is Mode.PLAY and clock.paused:
            clock.resume()
        self.clock_changed.emit()

    @property
    def clock_held(self) -> bool:
        """The clocks stand still because a dialog not about the game is open."""
        return self._held is not None and self._held is self.session.clock and self._held.paused

    def mark_saved(self) -> None:
        self._last_modified = self.session.modified
        self.undo_stack.setClean()
        self.modified_changed.emit(self.session.modified)
