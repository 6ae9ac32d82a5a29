"""Reversible changes of the tree's shape, each returned as an ``Edit`` for the undo stack.

Adding a variation in review, deleting one, making a line the main line: each goes through
the record (and so through the game tree's own API) and puts the cursor on a sensible node
when it is done, undone or redone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qtgo import sgf
from qtgo.session.cursor import Cursor
from qtgo.session.errors import Problem, SessionError
from qtgo.session.notes import EditKind
from qtgo.session.record import Record, move_of

if TYPE_CHECKING:
    from qtgo.session.edit import Edit


class Editor:
    """Tree edits on ``record`` that keep ``cursor`` on a node of the game."""

    def __init__(self, record: Record, cursor: Cursor) -> None:
        self.record = record
        self.cursor = cursor

    def _cut(self, parent: sgf.Node, node: sgf.Node) -> None:
        """Remove ``node``; the cursor leaves the removed subtree for ``parent``."""
        inside = self.cursor.is_ancestor(node, self.cursor.node)
        self.record.remove(node)
        self.cursor.forget(parent, node)
        if inside:
            self.cursor.select(parent)

    def added_variation(self, parent: sgf.Node, child: sgf.Node) -> Edit:
        """The edit of a move just added below ``parent`` in review."""
        from qtgo.session.edit import Edit  # with the first edit, not at start-up

        index = child.variation_index
        move = move_of(child)
        label = "pass" if move is None or move.point is None else move.point.to_sgf()

        def undo() -> None:
            self._cut(parent, child)

        def redo() -> None:
            self.record.insert(parent, child, index)
            self.cursor.select(child)

        return Edit(EditKind.ADD_VARIATION, undo, redo, {"move": label})

    def delete_variation(self, node: sgf.Node, live_node: sgf.Node | None) -> Edit:
        """Remove ``node`` and everything below it, reversibly.

        ``live_node`` is the end of a game being played: its moves cannot be deleted.
        """
        parent = node.parent
        if parent is None:
            raise SessionError(Problem.DELETE_ROOT)
        if live_node is not None and self.cursor.is_ancestor(node, live_node):
            raise SessionError(Problem.DELETE_LIVE)
        index = node.variation_index

        def undo() -> None:
            self.record.insert(parent, node, index)
            self.cursor.select(node)

        def redo() -> None:
            self._cut(parent, node)

        redo()
        from qtgo.session.edit import Edit

        return Edit(EditKind.DELETE_VARIATION, undo, redo)

    def promote_variation(self, node: sgf.Node) -> Edit | None:
        """Make the line through ``node`` the main line at every fork above it."""
        orders = self.record.make_main_line(node)
        if not orders:
            return None

        def redo() -> None:
            self.record.make_main_line(node)

        def undo() -> None:
            self.record.restore_orders(orders)

        from qtgo.session.edit import Edit

        return Edit(EditKind.MAKE_MAIN_LINE, undo, redo)
