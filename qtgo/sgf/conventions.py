"""What Go servers write in their own way, read as they mean it (each with a warning).

- Fox and Yike write komi times 100 (``KM[750]`` = 7.5, ``KM[650]`` = 6.5) and Yike the
  Chinese komi in stones times 100 (``KM[375]`` = 3¾ stones = 7.5 points); a plain
  ``KM[3.75]`` under Chinese rules is stones too. Scored as written they give White 750
  points, so the value is rewritten as points and the warning names what was read.
- Tygem and Fox write byo-yomi as ``TC`` (periods) and ``TT`` (seconds per period) beside
  ``TM``; ``OT`` is added in the form qtgo's clock reads (``3x20 byo-yomi``), ``TC``/``TT``
  are kept, so ``TM[60]TC[3]TT[20]`` is 1:00 and 3 × 20 s, not 1:00 absolute.
- The Nihon Ki-in writes its own root properties in Japanese: ``TE`` (the event), ``RD``
  (the date), ``KO[黒6目半]`` (Black gives 6.5 komi) and ``RE[黒中押し勝ち]``. They are kept
  and copied to ``EV``, ``DT`` and ``KM`` where those are missing.
- MultiGo and the Nihon Ki-in write the result in Chinese or Japanese (``白胜5.5目``,
  ``黒中押し勝ち``): it becomes an SGF ``RE`` (``W+5.5``, ``B+R``), the warning quotes it.
"""

from __future__ import annotations

import re

from qtgo.sgf import properties as props
from qtgo.sgf.errors import SgfPropertyError
from qtgo.sgf.tree import GameTree

__all__ = ["apply_conventions", "read_komi"]

_STONE_FRACTIONS = (0.25, 0.75)
_CHINESE = ("chinese", "cn", "china", "zh", "chn")


def read_komi(value: str, rules: str | None) -> tuple[float, str | None]:
    """Komi in points from a ``KM`` value, and what was read when it was not points.

    Raises ``SgfPropertyError`` for a value that is no number.
    """
    komi = props.interpret_real(value)
    note: str | None = None
    if abs(komi) >= 100 and komi == int(komi):
        komi /= 100
        note = f"KM[{value.strip()}] read as komi × 100 (as Fox and Yike write it)"
    chinese = (rules or "").strip().lower() in _CHINESE
    if abs(komi) % 1 in _STONE_FRACTIONS and (note is not None or chinese):
        stones = komi
        komi *= 2
        note = (note or f"KM[{value.strip()}]") + f": {props.serialise_real(stones)} stones"
    if note is not None:
        note += f", that is {props.serialise_real(komi)} points"
    return komi, note


def _komi(game: GameTree) -> list[str]:
    root = game.root
    value = root.get("KM")
    if value is None or not value.strip():
        return []
    try:
        komi, note = read_komi(value, root.get("RU"))
    except SgfPropertyError:
        return []
    if note is None:
        return []
    root.set("KM", props.serialise_real(komi))
    return [note]


def _byo_yomi(game: GameTree) -> list[str]:
    root = game.root
    periods, seconds = root.get("TC"), root.get("TT")
    if periods is None or seconds is None or root.get("OT"):
        return []
    try:
        count = props.interpret_number(periods)
        length = props.interpret_real(seconds)
    except SgfPropertyError:
        return [f"TC[{periods}]TT[{seconds}] is no byo-yomi qtgo can read; ignored"]
    if count < 1 or length <= 0:
        return []
    overtime = f"{count}x{props.serialise_real(length)} byo-yomi"
    root.set("OT", overtime)
    return [f"TC[{periods}]TT[{seconds}] read as byo-yomi {count} × {props.serialise_real(length)} s (Tygem/Fox)"]


_JAPANESE_POINTS = re.compile(r"([黒白])\s*(\d+)\s*目\s*(半)?")
_LOCAL_RESULT = re.compile(
    r"([黒白黑])\s*(?:(中押し|中盘)\s*[勝胜]|(?:(\d+(?:\.\d+)?)\s*目\s*(半)?\s*勝)|胜\s*(\d+(?:\.\d+)?)\s*目\s*(半)?)"
)
_SGF_RESULT = re.compile(r"^\s*(?:[BW]\+|0\s*$|Void|\?|Draw|Jigo)", re.I)
_JAPANESE_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_COLOUR = {"黒": "B", "黑": "B", "白": "W"}


def _japanese_points(match: re.Match[str]) -> float:
    return int(match.group(2)) + (0.5 if match.group(3) else 0.0)


def _nihon_kiin(game: GameTree) -> list[str]:
    root = game.root
    if root.get("TE") is None or root.get("KO") is None:
        return []
    notes: list[str] = []
    if root.get("EV") is None:
        root.set("EV", root.get("TE"))
    date = (root.get("RD") or "").strip()
    if root.get("DT") is None and _JAPANESE_DATE.match(date):
        root.set("DT", date)
    komi = _JAPANESE_POINTS.search(root.get("KO") or "")
    if root.get("KM") is None and komi is not None:
        points = _japanese_points(komi) * (1 if komi.group(1) == "黒" else -1)
        root.set("KM", props.serialise_real(points))
        notes.append(f"KO[{komi.group()}] read as komi {props.serialise_real(points)} (Nihon Ki-in)")
    return notes


def _result(game: GameTree) -> list[str]:
    """A result written in Japanese or Chinese (``黒中押し勝ち``, ``白胜5.5目``) as SGF ``RE``."""
    root = game.root
    written = root.get("RE") or ""
    if not written or _SGF_RESULT.match(written):
        return []
    found = _LOCAL_RESULT.search(written)
    if found is None:
        return []
    colour, resigned, points, half, chinese_points, chinese_half = found.groups()
    if resigned:
        margin = "R"
    else:
        value = float(points or chinese_points) + (0.5 if (half or chinese_half) else 0.0)
        margin = props.serialise_real(value)
    result = f"{_COLOUR[colour]}+{margin}"
    root.set("RE", result)
    return [f"RE[{written}] read as {result}"]


def apply_conventions(game: GameTree) -> list[str]:
    """Rewrite one game's server conventions as standard SGF; the warnings say what was read."""
    return _komi(game) + _byo_yomi(game) + _nihon_kiin(game) + _result(game)
