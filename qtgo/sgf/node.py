"""Nodes of a game tree: properties, parent and ordered children, and typed access to what
they hold (moves, setup, markup, comments, time left).

A node's children change only through ``GameTree`` (``qtgo.sgf.tree``); the parent links
of the nodes of a game live in the game, which a node refers to weakly.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterator, Mapping, Sequence
from typing import NamedTuple, Protocol

from qtgo.rules import Color, Move, Point
from qtgo.sgf import properties as props
from qtgo.sgf.errors import SgfPropertyError, SgfTreeError

__all__ = ["Node", "NodeOwner", "PropertyValues", "Setup"]

PropertyValues = Sequence[str] | str
_IDENT_RE = re.compile(r"[A-Z]+")
_BLACK, _WHITE = Color.BLACK, Color.WHITE
# Moves are immutable, so each spelling is decoded once ("tt" depends on the board).
_BLACK_MOVES: dict[str, Move] = {}
_WHITE_MOVES: dict[str, Move] = {}


class NodeOwner(Protocol):
    """What a node needs of the game it belongs to (``GameTree`` is the one owner).

    A protocol here, so that the node does not import the tree that holds it.
    """

    root: Node
    _parents: dict[Node, Node]

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def handicap(self) -> int | None: ...

    def _detach_below(self, top: Node) -> None: ...


class Setup(NamedTuple):
    """The setup of one node: stones added (``AB``/``AW``), points cleared (``AE``), ``PL``."""

    black: tuple[Point, ...]
    white: tuple[Point, ...]
    empty: tuple[Point, ...]
    to_play: Color | None


def _values(values: PropertyValues) -> list[str]:
    if isinstance(values, str):
        return [values]
    result = list(values)
    for value in result:
        if not isinstance(value, str):
            raise SgfPropertyError(f"property values must be text, not {type(value).__name__}")
    return result


def _check_ident(ident: str) -> str:
    if not _IDENT_RE.fullmatch(ident):
        raise SgfPropertyError(f"{ident!r} is not an SGF property identifier (capitals only)")
    return ident


class Node:
    """One node of a game tree: its properties, its parent and its ordered children.

    ``properties`` maps FF[4] identifiers to lists of decoded, unescaped text values
    (change them through ``set``/``remove_property``). ``children`` is a read-only tuple,
    the first child being the main line: the tree changes only through ``GameTree``'s
    methods (``add_child``, ``remove``, ``insert``, ``promote``, ``make_main_line``, ...), so
    no node is ever half detached.

    Parent links of the nodes of a game live in the game (``GameTree``), and a node
    refers to its game weakly: a tree has no reference cycles, so a record that is
    dropped is freed at once by reference counting instead of by the cyclic garbage
    collector, which took a third of the reading time. Keep the ``GameTree`` while
    working with its nodes. Nodes outside any game keep their parent themselves.
    """

    __slots__ = ("properties", "_children", "_tree", "_up")

    properties: dict[str, list[str]]
    _children: list[Node]
    _tree: weakref.ref[NodeOwner] | None
    _up: Node | None

    def __init__(self, properties: Mapping[str, PropertyValues] | None = None) -> None:
        """A detached node; ``GameTree.add_child`` is how a node joins a game."""
        self.properties = {}
        self._children = []
        self._tree = None
        self._up = None
        for ident, values in (properties or {}).items():
            self.set(ident, values)

    @property
    def children(self) -> tuple[Node, ...]:
        """The children in order (0 = main line); change them through ``GameTree``."""
        return tuple(self._children)

    def _game(self) -> NodeOwner | None:
        ref = self._tree
        return ref() if ref is not None else None

    @property
    def parent(self) -> Node | None:
        """The node above this one; None for a root or a node cut out of its tree."""
        ref = self._tree
        if ref is not None:
            tree = ref()
            if tree is not None:
                return tree._parents.get(self)
        return getattr(self, "_up", None)

    def __repr__(self) -> str:
        shown = "".join(f"{k}[{']['.join(v)}]" for k, v in list(self.properties.items())[:4])
        return f"<Node ;{shown[:60]}>"

    # ----------------------------------------------------------------- raw access
    def get(self, ident: str, default: str | None = None) -> str | None:
        """The first value of a property (most have one), or ``default``."""
        values = self.properties.get(ident)
        return values[0] if values else default

    def get_list(self, ident: str) -> list[str]:
        """All values of a property (a copy), empty when absent."""
        return list(self.properties.get(ident, ()))

    def set(self, ident: str, values: PropertyValues | None) -> None:
        """Set a property (one text or a list of texts); None or ``[]`` removes it."""
        _check_ident(ident)
        if values is None:
            self.properties.pop(ident, None)
            return
        listed = _values(values)
        if listed:
            self.properties[ident] = listed
        else:
            self.properties.pop(ident, None)

    def has(self, ident: str) -> bool:
        return ident in self.properties

    def __contains__(self, ident: object) -> bool:
        return ident in self.properties

    def remove_property(self, ident: str) -> None:
        self.properties.pop(ident, None)

    # ----------------------------------------------------------------- navigation
    @property
    def tree(self) -> NodeOwner | None:
        """The game this node belongs to, None for a detached node."""
        tree = self._game()
        if tree is None:
            top = self
            while (above := top.parent) is not None:
                top = above
            tree = top._game()
            if tree is not None and tree.root is not top:
                tree = None
        return tree

    @property
    def size(self) -> tuple[int, int]:
        """The board size of this node's game (19x19 for a node of no game)."""
        tree = self.tree
        return tree.size if tree is not None else (19, 19)

    @property
    def next(self) -> Node | None:
        """The main-line continuation (first child), or None at the end of a line."""
        return self._children[0] if self._children else None

    @property
    def previous(self) -> Node | None:
        return self.parent

    @property
    def is_root(self) -> bool:
        return self.parent is None

    @property
    def siblings(self) -> tuple[Node, ...]:
        """All children of the parent, this node included; just this node for a root."""
        return tuple(self.parent._children) if self.parent is not None else (self,)

    @property
    def variation_index(self) -> int:
        """This node's place among its parent's children (0 = main line)."""
        if self.parent is None:
            return 0
        for index, child in enumerate(self.parent._children):
            if child is self:
                return index
        raise SgfTreeError("the node is not among its parent's children")

    @property
    def depth(self) -> int:
        """The number of nodes above this one (0 for the root)."""
        depth, node = 0, self.parent
        while node is not None:
            depth, node = depth + 1, node.parent
        return depth

    def ancestors(self) -> Iterator[Node]:
        """Parent, grandparent, ... up to the root."""
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def is_main_line(self) -> bool:
        """Whether every node from the root to this one is a first child."""
        node = self
        while node.parent is not None:
            if node.parent._children[0] is not node:
                return False
            node = node.parent
        return True

    def line_end(self) -> Node:
        """The last node of this node's main continuation."""
        node = self
        while node._children:
            node = node._children[0]
        return node

    def walk(self) -> Iterator[Node]:
        """This node and all below it, depth first in child order, without recursion."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node._children))

    # ----------------------------------------------------------------- moves
    @property
    def move(self) -> Move | None:
        """The move of this node (``B``/``W``), None when it has none.

        Raises ``SgfPropertyError`` for a value that is no point; a point off the board
        is returned so that the rules can call it ``off-board``.
        """
        properties = self.properties
        values = properties.get("B")
        if values is not None:
            cache = _BLACK_MOVES
        else:
            values = properties.get("W")
            if values is None:
                return None
            cache = _WHITE_MOVES
        value = values[0] if values else ""
        move = cache.get(value)
        if move is not None:
            return move
        color = _BLACK if cache is _BLACK_MOVES else _WHITE
        point = props.interpret_move(value, self.size)
        move = Move(color, point)
        if value != "tt" and len(cache) < 10000:
            cache[value] = move
        return move

    @move.setter
    def move(self, move: Move | None) -> None:
        self.properties.pop("B", None)
        self.properties.pop("W", None)
        if move is not None:
            self.properties[move.color.value] = [props.serialise_move(move.point)]

    # ----------------------------------------------------------------- setup
    @property
    def setup(self) -> Setup | None:
        """``AB``/``AW``/``AE``/``PL`` of this node, None when it has none of them."""
        p = self.properties
        if "AB" not in p and "AW" not in p and "AE" not in p and "PL" not in p:
            return None
        size = self.size
        black = props.interpret_point_tuple(p.get("AB", ()), size)
        white = props.interpret_point_tuple(p.get("AW", ()), size)
        empty = props.interpret_point_tuple(p.get("AE", ()), size)
        pl = p.get("PL")
        to_play = props.interpret_color(pl[0]) if pl else None
        return Setup(black, white, empty, to_play)

    @setup.setter
    def setup(self, setup: Setup | None) -> None:
        for ident in ("AB", "AW", "AE", "PL"):
            self.properties.pop(ident, None)
        if setup is None:
            return
        for ident, points in (("AB", setup.black), ("AW", setup.white), ("AE", setup.empty)):
            if points:
                self.properties[ident] = props.serialise_point_list(points)
        if setup.to_play is not None:
            self.properties["PL"] = [setup.to_play.value]

    @property
    def to_play(self) -> Color | None:
        """``PL``: who plays next after this node's setup."""
        value = self.get("PL")
        return props.interpret_color(value) if value is not None else None

    # ----------------------------------------------------------------- text
    def _text(self, ident: str) -> str | None:
        values = self.properties.get(ident)
        return "\n".join(values) if values else None

    def _set_text(self, ident: str, text: str | None, simple: bool) -> None:
        if not text:
            self.properties.pop(ident, None)
        else:
            clean = props.serialise_simpletext(text) if simple else props.serialise_text(text)
            self.properties[ident] = [clean]

    @property
    def comment(self) -> str | None:
        """``C``: the comment (text with line breaks), None when absent."""
        return self._text("C")

    @comment.setter
    def comment(self, text: str | None) -> None:
        self._set_text("C", text, simple=False)

    @property
    def name(self) -> str | None:
        """``N``: the node's name."""
        return self._text("N")

    @name.setter
    def name(self, text: str | None) -> None:
        self._set_text("N", text, simple=True)

    # ----------------------------------------------------------------- markup
    def points(self, ident: str) -> list[Point]:
        """A point-list property (``TR``, ``AB``, ``TB``, ...) with ``aa:cc`` expanded."""
        return props.interpret_point_list(self.properties.get(ident, ()), self.size)

    def set_points(self, ident: str, points: Sequence[Point]) -> None:
        self.set(_check_ident(ident), props.serialise_point_list(points))

    @property
    def triangles(self) -> list[Point]:
        return self.points("TR")

    @property
    def squares(self) -> list[Point]:
        return self.points("SQ")

    @property
    def circles(self) -> list[Point]:
        return self.points("CR")

    @property
    def crosses(self) -> list[Point]:
        """``MA``: points marked with an X."""
        return self.points("MA")

    @property
    def selected(self) -> list[Point]:
        return self.points("SL")

    @property
    def dimmed(self) -> list[Point]:
        """``DD``: points shown dimmed (an empty ``DD[]`` undims)."""
        return self.points("DD")

    @property
    def territory_black(self) -> list[Point]:
        return self.points("TB")

    @property
    def territory_white(self) -> list[Point]:
        return self.points("TW")

    @property
    def labels(self) -> dict[Point, str]:
        """``LB``: label text by point."""
        size = self.size
        return dict(props.interpret_label(v, size) for v in self.properties.get("LB", ()))

    @labels.setter
    def labels(self, labels: Mapping[Point, str]) -> None:
        self.set("LB", [props.serialise_label(p, text) for p, text in labels.items()])

    def _pairs(self, ident: str) -> list[tuple[Point, Point]]:
        size = self.size
        return [props.interpret_point_pair(v, size) for v in self.properties.get(ident, ())]

    @property
    def arrows(self) -> list[tuple[Point, Point]]:
        """``AR``: arrows as (from, to)."""
        return self._pairs("AR")

    @arrows.setter
    def arrows(self, pairs: Sequence[tuple[Point, Point]]) -> None:
        self.set("AR", [props.serialise_point_pair(a, b) for a, b in pairs])

    @property
    def lines(self) -> list[tuple[Point, Point]]:
        """``LN``: lines as (from, to)."""
        return self._pairs("LN")

    @lines.setter
    def lines(self, pairs: Sequence[tuple[Point, Point]]) -> None:
        self.set("LN", [props.serialise_point_pair(a, b) for a, b in pairs])

    # ----------------------------------------------------------------- timing
    def time_left(self, color: Color) -> float | None:
        """``BL``/``WL``: seconds left for that player after this move."""
        value = self.get("BL" if color is Color.BLACK else "WL")
        return props.interpret_real(value) if value is not None else None

    def set_time_left(self, color: Color, seconds: float | None) -> None:
        ident = "BL" if color is Color.BLACK else "WL"
        self.set(ident, None if seconds is None else props.serialise_real(seconds))

    def stones_left(self, color: Color) -> int | None:
        """``OB``/``OW``: moves left in the current overtime period."""
        value = self.get("OB" if color is Color.BLACK else "OW")
        return props.interpret_number(value) if value is not None else None

    def set_stones_left(self, color: Color, stones: int | None) -> None:
        ident = "OB" if color is Color.BLACK else "OW"
        self.set(ident, None if stones is None else props.serialise_number(stones))

    @property
    def black_time_left(self) -> float | None:
        return self.time_left(Color.BLACK)

    @property
    def white_time_left(self) -> float | None:
        return self.time_left(Color.WHITE)

    @property
    def black_stones_left(self) -> int | None:
        return self.stones_left(Color.BLACK)

    @property
    def white_stones_left(self) -> int | None:
        return self.stones_left(Color.WHITE)
