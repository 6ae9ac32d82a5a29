"""The session's one error tree: every failure a user can cause is a ``SessionError``."""

from __future__ import annotations


class SessionError(ValueError):
    """A command the open game cannot carry out; the game is left unchanged."""


class MoveRejected(SessionError):
    """A move that the rules (or the state of the game) do not allow.

    ``reason`` is the short machine name (``occupied``, ``ko``, ``superko``, ``suicide``,
    ``off-board``, ``game-over``, ``not-your-turn``, ``not-at-end``) and ``str(error)``
    the message the status bar shows, e.g. ``"Illegal: ko"``.
    """

    def __init__(self, reason: str, message: str | None = None) -> None:
        self.reason = reason
        super().__init__(message or f"Illegal: {reason}")


class FileError(SessionError):
    """A game record that cannot be read or written; the open game stays as it was."""


class UndoNotAllowed(SessionError):
    """Undo by agreement asked for where the game forbids it or where nothing can be undone."""
