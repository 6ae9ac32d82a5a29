"""PandaNet ``.ugf`` and ``.ugi``: ``[Header]`` of ``Key=Value``, ``[Data]`` moves, comments.

A move line is ``QP,B1,1,0``: column letter (``A`` = left), row letter (``A`` = the
bottom line), colour, node number, seconds used. ``Hdcp=H,K`` gives handicap and komi;
the komi is written negative for White's compensation (``-5.50``). ``Lang=SJIS`` and the
like name the text's encoding. ``.ugi`` review files add ``[ReviewComment]`` blocks
(``.Comment,N``, text lines) on node N and the review tree (``[ReviewNode]``): node lines
``NODE,N,colour,x,y`` (colour 1 Black, 2 White, 0 none; x and y from 1, y from the
bottom, off the board a pass), where a ``VARIATION,`` ... ``VARIATIONEND,`` block is an
alternative to the node that follows it. The game's own moves come from ``[Data]``; the
review's branches become variations with their comments, and whatever cannot be placed
is named in a warning.
"""

from __future__ import annotations

from qtgo.rules import Point
from qtgo.sgf.foreign._record import ForeignMove, ForeignRecord, ForeignVariation, decode_text, iso_date

__all__ = ["looks_like_ugf", "read_ugf"]

_LANGUAGES = {
    "SJIS": "cp932",
    "JPN": "cp932",
    "KOR": "cp949",
    "CHN": "gb18030",
    "GB": "gb18030",
    "BIG5": "cp950",
    "ENG": "cp1252",
    "UTF8": "utf-8",
    "UTF-8": "utf-8",
}
_RULES = {"JPN": "Japanese", "CHN": "Chinese", "KOR": "Korean", "ING": "Ing", "AGA": "AGA"}


def looks_like_ugf(data: bytes) -> bool:
    head = data[:256].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"[Header]")


def _declared_language(data: bytes) -> str | None:
    for line in data[:2048].splitlines():
        if line.startswith(b"Lang="):
            return _LANGUAGES.get(line[5:].strip().decode("ascii", "replace").upper())
    return None


def _number(text: str) -> float | None:
    try:
        return float(text.strip())
    except ValueError:
        return None


def read_ugf(data: bytes, *, encoding: str | None = None) -> tuple[ForeignRecord, str]:
    """The game of a ``.ugf``/``.ugi`` file and the encoding its text was read in."""
    text, codec, warnings = decode_text(data, encoding, _declared_language(data))
    record = ForeignRecord(source="PandaNet UGF", warnings=warnings)
    sections: dict[str, list[str]] = {}
    current: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]") and "," not in line:
            current = sections.setdefault(line[1:-1], [])
        elif line:
            current.append(raw.rstrip())
    header = dict(line.partition("=")[::2] for line in sections.get("Header", []))
    _header(header, record)
    comments = _comments(sections.get("ReviewComment", []))
    record.comment = comments.pop(1, None)  # node 1 is the start of the game
    passes = 0
    for line in sections.get("Data", []):
        parts = [part.strip() for part in line.split(",")]
        if len(parts) < 2 or len(parts[0]) != 2 or not parts[1]:
            continue
        color = parts[1][0].upper()
        if color not in "BW":
            continue
        column, row = (ord(char) - ord("A") for char in parts[0].upper())
        point: Point | None = Point(column, record.size - 1 - row)
        if not (0 <= column < record.size and 0 <= row < record.size):
            point = None  # PandaNet writes a pass as a point off the board
            passes += 1
        number = len(record.moves) + 2  # node numbers count the start as 1
        record.moves.append(ForeignMove(color, point, comments.get(number)))
    if passes:
        record.warnings.append(f"{passes} moves off the board read as passes")
    used = {1} | set(range(2, len(record.moves) + 2))
    if "ReviewNode" in sections:
        _review(sections["ReviewNode"], record, comments, used)
    unread = sorted(set(comments) - used)
    if unread:
        numbers = ", ".join(str(number) for number in unread)
        record.warnings.append(f"comments on review nodes {numbers} not read: no such node")
    return record, codec


def _review(lines: list[str], record: ForeignRecord, comments: dict[int, str], used: set[int]) -> None:
    """The review branches of ``[ReviewNode]`` as variations (the main line is ``[Data]``'s)."""
    main = ForeignVariation(after=0)
    stack = [main]
    unread = 0
    for raw in lines:
        parts = [part.strip() for part in raw.strip().split(",")]
        if parts[0] == "VARIATION":
            branch = ForeignVariation(after=len(stack[-1].moves))
            stack[-1].variations.append(branch)
            stack.append(branch)
        elif parts[0] == "VARIATIONEND" and len(stack) > 1:
            stack.pop()
        elif parts[0] == "NODE" and len(parts) >= 5 and all(part.isdigit() for part in parts[1:5]):
            number, colour, x, y = (int(part) for part in parts[1:5])
            if colour not in (1, 2):
                continue  # the start node and the end marker hold no move
            point: Point | None = Point(x - 1, record.size - y)
            if not (1 <= x <= record.size and 1 <= y <= record.size):
                point = None
            if len(stack) > 1:
                used.add(number)
            stack[-1].moves.append(ForeignMove("B" if colour == 1 else "W", point, comments.get(number)))
        else:
            unread += 1
    if unread or len(stack) > 1:
        record.warnings.append(f"[ReviewNode]: {unread} lines not understood, {len(stack) - 1} branches not closed")
    if [(m.color, m.point) for m in main.moves] != [(m.color, m.point) for m in record.moves]:
        record.warnings.append("[ReviewNode]: the review's main line differs from [Data]; [Data]'s is kept")
    record.variations.extend(main.variations)


def _header(header: dict[str, str], record: ForeignRecord) -> None:
    size = _number(header.get("Size", ""))
    record.size = int(size) if size and 2 <= size <= 52 else 19
    for color in ("B", "W"):
        fields = header.get(f"Player{color}", "").split(",")
        name = fields[0].strip() or None
        rank = fields[1].strip() if len(fields) > 1 and fields[1].strip() else None
        if color == "B":
            record.black, record.black_rank = name, rank
        else:
            record.white, record.white_rank = name, rank
    handicap, _, komi = header.get("Hdcp", "").partition(",")
    stones = _number(handicap)
    record.handicap = int(stones) if stones and 2 <= stones <= 9 else 0
    points = _number(komi)
    if points is not None:
        record.komi = abs(points)
    winner, _, margin = header.get("Winner", "").partition(",")
    winner = winner.strip().upper()
    if winner in ("B", "W"):
        value = _number(margin)
        if value is None:
            record.result = f"{winner}+"
        elif value < 0:
            record.result = f"{winner}+R"
        else:
            record.result = f"{winner}+{value:g}"
    record.date = iso_date(header.get("Date", ""))
    record.rules = _RULES.get(header.get("Rule", "").strip().upper())
    title = header.get("Title", "").strip(", ")
    record.event = title or None
    record.place = header.get("Place", "").strip() or None


def _comments(lines: list[str]) -> dict[int, str]:
    """``.Comment,N`` blocks: node number -> the text lines below it."""
    comments: dict[int, list[str]] = {}
    current: list[str] | None = None
    for line in lines:
        if line.startswith(".Comment,"):
            number = _number(line.split(",")[1])
            current = comments.setdefault(int(number), []) if number is not None else None
        elif current is not None:
            current.append(line.strip())
    return {number: "\n".join(text) for number, text in comments.items() if text}
