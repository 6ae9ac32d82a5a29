"""The projector window: only the board, big, on a second screen, following the teacher.

A window plugin (``qtgo.ui.extensions``): View ▸ Projector window opens a second top-level
window with its own board scene, redrawn from the adapter on every change the teacher's
window sees (moves, navigation, variations, edits, a new or opened game). The students see
the position and the record's marks only: the engine's candidates, hints and ownership
(and qtgo's estimate) stay in the teacher's window until the teacher ticks View ▸ Engine
marks on the projector, which is off whenever the window starts. The window remembers its screen and opens on a screen other than the teacher's
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
    from qtgo.ui.engine.overlay import AnalysisOverlay
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
        #: The teacher's engine marks (candidates, hints, ownership) shown here too.
        self.engine_marks = False
        self.overlay: AnalysisOverlay | None = None
        self._teacher: AnalysisOverlay | None = None  # the teacher's overlay, once found
        adapter = api.adapter
        for signal in (adapter.position_changed, adapter.tree_changed, adapter.session_replaced):
            signal.connect(self.follow)
        api.scene.changed.connect(self._mirror)
        self.resize(900, 900)
        self.follow()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Projector", "qtgo: projector"))

    def show_comment(self, shown: bool) -> None:
        self.comment.setVisible(shown)
        self.follow()

    def show_engine_marks(self, shown: bool) -> None:
        """The teacher's choice: the engine's marks on the students' board too, or not."""
        self.engine_marks = shown
        if shown and self.overlay is None:
            from qtgo.ui.engine.overlay import AnalysisOverlay

            self.overlay = AnalysisOverlay(self.scene)
            self.scene.addItem(self.overlay)
        if self.overlay is not None:
            self.overlay.setVisible(shown)
        self.follow()

    def _teacher_overlay(self) -> AnalysisOverlay | None:
        """The teacher's overlay, looked for among the scene's items once (not at each of the
        scene's changes, which come with every repaint) and again only if it left the scene."""
        from qtgo.ui.engine.overlay import AnalysisOverlay

        found = self._teacher
        if found is None or found.scene() is not self.api.scene:
            found = next((item for item in self.api.scene.items() if isinstance(item, AnalysisOverlay)), None)
            self._teacher = found
        return found

    def _mirror(self) -> None:
        """The teacher's engine marks, when the teacher shows them here (else nothing)."""
        overlay = self.overlay
        if not self.engine_marks or overlay is None:
            return
        teacher = self._teacher_overlay()
        shown = teacher is not None and teacher.isVisible()
        analysis = teacher.analysis if shown and teacher is not None else None
        estimate = teacher.estimate if shown and teacher is not None else None
        ownership = teacher.show_ownership if teacher is not None else False
        if overlay.analysis is not analysis or overlay.limit != (teacher.limit if teacher else overlay.limit):
            overlay.set_analysis(analysis, limit=teacher.limit if teacher is not None else None)
        if overlay.estimate is not estimate:
            overlay.set_estimate(estimate)
        if overlay.show_ownership is not ownership:
            overlay.set_ownership_shown(ownership)

    def follow(self) -> None:
        """Draw what the teacher's window shows now; the teacher's own overlays only when asked."""
        adapter = self.api.adapter
        display = adapter.display()
        if not self.engine_marks:
            display = dataclasses.replace(display, ownership=None)
        self.scene.look = self.api.scene.look
        self.scene.set_display(display)
        if not self.comment.isHidden():  # shown, or to be shown with the window
            self.comment.setText((adapter.node.comment or "").strip())
        self._mirror()

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
        self.marks = QAction(api.widget)
        self.marks.setCheckable(True)  # off at every start: the students see no engine unless asked
        self.marks.toggled.connect(self._marks_toggled)
        options.follow(self.comment, options.PROJECTOR_COMMENT, self.comment.setChecked)
        self._texts()
        api.insert_actions("view", self._actions(), before="full")

    def _actions(self) -> list[QAction]:
        return [self.toggle, self.comment, self.marks]

    def _texts(self) -> None:
        self.toggle.setText(translate("Projector", "Pro&jector window"))
        self.toggle.setStatusTip(translate("Projector", "Show the board alone in a second window, for a projector"))
        self.comment.setText(translate("Projector", "Comment on the projector"))
        self.comment.setStatusTip(translate("Projector", "Show the last comment under the projector's board"))
        self.marks.setText(translate("Projector", "Engine marks on the projector"))
        self.marks.setStatusTip(
            translate("Projector", "Show the engine's candidates, hints and ownership to the students too")
        )

    def _toggled(self, shown: bool) -> None:
        if shown:
            if self.window is None:
                self.window = ProjectorWindow(self.api)
                self.window.closing.connect(self._closed)
                self.window.place()
            self.window.show_comment(self.comment.isChecked())
            self.window.show_engine_marks(self.marks.isChecked())
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

    def _marks_toggled(self, shown: bool) -> None:
        if self.window is not None:
            self.window.show_engine_marks(shown)

    def retranslate(self) -> None:
        self._texts()
        # After the window has put its own View entries back (the game tree goes in after
        # the plugins), so the projector's keep their place just above Full screen.
        QTimer.singleShot(0, self.toggle, self._reinsert)  # dropped if the window goes first
        if self.window is not None:
            self.window.retranslate()

    def _reinsert(self) -> None:
        self.api.insert_actions("view", self._actions(), before="full")

    def shutdown(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
