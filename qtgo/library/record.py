"""What the library keeps of one game: its information and every line of play, encoded.

A game record is replayed once, at import (``replay``); what comes out is the game's
lines as compact events (``events``), the Zobrist hash of every position as it stands (a
search asks for the query's eight images, so the import need not compute eight hashes a
move), and two bit sets of the points a black or a white stone ever stood on, which the
pattern search uses to rule games out cheaply.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from qtgo.library import events as ev
from qtgo.library.dates import parse_date
from qtgo.library.hashes import empty_hash, key_table, point_keys, position_hashes, start_hash
from qtgo.library.replay import MAX_LINES, MAX_MOVE, LineRecord, replay_lines
from qtgo.rules import MAX_SIZE, MIN_SIZE
from qtgo.sgf import GameTree, SgfPropertyError

__all__ = [
    "EVALUATION_PROPERTIES",
    "MAX_LINES",
    "MAX_MOVE",
    "GameInfo",
    "GameRecord",
    "LineRecord",
    "build_record",
    "empty_hash",
    "key_table",
    "move_losses",
    "point_keys",
    "position_hashes",
    "start_hash",
    "winner_of",
]


@dataclass
class GameInfo:
    """The game information a search filters on (root properties, made comparable)."""

    black: str = ""
    white: str = ""
    black_rank: str = ""
    white_rank: str = ""
    event: str = ""
    date: str = ""
    date_first: str | None = None  # ISO days, from ``dates.parse_date``
    date_last: str | None = None
    result: str = ""
    winner: str | None = None  # "B", "W", "draw" or None (unknown, void)
    rules: str = ""
    komi: float | None = None
    handicap: int = 0
    width: int = 19
    height: int = 19
    moves: int = 0
    comments: str = ""


@dataclass
class GameRecord:
    info: GameInfo
    lines: list[LineRecord]
    digest: str  # the same for the same moves and setup, whatever file they come from


def winner_of(result: str) -> str | None:
    text = result.strip().upper()
    if text.startswith("B+"):
        return "B"
    if text.startswith("W+"):
        return "W"
    if text in ("0", "DRAW", "JIGO", "D") or text.startswith(("DRAW", "JIGO", "D+", "0")):
        return "draw"
    return None


def _number(text: str | None) -> float | None:
    if not text:
        return None
    match = re.search(r"-?\d+(?:\.\d+)?", text.replace(",", "."))
    return float(match[0]) if match else None


def game_info(tree: GameTree) -> GameInfo:
    root = tree.root

    def text(ident: str) -> str:
        return (root.get(ident) or "").strip()

    width, height = tree.size
    date = text("DT")
    days = parse_date(date)
    handicap = _number(text("HA"))
    return GameInfo(
        black=text("PB"),
        white=text("PW"),
        black_rank=text("BR"),
        white_rank=text("WR"),
        event=text("EV"),
        date=date,
        date_first=days.first.isoformat() if days else None,
        date_last=days.last.isoformat() if days else None,
        result=text("RE"),
        winner=winner_of(text("RE")),
        rules=text("RU"),
        komi=_number(text("KM")),
        handicap=int(handicap) if handicap and handicap >= 2 else 0,
        width=width,
        height=height,
    )


def build_record(tree: GameTree) -> GameRecord:
    """Replay every line of a game once and keep what the searches need.

    Raises ``SgfPropertyError`` for a board the rules cannot hold (``SZ[1]``).
    """
    info = game_info(tree)
    if not (MIN_SIZE <= info.width <= MAX_SIZE and MIN_SIZE <= info.height <= MAX_SIZE):
        raise SgfPropertyError(
            f"the rules cannot play this record: board size {info.width}x{info.height} is outside {MIN_SIZE}..{MAX_SIZE}"
        )
    lines, comments = replay_lines(tree, info.width, info.height)
    info.moves = lines[0].moves
    info.comments = "\n".join(comments)
    main = ev.encode(lines[0].events)
    digest = hashlib.sha1(f"{info.width}x{info.height}:".encode() + main).hexdigest() if main else ""
    return GameRecord(info, lines, digest)


#: The properties an analysed record keeps its evaluations in.
EVALUATION_PROPERTIES = ("QTEV", "SBKV")


def move_losses(tree: GameTree) -> list[tuple[int, float]]:
    """The points each main-line move lost, from the evaluations an analysed record holds
    (the player report's losses); moves counted from 1 with passes, as the events count them.
    Empty for a record with no evaluations or with win rates only."""
    if not any(node.get(name) for node in tree.main_line() for name in EVALUATION_PROPERTIES):
        return []  # the common case, decided without loading the engine package
    from qtgo.engine.report import LossUnit, game_losses

    try:
        found = game_losses(tree)
    except ValueError:  # ReportError or evaluations too broken to read: no verdicts, the game stays
        return []
    if found.unit is not LossUnit.POINTS:
        return []
    return [(move.number, move.loss) for move in found.moves]  # number: main-line moves from 1
