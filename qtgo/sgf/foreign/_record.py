"""What the three readers share: a record's facts, turned into the same ``GameTree`` as SGF.

Each reader only finds the facts (players, ranks, date, result, komi, handicap, moves) in
its own layout; building the tree, placing handicap stones and decoding the bytes is done
here once, so an imported game looks exactly like one read from SGF and saves as SGF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from qtgo.rules import Point
from qtgo.sgf import properties as props
from qtgo.sgf.tree import GameTree, Node

__all__ = ["ForeignMove", "ForeignRecord", "ForeignVariation", "decode_text", "iso_date", "split_rank"]

_RANK_RE = re.compile(r"^(.*?)\s*[(\[]\s*([^()\[\]]*?)\s*[)\]]\s*$")
_DATE_RES = (
    re.compile(r"(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})"),
    re.compile(r"(\d{4})年\s*(\d{1,2})月\s*(\d{1,2})日"),
    re.compile(r"(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)"),
)


@dataclass(frozen=True, slots=True)
class ForeignMove:
    """One move: ``color`` "B" or "W", ``point`` None for a pass, and a comment if any."""

    color: str
    point: Point | None
    comment: str | None = None


@dataclass
class ForeignVariation:
    """A branch: its first move replaces the move after the first ``after`` moves of its line."""

    after: int
    moves: list[ForeignMove] = field(default_factory=list)
    variations: list[ForeignVariation] = field(default_factory=list)


@dataclass
class ForeignRecord:
    """The facts of one game as a foreign format holds them."""

    size: int = 19
    black: str | None = None
    white: str | None = None
    black_rank: str | None = None
    white_rank: str | None = None
    date: str | None = None
    result: str | None = None
    komi: float | None = None
    handicap: int = 0
    tygem_handicap: bool = False  # three stones on D4, Q16 and D16, as Tygem and WBaduk place them
    rules: str | None = None
    event: str | None = None
    place: str | None = None
    time_limit: float | None = None
    overtime: str | None = None
    comment: str | None = None
    source: str = ""  # "Tygem GIB" and the like, for AP-like notes and messages
    moves: list[ForeignMove] = field(default_factory=list)
    variations: list[ForeignVariation] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def to_tree(self) -> GameTree:
        """The record as a game tree: game information on the root, one node per move."""
        from qtgo.rules import RulesError, fixed_handicap_points

        info: dict[str, str] = {"GM": "1", "FF": "4", "SZ": str(self.size)}
        texts = {
            "PB": self.black,
            "PW": self.white,
            "BR": self.black_rank,
            "WR": self.white_rank,
            "DT": self.date,
            "RE": self.result,
            "RU": self.rules,
            "EV": self.event,
            "PC": self.place,
            "OT": self.overtime,
            "GC": self.comment,
        }
        info.update({ident: text for ident, text in texts.items() if text})
        if self.komi is not None:
            info["KM"] = props.serialise_real(self.komi)
        if self.time_limit:
            info["TM"] = props.serialise_real(self.time_limit)
        root = Node(info)
        if self.handicap >= 2:
            root.set("HA", str(self.handicap))
            try:
                if self.handicap == 3 and self.tygem_handicap:
                    first, second, _, fourth = fixed_handicap_points(self.size, self.size, 4)
                    points = [first, second, fourth]
                else:
                    points = fixed_handicap_points(self.size, self.size, self.handicap)
            except RulesError as error:
                self.warnings.append(f"handicap {self.handicap}: {error}")
                points = []
            if points:
                root.set("AB", props.serialise_point_list(points))
        tree = GameTree(root)
        off_board = self._add_line(tree, root, self.moves, self.variations)
        if off_board:
            self.warnings.append(f"{off_board} moves are off the {self.size}x{self.size} board")
        return tree

    def _add_line(
        self, tree: GameTree, start: Node, moves: list[ForeignMove], variations: list[ForeignVariation]
    ) -> int:
        """Add one line of moves below ``start`` and its branches; returns the moves off the board."""
        line = [start]
        off_board = 0
        for move in moves:
            point = move.point
            if point is not None and not (0 <= point.x < self.size and 0 <= point.y < self.size):
                off_board += 1
                if not (0 <= point.x < props.MAX_SIZE and 0 <= point.y < props.MAX_SIZE):
                    point = None  # no SGF point can say where: kept as a pass
            value = "" if point is None else props.serialise_point(point)
            properties: dict[str, str] = {move.color: value}
            if move.comment:
                properties["C"] = move.comment
            line.append(tree.add_child(line[-1], properties))
        for variation in variations:
            parent = line[min(variation.after, len(line) - 1)]
            off_board += self._add_line(tree, parent, variation.moves, variation.variations)
        return off_board


def split_rank(text: str) -> tuple[str, str | None]:
    """``"jy512 (15K)"`` -> ``("jy512", "15K")``; a name without a bracketed rank stays whole."""
    text = text.strip()
    match = _RANK_RE.match(text)
    if match and match.group(1) and match.group(2):
        return match.group(1).strip(), match.group(2)
    return text, None


def iso_date(text: str) -> str | None:
    """The first date in ``text`` as SGF writes it (``2016-03-26``), or None."""
    for pattern in _DATE_RES:
        match = pattern.search(text)
        if match:
            year, month, day = (int(group) for group in match.groups())
            if 1 <= month <= 12 and 1 <= day <= 31:
                return f"{year:04d}-{month:02d}-{day:02d}"
    return None


def decode_text(data: bytes, encoding: str | None, declared: str | None = None) -> tuple[str, str, list[str]]:
    """The file's text: the caller's encoding, then the declared one, then the best guess.

    The guess is the one SGF files get (``qtgo.sgf.detect``: the encodings Go servers
    write, Latin-1 unless another reads clearly better). Never raises.
    """
    from qtgo.sgf.charset import codec_for, decode_as
    from qtgo.sgf.detect import best

    warnings: list[str] = []
    codec = None
    for name in (encoding, declared):
        if name:
            codec = codec_for(name)
            if codec is not None:
                break
            warnings.append(f"unknown or unusable encoding {name!r} ignored")
    if codec is None:
        codec = best(data).codec
    if data.startswith(b"\xef\xbb\xbf"):
        data, codec = data[3:], "utf-8"
    text, bad = decode_as(data, codec)
    if bad:
        warnings.append(f"{bad} bytes could not be decoded as {codec} and were replaced")
    return text, codec, warnings
