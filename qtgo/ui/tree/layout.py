"""Where each node of a game tree sits on the grid of the graphical tree (no Qt here).

Column = depth (the root is column 0, so a move's column is its number in an ordinary
record); row = lane. A line (a node and its first-child continuation) takes one row: the
main line row 0, each variation the first row below its parent's that is free from the
column before the variation's first node to the end of the line, so lines never cross.
Lines are placed depth first in child order, as Sabaki and q5Go draw them.

The layout keeps the nodes of every column sorted by row, so the view can find the few
nodes inside the visible rectangle with two bisections instead of walking 10,000 nodes.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

Cell = tuple[int, int]


@dataclass
class TreeLayout:
    """The grid positions of a tree's nodes, and per-column indexes for drawing."""

    positions: dict[Any, Cell] = field(default_factory=dict)
    #: For each column, the rows taken (ascending) and the nodes on them (same order).
    column_rows: list[list[int]] = field(default_factory=list)
    column_nodes: list[list[Any]] = field(default_factory=list)
    #: The row of each node's parent (same order; -1 for the root), so edges are drawn
    #: without looking parents up.
    column_parent_rows: list[list[int]] = field(default_factory=list)
    #: For each column, (row, parent row, node) of the nodes whose parent sits on a higher
    #: row (the first node of a variation): the only edges that cross other rows.
    column_bends: list[list[tuple[int, int, Any]]] = field(default_factory=list)
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

    def edges_in(self, column: int, first_row: int, last_row: int) -> list[tuple[int, int, Any]]:
        """(row, parent row, node) of the nodes of ``column`` whose edge from the column
        before crosses the rows ``first_row`` to ``last_row``: those on these rows, and the
        first nodes of variations below them whose edge climbs through them."""
        if not 0 <= column < len(self.column_rows):
            return []
        rows = self.column_rows[column]
        lo = bisect.bisect_left(rows, first_row)
        hi = bisect.bisect_right(rows, last_row)
        found = list(
            zip(rows[lo:hi], self.column_parent_rows[column][lo:hi], self.column_nodes[column][lo:hi], strict=True)
        )
        bends = self.column_bends[column]  # by row: those below the area from the first one on
        below = bisect.bisect_right(bends, last_row, key=lambda bend: bend[0])
        found.extend(bend for bend in bends[below:] if bend[1] <= last_row)
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
            self.column_parent_rows.append([])
            self.column_bends.append([])
        rows = self.column_rows[column]
        i = bisect.bisect_left(rows, row)
        rows.insert(i, row)
        self.column_nodes[column].insert(i, node)
        parent = self.positions.get(node.parent) if node.parent is not None else None
        # ``extend`` puts a node on its parent's row: no bend (those come from ``layout_tree``).
        self.column_parent_rows[column].insert(i, parent[1] if parent is not None else -1)
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
    # Sort each column by row once at the end (inserting in order would cost a bisection
    # and a list shift per node: half the time of the layout).
    for entries in cells:
        entries.sort(key=lambda entry: entry[0])
        result.column_rows.append([row for row, _, _ in entries])
        result.column_parent_rows.append([up for _, up, _ in entries])
        result.column_nodes.append([node for _, _, node in entries])
        result.column_bends.append([entry for entry in entries if 0 <= entry[1] < entry[0]])
    return result


__all__ = ["Cell", "TreeLayout", "layout_tree"]
