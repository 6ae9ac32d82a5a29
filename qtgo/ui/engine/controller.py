"""The engine off the GUI thread: a worker ``QObject`` on its own ``QThread``.

The controller lives on the GUI thread, issues a token with each request and cancels the
running analysis when a new one is asked for; answers whose token is no longer current
are dropped here, so no stale analysis is ever shown on the wrong position.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from qtgo.clock import PlayerClock, TimeControl, TimeSystem
from qtgo.engine import Analysis, AnalysisKind, Cancel, Engine, EngineError, EnginePosition, GtpClient, Limits, Tokens
from qtgo.engine.errors import EngineFault
from qtgo.engine.focus import Focus
from qtgo.engine.kataconfig import with_black_view
from qtgo.engine.katago import KataJsonEngine
from qtgo.engine.review import main_line_positions
from qtgo.engine.whole_game import PositionResult, ReviewSettings, analyse_game, analyse_game_json
from qtgo.rules import Game, Move
from qtgo.sgf import GameTree

#: Longest line the engine log keeps whole (an ownership report is ~8,000 characters).
LOG_LINE_CHARS = 4000


class _Worker(QObject):
    """Runs the blocking engine calls; lives on the controller's thread."""

    started = Signal(str)  # the engine's label
    analysed = Signal(int, object)  # token, Analysis
    partial = Signal(int, object)  # token, Analysis (a search still running)
    moved = Signal(int, object)  # token, Move
    progress = Signal(int, int)  # positions done, total
    game_analysed = Signal(int, object)  # token, dict[int, Analysis] (position index -> analysis)
    position_analysed = Signal(int, int, object)  # token, position index, Analysis
    position_skipped = Signal(int, int, str)  # token, position index, why (its timeout)
    failed = Signal(int, str, str)  # token, EngineFault value, message
    log = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.engine: Engine | None = None
        self.json_engine: KataJsonEngine | None = None
        self._json_command = ""

    def _traffic(self, direction: str, line: str) -> None:
        """Every command sent (``>``) and every reply line (``<``), for the engine log."""
        if len(line) > LOG_LINE_CHARS:
            line = f"{line[:LOG_LINE_CHARS]} … (+{len(line) - LOG_LINE_CHARS})"
        self.log.emit(f"{direction} {line}")

    @Slot(str, str)
    def start(self, command: str, folder: str) -> None:
        self.stop()
        self.log.emit(f"$ {command}")
        # As Engine.start does (a KataGo reports from Black's side), with every line logged.
        argv, perspective = with_black_view(command)
        try:
            client = GtpClient.start(argv, on_stderr=self.log.emit, on_traffic=self._traffic, cwd=folder or None)
        except EngineError as error:
            self.failed.emit(0, error.reason.value, str(error))
            return
        self.engine = Engine(client)
        self.engine.perspective = perspective
        self.started.emit(self.engine.label)

    @Slot()
    def stop(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None
        if self.json_engine is not None:
            self.json_engine.close()
            self.json_engine = None
            self._json_command = ""

    def _engine(self, token: int) -> Engine | None:
        if self.engine is None:
            self.failed.emit(token, "closed", "no engine is running")
        return self.engine

    @Slot(int, object, object, object, object)
    def analyse(
        self, token: int, position: EnginePosition, limits: Limits, cancel: Cancel, focus: Focus | None
    ) -> None:
        engine = self._engine(token)
        if engine is None or cancel.is_set:
            return
        try:
            result = engine.analyse(
                position,
                limits,
                token=token,
                cancel=cancel,
                on_update=lambda a: self.partial.emit(token, a),
                focus=focus,
            )
        except EngineError as error:
            self.failed.emit(token, error.reason.value, str(error))
            return
        self.analysed.emit(token, result)

    @Slot(int, object, object, object, float)
    def genmove(
        self, token: int, position: EnginePosition, game: Game, clock: PlayerClock | None, seconds: float
    ) -> None:
        engine = self._engine(token)
        if engine is None:
            return
        try:
            move = engine.genmove(position, game=game, clock=clock, timeout=seconds or None)
        except EngineError as error:
            self.failed.emit(token, error.reason.value, str(error))
            return
        self.moved.emit(token, move)

    @Slot(object)
    def set_time(self, control: TimeControl) -> None:
        if self.engine is None:
            return
        try:
            self.engine.set_time(control)
        except EngineError as error:
            self.failed.emit(0, error.reason.value, str(error))

    @Slot(int, object, object, object, object, str)
    def analyse_game(
        self,
        token: int,
        positions: list[EnginePosition],
        indices: list[int],
        settings: ReviewSettings,
        cancel: Cancel,
        json_command: str,
    ) -> None:
        """Evaluate ``positions[i]`` for each i in ``indices``, reporting each as it is done
        (``position_analysed``) or skipped after its retry timed out too (``position_skipped``)."""
        results: dict[int, Analysis] = {}
        count = 0

        def done(result: PositionResult) -> None:
            nonlocal count
            count += 1
            if result.analysis is None:
                reason = str(result.error) if result.error is not None else ""
                self.log.emit(f"! position {result.index} skipped: {reason}")
                self.position_skipped.emit(token, result.index, reason)
            else:
                results[result.index] = result.analysis
                self.position_analysed.emit(token, result.index, result.analysis)
            self.progress.emit(count, len(indices))

        try:
            if json_command:
                self._json(json_command)
                assert self.json_engine is not None
                analyse_game_json(self.json_engine, positions, indices, done, settings, cancel=cancel)
            else:
                engine = self.engine
                if engine is None:
                    raise EngineError(EngineFault.CLOSED, "no engine is running")
                if self.json_engine is not None:  # an earlier run's: its name must not label this one
                    self.json_engine.close()
                    self.json_engine = None
                    self._json_command = ""
                analyse_game(engine, positions, done, indices, settings, cancel=cancel)
        except EngineError as error:
            self.failed.emit(token, error.reason.value, str(error))
            return
        self.game_analysed.emit(token, results)

    def _json(self, command: str) -> None:
        """KataGo's JSON engine for ``command`` (started once, kept for the next run): it
        gets exactly the positions the board shows, each with its player to move, in one
        batch (``KataJsonEngine.analyse_positions``)."""
        if self.json_engine is None or self._json_command != command:
            if self.json_engine is not None:
                self.json_engine.close()
            self.log.emit(f"$ {command}")
            self.json_engine = KataJsonEngine(command, on_traffic=self._traffic)
            self._json_command = command


class EngineController(QObject):
    """One engine for the window.

    Signals: ``ready(label)``, ``analysis_ready(Analysis)`` (final, current position only),
    ``analysis_update(Analysis)`` (partial), ``move_ready(Move)``, ``progress(done, total)``,
    ``position_analysed(index, Analysis)`` (one position of a whole-game analysis, as it is
    done), ``position_skipped(index, reason)`` (a position whose retry timed out too),
    ``game_analysed(dict)`` (index -> Analysis, the positions this run did),
    ``failed(reason, message)``, ``log_line(str)`` (prefixed with ``name`` when given),
    ``hint_ready(Analysis)`` (the best few moves only, when asked).

    Pondering: while it is on, every position shown is analysed until the next one
    (``show_position``); off, nothing runs unless asked (``analyse``, ``hint``).
    """

    hint_ready = Signal(object)

    ready = Signal(str)
    analysis_ready = Signal(object)
    analysis_update = Signal(object)
    move_ready = Signal(object)
    progress = Signal(int, int)
    game_analysed = Signal(object)
    position_analysed = Signal(int, object)
    position_skipped = Signal(int, str)
    failed = Signal(str, str)
    log_line = Signal(str)
    game_cancelled = Signal()  # a whole-game run was cancelled (Stop, another request, a restart)

    _start = Signal(str, str)
    _stop = Signal()
    _analyse = Signal(int, object, object, object, object)
    _genmove = Signal(int, object, object, object, float)
    _analyse_game = Signal(int, object, object, object, object, str)
    _set_time = Signal(object)

    def __init__(self, parent: QObject | None = None, *, name: str = "") -> None:
        super().__init__(parent)
        self.name = name
        self.tokens = Tokens()
        self._cancel = Cancel()
        self.pondering = False
        self.busy = ""  # what the current token was issued for: position, move, game
        self.ponder_limits = Limits(seconds=120.0)
        self.move_seconds: float | None = None  # an untimed game's limit per move (None: the engine's default)
        self._hints: dict[int, int] = {}  # token -> how many moves the hint shows
        #: The running engine's label, kept on this thread: '' from the moment another
        #: engine is asked to start until it says who it is (``ready``).
        self.engine_label = ""
        self._thread = QThread()
        self._thread.setObjectName("qtgo-engine")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._start.connect(self._worker.start)
        self._stop.connect(self._worker.stop)
        self._analyse.connect(self._worker.analyse)
        self._genmove.connect(self._worker.genmove)
        self._analyse_game.connect(self._worker.analyse_game)
        self._set_time.connect(self._worker.set_time)
        self._worker.started.connect(self._on_started)
        self._worker.log.connect(self._log)
        self._worker.analysed.connect(self._on_analysed)
        self._worker.partial.connect(self._on_partial)
        self._worker.moved.connect(self._on_moved)
        self._worker.progress.connect(self.progress)
        self._worker.game_analysed.connect(self._on_game)
        self._worker.position_analysed.connect(self._on_position)
        self._worker.position_skipped.connect(self._on_skipped)
        self._worker.failed.connect(self._on_failed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def _run(self) -> None:
        """The thread starts with the first request: a window that never uses an engine
        never has a thread to stop."""
        if not self._thread.isRunning():
            self._thread.start()

    def start_engine(self, command: str, folder: str = "") -> None:
        """Run ``command`` (in ``folder``, when given) as this controller's engine."""
        self.engine_label = ""
        self._run()
        self._start.emit(command, folder)

    def new_token(self, kind: str = "") -> int:
        """A new current request: whatever runs is cancelled, and its answer will be dropped
        (a whole-game run cut short says so: ``game_cancelled``, its end never comes)."""
        self._cancel.set()
        self._cancel = Cancel()
        superseded = self.busy == "game"
        self.busy = kind
        token = self.tokens.issue()
        if superseded:
            self.game_cancelled.emit()
        return token

    def analyse(self, position: EnginePosition, limits: Limits | None = None, focus: Focus | None = None) -> int:
        """Analyse ``position`` (only the moves of ``focus``, when given: an analysis region)."""
        token = self.new_token("position")
        self._run()
        self._analyse.emit(token, position, limits or Limits(seconds=2.0), self._cancel, focus)
        return token

    def set_pondering(self, on: bool, position: EnginePosition | None = None, focus: Focus | None = None) -> None:
        """Switch pondering; on, the ``position`` given (the one shown) is analysed at once."""
        self.pondering = on
        if on and position is not None:
            self.analyse(position, self.ponder_limits, focus)
        elif not on:
            self.cancel()

    def show_position(self, position: EnginePosition, focus: Focus | None = None) -> None:
        """The window shows a new position: ponder on it, or stop the analysis of the old one
        (a whole-game analysis goes on)."""
        if self.pondering:
            self.analyse(position, self.ponder_limits, focus)
        elif self.busy == "position":
            self.cancel()

    def hint(
        self, position: EnginePosition, count: int = 3, limits: Limits | None = None, focus: Focus | None = None
    ) -> int:
        """The best ``count`` moves of ``position``, answered by ``hint_ready``."""
        token = self.analyse(position, limits or Limits(seconds=3.0), focus)
        self._hints[token] = count
        return token

    def genmove(
        self, position: EnginePosition, game: Game, clock: PlayerClock | None = None, *, seconds: float | None = None
    ) -> int:
        """The engine's move (``move_ready``), checked against a copy of ``game``; ``clock``
        (the mover's, as it stands) is told to the engine with ``time_left`` first. The
        engine has ``seconds`` to answer (default: what the clock leaves it, else
        ``move_seconds``); then ``failed("timeout", …)``."""
        token = self.new_token("move")
        self._run()
        untimed = clock is None or clock.control.system is TimeSystem.NONE
        limit = seconds if seconds is not None else (self.move_seconds if untimed else None)
        self._genmove.emit(token, position, game.copy(), clock, float(limit or 0.0))
        return token

    def set_time(self, control: TimeControl) -> None:
        """Tell the engine the game's time control (before its first move)."""
        self._run()
        self._set_time.emit(control)

    def analyse_game(
        self,
        tree: GameTree,
        limits: Limits | ReviewSettings | None = None,
        *,
        skip: frozenset[int] = frozenset(),
        json_command: str = "",
        only: Collection[int] | None = None,
    ) -> int:
        """Evaluate the main-line positions but those in ``skip`` (already done: a resumed
        analysis), or just those in ``only`` (a re-run of chosen moves), with KataGo's JSON
        engine when ``json_command`` is given (``whole_game``: a position that times out is
        retried once on a restarted engine, then skipped). The positions are taken now, on
        this thread, so the worker never reads a tree the window edits."""
        token = self.new_token("game")
        positions = main_line_positions(tree)
        wanted = None if only is None else set(only)
        indices = [i for i in range(len(positions)) if i not in skip and (wanted is None or i in wanted)]
        if isinstance(limits, ReviewSettings):
            settings = limits
        else:
            settings = ReviewSettings(limits=limits or Limits(seconds=1.0))
        self._run()
        self._analyse_game.emit(token, positions, indices, settings, self._cancel, json_command)
        return token

    def cancel(self) -> None:
        self.new_token()

    def restart(self, command: str, folder: str = "") -> None:
        """Kill the running engine (even one that hangs) and start ``command`` afresh."""
        self._kill()
        self.start_engine(command, folder)

    def _kill(self) -> None:
        # From this thread: a worker stuck in a hanging engine's reply is freed at once,
        # because the reply's pipe ends with the process.
        self.new_token()
        engine = self._worker.engine
        if engine is not None:
            engine.client.close(timeout=1.0)

    def shutdown(self) -> None:
        """Stop the engine and the thread (the window's close)."""
        self._kill()
        if not self._thread.isRunning():
            return
        self._stop.emit()
        self._thread.quit()
        self._thread.wait(10000)

    @property
    def label(self) -> str:
        """The running engine's name and version ('' when none runs)."""
        engine = self._worker.engine
        return engine.label if engine is not None else ""

    @property
    def kind(self) -> AnalysisKind | None:
        """How the running engine analyses (None when none runs): whether it can be told a region."""
        engine = self._worker.engine
        return engine.kind if engine is not None else None

    @property
    def json_label(self) -> str:
        """The running JSON analysis engine's name and version ('' when none runs)."""
        engine = self._worker.json_engine
        return engine.label if engine is not None else ""

    def _on_started(self, label: str) -> None:
        self.engine_label = label
        self.ready.emit(label)

    def _on_analysed(self, token: int, analysis: Analysis) -> None:
        count = self._hints.pop(token, None)
        if not self.tokens.is_current(token):
            return
        self.busy = ""
        if count is not None:
            self.hint_ready.emit(
                Analysis(
                    analysis.to_play,
                    analysis.top(count),
                    analysis.winrate,
                    analysis.score_lead,
                    analysis.visits,
                    analysis.ownership,  # the board shades it like any analysis
                    token,
                )
            )
        else:
            self.analysis_ready.emit(analysis)

    def _on_partial(self, token: int, analysis: Analysis) -> None:
        if self.tokens.is_current(token) and token not in self._hints:
            self.analysis_update.emit(analysis)

    def _on_moved(self, token: int, move: Move) -> None:
        if self.tokens.is_current(token):
            self.move_ready.emit(move)

    def _on_game(self, token: int, results: list[Analysis]) -> None:
        if self.tokens.is_current(token):
            self.busy = ""
            self.game_analysed.emit(results)

    def _on_position(self, token: int, index: int, analysis: Analysis) -> None:
        if self.tokens.is_current(token):
            self.position_analysed.emit(index, analysis)

    def _on_skipped(self, token: int, index: int, reason: str) -> None:
        if self.tokens.is_current(token):
            self.position_skipped.emit(index, reason)

    def _log(self, line: str) -> None:
        self.log_line.emit(f"[{self.name}] {line}" if self.name else line)

    def _on_failed(self, token: int, reason: str, message: str) -> None:
        self._hints.pop(token, None)
        if token != 0 and self.tokens.is_current(token):
            self.busy = ""  # the request ended (a whole-game run that failed is no longer running)
        if (token == 0 or self.tokens.is_current(token)) and reason != "cancelled":
            self.failed.emit(reason, message)
