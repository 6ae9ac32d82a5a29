"""The board of the Library window: a position to search, a region dragged out on it, and
the continuations of the last search drawn as letters.

A click on a point of the region cycles it empty → black → white → any (a wildcard,
drawn as a cross) → empty; dragging from one point to another selects the region.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from qtgo.library import ANY, Continuation, Pattern
from qtgo.library.region import point_letters
from qtgo.rules import Color, Point
from qtgo.session.display import BoardDisplay, Markup
from qtgo.ui.board import BoardScene, BoardView

EMPTY, BLACK, WHITE = 0, 1, 2


class PatternScene(BoardScene):
    """A board scene that reports drags as regions (the plain scene cancels them).

    Signals:
        region_dragged(int, int, int, int): a rectangle x0, y0, x1, y1 (inclusive) was dragged out.
    """

    region_dragged = Signal(int, int, int, int)

    def __init__(self) -> None:
        super().__init__(show_coordinates=True, stone_jitter=False)
        self._drag_from: tuple[int, int] | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = self.point_at(event.scenePos())
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        start, self._drag_from = self._drag_from, None
        end = self.point_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and start is not None and end is not None and start != end:
            self.region_dragged.emit(
                min(start[0], end[0]), min(start[1], end[1]), max(start[0], end[0]), max(start[1], end[1])
            )
        super().mouseReleaseEvent(event)


class PatternBoard(BoardView):
    """Holds the pattern being edited; ``pattern()`` is what a search is asked for.

    Signals:
        pattern_changed(): the stones or the region changed.
    """

    pattern_changed = Signal()

    def __init__(self, size: int = 19, parent: QWidget | None = None) -> None:
        self._scene = PatternScene()
        super().__init__(self._scene, parent)
        self._size = size
        self._cells: dict[tuple[int, int], int] = {}
        self._region: tuple[int, int, int, int] = (0, 0, size - 1, size - 1)
        self._continuations: list[Continuation] = []
        self._scene.point_clicked.connect(self._cycle)
        self._scene.region_dragged.connect(self.set_region)
        self._redraw()

    @property
    def board_size(self) -> int:
        return self._size

    @property
    def region(self) -> tuple[int, int, int, int]:
        return self._region

    def set_position(self, size: int, stones: dict[tuple[int, int], Color]) -> None:
        """Start from a position (the current game's, say): its stones, the whole board as region."""
        self._size = size
        self._cells = {p: (BLACK if c is Color.BLACK else WHITE) for p, c in stones.items()}
        self._region = (0, 0, size - 1, size - 1)
        self._continuations = []
        self._redraw()
        self.pattern_changed.emit()

    def set_region(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self._region = (x0, y0, x1, y1)
        self._continuations = []
        self._redraw()
        self.pattern_changed.emit()

    def set_point(self, x: int, y: int, state: int) -> None:
        if state == EMPTY:
            self._cells.pop((x, y), None)
        else:
            self._cells[(x, y)] = state
        self._continuations = []
        self._redraw()
        self.pattern_changed.emit()

    def clear(self) -> None:
        self.set_position(self._size, {})

    def _cycle(self, x: int, y: int) -> None:
        if not self._inside(x, y):
            return
        order = (EMPTY, BLACK, WHITE, ANY)
        state = self._cells.get((x, y), EMPTY)
        self.set_point(x, y, order[(order.index(state) + 1) % len(order)])

    def _inside(self, x: int, y: int) -> bool:
        x0, y0, x1, y1 = self._region
        return x0 <= x <= x1 and y0 <= y <= y1

    def pattern(self) -> Pattern:
        """The region with its stones; every other point of the region must be empty."""
        size = self._size
        x0, y0, x1, y1 = self._region
        cells = {y * size + x: self._cells.get((x, y), EMPTY) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)}
        return Pattern(size, size, cells)

    def show_continuations(self, continuations: list[Continuation]) -> None:
        self._continuations = list(continuations)
        self._redraw()

    def continuation_labels(self) -> dict[tuple[int, int], str]:
        """The letters on the board, by point (what a test reads back)."""
        size = self._size
        labels: dict[tuple[int, int], str] = {}
        names = point_letters(c.point for c in self._continuations)
        for continuation, name in zip(self._continuations, names, strict=True):
            labels.setdefault((continuation.point % size, continuation.point // size), name)
        return labels

    def _redraw(self) -> None:
        size = self._size
        stones = {
            Point(x, y): (Color.BLACK if s == BLACK else Color.WHITE)
            for (x, y), s in self._cells.items()
            if s in (BLACK, WHITE)
        }
        markup = [Markup("MA", Point(x, y)) for (x, y), s in self._cells.items() if s == ANY]
        markup.extend(Markup("DD", Point(x, y)) for y in range(size) for x in range(size) if not self._inside(x, y))
        markup.extend(Markup("LB", Point(*p), label=text) for p, text in self.continuation_labels().items())
        self._scene.set_display(BoardDisplay(size, size, stones=stones, markup=tuple(markup)))
