"""The engines in the main window: the Engine menu, analysis on the board, the review dock,
and engines playing either side of a live game.

The window owns the game: moves an engine chooses go in through the ``SessionAdapter``
like a click, so the record, the clock and the rules stay in the session. Engine work
runs on the controllers' threads; this object only routes signals.

At start-up only the Engine menu (its actions and shortcuts) and the empty, hidden review
dock exist: the engine package, the controller, the review panel, the board overlay and
the log are built when first needed (an engine command, the review dock shown, a record
with moves opened), so a window with a fresh game paints without them.

A window plugin (``qtgo.ui.extensions``), built with the window. May import: Qt, the core,
``qtgo.ui.engine`` and ``qtgo.ui.extensions``; never the window package (``ui/window``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu

from qtgo.rules import Color, Move
from qtgo.session import Mode
from qtgo.ui import options
from qtgo.ui.engine.analysis_region import AnalysisFocus

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from qtgo.engine import Analysis, EnginePosition
    from qtgo.engine.review import Mistake
    from qtgo.engine.seats import Seats
    from qtgo.ui.engine.candidates_panel import CandidatesPanel
    from qtgo.ui.engine.controller import EngineController
    from qtgo.ui.engine.engines_dialog import EngineEntry
    from qtgo.ui.engine.log_window import EngineLog
    from qtgo.ui.engine.overlay import AnalysisOverlay
    from qtgo.ui.engine.player import EnginePlayer
    from qtgo.ui.engine.review_panel import ReviewPanel
    from qtgo.ui.estimator import EstimateRunner
    from qtgo.ui.plugin_api import WindowApi

ANALYSIS_ENGINE_SETTING = options.ANALYSIS_ENGINE.key
OWNERSHIP_SETTING = options.OWNERSHIP.key
# Seconds an engine may think over a move in an untimed game before the window asks what to do.
MOVE_SECONDS_SETTING = options.MOVE_SECONDS.key
DEFAULT_MOVE_SECONDS: float = options.MOVE_SECONDS.default


class WindowEngines(QObject):
    """Built once for each main window (``window.engines``); ``shutdown`` on close."""

    def __init__(self, api: WindowApi) -> None:
        window = api.widget
        super().__init__(window)
        self.api = api
        self.window = window
        self.adapter = api.adapter
        self.settings = QSettings()
        self.analysis_label = ""
        self.player: EnginePlayer | None = None
        self._parts: tuple[EngineController, EngineLog, AnalysisOverlay, ReviewPanel] | None = None
        # The dock exists (empty) from the start, so the window's saved layout finds it;
        # shown, it gets its panel.
        self.review_dock = QDockWidget(self.tr("Review"), window)
        self.review_dock.setObjectName("dock-review")
        api.add_dock(self.review_dock, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.review_dock.hide()
        self.review_dock.visibilityChanged.connect(self._dock_shown)
        self.candidates_dock = QDockWidget(self.tr("Candidates"), window)
        self.candidates_dock.setObjectName("dock-candidates")
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.candidates_dock)
        # A tab beside the moves (and the game tree), not a fourth panel in the right column:
        # there it squeezed the players' clocks and was drawn over the others at 1400x900.
        moves = window.findChild(QDockWidget, "dock-moves", Qt.FindChildOption.FindDirectChildrenOnly)
        if moves is not None:
            window.tabifyDockWidget(moves, self.candidates_dock)
        self.candidates_dock.hide()
        self.candidates_dock.toggleViewAction().triggered.connect(self._candidates_toggled)
        self.candidates_dock.visibilityChanged.connect(self._dock_shown)
        self.candidates: CandidatesPanel | None = None
        self._estimator: EstimateRunner | None = None
        self.fault_box: QMessageBox | None = None
        self.missing_notes: tuple[str, ...] = ()  # what the ready-made engines lack (first launch)
        self._engine_started_for = ""
        self.focus = AnalysisFocus(self)  # the analysis region and the tsumego frame
        self._build_menu()
        self.adapter.position_changed.connect(self._position_changed)
        self.adapter.session_replaced.connect(self._session_replaced)
        api.hold_clicks(self.hold_click)
        api.when_new_game(self.start_play)
        options.changes().changed.connect(self._option_changed)

    def _option_changed(self, key: str, value: Any) -> None:
        """Edit ▸ Preferences stored an engine setting: the menu, the running engine and the
        review panel follow (the move time is read when a game starts)."""
        if key == options.OWNERSHIP.key:
            self.ownership_action.setChecked(bool(value))
        elif key == options.ANALYSIS_ENGINE.key and self._engine_started_for:
            self._engine_started_for = ""  # the engine running was the old choice
            self._ensure_engine()
        elif key in (options.REVIEW_SECONDS.key, options.REVIEW_TIMEOUT.key) and self._parts is not None:
            review = self._parts[3]
            (review.seconds if key == options.REVIEW_SECONDS.key else review.timeout).setValue(float(value))

    # ------------------------------------------------------------------ the parts, built on first use

    @property
    def built(self) -> bool:
        """Whether the controller, review panel, overlay and log exist yet."""
        return self._parts is not None

    def _build(self) -> tuple[EngineController, EngineLog, AnalysisOverlay, ReviewPanel]:
        if self._parts is not None:
            return self._parts
        from qtgo.ui.engine.candidates_panel import CandidatesPanel
        from qtgo.ui.engine.controller import EngineController
        from qtgo.ui.engine.log_window import EngineLog
        from qtgo.ui.engine.overlay import AnalysisOverlay
        from qtgo.ui.engine.review_area import ReviewArea
        from qtgo.ui.engine.review_panel import ReviewPanel
        from qtgo.ui.estimator import EstimateRunner

        window = self.window
        analysis = EngineController(self, name="analysis")
        log = EngineLog(window)
        analysis.log_line.connect(log.add_line)
        overlay = AnalysisOverlay(self.api.scene)
        overlay.set_ownership_shown(self.ownership_action.isChecked())
        self.api.scene.addItem(overlay)
        review = ReviewPanel(analysis)
        review.prepare = self._prepare_review
        self.review_dock.setWidget(ReviewArea(review))
        self.candidates = CandidatesPanel()
        self.candidates.candidate_hovered.connect(
            lambda point: overlay.hover_point(None if point is None else (point.x, point.y))
        )
        self.candidates_dock.setWidget(self.candidates)
        self._estimator = EstimateRunner(self)
        self._estimator.finished.connect(self._estimated)
        self._parts = (analysis, log, overlay, review)
        analysis.ready.connect(self._analysis_ready)
        analysis.analysis_ready.connect(self._show_analysis)
        analysis.analysis_update.connect(self._show_analysis)
        analysis.hint_ready.connect(self._show_analysis)
        analysis.failed.connect(self._analysis_failed)
        review.position_requested.connect(self.go_to_position)
        review.record_changed.connect(self._record_changed)
        review.evaluation_stored.connect(self._evaluation_stored)
        review.mistakes.mistakes_changed.connect(self._mistakes_changed)
        self._session_replaced()
        return self._parts

    @property
    def analysis(self) -> EngineController:
        return self._build()[0]

    @property
    def log(self) -> EngineLog:
        return self._build()[1]

    @property
    def overlay(self) -> AnalysisOverlay:
        return self._build()[2]

    @property
    def review(self) -> ReviewPanel:
        return self._build()[3]

    def _candidates_toggled(self, checked: bool) -> None:
        """Shown from the menu, the candidates tab comes to the front."""
        if checked:
            self.candidates_dock.raise_()

    def _dock_shown(self, visible: bool) -> None:
        if visible:
            self._build()

    # ------------------------------------------------------------------ menu

    def _build_menu(self) -> None:
        menu = QMenu(self.tr("E&ngine"), self.window)
        self.api.add_menu("engine", menu, before="help")
        self.menu = menu
        self.engines_action = menu.addAction(self.tr("&Engines…"), self.edit_engines)
        self.choose_menu = menu.addMenu(self.tr("&Choose the analysis engine"))
        self.choose_menu.aboutToShow.connect(self._fill_choices)
        menu.addSeparator()
        self.ponder_action = QAction(self.tr("&Analyse position"), menu)  # goes with its menu
        self.ponder_action.setCheckable(True)
        self.ponder_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.ponder_action.toggled.connect(self.set_pondering)
        menu.addAction(self.ponder_action)
        self.hint_action = menu.addAction(self.tr("&Hint"), self.hint)
        self.hint_action.setShortcut(QKeySequence("Ctrl+H"))
        self.focus.add_actions(menu)
        self.game_action = menu.addAction(self.tr("Analyse the whole &game"), self.analyse_game)
        self.next_action = menu.addAction(self.tr("&Next mistake"), self.next_mistake)
        self.next_action.setShortcut(QKeySequence("Ctrl+M"))
        self.ownership_action = QAction(self.tr("Show &ownership"), menu)
        self.ownership_action.setCheckable(True)
        self.ownership_action.setChecked(options.read(self.settings, options.OWNERSHIP))
        self.ownership_action.setToolTip(self.tr("Shade the points each side owns (KataGo's, else qtgo's estimate)"))
        self.ownership_action.toggled.connect(self.set_ownership_shown)
        menu.addAction(self.ownership_action)
        menu.addSeparator()
        menu.addAction(self.review_dock.toggleViewAction())
        menu.addAction(self.candidates_dock.toggleViewAction())
        menu.addAction(self.tr("Engine &log"), self.show_log)

    def next_mistake(self) -> None:
        self.review.mistakes.next_mistake()

    def show_log(self) -> None:
        self.log.show()

    def retranslate(self) -> None:
        """After a language switch: the Engine menu again (the window's menus were rebuilt),
        pondering kept; the panels follow ``LanguageChange`` themselves."""
        pondering = self.ponder_action.isChecked()
        self._build_menu()
        self.ponder_action.blockSignals(True)
        self.ponder_action.setChecked(pondering)
        self.ponder_action.blockSignals(False)
        self.review_dock.setWindowTitle(self.tr("Review"))
        self.candidates_dock.setWindowTitle(self.tr("Candidates"))

    def entries(self) -> list[EngineEntry]:
        """The configured engines, else the ready-made ones (KataGo found or bundled, GNU Go…)."""
        from qtgo.ui.engine.engines_dialog import engine_entries

        # The notes: what a first launch lacks, said when nothing runs.
        entries, self.missing_notes = engine_entries(self.settings)
        return entries

    def analysis_entry(self) -> EngineEntry | None:
        from qtgo.ui.engine.engines_dialog import chosen_analysis_engine

        return chosen_analysis_engine(self.entries(), self.settings)

    def _fill_choices(self) -> None:
        self.choose_menu.clear()
        group = QActionGroup(self.choose_menu)
        current = self.analysis_entry()
        for entry in self.entries():
            action = self.choose_menu.addAction(entry.name)
            action.setCheckable(True)
            action.setChecked(current is not None and entry.name == current.name)
            group.addAction(action)
            action.triggered.connect(lambda _checked, name=entry.name: self._choose(name))

    def _choose(self, name: str) -> None:
        options.write(self.settings, options.ANALYSIS_ENGINE, name)
        self._engine_started_for = ""
        self._ensure_engine()

    def edit_engines(self) -> None:
        from qtgo.ui.engine.engines_dialog import EnginesDialog

        dialog = EnginesDialog(self.window, self.settings)
        dialog.log_line.connect(self.log.add_line)
        dialog.analysis_chosen.connect(self._choose)
        dialog.exec()

    # ------------------------------------------------------------------ analysis

    def _ensure_engine(self) -> bool:
        entry = self.analysis_entry()
        if entry is None:
            text = self.tr("No engine: add one in Engine > Engines…")
            self._status(" ".join([text, *self.missing_notes]), 20000)
            return False
        if self._engine_started_for != entry.command:
            self._engine_started_for = entry.command
            self.analysis.restart(entry.command, entry.folder)
        return True

    def position(self) -> EnginePosition:
        from qtgo.engine import position_in_tree

        session = self.adapter.session
        return position_in_tree(session.tree, session.node, game=session.game)

    def _reviewing(self) -> bool:
        """Whether a whole-game analysis runs: asking the engine anything else would cut it
        short, so the request is refused with a word on the status bar."""
        if self._parts is None or self.analysis.busy != "game":
            return False
        self._status(self.tr("The whole game is being analysed: stop that first (Review > Stop)."), 10000)
        return True

    def set_pondering(self, on: bool) -> None:
        if on and (self._reviewing() or not self._ensure_engine()):
            self.ponder_action.blockSignals(True)
            self.ponder_action.setChecked(False)
            self.ponder_action.blockSignals(False)
            return
        self.overlay.clear()
        self.focus.hide_frame()
        self.analysis.set_pondering(on, *(self.focus.query(self.position(), shown=True) if on else (None, None)))

    def hint(self) -> None:
        if not self._reviewing() and self._ensure_engine():
            self._status(self.tr("Thinking about a hint…"))
            position, focus = self.focus.query(self.position(), shown=True)
            self.analysis.hint(position, 3, focus=focus)

    def analyse_game(self) -> None:
        """Analyse the positions without an evaluation yet, with KataGo's JSON engine when
        the analysis engine names one (GTP otherwise)."""
        if self._ensure_engine():
            self.review_dock.show()
            self.review_dock.raise_()
            self.review.analyse()  # the seconds set in the review panel; the JSON command from _prepare_review

    def _prepare_review(self) -> str | None:
        """Before any whole-game run (the menu's or the review panel's buttons): the analysis
        engine started, pondering off, and the entry's JSON analysis command ('' for GTP);
        None when there is no engine."""
        if not self._ensure_engine():
            return None
        if self.ponder_action.isChecked():
            self.ponder_action.setChecked(False)  # pondering would cut the run short at the next move shown
        self.overlay.clear()  # no earlier engine's candidates left on the board or in the dock
        if self.candidates is not None:
            self.candidates.set_analysis(None)
        entry = self.analysis_entry()
        return entry.analysis if entry is not None else ""

    def set_ownership_shown(self, on: bool) -> None:
        options.write(self.settings, options.OWNERSHIP, on)
        if self._parts is None:
            return
        self.overlay.set_ownership_shown(on)
        if on and self.overlay.analysis is not None and self.overlay.analysis.ownership is None:
            self._estimate()

    def _estimate(self) -> None:
        """qtgo's own ownership for the position shown (the engine gives none)."""
        from qtgo.rules.estimate import estimate

        game = self.adapter.session.game
        board, to_play, ruleset = game.board.copy(), game.to_play, game.ruleset
        assert self._estimator is not None
        self._estimator.start(lambda: estimate(board, to_play, ruleset), tag=None)

    def _estimated(self, result: object, _tag: object) -> None:
        from qtgo.rules.estimate import Estimate

        if isinstance(result, Estimate) and self._parts is not None:
            self.overlay.set_estimate(tuple(v for row in result.ownership for v in row))

    def _analysis_ready(self, label: str) -> None:
        self.analysis_label = label
        self._status(self.tr("Engine ready: {engine}").format(engine=label))

    def _show_analysis(self, analysis: Analysis) -> None:
        analysis = self.focus.restrict(analysis)
        self.overlay.set_analysis(analysis)
        if self.candidates is not None:
            self.candidates.set_analysis(analysis, self.adapter.session.tree.size[1])
        if (
            analysis.final
            and analysis.ownership is None
            and self.ownership_action.isChecked()
            and self.overlay.estimate is None
        ):
            self._estimate()
        if analysis.final and not self.analysis.pondering:
            self.api.status.clearMessage()

    def _analysis_failed(self, _reason: str, message: str) -> None:
        self._engine_started_for = ""  # a broken engine is started afresh next time
        self._status(self.tr("Engine: {reason}").format(reason=message), 10000)

    def _evaluation_stored(self, _index: int) -> None:
        """A position's evaluation went into the record: it needs saving, and the autosave
        takes it at once (a crash or a closed laptop loses no position analysed)."""
        self.adapter.session.record.modified = True
        self.api.autosave_now()

    def _record_changed(self) -> None:
        self.adapter.session.record.modified = True
        self.adapter.changed()

    def go_to_position(self, index: int) -> None:
        from qtgo.engine.review import main_line_nodes

        nodes = main_line_nodes(self.adapter.session.tree)
        if 0 <= index < len(nodes):
            self.adapter.to_node(nodes[index])

    def _mistakes_changed(self, found: list[Mistake]) -> None:
        """Mark the mistakes in the move list, and on the board when one is shown."""
        from qtgo.engine.review import main_line_nodes
        from qtgo.ui.engine.overlay import SEVERITY_COLORS

        nodes = main_line_nodes(self.adapter.session.tree)
        marks = {}
        for mistake in found:
            if mistake.move_number < len(nodes):
                color = QColor(SEVERITY_COLORS[mistake.severity])
                color.setAlpha(90)
                marks[nodes[mistake.move_number]] = color
        self.api.move_tree.model.set_marks(marks)
        self._mark_mistake()

    def _mark_mistake(self) -> None:
        from qtgo.engine.review import main_line_nodes

        session = self.adapter.session
        nodes = main_line_nodes(session.tree)
        try:
            index = nodes.index(session.node)  # one pass over the line at each step, not two
        except ValueError:
            index = -1
        mistake = next((m for m in self.review.mistakes.mistakes if m.move_number == index), None)
        self.overlay.set_mistake(mistake.point if mistake else None, mistake.severity if mistake else None)
        self.review.set_current(max(index, 0))

    # ------------------------------------------------------------------ the position moved

    def _position_changed(self) -> None:
        if self._parts is None and self.player is None:
            return  # no engine has been asked for anything: nothing to clear or tell
        self.overlay.set_analysis(None)
        self.overlay.set_estimate(None)
        if self._estimator is not None:
            self._estimator.cancel()
        if self.candidates is not None:
            self.candidates.set_analysis(None)
        self._mark_mistake()
        # The engines' position is told by the whole path: build it only when an engine
        # takes it (stepping through a 100,000-move record must not replay it every time).
        analysis = self.analysis
        if not (analysis.pondering or analysis.busy == "position" or self.player is not None):
            return
        position = self.position()
        analysis.show_position(*self.focus.query(position))  # framed or limited to a region, when asked
        self._ask_player(position)

    def _session_replaced(self) -> None:
        """Another game is open: its stored review shows, and the last game's engines stop
        (a new game names its own players right after, through ``start_play``)."""
        self._stop_player()
        if self._parts is None and not self.adapter.session.tree.root.children:
            return  # a game without moves has no stored review to show
        self.review.set_tree(self.adapter.session.tree)
        self._mark_mistake()

    def _stop_player(self) -> None:
        if self.player is not None:
            self.player.shutdown()
            self.player.deleteLater()
            self.player = None

    # ------------------------------------------------------------------ playing against engines

    def start_play(self, seats: Seats) -> None:
        """A new game began with these players: start the engines of the engine seats."""
        self._stop_player()
        if not seats.engines:
            return
        from qtgo.ui.engine.player import EnginePlayer

        try:
            seconds = float(options.read(self.settings, options.MOVE_SECONDS))
        except ValueError:  # a hand-edited setting that is no number: the default
            seconds = DEFAULT_MOVE_SECONDS
        player = EnginePlayer(seats, self, move_seconds=seconds if seconds > 0 else None)
        player.move_chosen.connect(self._engine_moved)
        player.resigned.connect(self._engine_resigned)
        player.failed.connect(self._engine_failed)
        player.start_failed.connect(self._engine_not_started)
        player.ready.connect(lambda: self._ask_player(self.position()))
        for controller in player.controllers.values():
            controller.log_line.connect(self.log.add_line)
        self.player = player
        clock = self.adapter.clock
        player.start(clock.control(Color.BLACK) if clock is not None else None)

    def engine_to_move(self) -> bool:
        """Whether the player to move is an engine (the board then ignores clicks)."""
        session = self.adapter.session
        return (
            self.player is not None
            and session.mode is Mode.PLAY
            and session.at_live_end
            and self.player.seats[session.to_play].is_engine
        )

    def hold_click(self) -> bool:
        """A click on the board while an engine is to move is not the person's move."""
        if self.engine_to_move():
            self._status(self.tr("The engine is thinking…"), 3000)
            return True
        return False

    def _ask_player(self, position: EnginePosition) -> None:
        session = self.adapter.session
        if self.player is None or session.mode is not Mode.PLAY or not session.at_live_end:
            return
        clock = session.clock
        state = clock.state(position.to_play) if clock is not None else None
        self.player.position_changed(position, session.game, state)

    def _engine_moved(self, move: Move) -> None:
        if not self.engine_to_move() or move.color is not self.adapter.to_play:
            return  # the game moved on meanwhile
        if move.point is None:
            self.adapter.pass_turn()
        else:
            self.adapter.play(move.point.x, move.point.y)

    def _engine_resigned(self, color: Color) -> None:
        if self.adapter.session.mode is Mode.PLAY:
            self.adapter.resign(color)

    def _side(self, color: Color) -> str:
        return self.tr("Black") if color is Color.BLACK else self.tr("White")

    def _engine_not_started(self, color: Color, message: str) -> None:
        """One side's engine would not start: that side plays by hand, the other engine plays on."""
        self._status(
            self.tr("{side}'s engine did not start: {reason}. {side} plays by hand.").format(
                side=self._side(color), reason=message
            ),
            20000,
        )

    def _engine_failed(self, color: Color, reason: str, message: str) -> None:
        """An engine hung or broke during the game: ask whether to retry it (a fresh start),
        play its side by hand, or stop the engines; the game waits meanwhile."""
        side = self._side(color)
        if reason == "timeout":
            text = self.tr("{side}'s engine did not answer in time: {reason}").format(side=side, reason=message)
        else:
            text = self.tr("{side}'s engine stopped: {reason}").format(side=side, reason=message)
        self._status(text, 15000)
        if self.fault_box is not None:
            self.fault_box.close()
        from PySide6.QtWidgets import QMessageBox  # here: its enums are not needed to start

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Engine"), text, parent=self.window)
        box.setInformativeText(
            self.tr("Start the engine again and let it move, play {side} by hand, or stop the engines.").format(
                side=side
            )
        )
        retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
        by_hand = box.addButton(self.tr("Play by hand"), QMessageBox.ButtonRole.ActionRole)
        stop = box.addButton(self.tr("Stop the engines"), QMessageBox.ButtonRole.RejectRole)
        actions = {retry: "retry", by_hand: "hand", stop: "stop"}
        box.buttonClicked.connect(lambda button: self._fault_answer(color, actions.get(button, "stop")))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.fault_box = box
        box.open()  # not exec(): the window (and its clocks) keep running

    def _fault_answer(self, color: Color, answer: str) -> None:
        self.fault_box = None
        player = self.player
        if player is None:
            return
        if answer == "retry":
            player.retry(color)
            self._status(self.tr("Starting {side}'s engine again…").format(side=self._side(color)))
        elif answer == "hand":
            player.hand_over(color)
            self._status(self.tr("{side} plays by hand now.").format(side=self._side(color)))
            if not player.controllers:
                self._stop_player()
        else:
            self._stop_player()
            self._status(self.tr("The engines stopped; play on by hand."))

    # ------------------------------------------------------------------ misc

    def _status(self, text: str, timeout: int = 6000) -> None:
        self.api.show_status(text, timeout)

    def shutdown(self) -> None:
        if self._parts is not None:
            self.analysis.shutdown()
        if self.player is not None:
            self.player.shutdown()
