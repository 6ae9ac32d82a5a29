"""How big a record qtgo reads, and reading a collection one game at a time.

A parsed node costs a few hundred bytes, so a hostile file (10 MB of ``;`` is ten million
empty nodes) would take gigabytes before anything could be shown. The limits below are
checked on the text, before any node is made, so refusing costs a fraction of a second;
they are far above any real record (a long game has 400 nodes, a big commented review
some thousands, a game database is read game by game and each game is checked alone).

Files that are not files are read with the same bound: a device (``/dev/zero``, a
terminal) is refused before it is opened, a pipe or standard input is read up to
``MAX_FILE_BYTES`` and no further, and a FIFO nobody writes to reads as empty instead of
waiting for a writer.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterator

from qtgo.sgf.errors import SgfErrorReason, SgfLimitError

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_NODES",
    "check_file_size",
    "check_nodes",
    "count_nodes",
    "game_spans",
    "read_bounded",
]

#: The largest file read at all (bytes).
MAX_FILE_BYTES = 128 * 1024 * 1024
#: The most nodes read at once: in one file opened whole, or in one game of a collection
#: read game by game (``qtgo-cli check``).
MAX_NODES = 1_000_000

_VALUE_RE = re.compile(r"\[[^\]\\]*+(?:\\.[^\]\\]*+)*+(?:\]|\\?\Z)", re.S)
_SYNTAX_RE = re.compile(r"\[[^\]\\]*+(?:\\.[^\]\\]*+)*+(?:\]|\\?\Z)|[()]", re.S)


def check_file_size(size: int, name: str = "the file") -> None:
    """Refuse a file larger than ``MAX_FILE_BYTES`` before reading it."""
    if size > MAX_FILE_BYTES:
        raise SgfLimitError(
            f"{name} is {size / 2**20:,.0f} MB, more than qtgo reads ({MAX_FILE_BYTES // 2**20} MB)",
            SgfErrorReason.FILE_TOO_LARGE,
            MAX_FILE_BYTES,
        )


def read_bounded(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a record file, never more than ``MAX_FILE_BYTES`` whatever the path is.

    Raises ``IsADirectoryError`` for a folder, ``SgfLimitError`` (``NOT_A_FILE``) for a
    device and (``FILE_TOO_LARGE``) for a file or pipe that holds more than the limit, and
    ``OSError`` for what cannot be read.
    """
    name = os.fspath(path)
    mode = os.stat(path).st_mode  # a link is judged by what it points to
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder, not a file", name)
    if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
        raise SgfLimitError("is a device, not a file: refused, it could be read for ever", SgfErrorReason.NOT_A_FILE, 0)
    pipe = not stat.S_ISREG(mode)
    # A FIFO opened without O_NONBLOCK waits for a writer that may never come.
    descriptor = os.open(path, os.O_RDONLY | (os.O_NONBLOCK if pipe else 0) | getattr(os, "O_CLOEXEC", 0))
    with open(descriptor, "rb", closefd=True) as handle:
        known = 0
        if pipe:
            os.set_blocking(descriptor, True)
        else:
            known = os.fstat(descriptor).st_size
            check_file_size(known, name)
        # In pieces, never asking for the whole limit at once (a read allocates what it asks).
        parts: list[bytes] = []
        total = 0
        step = known + 1 if known else 1 << 16
        while total <= MAX_FILE_BYTES:
            piece = handle.read(min(step, MAX_FILE_BYTES + 1 - total))
            if not piece:
                break
            parts.append(piece)
            total += len(piece)
            step = 1 << 20
    data = parts[0] if len(parts) == 1 else b"".join(parts)
    if len(data) > MAX_FILE_BYTES:
        raise SgfLimitError(
            f"holds more than qtgo reads ({MAX_FILE_BYTES // 2**20} MB); reading stopped there",
            SgfErrorReason.FILE_TOO_LARGE,
            MAX_FILE_BYTES,
        )
    return data


def count_nodes(text: str) -> int:
    """The number of nodes the text holds: its ``;`` outside property values."""
    if ";" not in text:
        return 0
    return _VALUE_RE.sub("", text).count(";")


def check_nodes(text: str, what: str = "the file") -> None:
    """Refuse text of more than ``MAX_NODES`` nodes (cheap when it is far below)."""
    if text.count(";") <= MAX_NODES:
        return
    nodes = count_nodes(text)
    if nodes > MAX_NODES:
        raise SgfLimitError(
            f"{what} holds {nodes:,} nodes, more than qtgo reads at once ({MAX_NODES:,})",
            SgfErrorReason.TOO_MANY_NODES,
            MAX_NODES,
        )


def game_spans(text: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of each top-level game tree ``( ... )``, in order, without parsing.

    Brackets inside values are skipped (escapes honoured); text between trees is left out.
    A tree the file does not close runs to the end of the text.
    """
    depth = 0
    start = 0
    for match in _SYNTAX_RE.finditer(text):
        token = match.group()
        if token == "(":
            if depth == 0:
                start = match.start()
            depth += 1
        elif token == ")":
            if depth == 0:
                continue
            depth -= 1
            if depth == 0:
                yield start, match.end()
    if depth:
        yield start, len(text)
