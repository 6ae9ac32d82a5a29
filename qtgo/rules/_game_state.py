"""What the helpers of ``Game`` may touch of its state, as protocols.

``stone.py`` (the fast stone) and ``history.py`` (undo) work on a game's private state but
do not import ``game.py``, which imports them: they name what they need here, and ``Game``
fulfils it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .board import Board
from .outcome import Phase, Snapshot
from .ruleset import KoRule
from .types import Color, Move, Point

if TYPE_CHECKING:
    from .game_end import Outcome


class StoneState(Protocol):
    """The state a stone played during play reads and changes (``stone.play_stone``)."""

    _board: Board
    _to_play: Color
    _caps: list[int]
    _passes: int
    _ko: tuple[int, int] | None
    _ko_rule: KoRule
    _emptied: tuple[int, list[int]] | None
    _moves: list[Move]
    _tt_moves_left: int
    _repetition: bool
    _seen_situations: set[int]

    def _forbidden_emptied(self, p: int, code: int) -> bool: ...

    def _play_general(self, move: Move) -> frozenset[Point]: ...


class GameState(StoneState, Protocol):
    """The whole state an undo puts back (``history.undo``) and the moves it replays."""

    _phase: Phase
    _outcome: Outcome | None
    _handicap_stones: list[Point]
    _handicap_left: int
    _events: list[tuple[int, str, object]]
    _snapshot: Snapshot

    @property
    def handicap(self) -> int: ...

    def play(self, move: Move) -> frozenset[Point]: ...

    def place_handicap_stone(self, point: Point) -> None: ...

    def resume(self, asked_by: Color | None = None) -> None: ...
