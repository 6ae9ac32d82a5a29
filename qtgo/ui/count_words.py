"""The count's words shared by the count panel and the every-rule-set view: which terms a
scoring adds up, and a result in words. (Kept apart so that the view, opened from the
panel, does not import the panel.)"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtgo.rules import Scoring
from qtgo.ui.numbers import show_number

__all__ = ["ALWAYS_COUNTED", "COUNTED_TERMS", "describe_result"]

#: The terms that add up to the total under each scoring (RULES.md §2); komi, handicap
#: compensation and penalties count under all of them.
COUNTED_TERMS = {
    Scoring.AREA: {"territory", "stones"},
    Scoring.TERRITORY: {"territory", "prisoners", "dead"},
    Scoring.STONES: {"stones"},
}
ALWAYS_COUNTED = {"komi", "handicap", "penalty", "centre", "corners", "total"}


def describe_result(result: str) -> str:
    """``W+3.5`` -> ``White wins by 3.5  (W+3.5)``, in the UI language."""
    translate = QCoreApplication.translate
    if result in ("0", "Draw", "Jigo"):
        return translate("ScorePanel", "Draw (jigo)")
    if "+" not in result:
        return result
    winner, _, margin = result.partition("+")
    words = {
        ("B", "R"): translate("ScorePanel", "Black wins by resignation"),
        ("W", "R"): translate("ScorePanel", "White wins by resignation"),
        ("B", "T"): translate("ScorePanel", "Black wins on time"),
        ("W", "T"): translate("ScorePanel", "White wins on time"),
        ("B", "F"): translate("ScorePanel", "Black wins by forfeit"),
        ("W", "F"): translate("ScorePanel", "White wins by forfeit"),
    }
    text = words.get((winner, margin))
    if text is None:
        shown = show_number(float(margin)) if _is_number(margin) else margin
        if winner == "B":
            text = translate("ScorePanel", "Black wins by {0}").format(shown)
        else:
            text = translate("ScorePanel", "White wins by {0}").format(shown)
    return f"{text}  ({result})"


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
