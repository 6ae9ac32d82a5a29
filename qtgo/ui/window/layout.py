"""The window's look and room: the game tree, the message bar, the
notice for refused moves, the count in plain view, and a layout that fits 800×600.

At small sizes the side panels narrow (down to ``SIDE_MIN``) and the board tools move to a
vertical toolbar at the board's left, so the board takes the room instead of the panels; from
``WIDE`` pixels up the tools sit on the top row again. While counting (and on the position of
an accepted count) the count panel stands on its own, as tall as its contents, above the
other panels: the breakdown is whole without scrolling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QTabBar, QVBoxLayout, QWidget

from qtgo.session import SessionError
from qtgo.session.errors import Problem
from qtgo.ui.message_bar import MessageBar
from qtgo.ui.messages import en_plural, error_text
from qtgo.ui.tree import GameTreeView

if TYPE_CHECKING:
    from qtgo.ui.window.main_window import MainWindow

#: The narrowest and widest the side panels get, in logical pixels.
SIDE_MIN = 200
SIDE_MAX = 340
#: From this window width up, the board tools share the top row with the main toolbar.
WIDE = 1060
#: The side panels' width the user dragged, kept across resizes and restarts.
SIDE_SETTING = "window/side_width"
#: A panel the user widened may narrow the board to this share of the room's height, no less.
BOARD_FLOOR = 0.8
#: Refusals said over the board (a move the rules or the game's state refuse).
BOARD_REFUSALS = frozenset(
    {
        Problem.OCCUPIED,
        Problem.SUICIDE,
        Problem.KO,
        Problem.SUPERKO,
        Problem.OFF_BOARD,
        Problem.GAME_OVER,
        Problem.WRONG_TURN,
        Problem.GAME_FINISHED,
        Problem.TIME_OVER,
        Problem.NOT_AT_END,
    }
)


class WindowLayout(QObject):
    """Adds the game tree, message bar and small-screen layout to a window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        adapter = window.adapter
        # ---- the board with the message bar above it
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.message_bar = MessageBar(central)
        column.addWidget(self.message_bar)
        window.takeCentralWidget()
        column.addWidget(window.view, 1)
        window.setCentralWidget(central)
        window.view.setMinimumSize(240, 240)
        # ---- the graphical game tree, a tab beside the move list
        self.game_tree = GameTreeView()
        self.tree_dock = window._dock(self.tr("Game tree"), self.game_tree, "game-tree")
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tree_dock)
        window.tabifyDockWidget(window.tree_dock, self.tree_dock)
        self.tree_dock.raise_()
        self.game_tree.node_activated.connect(adapter.to_node)
        adapter.node_added.connect(self.game_tree.node_added)
        adapter.tree_changed.connect(self._tree_changed)
        adapter.session_replaced.connect(self._session_replaced)
        adapter.position_changed.connect(self._position_changed)
        adapter.rejected.connect(self._rejected)
        adapter.mode_changed.connect(self.place_count)
        adapter.game_ended.connect(self.place_count)
        self.count_dock = window.score_dock
        # ---- View menu: the game tree (after the board look, a plugin)
        self.rebuild_menus()
        for panel in (window.players, window.move_tree, window.comment, self.game_tree):
            panel.setMinimumWidth(SIDE_MIN - 10)
        # Fit again once the window's own layout has settled on a new size (debounced).
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(40)
        self._fit_timer.timeout.connect(self.fit)
        stored = window.settings.value(SIDE_SETTING, 0, type=int)
        stored = stored if isinstance(stored, int) else 0
        self.user_side: int | None = stored if stored > 0 else None
        self._side_at_press: int | None = None
        window.installEventFilter(self)
        self._session_replaced()

    def rebuild_menus(self) -> None:
        """Put the game tree into the (new) View menu."""
        acts = self.window.acts
        view = acts.menus["view"]
        view.insertAction(acts.full, self.tree_dock.toggleViewAction())
        view.insertSeparator(acts.full)
        self.tree_dock.setWindowTitle(self.tr("Game tree"))

    # ----------------------------------------------------------------- the tree
    @Slot()
    def _session_replaced(self) -> None:
        self.game_tree.set_root(self.window.adapter.root)
        self._position_changed()
        self.place_count()

    @Slot()
    def _tree_changed(self) -> None:
        self.game_tree.relayout()
        self._position_changed()

    @Slot()
    def _position_changed(self) -> None:
        adapter = self.window.adapter
        self.game_tree.set_current(adapter.node, adapter.line_path())

    # ----------------------------------------------------------------- refusals
    @Slot(object)
    def _rejected(self, error: object) -> None:
        """A refused move is said over the board, in words, with the refusal sound."""
        if isinstance(error, SessionError) and error.reason in BOARD_REFUSALS:
            self.window.view.say(error_text(error))
            self.window.sound.refused()

    # ----------------------------------------------------------------- messages
    def show_warnings(self, name: str, warnings: list[str]) -> None:
        """One bar for "opened with warnings", replacing the last file's."""
        count = len(warnings)
        summary = en_plural(self.tr("{0}: qtgo repaired or skipped %n problem(s) of the file", "", count), count)
        self.message_bar.show_message(summary.format(name), warnings)

    def show_shortcuts(self) -> None:
        from qtgo.ui.shortcuts import ShortcutsDialog  # its table: imported when first shown

        dialog = ShortcutsDialog(self.window.findChildren(QAction), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._shortcuts_closed)
        dialog.show()
        self.shortcuts_dialog: ShortcutsDialog | None = dialog

    @Slot()
    def _shortcuts_closed(self) -> None:
        self.shortcuts_dialog = None

    def reopen_shortcuts(self) -> None:
        """After a language switch: an open shortcuts table again, in the new words, in its place."""
        dialog = getattr(self, "shortcuts_dialog", None)
        if dialog is None or not dialog.isVisible():
            return
        geometry = dialog.geometry()
        dialog.destroyed.disconnect(self._shortcuts_closed)
        dialog.close()
        self.show_shortcuts()
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.setGeometry(geometry)

    # ----------------------------------------------------------------- room
    @Slot()
    def place_count(self) -> None:
        """Show the count whole while counting or at an accepted count, hide it otherwise."""
        window = self.window
        players = window.players_dock.widget()
        if window.adapter.count() is None:
            self.count_dock.hide()
            # Both clocks in view again: the move tree gives way first when space is short.
            players.setMinimumHeight(self.players_minimum())
            return
        # The count needs the height: the players' panel (a scroll area) gives it up.
        players.setMinimumHeight(60)
        score = window.score  # the panel is built with the first count
        self.count_dock.show()
        self.count_dock.raise_()
        hint = score.minimumSizeHint().expandedTo(score.minimumSize())
        self._fit_count_height()
        if self.count_dock.width() < hint.width() + 8:
            window.resizeDocks([self.count_dock], [hint.width() + 8], Qt.Orientation.Horizontal)

    def _fit_count_height(self) -> None:
        """The count as tall as its contents; the room it leaves goes to the players' clocks."""
        window = self.window
        docks, heights = [self.count_dock], [self._count_height()]
        players = window.players_dock
        if players.isVisible() and not players.isFloating():
            docks.append(players)
            heights.append(window.players.sizeHint().height() + 30)
        window.resizeDocks(docks, heights, Qt.Orientation.Vertical)

    def _count_height(self) -> int:
        """The count dock's height for its contents at its width, title bar included."""
        score = self.window.score
        need = max(score.minimumSizeHint().height(), score.minimumSize().height())
        layout = score.layout()
        if layout is not None and layout.hasHeightForWidth() and score.width() > 0:
            need = max(need, layout.heightForWidth(score.width()))
        title = self.count_dock.height() - score.height()
        return need + (title if self.count_dock.isVisible() and 0 < title < 60 else 30)

    def players_minimum(self) -> int:
        """The players' panel's least height: both clocks (at most 300 px), but never so
        much that the docks under it in its column are squeezed below their own least
        heights (with a large system font at 800x600 they were drawn over each other)."""
        window = self.window
        want = min(window.players.sizeHint().height(), 300)
        players = window.players_dock
        if not window.isVisible() or not players.isVisible() or players.isFloating():
            return want
        right = Qt.DockWidgetArea.RightDockWidgetArea
        column = [
            d
            for d in window.findChildren(QDockWidget)
            if window.dockWidgetArea(d) == right
            and d.isVisible()
            and not d.isFloating()
            and d.y() >= 0  # the front tab of tabbed docks (the others sit off-screen)
            and d.x() < players.geometry().right()
            and d.geometry().right() > players.x()
        ]
        others = [d for d in column if d is not players]
        if not others:
            return want
        # The most the column can have: down to the status bar, less what docks along the
        # bottom need at least (the column's docks' own heights depend on this minimum).
        top = min(d.y() for d in column)
        bottom = window.statusBar().y() if window.statusBar().isVisible() else window.height()
        for dock in window.findChildren(QDockWidget):
            below = window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
            if below and dock.isVisible() and not dock.isFloating() and dock.geometry().right() > players.x():
                bottom -= dock.minimumSizeHint().height() + 6
        area = bottom - top
        tabs = sum(
            bar.height()
            for bar in window.findChildren(QTabBar)
            if bar.parent() is window and bar.isVisible() and bar.x() < players.geometry().right()
        )
        title = players.height() - players.widget().height()
        separators = 6 * len(others)
        room = area - tabs - title - separators - sum(d.minimumSizeHint().height() for d in others)
        return max(60, min(want, room))

    def fit(self) -> None:
        """Narrow the side panels and move the tools so that the board gets the room."""
        window = self.window
        if not self.count_dock.isVisible():
            window.players_dock.widget().setMinimumHeight(self.players_minimum())
        width, height = window.width(), window.height()
        tools = window.acts.tools_toolbar
        wide = width >= WIDE
        area = Qt.ToolBarArea.TopToolBarArea if wide else Qt.ToolBarArea.LeftToolBarArea
        if window.toolBarArea(tools) != area:
            window.addToolBar(area, tools)
            tools.setOrientation(Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical)
            tools.show()
        window.acts.tool_label.setVisible(wide)
        # The board wants a square as tall as the room between the toolbar and the status bar.
        central = window.centralWidget()
        board = central.height() if central is not None else height
        tools_width = 0 if wide else tools.sizeHint().width()
        side = max(SIDE_MIN, min(SIDE_MAX, width - tools_width - board))
        if self.user_side is not None:
            # The width the user dragged holds at every size, unless the board would then be
            # narrower than BOARD_FLOOR of its height: there the board takes the room.
            most = max(side, width - tools_width - int(board * BOARD_FLOOR))
            side = max(SIDE_MIN, min(self.user_side, most))
        if self.count_dock.isVisible():
            # The count is never cut: the panels are at least as wide as its table. And it
            # stays as tall as its contents: a taller window gives the room to the others.
            hint = window.score.minimumSizeHint().expandedTo(window.score.minimumSize())
            side = max(side, hint.width() + 8)
            self._fit_count_height()
        docks = self._side_docks()
        if docks:
            window.resizeDocks(docks[:1], [side], Qt.Orientation.Horizontal)

    @property
    def fit_pending(self) -> bool:
        """A resize waits for its fit (tests wait for it on a busy machine)."""
        return self._fit_timer.isActive()

    def _side_docks(self) -> list[QDockWidget]:
        window = self.window
        right = Qt.DockWidgetArea.RightDockWidgetArea
        return [
            d
            for d in window.findChildren(QDockWidget)
            if window.dockWidgetArea(d) == right and d.isVisible() and not d.isFloating()
        ]

    def _side_width(self) -> int | None:
        docks = self._side_docks()
        return docks[0].width() if docks else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window:
            return False
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_timer.start()
        elif kind == QEvent.Type.MouseButtonPress:
            # The dock separators belong to the window itself: a drag of one starts here.
            self._side_at_press = self._side_width()
        elif kind == QEvent.Type.MouseButtonRelease and self._side_at_press is not None:
            width = self._side_width()
            if width is not None and width != self._side_at_press:
                self.user_side = width
                self.window.settings.setValue(SIDE_SETTING, width)
            self._side_at_press = None
        return False
