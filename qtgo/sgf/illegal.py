"""A move of a record that the rules refuse: a value of :func:`qtgo.sgf.replay`'s result,
in a module of its own so that it is imported with the first such move, not at start-up."""

from __future__ import annotations

from dataclasses import dataclass

from qtgo.rules import IllegalReason, Move
from qtgo.sgf.tree import Node

__all__ = ["IllegalMoveRecord"]


@dataclass(frozen=True)
class IllegalMoveRecord:
    """A move of the record that the rules refuse, where it is and why."""

    node: Node
    move_number: int
    move: Move
    reason: IllegalReason
