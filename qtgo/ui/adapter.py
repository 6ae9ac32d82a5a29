"""``SessionAdapter``: the thin Qt layer between the widgets and the pure ``GameSession``.

Widgets call the adapter's slots (play, pass, navigate, ...); the adapter calls the
session, catches its ``SessionError`` and turns what happened into signals. No widget
does rules or time arithmetic: they read ``adapter.session`` and redraw.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication, QUndoCommand, QUndoStack

from qtgo.rules import Color, Point
from qtgo.session import Edit, GameSession, Mode, NewGameSettings, PlayResult, SessionError
from qtgo.ui.messages import error_text, translate_message


class _EditCommand(QUndoCommand):
    """Puts a session ``Edit`` on the undo stack; the first redo is the command itself."""

    def __init__(self, edit: Edit, adapter: SessionAdapter) -> None:
        super().__init__(translate_message(edit.text))
        self._edit = edit
        self._adapter = adapter
        self._done = True

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self._edit.redo()
        self._adapter._changed(tree=True)

    def undo(self) -> None:
        self._edit.undo()
        self._adapter._changed(tree=True)


class _EstimateSignals(QObject):
    finished = Signal(int, object)
    failed = Signal(int, str)


class _EstimateTask(QRunnable):
    """Runs the (pure, slow) estimator on a copy of the position in the thread pool."""

    def __init__(self, token: int, board: Any, to_play: Color, ruleset: Any, signals: _EstimateSignals) -> None:
        super().__init__()
        self.token = token
        self.board = board
        self.to_play = to_play
        self.ruleset = ruleset
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            from qtgo.rules.estimate import estimate

            result = estimate(self.board, self.to_play, self.ruleset)
        except Exception as error:  # reported to the window, never lost in the thread
            self.signals.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        self.signals.finished.emit(self.token, result)


class SessionAdapter(QObject):
    """Commands in, signals out, for one window's open game.

    Signals:
        position_changed(): the current node, its position or what is drawn on it changed.
        tree_changed(): nodes were added, removed or reordered (the move tree refreshes).
        node_added(object): one node was appended (the move tree inserts one row).
        clock_changed(): the clocks were pressed, paused or flagged.
        move_rejected(str): a command was refused; the text is for the status bar.
        game_ended(str): the game ended; the text is the SGF result (``B+R``, ``W+3.5``).
        session_replaced(): a different game is open (new game, open file, recovery).
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
        self.session = session or GameSession.new()
        self.undo_stack = QUndoStack(self)
        self.estimate: Any = None
        self._estimate_token = 0
        self._estimate_node: Any = None
        self._estimate_for_scoring = False
        # One signal carrier per task, kept until its answer arrives on this thread.
        self._estimate_carriers: dict[int, _EstimateSignals] = {}
        self.pool = QThreadPool.globalInstance()
        self._last_modified = self.session.modified
        self._last_mode = self.session.mode
        # Polls the pure clock for a flag fall; it never computes time itself.
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(200)
        self._clock_timer.timeout.connect(self._poll_clock)
        self._update_clock_timer()

    # -------------------------------------------------------------- plumbing
    def _changed(self, *, tree: bool = False, node: Any = None) -> None:
        if self.session.node is not self._estimate_node:
            self._estimate_token += 1  # an estimate running for another position is stale
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
        self.move_rejected.emit(error_text(error))

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
        self._estimate_token += 1
        self.session = session
        self.estimate = None
        self.undo_stack.clear()
        self._last_mode = session.mode
        self._last_modified = session.modified
        self._update_clock_timer()
        self.session_replaced.emit()
        self.tree_changed.emit()
        self.position_changed.emit()
        self.clock_changed.emit()
        self.mode_changed.emit()
        self.modified_changed.emit(session.modified)

    @Slot()
    def _poll_clock(self) -> None:
        result = self.session.check_time()
        self.clock_changed.emit()
        if result:
            self._changed()
            self.game_ended.emit(result)

    # -------------------------------------------------------------- commands
    def new_game(self, settings: NewGameSettings) -> bool:
        try:
            session = GameSession.new(settings)
        except SessionError as error:
            self._reject(error)
            return False
        self.replace_session(session)
        return True

    @Slot(int, int)
    def play(self, x: int, y: int) -> PlayResult | None:
        session = self.session
        if session.scoring:
            # Shift+click (or Ctrl+click) overrides the seki detection; a plain click marks dead.
            modifiers = QGuiApplication.keyboardModifiers()
            if modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier):
                return self.mark_seki(x, y)
            return self.mark_dead(x, y)
        before = session.node
        try:
            result = session.play(Point(x, y))
        except SessionError as error:
            self._reject(error)
            return None
        self._after_move(result, before)
        return result

    @Slot()
    def pass_turn(self) -> PlayResult | None:
        before = self.session.node
        try:
            result = self.session.pass_turn()
        except SessionError as error:
            self._reject(error)
            return None
        self._after_move(result, before)
        return result

    def _after_move(self, result: PlayResult, before: Any) -> None:
        node = self.session.node
        added = result.created and node is not before and node.parent is before
        self._push(result.edit)
        self._changed(tree=not added and result.created, node=node if added else None)
        if result.move.point is not None:
            self.stone_played.emit(len(result.captured))
        self.clock_changed.emit()
        if result.clock_resumed:
            self.clock_resumed.emit()
        if result.scoring:
            self.start_estimate(for_scoring=True)
        if result.result:
            self.game_ended.emit(result.result)

    @Slot()
    def resign(self, color: Color | None = None) -> None:
        try:
            result = self.session.resign(color)
        except SessionError as error:
            self._reject(error)
            return
        self._changed()
        self.clock_changed.emit()
        self.game_ended.emit(result)

    @Slot()
    def undo_by_agreement(self) -> None:
        try:
            self.session.undo_by_agreement()
        except SessionError as error:
            self._reject(error)
            return
        self._changed(tree=True)
        self.clock_changed.emit()

    def _navigate(self, method: str, *args: Any) -> bool:
        try:
            moved = getattr(self.session, method)(*args)
        except SessionError as error:
            self._reject(error)
            return False
        if moved is None or moved:
            self.position_moved()
        return bool(moved) or moved is None

    def position_moved(self) -> None:
        """The board shows another node: drop the estimate and any estimate still running.

        Bumping the token makes ``_estimate_finished`` ignore a result computed for the
        position that was left (it would otherwise be shown on the wrong board).
        """
        self._estimate_token += 1
        self.estimate = None
        self.position_changed.emit()

    @property
    def estimating(self) -> bool:
        """An estimate for the position shown is still running."""
        return self._estimate_token in self._estimate_carriers

    @Slot()
    def forward(self) -> bool:
        return self._navigate("forward")

    @Slot()
    def back(self) -> bool:
        return self._navigate("back")

    @Slot()
    def to_start(self) -> bool:
        return self._navigate("to_start")

    @Slot()
    def to_end(self) -> bool:
        return self._navigate("to_end")

    @Slot()
    def next_variation(self) -> bool:
        return self._navigate("next_variation")

    @Slot()
    def previous_variation(self) -> bool:
        return self._navigate("previous_variation")

    @Slot(int)
    def step(self, direction: int) -> None:
        """The board's wheel: -1 back, +1 forward."""
        if direction < 0:
            self.back()
        elif direction > 0:
            self.forward()

    @Slot(object)
    def to_node(self, node: Any) -> None:
        self._navigate("to_node", node)

    def set_comment(self, text: str, node: Any = None) -> None:
        try:
            edit = self.session.set_comment(text, node)
        except SessionError as error:
            self._reject(error)
            return
        if edit is not None:
            self._push(edit)
            self._changed()

    def toggle_markup(self, kind: str, x: int, y: int, to: Point | None = None) -> None:
        try:
            edit = self.session.toggle_markup(kind, Point(x, y), to)
        except SessionError as error:
            self._reject(error)
            return
        self._push(edit)
        self._changed()

    def set_game_info(self, values: dict[str, str]) -> None:
        try:
            edit = self.session.set_game_info(values)
        except SessionError as error:
            self._reject(error)
            return
        self._push(edit)
        self._changed()

    def delete_variation(self) -> None:
        try:
            edit = self.session.delete_variation()
        except SessionError as error:
            self._reject(error)
            return
        self._push(edit)
        self._changed(tree=True)

    def promote_variation(self) -> None:
        try:
            edit = self.session.promote_variation()
        except SessionError as error:
            self._reject(error)
            return
        self._push(edit)
        self._changed(tree=True)

    # -------------------------------------------------------------- scoring
    def mark_dead(self, x: int, y: int) -> None:
        try:
            self.session.mark_dead(Point(x, y))
        except SessionError as error:
            self._reject(error)
            return
        self.position_changed.emit()

    def mark_seki(self, x: int, y: int) -> None:
        """Counting: toggle whether the chain at (x, y) and its seki partners are in seki."""
        try:
            self.session.mark_seki(Point(x, y))
        except SessionError as error:
            self._reject(error)
            return
        self.position_changed.emit()

    def begin_scoring(self) -> None:
        try:
            self.session.begin_scoring()
        except SessionError as error:
            self._reject(error)
            return
        self._changed()
        self.mode_changed.emit()
        self.start_estimate(for_scoring=True)

    def accept_score(self) -> None:
        try:
            result = self.session.finish_scoring()
        except SessionError as error:
            self._reject(error)
            return
        self._changed()
        self.mode_changed.emit()
        self.clock_changed.emit()
        self.game_ended.emit(result)

    def resume_play(self, asked_by: Color | None = None) -> None:
        """Play on after a disputed count; the opponent of ``asked_by`` moves first."""
        session = self.session
        try:
            if session.mode is Mode.SCORING:
                session.resume_play(asked_by)
            else:
                session.cancel_scoring()
        except SessionError as error:
            self._reject(error)
            return
        self._changed()
        self.mode_changed.emit()
        self.clock_changed.emit()

    def start_estimate(self, *, for_scoring: bool = False) -> None:
        """Run the estimator in the thread pool; the result arrives as ``estimate_ready``."""
        self._estimate_token += 1
        self._estimate_for_scoring = for_scoring
        self._estimate_node = self.session.node
        game = self.session.game
        carrier = _EstimateSignals()
        carrier.finished.connect(self._estimate_finished)
        carrier.failed.connect(self._estimate_error)
        self._estimate_carriers[self._estimate_token] = carrier
        task = _EstimateTask(self._estimate_token, game.board.copy(), self.session.to_play, self.session.ruleset, carrier)
        self.pool.start(task)

    @Slot(int, object)
    def _estimate_finished(self, token: int, result: Any) -> None:
        carrier = self._estimate_carriers.pop(token, None)
        if carrier is not None:
            carrier.deleteLater()
        if token != self._estimate_token or self.session.node is not self._estimate_node:
            return  # the position changed while it ran
        if self._estimate_for_scoring and self.session.scoring:
            try:
                self.session.set_dead(result.dead)
            except SessionError:
                pass
            self.position_changed.emit()
        else:
            self.estimate = result
            self.position_changed.emit()
        self.estimate_ready.emit(result)

    @Slot(int, str)
    def _estimate_error(self, token: int, message: str) -> None:
        carrier = self._estimate_carriers.pop(token, None)
        if carrier is not None:
            carrier.deleteLater()
        if token == self._estimate_token:
            self.estimate_failed.emit(message)

    def display(self) -> Any:
        """The board display for the current node, with the estimate's ownership if shown."""
        ownership = None
        if self.estimate is not None and not self.session.scoring:
            ownership = tuple(tuple(row) for row in self.estimate.ownership)
        return self.session.display(ownership=ownership)

    # -------------------------------------------------------------- clock
    def pause_clock(self) -> None:
        self.session.pause_clock()
        self.clock_changed.emit()

    def resume_clock(self) -> None:
        self.session.resume_clock()
        self.clock_changed.emit()

    def mark_saved(self) -> None:
        self._last_modified = self.session.modified
        self.undo_stack.setClean()
        self.modified_changed.emit(self.session.modified)
