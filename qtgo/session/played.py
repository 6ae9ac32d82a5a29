"""What a move did: a value of the session's, in a module of its own so that it is imported
with the first move played, not at start-up (the first paint plays none)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgo.rules import Move, Outcome, Point

if TYPE_CHECKING:
    from qtgo.session.edit import Edit

__all__ = ["PlayResult"]


@dataclass(frozen=True)
class PlayResult:
    """What a move (or pass) did: for sounds, the status bar and the undo stack."""

    move: Move
    captured: frozenset[Point] = frozenset()
    created: bool = True
    edit: Edit | None = None
    outcome: Outcome | None = None
    scoring: bool = False
    clock_resumed: bool = False
