"""Reopening a record in an encoding the user chooses, with a preview of what it gives.

What File → Reopen with encoding shows: the encodings worth trying (the file's own ``CA``,
then the server encodings most plausible first), and for each the players, event and first
comment as that encoding reads them, with the count of bytes it cannot read, so the user
picks by eye before anything is replaced. ``load(path, encoding=...)`` then reopens.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from qtgo.sgf import charset, detect
from qtgo.sgf.errors import SgfError
from qtgo.sgf.files import parse
from qtgo.sgf.limits import read_bounded

__all__ = ["EncodingPreview", "encoding_choices", "preview", "preview_file"]

_LABELS = {
    "utf-8": "UTF-8",
    "gb18030": "Chinese, simplified (GB18030 / GBK / GB2312)",
    "cp950": "Chinese, traditional (Big5)",
    "cp932": "Japanese (Shift_JIS)",
    "cp949": "Korean (EUC-KR / CP949)",
    "cp1251": "Cyrillic (Windows-1251)",
    "koi8_r": "Cyrillic (KOI8-R)",
    "cp1252": "Western (Windows-1252)",
    "latin-1": "Western (ISO-8859-1, the SGF default)",
}


@dataclass(frozen=True, slots=True)
class EncodingPreview:
    """What one encoding makes of a record (``error`` set when it does not parse at all)."""

    encoding: str
    label: str
    black: str | None = None
    white: str | None = None
    event: str | None = None
    comment: str | None = None
    replaced: int = 0
    games: int = 0
    error: str | None = None


def encoding_choices(data: bytes) -> list[str]:
    """Encodings to offer: the declared one (if usable), then the plausible server ones."""
    choices: list[str] = []
    declared = charset.declared(data)
    if declared is not None:
        codec = charset.codec_for(declared)
        if codec is not None:
            choices.append(codec)
    for candidate in detect.rank(data):
        if candidate.codec not in choices:
            choices.append(candidate.codec)
    for codec in ("utf-8", "latin-1"):
        if codec not in choices:
            choices.append(codec)
    return choices


def preview(data: bytes, encoding: str, *, name: str | None = None, limit: int = 300) -> EncodingPreview:
    """The first game's players, event and first comment as ``encoding`` reads them."""
    codec = charset.codec_for(encoding) or encoding
    label = _LABELS.get(codec, codec)
    _text, replaced = charset.decode_as(data, codec) if charset.codec_for(codec) else ("", 0)
    try:
        result = parse(data, encoding=codec, name=name)
    except SgfError as error:
        return EncodingPreview(codec, label, replaced=replaced, error=str(error))
    if not result.games:
        return EncodingPreview(codec, label, replaced=replaced)
    game = result.games[0]
    comment = next((node.comment for node in game.nodes() if node.comment), None)
    event = game.root.get("EV") or game.root.get("GN")
    return EncodingPreview(
        codec,
        label,
        black=game.black_player,
        white=game.white_player,
        event=event,
        comment=comment[:limit] if comment else None,
        replaced=replaced,
        games=len(result.games),
    )


def preview_file(path: str | os.PathLike[str], encoding: str) -> EncodingPreview:
    """``preview`` of a file on disk; ``OSError`` when it cannot be read."""
    data = read_bounded(path)
    return preview(data, encoding, name=os.fspath(path))
