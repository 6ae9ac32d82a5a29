"""The grammar layer: SGF text to a raw tree of nodes and back, knowing nothing of Go.

Tokenising is one compiled regular expression run over the whole text (``findall``),
so the common path has no per-character Python loop; the tree is built with an explicit
stack, never by recursion, so a 100,000-node line or 20,000 variations load fine. Every
alternative of the expression is linear: an unterminated value runs to the end of the
text in one step, and identifiers and junk are consumed whole, so hostile input cannot
make the tokeniser quadratic.

Node objects are made by the caller's class (``node_class``) and get their
``properties`` and ``_children`` set here, and ``_tree``, a weak reference to the object
``new_owner(root)`` makes for their game. ``new_owner`` also gives the dictionary where
each node's parent is recorded (child -> parent), so that trees hold no reference
cycles and are freed by reference counting. Values are the raw text between the
brackets unless ``decode_value`` is given, which is called only for values that hold
escapes or whitespace other than spaces.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from qtgo._gc import collector_paused
from qtgo.sgf.errors import SgfSyntaxError

__all__ = ["parse_collection", "serialise_collection", "normalise_identifier"]

_VALUE = r"\[[^\]\\]*+(?:\\.[^\]\\]*+)*+(?:\]|\\?\Z)"
_TOKEN_RE = re.compile(
    rf"""
    \s*+
    (?:
        ((?:;\s*+[A-Z]++\[[^\]\\\s]*+\]\s*+(?=[;()]))++)     # 1: nodes of one plain property
      | ([A-Z]++)\[([^\]\\\t\n\r\v\f]*+)\](?!\s*+\[)   # 2, 3: identifier with one plain value
      | ([A-Za-z]++)((?:\s*+{_VALUE})*+)                # 4, 5: identifier with any values
      | ([;()])                                         # 6: punctuation
      | ({_VALUE})                                      # 7: a value with no identifier
      | ([^;()\[A-Za-z\s]++)                            # 8: anything else
    )""",
    re.X | re.S,
)
_RUN_RE = re.compile(r"\s*;\s*([A-Z]+)\[([^\]]*)\]")
_VALUES_RE = re.compile(r"\[([^\]\\]*+(?:\\.[^\]\\]*+)*+)(\]|\\?\Z)", re.S)
_DIRTY_RE = re.compile(r"[\\\t\n\v\f]")
_NEWLINES_RE = re.compile(r"\n\r|\r\n|\r")
_LOWER_RE = re.compile(r"[a-z]+")
_FINDALL_LIMIT = 1 << 18  # characters; above this, tokens are produced lazily

_OUTSIDE, _OPEN, _NODE, _CLOSED = range(4)

_NO_FIRST_SEMICOLON = "the first node's ';' is missing; its properties read as the root's"

DecodeValue = Callable[[str, str], str]


class _Restart(Exception):
    """The fast pass met something worth a message: redo the file with positions."""


def normalise_identifier(ident: str) -> str:
    """FF[3] long names keep only their capitals (``CoPyright`` -> ``CP``)."""
    if ident.isupper():
        return ident
    short = _LOWER_RE.sub("", ident)
    return short or ident.upper()


def _position(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)
    return line, column


class _Tracker:
    """Yields token tuples while remembering where the current token starts."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.start = 0

    def __iter__(self) -> Iterator[tuple[str, ...]]:
        for match in _TOKEN_RE.finditer(self.text):
            token = match.group()
            self.start = match.start() + len(token) - len(token.lstrip())
            yield match.groups()

    def where(self) -> tuple[int, int]:
        return _position(self.text, self.start)


def parse_collection(
    text: str,
    *,
    node_class: type,
    new_owner: Callable[[Any], tuple[Any, dict[Any, Any]]],
    decode_value: DecodeValue | None = None,
) -> tuple[list[Any], list[str]]:
    """Parse a collection: returns the owners made by ``new_owner(root)`` and warnings.

    Raises ``SgfSyntaxError`` (with line and column) for damage that cannot be read past;
    recoverable damage (junk outside game trees, a missing ``)`` at the end, a duplicated
    property, a file cut off inside a value) becomes a warning.
    """
    if "\r" in text:
        text = _NEWLINES_RE.sub("\n", text)
    with collector_paused():  # the trees built here make no reference cycles
        return _parse_text(text.rstrip(), node_class, new_owner, decode_value)


def _parse_text(
    text: str,
    node_class: type,
    new_owner: Callable[[Any], tuple[Any, dict[Any, Any]]],
    decode_value: DecodeValue | None,
) -> tuple[list[Any], list[str]]:
    if len(text) <= _FINDALL_LIMIT:
        try:
            return _build(_TOKEN_RE.findall(text), node_class, new_owner, decode_value, None)
        except _Restart:
            pass
    elif not _needs_positions_hint(text):
        try:
            tokens = (match.groups() for match in _TOKEN_RE.finditer(text))
            return _build(tokens, node_class, new_owner, decode_value, None)
        except _Restart:
            pass
    tracker = _Tracker(text)
    return _build(tracker, node_class, new_owner, decode_value, tracker)


def _needs_positions_hint(text: str) -> bool:
    """Big files skip the fast pass only when they obviously start with junk."""
    return not text.lstrip().startswith("(")


def _build(
    tokens: Iterable[tuple[str, ...]],
    node_class: type,
    new_owner: Callable[[Any], tuple[Any, dict[Any, Any]]],
    decode_value: DecodeValue | None,
    tracker: _Tracker | None,
) -> tuple[list[Any], list[str]]:
    owners: list[Any] = []
    warnings: list[str] = []
    stack: list[Any] = []
    cur: Any = None
    props: dict[str, list[str]] | None = None
    state = _OUTSIDE
    owner_ref: Any = None
    links: dict[Any, Any] = {}
    new = object.__new__
    junk_warned = False

    def fail(message: str) -> SgfSyntaxError:
        if tracker is None:
            raise _Restart
        line, column = tracker.where()
        return SgfSyntaxError(message, line, column)

    repeats: dict[str, list[int]] = {}  # message -> [index in warnings, count]

    def warn(message: str) -> None:
        if tracker is None:
            raise _Restart
        seen = repeats.get(message)
        if seen is not None:
            seen[1] += 1
            return
        line, column = tracker.where()
        repeats[message] = [len(warnings), 1]
        warnings.append(f"line {line}, column {column}: {message}")

    def outside(token: str) -> None:
        nonlocal junk_warned
        if not junk_warned:
            junk_warned = True
            warn(f"text outside any game tree ignored ({token[:20]!r})")

    for run, ident, value, gident, blob, punct, bare, junk in tokens:
        if run:
            if state == _NODE or (state == _OPEN and cur is not None):
                children = cur._children
                parts = iter(_RUN_RE.split(run))  # "", ident, value, "", ident, value, ...
                for _, ident, value in zip(parts, parts, parts, strict=False):
                    node: Any = new(node_class)
                    node.properties = {ident: [value]}
                    node._children = []
                    links[node] = cur
                    node._tree = owner_ref
                    children.append(node)
                    cur = node
                    children = node._children
                props = node.properties
                state = _NODE
                continue
            # The rare cases (a root, a node after a variation) take the general path.
            for ident, value in _RUN_RE.findall(run):
                state, cur, props, owner_ref, links = _start_node(
                    state, cur, owner_ref, links, node_class, new_owner, owners, warn, outside
                )
                if props is not None:
                    props[ident] = [value]
                else:
                    outside(ident)
        elif ident:
            if props is None:
                if state == _OUTSIDE:
                    outside(ident)
                    continue
                if not _opens_game(state, cur, stack):
                    raise fail(f"property {ident} outside a node (a ';' is missing)")
                warn(_NO_FIRST_SEMICOLON)
                state, cur, props, owner_ref, links = _start_node(
                    state, cur, owner_ref, links, node_class, new_owner, owners, warn, outside
                )
                assert props is not None
            if ident in props:
                warn(f"property {ident} repeated in one node; values merged")
                props[ident].append(value)
            else:
                props[ident] = [value]
        elif punct == ";":
            state, cur, props, owner_ref, links = _start_node(
                state, cur, owner_ref, links, node_class, new_owner, owners, warn, outside
            )
        elif gident:
            if props is None:
                if state == _OUTSIDE:
                    outside(gident)
                    continue
                if not _opens_game(state, cur, stack):
                    raise fail(f"property {gident} outside a node (a ';' is missing)")
                warn(_NO_FIRST_SEMICOLON)
                state, cur, props, owner_ref, links = _start_node(
                    state, cur, owner_ref, links, node_class, new_owner, owners, warn, outside
                )
                assert props is not None
            name = normalise_identifier(gident)
            if not blob:
                raise fail(f"property {gident} has no value")
            values = []
            for content, closer in _VALUES_RE.findall(blob):
                if closer != "]":
                    warn(f"the file ends inside the value of {name}; that value is dropped")
                    continue
                values.append(content)
            if decode_value is not None and _DIRTY_RE.search(blob):
                values = [decode_value(name, v) for v in values]
            if gident.islower():
                warn(f"lower-case property identifier {gident} read as {name}")
            if name in props:
                warn(f"property {name} repeated in one node; values merged")
                props[name].extend(values)
            elif values:
                props[name] = values
        elif punct == "(":
            if state == _OUTSIDE:
                stack = [None]
                cur = None
                state = _OPEN
            elif state == _OPEN:
                raise fail("'(' must be followed by ';'")
            else:
                stack.append(cur)
                props = None
                state = _OPEN
        elif punct == ")":
            if state == _OUTSIDE:
                outside(punct)
            elif state == _OPEN:
                if len(stack) == 1 and cur is None:
                    warn("empty game tree '()' ignored")
                    stack = []
                    state = _OUTSIDE
                else:
                    # Sabaki skips it too: a variation without nodes holds nothing to keep.
                    warn("empty variation '()' skipped")
                    cur = stack.pop()
                    props = None
                    state = _CLOSED if cur._children else _NODE
                    if state == _NODE:
                        props = cur.properties
            else:
                cur = stack.pop()
                props = None
                if stack:
                    state = _CLOSED
                else:
                    state = _OUTSIDE
                    cur = None
        elif bare:
            if state == _OUTSIDE:
                outside(bare)
            elif (opened := _VALUES_RE.match(bare)) is None or opened.group(2) != "]":
                warn("the file ends inside a value; that value is dropped")
            else:
                raise fail("a value without a property identifier")
        elif state == _OUTSIDE:
            outside(junk)
        else:
            raise fail(f"unexpected text {junk[:20]!r}")
    if state != _OUTSIDE:
        if cur is None and len(stack) <= 1:
            warn("the file ends with an empty game tree; it is ignored")
        else:
            warn(f"the file ends without closing {len(stack)} game tree(s); ')' added")
    if not owners:
        if tracker is None:
            raise _Restart
        raise SgfSyntaxError("no game tree found (an SGF file starts with '(;')", 1, 1)
    for index, count in repeats.values():
        if count > 1:
            warnings[index] += f" ({count} times, the first shown)"
    return owners, warnings


def _opens_game(state: int, cur: Any, stack: list[Any]) -> bool:
    """Just after a game tree's '(' (no node yet): where Nihon Ki-in records omit the ';'."""
    return state == _OPEN and cur is None and len(stack) == 1


def _start_node(
    state: int,
    cur: Any,
    owner_ref: Any,
    links: dict[Any, Any],
    node_class: type,
    new_owner: Callable[[Any], tuple[Any, dict[Any, Any]]],
    owners: list[Any],
    warn: Callable[[str], None],
    outside: Callable[[str], None],
) -> tuple[int, Any, dict[str, list[str]] | None, Any, dict[Any, Any]]:
    """A ';': a new node below ``cur`` (a new game when there is none)."""
    if state == _OUTSIDE:
        outside(";")
        return state, cur, None, owner_ref, links
    if state == _CLOSED:
        warn("a node follows a variation without '('; read as one more variation")
    node: Any = object.__new__(node_class)
    props: dict[str, list[str]] = {}
    node.properties = props
    node._children = []
    if cur is None:
        owner, links = new_owner(node)
        owners.append(owner)
        owner_ref = weakref.ref(owner)
    else:
        links[node] = cur
        cur._children.append(node)
    node._tree = owner_ref
    return _NODE, node, props, owner_ref, links


def serialise_collection(
    roots: Sequence[Any],
    node_properties: Callable[[Any], Iterable[tuple[str, Sequence[str]]]],
    encode_value: Callable[[str, str], str],
    width: int = 79,
) -> str:
    """Write game trees as SGF text, wrapping lines between properties and nodes.

    ``node_properties(node)`` gives the ``(identifier, values)`` to write for a node and
    ``encode_value(identifier, value)`` the escaped text between the brackets. Values are
    never broken, so a long comment makes a long line.
    """
    out: list[str] = []
    column = 0

    def put(piece: str, newline: bool = False) -> None:
        nonlocal column
        if column and (newline or column + len(piece) > width):
            out.append("\n")
            column = 0
        out.append(piece)
        if "\n" in piece:
            column = len(piece) - piece.rfind("\n") - 1
        else:
            column += len(piece)

    def put_node(node: Any) -> None:
        put(";")
        for ident, values in node_properties(node):
            first = True
            for value in values:
                piece = f"[{encode_value(ident, value)}]"
                put(ident + piece if first else piece)
                first = False

    for root in roots:
        put("(", newline=True)
        stack: list[Iterator[Any]] = []
        node = root
        while True:
            put_node(node)
            while len(node._children) == 1:
                node = node._children[0]
                put_node(node)
            if node._children:
                stack.append(iter(node._children))
            else:
                put(")")
            while stack:
                following = next(stack[-1], None)
                if following is None:
                    stack.pop()
                    put(")")
                else:
                    put("(", newline=True)
                    node = following
                    break
            else:
                break
    out.append("\n")
    return "".join(out)
