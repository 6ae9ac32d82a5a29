"""Translated texts for what the pure core says: illegal moves, session and clock errors.

The core (``qtgo.rules``, ``qtgo.session``, ``qtgo.clock``) stays free of Qt and speaks
English; the UI shows its messages through :func:`error_text`, which maps the reason of a
``MoveRejected`` and the known messages to ``tr()`` texts (context ``Messages``). An
unknown message is shown as it is, so nothing is ever lost in translation.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from qtgo.rules import Color, KoRule, Scoring
from qtgo.session.errors import MoveRejected

_CONTEXT = "Messages"

#: ``MoveRejected.reason`` -> the text shown when the core gave no message of its own.
REASONS = {
    "occupied": QT_TRANSLATE_NOOP("Messages", "Illegal: occupied"),
    "suicide": QT_TRANSLATE_NOOP("Messages", "Illegal: suicide"),
    "ko": QT_TRANSLATE_NOOP("Messages", "Illegal: ko"),
    "superko": QT_TRANSLATE_NOOP("Messages", "Illegal: superko"),
    "off-board": QT_TRANSLATE_NOOP("Messages", "Illegal: off-board"),
    "game-over": QT_TRANSLATE_NOOP("Messages", "Illegal: game-over"),
    "not-your-turn": QT_TRANSLATE_NOOP("Messages", "Illegal: not-your-turn"),
    "not-at-end": QT_TRANSLATE_NOOP("Messages", "Illegal: not-at-end"),
}

#: Marks a message with a number (group 1) that :func:`_plural` translates with its plural forms.
PLURAL = "%n"

#: Known core messages (a full match of the English text) and their translations; the
#: groups fill ``{0}``, ``{1}``.
PATTERNS: list[tuple[str, str]] = [
    (r"The game is over", QT_TRANSLATE_NOOP("Messages", "The game is over")),
    (r"The game is over: (.+)", QT_TRANSLATE_NOOP("Messages", "The game is over: {0}")),
    (r"The game is over \((.+)\)", QT_TRANSLATE_NOOP("Messages", "The game is over ({0})")),
    (
        r"Counting is under way: accept the count or resume play",
        QT_TRANSLATE_NOOP("Messages", "Counting is under way: accept the count or resume play"),
    ),
    (r"Place (\d+) more handicap stone\(s\) first", PLURAL),
    (r"Go to the last move \(End\) to play on", QT_TRANSLATE_NOOP("Messages", "Go to the last move (End) to play on")),
    (
        r"Go back to the start to place handicap stones",
        QT_TRANSLATE_NOOP("Messages", "Go back to the start to place handicap stones"),
    ),
    (
        r"Cannot .+: this game is not being played \(review mode\)",
        QT_TRANSLATE_NOOP("Messages", "Not possible: this game is not being played (review mode)"),
    ),
    (
        r"Undo by agreement is for a game being played; in review just go back",
        QT_TRANSLATE_NOOP("Messages", "Undo by agreement is for a game being played; in review just go back"),
    ),
    (
        r"This game was started without undo \(touch-move\)",
        QT_TRANSLATE_NOOP("Messages", "This game was started without undo (touch-move)"),
    ),
    (r"There is no move to take back", QT_TRANSLATE_NOOP("Messages", "There is no move to take back")),
    (r"That node is not part of the open game", QT_TRANSLATE_NOOP("Messages", "That node is not part of the open game")),
    (r"Komi must be a number, not (.+)", QT_TRANSLATE_NOOP("Messages", "Komi must be a number, not {0}")),
    (r"(\w+) needs two different points", QT_TRANSLATE_NOOP("Messages", "{0} needs two different points")),
    (r"Unknown markup (.+)", QT_TRANSLATE_NOOP("Messages", "Unknown markup {0}")),
    (r"The start of the game cannot be deleted", QT_TRANSLATE_NOOP("Messages", "The start of the game cannot be deleted")),
    (
        r"Moves of the game being played cannot be deleted",
        QT_TRANSLATE_NOOP("Messages", "Moves of the game being played cannot be deleted"),
    ),
    (r"Go to the last move to count the game", QT_TRANSLATE_NOOP("Messages", "Go to the last move to count the game")),
    (
        r"Not counting: the game has to end \(two passes\) first",
        QT_TRANSLATE_NOOP("Messages", "Not counting: the game has to end (two passes) first"),
    ),
    (
        r"In a game being played, use Resume to go on playing",
        QT_TRANSLATE_NOOP("Messages", "In a game being played, use Resume to go on playing"),
    ),
    (
        r"Play can only resume after the game ended with passes",
        QT_TRANSLATE_NOOP("Messages", "Play can only resume after the game ended with passes"),
    ),
    (r"Choose a file name first \(Save As\)", QT_TRANSLATE_NOOP("Messages", "Choose a file name first (Save As)")),
    (r"Cannot write (.+?): (.+)", QT_TRANSLATE_NOOP("Messages", "Cannot write {0}: {1}")),
    (r"Cannot read (.+?): (.+)", QT_TRANSLATE_NOOP("Messages", "Cannot read {0}: {1}")),
    (r"The file has (\d+) games", PLURAL),
    (r"The file holds no game", QT_TRANSLATE_NOOP("Messages", "The file holds no game")),
    (r"Autosave failed: (.+)", QT_TRANSLATE_NOOP("Messages", "Autosave failed: {0}")),
    (r"There is no autosaved game to recover", QT_TRANSLATE_NOOP("Messages", "There is no autosaved game to recover")),
    (r"Cannot remove the autosave: (.+)", QT_TRANSLATE_NOOP("Messages", "Cannot remove the autosave: {0}")),
    (r"Board size (\d+)×(\d+) is outside 2\.\.52", QT_TRANSLATE_NOOP("Messages", "Board size {0}×{1} is outside 2..52")),
    (
        r"A handicap is 0 \(even game\) or 2 stones or more",
        QT_TRANSLATE_NOOP("Messages", "A handicap is 0 (even game) or 2 stones or more"),
    ),
    (r"(\d+) handicap stones do not fit on this board", PLURAL),
    (r"unusable game settings: (.+)", QT_TRANSLATE_NOOP("Messages", "Unusable game settings: {0}")),
    (r"absolute time needs a main time > 0", QT_TRANSLATE_NOOP("Messages", "Absolute time needs a main time > 0")),
    (r"hourglass time needs a main time > 0", QT_TRANSLATE_NOOP("Messages", "Hourglass time needs a main time > 0")),
    (r"(\S+) time needs a main time > 0", QT_TRANSLATE_NOOP("Messages", "This time system needs a main time > 0")),
    (
        r"byo-yomi needs at least one period of more than 0 seconds",
        QT_TRANSLATE_NOOP("Messages", "Byo-yomi needs at least one period of more than 0 seconds"),
    ),
    (
        r"Canadian overtime needs at least one stone in more than 0 seconds",
        QT_TRANSLATE_NOOP("Messages", "Canadian overtime needs at least one stone in more than 0 seconds"),
    ),
    (
        r"Ing overtime needs at least one period of more than 0 seconds",
        QT_TRANSLATE_NOOP("Messages", "Ing overtime needs at least one period of more than 0 seconds"),
    ),
    (
        r"Fischer time needs an increment > 0 \(without it, it is absolute time\)",
        QT_TRANSLATE_NOOP("Messages", "Fischer time needs an increment > 0 (without it, it is absolute time)"),
    ),
    # The names of the edits on the undo stack (Edit > Undo ...).
    (r"Add variation (.+)", QT_TRANSLATE_NOOP("Messages", "Add variation {0}")),
    (r"Edit comment", QT_TRANSLATE_NOOP("Messages", "Edit comment")),
    (r"Edit game info", QT_TRANSLATE_NOOP("Messages", "Edit game info")),
    (r"Markup (\w+)", QT_TRANSLATE_NOOP("Messages", "Markup {0}")),
    (r"Delete variation", QT_TRANSLATE_NOOP("Messages", "Delete variation")),
    (r"Make main line", QT_TRANSLATE_NOOP("Messages", "Make main line")),
]
_COMPILED = [(re.compile(pattern), template) for pattern, template in PATTERNS]


def en_plural(text: str, n: int) -> str:
    """English for an untranslated ``%n`` message: ``1 stone(s)`` -> ``1 stone``, else ``stones``.

    A translation brings its own plural forms (Russian has three); without one, Qt leaves
    the source's ``(s)`` in place, and this picks the English form instead.
    """
    if n < 0 or "(s)" not in text:
        return text
    return re.sub(r"(\w)\(s\)", (lambda m: m.group(1)) if n == 1 else (lambda m: m.group(1) + "s"), text)


def _translate(text: str, n: int = -1) -> str:
    return en_plural(QCoreApplication.translate(_CONTEXT, text, None, n), n)


class Messages(QObject):
    """The messages with a count. lupdate marks ``self.tr(text, "", n)`` as numerus (plural
    forms; Russian has three), which it does not do for ``translate()`` with a variable."""

    def plural(self, pattern: str, n: int) -> str:
        if pattern.startswith("Place"):
            text = self.tr("Place %n more handicap stone(s) first", "", n)
        elif pattern.startswith("The file has"):
            text = self.tr("The file has %n game(s)", "", n)
        else:
            text = self.tr("%n handicap stone(s) do not fit on this board", "", n)
        return en_plural(text, n)


_messages: list[Messages] = []


def _plural(pattern: str, n: int) -> str:
    if not _messages:
        _messages.append(Messages())
    return _messages[0].plural(pattern, n)


def translate_message(message: str) -> str:
    """The translation of one known core message; an unknown one comes back unchanged."""
    for pattern, template in _COMPILED:
        match = pattern.fullmatch(message)
        if match is None:
            continue
        groups = match.groups()
        if template == PLURAL:
            return _plural(pattern.pattern, int(groups[0]))
        # A template that does not use every group (e.g. the time system) drops the rest.
        return _translate(template).format(*groups)
    return message


def error_text(error: BaseException) -> str:
    """What the status bar or a message box shows for a core error, in the UI language."""
    message = str(error)
    if isinstance(error, MoveRejected) and message == f"Illegal: {error.reason}" and error.reason in REASONS:
        return _translate(REASONS[error.reason])
    return translate_message(message)


def colour_name(color: Color) -> str:
    """``Black`` / ``White`` in the UI language."""
    if color is Color.BLACK:
        return QCoreApplication.translate("Messages", "Black")
    return QCoreApplication.translate("Messages", "White")


def scoring_phrase(scoring: Scoring) -> str:
    """``Area scoring`` and the like, for the rules summaries."""
    texts = {
        Scoring.AREA: QT_TRANSLATE_NOOP("Messages", "Area scoring"),
        Scoring.TERRITORY: QT_TRANSLATE_NOOP("Messages", "Territory scoring"),
        Scoring.STONES: QT_TRANSLATE_NOOP("Messages", "Stone scoring"),
    }
    return _translate(texts[scoring])


def ko_phrase(ko: KoRule) -> str:
    """``simple ko``, ``positional superko``, ``situational superko``."""
    texts = {
        KoRule.SIMPLE: QT_TRANSLATE_NOOP("Messages", "simple ko"),
        KoRule.POSITIONAL: QT_TRANSLATE_NOOP("Messages", "positional superko"),
        KoRule.SITUATIONAL: QT_TRANSLATE_NOOP("Messages", "situational superko"),
    }
    return _translate(texts[ko])


def player_label(name: str, color: Color) -> str:
    """A player's name as shown: the default ``Black``/``White`` in the UI language."""
    default = "Black" if color is Color.BLACK else "White"
    return colour_name(color) if name == default else name
