"""Tygem ``.gib``: a header of ``\\[KEY=VALUE\\]`` lines, then ``STO``/``SKI`` move lines.

The header says the same things several times (``GAMEBLACKNAME``, ``BUSERINFO``,
``GAMETAG``); newer files keep only the compact ``GAMEINFOMAIN``/``GAMEINFOSUB`` lines,
so each fact is looked for in the plain keys first and the compact ones after. Text is in
the client's language (EUC-KR, GB2312, or UTF-8 for the Global client, whose ID fields are
"packed": ASCII or GBK bytes read as UTF-16LE code units, ``敍獮楫t`` = ``Menskit``).
"""

from __future__ import annotations

import re

from qtgo.rules import Point
from qtgo.sgf.foreign._record import ForeignMove, ForeignRecord, decode_text, iso_date, split_rank

__all__ = ["looks_like_gib", "read_gib"]

_HEADER_RE = re.compile(r"^\\\[([A-Z]+)=(.*?)\\\]\s*$", re.M)
_FIELD_RE = re.compile(r"([A-Z]+):([^,]*)")
_TIME_RE = re.compile(r"^\s*(\d+)-(\d+)-(\d+)\s*$")
# GRLT: how the game ended (ZIPSU holds the margin times ten for 0 and 1).
_RESULTS = {3: "B+R", 4: "W+R", 5: "B+F", 6: "W+F", 7: "B+T", 8: "W+T"}


def looks_like_gib(data: bytes) -> bool:
    """The ``\\HS`` header start, or the header keys, near the top of the file."""
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"\\HS") or b"\\[GAMEINFOMAIN=" in data[:4096]


def _unpack_id(text: str) -> str:
    """Undo the Global client's packing of an ID, or return it unchanged."""
    if not text or text.isascii() or not all(ord(c) >= 0x100 or c.isascii() for c in text):
        return text
    if sum(1 for c in text if c.isascii()) > 1:
        return text
    raw = bytearray()
    for char in text:
        raw += char.encode("ascii") if char.isascii() else char.encode("utf-16-le", "surrogatepass")
    raw = raw.rstrip(b"\x00")
    for codec in ("ascii", "gb18030"):
        try:
            unpacked = raw.decode(codec)
        except UnicodeDecodeError:
            continue
        if unpacked.isprintable():
            return unpacked
    return text


def _fields(value: str) -> dict[str, str]:
    return {key: item.strip() for key, item in _FIELD_RE.findall(value)}


def _number(text: str | None) -> int | None:
    try:
        return int((text or "").strip())
    except ValueError:
        return None


def read_gib(data: bytes, *, encoding: str | None = None) -> tuple[ForeignRecord, str]:
    """The game of a ``.gib`` file and the encoding its text was read in."""
    text, codec, warnings = decode_text(data, encoding)
    record = ForeignRecord(source="Tygem GIB", warnings=warnings, tygem_handicap=True)
    header = {key: value.strip() for key, value in _HEADER_RE.findall(text)}
    main = _fields(header.get("GAMEINFOMAIN", ""))
    sub = _fields(header.get("GAMEINFOSUB", ""))
    tag = header.get("GAMETAG", "")
    users = {
        "B": _fields(header.get("BUSERINFO", "")),
        "W": _fields(header.get("WUSERINFO", "")),
    }
    size = _number(main.get("LINE"))
    record.size = size if size and 2 <= size <= 52 else 19
    for color, key in (("B", "GAMEBLACKNAME"), ("W", "GAMEWHITENAME")):
        name, rank = split_rank(header.get(key, ""))
        if not name:
            user = users[color]
            name = _unpack_id(user.get(f"{color}ID", "") or user.get(f"{color}NICK", ""))
        if color == "B":
            record.black, record.black_rank = name or None, rank
        else:
            record.white, record.white_rank = name or None, rank
    record.date = iso_date(sub.get("GDATE", "")) or iso_date(header.get("GAMEDATE", ""))
    if record.date is None:
        match = re.search(r"C(\d{4}):(\d\d):(\d\d)", tag)
        record.date = "-".join(match.groups()) if match else None
    record.result = _result(main.get("GRLT"), main.get("ZIPSU"))
    if record.result is None:
        grlt, zipsu = re.search(r",W(\d+),", tag), re.search(r",Z(\d+),", tag)
        record.result = _result(grlt and grlt.group(1), zipsu and zipsu.group(1))
    gongje = _number(main.get("GONGJE") or header.get("GAMEGONGJE"))
    if gongje is None:
        match = re.search(r",G(\d+),", tag)
        gongje = int(match.group(1)) if match else None
    record.komi = gongje / 10 if gongje is not None else None
    record.event = sub.get("GNAME") or header.get("GAMENAME") or None
    record.place = sub.get("GPLC") or header.get("GAMEPLACE") or None
    timing = _TIME_RE.match(main.get("GTIME", ""))
    if timing:
        main_time, period, periods = (int(group) for group in timing.groups())
        record.time_limit = float(main_time)
        if period and periods:
            record.overtime = f"{periods}x{period} byo-yomi"
    record.moves = _moves(text, record)
    return record, codec


def _result(grlt: str | None, zipsu: str | None) -> str | None:
    code = _number(grlt)
    if code is None:
        return None
    if code in _RESULTS:
        return _RESULTS[code]
    if code in (0, 1):
        margin = (_number(zipsu) or 0) / 10
        score = str(int(margin)) if margin.is_integer() else str(margin)
        return f"{'BW'[code]}+{score}"
    return None


def _moves(text: str, record: ForeignRecord) -> list[ForeignMove]:
    """``INI`` (handicap), then every ``STO`` (a stone) and ``SKI`` (a pass) in order."""
    moves: list[ForeignMove] = []
    last = None
    for line in text.splitlines():
        parts = line.split()
        if not parts:
            continue
        if parts[0] == "INI" and len(parts) >= 4:
            handicap = _number(parts[3])
            if handicap is not None and 2 <= handicap <= 9 and not moves:
                record.handicap = handicap
        elif parts[0] == "STO" and len(parts) >= 6:
            color = "B" if parts[3] == "1" else "W"
            x, y = _number(parts[4]), _number(parts[5])
            if x is None or y is None:
                record.warnings.append(f"move line {line.strip()!r} has no point; skipped")
                continue
            moves.append(ForeignMove(color, Point(x, y)))
            last = color
        elif parts[0] == "SKI":
            first = "W" if record.handicap >= 2 else "B"  # after handicap stones White starts
            color = first if last is None else ("W" if last == "B" else "B")
            moves.append(ForeignMove(color, None))
            last = color
    return moves
