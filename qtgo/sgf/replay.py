"""Positions of a game tree computed through ``qtgo.rules``: ``replay`` and ``PositionCache``.

Nodes store no positions. ``replay`` plays the path from the root to a node onto a fresh
``Game``; the cache keeps games at recently visited nodes (and checkpoints along long
paths), so stepping through a record plays one move per step instead of the whole line.

Records are not always legal. An illegal move is reported as a warning and placed anyway
(with its captures, or as a suicide) so that the rest of the record still loads; moves
off the board and moves after the end of the game are skipped with a warning.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from qtgo._gc import collector_paused
from qtgo.rules import (
    Color,
    Game,
    HandicapPlacement,
    IllegalMoveError,
    IllegalReason,
    Move,
    RulesError,
    Ruleset,
)
from qtgo.sgf import properties as props
from qtgo.sgf.errors import SgfPropertyError, SgfTreeError
from qtgo.sgf.tree import GameTree, Node

# What an illegal move of a record was, imported with the first one met: the board of the
# first paint replays none.
if TYPE_CHECKING:
    from qtgo.sgf.illegal import IllegalMoveRecord

__all__ = ["replay", "ReplayResult", "IllegalMoveRecord", "PositionCache", "ruleset_for"]


def __getattr__(name: str) -> object:
    if name == "IllegalMoveRecord":
        from qtgo.sgf.illegal import IllegalMoveRecord

        return IllegalMoveRecord
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class ReplayResult:
    """The game at a node, with what was wrong on the way there."""

    game: Game
    warnings: list[str] = field(default_factory=list)
    illegal: list[IllegalMoveRecord] = field(default_factory=list)
    moves: int = 0  # moves of the record on the path, illegal and skipped ones included


def ruleset_for(tree: GameTree) -> tuple[Ruleset, list[str]]:
    """The rules a record names (``RU``, Japanese when absent) with its ``KM`` as komi."""
    warnings: list[str] = []
    ruleset, warning = Ruleset.from_sgf(tree.root.get("RU") or "")
    if warning:
        warnings.append(warning)
    km = tree.root.get("KM")
    if km is not None and km.strip():
        try:
            ruleset = dataclasses.replace(ruleset, komi=props.interpret_real(km))
        except SgfPropertyError:
            warnings.append(f"komi KM[{km}] is not a number; using {ruleset.komi}")
    return ruleset, warnings


def _new_game(tree: GameTree, ruleset: Ruleset, warnings: list[str]) -> Game:
    width, height = tree.size
    handicap = tree.handicap or 0
    root = tree.root.properties
    if handicap >= 2 and "AB" in root:
        placement = HandicapPlacement.FREE  # the root's AB places the stones
    elif handicap >= 2 and ruleset.four_passes_end:
        placement = HandicapPlacement.TROMP_TAYLOR_MOVES
    elif handicap >= 2:
        placement = HandicapPlacement.FREE  # Black's first moves place the stones
    else:
        placement = HandicapPlacement.FIXED
    try:
        return Game(width, height, ruleset=ruleset, handicap=max(handicap, 0), handicap_placement=placement)
    except RulesError as error:
        if handicap:
            warnings.append(f"handicap HA[{handicap}] ignored: {error}")
    try:
        return Game(width, height, ruleset=ruleset)
    except RulesError as error:
        raise SgfPropertyError(f"the rules cannot play this record: {error}") from None


def _try_play(game: Game, move: Move) -> IllegalReason | None:
    """Play ``move``; the reason it is illegal, with the game unchanged, or None."""
    try:
        game.play(move)
    except IllegalMoveError as error:
        return error.reason
    return None


def _copy_result(result: ReplayResult) -> ReplayResult:
    return ReplayResult(result.game.copy(), list(result.warnings), list(result.illegal), result.moves)


class _StopReplay(Exception):
    """Raised inside a strict replay at the first illegal move."""


class _Stepper:
    """Applies one node at a time to a game, collecting warnings."""

    def __init__(self, tree: GameTree, *, stop_at_illegal: bool = False) -> None:
        self.tree = tree
        self.stop_at_illegal = stop_at_illegal

    def run(self, game: Game, nodes: Iterable[Node], result: ReplayResult) -> None:
        """Apply ``nodes`` in order.

        A node that holds nothing but a legal move (nearly every node of a record) is
        played here directly; anything else, and any move that fails, goes through
        ``apply``, which sees the game unchanged (``play`` changes nothing when it
        refuses a move) and reports it.
        """
        play = game.play
        apply = self.apply
        for node in nodes:
            properties = node.properties
            if len(properties) == 1:
                try:
                    move = node.move
                    if move is not None:
                        play(move)
                        result.moves += 1
                        continue
                except (SgfPropertyError, IllegalMoveError):
                    pass
            apply(game, node, result)

    def apply(self, game: Game, node: Node, result: ReplayResult) -> None:
        properties = node.properties
        self._setup(game, node, result)
        try:
            move = node.move
        except SgfPropertyError as error:
            if self.stop_at_illegal:
                raise SgfPropertyError(f"move {result.moves + 1}: {error}") from error
            result.warnings.append(f"move {result.moves + 1} ignored: {error}")
            return
        if move is None:
            return
        number = result.moves + 1
        result.moves = number
        if "B" in properties and "W" in properties:
            result.warnings.append(f"move {number}: a node with both B and W; only B is played")
        try:
            game.play(move)  # play() checks legality itself: one pass per move
            return
        except IllegalMoveError as error:
            reason: IllegalReason | None = error.reason
        if reason is IllegalReason.WRONG_TURN:
            result.warnings.append(f"move {number}: fewer handicap stones than HA says")
            game.setup()
            reason = _try_play(game, move)
        if reason is not None:
            self._illegal(game, node, move, number, reason, result)

    def _setup(self, game: Game, node: Node, result: ReplayResult) -> None:
        warnings = result.warnings
        try:
            setup = node.setup
        except SgfPropertyError as error:
            if self.stop_at_illegal:
                raise SgfPropertyError(f"after move {result.moves}: {error}") from error
            warnings.append(f"setup ignored at move {result.moves}: {error}")
            return
        if setup is None:
            return
        black, white, empty, to_play = setup
        board = game.board
        occupied = (board.stones_among(black, 8) + board.stones_among(white, 8))[:8]
        if occupied:
            warnings.append(f"setup on occupied points {props.points_text(occupied[:8])} after move {result.moves}")
        if to_play is None and result.moves == 0 and black and not white and (self.tree.handicap or 0) >= 2:
            to_play = Color.WHITE  # handicap stones set up (in the root or a node before move 1): White moves first
        game.setup(black=black, white=white, empty=empty, to_play=to_play)

    def _illegal(
        self, game: Game, node: Node, move: Move, number: int, reason: IllegalReason, result: ReplayResult
    ) -> None:
        """Record an illegal move; stop a strict replay, else skip it or place it anyway."""
        from qtgo.sgf.illegal import IllegalMoveRecord

        warnings = result.warnings
        result.illegal.append(IllegalMoveRecord(node, number, move, reason))
        if self.stop_at_illegal:
            raise _StopReplay
        where = "pass" if move.point is None else props.serialise_point(move.point)
        if reason in (IllegalReason.OFF_BOARD, IllegalReason.GAME_OVER) or move.point is None:
            warnings.append(f"move {number} ({move.color.value} {where}) is illegal ({reason}); skipped")
            return
        warnings.append(f"move {number} ({move.color.value} {where}) is illegal ({reason}); placed anyway")
        game.place_anyway(move)  # only the points it touches change


def replay(
    tree: GameTree,
    node: Node | None = None,
    *,
    ruleset: Ruleset | None = None,
    stop_at_illegal: bool = False,
) -> ReplayResult:
    """The game at ``node`` (the end of the main line by default), played from the root.

    ``ruleset`` None means the record's own (``RU`` and ``KM``). The returned game is
    the caller's to change. Raises ``SgfPropertyError`` for a board the rules cannot
    hold (``SZ[1]``); every other problem of the record is a warning. With
    ``stop_at_illegal`` (a checker's replay) the first illegal move ends the replay with
    the game as it stood before that move, and a malformed move or setup value raises
    ``SgfPropertyError`` instead of being skipped.
    """
    warnings: list[str] = []
    if ruleset is None:
        ruleset, warnings = ruleset_for(tree)
    # The main line is the path to its own end: no walk up through the parent links.
    path = tree.main_line() if node is None else tree.path_to(node)
    result = ReplayResult(_new_game(tree, ruleset, warnings), warnings)
    stepper = _Stepper(tree, stop_at_illegal=stop_at_illegal)
    try:
        with collector_paused():  # a replay makes no reference cycles either
            stepper.run(result.game, path, result)
    except _StopReplay:
        pass
    return result


class PositionCache:
    """Games at the nodes of one tree, kept so that stepping does not replay from the root.

    ``game_at(node)`` returns a game the caller must treat as read-only (it stays in the
    cache); ``result_at(node)`` adds the warnings. After the tree changes at or above a
    node, ``invalidate(node)`` (or ``invalidate()`` for everything) drops what is stale.

    A game at move *n* holds its *n* moves and superko history, so a copy costs time and
    memory in proportion to *n*. A long replay therefore keeps checkpoints every
    ``checkpoint_every`` moves only just before its target, and beyond that at doubling
    distances (a 100,000-move line: about 20 copies, not 3,000), and the cache holds at
    most ``capacity`` games and at most ``move_budget`` moves in all (the games at the end
    of that line weigh 100,000 each, so about ten of them stay, not 512).
    """

    #: Checkpoints kept at every ``checkpoint_every`` moves before a replay's target.
    DENSE_CHECKPOINTS = 8

    def __init__(
        self,
        tree: GameTree,
        *,
        ruleset: Ruleset | None = None,
        capacity: int = 512,
        checkpoint_every: int = 32,
        move_budget: int = 1_000_000,
    ) -> None:
        self.tree = tree
        self._warnings: list[str] = []
        if ruleset is None:
            ruleset, self._warnings = ruleset_for(tree)
        self.ruleset = ruleset
        self.capacity = max(2, capacity)
        self.checkpoint_every = max(1, checkpoint_every)
        self.move_budget = move_budget
        self._entries: OrderedDict[int, tuple[Node, ReplayResult]] = OrderedDict()
        self._weight = 0
        self._stepper = _Stepper(tree)

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def weight(self) -> int:
        """What the cached games hold, in moves (kept within ``move_budget``)."""
        return self._weight

    @staticmethod
    def _weight_of(result: ReplayResult) -> int:
        """What a cached game costs, in moves: its history, its warnings and a board."""
        return result.moves + len(result.warnings) + 400

    def _lookup(self, node: Node) -> ReplayResult | None:
        entry = self._entries.get(id(node))
        if entry is None or entry[0] is not node:
            return None
        self._entries.move_to_end(id(node))
        return entry[1]

    def _store(self, node: Node, result: ReplayResult) -> None:
        key = id(node)
        # Never stored yet: a cached node is looked up first, and the entry's reference
        # keeps its id from being reused.
        self._entries[key] = (node, result)
        self._weight += self._weight_of(result)
        entries = self._entries
        while len(entries) > 1 and (len(entries) > self.capacity or self._weight > self.move_budget):
            _, (_, dropped) = entries.popitem(last=False)
            self._weight -= self._weight_of(dropped)

    def _is_checkpoint(self, distance: int) -> bool:
        """Whether to keep the game ``distance`` nodes before a replay's target."""
        every = self.checkpoint_every
        if distance % every:
            return False
        steps = distance // every
        return steps <= self.DENSE_CHECKPOINTS or steps & (steps - 1) == 0  # dense, then powers of two

    def result_at(self, node: Node) -> ReplayResult:
        """The game at ``node`` with the warnings and illegal moves on the way."""
        cached = self._lookup(node)
        if cached is not None:
            return cached
        path: list[Node] = []
        start: ReplayResult | None = None
        step: Node | None = node
        while step is not None:
            start = self._lookup(step)
            if start is not None:
                break
            path.append(step)
            step = step.parent
        if step is None and (node.tree is not self.tree):
            raise SgfTreeError("the node is not part of this cache's game")
        path.reverse()
        with collector_paused():  # a replay makes no reference cycles; the heap may be large
            if start is None:
                warnings = list(self._warnings)
                current = ReplayResult(_new_game(self.tree, self.ruleset, warnings), warnings)
            else:
                current = _copy_result(start)
            last = len(path) - 1
            apply = self._stepper.apply
            game = current.game
            for index, step in enumerate(path):
                apply(game, step, current)
                if index != last and self._is_checkpoint(last - index):
                    self._store(step, current)
                    current = _copy_result(current)
                    game = current.game
            self._store(node, current)
        return current

    def game_at(self, node: Node) -> Game:
        """The game at ``node`` (read-only: it stays in the cache)."""
        return self.result_at(node).game

    def warnings_at(self, node: Node) -> Sequence[str]:
        return self.result_at(node).warnings

    def invalidate(self, node: Node | None = None) -> None:
        """Forget the games at ``node`` and below it (everything when None)."""
        if node is None:
            self._entries.clear()
            self._weight = 0
            return
        stale = []
        for key, (cached, _) in self._entries.items():
            step: Node | None = cached
            while step is not None:
                if step is node:
                    stale.append(key)
                    break
                step = step.parent
        for key in stale:
            self._weight -= self._weight_of(self._entries.pop(key)[1])
