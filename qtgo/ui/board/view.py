"""The board view: keeps the scene laid out for its exact size and screen.

The scene is laid out in the view's own pixels (scene coordinates = viewport coordinates,
no view transform), so a resize re-lays out the board with new pixmaps instead of scaling
a bitmap: the board stays centred, its cells square, nothing clipped and nothing blurred.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from qtgo.ui.board.notice import BoardNotice
from qtgo.ui.board.scene import BoardScene


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`; wheel turns are passed on as the scene's ``navigate``."""

    def __init__(self, scene: BoardScene | None = None, parent: QWidget | None = None) -> None:
        self._board = scene if scene is not None else BoardScene()
        super().__init__(self._board, parent)
        # A viewport made here, not by Qt: PySide6 would otherwise look up the Python type
        # of Qt's own viewport among every widget class it has (about 25 ms at start-up).
        self.setViewport(QWidget())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        # The background item covers the whole scene: no need to fill behind it first.
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(160, 160)
        self.notice = BoardNotice(self.viewport())
        self._relayout()

    def say(self, text: str) -> None:
        """Show a short message over the board (a refused move, say)."""
        self.notice.say(text)

    @property
    def board(self) -> BoardScene:
        return self._board

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    def _relayout(self) -> None:
        viewport = self.viewport()
        size = viewport.size()
        self._board.set_view_size(size.width(), size.height(), viewport.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())
        self.resetTransform()
        self.horizontalScrollBar().setValue(0)
        self.verticalScrollBar().setValue(0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._relayout()

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self._relayout()
        return super().event(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self._board.wheel(delta)
        event.accept()

    def leaveEvent(self, event: QEvent) -> None:
        self._board.hover(None)
        super().leaveEvent(event)
