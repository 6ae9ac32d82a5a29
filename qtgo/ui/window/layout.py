"""The window's look and room: the game tree, the message bar, the
notice for refused moves, the count in plain view, and a layout that fits 800×600.

At small sizes the side panels narrow (down to ``SIDE_MIN``) and the board tools move to a
vertical toolbar at the board's left, so the board takes the room instead of the panels; from
``WIDE`` pixels up the tools sit on the top row again. While counting (and on the position of
an accepted count) the count panel stands on its own, as tall as its contents, above the
other panels: the breakdown is whole without scrolling.

May import: Qt, the core, ``qtgo.ui`` widgets and :mod:`~qtgo.ui.window.host` (for types); no
other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea, QVBoxLayout, QWidget

from qtgo.rules import Color
from qtgo.session import SessionError
from qtgo.session.errors import Problem
from qtgo.ui import options
from qtgo.ui.messages import error_text
from qtgo.ui.tree import GameTreeView

if TYPE_CHECKING:
    from qtgo.ui.message_bar import MessageBar
    from qtgo.ui.window.host import WindowHost

#: Docks and their tab bars are the window's own children: a recursive search would wrap
#: every object inside the panels (a text field's document and layout...) in Python.
_DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
#: The narrowest and widest the side panels get, in logical pixels.
SIDE_MIN = 200
SIDE_MAX = 340
#: From this window width up, the board tools share the top row with the main toolbar.
WIDE = 1060
#: The side panels' width the user dragged, kept across resizes and restarts.
SIDE_SETTING = options.SIDE_WIDTH.key
#: A panel the user widened may narrow the board to this share of the room's height, no less.
BOARD_FLOOR = 0.8
# About a dock's title bar, a separator between docks and a tab bar, in logical pixels.
DOCK_TITLE = 24
SEPARATOR = 6
TAB_BAR = 28
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


def scrolled(widget: QWidget) -> QScrollArea:
    """Panels of fixed-height content scroll rather than overlap on small screens."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(widget)
    return area


def side_dock(
    window: QMainWindow, title: str, widget: QWidget | None, name: str, *, scroll: bool = False
) -> QDockWidget:
    """A dock of ``window`` named ``dock-<name>`` (its place is kept across restarts)."""
    dock = QDockWidget(title, window)
    dock.setObjectName(f"dock-{name}")
    if scroll and widget is not None:
        dock.setWidget(scrolled(widget))
    elif widget is not None:
        dock.setWidget(widget)
    features = QDockWidget.DockWidgetFeature
    dock.setFeatures(features.DockWidgetMovable | features.DockWidgetClosable | features.DockWidgetFloatable)
    return dock


class WindowLayout(QObject):
    """Adds the game tree, message bar and small-screen layout to a window."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        adapter = host.adapter
        # ---- the board with the message bar above it
        central = QWidget()
        self._column = column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self._bar_record: object | None = None  # the record the bar speaks of
        window.takeCentralWidget()
        column.addWidget(host.view, 1)
        window.setCentralWidget(central)
        host.view.setMinimumSize(240, 240)
        # The right column reaches down to the status bar; a panel along the bottom (the
        # review) sits under the board only. Spanning the window, it cut the column short and
        # the players' clocks were hidden, the panels drawn over each other.
        window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        # ---- the graphical game tree, a tab beside the move list
        self.game_tree = GameTreeView()
        self.tree_dock = side_dock(window, self.tr("Game tree"), self.game_tree, "game-tree")
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tree_dock)
        window.tabifyDockWidget(host.tree_dock, self.tree_dock)
        self.tree_dock.raise_()
        self.game_tree.node_activated.connect(adapter.to_node)
        adapter.node_added.connect(self.game_tree.node_added)
        adapter.tree_changed.connect(self._tree_changed)
        adapter.session_replaced.connect(self._session_replaced)
        adapter.position_changed.connect(self._position_changed)
        adapter.rejected.connect(self._rejected)
        adapter.mode_changed.connect(self.place_count)
        adapter.game_ended.connect(self.place_count)
        self.count_dock = host.score_dock
        # ---- View menu: the game tree (after the board look, a plugin)
        self.rebuild_menus()
        for panel in (host.players, host.comment, self.game_tree):  # the move list: when built
            panel.setMinimumWidth(SIDE_MIN - 10)
        # Fit again once the window's own layout has settled on a new size (debounced), the
        # first time right after the first paint: the first frame shows the docks as built.
        self._painted = False
        self._fit_wanted = False
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(40)
        self._fit_timer.timeout.connect(self.fit)
        stored = options.read(host.settings, options.SIDE_WIDTH)
        stored = stored if isinstance(stored, int) else 0
        self.user_side: int | None = stored if stored > 0 else None
        self._side_at_press: int | None = None
        self._stepped_aside: list[QDockWidget] = []
        self._count_watched = False
        self._session_replaced()

    def follow_window(self) -> None:
        """Fit the docks as the window is resized or a separator dragged: call it once the
        window is built (its building sends many events, none of those)."""
        self.window.installEventFilter(self)

    def rebuild_menus(self) -> None:
        """Put the game tree into the (new) View menu."""
        acts = self.host.acts
        view = acts.menus["view"]
        view.insertAction(acts.full, self.tree_dock.toggleViewAction())
        view.insertSeparator(acts.full)
        self.tree_dock.setWindowTitle(self.tr("Game tree"))

    @cached_property
    def message_bar(self) -> MessageBar:
        """The bar above the board, made with its first message: hidden until then, it is no
        part of the first paint (its buttons' classes made a hundredth of the start)."""
        from qtgo.ui.message_bar import MessageBar

        bar = MessageBar()
        self._column.insertWidget(0, bar)
        return bar

    # ----------------------------------------------------------------- the tree
    @Slot()
    def _session_replaced(self) -> None:
        self.game_tree.set_root(self.host.adapter.root)
        self._position_changed()
        self.place_count()
        # What was said about the last record goes with it: its repairs, a notice over the board.
        if self._bar_record is not self.host.adapter.session.record:
            if "message_bar" in self.__dict__:  # made with a message, else there is none to hide
                self.message_bar.hide()
            self._bar_record = None
        self.host.view.notice.hide()

    @Slot()
    def _tree_changed(self) -> None:
        self.game_tree.relayout()
        self._position_changed()

    @Slot()
    def _position_changed(self) -> None:
        adapter = self.host.adapter
        self.game_tree.set_current(adapter.node, adapter.line_path())

    # ----------------------------------------------------------------- refusals
    @Slot(object)
    def _rejected(self, error: object) -> None:
        """A refused move is said over the board, in words, with the refusal sound."""
        if isinstance(error, SessionError) and error.reason in BOARD_REFUSALS:
            self.host.view.say(error_text(error))
            self.host.sound.refused()

    # ----------------------------------------------------------------- messages
    def show_warnings(self, name: str, warnings: list[str]) -> None:
        """One bar for "opened with warnings", replacing the last file's."""
        count = len(warnings)
        summary = self.tr("{0}: qtgo repaired or skipped %n problems of the file", "", count)
        self.message_bar.show_message(summary.format(name), warnings)
        self._bar_record = self.host.adapter.session.record  # the bar goes when this record does

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
        """Show the count while counting or at an accepted count, hide it otherwise.

        Both clocks stay whole beside the count; where the column cannot hold the count, the
        clocks and the other panels' least heights, the other panels step aside until the count
        is over, and a count taller than the room left scrolls inside its dock.
        """
        window = self.window
        host = self.host
        players = host.players_dock.widget()
        if host.adapter.count() is None:
            self.count_dock.hide()
            self.bring_back()
            # Both clocks in view again: the move tree gives way first when space is short.
            players.setMinimumHeight(self.players_minimum())
            return
        score = host.score  # the panel is built with the first count
        if not self._count_watched:
            # Its contents grow after this (the estimate's note comes later, marking changes
            # it): fit again then, or the count scrolls where the column has room for it.
            self._count_watched = True
            score.installEventFilter(self)
        players.setMinimumHeight(self.clocks_height())
        self.count_dock.show()
        self.count_dock.raise_()
        self._step_aside()
        hint = score.minimumSizeHint().expandedTo(score.minimumSize())
        self._fit_count_height()
        if self.count_dock.width() < self._count_width(hint.width()):
            window.resizeDocks([self.count_dock], [self._count_width(hint.width())], Qt.Orientation.Horizontal)
        self._fit_timer.start()  # once more when the docks have their new widths

    def _count_width(self, panel: int) -> int:
        """The count dock's width for a panel this wide, with room for its scroll bar."""
        # Only here (a count is on): importing QStyle makes its dozen enums, a fortieth of
        # the start, and nothing before the first paint needs it.
        from PySide6.QtWidgets import QStyle

        bar = self.window.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return panel + 8 + bar

    def clocks_height(self) -> int:
        """The players' panel's height down to the bottom of White's clock: both clocks whole."""
        panel = self.host.players
        layout = panel.layout()
        margins = layout.contentsMargins() if layout is not None else None
        spacing = max(0, layout.spacing()) if layout is not None else 0
        parts = [
            panel.clocks[Color.BLACK].sizeHint().height(),
            panel.captures[Color.BLACK].sizeHint().height(),
            panel.clocks[Color.WHITE].sizeHint().height(),
        ]
        edges = margins.top() if margins is not None else 0
        return sum(parts) + spacing * (len(parts) - 1) + edges

    def _column_others(self) -> list[QDockWidget]:
        """The docked panels beside the count and the players in the right column."""
        keep = (self.count_dock, self.host.players_dock)
        return [d for d in self._side_docks() if d not in keep]

    def _step_aside(self) -> None:
        """While counting, hide the column's other panels when the room is too short for the
        count, both clocks and their least heights; bring them back when it is not."""
        window = self.window
        if not window.isVisible():
            return
        others = self._stepped_aside or self._column_others()
        short = self._room_left(others) < 0
        if short and not self._stepped_aside:
            self._stepped_aside = others
            for dock in others:
                dock.hide()
        elif not short and self._stepped_aside:
            self.bring_back()

    def _room_left(self, others: list[QDockWidget]) -> int:
        """The column's height less the count's, both clocks' and the other panels' least."""
        window = self.window
        central = window.centralWidget()
        room = central.height() if central is not None else window.height()
        need = self._count_height() + self.clocks_height() + self._title_height() + SEPARATOR
        tabbed = {id(d) for d in others if d.y() < 0}  # the hidden tab of tabbed docks
        need += sum(d.minimumSizeHint().height() + SEPARATOR for d in others if id(d) not in tabbed)
        need += TAB_BAR if tabbed else 0
        return room - need

    def _title_height(self) -> int:
        """The players' dock's title bar as drawn (an estimate before it is)."""
        dock = self.host.players_dock
        title = dock.height() - dock.widget().height()
        return title if dock.isVisible() and 0 < title < 60 else DOCK_TITLE

    def bring_back(self) -> None:
        """The panels that stepped aside for the count, back where they were."""
        stepped, self._stepped_aside = self._stepped_aside, []
        for dock in stepped:
            dock.show()
        if stepped:
            self.tree_dock.raise_()
            self._fit_timer.start()  # the count's and the clocks' heights again, with them back

    def _fit_count_height(self) -> None:
        """The count as tall as its contents; the room it leaves goes to the players' clocks."""
        window = self.window
        host = self.host
        docks, heights = [self.count_dock], [self._count_height()]
        inner = self.count_dock.widget()
        if inner is not None:
            # Whole where it fits, else as much as the room leaves (the rest scrolls): the
            # dock's least height, as the docks' layout shares the column by least heights.
            short = min(0, self._room_left([] if self._stepped_aside else self._column_others()))
            whole = heights[0] - self._title_height()
            inner.setMinimumHeight(max(80, whole + short))
            inner.setMaximumHeight(max(80, whole))  # no taller: the room left goes to the clocks
        players = host.players_dock
        if players.isVisible() and not players.isFloating():
            # The whole panel where there is room, else both clocks; the others take the rest.
            spare = max(0, self._room_left([] if self._stepped_aside else self._column_others()))
            whole = host.players.sizeHint().height() - self.clocks_height()
            docks.append(players)
            heights.append(self.clocks_height() + self._title_height() + min(spare, max(0, whole)))
        window.resizeDocks(docks, heights, Qt.Orientation.Vertical)

    def _count_height(self) -> int:
        """The count dock's height for its contents at its width, title bar included."""
        score = self.host.score
        need = max(score.minimumSizeHint().height(), score.minimumSize().height())
        layout = score.layout()
        if layout is not None and layout.hasHeightForWidth() and score.width() > 0:
            need = max(need, layout.heightForWidth(score.width()))
        inner = self.count_dock.widget()
        title = self.count_dock.height() - (inner.height() if inner is not None else 0)
        return need + (title if self.count_dock.isVisible() and 0 < title < 60 else 30)

    def players_minimum(self) -> int:
        """The players' panel's least height: both clocks (at most 300 px), but never so
        much that the docks under it in its column are squeezed below their own least
        heights (with a large system font at 800x600 they were drawn over each other)."""
        window = self.window
        host = self.host
        want = min(host.players.sizeHint().height(), 300)
        players = host.players_dock
        if not window.isVisible() or not players.isVisible() or players.isFloating():
            return want
        right = Qt.DockWidgetArea.RightDockWidgetArea
        column = [
            d
            for d in window.findChildren(QDockWidget, options=_DIRECT)
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
        for dock in window.findChildren(QDockWidget, options=_DIRECT):
            below = window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
            if below and dock.isVisible() and not dock.isFloating() and dock.geometry().right() > players.x():
                bottom -= dock.minimumSizeHint().height() + 6
        area = bottom - top
        from PySide6.QtWidgets import QTabBar  # here: a fit comes after the first paint

        tabs = sum(
            bar.height()
            for bar in window.findChildren(QTabBar, options=_DIRECT)
            if bar.parent() is window and bar.isVisible() and bar.x() < players.geometry().right()
        )
        title = players.height() - players.widget().height()
        separators = 6 * len(others)
        room = area - tabs - title - separators - sum(self._least_height(d) for d in others)
        return max(60, min(want, room))

    def _least_height(self, dock: QDockWidget) -> int:
        """A dock's least height, or its tab group's: the tallest least height of the docks
        tabbed with it (the candidates' table behind the game tree's tab)."""
        window = self.window
        tabs = [d for d in window.tabifiedDockWidgets(dock) if d.isVisible() or not d.isHidden()]
        return max(d.minimumSizeHint().height() for d in [dock, *tabs])

    def fit(self) -> None:
        """Narrow the side panels and move the tools so that the board gets the room."""
        window = self.window
        host = self.host
        if not self.count_dock.isVisible():
            host.players_dock.widget().setMinimumHeight(self.players_minimum())
        width, height = window.width(), window.height()
        tools = host.acts.tools_toolbar
        wide = width >= WIDE
        area = Qt.ToolBarArea.TopToolBarArea if wide else Qt.ToolBarArea.LeftToolBarArea
        if window.toolBarArea(tools) != area:
            window.addToolBar(area, tools)
            tools.setOrientation(Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical)
            tools.show()
        host.acts.tool_label.setVisible(wide)
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
            hint = host.score.minimumSizeHint().expandedTo(host.score.minimumSize())
            side = max(side, self._count_width(hint.width()))
            self._step_aside()
            self._fit_count_height()
        docks = self._side_docks()
        if docks:
            window.resizeDocks(docks[:1], [side], Qt.Orientation.Horizontal)
        # The new least heights and widths take effect now, not on a later pass of the event
        # loop: once the fit has run the docks stand where it put them (tests check just then).
        layout = window.layout()
        if layout is not None:
            layout.activate()

    def refit(self) -> None:
        """Fit again once the layout has settled: parts were added that take room."""
        self._fit_timer.start()

    def first_painted(self) -> None:
        """The window has painted once: the fits its resizes asked for may run now."""
        self._painted = True
        if self._fit_wanted:
            self._fit_wanted = False
            self._fit_timer.start()

    @property
    def fit_pending(self) -> bool:
        """A resize waits for its fit (tests wait for it on a busy machine)."""
        return self._fit_timer.isActive() or self._fit_wanted

    def _side_docks(self) -> list[QDockWidget]:
        window = self.window
        right = Qt.DockWidgetArea.RightDockWidgetArea
        return [
            d
            for d in window.findChildren(QDockWidget, options=_DIRECT)
            if window.dockWidgetArea(d) == right and d.isVisible() and not d.isFloating()
        ]

    def _side_width(self) -> int | None:
        docks = self._side_docks()
        return docks[0].width() if docks else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window:
            if event.type() == QEvent.Type.LayoutRequest and self.count_dock.isVisible():
                self._fit_timer.start()  # the count panel's contents changed their height
            return False
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Show):
            if self._painted:
                self._fit_timer.start()
            else:
                self._fit_wanted = True
        elif kind == QEvent.Type.MouseButtonPress:
            # The dock separators belong to the window itself: a drag of one starts here.
            self._side_at_press = self._side_width()
        elif kind == QEvent.Type.MouseButtonRelease and self._side_at_press is not None:
            width = self._side_width()
            if width is not None and width != self._side_at_press:
                self.user_side = width
                options.write(self.host.settings, options.SIDE_WIDTH, width)
            self._side_at_press = None
        return False
