"""The projector window: only the board, big, on a second screen, following the teacher.

A window plugin (``qtgo.ui.extensions``): View ▸ Projector window opens a second top-level
window with its own board scene, redrawn from the adapter on every change the teacher's
window sees (moves, navigation, variations, edits, a new or opened game). The students see
the position and the record's marks only: the estimate's ownership stays in the teacher's
window. The window remembers its screen and opens on a screen other than the teacher's
when there is one; F11 (or Escape to leave) switches full screen. The last comment can be
shown under the board (remembered; Edit ▸ Preferences ▸ Teaching too).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence, QScreen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from qtgo.ui import options
from qtgo.ui.board import BoardScene, BoardView

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi

#: lupdate reads the literal calls ``translate("Projector", ...)``.
translate = QCoreApplication.translate

__all__ = ["ProjectorPlugin", "ProjectorWindow"]


class ProjectorWindow(QWidget):
    """The students' board: a scene of its own, fed from the teacher's adapter.

    Signals:
        closing: the window is being closed (by its own close button too).
    """

    closing = Signal()

    def __init__(self, api: WindowApi) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.api = api
        self.scene = BoardScene(self)
        self.scene.look = api.scene.look
        self.view = BoardView(self.scene, self)
        self.comment = QLabel()
        self.comment.setObjectName("projector_comment")
        self.comment.setWordWrap(True)
        self.comment.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.comment.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.comment.setFont(font)
        self.comment.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.comment)
        # The window's own keys (a shortcut of this window, so the teacher's F11 stays the teacher's).
        self.full_screen = QAction(self)
        self.full_screen.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen.triggered.connect(self.toggle_full_screen)
        self.leave = QAction(self)
        self.leave.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave.triggered.connect(self._leave_full_screen)
        self.addActions([self.full_screen, self.leave])
        self.retranslate()
        adapter = api.adapter
        for signal in (adapter.position_changed, adapter.tree_changed, adapter.session_replaced):
            signal.connect(self.follow)
        self.resize(900, 900)
        self.follow()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Projector", "qtgo: projector"))

    def show_comment(self, shown: bool) -> None:
        self.comment.setVisible(shown)
        self.follow()

    def follow(self) -> None:
        """Draw what the teacher's window shows now, without the teacher's own overlays."""
        adapter = self.api.adapter
        display = dataclasses.replace(adapter.display(), ownership=None)
        self.scene.look = self.api.scene.look
        self.scene.set_display(display)
        if not self.comment.isHidden():  # shown, or to be shown with the window
            self.comment.setText((adapter.node.comment or "").strip())

    def place(self) -> None:
        """On the remembered screen, else on a screen other than the teacher's."""
        screens = QGuiApplication.screens()
        wanted = options.read(self.api.settings, options.PROJECTOR_SCREEN)
        screen: QScreen | None = next((s for s in screens if s.name() == wanted), None)
        if screen is None:
            own = self.api.widget.screen()
            screen = next((s for s in screens if s is not own), own)
        if screen is not None:
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def _leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def closeEvent(self, event: QCloseEvent) -> None:
        screen = self.screen()
        if screen is not None:
            options.write(self.api.settings, options.PROJECTOR_SCREEN, screen.name())
        self.closing.emit()
        super().closeEvent(event)


class ProjectorPlugin:
    """View ▸ Projector window and View ▸ Comment on the projector."""

    def __init__(self, api: WindowApi) -> None:
        self.api = api
        self.window: ProjectorWindow | None = None
        self.toggle = QAction(api.widget)
        self.toggle.setCheckable(True)
        self.toggle.setShortcut(QKeySequence("Ctrl+Shift+F11"))
        self.toggle.toggled.connect(self._toggled)
        self.comment = QAction(api.widget)
        self.comment.setCheckable(True)
        self.comment.setChecked(options.read(api.settings, options.PROJECTOR_COMMENT))
        self.comment.toggled.connect(self._comment_toggled)
        options.follow(self.comment, options.PROJECTOR_COMMENT, self.comment.setChecked)
        self._texts()
        api.insert_actions("view", [self.toggle, self.comment], before="full")

    def _texts(self) -> None:
        self.toggle.setText(translate("Projector", "Pro&jector window"))
        self.toggle.setStatusTip(translate("Projector", "Show the board alone in a second window, for a projector"))
        self.comment.setText(translate("Projector", "Comment on the projector"))
        self.comment.setStatusTip(translate("Projector", "Show the last comment under the projector's board"))

    def _toggled(self, shown: bool) -> None:
        if shown:
            if self.window is None:
                self.window = ProjectorWindow(self.api)
                self.window.closing.connect(self._closed)
                self.window.place()
            self.window.show_comment(self.comment.isChecked())
            self.window.show()
        elif self.window is not None:
            self.window.close()

    def _closed(self) -> None:
        with QSignalBlocker(self.toggle):
            self.toggle.setChecked(False)

    def _comment_toggled(self, shown: bool) -> None:
        options.write(self.api.settings, options.PROJECTOR_COMMENT, shown)
        if self.window is not None:
            self.window.show_comment(shown)

    def retranslate(self) -> None:
        self._texts()
        # After the window has put its own View entries back (the game tree goes in after
        # the plugins), so the projector's keep their place just above Full screen.
        QTimer.singleShot(0, self.toggle, self._reinsert)  # dropped if the window goes first
        if self.window is not None:
            self.window.retranslate()

    def _reinsert(self) -> None:
        self.api.insert_actions("view", [self.toggle, self.comment], before="full")

    def shutdown(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
