"""WBaduk/Cyberoro ``.ngf``: twelve header lines by position, then ``PM`` move lines.

Header (0-based lines): 0 game type, 1 board size, 2 White name and rank, 3 Black name
and rank, 4 site, 5 handicap, 6 unused, 7 komi (whole points: 6 means 6.5 in an even game),
8 date ``YYYYMMDD [hh:mm]``, 9 unused, 10 result in English words, 11 the number of moves.
A move is ``PM`` + two characters of move number + colour (``B``/``W``) + two letters of
point, ``B`` being the first line (``PMABBREER`` = Black at R16). Very old files prefix
every header line with ``GI`` and order them event, White, Black, ..., date, size.
"""

from __future__ import annotations

import re

from qtgo.rules import Point
from qtgo.sgf.foreign._record import ForeignMove, ForeignRecord, decode_text, iso_date

__all__ = ["looks_like_ngf", "read_ngf"]

_MOVE_RE = re.compile(r"^PM..([BW])([A-Z])([A-Z])")
_NAME_RE = re.compile(r"^(.*?)\s+(\S+)$")
_SCORE_RE = re.compile(r"(\d+(?:\.\d+)?)")


def looks_like_ngf(data: bytes) -> bool:
    """Move lines ``PM..B..`` after a short header of plain lines."""
    head = data[:4096]
    return bool(re.search(rb"(?m)^PM[A-Z]{2}[BW][B-Z]{2}", head)) and not head.lstrip().startswith(b"(")


def _rank(text: str) -> str:
    """Cyberoro ranks: ``9DP`` professional, ``5D*`` and ``7K`` amateur."""
    rank = text.rstrip("*")
    if rank.endswith("DP"):
        return rank[:-2] + "p"
    return rank.replace("D", "d").replace("K", "k")


def _player(line: str) -> tuple[str | None, str | None]:
    line = line.strip()
    if not line:
        return None, None
    match = _NAME_RE.match(line)
    if match and re.fullmatch(r"(?:\d+|[一二三四五六七八九十初]+)(?:DP|D\*?|K\*?|段|级|級|단|급)", match.group(2)):
        rank = match.group(2)
        return match.group(1).strip(), _rank(rank) if rank.isascii() else rank
    return line, None


def _number(text: str) -> float | None:
    try:
        return float(text.strip())
    except ValueError:
        return None


def read_ngf(data: bytes, *, encoding: str | None = None) -> tuple[ForeignRecord, str]:
    """The game of an ``.ngf`` file and the encoding its text was read in."""
    text, codec, warnings = decode_text(data, encoding)
    record = ForeignRecord(source="WBaduk NGF", warnings=warnings, tygem_handicap=True)
    lines = text.splitlines()
    header = []
    for line in lines:
        if _MOVE_RE.match(line.strip()):
            break
        header.append(line.rstrip())
    if header and header[0].startswith("GI"):
        _old_header([line[2:] if line.startswith("GI") else line for line in header], record)
        ending = next((line for line in lines if "[EndTxt]" in line), "")
        record.result = _result(ending.partition("]")[2] if ending.startswith("ID") else ending)
    else:
        _header(header, record)
    for line in lines:
        match = _MOVE_RE.match(line.strip())
        if match:
            color, x, y = match.groups()
            record.moves.append(ForeignMove(color, Point(ord(x) - ord("B"), ord(y) - ord("B"))))
    return record, codec


def _field(header: list[str], index: int) -> str:
    return header[index].strip() if index < len(header) else ""


def _header(header: list[str], record: ForeignRecord) -> None:
    size = _number(_field(header, 1))
    record.size = int(size) if size and 2 <= size <= 52 else 19
    record.white, record.white_rank = _player(_field(header, 2))
    record.black, record.black_rank = _player(_field(header, 3))
    record.place = _field(header, 4) or None
    handicap = _number(_field(header, 5))
    record.handicap = int(handicap) if handicap and 2 <= handicap <= 9 else 0
    komi = _number(_field(header, 7))
    if komi is not None:
        # The field holds whole points; even games have the half point besides.
        record.komi = komi + 0.5 if record.handicap == 0 and komi == int(komi) else komi
    record.date = iso_date(_field(header, 8))
    record.result = _result(_field(header, 10))
    event = _field(header, 0)
    record.event = event if event and event.lower() != "rated game" else None


def _old_header(header: list[str], record: ForeignRecord) -> None:
    record.event = _field(header, 0) or None
    record.white, record.white_rank = _player(_field(header, 1))
    record.black, record.black_rank = _player(_field(header, 2))
    record.warnings.append("an old NGF layout: which player had Black is not certain")
    record.date = iso_date(_field(header, 5))
    size = _number(_field(header, 6))
    record.size = int(size) if size and 2 <= size <= 52 else 19
    handicap = _number(_field(header, 7))
    record.handicap = int(handicap) if handicap and 2 <= handicap <= 9 else 0
    komi = _number(_field(header, 9))
    if komi is not None:
        record.komi = komi + 0.5 if record.handicap == 0 and komi == int(komi) else komi


def _result(text: str) -> str | None:
    """English words (``White wins by resign!``) or Chinese (``黑中盘胜``) as ``RE``."""
    lowered = text.lower()
    winner = None
    if "white win" in lowered or "black lose" in lowered or ("白" in text and "胜" in text):
        winner = "W"
    if "black win" in lowered or "white lose" in lowered or ("黑" in text and "胜" in text):
        winner = "B" if winner is None or text.find("黑") < text.find("白") else winner
    if winner is None:
        return None
    if "resign" in lowered or "中盘" in text:
        return f"{winner}+R"
    if "time" in lowered or "超时" in text:
        return f"{winner}+T"
    match = _SCORE_RE.search(text)
    return f"{winner}+{match.group(1)}" if match else f"{winner}+"
