"""Records from Go servers that do not write SGF: Tygem ``.gib``, WBaduk/Cyberoro ``.ngf``
and PandaNet ``.ugf``/``.ugi``, read into the same ``GameTree`` as SGF (and saved as SGF).

``qtgo.sgf.load`` and ``parse`` call ``sniff`` first, so every command and window that reads
SGF reads these too; the format is known by the file's extension or, without one, by its
first lines.

May import: ``qtgo.rules`` and ``qtgo.sgf``; never Qt.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from qtgo.sgf.errors import SgfFormatError
from qtgo.sgf.foreign._record import ForeignRecord
from qtgo.sgf.foreign.gib import looks_like_gib, read_gib
from qtgo.sgf.foreign.ngf import looks_like_ngf, read_ngf
from qtgo.sgf.foreign.ugf import looks_like_ugf, read_ugf
from qtgo.sgf.tree import GameTree

__all__ = ["EXTENSIONS", "ForeignFormat", "ForeignRecord", "read", "sniff"]


class ForeignFormat(enum.Enum):
    """The formats read besides SGF (the value is what messages call them)."""

    GIB = "Tygem GIB"
    NGF = "WBaduk NGF"
    UGF = "PandaNet UGF"


#: File extensions (lower case, with the dot) of each format, for open dialogs too.
EXTENSIONS: dict[str, ForeignFormat] = {
    ".gib": ForeignFormat.GIB,
    ".ngf": ForeignFormat.NGF,
    ".ugf": ForeignFormat.UGF,
    ".ugi": ForeignFormat.UGF,
}

_READERS: dict[ForeignFormat, Callable[..., tuple[ForeignRecord, str]]] = {
    ForeignFormat.GIB: read_gib,
    ForeignFormat.NGF: read_ngf,
    ForeignFormat.UGF: read_ugf,
}


def sniff(data: bytes, name: str | None = None) -> ForeignFormat | None:
    """The foreign format of a file, or None for SGF (or anything else).

    An SGF text (``(`` first) is never taken for another format, whatever its name.
    """
    head = data[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"("):
        return None
    if name:
        suffix = "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""
        if suffix in EXTENSIONS:
            return EXTENSIONS[suffix]
    if looks_like_gib(data):
        return ForeignFormat.GIB
    if looks_like_ugf(data):
        return ForeignFormat.UGF
    if looks_like_ngf(data):
        return ForeignFormat.NGF
    return None


def read(data: bytes, form: ForeignFormat, *, encoding: str | None = None) -> tuple[GameTree, list[str], str]:
    """One game of a foreign record: ``(tree, warnings, encoding)``.

    Raises ``SgfFormatError`` for a file with neither moves nor players (not that format).
    """
    record, codec = _READERS[form](data, encoding=encoding)
    if not record.moves and not (record.black or record.white):
        raise SgfFormatError(f"not a {form.value} record: no players and no moves found")
    tree = record.to_tree()
    return tree, [f"read as {form.value} ({codec})", *record.warnings], codec
