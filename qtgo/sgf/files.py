"""Reading and writing whole records: parse, load, dumps, save (atomic) and convert.

Besides SGF, ``parse`` and ``load`` read Tygem, WBaduk and PandaNet records
(``qtgo.sgf.foreign``) into the same trees; what is written is always SGF. Records beyond
the limits of ``qtgo.sgf.limits`` are refused with ``SgfLimitError`` before they are
parsed, and ``iter_load`` reads a collection one game at a time.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from qtgo.sgf import charset, grammar, limits
from qtgo.sgf import properties as props
from qtgo.sgf.atomic import write_atomic
from qtgo.sgf.conventions import apply_conventions
from qtgo.sgf.errors import SgfError, SgfPropertyError, SgfSyntaxError
from qtgo.sgf.tree import GameTree, Node

__all__ = ["ParseResult", "convert", "dumps", "iter_load", "iter_parse", "load", "parse", "save"]

# A plain value that may be a move written the human way (``B[R16]``, ``W[Pass]``): a
# cheap test on the whole text before looking at every move. Values with escapes or
# whitespace other than spaces are decoded one by one, and a move among them is looked
# at too (see ``_parse``), so what is read and what is written agree.
_HUMAN_HINT_RE = re.compile(r"\[(?:[A-HJ-Za-hj-z][0-9]|[Pp][Aa][Ss][Ss]\])")
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
_SPACES = frozenset(" \t\n\v\f")


def _may_hold_human_moves(text: str) -> bool:
    """Whether a value of the hint's shape belongs to a ``B`` or ``W`` property.

    Names and dates (``PB[P2 ...]``) often look like ``R16``; converting every node of a
    big collection for them took a fifth of the reading time. Looking back from each
    hint to its identifier costs a few characters: the walk stops at a non-letter.
    """
    for match in _HUMAN_HINT_RE.finditer(text):
        end = match.start()
        floor = max(0, end - 100)
        while end > floor and text[end - 1] in _SPACES:
            end -= 1
        start = end
        while start > floor and text[start - 1] in _LETTERS:
            start -= 1
        if start < end and grammar.normalise_identifier(text[start:end]) in ("B", "W"):
            return True
    return False


_WHERE_RE = re.compile(r"^line (\d+), column (\d+): ")
_WRITE_FIRST = ("GM", "FF", "CA", "AP")


@dataclass
class ParseResult:
    """The games of a record and what was wrong with it but could be read past.

    ``format`` is "SGF" or the foreign format the games were read from (``ForeignFormat``
    value); such a record is saved as SGF, never in its own format.
    """

    games: list[GameTree]
    warnings: list[str] = field(default_factory=list)
    encoding: str = "utf-8"
    format: str = "SGF"

    def __iter__(self) -> Iterator[GameTree]:
        return iter(self.games)

    def __len__(self) -> int:
        return len(self.games)


def _decode(data: bytes | bytearray | memoryview | str, encoding: str | None) -> tuple[str, str, list[str]]:
    if isinstance(data, str):
        return data, "str", []
    if isinstance(data, (bytes, bytearray, memoryview)):
        raw = bytes(data)
        limits.check_file_size(len(raw))
        return charset.decode(raw, encoding)
    raise TypeError(f"parse() needs bytes or str, not {type(data).__name__}")


def _foreign(data: bytes | str, name: str | None, encoding: str | None) -> ParseResult | None:
    """The record read by a foreign reader, or None when it is SGF."""
    if isinstance(data, str):
        return None
    from qtgo.sgf import foreign

    raw = bytes(data)
    form = foreign.sniff(raw, name)
    if form is None:
        return None
    limits.check_file_size(len(raw))
    tree, warnings, codec = foreign.read(raw, form, encoding=encoding)
    return ParseResult([tree], warnings + _finish(tree, ""), codec, form.value)


def parse(
    data: bytes | str,
    *,
    encoding: str | None = None,
    check_moves: bool = False,
    name: str | None = None,
) -> ParseResult:
    """Read a record from bytes (decoded by ``encoding``, ``CA`` or detection) or from text.

    Raises ``SgfSyntaxError`` when the text cannot be read as SGF and ``SgfLimitError``
    beyond the documented limits; everything that can be read past (junk outside the
    trees, a missing ``)``, a repeated property, undecodable bytes, moves written as
    ``R16``, komi written ×100) is listed in ``warnings``. Bytes of a Tygem, WBaduk or
    PandaNet record (known by ``name``'s extension or by their first lines) are read by
    that format's reader. With ``check_moves`` the main line of each game is also
    replayed under its rules, and illegal moves are listed too (the record still loads).
    """
    result = _foreign(data, name, encoding)
    if result is None:
        text, codec, warnings = _decode(data, encoding)
        limits.check_nodes(text)
        result = _parse_text(text, codec, warnings)
    if check_moves:
        _check_moves(result)
    return result


def _check_moves(result: ParseResult, first_number: int = 1, many: bool | None = None) -> None:
    from qtgo.sgf.replay import replay

    if many is None:
        many = len(result.games) > 1
    for number, game in enumerate(result.games, first_number):
        where = f"game {number}: " if many else ""
        try:
            result.warnings.extend(where + w for w in replay(game).warnings)
        except SgfError as error:
            result.warnings.append(f"{where}{error}")


def _parse_text(
    text: str, codec: str, warnings: list[str], first_game: int = 1, many: bool | None = None
) -> ParseResult:
    unusual_moves = False

    def decode_value(ident: str, raw: str) -> str:
        nonlocal unusual_moves
        if ident == "B" or ident == "W":
            unusual_moves = True
        return props.decode_value(ident, raw)

    games, grammar_warnings = grammar.parse_collection(
        text,
        node_class=Node,
        new_owner=GameTree._adopt,
        decode_value=decode_value,
    )
    warnings.extend(grammar_warnings)
    if many is None:
        many = len(games) > 1
    human = unusual_moves or _may_hold_human_moves(text)
    for number, game in enumerate(games, first_game):
        where = f"game {number}: " if many else ""
        warnings.extend(_finish(game, where, human))
    return ParseResult(games, warnings, codec)


def _finish(game: GameTree, where: str, human: bool = False) -> list[str]:
    """Per-game checks and repairs: the root, human-style moves, server conventions."""
    found = _check_root(game)
    if human:
        found += _convert_human_moves(game)
    found += apply_conventions(game)
    return [where + w for w in found]


def _check_root(game: GameTree) -> list[str]:
    """Root-level sanity: a Go game of a size SGF can address."""
    warnings = []
    root = game.root.properties
    gm = root.get("GM")
    if gm and gm[0].strip() not in ("1", ""):
        warnings.append(f"GM[{gm[0]}] is not a game of Go; read as Go anyway")
    sz = root.get("SZ")
    if sz:
        try:
            props.interpret_size(sz[0])
        except SgfPropertyError as error:
            warnings.append(f"{error}; using 19x19")
    return warnings


def _convert_human_moves(game: GameTree) -> list[str]:
    """Rewrite ``B[R16]``-style moves as SGF points, where the board size allows it."""
    size = game.size
    converted: list[str] = []
    refused: list[str] = []
    for node in game.nodes():
        for ident in ("B", "W"):
            values = node.properties.get(ident)
            if not values:
                continue
            value = values[0]
            if len(value) == 2 and value.isalpha():
                continue
            if props.is_human_pass(value):
                values[0] = ""
                converted.append(value)
                continue
            if props._HUMAN_RE.fullmatch(value) is None:
                continue
            point = props.interpret_human_point(value, size)
            if point is None:
                refused.append(value)
            else:
                values[0] = props.serialise_point(point)
                converted.append(value)
    warnings = []
    if converted:
        warnings.append(f"{len(converted)} moves written as coordinates like {converted[0]!r} were read as SGF points")
    if refused:
        warnings.append(f"moves {', '.join(refused[:5])} are off the board and were kept as written")
    return warnings


def load(path: str | os.PathLike[str], *, encoding: str | None = None, check_moves: bool = True) -> ParseResult:
    """Read a record file (see ``parse``); ``OSError`` for a file that cannot be read.

    Opening a file is what the application does, so by default the main lines are
    replayed and illegal moves reported among the warnings (``check_moves``). A file
    larger than ``limits.MAX_FILE_BYTES`` is refused before it is read.
    """
    data = limits.read_bounded(path)
    return parse(data, encoding=encoding, check_moves=check_moves, name=os.fspath(path))


def iter_parse(
    data: bytes | str, *, encoding: str | None = None, check_moves: bool = False, name: str | None = None
) -> Iterator[ParseResult]:
    """The games of a record one at a time, each as a ``ParseResult`` of one game.

    Memory stays that of one game (plus the text), whatever the collection's size, and
    ``limits.MAX_NODES`` applies to each game alone. Line numbers in messages are those
    of the whole file; the decoding warnings come with the first game.
    """
    foreign = _foreign(data, name, encoding)
    if foreign is not None:
        if check_moves:
            _check_moves(foreign)
        yield foreign
        return
    text, codec, warnings = _decode(data, encoding)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\n\r", "\n").replace("\r", "\n")
    spans = list(limits.game_spans(text))
    if not spans:
        yield _parse_text(text, codec, warnings)  # raises the grammar's own message
        return
    many = len(spans) > 1
    line = 1
    previous = 0
    for number, (start, end) in enumerate(spans, 1):
        line += text.count("\n", previous, start)
        previous = start
        chunk = text[start:end]
        limits.check_nodes(chunk, f"game {number}" if many else "the file")
        try:
            result = _parse_text(chunk, codec, [], number, many)
        except SgfSyntaxError as error:
            raise _shifted(error, line, start - text.rfind("\n", 0, start) - 1) from None
        result.warnings = warnings + [_shift_warning(w, line) for w in result.warnings]
        warnings = []
        if check_moves:
            _check_moves(result, number, many)
        yield result


def _shifted(error: SgfSyntaxError, line: int, offset: int) -> SgfSyntaxError:
    """A chunk's syntax error with the line (and column) of the whole file."""
    column = error.column + (offset if error.line == 1 else 0)
    return SgfSyntaxError(error.message, error.line + line - 1, column)


def _shift_warning(warning: str, line: int) -> str:
    match = _WHERE_RE.match(warning)
    if match is None or line == 1:
        return warning
    return f"line {int(match.group(1)) + line - 1}, column {match.group(2)}: {warning[match.end() :]}"


def iter_load(
    path: str | os.PathLike[str], *, encoding: str | None = None, check_moves: bool = False
) -> Iterator[ParseResult]:
    """``iter_parse`` on a file: for commands that handle a collection game by game."""
    data = limits.read_bounded(path)
    yield from iter_parse(data, encoding=encoding, check_moves=check_moves, name=os.fspath(path))


def _root_properties(node: Node, application: str) -> Iterator[tuple[str, Sequence[str]]]:
    p = node.properties
    if "GM" in p:
        yield "GM", p["GM"]
    yield "FF", ["4"]
    yield "CA", ["UTF-8"]
    yield "AP", [application]
    for ident, values in p.items():
        if ident not in _WRITE_FIRST and values:
            yield ident, values


def dumps(games: GameTree | Iterable[GameTree]) -> str:
    """SGF text for one game or a collection: FF[4], CA[UTF-8], AP[qtgo:VERSION]."""
    from qtgo import __version__

    if isinstance(games, GameTree):
        games = [games]
    trees = list(games)
    if not trees:
        raise SgfError("a record needs at least one game")
    application = f"qtgo:{__version__}"
    roots = {id(tree.root) for tree in trees}

    def node_properties(node: Node) -> Iterable[tuple[str, Sequence[str]]]:
        if id(node) in roots and node.parent is None:
            return _root_properties(node, application)
        return ((ident, values) for ident, values in node.properties.items() if values)

    return grammar.serialise_collection([tree.root for tree in trees], node_properties, props.encode_value)


def save(path: str | os.PathLike[str], games: GameTree | Iterable[GameTree]) -> None:
    """Write a record atomically (``qtgo.sgf.atomic``): all of it or nothing.

    A symbolic link is followed (the file it points to is replaced, the link stays), and
    an ``OSError`` names ``path``, never the temporary file.
    """
    write_atomic(path, dumps(games).encode("utf-8"))


def convert(
    in_path: str | os.PathLike[str],
    out_path: str | os.PathLike[str],
    *,
    encoding: str | None = None,
) -> ParseResult:
    """Read a record and write it as clean SGF: every game, variation and property kept.

    Returns what was read (its warnings are worth showing); raises ``SgfError`` when the
    input is not SGF and ``OSError`` when a file cannot be read or written.
    """
    result = load(in_path, encoding=encoding, check_moves=False)
    save(out_path, result.games)
    return result
