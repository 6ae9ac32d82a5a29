"""The engine package's one error tree: every fault an engine can commit, as an enum reason."""

from __future__ import annotations

import enum

__all__ = ["EngineError", "EngineFault"]


class EngineFault(enum.Enum):
    """Why an engine could not do what was asked; the UI translates these, never the text."""

    NOT_STARTED = "not-started"  # the program could not be run at all
    CRASHED = "crashed"  # the process ended (or closed its output) while we waited
    TIMEOUT = "timeout"  # no answer in time: the engine hangs or thinks too long
    UNRESPONSIVE = "unresponsive"  # it timed out before and was not restarted: not asked again
    GARBAGE = "garbage"  # an answer that is not GTP, or not what the command returns
    REFUSED = "refused"  # a GTP failure answer ("? ...") to a command it must accept
    UNSUPPORTED = "unsupported"  # the engine lacks a command, board size or rule set we need
    ILLEGAL_MOVE = "illegal-move"  # the engine chose a move qtgo's rules refuse
    OCCUPIED = "occupied"  # the engine chose a point that already holds a stone
    RESIGNED = "resigned"  # not a fault of the program, but the end of its game
    ENDLESS_PASSES = "endless-passes"  # a game that will not end
    CANCELLED = "cancelled"  # the request was stopped because the position moved on
    CLOSED = "closed"  # the engine was shut down before or during the request


class EngineError(ValueError):
    """An engine failed; ``reason`` says how, ``stderr`` holds what it last wrote there."""

    def __init__(self, reason: EngineFault, message: str, *, stderr: str = "") -> None:
        self.reason = reason
        self.stderr = stderr
        super().__init__(message)
