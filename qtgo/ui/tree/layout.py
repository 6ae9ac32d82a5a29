"""Where each node of a game tree sits on the grid of the graphical tree (no Qt here).

Column = depth (the root is column 0, so a move's column is its number in an ordinary
record); row = lane. A line (a node and its first-child continuation) takes one row: the
main line row 0, each variation the first row below its parent's that is free from the
column before the variation's first node to the end of the line, so lines never cross.
Lines are placed depth first in child order, as Sabaki and q5Go draw them.

The layout keeps the nodes of every column sorted by row, and the lines of every row
sorted by column, so the view finds the few nodes inside the visible rectangle by
bisection instead of walking 10,000 nodes.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

Cell = tuple[int, int]
#: A line of the layout: its first column, its last column, its nodes, and what each node
#: shows (``look``).
Line = tuple[int, int, list[Any], bytearray]

#: What a node shows in the tree, as the bits of its ``look``: the colour of its move (none:
#: a node without a move), a comment, markup.
BLACK, WHITE, COMMENT, MARKED = 1, 2, 4, 8
MARKUP = frozenset(("TR", "SQ", "CR", "MA", "LB", "AR", "LN", "SL", "DD", "TB", "TW"))


def look(node: Any) -> int:
    """What ``node`` shows (``BLACK`` ... ``MARKED``): read from its properties when the tree
    is laid out or told that nodes changed, so that drawing a tile reads no node."""
    properties = node.properties
    value = BLACK if "B" in properties else WHITE if "W" in properties else 0
    if len(properties) > 1 or not value:  # not a move alone (nearly every node is)
        if "C" in properties:
            value |= COMMENT
        if not MARKUP.isdisjoint(properties):
            value |= MARKED
    return value


@dataclass
class TreeLayout:
    """The grid positions of a tree's nodes, and per-column indexes for drawing."""

    positions: dict[Any, Cell] = field(default_factory=dict)
    #: For each column, the rows taken (ascending) and the nodes on them (same order).
    column_rows: list[list[int]] = field(default_factory=list)
    column_nodes: list[list[Any]] = field(default_factory=list)
    #: For each column, (row, parent row) of the nodes whose parent sits on a higher row
    #: (the first node of a variation), ascending: the only edges that cross other rows.
    column_bends: list[list[Cell]] = field(default_factory=list)
    #: For each row, the first and last column and the nodes of each line on it (by
    #: column): a tile draws a line's nodes from a slice and its edges along the row as
    #: one segment, without looking up each column.
    row_lines: list[list[Line]] = field(default_factory=list)
    #: For each row, the last column of each of its lines (the same order): ``lines_in``
    #: bisects it (a bisection by key called a Python function at each step, about a
    #: twentieth of the time to draw a tile).
    row_ends: list[list[int]] = field(default_factory=list)
    rows: int = 0
    #: For each row, the taken column intervals ``(first, last)`` (placement only).
    _taken: list[list[Cell]] = field(default_factory=list)

    @property
    def columns(self) -> int:
        return len(self.column_rows)

    def node_at(self, column: int, row: int) -> Any | None:
        """The node in cell (column, row), or None."""
        if not 0 <= column < len(self.column_rows):
            return None
        rows = self.column_rows[column]
        i = bisect.bisect_left(rows, row)
        if i < len(rows) and rows[i] == row:
            return self.column_nodes[column][i]
        return None

    def nodes_in(self, column: int, first_row: int, last_row: int) -> list[tuple[int, Any]]:
        """(row, node) of the nodes of ``column`` with ``first_row <= row <= last_row``."""
        if not 0 <= column < len(self.column_rows):
            return []
        rows = self.column_rows[column]
        lo = bisect.bisect_left(rows, first_row)
        hi = bisect.bisect_right(rows, last_row)
        return list(zip(rows[lo:hi], self.column_nodes[column][lo:hi], strict=True))

    def refresh_looks(self) -> None:
        """Read every node's ``look`` again: the properties of nodes changed (a comment,
        markup), not the tree's shape (that is a new layout)."""
        for lines in self.row_lines:
            for _, _, nodes, looks in lines:
                looks[:] = bytes(map(look, nodes))

    def lines_in(self, row: int, first: int, last: int) -> list[Line]:
        """The lines on ``row`` that reach into the columns ``first`` to ``last``."""
        if not 0 <= row < len(self.row_lines):
            return []
        lines = self.row_lines[row]  # disjoint, so by their last column too
        start = bisect.bisect_left(self.row_ends[row], first)
        found = []
        for line in lines[start:]:
            if line[0] > last:
                break
            found.append(line)
        return found

    # ----------------------------------------------------------------- building
    def _free(self, row: int, first: int, last: int) -> bool:
        if row >= len(self._taken):
            return True
        spans = self._taken[row]
        i = bisect.bisect_right(spans, (last, last))
        # Only the span starting at or before ``last`` nearest to it can overlap.
        return not (i > 0 and spans[i - 1][1] >= first)

    def _take(self, row: int, first: int, last: int) -> None:
        while row >= len(self._taken):
            self._taken.append([])
        bisect.insort(self._taken[row], (first, last))
        self.rows = max(self.rows, row + 1)

    def _put(self, node: Any, column: int, row: int) -> None:
        while column >= len(self.column_rows):
            self.column_rows.append([])
            self.column_nodes.append([])
            self.column_bends.append([])
        rows = self.column_rows[column]
        i = bisect.bisect_left(rows, row)
        rows.insert(i, row)
        self.column_nodes[column].insert(i, node)
        # ``extend`` puts a node on its parent's row: no bend (those come from ``layout_tree``).
        self.positions[node] = (column, row)

    def extend(self, node: Any) -> bool:
        """Place a new last node of a line in the cell after its parent when that cell is
        free (the usual case: a move played at the end of a line); False when the whole
        tree must be laid out again."""
        parent = node.parent
        if parent is None or parent not in self.positions or node.parent.children[0] is not node:
            return False
        column, row = self.positions[parent]
        if len(parent.children) != 1 or not self._free(row, column + 1, column + 1):
            return False
        self._take(row, column + 1, column + 1)
        self._put(node, column + 1, row)
        lines = self.row_lines[row]
        # The parent ended its line (it had no child): that line now ends a column later.
        ends = self.row_ends[row]
        i = bisect.bisect_left(ends, column)
        start, _, nodes, looks = lines[i]
        nodes.append(node)
        looks.append(look(node))
        lines[i] = (start, column + 1, nodes, looks)
        ends[i] = column + 1
        return True


def layout_tree(root: Any) -> TreeLayout:
    """Lay out the tree below ``root`` (anything with ``children`` and ``parent``)."""
    result = TreeLayout()
    positions = result.positions
    cells: list[list[tuple[int, int, Any]]] = []
    # Each entry starts a line: its first node, that node's column, the lowest row allowed.
    pending: list[tuple[Any, int, int, int]] = [(root, 0, 0, -1)]
    while pending:
        start, column, min_row, parent_row = pending.pop()
        line = [start]
        node = start
        while node.children:
            node = node.children[0]
            line.append(node)
        first = column - 1 if column > 0 else 0
        last = column + len(line) - 1
        row = min_row
        while not result._free(row, first, last):
            row += 1
        result._take(row, first, last)
        while len(result.row_lines) <= row:
            result.row_lines.append([])
        result.row_lines[row].append((column, last, line, bytearray(map(look, line))))
        while len(cells) <= last:
            cells.append([])
        branches: list[tuple[Any, int, int, int]] = []
        for offset, member in enumerate(line):
            cell = column + offset
            cells[cell].append((row, parent_row if offset == 0 else row, member))
            positions[member] = (cell, row)
            if len(member.children) > 1:
                branches.extend((child, cell + 1, row + 1, row) for child in member.children[1:])
        # Depth first, in order: the first branch of the line is placed first.
        pending.extend(reversed(branches))
    for lines in result.row_lines:
        lines.sort(key=lambda line: line[0])
        result.row_ends.append([line[1] for line in lines])
    # Sort each column by row once at the end (inserting in order would cost a bisection
    # and a list shift per node: half the time of the layout).
    for entries in cells:
        entries.sort(key=lambda entry: entry[0])
        result.column_rows.append([row for row, _, _ in entries])
        result.column_nodes.append([node for _, _, node in entries])
        result.column_bends.append([(row, up) for row, up, _ in entries if 0 <= up < row])
    return result


__all__ = ["BLACK", "COMMENT", "MARKED", "MARKUP", "WHITE", "Cell", "Line", "TreeLayout", "layout_tree", "look"]
