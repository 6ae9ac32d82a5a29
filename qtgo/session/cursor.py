"""``Cursor``: where in the game tree the board stands, and how it moves.

The current node and the child chosen last at each fork are navigation state, kept apart
from the tree (as Sabaki keeps them), so going back and forward follows the line the
reader was looking at. Membership is the tree's own: a node cut out of the game is not
part of its paths, and the cursor refuses it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import pairwise

from qtgo import sgf
from qtgo.session.errors import Problem, SessionError
from qtgo.session.record import move_of


class Cursor:
    """The current node of the open game and the chosen child at each fork."""

    def __init__(self, tree: Callable[[], sgf.GameTree], count: Callable[[sgf.Node], int] | None = None) -> None:
        self._tree = tree
        # The record's own move count at a node (its position cache knows it): counting
        # along the path costs the line's length at every step of a 100,000-move record.
        self._count = count
        self.node: sgf.Node = tree().root
        self._choice: dict[int, tuple[sgf.Node, sgf.Node]] = {}

    def reset(self) -> None:
        """Stand at the start of the (newly) open game, forgetting every choice."""
        self.node = self._tree().root
        self._choice.clear()

    # ----------------------------------------------------------------- where we are
    def path(self, node: sgf.Node | None = None) -> list[sgf.Node]:
        """Root to ``node`` (default: the current node), inclusive."""
        return self._tree().path_to(self.node if node is None else node)

    def move_number(self, node: sgf.Node | None = None) -> int:
        """Moves (passes included) from the root to ``node``; setup nodes do not count."""
        if self._count is not None:
            return self._count(self.node if node is None else node)
        return sum(1 for n in self.path(node) if move_of(n) is not None)

    def move_count(self) -> int:
        """Moves in the line the navigation would follow to its end."""
        return self.move_number(self.line_end(self._tree().root))

    def on_main_line(self, node: sgf.Node | None = None) -> bool:
        """True when ``node`` (default: the current one) is on the first-child line from the root."""
        return (self.node if node is None else node).is_main_line()

    def variation_index(self) -> tuple[int, int]:
        """(index, count) of the current node among its siblings, for the status bar."""
        return self.node.variation_index, len(self.node.siblings)

    @staticmethod
    def is_ancestor(ancestor: sgf.Node, node: sgf.Node | None) -> bool:
        """``ancestor`` is ``node`` or above it."""
        while node is not None:
            if node is ancestor:
                return True
            node = node.parent
        return False

    # ----------------------------------------------------------------- choices
    def select(self, node: sgf.Node) -> None:
        """Make ``node`` current and remember the choice at every fork on its path."""
        path = self.path(node)
        for parent, child in pairwise(path):
            if len(parent.children) > 1:
                self._choice[id(parent)] = (parent, child)
        self.node = node

    def forget(self, parent: sgf.Node, child: sgf.Node) -> None:
        """``child`` left ``parent``: the fork falls back to its main line."""
        chosen = self._choice.get(id(parent))
        if chosen is not None and chosen[1] is child:
            del self._choice[id(parent)]

    def chosen_child(self, node: sgf.Node) -> sgf.Node | None:
        """The child navigation follows from ``node``: the one chosen last, else the main line."""
        children = node.children
        if not children:
            return None
        chosen = self._choice.get(id(node))
        if chosen is not None and chosen[0] is node and chosen[1] in children:
            return chosen[1]
        return children[0]

    def line_end(self, node: sgf.Node | None = None) -> sgf.Node:
        """The end of the line the navigation follows from ``node`` (default: the current one)."""
        node = self.node if node is None else node
        while (child := self.chosen_child(node)) is not None:
            node = child
        return node

    # ----------------------------------------------------------------- moving
    def forward(self, steps: int = 1) -> bool:
        moved = False
        for _ in range(steps):
            child = self.chosen_child(self.node)
            if child is None:
                break
            self.node = child
            moved = True
        return moved

    def back(self, steps: int = 1) -> bool:
        moved = False
        for _ in range(steps):
            parent = self.node.parent
            if parent is None:
                break
            self.node = parent
            moved = True
        return moved

    def to_start(self) -> bool:
        moved = self.node.parent is not None
        self.node = self._tree().root
        return moved

    def to_end(self) -> bool:
        end = self.line_end()
        moved = end is not self.node
        self.node = end
        return moved

    def to_node(self, node: sgf.Node) -> None:
        """Jump to any node of the open game (from the move tree)."""
        try:
            self.select(node)
        except sgf.SgfError as error:
            raise SessionError(Problem.NOT_IN_GAME) from error

    def to_move(self, number: int) -> None:
        """Go to move ``number`` of the line being followed (0 = the start)."""
        self.to_start()
        count = 0
        while count < number and self.forward():
            if move_of(self.node) is not None:
                count += 1

    def to_move_number(self, number: int) -> bool:
        """Go to move ``number`` of the line being followed (Ctrl+G); False when already there."""
        before = self.node
        self.to_move(number)
        return self.node is not before

    def _ahead(self) -> Iterator[sgf.Node]:
        """The nodes after the current one on the line the navigation follows."""
        node = self.node
        while (child := self.chosen_child(node)) is not None:
            yield child
            node = child

    def _go(self, found: sgf.Node | None) -> bool:
        if found is None:
            return False
        self.select(found)
        return True

    def next_comment(self) -> bool:
        """On to the next node with a comment along the line followed (as Sabaki and q5Go)."""
        return self._go(next((n for n in self._ahead() if (n.comment or "").strip()), None))

    def previous_comment(self) -> bool:
        """Back to the nearest earlier node with a comment."""
        return self._go(next((n for n in self.node.ancestors() if (n.comment or "").strip()), None))

    def next_branch(self) -> bool:
        """On to the next node where the line forks (more than one move follows it)."""
        return self._go(next((n for n in self._ahead() if len(n.children) > 1), None))

    def previous_branch(self) -> bool:
        """Back to the nearest earlier fork (a node with more than one move after it)."""
        return self._go(next((n for n in self.node.ancestors() if len(n.children) > 1), None))

    def switch_variation(self, step: int) -> bool:
        """Go to the sibling ``step`` places away (Down: +1, Up: -1)."""
        siblings = self.node.siblings
        index = self.node.variation_index + step
        if len(siblings) < 2 or not 0 <= index < len(siblings):
            return False
        self.select(siblings[index])
        return True

    def next_variation(self) -> bool:
        """Switch to the next sibling of the current move (Down)."""
        return self.switch_variation(1)

    def previous_variation(self) -> bool:
        """Switch to the previous sibling of the current move (Up)."""
        return self.switch_variation(-1)
