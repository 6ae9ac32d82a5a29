"""A layout that lines its widgets up like words: as many on a row as fit, the rest on the
next (Qt's flow layout example). The review dock's buttons wrap on a narrow window instead
of making the dock scroll sideways."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QStyle, QWidget


class FlowLayout(QLayout):
    """Rows of widgets, each row as high as its tallest; ``heightForWidth`` says how high."""

    def __init__(self, parent: QWidget | None = None, spacing: int = -1) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """Everything on one row."""
        width = sum(item.sizeHint().width() for item in self._items if not item.isEmpty())
        width += self._gap() * max(0, self._visible() - 1)
        height = max((item.sizeHint().height() for item in self._items if not item.isEmpty()), default=0)
        return QSize(width, height) + _margins_size(self.contentsMargins())

    def minimumSize(self) -> QSize:
        """The widest single widget: narrower than that, nothing fits."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        return size + _margins_size(self.contentsMargins())

    def _visible(self) -> int:
        return sum(1 for item in self._items if not item.isEmpty())

    def _gap(self) -> int:
        if self._spacing >= 0:
            return self._spacing
        parent = self.parentWidget()
        if parent is None:
            return 6
        return parent.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing) or 6

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        """Place the items row by row in ``rect`` (when ``move``); the height they take."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        gap = self._gap()
        x, y, row_height = area.x(), area.y(), 0
        row: list[tuple[QLayoutItem, QSize]] = []

        def place_row() -> None:
            for item, size in row:
                top = y + (row_height - size.height()) // 2  # centred on the row
                if move:
                    item.setGeometry(QRect(QPoint(item.geometry().x(), top), size))

        for item in self._items:
            if item.isEmpty():
                continue
            size = item.sizeHint().boundedTo(QSize(max(1, area.width()), item.maximumSize().height()))
            if row and x + size.width() > area.x() + area.width():
                place_row()
                row = []
                x, y = area.x(), y + row_height + gap
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            row.append((item, size))
            x += size.width() + gap
            row_height = max(row_height, size.height())
        place_row()
        return y + row_height - rect.y() + margins.bottom()


def _margins_size(margins: QMargins) -> QSize:
    return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
