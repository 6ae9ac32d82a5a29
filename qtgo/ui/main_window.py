"""The main window: the board in the middle, players, clocks, moves, comment and count beside it.

The window owns the widgets, the menus and the files; every game command goes through
the ``SessionAdapter`` and every redraw comes from its signals.
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QSettings, QStandardPaths, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QToolBar,
    QWidget,
)

from qtgo import APP_NAME
from qtgo.rules import Color, Point
from qtgo.session import (
    AutosaveStore,
    FileError,
    GameSession,
    Mode,
    NewGameSettings,
    RecentFiles,
    SessionError,
)
from qtgo.session.settings import NO_TIME
from qtgo.ui.adapter import SessionAdapter
from qtgo.ui.board import BoardScene, BoardView, MoveNumbers
from qtgo.ui.dialogs import GameInfoDialog, NewGameDialog, rules_label
from qtgo.ui.i18n import LANGUAGE_SETTING, configured_language, current_language
from qtgo.ui.messages import colour_name, en_plural, error_text, player_label
from qtgo.ui.move_tree import MoveTreePanel
from qtgo.ui.panels import CommentPanel, PlayersPanel, ScorePanel, describe_result
from qtgo.ui.sound import SoundPlayer

#: Board tools: play stones, or put markup on the current node.
#: The texts are translated where they are shown (context ``MainWindow``).
TOOLS = [
    (
        "play",
        QT_TRANSLATE_NOOP("MainWindow", "Play"),
        QT_TRANSLATE_NOOP("MainWindow", "Put stones (play or add variations)"),
    ),
    ("TR", "△", QT_TRANSLATE_NOOP("MainWindow", "Triangle")),
    ("SQ", "□", QT_TRANSLATE_NOOP("MainWindow", "Square")),
    ("CR", "○", QT_TRANSLATE_NOOP("MainWindow", "Circle")),
    ("MA", "✕", QT_TRANSLATE_NOOP("MainWindow", "Cross")),
    ("LB", "A", QT_TRANSLATE_NOOP("MainWindow", "Letter label")),
    ("AR", "→", QT_TRANSLATE_NOOP("MainWindow", "Arrow (two clicks)")),
    ("LN", "—", QT_TRANSLATE_NOOP("MainWindow", "Line (two clicks)")),
]


#: The board tools' keys (active while the board has the keyboard focus).
TOOL_KEYS = {"play": "P", "TR": "T", "SQ": "S", "CR": "C", "MA": "X", "LB": "L", "AR": "A", "LN": "N"}

# How many of the latest moves carry numbers in View > Move numbers > Last.
LAST_NUMBERS = 10


def _move_numbers_setting(value: Any) -> MoveNumbers:
    """The stored ``view/move_numbers``: a mode name, or the on/off flag older versions wrote."""
    text = str(value).strip().lower()
    if text in ("true", "1"):
        return MoveNumbers.ALL
    try:
        return MoveNumbers(text)
    except ValueError:
        return MoveNumbers.OFF


def data_folder() -> Path:
    """Where autosave and the recent-files list live (``AppDataLocation``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".qtgo")


class MainWindow(QMainWindow):
    """The qtgo window. ``MainWindow(session=None)`` opens a fresh 19×19 game by default."""

    def __init__(self, session: GameSession | None = None, *, data_dir: Path | None = None) -> None:
        super().__init__()
        self.setObjectName("qtgo-main-window")
        self.settings = QSettings()
        self.data_dir = data_dir or data_folder()
        self.autosave = AutosaveStore(self.data_dir / "autosave")
        self.recent = RecentFiles(self.data_dir / "recent-files.json")
        if session is None:
            # At start-up: the last board and rules, but no clock ticking before anyone sits down.
            start = dataclasses.replace(self._last_new_game_settings(), black_time=NO_TIME, white_time=None)
            session = GameSession.new(start)
        self.adapter = SessionAdapter(session, self)
        self.sound = SoundPlayer(self)
        self.sound.set_enabled(self.settings.value("view/sound", True, type=bool))
        self._tool = "play"
        self._line_start: Point | None = None

        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.view.setMinimumSize(320, 320)
        self.setCentralWidget(self.view)
        self.scene.point_clicked.connect(self._board_clicked)
        self.scene.navigate.connect(self.adapter.step)

        self.players = PlayersPanel(self.adapter)
        self.players.set_sound_player(self.sound)
        self.move_tree = MoveTreePanel()
        self.comment = CommentPanel(self.adapter)
        self.score = ScorePanel(self.adapter)
        self.score.accept_requested.connect(self.adapter.accept_score)
        self.score.resume_requested.connect(self.resume_play)
        self.move_tree.node_activated.connect(self.adapter.to_node)

        self.players_dock = self._dock(self.tr("Players"), self.players, "players", scroll=True)
        self.score_dock = self._dock(self.tr("Count"), self.score, "score", scroll=True)
        self.tree_dock = self._dock(self.tr("Moves"), self.move_tree, "moves")
        self.comment_dock = self._dock(self.tr("Comment"), self.comment, "comment")
        for dock in (self.players_dock, self.tree_dock, self.comment_dock):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # The count shares its place with the move tree (a tab), so small screens stay tidy.
        self.tabifyDockWidget(self.tree_dock, self.score_dock)
        self.tree_dock.raise_()
        self.resizeDocks([self.players_dock, self.tree_dock, self.comment_dock], [300, 300, 110], Qt.Orientation.Vertical)
        self.resizeDocks([self.players_dock], [310], Qt.Orientation.Horizontal)
        for panel in (self.players, self.move_tree, self.comment, self.score):
            panel.setMinimumWidth(230)
        self.score_dock.hide()
        self.comment.setMinimumHeight(60)
        # Both clocks stay in view: the move tree gives way first when space is short.
        self.players_dock.widget().setMinimumHeight(min(self.players.sizeHint().height(), 300))

        self.message = QLabel()
        self.statusBar().addPermanentWidget(self.message)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()

        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(1500)
        self._autosave_timer.timeout.connect(self.write_autosave)

        adapter = self.adapter
        adapter.position_changed.connect(self._position_changed)
        adapter.node_added.connect(self._node_added)
        adapter.tree_changed.connect(self._tree_changed)
        adapter.session_replaced.connect(self._session_replaced)
        adapter.move_rejected.connect(self._rejected)
        adapter.game_ended.connect(self._game_ended)
        adapter.modified_changed.connect(self._update_title)
        adapter.mode_changed.connect(self._mode_changed)
        adapter.clock_changed.connect(self._clock_changed)
        adapter.stone_played.connect(self._stone_played)
        adapter.estimate_ready.connect(self._estimate_ready)
        adapter.clock_resumed.connect(self._clock_resumed)
        adapter.estimate_failed.connect(
            lambda text: self.statusBar().showMessage(self.tr("Estimate failed: {0}").format(text), 8000)
        )
        # A bound slot (not a lambda): Qt drops the connection when the window is deleted.
        adapter.undo_stack.cleanChanged.connect(self._update_title)

        # An explicit minimum keeps the layout from pushing size hints to the window
        # system on every dock change (the offscreen platform warns about those).
        self.setMinimumSize(760, 600)
        self._restore_settings()
        self._session_replaced()

    # ================================================================== construction
    def _dock(self, title: str, widget: QWidget, name: str, *, scroll: bool = False) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{name}")
        if scroll:
            # Panels of fixed-height content scroll rather than overlap on small screens.
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            area.setWidget(widget)
            dock.setWidget(area)
        else:
            dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        return dock

    def _action(self, text: str, slot: Any, shortcut: Any = None, tip: str = "", checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                action.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(f"{tip} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})" if shortcut else tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        # Window-wide, so arrow keys work wherever the focus is (text fields keep theirs).
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        a = self.adapter
        std = QKeySequence.StandardKey
        self.act_new = self._action(self.tr("&New game…"), self.new_game, std.New, self.tr("Start a new game"))
        self.act_open = self._action(self.tr("&Open…"), self.open_dialog, std.Open, self.tr("Open an SGF game record"))
        self.act_save = self._action(self.tr("&Save"), self.save, std.Save, self.tr("Save the game"))
        self.act_save_as = self._action(
            self.tr("Save &As…"), self.save_as, "Ctrl+Shift+S", self.tr("Save the game under a new name")
        )
        self.act_info = self._action(
            self.tr("Game &info…"), self.edit_game_info, "Ctrl+I", self.tr("Players, event, result…")
        )
        # Some platforms (Linux without a desktop theme, Windows) bind no key to Quit: Ctrl+Q then.
        quit_keys = QKeySequence.keyBindings(std.Quit) or [QKeySequence("Ctrl+Q")]
        self.act_quit = self._action(self.tr("&Quit"), self.close, list(quit_keys), self.tr("Quit qtgo"))
        self.act_undo = a.undo_stack.createUndoAction(self, self.tr("&Undo edit"))
        self.act_undo.setShortcut(QKeySequence(std.Undo))
        self.act_redo = a.undo_stack.createRedoAction(self, self.tr("&Redo edit"))
        self.act_redo.setShortcut(QKeySequence(std.Redo))
        self.addAction(self.act_undo)
        self.addAction(self.act_redo)
        self.act_delete = self._action(
            self.tr("&Delete variation"), a.delete_variation, "Ctrl+Delete", self.tr("Remove this move and all after it")
        )
        self.act_promote = self._action(
            self.tr("Make &main line"), a.promote_variation, "Ctrl+Shift+Up", self.tr("Make this line the main line")
        )

        self.act_pass = self._action(self.tr("&Pass"), a.pass_turn, "Ctrl+P", self.tr("Pass"))
        # Resign has no shortcut on purpose: a stray key must never end a game.
        self.act_resign = self._action(
            self.tr("&Resign…"), self.resign, None, self.tr("A player resigns (either player, at any time)")
        )
        self.act_undo_agreed = self._action(
            self.tr("Undo by &agreement"),
            self.undo_by_agreement,
            "Ctrl+U",
            self.tr("Take back the last move (both players agree; recorded)"),
        )
        self.act_count = self._action(
            self.tr("&Count position"), a.begin_scoring, "Ctrl+Shift+E", self.tr("Count this position")
        )
        self.act_estimate = self._action(
            self.tr("&Estimate score"), self.estimate, "Ctrl+E", self.tr("Estimate the score (runs in the background)")
        )
        self.act_pause = self._action(
            self.tr("Pa&use clock"), self._toggle_pause, ["Pause", "Ctrl+Shift+P"], self.tr("Stop or restart both clocks")
        )
        self.act_continue = self._action(
            self.tr("Continue &playing from here"),
            self.continue_game,
            None,
            self.tr("Play on from this position as a live game (a new variation where the record goes on)"),
        )

        self.act_back = self._action(self.tr("&Back"), a.back, Qt.Key.Key_Left, self.tr("Previous move"))
        self.act_forward = self._action(self.tr("&Forward"), a.forward, Qt.Key.Key_Right, self.tr("Next move"))
        self.act_start = self._action(self.tr("&Start"), a.to_start, Qt.Key.Key_Home, self.tr("Start of the game"))
        self.act_end = self._action(self.tr("&End"), a.to_end, Qt.Key.Key_End, self.tr("Last move"))
        self.act_back10 = self._action(
            self.tr("Back 10"), lambda: self._steps(-10), Qt.Key.Key_PageUp, self.tr("Ten moves back")
        )
        self.act_forward10 = self._action(
            self.tr("Forward 10"), lambda: self._steps(10), Qt.Key.Key_PageDown, self.tr("Ten moves on")
        )
        self.act_prev_var = self._action(
            self.tr("Pre&vious variation"), a.previous_variation, Qt.Key.Key_Up, self.tr("Previous variation")
        )
        self.act_next_var = self._action(
            self.tr("Ne&xt variation"), a.next_variation, Qt.Key.Key_Down, self.tr("Next variation")
        )

        self.act_coords = self._action(
            self.tr("&Coordinates"), self._set_coordinates, "Ctrl+Shift+C", self.tr("Show coordinates"), True
        )
        # View > Move numbers: off, all, or the last LAST_NUMBERS moves; Ctrl+Shift+M cycles.
        self.numbers_group = QActionGroup(self)
        self.numbers_group.setExclusive(True)
        self.number_actions: dict[MoveNumbers, QAction] = {}
        for mode, label in (
            (MoveNumbers.OFF, self.tr("&Off")),
            (MoveNumbers.ALL, self.tr("&All")),
            (MoveNumbers.LAST, self.tr("&Last %n moves", "", LAST_NUMBERS)),
        ):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(mode.value)
            action.toggled.connect(lambda on, mode=mode: on and self._set_move_numbers(mode))
            self.numbers_group.addAction(action)
            self.number_actions[mode] = action
        self.act_numbers = self._action(
            self.tr("&Next setting"), self._cycle_move_numbers, "Ctrl+Shift+M",
            self.tr("Move numbers: off, all, the last moves")
        )
        self.act_sound = self._action(
            self.tr("&Sound"), self._set_sound, "Ctrl+Shift+A", self.tr("Sound on or off"), True
        )
        self.act_full = self._action(
            self.tr("&Full screen"), self._set_full_screen, Qt.Key.Key_F11, self.tr("Full screen"), True
        )

        # View > Language: stored in QSettings, applied at the next start.
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        chosen = configured_language(self.settings)
        for code, label in (("system", self.tr("System")), ("en", "English"), ("ru", "Русский")):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            action.triggered.connect(lambda _c=False, c=code: self._set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for key, text, tip in TOOLS:
            action = QAction(QCoreApplication.translate("MainWindow", text), self)
            action.setCheckable(True)
            letter = TOOL_KEYS[key]
            action.setToolTip(f"{QCoreApplication.translate('MainWindow', tip)} ({letter})")
            # Plain letters, so only while the board has the focus (never while typing).
            action.setShortcut(QKeySequence(letter))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.view.addAction(action)
            action.setData(key)
            action.triggered.connect(lambda _c=False, k=key: self._set_tool(k))
            self.tool_group.addAction(action)
            self.tool_actions[key] = action
        self.tool_actions["play"].setChecked(True)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        file.addActions([self.act_new, self.act_open])
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        file.addMenu(self.recent_menu)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_recent()
        self.games_menu = QMenu(self.tr("&Games in this file"), self)
        file.addMenu(self.games_menu)
        self.games_menu.aboutToShow.connect(self._fill_games)
        file.addSeparator()
        file.addActions([self.act_save, self.act_save_as])
        file.addSeparator()
        file.addAction(self.act_info)
        file.addSeparator()
        file.addAction(self.act_quit)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.act_undo, self.act_redo])
        edit.addSeparator()
        edit.addActions([self.act_delete, self.act_promote])
        edit.addSeparator()
        tools = edit.addMenu(self.tr("Board &tool"))
        tools.addActions(list(self.tool_actions.values()))
        game = bar.addMenu(self.tr("&Game"))
        game.addActions([self.act_pass, self.act_resign, self.act_undo_agreed])
        game.addSeparator()
        game.addActions([self.act_count, self.act_estimate])
        game.addSeparator()
        game.addActions([self.act_pause, self.act_continue])
        nav = bar.addMenu(self.tr("&Navigate"))
        nav.addActions([self.act_back, self.act_forward, self.act_back10, self.act_forward10, self.act_start, self.act_end])
        nav.addSeparator()
        nav.addActions([self.act_prev_var, self.act_next_var])
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.act_coords)
        self.numbers_menu = view.addMenu(self.tr("&Move numbers"))
        self.numbers_menu.addActions(list(self.number_actions.values()))
        self.numbers_menu.addSeparator()
        self.numbers_menu.addAction(self.act_numbers)
        view.addAction(self.act_sound)
        view.addSeparator()
        for dock in (self.players_dock, self.score_dock, self.tree_dock, self.comment_dock):
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        view.addAction(self.act_full)
        self.language_menu = view.addMenu(self.tr("&Language"))
        self.language_menu.addActions(list(self.language_actions.values()))
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&Keyboard shortcuts"), self._show_shortcuts)
        help_menu.addAction(self.tr("&About qtgo"), self._about)

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Main"), self)
        bar.setObjectName("toolbar-main")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.act_new, self.act_open, self.act_save])
        bar.addSeparator()
        bar.addActions([self.act_start, self.act_back, self.act_forward, self.act_end])
        bar.addSeparator()
        bar.addActions([self.act_pass, self.act_undo_agreed, self.act_resign])
        bar.addSeparator()
        bar.addActions([self.act_estimate, self.act_count])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.main_toolbar = bar
        for action, text in (
            (self.act_new, self.tr("New")),
            (self.act_open, self.tr("Open")),
            (self.act_save, self.tr("Save")),
            (self.act_start, "|◀"),
            (self.act_back, "◀"),
            (self.act_forward, "▶"),
            (self.act_end, "▶|"),
            (self.act_undo_agreed, self.tr("Undo")),
            (self.act_estimate, self.tr("Estimate")),
            (self.act_count, self.tr("Count", "toolbar button")),
            (self.act_resign, self.tr("Resign")),
        ):
            action.setIconText(text)
        tools = QToolBar(self.tr("Tools"), self)
        tools.setObjectName("toolbar-tools")
        tools.addWidget(QLabel(" " + self.tr("Tool:") + " "))
        tools.addActions(list(self.tool_actions.values()))
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tools)
        self.tools_toolbar = tools

    # ================================================================== settings
    def _restore_settings(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1200, 820)
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)
        self.act_coords.setChecked(self.settings.value("view/coordinates", True, type=bool))
        numbers = _move_numbers_setting(self.settings.value("view/move_numbers", MoveNumbers.OFF.value))
        self.act_sound.setChecked(self.settings.value("view/sound", True, type=bool))
        self._set_coordinates(self.act_coords.isChecked())
        self.number_actions[numbers].setChecked(True)
        self._set_move_numbers(numbers)

    def _save_settings(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.setValue("view/coordinates", self.act_coords.isChecked())
        self.settings.setValue("view/move_numbers", self.scene.move_numbers.value)
        self.settings.setValue("view/sound", self.act_sound.isChecked())

    def _last_new_game_settings(self) -> NewGameSettings:
        """The settings of the last game started here (a teacher's lessons repeat)."""
        text = self.settings.value("new_game/settings", "", type=str)
        if text:
            try:
                return NewGameSettings.from_dict(json.loads(text))
            except (ValueError, SessionError):
                pass
        return NewGameSettings()

    @property
    def last_folder(self) -> str:
        return self.settings.value("files/last_folder", str(Path.home()), type=str)

    def _remember_folder(self, path: str | os.PathLike[str]) -> None:
        self.settings.setValue("files/last_folder", str(Path(path).resolve().parent))

    # ================================================================== view updates
    @property
    def session(self) -> GameSession:
        return self.adapter.session

    def _session_replaced(self) -> None:
        session = self.session
        self.move_tree.model.set_root(session.tree.root, session.height)
        self._line_start = None
        # The last game's "Game over" (or any other) message does not belong to this one.
        self.statusBar().clearMessage()
        self._clock_changed()
        self._mode_changed()
        self._position_changed()
        self._update_title()

    @Slot()
    def _position_changed(self) -> None:
        self.scene.set_display(self.adapter.display())
        self.move_tree.set_current(self.session.node)
        if not self.adapter.estimating and self.statusBar().currentMessage() == self.tr("Estimating…"):
            self.statusBar().clearMessage()  # the estimate for the position left was dropped
        self._update_actions()
        if self.session.modified:
            self._autosave_timer.start()

    @Slot(object)
    def _node_added(self, node: Any) -> None:
        self.move_tree.model.node_added(node)

    @Slot()
    def _tree_changed(self) -> None:
        self.move_tree.model.reset()
        self.move_tree.set_current(self.session.node)

    def _mode_changed(self) -> None:
        session = self.session
        showing_score = session.scoring or (session.final_score is not None)
        if session.scoring:
            self.score_dock.show()
            self.score_dock.raise_()
        elif not showing_score:
            self.score_dock.hide()
        rules = rules_label(session.ruleset.name)
        # While a line branched off a finished record is played, the record's result is not this game's.
        self.message.setText(
            self.tr("Result {0}").format(session.result)
            if session.result and session.mode is Mode.REVIEW
            else self.tr("{0} rules, komi {1}").format(rules, f"{session.ruleset.komi:g}")
        )
        self._update_actions()
        self._update_title()

    def _update_actions(self) -> None:
        session = self.session
        live = session.mode is Mode.PLAY
        # Tromp-Taylor: passing on during the count is allowed, and four passes end the game.
        pass_on = session.mode is Mode.SCORING and session.ruleset.four_passes_end
        self.act_pass.setEnabled((pass_on or not session.scoring) and not session.handicap_to_place)
        self.act_resign.setEnabled(session.mode is not Mode.REVIEW)
        self.act_undo_agreed.setEnabled(session.can_undo_by_agreement)
        self.act_undo_agreed.setToolTip(
            self.tr("Take back the last move (both players agree; recorded in the game)")
            if session.undo_allowed
            else self.tr("This game was started without undo (touch-move)")
        )
        self.act_count.setEnabled(not session.scoring and (session.mode is Mode.REVIEW or session.at_live_end))
        self.act_pause.setEnabled(live and session.clock is not None)
        # Any position of a record, except the end of a finished game (nothing to play on).
        self.act_continue.setEnabled(
            session.mode is Mode.REVIEW
            and not (session.result and not session.node.children and session.on_main_line())
        )
        self.act_delete.setEnabled(session.node.parent is not None)
        self.games_menu.setEnabled(len(session.games) > 1)
        self.act_back.setEnabled(session.node.parent is not None)
        self.act_start.setEnabled(session.node.parent is not None)
        self.act_forward.setEnabled(bool(session.node.children))
        self.act_end.setEnabled(bool(session.node.children))

    def _update_title(self, *_args: Any) -> None:
        session = self.session
        name = session.path.name if session.path else self.tr("Untitled")
        title = self.tr("{0} vs {1}").format(
            self._player_name(Color.BLACK), self._player_name(Color.WHITE)
        )
        self.setWindowTitle(f"{title} — {name}[*] — {APP_NAME}")
        self.setWindowModified(session.modified)

    def _player_name(self, color: Color) -> str:
        """The player's name, or the translated colour when the record names nobody."""
        return player_label(self.session.player_name(color), color)

    def _clock_changed(self) -> None:
        self._update_actions()

    @Slot(str)
    def _rejected(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    @Slot(str)
    def _game_ended(self, result: str) -> None:
        self.statusBar().showMessage(self.tr("Game over: {0}").format(describe_result(result)), 10000)
        self._mode_changed()
        if self.session.final_score is not None:
            self.score_dock.show()

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
        if self.session.scoring:
            self.statusBar().showMessage(
                self.tr("Dead stones marked by the estimator: click a chain to change it"), 6000
            )
        else:
            result = self.session.estimated_score(estimate.dead).result
            self.statusBar().showMessage(self.tr("Estimated result: {0}").format(result), 10000)

    # ================================================================== board input
    @Slot(int, int)
    def _board_clicked(self, x: int, y: int) -> None:
        session = self.session
        if session.scoring or self._tool == "play":
            self.adapter.play(x, y)
            return
        if self._tool in ("AR", "LN"):
            if self._line_start is None:
                self._line_start = Point(x, y)
                self.statusBar().showMessage(self.tr("Click the other end"), 3000)
                return
            start, self._line_start = self._line_start, None
            if start != Point(x, y):
                self.adapter.toggle_markup(self._tool, start.x, start.y, Point(x, y))
            return
        self.adapter.toggle_markup(self._tool, x, y)

    def _set_tool(self, key: str) -> None:
        self._tool = key
        self._line_start = None
        self.tool_actions[key].setChecked(True)

    def _steps(self, count: int) -> None:
        for _ in range(abs(count)):
            moved = self.session.forward() if count > 0 else self.session.back()
            if not moved:
                break
        self.adapter.position_moved()

    # ================================================================== view options
    def _set_coordinates(self, on: bool) -> None:
        self.scene.show_coordinates = on

    def _set_move_numbers(self, mode: MoveNumbers) -> None:
        self.scene.last_numbers = LAST_NUMBERS
        self.scene.move_numbers = mode
        action = self.number_actions[mode]
        if not action.isChecked():
            action.setChecked(True)

    def _cycle_move_numbers(self) -> None:
        """Ctrl+Shift+M: off → all → last N → off."""
        modes = list(self.number_actions)
        current = modes.index(self.scene.move_numbers) if self.scene.move_numbers in modes else 0
        self._set_move_numbers(modes[(current + 1) % len(modes)])

    def _set_sound(self, on: bool) -> None:
        self.sound.set_enabled(on)

    def _set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _toggle_pause(self) -> None:
        clock = self.session.clock
        if clock is None:
            return
        if clock.paused:
            self.adapter.resume_clock()
            self.statusBar().showMessage(self.tr("Clock running"), 3000)
        else:
            self.adapter.pause_clock()
            self.statusBar().showMessage(self.tr("Clock paused"), 3000)

    # ================================================================== commands
    def estimate(self) -> None:
        self.statusBar().showMessage(self.tr("Estimating…"))
        self.adapter.start_estimate()

    def ask_player(self, title: str, text: str, button: str, default: Color) -> Color | None:
        """Ask which player does something (one button per player); None = cancelled.

        ``button`` is a format with ``{0}`` for the player's name and colour. Tests replace
        this method to answer without a modal dialog.
        """
        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self)
        buttons = {}
        for color in (Color.BLACK, Color.WHITE):
            who = f"{self._player_name(color)} ({colour_name(color)})"
            if self._player_name(color) == colour_name(color):
                who = colour_name(color)
            buttons[color] = box.addButton(button.format(who), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(buttons[default])
        box.exec()
        clicked = box.clickedButton()
        return next((color for color, b in buttons.items() if b is clicked), None)

    def resign(self) -> None:
        """Either player may resign at any time (RULES.md §1); the player to move is offered first."""
        color = self.ask_player(
            self.tr("Resign"),
            self.tr("Which player resigns? The game ends at once and the opponent wins."),
            self.tr("{0} resigns"),
            self.session.to_play,
        )
        if color is not None:
            self.adapter.resign(color)

    def confirm(self, title: str, text: str) -> bool:
        """A Yes/No question (No is the default). Tests replace this method to answer."""
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _move_text(self, move: Any) -> str:
        """``W Q16`` / ``B pass``: the move as the move list writes it."""
        letter = move.color.value
        if move.point is None:
            return self.tr("{0} pass").format(letter)
        return f"{letter} {move.point.to_gtp(self.session.height)}"

    def undo_by_agreement(self) -> None:
        """Take back the last move only when the opponent agrees (touch-move, RULES.md §1).

        The question names both players; the take-back stays recorded in the game.
        """
        request = self.session.undo_request()
        if request is None:
            self.adapter.undo_by_agreement()  # says why not, in the status bar
            return
        asker = self._player_name(request.asker)
        agrees = self._player_name(request.agrees)
        if request.handicap:
            point = request.move.point.to_gtp(self.session.height)
            question = self.tr("{0} asks to take back the handicap stone on {1}. Does {2} agree?").format(
                asker, point, agrees
            )
        else:
            question = self.tr("{0} asks to take back {1}. Does {2} agree?").format(
                asker, self._move_text(request.move), agrees
            )
        if not self.confirm(self.tr("Undo by agreement"), question):
            self.statusBar().showMessage(self.tr("{0} does not agree: the move stands").format(agrees), 5000)
            return
        self.adapter.undo_by_agreement()
        if request.handicap:
            done = self.tr("Handicap stone on {0} taken back").format(request.move.point.to_gtp(self.session.height))
        else:
            done = self.tr("{0} taken back by agreement (recorded in the game)").format(
                self._move_text(request.move)
            )
        self.statusBar().showMessage(done, 8000)

    def resume_play(self) -> None:
        """The players disagree about the count: ask who asks to resume (RULES.md §1).

        The opponent of the player who asks moves first (Japanese 1989 rules). In review,
        the same button only stops counting.
        """
        session = self.session
        if session.mode is not Mode.SCORING:
            self.adapter.resume_play()
            return
        asker = self.ask_player(
            self.tr("Resume play"),
            self.tr("Who asks to resume play? The other player moves first."),
            self.tr("{0} asks"),
            session.to_play.opponent,
        )
        if asker is None:
            return
        self.adapter.resume_play(asker)
        self.statusBar().showMessage(
            self.tr("Play resumed: {0} to move").format(colour_name(self.session.to_play)), 6000
        )

    def continue_game(self) -> None:
        """A live game from the position shown: a new variation where the record goes on."""
        session = self.session
        try:
            session.continue_game(from_here=True)
        except SessionError as error:
            self.statusBar().showMessage(error_text(error), 5000)
            return
        self.adapter.replace_session(session)
        to_move = colour_name(session.to_play)
        if session.in_branch:
            text = self.tr("Live game from move {0}, {1} to move: the moves go into a new variation")
        else:
            text = self.tr("Live game from move {0}, {1} to move")
        self.statusBar().showMessage(text.format(session.move_number(), to_move), 8000)

    def new_game(self) -> bool:
        if not self.maybe_save():
            return False
        dialog = NewGameDialog(self, self._last_new_game_settings())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        try:
            settings = dialog.settings()
        except ValueError as error:
            QMessageBox.warning(self, self.tr("New game"), error_text(error))
            return False
        return self.start_game(settings)

    def start_game(self, settings: NewGameSettings) -> bool:
        """Replace the open game by a new one (no questions asked: callers confirm first)."""
        if not self.adapter.new_game(settings):
            return False
        self.settings.setValue("new_game/settings", json.dumps(settings.to_dict()))
        self.autosave_clear()
        if settings.handicap and self.session.handicap_to_place:
            self.statusBar().showMessage(
                en_plural(self.tr("Black: place %n handicap stone(s)", "", settings.handicap), settings.handicap), 8000
            )
        return True

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game record"), self.last_folder, self._sgf_filter())
        if path:
            self.open_file(path, confirm=False)

    def open_file(self, path: str | os.PathLike[str], *, confirm: bool = True) -> bool:
        """Open a record for review; on any error the open game stays as it was."""
        if confirm and not self.maybe_save():
            return False
        try:
            session = GameSession.open(path)
        except FileError as error:
            self._error(self.tr("Cannot open the game record"), error_text(error))
            if not Path(path).exists():
                self.recent.remove(path)
            return False
        self.adapter.replace_session(session)
        self.recent.add(path)
        self._remember_folder(path)
        self.autosave_clear()
        if session.warnings:
            self._show_warnings(Path(path).name, session.warnings)
        self.statusBar().showMessage(self.tr("Opened {0}").format(Path(path).name), 4000)
        return True

    def _show_warnings(self, name: str, warnings: list[str]) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Opened with warnings"))
        box.setText(self.tr("{0} was opened, but the file has problems that qtgo repaired or skipped:").format(name))
        shown = warnings[:20]
        more = "\n" + self.tr("… and %n more", "", len(warnings) - 20) if len(warnings) > 20 else ""
        box.setInformativeText("\n".join(f"• {w}" for w in shown) + more)
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.warnings_box = box

    def _error(self, title: str, text: str, informative: str | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(informative or self.tr("The game that was open is unchanged."))
        self.error_box = box
        box.exec()

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._save_to(self.session.path)

    def save_as(self) -> bool:
        suggested = self.session.path or Path(self.last_folder) / f"{self.session.title().replace(' ', '_')}.sgf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"), str(suggested), self._sgf_filter())
        if not path:
            return False
        if not path.lower().endswith(".sgf"):
            path += ".sgf"
        return self._save_to(path)

    def _save_to(self, path: str | os.PathLike[str]) -> bool:
        self.comment.commit()
        try:
            self.session.save(path)
        except (FileError, SessionError) as error:
            self._error(
                self.tr("Cannot save"),
                error_text(error),
                self.tr("The file was not written. The game is still open here, with its changes not yet saved."),
            )
            return False
        self.adapter.mark_saved()
        self.recent.add(path)
        self._remember_folder(path)
        self.autosave_clear()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved {0}").format(Path(path).name), 4000)
        return True

    def edit_game_info(self) -> None:
        dialog = GameInfoDialog(self.session.game_info(), self, live=self.session.mode is not Mode.REVIEW)
        if dialog.exec() == GameInfoDialog.DialogCode.Accepted:
            values = dialog.values()
            if values:
                self.adapter.set_game_info(values)
                self._update_title()

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False means the user cancelled."""
        self.comment.commit()
        if not self.session.modified:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {0} first?").format(
                self.session.path.name if self.session.path else self.tr("this game")
            ),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ================================================================== recent, autosave
    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = self.recent.items()
        for path in items:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.setEnabled(Path(path).exists())
            action.triggered.connect(lambda _c=False, p=path: self.open_file(p))
        if items:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("Clear list"), self.recent.clear)
        else:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def _fill_games(self) -> None:
        """A record may hold a collection: pick which of its games to show."""
        self.games_menu.clear()
        session = self.session
        for index, tree in enumerate(session.games):
            black = player_label(tree.root.get("PB") or "Black", Color.BLACK)
            white = player_label(tree.root.get("PW") or "White", Color.WHITE)
            name = tree.root.get("GN") or self.tr("{0} vs {1}").format(black, white)
            action = self.games_menu.addAction(f"{index + 1}. {name}")
            action.setCheckable(True)
            action.setChecked(index == session.game_index)
            action.triggered.connect(lambda _c=False, i=index: self.select_game(i))

    def select_game(self, index: int) -> None:
        if index == self.session.game_index:
            return
        try:
            self.session.select_game(index)
        except SessionError as error:
            self.statusBar().showMessage(error_text(error), 5000)
            return
        modified = self.session.modified
        self.adapter.replace_session(self.session)
        self.session.modified = modified

    def write_autosave(self) -> None:
        if not self.session.modified:
            return
        try:
            self.autosave.save(self.session)
        except (FileError, SessionError) as error:
            self.statusBar().showMessage(error_text(error), 5000)

    def autosave_clear(self) -> None:
        self._autosave_timer.stop()
        try:
            self.autosave.clear()
        except FileError as error:
            self.statusBar().showMessage(error_text(error), 5000)

    def offer_recovery(self) -> bool:
        """At start-up: bring back a game the last session left unsaved, if the user wants."""
        entry = self.autosave.pending()
        if entry is None:
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Recover game"),
            en_plural(
                self.tr("qtgo was closed without saving “{0}” (%n move(s)). Recover it?", "", entry.moves), entry.moves
            ).format(entry.title),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self.autosave_clear()
            return False
        try:
            session = self.autosave.recover()
        except FileError as error:
            self._error(self.tr("Cannot recover the game"), error_text(error))
            return False
        self.adapter.replace_session(session)
        self.statusBar().showMessage(self.tr("Recovered the unsaved game"), 5000)
        return True

    # ================================================================== help
    def _show_shortcuts(self) -> None:
        lines = []
        for action in self.findChildren(QAction):
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
            if keys:
                lines.append(f"<tr><td>{action.text().replace('&', '').rstrip('…')}</td><td><b>{keys}</b></td></tr>")
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), "<table>" + "".join(sorted(set(lines))) + "</table>")

    def _about(self) -> None:
        from qtgo import __version__

        QMessageBox.about(
            self,
            self.tr("About qtgo"),
            f"<b>qtgo {__version__}</b><br>"
            + self.tr("A Go board for local games, handicap lessons and game review."),
        )

    def _sgf_filter(self) -> str:
        return self.tr("SGF game records (*.sgf *.SGF);;All files (*)")

    def _set_language(self, code: str) -> None:
        """Store the interface language; it takes effect when qtgo next starts."""
        if code == configured_language(self.settings):
            return
        self.settings.setValue(LANGUAGE_SETTING, code)
        message = self.tr("The language will change the next time qtgo starts.")
        # Also say it in the language chosen, for someone who cannot read the current one.
        if code == "ru" and current_language() != "ru":
            message += "\nЯзык интерфейса сменится при следующем запуске qtgo."
        elif code == "en" and current_language() != "en":
            message += "\nThe interface will be in English the next time qtgo starts."
        box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Language"), message, QMessageBox.StandardButton.Ok, self
        )
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.language_box = box

    # ================================================================== closing
    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self._save_settings()
        self.autosave_clear()
        event.accept()
