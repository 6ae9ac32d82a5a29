"""A refused move in words, said where the player looks (on the board), not in code terms.

"Illegal: ko" in small status-bar text was easy to miss; the board shows these sentences
over the position (``qtgo.ui.board.notice``) with the refusal sound. Reasons are the
rejection reasons of the session (an enum, or its value as a string).
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

REFUSALS: dict[str, str] = {
    "occupied": str(QT_TRANSLATE_NOOP("Refusals", "That point is taken: play on an empty point.")),
    "suicide": str(
        QT_TRANSLATE_NOOP("Refusals", "Suicide: this stone would have no liberties and capture nothing.")
    ),
    "ko": str(QT_TRANSLATE_NOOP("Refusals", "Ko: you may not retake at once; play elsewhere first.")),
    "superko": str(
        QT_TRANSLATE_NOOP("Refusals", "Superko: this move would repeat an earlier position; play elsewhere.")
    ),
    "off-board": str(QT_TRANSLATE_NOOP("Refusals", "That point is not on the board.")),
    "game-over": str(QT_TRANSLATE_NOOP("Refusals", "The game is over: no more moves.")),
    "not-your-turn": str(QT_TRANSLATE_NOOP("Refusals", "It is not your turn.")),
    "not-at-end": str(
        QT_TRANSLATE_NOOP("Refusals", "This is an earlier position: go to the last move to play on.")
    ),
}


def refusal_text(reason: object) -> str | None:
    """The sentence for a rejection ``reason`` in the UI language, None when it has none."""
    key = reason.value if isinstance(reason, enum.Enum) else reason
    text = REFUSALS.get(str(key).lower().replace("_", "-"))
    return QCoreApplication.translate("Refusals", text) if text else None
