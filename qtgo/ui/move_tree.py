"""The move tree as a ``QAbstractItemModel``, and the panel that shows it.

A Go record is a long main line with short side lines, so a plain nested tree (each move
the child of the one before) would indent 300 levels deep. The model folds every line
into a flat run of rows instead:

* the top level lists the main line (start, move 1, move 2, ...);
* a move with alternatives has one *variation* row per alternative line as its children;
* a variation row's children are the moves of that line, which may fork again.

Inserting a move at the end of a line, or a new variation, calls ``beginInsertRows`` /
``endInsertRows`` for just that row, so the view keeps its expansion and scroll state.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeView, QVBoxLayout, QWidget

from qtgo.rules import Color

_ROW_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class _Item:
    """A row's identity: the node it shows, and whether it is a variation header."""

    __slots__ = ("node", "header")

    def __init__(self, node: Any, header: bool) -> None:
        self.node = node
        self.header = header


def _is_main_child(node: Any) -> bool:
    parent = node.parent
    return parent is not None and parent.children and parent.children[0] is node


def _line_start(node: Any) -> Any:
    while _is_main_child(node):
        node = node.parent
    return node


class MoveTreeModel(QAbstractItemModel):
    """Rows for the nodes of one game tree (see the module docstring for the shape)."""

    NodeRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._root: Any = None
        self._height = 19
        self._items: dict[tuple[int, bool], _Item] = {}
        # Snapshots of the structure the view has seen: rows change only between
        # beginInsertRows and endInsertRows, as Qt requires, not when the tree does.
        self._lines: dict[int, list[Any]] = {}
        self._sides: dict[int, tuple[Any, int]] = {}
        self._numbers: dict[int, int] = {}
        # Where each node of a line snapshot stands: (node, line start, row). Asking the
        # line for it (walking up to the start, then ``list.index``) costs the line's
        # length, and Qt asks for parents many times per step.
        self._rows: dict[int, tuple[Any, Any, int]] = {}
        self._marks: dict[int, QColor] = {}  # rows tinted by others (the review's mistakes)

    # -------------------------------------------------------------- structure
    def set_root(self, root: Any, height: int = 19) -> None:
        self.beginResetModel()
        self._root = root
        self._height = height
        self._items.clear()
        self._forget()
        self.endResetModel()

    def reset(self) -> None:
        """Rebuild after edits that move or remove rows (undo, promote, delete)."""
        self.beginResetModel()
        self._items.clear()
        self._forget()
        self.endResetModel()

    def _forget(self) -> None:
        self._lines.clear()
        self._rows.clear()
        self._sides.clear()
        self._numbers.clear()

    def _side_count(self, node: Any) -> int:
        entry = self._sides.get(id(node))
        if entry is None or entry[0] is not node:
            entry = (node, max(0, len(node.children) - 1))
            self._sides[id(node)] = entry
        return entry[1]

    def _item(self, node: Any, header: bool) -> _Item:
        key = (id(node), header)
        item = self._items.get(key)
        if item is None or item.node is not node:
            item = _Item(node, header)
            self._items[key] = item
        return item

    def _line(self, start: Any) -> list[Any]:
        line = self._lines.get(id(start))
        if line is None or not line or line[0] is not start:
            line = [start]
            node = start
            while node.children:
                node = node.children[0]
                line.append(node)
            self._lines[id(start)] = line
            rows = self._rows
            for row, member in enumerate(line):
                rows[id(member)] = (member, start, row)
        return line

    def _place(self, node: Any) -> tuple[Any, int]:
        """(start of the line ``node`` is on, its row there), from the line snapshots."""
        entry = self._rows.get(id(node))
        if entry is not None and entry[0] is node:
            _, start, row = entry
            line = self._lines.get(id(start))
            if line is not None and row < len(line) and line[row] is node and line[0] is start:
                return start, row
        start = _line_start(node)
        line = self._line(start)
        return start, line.index(node)

    def _children(self, item: _Item | None) -> list[_Item]:
        if item is None:
            if self._root is None:
                return []
            return [self._item(n, False) for n in self._line(self._root)]
        if item.header:
            return [self._item(n, False) for n in self._line(item.node)]
        return [self._item(n, True) for n in item.node.children[1 : 1 + self._side_count(item.node)]]

    def _child_count(self, item: _Item | None) -> int:
        if item is None:
            return len(self._line(self._root)) if self._root is not None else 0
        if item.header:
            return len(self._line(item.node))
        return self._side_count(item.node)

    def _parent_and_row(self, item: _Item) -> tuple[_Item | None, int]:
        node = item.node
        if item.header:
            parent = node.parent
            return self._item(parent, False), parent.children.index(node) - 1
        start, row = self._place(node)
        if start.parent is None:
            return None, row
        return self._item(start, True), row

    # -------------------------------------------------------------- Qt API
    # The view asks index, hasChildren and flags for every row when it lays the rows out
    # (after a reset): with a 100,000-move main line these are the hot path, kept short.
    def index(self, row: int, column: int, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:
        if column != 0 or row < 0:
            return QModelIndex()
        parent_item = parent.internalPointer() if parent.isValid() else None
        if parent_item is None:
            if self._root is None:
                return QModelIndex()
            line = self._line(self._root)
            if row >= len(line):
                return QModelIndex()
            return self.createIndex(row, 0, self._item(line[row], False))
        if row >= self._child_count(parent_item):
            return QModelIndex()
        if parent_item.header:
            return self.createIndex(row, 0, self._item(self._line(parent_item.node)[row], False))
        return self.createIndex(row, 0, self._item(parent_item.node.children[row + 1], True))

    def parent(self, index: QModelIndex | QPersistentModelIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]
        if not index.isValid():
            return QModelIndex()
        parent_item, _ = self._parent_and_row(index.internalPointer())
        if parent_item is None:
            return QModelIndex()
        _, row = self._parent_and_row(parent_item)
        return self.createIndex(row, 0, parent_item)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        if parent.isValid() and parent.column() != 0:
            return 0
        return self._child_count(parent.internalPointer() if parent.isValid() else None)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 1

    def hasChildren(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:
        if not parent.isValid():
            return self._root is not None
        item: _Item = parent.internalPointer()
        if item.header:
            return True  # a variation holds at least its first move
        entry = self._sides.get(id(item.node))
        if entry is not None and entry[0] is item.node:
            return entry[1] > 0
        return self._side_count(item.node) > 0

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item: _Item = index.internalPointer()
        node = item.node
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(item)
        if role == Qt.ItemDataRole.ToolTipRole:
            comment = node.get_list("C")
            sides = 0 if item.header else self._side_count(node)
            if sides:
                hint = self.tr("Other moves here: %n (expand the row to see them)", "", sides)
                return f"{comment[0]}\n\n{hint}" if comment else hint
            return comment[0] if comment else None
        if role == Qt.ItemDataRole.FontRole and item.header:
            font = QFont()
            font.setItalic(True)
            return font
        if role == self.NodeRole:
            return node
        if role == Qt.ItemDataRole.BackgroundRole and not item.header and id(node) in self._marks:
            return self._marks[id(node)]
        return None

    def set_marks(self, marks: dict[Any, QColor]) -> None:
        """Tint the rows of these nodes (``{}`` clears them): the review marks its mistakes."""
        self._marks = {id(node): color for node, color in marks.items()}
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, 0), [Qt.ItemDataRole.BackgroundRole])

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _ROW_FLAGS

    # -------------------------------------------------------------- text
    def _number(self, node: Any) -> int:
        number = self._numbers.get(id(node))
        if number is None:
            count = 0
            path = []
            walk = node
            while walk is not None and id(walk) not in self._numbers:
                path.append(walk)
                walk = walk.parent
            count = self._numbers[id(walk)] if walk is not None else 0
            for step in reversed(path):
                if _move(step) is not None:
                    count += 1
                self._numbers[id(step)] = count
            number = self._numbers[id(node)]
        return number

    def _text(self, item: _Item) -> str:
        node = item.node
        if item.header:
            index = node.parent.children.index(node) + 1
            return self.tr("Variation {0}: {1}").format(index, self._move_text(node))
        sides = self._side_count(node)
        # The row holds other moves (variations) folded under it: say how many, no words.
        branch = f"  (+{sides})" if sides else ""
        if node.parent is None:
            return self.tr("Game start") + branch
        text = self._move_text(node)
        move = _move(node)
        if move is not None:
            text = f"{self._number(node)}. {text}"
        if node.has("C"):
            text += "  ✎"
        return text + branch

    def _move_text(self, node: Any) -> str:
        move = _move(node)
        if move is None:
            setup = any(k in node for k in ("AB", "AW", "AE"))
            return self.tr("Setup") if setup else self.tr("(no move)")
        # One letter for the colour: B/W, or what the language uses (Ч/Б in Russian).
        if move.color is Color.BLACK:
            colour = self.tr("B", "black stone, one letter")
        else:
            colour = self.tr("W", "white stone, one letter")
        if move.point is None:
            return self.tr("{0} pass").format(colour)
        try:
            return f"{colour} {move.point.to_gtp(self._height)}"
        except ValueError:
            return f"{colour} {move.point.to_sgf()}"

    # -------------------------------------------------------------- lookups and updates
    def index_for_node(self, node: Any) -> QModelIndex:
        if self._root is None or node is None:
            return QModelIndex()
        item = self._item(node, False)
        try:
            _, row = self._parent_and_row(item)
        except ValueError:
            return QModelIndex()
        return self.createIndex(row, 0, item)

    def node_added(self, node: Any) -> None:
        """A new node was appended as the last child of its parent: insert just its row."""
        parent = node.parent
        if parent is None:
            self.reset()
            return
        position = parent.children.index(node)
        if position != len(parent.children) - 1:
            self.reset()
            return
        if position == 0:
            # The line through ``parent`` grows by one row at its end.
            start, _ = self._place(parent)
            line = self._line(start)
            if line and line[-1] is node:
                line.pop()  # the snapshot was taken after the node arrived
            if not line or line[-1] is not parent:
                self.reset()
                return
            parent_index = QModelIndex() if start.parent is None else self._header_index(start)
            row = len(line)
            self.beginInsertRows(parent_index, row, row)
            line.append(node)
            self._rows[id(node)] = (node, start, row)
            self._lines.pop(id(node), None)
            self._numbers.pop(id(node), None)
            self.endInsertRows()
        else:
            count = self._side_count(parent)
            if count == position:
                count -= 1  # the snapshot was taken after the node arrived
            if count != position - 1:
                self.reset()
                return
            self._sides[id(parent)] = (parent, count)
            parent_index = self.index_for_node(parent)
            self.beginInsertRows(parent_index, count, count)
            self._sides[id(parent)] = (parent, count + 1)
            self._lines.pop(id(node), None)
            self.endInsertRows()
            # The parent's row says how many variations it holds.
            self.dataChanged.emit(parent_index, parent_index)

    def _header_index(self, start: Any) -> QModelIndex:
        item = self._item(start, True)
        _, row = self._parent_and_row(item)
        return self.createIndex(row, 0, item)


def _move(node: Any) -> Any:
    try:
        return node.move
    except ValueError:
        return None


class MoveTreePanel(QWidget):
    """The move tree view; clicking a row asks to jump to that node.

    Signals:
        node_activated(object): the user picked a node.
    """

    node_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = MoveTreeModel(self)
        self.view = QTreeView(self)
        self.view.setModel(self.model)
        self.view.setHeaderHidden(True)
        self.view.setUniformRowHeights(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setIndentation(14)
        self.view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.view.clicked.connect(self._clicked)
        self.view.activated.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self._current: Any = None

    def _clicked(self, index: QModelIndex) -> None:
        node = self.model.data(index, MoveTreeModel.NodeRole)
        if node is not None and node is not self._current:
            self.node_activated.emit(node)

    def set_current(self, node: Any) -> None:
        """Select and reveal the row of the current node."""
        self._current = node
        index = self.model.index_for_node(node)
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.view.expand(parent)
            parent = parent.parent()
        self.view.selectionModel().setCurrentIndex(index, self.view.selectionModel().SelectionFlag.ClearAndSelect)
        self.view.scrollTo(index)

    def reveal_current(self) -> None:
        """Scroll the current move back into view (after a resize, or when shown again)."""
        index = self.view.currentIndex()
        if index.isValid():
            self.view.scrollTo(index)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # After the view has taken its new size (the layout runs after this event).
        QTimer.singleShot(0, self.reveal_current)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.reveal_current)
