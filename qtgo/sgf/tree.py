"""The tree layer: game trees (a root node and the tree below it) and their editing.

Children are kept in order and the first child is the main line. Nothing here recurses
per node, and no position is stored in a node: positions come from ``replay`` and the
``PositionCache``.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Mapping, Sequence

from qtgo.rules import Move
from qtgo.sgf import properties as props
from qtgo.sgf.errors import SgfPropertyError, SgfTreeError
from qtgo.sgf.node import Node, NodeOwner, PropertyValues, Setup

__all__ = ["GameTree", "Node", "PropertyValues", "Setup"]


def _info(ident: str, doc: str) -> property:
    """A game-info accessor on the root: text in, text out, None when absent."""

    def getter(self: GameTree) -> str | None:
        return self.root._text(ident)

    def setter(self: GameTree, value: str | None) -> None:
        self.root._set_text(ident, value, simple=props.KINDS.get(ident) is not props.Kind.TEXT)

    return property(getter, setter, doc=f"``{ident}``: {doc}")


class GameTree:
    """One game of a collection: a root node and the tree below it.

    Game information is read from and written to the root (the usual place; a record may
    also hold it deeper, which ``info_node`` finds). Tree edits keep the nodes' links and
    their game consistent; ``Node.children`` is read-only.
    """

    __slots__ = ("root", "_size_key", "_size", "_parents", "_ref", "__weakref__")

    def __init__(self, root: Node | None = None) -> None:
        if root is None:
            root = Node({"FF": "4", "GM": "1", "SZ": "19"})
        if root.parent is not None:
            raise SgfTreeError("a game's root has no parent")
        self.root = root
        self._size_key: str | None = None
        self._size = (19, 19)
        self._parents: dict[Node, Node] = {}
        self._ref: weakref.ref[NodeOwner] = weakref.ref(self)
        old = root._game()
        if old is not None:
            old._detach_below(root)
        root._tree = self._ref
        root._up = None
        self._attach_below(root)

    @classmethod
    def _adopt(cls, root: Node) -> tuple[GameTree, dict[Node, Node]]:
        """The grammar's constructor: it fills the parent links as it makes the nodes."""
        tree = cls.__new__(cls)
        tree.root = root
        tree._size_key = None
        tree._size = (19, 19)
        tree._parents = {}
        tree._ref = weakref.ref(tree)
        return tree, tree._parents

    def _attach_below(self, top: Node) -> None:
        """Bring the nodes below ``top`` into this game (their links into ``_parents``)."""
        parents = self._parents
        ref = self._ref
        stack = [top]
        while stack:
            node = stack.pop()
            node._tree = ref
            for child in node._children:
                child._up = None
                parents[child] = node
                stack.append(child)

    def _detach_below(self, top: Node) -> None:
        """Take the nodes below ``top`` out of this game; they keep their own links."""
        parents = self._parents
        stack = [top]
        while stack:
            node = stack.pop()
            node._tree = None
            for child in node._children:
                parents.pop(child, None)
                child._up = node
                stack.append(child)

    def __repr__(self) -> str:
        return f"<GameTree {self.size[0]}x{self.size[1]} {self.black_player!r}-{self.white_player!r}>"

    # ----------------------------------------------------------------- size
    @property
    def size(self) -> tuple[int, int]:
        """``SZ`` as (width, height); 19x19 when absent or unreadable."""
        values = self.root.properties.get("SZ")
        key = values[0] if values else None
        if key != self._size_key:
            self._size_key = key
            try:
                self._size = props.interpret_size(key) if key is not None else (19, 19)
            except SgfPropertyError:
                self._size = (19, 19)
        return self._size

    @size.setter
    def size(self, size: tuple[int, int]) -> None:
        props.interpret_size(props.serialise_size(size))
        self.root.properties["SZ"] = [props.serialise_size(size)]

    # ----------------------------------------------------------------- game info
    black_player = _info("PB", "Black's name")
    white_player = _info("PW", "White's name")
    black_rank = _info("BR", "Black's rank")
    white_rank = _info("WR", "White's rank")
    black_team = _info("BT", "Black's team")
    white_team = _info("WT", "White's team")
    rules = _info("RU", "the rule set's name")
    result = _info("RE", "the result (B+3.5, W+R, 0, Void, ?)")
    date = _info("DT", "the date(s) played")
    event = _info("EV", "the event")
    round = _info("RO", "the round")
    place = _info("PC", "where it was played")
    overtime = _info("OT", "the overtime system, as text")
    game_name = _info("GN", "the game's name")
    game_comment = _info("GC", "a comment on the whole game")
    source = _info("SO", "where the record comes from")
    user = _info("US", "who entered the record")
    annotator = _info("AN", "who commented the game")
    copyright = _info("CP", "the copyright notice")
    opening = _info("ON", "the opening played")

    @property
    def komi(self) -> float | None:
        """``KM`` as a number; None when absent or not a number."""
        value = self.root.get("KM")
        try:
            return props.interpret_real(value) if value is not None else None
        except SgfPropertyError:
            return None

    @komi.setter
    def komi(self, komi: float | None) -> None:
        self.root.set("KM", None if komi is None else props.serialise_real(komi))

    @property
    def handicap(self) -> int | None:
        """``HA`` as a number; None when absent or not a number."""
        value = self.root.get("HA")
        try:
            return props.interpret_number(value) if value is not None else None
        except SgfPropertyError:
            return None

    @handicap.setter
    def handicap(self, stones: int | None) -> None:
        self.root.set("HA", None if stones is None else props.serialise_number(stones))

    @property
    def time_limit(self) -> float | None:
        """``TM``: main time in seconds; None when absent or not a number."""
        value = self.root.get("TM")
        try:
            return props.interpret_real(value) if value is not None else None
        except SgfPropertyError:
            return None

    @time_limit.setter
    def time_limit(self, seconds: float | None) -> None:
        self.root.set("TM", None if seconds is None else props.serialise_real(seconds))

    def info_node(self, node: Node | None = None) -> Node:
        """The node holding the game information that applies at ``node``.

        That is the nearest node on the path from the root with a game-info property;
        the root when there is none.
        """
        found = self.root
        for step in self.path_to(node or self.root):
            if any(ident in props.GAME_INFO for ident in step.properties):
                found = step
        return found

    # ----------------------------------------------------------------- traversal
    def nodes(self) -> Iterator[Node]:
        """Every node, depth first in child order."""
        return self.root.walk()

    def node_count(self) -> int:
        return sum(1 for _ in self.root.walk())

    def main_line(self, start: Node | None = None) -> list[Node]:
        """The nodes from ``start`` (the root by default) following first children."""
        node = start or self.root
        line = [node]
        children = node._children
        while children:
            node = children[0]
            line.append(node)
            children = node._children
        return line

    def path_to(self, node: Node) -> list[Node]:
        """The nodes from the root down to ``node`` (both included)."""
        path = [node]
        parent = node.parent
        while parent is not None:
            path.append(parent)
            parent = parent.parent
        if path[-1] is not self.root:
            raise SgfTreeError("the node is not part of this game")
        path.reverse()
        return path

    def moves_to(self, node: Node) -> list[Move]:
        """The moves on the path from the root to ``node``."""
        return [m for step in self.path_to(node) if (m := step.move) is not None]

    def move_number(self, node: Node) -> int:
        """How many moves (passes included) lead to ``node`` from the root."""
        return sum(1 for step in self.path_to(node) if "B" in step.properties or "W" in step.properties)

    def _check_member(self, node: Node) -> None:
        if node._tree is not self._ref:
            top = node
            while top.parent is not None:
                top = top.parent
            if top is not self.root:
                raise SgfTreeError("the node is not part of this game")

    # ----------------------------------------------------------------- editing
    def add_child(
        self,
        node: Node,
        properties: Mapping[str, PropertyValues] | None = None,
        index: int | None = None,
    ) -> Node:
        """A new child of ``node`` at ``index`` (the end by default; 0 = main line)."""
        self._check_member(node)
        child = Node(properties)
        child._tree = self._ref
        self._parents[child] = node
        if index is None:
            node._children.append(child)
        else:
            node._children.insert(index, child)
        return child

    def remove(self, node: Node) -> None:
        """Cut ``node`` and everything below it out of the tree."""
        self._check_member(node)
        parent = node.parent
        if parent is None:
            raise SgfTreeError("the root of a game cannot be removed")
        parent._children.remove(node)
        self._parents.pop(node, None)
        self._detach_below(node)
        node._up = None

    def _reorder(self, node: Node, step: int) -> None:
        self._check_member(node)
        parent = node.parent
        if parent is None:
            return
        children = parent._children
        index = node.variation_index
        target = max(0, min(len(children) - 1, index + step))
        if target != index:
            children.insert(target, children.pop(index))

    def promote(self, node: Node) -> None:
        """Move ``node`` one place towards the main line among its siblings."""
        self._reorder(node, -1)

    def demote(self, node: Node) -> None:
        """Move ``node`` one place away from the main line among its siblings."""
        self._reorder(node, +1)

    def make_main_line(self, node: Node) -> None:
        """Make the path to ``node`` the main line: each step becomes the first child."""
        self._check_member(node)
        child = node
        while child.parent is not None:
            children = child.parent._children
            if children[0] is not child:
                children.remove(child)
                children.insert(0, child)
            child = child.parent

    def insert(self, parent: Node, node: Node, index: int | None = None) -> None:
        """Put a node cut out by ``remove`` (and its subtree) back below ``parent`` at ``index``."""
        self._check_member(parent)
        if node.parent is not None or node is self.root:
            raise SgfTreeError("only a node cut out of its tree can be inserted")
        children = parent._children
        children.insert(len(children) if index is None else max(0, min(index, len(children))), node)
        node._up = None
        self._parents[node] = parent
        node._tree = self._ref
        self._attach_below(node)

    def move_to(self, node: Node, index: int) -> None:
        """Put ``node`` at ``index`` among its siblings (-1: last)."""
        self._check_member(node)
        parent = node.parent
        if parent is None:
            return
        children = parent._children
        children.remove(node)
        children.insert(len(children) if index < 0 else min(index, len(children)), node)

    def reorder(self, parent: Node, order: Sequence[Node]) -> None:
        """Give ``parent``'s children the order ``order`` (the same nodes, e.g. to undo a promotion)."""
        self._check_member(parent)
        if sorted(map(id, order)) != sorted(map(id, parent._children)):
            raise SgfTreeError("a new order must hold exactly the same children")
        parent._children[:] = list(order)
