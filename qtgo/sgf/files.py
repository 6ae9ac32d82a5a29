"""Reading and writing whole records: parse, load, dumps, save (atomic) and convert."""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from qtgo.sgf import charset, grammar
from qtgo.sgf import properties as props
from qtgo.sgf.errors import SgfError, SgfPropertyError
from qtgo.sgf.tree import GameTree, Node

__all__ = ["ParseResult", "parse", "load", "dumps", "save", "convert"]

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
_WRITE_FIRST = ("GM", "FF", "CA", "AP")


@dataclass
class ParseResult:
    """The games of a record and what was wrong with it but could be read past."""

    games: list[GameTree]
    warnings: list[str] = field(default_factory=list)
    encoding: str = "utf-8"

    def __iter__(self) -> Iterator[GameTree]:
        return iter(self.games)

    def __len__(self) -> int:
        return len(self.games)


def parse(
    data: bytes | str, *, encoding: str | None = None, check_moves: bool = False
) -> ParseResult:
    """Read SGF from bytes (decoded by ``encoding``, ``CA`` or detection) or from text.

    Raises ``SgfSyntaxError`` when the text cannot be read as SGF; everything that can
    be read past (junk outside the trees, a missing ``)``, a repeated property,
    undecodable bytes, moves written as ``R16``) is listed in ``warnings``. With
    ``check_moves`` the main line of each game is also replayed under its rules, and
    illegal moves or setup on occupied points are listed too (the record still loads).
    """
    result = _parse(data, encoding)
    if check_moves:
        from qtgo.sgf.replay import replay

        many = len(result.games) > 1
        for number, game in enumerate(result.games, 1):
            where = f"game {number}: " if many else ""
            try:
                result.warnings.extend(where + w for w in replay(game).warnings)
            except SgfError as error:
                result.warnings.append(f"{where}{error}")
    return result


def _parse(data: bytes | str, encoding: str | None) -> ParseResult:
    warnings: list[str]
    if isinstance(data, str):
        text, codec, warnings = data, "str", []
    elif isinstance(data, (bytes, bytearray, memoryview)):
        text, codec, warnings = charset.decode(bytes(data), encoding)
    else:
        raise TypeError(f"parse() needs bytes or str, not {type(data).__name__}")
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
    many = len(games) > 1
    for number, game in enumerate(games, 1):
        where = f"game {number}: " if many else ""
        warnings.extend(where + w for w in _check_root(game))
    if unusual_moves or _may_hold_human_moves(text):
        for number, game in enumerate(games, 1):
            where = f"game {number}: " if many else ""
            warnings.extend(where + w for w in _convert_human_moves(game))
    return ParseResult(games, warnings, codec)


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
        warnings.append(
            f"{len(converted)} moves written as coordinates like {converted[0]!r} "
            "were read as SGF points"
        )
    if refused:
        warnings.append(f"moves {', '.join(refused[:5])} are off the board and were kept as written")
    return warnings


def load(
    path: str | os.PathLike[str], *, encoding: str | None = None, check_moves: bool = True
) -> ParseResult:
    """Read a record file (see ``parse``); ``OSError`` for a file that cannot be read.

    Opening a file is what the application does, so by default the main lines are
    replayed and illegal moves reported among the warnings (``check_moves``).
    """
    with open(path, "rb") as handle:
        data = handle.read()
    return parse(data, encoding=encoding, check_moves=check_moves)


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

    return grammar.serialise_collection(
        [tree.root for tree in trees], node_properties, props.encode_value
    )


def save(path: str | os.PathLike[str], games: GameTree | Iterable[GameTree]) -> None:
    """Write a record atomically: a temporary file beside it, fsync, then rename.

    A crash or a full disk leaves either the old file or the new one, never half of one.
    """
    import tempfile  # here, not at the top: reading records never needs it (start-up)
    from pathlib import Path

    data = dumps(games).encode("utf-8")
    target = Path(path)
    folder = target.parent
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if target.exists():
            with contextlib.suppress(OSError):
                os.chmod(temporary, target.stat().st_mode & 0o7777)
        else:
            os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    try:
        directory = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(directory)
    except OSError:
        pass
    finally:
        os.close(directory)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


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
