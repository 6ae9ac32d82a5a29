"""Evaluations kept in the SGF, so a reviewed game opens with its graph and mistakes at once.

Two properties on the node of each evaluated position:

- ``SBKV``: Sabaki's winrate, Black's chance in percent (``SBKV[55.3]``), written only when
  the engine gives a winrate, so Sabaki and qtgo read each other's files;
- ``QTEV``: qtgo's own, for the rest: ``lead=-1.5;winrate=0.447;visits=500;to=B;`` then
  ``best=dd:-1.2:0.512:300:,cc:-2.1:0.49:120:`` (point, score lead, winrate, visits,
  GNU Go's move value; an empty field is a value the engine did not give). All numbers are
  Black's side, with a dot whatever the locale;
- ``QTOW``: the engine's ownership of every point, when it gives one (KataGo), one character
  a point, rows from the top: ``A`` is White's for certain (-1), ``f`` (the 32nd) neither,
  ``+`` Black's for certain (+1), in steps of 1/31. It lets a reopened review say which
  stones lived or died by a move (``engine.explain``) as it did when the engine was there.

The engine that made them is named in the root's ``QTAE``.
"""

from __future__ import annotations

import math

from qtgo.engine.analysis import Analysis, Candidate
from qtgo.rules import Color, Point, RulesError
from qtgo.sgf import GameTree, Node

__all__ = [
    "ENGINE_PROPERTY",
    "EVALUATION_PROPERTY",
    "OWNERSHIP_PROPERTY",
    "SABAKI_WINRATE",
    "clear_evaluation",
    "engine_mixed_with",
    "read_evaluation",
    "same_engine",
    "stored_ownership",
    "write_evaluation",
]

SABAKI_WINRATE = "SBKV"
EVALUATION_PROPERTY = "QTEV"
OWNERSHIP_PROPERTY = "QTOW"
ENGINE_PROPERTY = "QTAE"

_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+"  # 63: -1 .. +1
_STEPS = (len(_DIGITS) - 1) // 2  # 31 steps each side of 0, so 0 itself is kept exactly
_DIGIT_VALUE = {digit: index / _STEPS - 1.0 for index, digit in enumerate(_DIGITS)}


def ownership_text(values: tuple[float, ...]) -> str:
    """Ownership values (-1..+1, Black's) as one character a point."""
    return "".join(_DIGITS[min(2 * _STEPS, max(0, round((value + 1.0) * _STEPS)))] for value in values)


def ownership_values(text: str, points: int) -> tuple[float, ...] | None:
    """The values of ``ownership_text``; None unless it holds exactly ``points`` known digits."""
    if len(text) != points:
        return None
    try:
        return tuple(_DIGIT_VALUE[digit] for digit in text)
    except KeyError:
        return None


def _text(value: float | None) -> str:
    if value is None:
        return ""
    return format(round(value, 4), "g")


def _value(text: str) -> float | None:
    if not text:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def write_evaluation(node: Node, analysis: Analysis, *, best: int = 5) -> None:
    """Store ``analysis`` on the node of its position (replacing an older one)."""
    if analysis.winrate is not None:
        node.set(SABAKI_WINRATE, format(round(analysis.winrate * 100, 2), "g"))
    else:
        node.remove_property(SABAKI_WINRATE)
    parts = [
        f"lead={_text(analysis.score_lead)}",
        f"winrate={_text(analysis.winrate)}",
        f"visits={'' if analysis.visits is None else analysis.visits}",
        f"to={analysis.to_play.value}",
    ]
    entries = []
    for candidate in analysis.candidates[:best]:
        point = "pass" if candidate.point is None else candidate.point.to_sgf()
        visits = "" if candidate.visits is None else str(candidate.visits)
        entries.append(
            f"{point}:{_text(candidate.score_lead)}:{_text(candidate.winrate)}:{visits}:{_text(candidate.value)}"
        )
    parts.append("best=" + ",".join(entries))
    node.set(EVALUATION_PROPERTY, ";".join(parts))
    if analysis.ownership:
        node.set(OWNERSHIP_PROPERTY, ownership_text(analysis.ownership))
    else:
        node.remove_property(OWNERSHIP_PROPERTY)


def clear_evaluation(node: Node) -> None:
    """Drop every evaluation property of the node (a review run again from scratch)."""
    for name in (EVALUATION_PROPERTY, SABAKI_WINRATE, OWNERSHIP_PROPERTY):
        node.remove_property(name)


def read_evaluation(node: Node, *, ownership: bool = True) -> Analysis | None:
    """The evaluation stored on ``node`` (qtgo's, else Sabaki's winrate alone), or None."""
    text = node.get(EVALUATION_PROPERTY)
    sabaki = _value(node.get(SABAKI_WINRATE) or "")
    if not text:
        if sabaki is None:
            return None
        parent = node.parent
        to_play = Color.BLACK
        move = node.move if "B" in node or "W" in node else None
        if move is not None:
            to_play = move.color.opponent
        elif parent is None and (node.tree is not None and (node.tree.handicap or 0) >= 2):
            to_play = Color.WHITE
        return Analysis(to_play, (), winrate=min(max(sabaki / 100.0, 0.0), 1.0))
    fields: dict[str, str] = {}
    for part in text.split(";"):
        key, _sep, value = part.partition("=")
        fields[key.strip()] = value.strip()
    try:
        to_play = Color.from_sgf(fields.get("to", "B") or "B")
    except RulesError:
        to_play = Color.BLACK
    candidates = []
    for order, entry in enumerate(filter(None, fields.get("best", "").split(","))):
        bits = [*entry.split(":"), "", "", "", ""][:5]
        try:
            point = None if bits[0] == "pass" else Point.from_sgf(bits[0])
        except RulesError:
            continue
        visits = _value(bits[3])
        candidates.append(
            Candidate(
                point=point,
                score_lead=_value(bits[1]),
                winrate=_value(bits[2]),
                visits=None if visits is None else int(visits),
                order=order,
                pv=(point,),
                value=_value(bits[4]),
            )
        )
    winrate = _value(fields.get("winrate", ""))
    if winrate is None and sabaki is not None:
        winrate = sabaki / 100.0
    visits = _value(fields.get("visits", ""))
    return Analysis(
        to_play,
        tuple(candidates),
        winrate=winrate,
        score_lead=_value(fields.get("lead", "")),
        visits=None if visits is None else int(visits),
        ownership=stored_ownership(node) if ownership else None,
    )


def stored_ownership(node: Node) -> tuple[float, ...] | None:
    """The ownership saved with ``node``'s evaluation (``OWNERSHIP_PROPERTY``), or None."""
    text = node.get(OWNERSHIP_PROPERTY)
    if not text or node.tree is None:
        return None
    width, height = node.tree.size
    return ownership_values(text.strip(), width * height)


def write_engine_name(tree: GameTree, label: str) -> None:
    tree.root.set(ENGINE_PROPERTY, label)


def read_engine_name(tree: GameTree) -> str | None:
    return tree.root.get(ENGINE_PROPERTY)


def same_engine(stored: str, label: str) -> bool:
    """Whether evaluations named ``stored`` and an engine named ``label`` are one engine's.

    KataGo's GTP version names its network after a ``+`` (``KataGo 1.17.2+g170-b6c96-s175M``)
    and its JSON engine does not (``KataGo 1.17.2``): a name without the network matches
    the same version with any; two networks named differ.
    """
    if stored == label:
        return True
    stored_base, stored_plus, _ = stored.partition("+")
    label_base, label_plus, _ = label.partition("+")
    return stored_base == label_base and not (stored_plus and label_plus)


def engine_mixed_with(tree: GameTree, label: str, *, kept: bool = True) -> str | None:
    """The engine whose evaluations ``tree`` holds, when adding ``label``'s to them would
    mix two engines' numbers in one review (one graph, one list of mistakes); else None.

    ``kept`` says whether any evaluation stays beside the new ones (a resumed run, chosen
    moves); when none does, a whole new review replaces the old one and mixes nothing. An
    unknown engine (an empty ``label``, no stored name) mixes nothing either.
    """
    stored = read_engine_name(tree)
    if not (kept and stored and label) or same_engine(stored, label):
        return None
    return stored
