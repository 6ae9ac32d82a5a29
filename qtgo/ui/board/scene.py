"""The board scene: draws a :class:`~qtgo.session.display.BoardDisplay` and reports clicks.

The scene never does rules work.  ``set_display`` compares the new display with the one on
screen and touches only the points that changed: one stone item per occupied point (kept
while the stone stays, reused from a small pool when stones come and go), one mark item per
marked point, and three layer items (shadows, ownership, arrows) that repaint only the
changed area.  The layout follows the view's size; pixmaps are painted for the exact cell
size and device pixel ratio, never scaled.

Signals:
    point_clicked(int, int): a click on or near intersection (x, y); x from the left,
        y from the top.
    point_alt_clicked(int, int): the same with Shift or Ctrl held (seki marking while counting).
    navigate(int): the mouse wheel, -1 to go back one move, +1 to go forward.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
)

from qtgo.session.display import LINE_MARKUP, BoardDisplay
from qtgo.ui.board.geometry import TRADITIONAL_ASPECT, BoardGeometry
from qtgo.ui.board.items import (
    Z_GHOST,
    Z_SHADOWS,
    Z_STONES,
    BackgroundItem,
    LinesLayer,
    MarkItem,
    OwnershipLayer,
)
from qtgo.ui.board.textures import Background, paint_background
from qtgo.ui.board.themes import Look

if TYPE_CHECKING:
    from qtgo.rules import Color, Point
    from qtgo.ui.board.marks import PointMarks

_Item = TypeVar("_Item", bound=QGraphicsItem)

Coord = tuple[int, int]

#: A click further than this from every intersection (in cells, along each axis) is ignored.
CLICK_TOLERANCE = 0.5
#: The hover stone is see-through; white more opaque, or it would vanish into light wood.
GHOST_OPACITY = {"B": 0.5, "W": 0.68}


@cache
def _stone_art() -> ModuleType:
    """The stones' painting (``qtgo.ui.board.stones``), imported with the first stone drawn:
    the first paint of a fresh game draws none."""
    from qtgo.ui.board import stones

    return stones


class MoveNumbers(enum.Enum):
    """Which move numbers the board shows on stones."""

    OFF = "off"
    ALL = "all"
    LAST = "last"  # the last ``last_numbers`` moves


def _jitter(x: int, y: int, cell_dev: int) -> tuple[int, int]:
    """A stable, tiny offset of the stone on (x, y), in whole device pixels."""
    h = (x * 73856093) ^ (y * 19349663) ^ 0x5BD1E995
    h = (h * 2654435761) & 0xFFFFFFFF
    limit = _stone_art().JITTER * cell_dev
    fx = ((h & 0xFFFF) / 0xFFFF) * 2 - 1
    fy = (((h >> 16) & 0xFFFF) / 0xFFFF) * 2 - 1
    return round(fx * limit), round(fy * limit)


def _variant(x: int, y: int) -> int:
    return (x * 5 + y * 3 + (x * y) % 7) % _stone_art().WHITE_VARIANTS


class BoardScene(QGraphicsScene):
    """The wooden board with its stones and marks; see the module docstring."""

    point_clicked = Signal(int, int)
    point_alt_clicked = Signal(int, int)
    navigate = Signal(int)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        show_coordinates: bool = True,
        move_numbers: MoveNumbers = MoveNumbers.OFF,
        last_numbers: int = 10,
        stone_jitter: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._show_coordinates = show_coordinates
        self._move_numbers = move_numbers
        self._last_numbers = max(1, last_numbers)
        self._stone_jitter = stone_jitter
        self._look = Look()
        self._display = BoardDisplay.empty(19)
        self._view_size = (640, 640)
        self._dpr = 1.0
        self.geometry = BoardGeometry.fit(19, 19, 640, 640, coordinates=show_coordinates, edge=True)
        self._background: Background | None = None  # painted when first drawn
        #: Graphics items made since the scene was created (the benchmark watches this).
        self.items_created = 0
        # Each stone is a pixmap item with its shadow as a separate item below every stone,
        # so that no shadow ever falls on a neighbouring stone.
        self._stone_items: dict[Coord, QGraphicsPixmapItem] = {}
        self._shadow_items: dict[Coord, QGraphicsPixmapItem] = {}
        self.stone_colors: dict[Coord, str] = {}
        self.dead_points: frozenset[Coord] = frozenset()
        self._stone_pool: list[tuple[QGraphicsPixmapItem, QGraphicsPixmapItem]] = []
        self._mark_items: dict[Coord, MarkItem] = {}
        self._mark_pool: list[MarkItem] = []
        self._marks: dict[Coord, PointMarks] = {}
        self._hover: Coord | None = None
        self._pressed: Coord | None = None
        self._wheel_rest = 0

        self._background_item = self._made(BackgroundItem(self))
        self._tint = self._made(OwnershipLayer(self, on_stones=False))
        self._ownership = self._made(OwnershipLayer(self, on_stones=True))
        self._lines = self._made(LinesLayer(self))
        self._ghost = self._made(QGraphicsPixmapItem())
        self._ghost.setZValue(Z_GHOST)
        self._ghost.setVisible(False)
        self._ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        for item in (self._background_item, self._tint, self._ownership, self._lines, self._ghost):
            self.addItem(item)
        self.setSceneRect(QRectF(0, 0, *self._view_size))

    @property
    def background(self) -> Background:
        """The painted board for the current layout, painted when it is first needed.

        A window lays the board out several times before it first shows it (its initial
        size, then each resize while it is being built); painting the wood only when the
        board is drawn paints it once, at the size the user sees.
        """
        if self._background is None:
            marked = self._display.marked_points
            stars = None if marked is None else [(p.x, p.y) for p in marked]
            self._background = paint_background(self.geometry, self._look.board, stars)
        return self._background

    def _made(self, item: _Item) -> _Item:
        self.items_created += 1
        return item

    # ----------------------------------------------------------------- options
    @property
    def display(self) -> BoardDisplay:
        return self._display

    @property
    def show_coordinates(self) -> bool:
        return self._show_coordinates

    @show_coordinates.setter
    def show_coordinates(self, value: bool) -> None:
        if value != self._show_coordinates:
            self._show_coordinates = value
            self._relayout()

    @property
    def move_numbers(self) -> MoveNumbers:
        return self._move_numbers

    @move_numbers.setter
    def move_numbers(self, mode: MoveNumbers) -> None:
        self._move_numbers = MoveNumbers(mode)
        self._update_marks()

    @property
    def last_numbers(self) -> int:
        """How many of the latest moves carry numbers in ``MoveNumbers.LAST`` mode."""
        return self._last_numbers

    @last_numbers.setter
    def last_numbers(self, count: int) -> None:
        self._last_numbers = max(1, int(count))
        self._update_marks()

    @property
    def stone_jitter(self) -> bool:
        return self._stone_jitter

    @stone_jitter.setter
    def stone_jitter(self, value: bool) -> None:
        if value != self._stone_jitter:
            self._stone_jitter = value
            self._relayout()

    @property
    def look(self) -> Look:
        """The board and stone themes and the grid's proportion (``qtgo.ui.board.themes``)."""
        return self._look

    @look.setter
    def look(self, look: Look) -> None:
        if look != self._look:
            self._look = look
            self._relayout()

    # ----------------------------------------------------------------- layout
    def set_view_size(self, width: int, height: int, dpr: float = 1.0) -> None:
        """Lay the board out for a view of ``width`` × ``height`` logical pixels."""
        width, height = max(1, int(width)), max(1, int(height))
        if (width, height) == self._view_size and dpr == self._dpr:
            return
        self._view_size = (width, height)
        self._dpr = dpr
        self._relayout()

    def _relayout(self) -> None:
        d = self._display
        width, height = self._view_size
        self.geometry = BoardGeometry.fit(
            d.width,
            d.height,
            width,
            height,
            dpr=self._dpr,
            coordinates=self._show_coordinates,
            aspect=TRADITIONAL_ASPECT if self._look.traditional_grid else 1.0,
            edge=True,
        )
        self._background = None
        self.setSceneRect(QRectF(0, 0, width, height))
        for layer in (self._background_item, self._tint, self._ownership, self._lines):
            layer.prepareGeometryChange()
            layer.update()
        for point, stone in self._stone_items.items():
            self._dress_stone(stone, point, self.stone_colors[point])
        for point, mark in self._mark_items.items():
            mark.place(point, self._marks[point])
        self._update_ghost()

    # ----------------------------------------------------------------- display
    def set_display(self, display: BoardDisplay) -> None:
        """Show ``display``, touching only the points that differ from the current one."""
        old = self._display
        self._display = display
        if old.marked_points != display.marked_points:
            self._background = None  # another set of marked points on the wood
            self._background_item.update()
        if (old.width, old.height) != (display.width, display.height):
            for point in list(self._stone_items):
                self._remove_stone(point)
            self._relayout()
            old = BoardDisplay.empty(display.width, display.height)
        changed = old.stones.items() ^ display.stones.items() if old.stones is not display.stones else ()
        touched: set[Coord] = {point for point, _color in changed}
        # Point is a NamedTuple, so a plain (x, y) finds it in the display's mappings.
        new_stones = cast("Mapping[Coord, Color]", display.stones)
        # Removals first, so that a capturing move reuses a captured stone's item.
        placed: list[tuple[Coord, str]] = []
        for point in touched:
            color = new_stones.get(point)
            if color is None:
                self._remove_stone(point)
            else:
                placed.append((point, color.value))
        for point, value in placed:
            self._put_stone(point, value)
        dead = frozenset((p.x, p.y) for p in display.dead) if display.dead else frozenset()
        if dead != self.dead_points:
            flipped = dead ^ self.dead_points
            self.dead_points = dead
            for point in flipped:
                item = self._stone_items.get(point)
                if item is not None:
                    self._dress_stone(item, point, self.stone_colors[point])
            touched |= flipped
        # Against what the layers hold, not ``old``: a board of another size starts from an
        # empty display, and the last record's shading must not stay over the new one.
        if display.ownership != self._ownership.ownership:
            for layer in (self._tint, self._ownership):
                layer.ownership = display.ownership
                layer.update()
        elif display.ownership is not None and touched:
            self._tint.update()
            self._ownership.update()
        lines = tuple(
            (m.kind, (m.point.x, m.point.y), (m.to.x, m.to.y))
            for m in display.markup
            if m.kind in LINE_MARKUP and m.to is not None
        )
        if lines != self._lines.lines:
            self._lines.lines = lines
            self._lines.update()
        self._update_marks()
        self._update_ghost()

    # ----------------------------------------------------------------- stones
    def stone_item(self, x: int, y: int) -> QGraphicsPixmapItem | None:
        """The item showing the stone on (x, y), if any (tests compare identities)."""
        return self._stone_items.get((x, y))

    def mark_item(self, x: int, y: int) -> MarkItem | None:
        return self._mark_items.get((x, y))

    def marks_at(self, x: int, y: int) -> PointMarks | None:
        """What is drawn on (x, y) besides the stone, or None."""
        return self._marks.get((x, y))

    @property
    def stone_item_count(self) -> int:
        return len(self._stone_items)

    def _put_stone(self, point: Coord, color: str) -> None:
        item = self._stone_items.get(point)
        if item is None:
            if self._stone_pool:
                item, shadow = self._stone_pool.pop()
            else:
                item = self._new_pixmap_item(Z_STONES)
                shadow = self._new_pixmap_item(Z_SHADOWS)
            self._stone_items[point] = item
            self._shadow_items[point] = shadow
            self.stone_colors[point] = color
            self._dress_stone(item, point, color)
            item.setVisible(True)
        elif self.stone_colors.get(point) != color:
            self.stone_colors[point] = color
            self._dress_stone(item, point, color)

    def _new_pixmap_item(self, z: float) -> QGraphicsPixmapItem:
        item = self._made(QGraphicsPixmapItem())
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        item.setTransformationMode(Qt.TransformationMode.FastTransformation)
        item.setVisible(False)
        self.addItem(item)
        return item

    def _dress_stone(self, item: QGraphicsPixmapItem, point: Coord, color: str) -> None:
        g = self.geometry
        art = _stone_art()
        odd = g.line_dev % 2 == 1
        dead = point in self.dead_points
        draw = art.dead_stone if dead else art.stone_pixmap
        pixmap = draw(color == "B", g.cell_dev, odd, g.dpr, _variant(*point), self._look.stones.style)
        jx, jy = _jitter(*point, g.cell_dev) if self._stone_jitter else (0, 0)
        cx, cy = g.center_dev(*point)
        half = pixmap.width() / 2
        if item.pixmap().cacheKey() != pixmap.cacheKey():
            item.setPixmap(pixmap)
        item.setPos(QPointF((cx + jx - half) / g.dpr, (cy + jy - half) / g.dpr))
        shadow = art.shadow(g.cell_dev, odd, g.dpr)
        half = shadow.width() / 2
        sx = round(art.SHADOW_OFFSET[0] * g.cell_dev)
        sy = round(art.SHADOW_OFFSET[1] * g.cell_dev)
        shadow_item = self._shadow_items[point]
        if shadow_item.pixmap().cacheKey() != shadow.cacheKey():
            shadow_item.setPixmap(shadow)
        shadow_item.setPos(QPointF((cx + jx + sx - half) / g.dpr, (cy + jy + sy - half) / g.dpr))
        # A dead stone is drawn see-through: a shadow under it would only muddy it.
        shadow_item.setVisible(not dead and self._look.stones.shadows)

    def _remove_stone(self, point: Coord) -> None:
        item = self._stone_items.pop(point, None)
        self.stone_colors.pop(point, None)
        if item is not None:
            shadow = self._shadow_items.pop(point)
            item.setVisible(False)
            shadow.setVisible(False)
            self._stone_pool.append((item, shadow))

    # ----------------------------------------------------------------- marks
    def _compute_marks(self, d: BoardDisplay) -> dict[Coord, PointMarks]:
        fields: dict[Coord, dict[str, Any]] = {}
        stones = d.stones

        def at(point: Point) -> dict[str, Any]:
            key = (point.x, point.y)
            entry = fields.get(key)
            if entry is None:
                color = stones.get(point)
                entry = fields[key] = {"stone": color.value if color is not None else None}
            return entry

        if d.last_move is not None and d.last_move in stones:
            at(d.last_move)["last"] = True
        if d.ko_point is not None and d.ko_point not in stones:
            at(d.ko_point)["ko"] = True
        mode = self._move_numbers
        if mode is not MoveNumbers.OFF and d.move_numbers:
            latest = max(d.move_numbers.values())
            first = latest - self._last_numbers + 1 if mode is MoveNumbers.LAST else 0
            last_number = d.move_numbers.get(d.last_move) if d.last_move is not None else None
            for point, number in d.move_numbers.items():
                if number >= first and point in stones:
                    entry = at(point)
                    entry["number"] = number
                    entry["number_last"] = number == last_number
        for m in d.markup:
            if m.kind in LINE_MARKUP:
                continue
            entry = at(m.point)
            if m.kind == "LB":
                entry["label"] = m.label
            elif m.kind == "DD":
                entry["dim"] = True
            else:
                entry["symbols"] = (*entry.get("symbols", ()), m.kind)
        for point in d.dead:
            at(point)["dead"] = True
        for point, color in d.territory.items():
            at(point)["territory"] = color.value
        if d.variation_hints:
            hint = d.to_play.value if d.to_play is not None else ""
            for point in d.variation_hints:
                if point not in stones:
                    at(point)["hint"] = hint
        if not fields:
            return {}
        from qtgo.ui.board.marks import PointMarks  # the first mark: a fresh board has none

        return {key: PointMarks(**entry) for key, entry in fields.items()}

    def _update_marks(self) -> None:
        new = self._compute_marks(self._display)
        old = self._marks
        if new == old:
            return
        self._marks = new
        changed = {key for key, _ in old.items() ^ new.items()}
        # Release first, so that a mark that moves (the last move's) reuses its item.
        for key in changed:
            if key not in new:
                item = self._mark_items.pop(key, None)
                if item is not None:
                    item.setVisible(False)
                    self._mark_pool.append(item)
        for key in changed:
            marks = new.get(key)
            if marks is None:
                continue
            item = self._mark_items.get(key)
            if item is None:
                if self._mark_pool:
                    item = self._mark_pool.pop()
                else:
                    item = self._made(MarkItem(self))
                    self.addItem(item)
                self._mark_items[key] = item
                item.setVisible(True)
            item.place(key, marks)

    # ----------------------------------------------------------------- ghost and input
    def point_at(self, pos: QPointF) -> Coord | None:
        """The intersection a click at scene position ``pos`` means, or None."""
        return self.geometry.point_at(pos.x(), pos.y(), CLICK_TOLERANCE)

    def hover(self, pos: QPointF | None) -> None:
        """Show the ghost stone at the point under ``pos`` (None: the pointer left)."""
        self._hover = None if pos is None else self.point_at(pos)
        self._update_ghost()

    @property
    def ghost_visible(self) -> bool:
        return self._ghost.isVisible()

    @property
    def ghost_point(self) -> Coord | None:
        return self._hover if self._ghost.isVisible() else None

    def _update_ghost(self) -> None:
        d = self._display
        point = self._hover
        if point is None or d.to_play is None:
            self._ghost.setVisible(False)
            return
        stones: Mapping = d.stones
        # Point is a NamedTuple, so a plain (x, y) finds it in the display's mappings.
        if point in stones or point in d.illegal:
            self._ghost.setVisible(False)
            return
        g = self.geometry
        odd = g.line_dev % 2 == 1
        pixmap = _stone_art().stone_pixmap(
            d.to_play.value == "B", g.cell_dev, odd, g.dpr, _variant(*point), self._look.stones.style
        )
        cx, cy = g.center_dev(*point)
        half = pixmap.width() / 2
        if self._ghost.pixmap().cacheKey() != pixmap.cacheKey():
            self._ghost.setPixmap(pixmap)
            self._ghost.setOpacity(GHOST_OPACITY[d.to_play.value])
        self._ghost.setPos(QPointF((cx - half) / g.dpr, (cy - half) / g.dpr))
        self._ghost.setVisible(True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.point_at(event.scenePos())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            point = self.point_at(event.scenePos())
            pressed, self._pressed = self._pressed, None
            # Dragging away from the pressed point cancels the click.
            if point is not None and point == pressed:
                alternate = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier
                if event.modifiers() & alternate:
                    self.point_alt_clicked.emit(point[0], point[1])
                else:
                    self.point_clicked.emit(point[0], point[1])
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hover(event.scenePos())
        super().mouseMoveEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        self.wheel(event.delta())
        event.accept()

    def wheel(self, delta: int) -> None:
        """Turn wheel angle units (120 a notch) into navigation steps; up goes back."""
        self._wheel_rest += delta
        while abs(self._wheel_rest) >= 120:
            step = 1 if self._wheel_rest > 0 else -1
            self._wheel_rest -= 120 * step
            self.navigate.emit(-step)
