"""The main window: the board in the middle, players, clocks, moves, comment and count beside it.

The window assembles the parts (:class:`~qtgo.ui.window.actions.WindowActions`,
:class:`~qtgo.ui.window.files.FileController`, :class:`~qtgo.ui.window.prompts.Prompts`, ...)
and the widgets; every game command goes through the ``SessionAdapter`` and every redraw comes
from its signals. What may be done is the session's ``commands()``. Each part is handed the
window as a :class:`~qtgo.ui.window.host.WindowHost` (the protocol of what it may use) and
imports no window class: the imports between the files of ``qtgo.ui.window`` point one way,
from this module down.

The features (board look, engines, library, teaching) are plugins (``qtgo.ui.extensions``):
the window imports none of them, it offers them its :class:`~qtgo.ui.window.api.WindowPort`.
May import: Qt, the core, ``qtgo.ui`` widgets, ``qtgo.ui.extensions`` and the other files of
``qtgo.ui.window``; no feature package. No file of ``qtgo.ui.window`` imports this one.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, Qt, Slot
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QLabel, QMainWindow

from qtgo import APP_NAME
from qtgo.rules import Color, Point
from qtgo.session import GameSession, Mode, NewGameSettings, SessionError
from qtgo.ui import extensions, options
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.board import BoardScene, BoardView, MoveNumbers
from qtgo.ui.extensions import Stage
from qtgo.ui.i18n import configured_language, current_language
from qtgo.ui.messages import assumed_text, note_writer, player_label, rules_label
from qtgo.ui.numbers import show_number
from qtgo.ui.panels import CommentPanel, PlayersPanel
from qtgo.ui.sound import SoundPlayer
from qtgo.ui.window.actions import LAST_NUMBERS, WindowActions
from qtgo.ui.window.api import WindowPort
from qtgo.ui.window.dialog_clock import DialogClock, about_the_game
from qtgo.ui.window.files import FileController
from qtgo.ui.window.first_paint import AfterFirstPaint
from qtgo.ui.window.layout import SIDE_MIN, WindowLayout, scrolled, side_dock
from qtgo.ui.window.prompts import Prompts
from qtgo.ui.window.stored import data_folder, move_numbers_setting
from qtgo.ui.window.typed_moves import TypedMoves

if TYPE_CHECKING:
    from qtgo.ui.move_tree import MoveTreePanel
    from qtgo.ui.score_panel import ScorePanel


class MainWindow(QMainWindow):
    """The qtgo window. ``MainWindow(session=None)`` opens a fresh 19×19 game by default."""

    def __init__(self, session: GameSession | None = None, *, data_dir: Path | None = None) -> None:
        super().__init__()
        self.setObjectName("qtgo-main-window")
        self.settings = QSettings()
        options.upgrade(self.settings)  # a file an older qtgo wrote: brought to this schema first
        if session is None:
            # At start-up: a plain 19x19 board in review. No game is under way, so no clock
            # runs; New game (which offers the last game's settings) starts one.
            session = GameSession.blank(notes=note_writer)
        self.adapter = SessionAdapter(session, self)
        self.sound = SoundPlayer(self)
        self.sound.set_enabled(options.read(self.settings, options.SOUND))
        self.sound.volume = options.read(self.settings, options.VOLUME) / 100
        self.sound.countdown = options.read(self.settings, options.COUNTDOWN_BEEPS)
        self.tool = "play"
        self._line_start: Point | None = None

        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.view.setMinimumSize(320, 320)
        self.setCentralWidget(self.view)
        self.scene.point_clicked.connect(self.board_clicked)
        self.scene.point_alt_clicked.connect(self.board_alt_clicked)
        self.scene.navigate.connect(self.adapter.step)

        self.players = PlayersPanel(self.adapter)
        self.players.set_sound_player(self.sound)
        # The move list: built when its tab first shows or right after the first paint (a tab
        # behind the game tree in the first frame), whichever comes first (``move_tree``).
        self._move_tree: MoveTreePanel | None = None
        self.comment = CommentPanel(self.adapter)
        self._score: ScorePanel | None = None  # the count: built when there is one (``score``)
        self._build_docks()

        self.message = QLabel()
        self.statusBar().addPermanentWidget(self.message)

        self._data_dir = data_dir  # the default folder is looked up when first needed
        self.files = FileController(self)
        self.prompts = Prompts(self)
        self.acts = WindowActions(self)
        # What features may use of the window; those seen in the first frame are built now
        # (the board look, the engines' menu and review dock), the others after it.
        self.api = WindowPort(self)
        extensions.install(self.api, Stage.START)
        self.look = WindowLayout(self)
        self.game_tree = self.look.game_tree

        adapter = self.adapter
        adapter.position_changed.connect(self._position_changed)
        adapter.tree_changed.connect(self._tree_changed)
        adapter.session_replaced.connect(self._session_replaced)
        adapter.move_rejected.connect(self._rejected)
        adapter.game_ended.connect(self._game_ended)
        adapter.modified_changed.connect(self.update_title)
        adapter.mode_changed.connect(self._mode_changed)
        adapter.clock_changed.connect(self._update_actions)
        adapter.stone_played.connect(self._stone_played)
        adapter.estimate_ready.connect(self._estimate_ready)
        adapter.clock_resumed.connect(self._clock_resumed)
        adapter.estimate_failed.connect(self._estimate_failed)
        # A bound slot (not a lambda): Qt drops the connection when the window is deleted.
        adapter.undo_stack.cleanChanged.connect(self.update_title)

        # The later plugins (library, teaching): right after the first paint, or sooner when
        # a menu they add to opens first.
        AfterFirstPaint(self.view.viewport(), self._first_painted, at_paint=self._listen)
        for menu in self.acts.menus.values():
            menu.aboutToShow.connect(self.finish_start)

        # An explicit minimum keeps the layout from pushing size hints to the window
        # system on every dock change (the offscreen platform warns about those).
        self.setMinimumSize(760, 600)
        self._restore_settings()
        self._session_replaced()
        # Edit ▸ Preferences changed a setting: what the window shows of it follows.
        options.changes().changed.connect(self._option_changed)
        # The parts that filter the window's events come last: the window is whole, so the
        # hundred events of its building (actions enabled, checked, added) do not pass
        # through them; none is one they act on (a key, a resize, a modal dialog).
        self.look.follow_window()
        self.dialog_clock = DialogClock(self)  # the clocks while a dialog is open
        self.typed_moves = TypedMoves(self)  # "D4" Enter plays, wherever the focus is but a text field

    @property
    def data_dir(self) -> Path:
        """Where this window's autosave and the recent-files list live (``data_folder()``
        unless given): asked after the first paint, by the autosave and the plugins."""
        if self._data_dir is None:
            self._data_dir = data_folder()
        return self._data_dir

    @property
    def widget(self) -> QMainWindow:
        """This window, as the Qt widget its parts (``host.WindowHost``) parent and use."""
        return self

    # ================================================================== construction
    def _build_docks(self) -> None:
        self.players_dock = side_dock(self, self.tr("Players"), self.players, "players", scroll=True)
        # The count is never in a scroll area: it stands above the other panels, whole.
        self.score_dock = side_dock(self, self.tr("Count"), None, "score")
        self.tree_dock = side_dock(self, self.tr("Moves"), None, "moves")
        self.tree_dock.visibilityChanged.connect(self._moves_shown)
        self.comment_dock = side_dock(self, self.tr("Comment"), self.comment, "comment")
        for dock in (self.score_dock, self.players_dock, self.tree_dock, self.comment_dock):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks = [self.players_dock, self.tree_dock, self.comment_dock]
        self.resizeDocks(docks, [300, 300, 110], Qt.Orientation.Vertical)
        self.resizeDocks([self.players_dock], [310], Qt.Orientation.Horizontal)
        for panel in (self.players, self.comment):
            panel.setMinimumWidth(230)
        self.score_dock.hide()
        self.comment.setMinimumHeight(60)
        # Both clocks stay in view: the move tree gives way first when space is short.
        self.players_dock.widget().setMinimumHeight(min(self.players.sizeHint().height(), 300))

    def _listen(self) -> None:
        """Keys typed as moves: from the first paint, before which nobody types (the event
        filters then see none of the start's events)."""
        self.typed_moves.start()

    def _first_painted(self) -> None:
        self.look.first_painted()  # the layout's first fit
        self.finish_start()

    @property
    def move_tree(self) -> MoveTreePanel:
        """The move list in the Moves dock, built when first needed (``_moves_shown``)."""
        if self._move_tree is None:
            from qtgo.ui.move_tree import MoveTreePanel

            panel = self._move_tree = MoveTreePanel()
            panel.setMinimumWidth(SIDE_MIN - 10)
            panel.node_activated.connect(self.adapter.to_node)
            self.adapter.node_added.connect(panel.model.node_added)
            panel.model.set_root(self.adapter.root, self.adapter.size[1])
            panel.set_current(self.adapter.node)
            self.tree_dock.setWidget(panel)
        return self._move_tree

    @Slot(bool)
    def _moves_shown(self, visible: bool) -> None:
        if visible:
            _ = self.move_tree

    def finish_start(self) -> None:
        """Build what the first paint does not show (``first_paint``); again is a no-op."""
        self.files.start()  # the autosave's slot and lock
        _ = self.move_tree  # the list behind its tab, ready when the tab is picked
        if extensions.install(self.api, Stage.AFTER_FIRST_PAINT):
            # The status line gained the announcements: with a large font it is taller, the
            # docks' column shorter, and the players' least height must be worked out again.
            self.look.refit()

    def plugin(self, name: str) -> Any:
        """The plugin ``name`` of this window (built now if it comes after the first paint):
        for tests and tools; features find each other through ``extensions.find``."""
        made = extensions.plugin(self, name)
        if made is None:
            self.finish_start()
            made = extensions.plugin(self, name)
        if made is None:
            raise KeyError(name)
        return made

    @property
    def engines(self) -> Any:
        """The Engine menu, the review dock and engine players (a plugin)."""
        return self.plugin("engines")

    @property
    def library(self) -> Any:
        """The library's commands (File ▸ Library, the region search): a plugin."""
        return self.plugin("library")

    @property
    def teaching(self) -> Any:
        """Figures and printing, problems, the rules pages, keyboard and screen-reader play."""
        return self.plugin("teaching")

    def built_parts(self) -> list[object]:
        """The plugins built so far, in the order built."""
        return list(extensions.built(self).values())

    @property
    def score(self) -> ScorePanel:
        """The count panel, built when first needed: it is hidden until a position is counted."""
        if self._score is None:
            from qtgo.ui.score_panel import ScorePanel

            self._score = ScorePanel(self.adapter)
            self._score.setMinimumWidth(SIDE_MIN - 10)
            self._score.accept_requested.connect(self.adapter.accept_score)
            self._score.resume_requested.connect(self.prompts.resume_play)
            # In a scroll area: where the column is short (800x600) the count scrolls inside
            # its dock instead of being drawn over the clocks.
            area = scrolled(self._score)
            self.score_dock.setWidget(area)
            self._name_count_area()
        return self._score

    def _name_count_area(self) -> None:
        """The count's scroll area says what it holds, as the panel does (screen readers)."""
        area = self.score_dock.widget()
        if self._score is not None and area is not None:
            area.setAccessibleName(self.score_dock.windowTitle())
            area.setAccessibleDescription(self._score.accessibleDescription())

    # ================================================================== settings
    def _restore_settings(self) -> None:
        geometry = options.read(self.settings, options.WINDOW_GEOMETRY)
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 820)
        state = options.read(self.settings, options.WINDOW_STATE)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        acts = self.acts
        acts.coords.setChecked(options.read(self.settings, options.COORDINATES))
        numbers = move_numbers_setting(options.read(self.settings, options.MOVE_NUMBERS))
        acts.sound.setChecked(options.read(self.settings, options.SOUND))
        self.set_coordinates(acts.coords.isChecked())
        acts.number_actions[numbers].setChecked(True)
        self.set_move_numbers(numbers)

    @Slot(str, object)
    def _option_changed(self, key: str, value: Any) -> None:
        """Show a setting Preferences stored: through the same actions as the View menu."""
        if key == options.COORDINATES.key:
            self.acts.coords.setChecked(value)
        elif key == options.MOVE_NUMBERS.key:
            self.set_move_numbers(move_numbers_setting(value))
        elif key == options.SOUND.key:
            self.acts.sound.setChecked(value)
        elif key == options.VOLUME.key:
            self.sound.volume = value / 100
        elif key == options.COUNTDOWN_BEEPS.key:
            self.sound.countdown = value
        elif key == options.LANGUAGE.key:
            from qtgo.ui.window.language import switch_language  # a switch: not at start-up

            # Every window rebuilds its own texts, even where another one installed the
            # language already (``set_language`` would see nothing left to do).
            switch_language(self, str(value))

    def save_settings(self) -> None:
        options.write(self.settings, options.WINDOW_GEOMETRY, self.saveGeometry())
        self.look.bring_back()  # the panels that stepped aside for a count are the user's layout
        options.write(self.settings, options.WINDOW_STATE, self.saveState())
        options.write(self.settings, options.COORDINATES, self.acts.coords.isChecked())
        options.write(self.settings, options.MOVE_NUMBERS, self.scene.move_numbers.value)
        options.write(self.settings, options.SOUND, self.acts.sound.isChecked())

    def last_new_game_settings(self) -> NewGameSettings:
        """The settings of the last game started here (a teacher's lessons repeat)."""
        text = options.read(self.settings, options.NEW_GAME)
        if text:
            import json  # here: the first paint reads no JSON

            try:
                return NewGameSettings.from_dict(json.loads(text))
            except (ValueError, SessionError):
                pass
        return NewGameSettings()

    # ================================================================== view updates
    def _session_replaced(self) -> None:
        adapter = self.adapter
        if self._move_tree is not None:
            self._move_tree.model.set_root(adapter.root, adapter.size[1])
        self._line_start = None
        # The last game's "Game over" (or any other) message does not belong to this one.
        self.statusBar().clearMessage()
        self._mode_changed()
        self._position_changed()
        self.update_title()

    @Slot()
    def _position_changed(self) -> None:
        self.scene.set_display(self.adapter.display())
        if self._move_tree is not None:
            self._move_tree.set_current(self.adapter.node)
        if not self.adapter.estimating and self.statusBar().currentMessage() == self.tr("Estimating…"):
            self.statusBar().clearMessage()  # the estimate for the position left was dropped
        self._update_actions()
        self.files.changed()

    @Slot()
    def _tree_changed(self) -> None:
        if self._move_tree is not None:
            self._move_tree.model.reset()
            self._move_tree.set_current(self.adapter.node)

    def _mode_changed(self) -> None:
        adapter = self.adapter
        self.look.place_count()
        rules = rules_label(adapter.ruleset.name)
        komi = show_number(adapter.ruleset.komi)
        assumed = adapter.assumed()
        if adapter.result and adapter.mode is Mode.REVIEW:
            text = self.tr("Result {0}").format(adapter.result)
        elif assumed.rules is not None and assumed.komi is not None:
            text = self.tr("{0} rules, komi {1} (both assumed)").format(rules, komi)
        elif assumed.rules is not None:
            text = self.tr("{0} rules (assumed), komi {1}").format(rules, komi)
        elif assumed.komi is not None:
            text = self.tr("{0} rules, komi {1} (assumed)").format(rules, komi)
        else:
            text = self.tr("{0} rules, komi {1}").format(rules, komi)
        self.message.setText(text)
        self.message.setToolTip(assumed_text(assumed))
        self._update_actions()
        self.update_title()

    def _update_actions(self) -> None:
        self.acts.update(self.adapter.commands())

    def update_title(self, *_args: Any) -> None:
        adapter = self.adapter
        name = adapter.path.name if adapter.path else self.tr("Untitled")
        title = self.tr("{0} vs {1}").format(self.player_name(Color.BLACK), self.player_name(Color.WHITE))
        self.setWindowTitle(f"{title} — {name}[*] — {APP_NAME}")
        self.setWindowModified(adapter.modified)

    def player_name(self, color: Color) -> str:
        """The player's name, or the translated colour when the record names nobody."""
        return player_label(self.adapter.player_name(color), color)

    @Slot(str)
    def _rejected(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    @Slot(str)
    def _game_ended(self, result: str) -> None:
        from qtgo.ui.score_panel import describe_result

        self.statusBar().showMessage(self.tr("Game over: {0}").format(describe_result(result)), 10000)
        self._mode_changed()

    @Slot()
    def _clock_resumed(self) -> None:
        self.statusBar().showMessage(self.tr("The clock was paused: the move restarted it"), 6000)

    @Slot(int)
    def _stone_played(self, captured: int) -> None:
        if captured:
            self.sound.capture()
        else:
            self.sound.stone()

    @Slot(object)
    def _estimate_ready(self, estimate: Any) -> None:
        if self.adapter.scoring:
            text = self.tr("Dead stones marked by the estimator: click a chain to change it")
            self.statusBar().showMessage(text, 6000)
        else:
            result = self.adapter.estimated_score(estimate.dead).result
            self.statusBar().showMessage(self.tr("Estimated result: {0}").format(result), 10000)

    @Slot(str)
    def _estimate_failed(self, text: str) -> None:
        self.statusBar().showMessage(self.tr("Estimate failed: {0}").format(text), 8000)

    # ================================================================== board input
    @Slot(int, int)
    def board_clicked(self, x: int, y: int) -> None:
        if self.tool == "play" and self.api.click_held():
            return
        if self.adapter.scoring or self.tool == "play":
            self.adapter.play(x, y)
            return
        if self.tool in ("AR", "LN"):
            if self._line_start is None:
                self._line_start = Point(x, y)
                self.statusBar().showMessage(self.tr("Click the other end"), 3000)
                return
            start, self._line_start = self._line_start, None
            if start != Point(x, y):
                self.adapter.toggle_markup(self.tool, start.x, start.y, Point(x, y))
            return
        self.adapter.toggle_markup(self.tool, x, y)

    @Slot(int, int)
    def board_alt_clicked(self, x: int, y: int) -> None:
        """Shift+click (or Ctrl+click): while counting, put a chain in seki or take it out."""
        if self.adapter.scoring:
            self.adapter.mark_seki(x, y)
        else:
            self.board_clicked(x, y)

    def set_tool(self, key: str) -> None:
        self.tool = key
        self._line_start = None
        self.acts.tool_actions[key].setChecked(True)

    # ================================================================== view options
    def set_coordinates(self, on: bool) -> None:
        self.scene.show_coordinates = on

    def set_move_numbers(self, mode: MoveNumbers) -> None:
        self.scene.last_numbers = LAST_NUMBERS
        self.scene.move_numbers = mode
        action = self.acts.number_actions[mode]
        if not action.isChecked():
            action.setChecked(True)

    def cycle_move_numbers(self) -> None:
        """Ctrl+Shift+M: off → all → last N → off."""
        modes = list(self.acts.number_actions)
        current = modes.index(self.scene.move_numbers) if self.scene.move_numbers in modes else 0
        self.set_move_numbers(modes[(current + 1) % len(modes)])

    def set_sound(self, on: bool) -> None:
        self.sound.set_enabled(on)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def toggle_pause(self) -> None:
        clock = self.adapter.clock
        if clock is None:
            return
        if self.adapter.clock_held:
            # Pause in a dialog that holds the clocks: they stay paused after it closes.
            self.adapter.release_clock(resume=False)
            self.statusBar().showMessage(self.tr("Clock paused: it stays paused when the dialog closes"), 5000)
        elif clock.paused:
            self.adapter.resume_clock()
            self.statusBar().showMessage(self.tr("Clock running"), 3000)
        else:
            self.adapter.pause_clock()
            self.statusBar().showMessage(self.tr("Clock paused"), 3000)

    def try_variation(self) -> None:
        if self.adapter.try_variation():
            self.statusBar().showMessage(
                self.tr("Trying a variation: the clocks are stopped. Game ▸ Back to the game returns."), 0
            )

    def back_to_game(self) -> None:
        if self.adapter.back_to_game():
            self.statusBar().showMessage(self.tr("Back to the game: the clocks run again"), 5000)
            self.view.setFocus()

    def go_to_move(self) -> None:
        """Ctrl+G: ask for a move number of the line on show and go there."""
        from PySide6.QtWidgets import QInputDialog  # only here: not needed to start

        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Go to move"))
        dialog.setLabelText(self.tr("Move number (0 is the start):"))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(0, self.adapter.move_count())
        dialog.setIntValue(self.adapter.move_number())
        about_the_game(dialog)  # looking at the game: the clocks run on
        if dialog.exec():
            number = dialog.intValue()
            self.adapter.go(lambda cursor: cursor.to_move_number(number))

    def estimate(self) -> None:
        self.statusBar().showMessage(self.tr("Estimating…"))
        self.adapter.start_estimate()

    # ================================================================== help
    def show_shortcuts(self) -> None:
        self.look.show_shortcuts()

    def about(self) -> None:
        from qtgo import __version__

        text = f"<b>qtgo {__version__}</b><br>" + self.tr(
            "A Go board for local games, handicap lessons and game review."
        )
        from PySide6.QtWidgets import QMessageBox  # only here: its class is not needed to start

        QMessageBox.about(self, self.tr("About qtgo"), text)

    def set_language(self, code: str) -> None:
        """Switch the interface language at once, keeping the open game (and store it)."""
        if code == configured_language(self.settings) and code == current_language():
            return
        from qtgo.ui.window.language import switch_language  # a switch: not at start-up

        switch_language(self, code)

    def refresh_texts(self) -> None:
        """Every text the window sets itself, again (after a language switch)."""
        self.comment.editor.setPlaceholderText(self.comment.tr("Comment on this move…"))
        if self._move_tree is not None:
            self._move_tree.model.reset()
        self.players.refresh()
        self._name_count_area()
        self._mode_changed()
        self._position_changed()
        self.update_title()

    # ================================================================== drag and drop
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if not self.files.drag(event, drop=False):
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not self.files.drag(event, drop=False):
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not self.files.drag(event, drop=True):
            super().dropEvent(event)

    # ================================================================== closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.save_settings()
        self.files.release()
        extensions.shutdown(self)
        event.accept()

    @property
    def session(self) -> GameSession:
        """The open game (for tests and tools; widgets go through ``adapter``)."""
        return self.adapter.session
