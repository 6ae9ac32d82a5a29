"""The window's actions, menus and toolbars, enabled from the session's ``commands()``.

Nothing here decides what is allowed: :meth:`WindowActions.update` reads the session's
:class:`~qtgo.session.Commands` through the adapter and enables what it lists. Other parts
add their own actions to the menus by name (``menus["game"]``).

May import: Qt, the core, ``qtgo.ui`` widgets and :mod:`~qtgo.ui.window.host` (for types); no
other file of ``qtgo.ui.window`` (the slots are the window's and its parts', reached through
the :class:`~qtgo.ui.window.host.WindowHost` it is given).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from qtgo.session import Command, Cursor
from qtgo.ui.board import MoveNumbers
from qtgo.ui.i18n import configured_language

if TYPE_CHECKING:
    from qtgo.ui.window.host import WindowHost

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

#: How many of the latest moves carry numbers in View > Move numbers > Last.
LAST_NUMBERS = 10


class WindowActions(QObject):
    """Every action of the main window, its menus (``menus[name]``) and its toolbars."""

    new: QAction
    open: QAction
    save: QAction
    save_as: QAction
    info: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    delete: QAction
    promote: QAction
    pass_: QAction
    resign: QAction
    undo_agreed: QAction
    count: QAction
    estimate: QAction
    pause: QAction
    continue_: QAction
    try_variation: QAction
    back_to_game: QAction
    back: QAction
    forward: QAction
    start: QAction
    end: QAction
    back10: QAction
    forward10: QAction
    prev_var: QAction
    next_var: QAction
    go_to_move: QAction
    next_comment: QAction
    previous_comment: QAction
    next_branch: QAction
    previous_branch: QAction
    coords: QAction
    numbers: QAction
    sound: QAction
    full: QAction

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self.menus: dict[str, QMenu] = {}
        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        # Which command enables which action: the session decides, the window only reads.
        self.enabled_by: dict[QAction, Command] = {
            self.pass_: Command.PASS,
            self.resign: Command.RESIGN,
            self.undo_agreed: Command.UNDO_BY_AGREEMENT,
            self.count: Command.COUNT,
            self.pause: Command.PAUSE_CLOCK,
            self.continue_: Command.CONTINUE,
            self.try_variation: Command.TRY_VARIATION,
            self.back_to_game: Command.BACK_TO_GAME,
            self.delete: Command.DELETE_VARIATION,
            self.promote: Command.PROMOTE_VARIATION,
            self.back: Command.BACK,
            self.start: Command.BACK,
            self.back10: Command.BACK,
            self.forward: Command.FORWARD,
            self.end: Command.FORWARD,
            self.forward10: Command.FORWARD,
            self.prev_var: Command.PREVIOUS_VARIATION,
            self.next_var: Command.NEXT_VARIATION,
            self.next_comment: Command.FORWARD,
            self.next_branch: Command.FORWARD,
            self.previous_comment: Command.BACK,
            self.previous_branch: Command.BACK,
        }

    def dispose(self) -> None:
        """Take these menus, toolbars and actions out of the window (a language switch builds
        the next set). What other parts own (their actions, the docks) stays."""
        w = self.window
        bar = w.menuBar()
        for menu in (*self.menus.values(), self.recent_menu, self.games_menu):
            bar.removeAction(menu.menuAction())
            menu.deleteLater()
        for toolbar in (self.main_toolbar, self.tools_toolbar):
            w.removeToolBar(toolbar)
            toolbar.deleteLater()
        owned = [a for menu in self.menus.values() for a in menu.findChildren(QAction)]  # Engine ▸ Hint…
        for action in (*self.findChildren(QAction), *owned):
            # Silenced now: until deleted, the old keys would make the new ones ambiguous.
            action.setShortcuts([])
            action.setEnabled(False)
            for widget in (w, self.host.view):
                widget.removeAction(action)
        self.deleteLater()

    def update(self, commands: Any) -> None:
        """Enable exactly what the session allows now."""
        for action, command in self.enabled_by.items():
            action.setEnabled(command in commands)
        self.games_menu.setEnabled(Command.SELECT_GAME in commands)
        self.go_to_move.setEnabled(Command.BACK in commands or Command.FORWARD in commands)
        self.undo_agreed.setToolTip(
            self.tr("This game was started without undo (touch-move)")
            if commands.touch_move
            else self.tr("Take back the last move (both players agree; recorded in the game)")
        )

    def action(
        self,
        text: str,
        slot: Callable[..., Any],
        shortcut: Any = None,
        tip: str = "",
        checkable: bool = False,
    ) -> QAction:
        """A window-wide action (so arrow keys work wherever the focus is; text fields keep theirs)."""
        action = QAction(text, self)  # owned here: a language switch drops them with this object
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                action.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({keys})" if shortcut else tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.window.addAction(action)
        return action

    def _build_actions(self) -> None:
        w = self.host
        a = w.adapter
        files, prompts = w.files, w.prompts
        std = QKeySequence.StandardKey
        act = self.action
        self.new = act(self.tr("&New game…"), prompts.new_game, std.New, self.tr("Start a new game"))
        self.open = act(self.tr("&Open…"), files.open_dialog, std.Open, self.tr("Open an SGF game record"))
        self.save = act(self.tr("&Save"), files.save, std.Save, self.tr("Save the game"))
        self.save_as = act(
            self.tr("Save &As…"), files.save_as, "Ctrl+Shift+S", self.tr("Save the game under a new name")
        )
        self.reopen_encoding = act(
            self.tr("Reopen with &encoding…"),
            files.reopen_with_encoding,
            None,
            self.tr("Read the file again in another character set, chosen by what it shows"),
        )
        self.info = act(self.tr("Game &info…"), prompts.edit_game_info, "Ctrl+I", self.tr("Players, event, result…"))
        # Some platforms (Linux without a desktop theme, Windows) bind no key to Quit: Ctrl+Q then.
        quit_keys = QKeySequence.keyBindings(std.Quit) or [QKeySequence("Ctrl+Q")]
        self.quit = act(self.tr("&Quit"), self.window.close, list(quit_keys), self.tr("Quit qtgo"))
        self.undo = a.undo_stack.createUndoAction(self, self.tr("&Undo edit"))
        self.undo.setShortcut(QKeySequence(std.Undo))
        self.redo = a.undo_stack.createRedoAction(self, self.tr("&Redo edit"))
        self.redo.setShortcut(QKeySequence(std.Redo))
        self.window.addAction(self.undo)
        self.window.addAction(self.redo)
        self.delete = act(
            self.tr("&Delete variation"),
            a.delete_variation,
            "Ctrl+Delete",
            self.tr("Remove this move and all after it"),
        )
        self.promote = act(
            self.tr("Make &main line"), a.promote_variation, "Ctrl+Shift+Up", self.tr("Make this line the main line")
        )
        self.pass_ = act(self.tr("&Pass"), a.pass_turn, "Ctrl+P", self.tr("Pass"))
        # Resign has no shortcut on purpose: a stray key must never end a game.
        self.resign = act(
            self.tr("&Resign…"), prompts.resign, None, self.tr("A player resigns (either player, at any time)")
        )
        self.undo_agreed = act(
            self.tr("Undo by &agreement"),
            prompts.undo_by_agreement,
            "Ctrl+U",
            self.tr("Take back the last move (both players agree; recorded)"),
        )
        self.count = act(self.tr("&Count position"), a.begin_scoring, "Ctrl+Shift+E", self.tr("Count this position"))
        self.estimate = act(
            self.tr("&Estimate score"), w.estimate, "Ctrl+E", self.tr("Estimate the score (runs in the background)")
        )
        self.pause = act(
            self.tr("Pa&use clock"), w.toggle_pause, ["Pause", "Ctrl+Shift+P"], self.tr("Stop or restart both clocks")
        )
        self.continue_ = act(
            self.tr("Continue &playing from here"),
            prompts.continue_game,
            None,
            self.tr("Play on from this position as a live game (a new variation where the record goes on)"),
        )
        self.try_variation = act(
            self.tr("&Try a variation"),
            w.try_variation,
            "Ctrl+T",
            self.tr("Stop the clocks and try a side line from any earlier position (the game waits)"),
        )
        self.back_to_game = act(
            self.tr("Back to the &game"),
            w.back_to_game,
            "Ctrl+Shift+T",
            self.tr("Back to the game's position, clocks running again; the side line stays as a variation"),
        )
        self.back = act(self.tr("&Back"), a.back, Qt.Key.Key_Left, self.tr("Previous move"))
        self.forward = act(self.tr("&Forward"), a.forward, Qt.Key.Key_Right, self.tr("Next move"))
        self.start = act(self.tr("&Start"), a.to_start, Qt.Key.Key_Home, self.tr("Start of the game"))
        self.end = act(self.tr("&End"), a.to_end, Qt.Key.Key_End, self.tr("Last move"))
        self.back10 = act(self.tr("Back 10"), lambda: a.back(10), Qt.Key.Key_PageUp, self.tr("Ten moves back"))
        self.forward10 = act(self.tr("Forward 10"), lambda: a.forward(10), Qt.Key.Key_PageDown, self.tr("Ten moves on"))
        self.prev_var = act(
            self.tr("Pre&vious variation"), a.previous_variation, Qt.Key.Key_Up, self.tr("Previous variation")
        )
        self.next_var = act(self.tr("Ne&xt variation"), a.next_variation, Qt.Key.Key_Down, self.tr("Next variation"))
        # As Sabaki and q5Go have them (Ctrl+Shift+Up is Make main line here: comments take Alt).
        self.go_to_move = act(
            self.tr("&Go to move…"), w.go_to_move, "Ctrl+G", self.tr("Go to a move of this line by its number")
        )
        self.next_comment = act(
            self.tr("Next co&mment"),
            lambda: a.go(Cursor.next_comment),
            "Alt+Down",
            self.tr("On to the next move with a comment"),
        )
        self.previous_comment = act(
            self.tr("Previous comme&nt"),
            lambda: a.go(Cursor.previous_comment),
            "Alt+Up",
            self.tr("Back to the last move with a comment"),
        )
        self.next_branch = act(
            self.tr("Next &branch point"),
            lambda: a.go(Cursor.next_branch),
            "Ctrl+Down",
            self.tr("On to where this line forks next"),
        )
        self.previous_branch = act(
            self.tr("Previous b&ranch point"),
            lambda: a.go(Cursor.previous_branch),
            "Ctrl+Up",
            self.tr("Back to where this line forked"),
        )
        self.coords = act(self.tr("&Coordinates"), w.set_coordinates, "Ctrl+Shift+C", self.tr("Show coordinates"), True)
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
            action.toggled.connect(lambda on, mode=mode: w.set_move_numbers(mode) if on else None)
            self.numbers_group.addAction(action)
            self.number_actions[mode] = action
        self.numbers = act(
            self.tr("&Next setting"),
            w.cycle_move_numbers,
            "Ctrl+Shift+M",
            self.tr("Move numbers: off, all, the last moves"),
        )
        self.sound = act(self.tr("&Sound"), w.set_sound, "Ctrl+Alt+S", self.tr("Sound on or off"), True)
        self.full = act(self.tr("&Full screen"), w.set_full_screen, Qt.Key.Key_F11, self.tr("Full screen"), True)
        # View > Language: stored in QSettings, applied at the next start.
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        chosen = configured_language(w.settings)
        for code, label in (("system", self.tr("System")), ("en", "English"), ("ru", "Русский")):
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.setData(code)
            action.triggered.connect(lambda _c=False, c=code: w.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for key, text, tip in TOOLS:
            action = QAction(QCoreApplication.translate("MainWindow", str(text)), self)
            action.setCheckable(True)
            letter = TOOL_KEYS[key]
            action.setToolTip(f"{QCoreApplication.translate('MainWindow', str(tip))} ({letter})")
            # Plain letters, so only while the board has the focus (never while typing).
            action.setShortcut(QKeySequence(letter))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            w.view.addAction(action)
            action.setData(key)
            action.triggered.connect(lambda _c=False, k=key: w.set_tool(k))
            self.tool_group.addAction(action)
            self.tool_actions[key] = action
        self.tool_actions["play"].setChecked(True)

    def _build_menus(self) -> None:
        w = self.host
        bar = self.window.menuBar()
        file = self.menus["file"] = bar.addMenu(self.tr("&File"))
        file.addActions([self.new, self.open])
        self.recent_menu = QMenu(self.tr("Open &recent"), self.window)
        file.addMenu(self.recent_menu)
        self.recent_menu.aboutToShow.connect(w.files.fill_recent)
        self.games_menu = QMenu(self.tr("&Games in this file"), self.window)
        file.addMenu(self.games_menu)
        self.games_menu.aboutToShow.connect(w.files.fill_games)
        file.addAction(self.reopen_encoding)
        file.addSeparator()
        file.addActions([self.save, self.save_as])
        file.addSeparator()
        file.addAction(self.info)
        file.addSeparator()
        file.addAction(self.quit)
        edit = self.menus["edit"] = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.undo, self.redo])
        edit.addSeparator()
        edit.addActions([self.delete, self.promote])
        edit.addSeparator()
        tools = edit.addMenu(self.tr("Board &tool"))
        tools.addActions(list(self.tool_actions.values()))
        game = self.menus["game"] = bar.addMenu(self.tr("&Game"))
        game.addActions([self.pass_, self.resign, self.undo_agreed])
        game.addSeparator()
        game.addActions([self.count, self.estimate])
        game.addSeparator()
        game.addActions([self.pause, self.continue_])
        game.addSeparator()
        game.addActions([self.try_variation, self.back_to_game])
        nav = self.menus["navigate"] = bar.addMenu(self.tr("&Navigate"))
        nav.addActions([self.back, self.forward, self.back10, self.forward10, self.start, self.end])
        nav.addSeparator()
        nav.addActions([self.prev_var, self.next_var])
        nav.addSeparator()
        nav.addActions([self.go_to_move, self.previous_comment, self.next_comment])
        nav.addActions([self.previous_branch, self.next_branch])
        view = self.menus["view"] = bar.addMenu(self.tr("&View"))
        view.addAction(self.coords)
        self.numbers_menu = view.addMenu(self.tr("&Move numbers"))
        self.numbers_menu.addActions(list(self.number_actions.values()))
        self.numbers_menu.addSeparator()
        self.numbers_menu.addAction(self.numbers)
        view.addAction(self.sound)
        view.addSeparator()
        for dock in (w.players_dock, w.score_dock, w.tree_dock, w.comment_dock):
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        view.addAction(self.full)
        self.language_menu = view.addMenu(self.tr("&Language"))
        self.language_menu.addActions(list(self.language_actions.values()))
        help_menu = self.menus["help"] = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.tr("&Keyboard shortcuts"), w.show_shortcuts)
        help_menu.addAction(self.tr("&About qtgo"), w.about)

    def _build_toolbars(self) -> None:
        w = self.window
        bar = QToolBar(self.tr("Main"), w)
        bar.setObjectName("toolbar-main")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bar.addActions([self.new, self.open, self.save])
        bar.addSeparator()
        bar.addActions([self.start, self.back, self.forward, self.end])
        bar.addSeparator()
        bar.addActions([self.pass_, self.undo_agreed, self.resign])
        bar.addSeparator()
        bar.addActions([self.estimate, self.count])
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.main_toolbar = bar
        for action, text in (
            (self.new, self.tr("New")),
            (self.open, self.tr("Open")),
            (self.save, self.tr("Save")),
            (self.start, "|◀"),
            (self.back, "◀"),
            (self.forward, "▶"),
            (self.end, "▶|"),
            (self.undo_agreed, self.tr("Undo")),
            (self.estimate, self.tr("Estimate")),
            (self.count, self.tr("Count", "toolbar button")),
            (self.resign, self.tr("Resign")),
        ):
            action.setIconText(text)
        tools = QToolBar(self.tr("Tools"), w)
        tools.setObjectName("toolbar-tools")
        label = QLabel(" " + self.tr("Tool:") + " ")
        label.setObjectName("tool-label")  # hidden when the tools stand in a column
        self.tool_label = tools.addWidget(label)
        tools.addActions(list(self.tool_actions.values()))
        w.addToolBar(Qt.ToolBarArea.TopToolBarArea, tools)
        self.tools_toolbar = tools
