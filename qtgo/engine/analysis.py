"""What engines say about a position, and the parsers for each way they say it.

Every value is turned round to Black's side on the way in (winrate = Black's chance 0..1,
score lead = Black's points ahead), whatever the engine's dialect or perspective, so the
board, the graph and the CLI never have to ask which engine produced a number.

Sources: KataGo's ``kata-analyze`` (winrate 0..1, scoreLead, ownership), Leela Zero's
``lz-analyze`` (winrate and prior as integers 0..10000), KataGo's JSON analysis engine, and
GNU Go's ``top_moves`` (move values) and ``estimate_score`` (a static count that ignores the
side to move: ``gnugo`` turns it into a lead before anything stores it).
"""

from __future__ import annotations

import enum
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.rules import Color, Point, RulesError

__all__ = [
    "Analysis",
    "Candidate",
    "Dialect",
    "Perspective",
    "parse_estimate_score",
    "parse_gtp_vertex",
    "parse_info_line",
    "parse_katago_json",
    "parse_top_moves",
]


class Dialect(enum.Enum):
    """Which analysis command produced an ``info`` line (they scale winrates differently)."""

    KATA = "kata-analyze"
    LZ = "lz-analyze"


class Perspective(enum.Enum):
    """Whose side the engine's numbers are on (KataGo's ``reportAnalysisWinratesAs``)."""

    SIDE_TO_MOVE = "SIDETOMOVE"
    BLACK = "BLACK"
    WHITE = "WHITE"

    def sign(self, to_play: Color) -> int:
        """+1 when the engine's numbers are already Black's, -1 when they are White's."""
        if self is Perspective.BLACK:
            return 1
        if self is Perspective.WHITE:
            return -1
        return 1 if to_play is Color.BLACK else -1


@dataclass(frozen=True)
class Candidate:
    """One move the engine considered. ``point`` None is a pass; ``pv`` starts with it."""

    point: Point | None
    visits: int | None = None
    winrate: float | None = None  # Black's chance after this move, 0..1
    score_lead: float | None = None  # Black's lead after this move, in points
    prior: float | None = None
    order: int = 0
    pv: tuple[Point | None, ...] = ()
    value: float | None = None  # GNU Go's top_moves: what the move is worth, in points

    @property
    def sgf(self) -> str:
        return "" if self.point is None else self.point.to_sgf()


@dataclass(frozen=True)
class Analysis:
    """An evaluation of one position; ``token`` names the position it was asked for."""

    to_play: Color
    candidates: tuple[Candidate, ...] = ()
    winrate: float | None = None  # Black's chance, 0..1; None when the engine gives none
    score_lead: float | None = None  # Black's lead in points
    visits: int | None = None
    ownership: tuple[float, ...] | None = field(default=None, compare=False)  # rows top to bottom, +1 Black
    token: int = 0
    final: bool = True  # False for the partial reports of a search still running

    @property
    def best(self) -> Candidate | None:
        return self.candidates[0] if self.candidates else None

    def with_token(self, token: int) -> Analysis:
        return replace(self, token=token)

    def top(self, count: int) -> tuple[Candidate, ...]:
        return self.candidates[:count]


def parse_gtp_vertex(text: str, height: int) -> Point | None:
    """A GTP vertex (``D4``, ``pass``) as a point; None for a pass. Raises GARBAGE."""
    word = text.strip()
    if word.lower() == "pass":
        return None
    try:
        return Point.from_gtp(word, height)
    except RulesError:
        raise EngineError(EngineFault.GARBAGE, f"'{word}' is not a point on the board") from None


def _number(text: str, key: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise EngineError(EngineFault.GARBAGE, f"'{key}' is not a number: {text!r}") from None
    if math.isnan(value) or math.isinf(value):
        raise EngineError(EngineFault.GARBAGE, f"'{key}' is not a finite number: {text!r}")
    return value


def parse_info_line(
    line: str,
    *,
    to_play: Color,
    width: int,
    height: int,
    dialect: Dialect,
    perspective: Perspective = Perspective.SIDE_TO_MOVE,
) -> Analysis | None:
    """One report of ``kata-analyze`` / ``lz-analyze``: ``info move ... pv ... info ...``.

    The engines write every candidate on one line, each starting with ``info``, and KataGo
    adds ``ownership`` (and newer versions ``rootInfo``) blocks. Keys may come in any
    order and unknown keys are skipped, as KataGo's documentation asks of its consumers.
    Returns None for a line with no candidate and no ownership (nothing to show yet).
    """
    words = line.split()
    sign = perspective.sign(to_play)
    scale = 10000.0 if dialect is Dialect.LZ else 1.0
    blocks: list[tuple[str, list[str]]] = []
    for word in words:
        if word in ("info", "ownership", "rootInfo"):
            blocks.append((word, []))
        elif blocks:
            blocks[-1][1].append(word)
        else:
            raise EngineError(EngineFault.GARBAGE, f"an analysis line that does not start with 'info': {line[:60]!r}")
    candidates: list[Candidate] = []
    ownership: tuple[float, ...] | None = None
    root: dict[str, float] = {}
    for kind, body in blocks:
        if kind == "ownership":
            values = [_number(v, "ownership") * sign for v in body]
            if len(values) != width * height:
                raise EngineError(
                    EngineFault.GARBAGE, f"ownership has {len(values)} values for a {width}x{height} board"
                )
            ownership = tuple(values)
        elif kind == "rootInfo":
            root = {body[i]: _number(body[i + 1], body[i]) for i in range(0, len(body) - 1, 2)}
        else:
            candidates.append(_candidate(body, height, sign, scale))
    if not candidates and ownership is None:
        return None
    candidates.sort(key=lambda c: c.order)
    winrate = _to_black(root["winrate"], sign) if "winrate" in root else None
    lead = root["scoreLead"] * sign if "scoreLead" in root else None
    visits = int(root["visits"]) if "visits" in root else None
    if candidates:
        best = candidates[0]
        winrate = best.winrate if winrate is None else winrate
        lead = best.score_lead if lead is None else lead
        visits = sum(c.visits or 0 for c in candidates) if visits is None else visits
    return Analysis(to_play, tuple(candidates), winrate, lead, visits, ownership, final=False)


def _to_black(winrate: float, sign: int) -> float:
    return winrate if sign > 0 else 1.0 - winrate


def _candidate(body: Sequence[str], height: int, sign: int, scale: float) -> Candidate:
    values: dict[str, str] = {}
    pv: list[Point | None] = []
    index = 0
    while index < len(body):
        key = body[index]
        if key in _LIST_KEYS:  # lists run to the next known key
            index += 1
            while index < len(body) and body[index] not in _INFO_KEYS:
                if key == "pv":
                    pv.append(parse_gtp_vertex(body[index], height))
                index += 1
            continue
        if index + 1 >= len(body):
            raise EngineError(EngineFault.GARBAGE, f"analysis key '{key}' has no value")
        values[key] = body[index + 1]
        index += 2
    if "move" not in values:
        raise EngineError(EngineFault.GARBAGE, "an 'info' block without a move")
    point = parse_gtp_vertex(values["move"], height)
    winrate = _to_black(_number(values["winrate"], "winrate") / scale, sign) if "winrate" in values else None
    if winrate is not None and not 0.0 <= winrate <= 1.0:
        raise EngineError(EngineFault.GARBAGE, f"winrate {values['winrate']} is outside its range")
    lead_text = values.get("scoreLead", values.get("scoreMean"))
    return Candidate(
        point=point,
        visits=int(_number(values["visits"], "visits")) if "visits" in values else None,
        winrate=winrate,
        score_lead=_number(lead_text, "scoreLead") * sign if lead_text is not None else None,
        prior=_number(values["prior"], "prior") / scale if "prior" in values else None,
        order=int(_number(values["order"], "order")) if "order" in values else 0,
        pv=tuple(pv) if pv else (point,),
    )


_LIST_KEYS = frozenset({"pv", "pvVisits", "pvEdgeVisits"})

# The keys that end a ``pv`` list: KataGo writes ``pv`` last, but newer versions may add
# ``pvVisits`` or ``pvEdgeVisits`` after it.
_INFO_KEYS = frozenset(
    {
        "move",
        "visits",
        "edgeVisits",
        "utility",
        "winrate",
        "scoreMean",
        "scoreStdev",
        "scoreLead",
        "scoreSelfplay",
        "prior",
        "lcb",
        "utilityLcb",
        "order",
        "pv",
        "pvVisits",
        "pvEdgeVisits",
        "weight",
        "isSymmetryOf",
    }
)


def parse_katago_json(
    line: str, *, width: int, height: int, perspective: Perspective = Perspective.BLACK
) -> tuple[str, int, Analysis]:
    """One result line of KataGo's JSON analysis engine: ``(id, turnNumber, analysis)``.

    The engine's ``reportAnalysisWinratesAs`` decides the side (BLACK in its example
    configuration); its ``{"error": ...}`` lines raise REFUSED with its message.
    """
    try:
        data: Any = json.loads(line)
    except json.JSONDecodeError:
        raise EngineError(EngineFault.GARBAGE, f"not JSON: {line[:60]!r}") from None
    if not isinstance(data, dict):
        raise EngineError(EngineFault.GARBAGE, f"not a JSON object: {line[:60]!r}")
    if "error" in data:
        raise EngineError(
            EngineFault.REFUSED, f"KataGo: {data['error']}" + (f" (field {data['field']})" if "field" in data else "")
        )
    try:
        root = data["rootInfo"]
        to_play = Color.from_sgf(str(root.get("currentPlayer", "B")))
        sign = perspective.sign(to_play)
        candidates: list[Candidate] = []
        for info in data.get("moveInfos", []):
            point = parse_gtp_vertex(str(info["move"]), height)
            lead = info.get("scoreLead", info.get("scoreMean"))
            candidates.append(
                Candidate(
                    point=point,
                    visits=int(info["visits"]) if "visits" in info else None,
                    winrate=_to_black(float(info["winrate"]), sign) if "winrate" in info else None,
                    score_lead=float(lead) * sign if lead is not None else None,
                    prior=float(info["prior"]) if "prior" in info else None,
                    order=int(info.get("order", len(candidates))),
                    pv=tuple(parse_gtp_vertex(str(m), height) for m in info.get("pv", [])) or (point,),
                )
            )
        candidates.sort(key=lambda c: c.order)
        ownership = None
        if "ownership" in data:
            values = [float(v) * sign for v in data["ownership"]]
            if len(values) != width * height:
                raise EngineError(
                    EngineFault.GARBAGE, f"ownership has {len(values)} values for a {width}x{height} board"
                )
            ownership = tuple(values)
        lead = root.get("scoreLead")
        analysis = Analysis(
            to_play,
            tuple(candidates),
            winrate=_to_black(float(root["winrate"]), sign) if "winrate" in root else None,
            score_lead=float(lead) * sign if lead is not None else None,
            visits=int(root["visits"]) if "visits" in root else None,
            ownership=ownership,
            final=not data.get("isDuringSearch", False),
        )
        return str(data["id"]), int(data.get("turnNumber", 0)), analysis
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        if isinstance(error, EngineError):
            raise
        raise EngineError(EngineFault.GARBAGE, f"a KataGo result that does not fit its format: {error}") from None


def parse_top_moves(text: str, *, to_play: Color, height: int) -> tuple[Candidate, ...]:
    """GNU Go's ``top_moves``: ``C4 75.00 E7 74.01 ...`` (move, value in points)."""
    words = text.split()
    if len(words) % 2:
        raise EngineError(EngineFault.GARBAGE, f"top_moves gave an odd number of words: {text[:60]!r}")
    result = []
    for order, index in enumerate(range(0, len(words), 2)):
        point = parse_gtp_vertex(words[index], height)
        result.append(Candidate(point=point, order=order, pv=(point,), value=_number(words[index + 1], "value")))
    return tuple(result)


def parse_estimate_score(text: str) -> float:
    """GNU Go's ``estimate_score`` / ``final_score`` as Black's lead: ``W+1.0 (...)`` -> -1.0."""
    word = text.split()[0] if text.split() else ""
    if word == "0":
        return 0.0
    if len(word) > 2 and word[0] in "BWbw" and word[1] == "+":
        margin = _number(word[2:], "score")
        return margin if word[0] in "Bb" else -margin
    raise EngineError(EngineFault.GARBAGE, f"not a score: {text[:40]!r}")
