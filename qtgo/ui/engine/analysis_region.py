"""The analysis region and the tsumego frame of the window's live analysis (Engine menu).

"Analyse a region…" turns the library's rectangle tool on (a drag with the mouse, or Enter
at two corners with the keyboard cursor); from then on the analysis and the Hint consider
only the moves inside (``qtgo.engine.focus``: KataGo is told so, GNU Go's other candidates
are dropped and the status line says so). "Frame the problem" sends the engine the board
with the rest filled by a tsumego frame, so it reads the corner instead of looking for the
biggest move elsewhere; the record never sees the frame.

The frame is drawn faintly, over a veil on what the engine does not see, while an analysis
of the framed board is shown: without it the numbers (a lead in a corner problem that
counts the walls' points) and the empty candidates outside the corner would make no sense
to the person looking. Escape or the menu clears the region; nothing here is remembered
between sessions (a region belongs to one problem). Built with the Engine menu; the
engine package is imported only when a region or the frame is first used.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QMenu, QStyleOptionGraphicsItem, QWidget

from qtgo.rules import Color, Point
from qtgo.ui import extensions, options

if TYPE_CHECKING:
    from qtgo.engine import Analysis, EnginePosition
    from qtgo.engine.focus import Focus, FramedPosition
    from qtgo.ui.board import BoardScene
    from qtgo.ui.engine.candidates_panel import CandidatesPanel
    from qtgo.ui.engine.controller import EngineController
    from qtgo.ui.engine.overlay import AnalysisOverlay
    from qtgo.ui.library.region_tool import RegionTool
    from qtgo.ui.plugin_api import WindowApi

__all__ = ["AnalysisFocus", "EnginesHost", "FocusOverlay"]


class EnginesHost(Protocol):
    """What the focus uses of the window's engines (``WindowEngines``, which makes it)."""

    api: WindowApi
    analysis_label: str
    candidates: CandidatesPanel | None

    @property
    def built(self) -> bool: ...

    @property
    def analysis(self) -> EngineController: ...

    @property
    def overlay(self) -> AnalysisOverlay: ...

    def position(self) -> EnginePosition: ...


Coord = tuple[int, int]
REGION_COLOR = QColor(0, 140, 100)
_Z_FOCUS = 40.0  # above stones and marks, below the analysis labels (50)


class FocusOverlay(QGraphicsItem):
    """The region's frame, and the tsumego frame's stones over a veil (``show_frame``)."""

    def __init__(self, board: BoardScene) -> None:
        super().__init__()
        self._board = board
        self.region: tuple[int, int, int, int] | None = None
        self.keep: frozenset[Point] = frozenset()
        self.frame: Mapping[Point, Color] = {}
        self._veil: QPainterPath | None = None  # over what the engine does not see; made once a size
        self.setZValue(_Z_FOCUS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        board.sceneRectChanged.connect(lambda _rect: self._resized())

    def _resized(self) -> None:
        self._veil = None
        self.prepareGeometryChange()

    def set_region(self, region: tuple[int, int, int, int] | None) -> None:
        self.region = region
        self.update()

    def show_frame(self, keep: frozenset[Point], frame: Mapping[Point, Color]) -> None:
        self.keep, self.frame = keep, frame
        self._veil = None
        self.update()

    def _veil_path(self) -> QPainterPath:
        """The cells outside the kept area as one path (built when the frame or the board's
        size changes, not at each repaint: the candidates' updates repaint the whole board)."""
        if self._veil is None:
            veil = QPainterPath()
            width, height = self._board.display.width, self._board.display.height
            for y in range(height):
                for x in range(width):
                    if Point(x, y) not in self.keep:
                        veil.addRect(self._cell(x, y))
            self._veil = veil.simplified()
        return self._veil

    def boundingRect(self) -> QRectF:
        rect: QRectF = self._board.sceneRect()
        return rect

    def _cell(self, x: int, y: int) -> QRectF:
        g = self._board.geometry
        cx, cy = g.center(x, y)
        return QRectF(cx - g.cell / 2, cy - g.cell_y / 2, g.cell, g.cell_y)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        g = self._board.geometry
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.frame:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(240, 232, 214, 150))
            painter.drawPath(self._veil_path())
            r = g.cell * 0.42
            for point, color in self.frame.items():
                cx, cy = g.center(point.x, point.y)
                black = color is Color.BLACK
                painter.setBrush(QColor(30, 30, 30, 120) if black else QColor(255, 255, 252, 170))
                painter.setPen(QPen(QColor(0, 0, 0, 70), max(1.0, g.cell * 0.03)))
                painter.drawEllipse(QPointF(cx, cy), r, r)
        if self.region is not None:
            x0, y0, x1, y1 = self.region
            rect = self._cell(x0, y0).united(self._cell(x1, y1))
            pen = QPen(REGION_COLOR, max(2.0, g.cell * 0.08))
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setDashPattern([3.0, 2.0])
            painter.setPen(pen)
            fill = QColor(REGION_COLOR)
            fill.setAlpha(28)
            painter.setBrush(fill)
            radius = g.cell * 0.16
            painter.drawRoundedRect(rect, radius, radius)


class AnalysisFocus(QObject):
    """The region and the frame of one window's analysis engine (``WindowEngines.focus``)."""

    def __init__(self, engines: EnginesHost) -> None:
        super().__init__(engines.api.widget)
        self.engines = engines
        self.api = engines.api
        self.region: tuple[int, int, int, int] | None = None
        self.framed: FramedPosition | None = None  # the frame last sent to the engine
        self._overlay: FocusOverlay | None = None
        self._tool: RegionTool | None = None
        self._listening = False
        self._frame_action: QAction | None = None  # the Engine menu's (made again with it)
        window = self.api.widget
        # Escape clears the region, from the menu or the board; enabled only while there is one.
        self.clear_action = QAction(window)
        self.clear_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.clear_action.setEnabled(False)
        self.clear_action.triggered.connect(self.clear_region)
        window.addAction(self.clear_action)
        self.adapter = self.api.adapter
        # Before the engines' own: a frame drawn for the last position goes at once.
        self.adapter.position_changed.connect(self.hide_frame)
        self.adapter.session_replaced.connect(self._session_replaced)
        options.follow(self, options.TSUMEGO_FRAME, self._frame_stored)

    # ------------------------------------------------------------------ the menu
    def add_actions(self, menu: QMenu) -> None:
        """Put the region's and the frame's actions into the (re)built Engine menu."""
        self.region_action = menu.addAction(self.tr("Analyse a &region…"), self.choose_region)
        self.region_action.setToolTip(
            self.tr("Drag a rectangle on the board: the analysis considers only moves inside")
        )
        self.clear_action.setText(self.tr("Clear the analysis region"))
        menu.addAction(self.clear_action)
        # The player's last choice (Preferences has it too) when the menu is first built.
        checked = self.frame_on if self._frame_action is not None else self._frame_setting()
        frame = QAction(self.tr("&Frame the problem (tsumego frame)"), menu)
        frame.setCheckable(True)
        frame.setChecked(checked)
        frame.setToolTip(self.tr("Fill the rest of the board for the engine so that it reads the corner's fight"))
        frame.toggled.connect(self._frame_toggled)
        menu.addAction(frame)
        self._frame_action = frame

    @property
    def overlay(self) -> FocusOverlay:
        if self._overlay is None:
            self._overlay = FocusOverlay(self.api.scene)
            self.api.scene.addItem(self._overlay)
        return self._overlay

    # ------------------------------------------------------------------ the region
    @property
    def tool(self) -> RegionTool:
        if self._tool is None:
            from qtgo.ui.library.region_tool import RegionTool

            teaching: Any = extensions.plugin(self.api.widget, "teaching")
            cursor = teaching.keys.cursor if teaching is not None else None
            self._tool = RegionTool(self.api.view, cursor)
            self._tool.dragged.connect(self._dragged)
            self._tool.close_requested.connect(self._tool.stop)
        return self._tool

    def choose_region(self) -> None:
        """The rectangle tool on: the next drag (or two corners by keys) is the region."""
        self.tool.start()
        self.api.show_status(
            self.tr(
                "Drag a rectangle over the board (or Enter at two corners with the keyboard cursor); Escape cancels"
            ),
            10000,
        )

    def _dragged(self, x0: int, y0: int, x1: int, y1: int, _wild: bool) -> None:
        self.tool.stop()
        self.set_region((x0, y0, x1, y1))

    def set_region(self, region: tuple[int, int, int, int] | None) -> None:
        """Analyse only inside ``region`` (x0, y0, x1, y1, corners included); None: everywhere."""
        self.region = region
        self.overlay.set_region(region)
        self.clear_action.setEnabled(region is not None)
        self._restart()

    def clear_region(self) -> None:
        if self._tool is not None and self._tool.active:
            self._tool.stop()
        if self.region is not None:
            self.set_region(None)
            self.api.show_status(self.tr("The analysis considers the whole board again"), 5000)

    def region_points(self) -> frozenset[Point]:
        if self.region is None:
            return frozenset()
        x0, y0, x1, y1 = self.region
        return frozenset(Point(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1))

    def _session_replaced(self) -> None:
        """Another record: its board may be of another size, so the region goes."""
        if self.region is not None:
            self.set_region(None)

    # ------------------------------------------------------------------ the frame
    @property
    def frame_action(self) -> QAction:
        assert self._frame_action is not None, "the Engine menu is built with the window"
        return self._frame_action

    @property
    def frame_on(self) -> bool:
        return self._frame_action is not None and self._frame_action.isChecked()

    def _frame_setting(self) -> bool:
        return bool(options.read(self.api.settings, options.TSUMEGO_FRAME))

    def _frame_stored(self, on: object) -> None:
        """Preferences stored the frame setting: the menu's check follows (and the engine)."""
        if self._frame_action is not None:
            self._frame_action.setChecked(bool(on))

    def _frame_toggled(self, on: bool) -> None:
        options.write(self.api.settings, options.TSUMEGO_FRAME, on)
        if not on:
            self.hide_frame()
        self._restart()

    def hide_frame(self) -> None:
        if self._overlay is not None and self._overlay.frame:
            self._overlay.show_frame(frozenset(), {})

    # ------------------------------------------------------------------ what the engine is told
    def query(self, position: EnginePosition, *, shown: bool = False) -> tuple[EnginePosition, Focus | None]:
        """The position to send and the moves allowed: ``position`` itself when neither a
        region nor the frame is on. ``shown``: the frame is drawn (an analysis will show)."""
        if self.region is None and not self.frame_on:
            return position, None
        from qtgo.engine.focus import Focus, frame_position
        from qtgo.rules import RulesError

        self._listen()
        region = self.region_points()
        if self.frame_on:
            try:
                framed = frame_position(position, region)
            except RulesError:
                self.api.show_status(
                    self.tr("Nothing to frame here (no stones, or no room left): the plain position is analysed"),
                    10000,
                )
            else:
                if shown or self.engines.analysis.pondering:
                    self.overlay.show_frame(framed.keep, framed.frame)
                self.framed = framed
                return framed.position, framed.focus(region)
        self.framed = None
        return position, Focus(region) if region else None

    def _listen(self) -> None:
        """Follow the analyses shown from now on (to say what a filtered engine left out)."""
        if self._listening:
            return
        self._listening = True
        controller = self.engines.analysis
        controller.analysis_ready.connect(self._analysed)
        controller.hint_ready.connect(self._analysed)

    def restrict(self, analysis: Analysis) -> Analysis:
        """What the board shows of an analysis of the framed board: no shade on the walls."""
        return self.framed.restrict(analysis) if self.framed is not None and self.frame_on else analysis

    def _analysed(self, analysis: Analysis) -> None:
        from qtgo.engine import AnalysisKind

        if self.region is None and not self.frame_on:
            return
        if self.engines.analysis.kind in (AnalysisKind.KATA, AnalysisKind.LZ):
            return
        if not [c for c in analysis.candidates if c.point is not None]:
            text = self.tr("{engine} cannot be told a region and proposes no move inside it")
        else:
            text = self.tr("{engine} cannot be told a region: only its moves inside it are shown")
        self.api.show_status(text.format(engine=self.engines.analysis_label or self.tr("The engine")), 10000)

    def _restart(self) -> None:
        """A new region or frame: the old candidates go, and pondering starts afresh."""
        engines = self.engines
        if not engines.built:
            return
        engines.overlay.clear()
        if engines.candidates is not None:
            engines.candidates.set_analysis(None)
        if engines.analysis.pondering and engines.analysis.busy != "game":
            engines.analysis.set_pondering(True, *self.query(engines.position(), shown=True))
        else:
            self.hide_frame()
