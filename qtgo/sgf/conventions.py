"""What Go servers write in their own way, read as they mean it (each with a warning).

- Fox and Yike write komi times 100 (``KM[750]`` = 7.5, ``KM[650]`` = 6.5) and Yike the
  Chinese komi in stones times 100 (``KM[375]`` = 3¾ stones = 7.5 points); a plain
  ``KM[3.75]`` under Chinese rules is stones too. Scored as written they give White 750
  points, so the value is rewritten as points and the warning names what was read.
- Tygem and Fox write byo-yomi as ``TC`` (periods) and ``TT`` (seconds per period) beside
  ``TM``; ``OT`` is added in the form qtgo's clock reads (``3x20 byo-yomi``), ``TC``/``TT``
  are kept, so ``TM[60]TC[3]TT[20]`` is 1:00 and 3 × 20 s, not 1:00 absolute.
"""

from __future__ import annotations

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


def apply_conventions(game: GameTree) -> list[str]:
    """Rewrite one game's server conventions as standard SGF; the warnings say what was read."""
    return _komi(game) + _byo_yomi(game)
