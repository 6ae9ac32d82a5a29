"""A position as an engine must be told it: board size, komi, rules, handicap, plays.

GTP has no setup command, so setup stones become plays of their colour (what Sabaki
does too), and a root ``AB`` under a handicap becomes ``set_free_handicap``. When a record
cannot be told as plays (an ``AE`` that lifts a stone, a forced illegal move, setup on an
occupied point) the position is told as its board alone, black stones then white: the
engine then sees the right stones without the ko history, which is the best GTP allows.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from qtgo.rules import Board, Color, Game, IllegalMoveError, IllegalReason, Move, Point, Ruleset, Scoring
from qtgo.sgf import GameTree, Node, SgfError, replay

__all__ = ["EnginePosition", "kata_rules", "position_from_game", "position_in_tree"]


@dataclass(frozen=True)
class EnginePosition:
    """What the engine needs to reach a position; ``steps`` are played in order."""

    width: int
    height: int
    komi: float
    ruleset: Ruleset
    to_play: Color
    free_handicap: tuple[Point, ...] = ()
    steps: tuple[Move, ...] = ()
    from_board: bool = False  # told as a bare board: the history is lost

    @property
    def setup_key(self) -> tuple[int, int, tuple[Point, ...]]:
        """What cannot change without ``clear_board``."""
        return self.width, self.height, self.free_handicap

    def board(self) -> Board:
        """The stones the engine ends up with after the handicap and the steps.

        Raises ``IllegalMoveError`` or ``ValueError`` for steps no engine could play.
        """
        board = Board(self.width, self.height)
        board.set_many(black=self.free_handicap)
        if self.from_board:  # the stones as they stand, even a group without liberties
            board.set_many(
                black=[m.point for m in self.steps if m.color is Color.BLACK and m.point is not None],
                white=[m.point for m in self.steps if m.color is Color.WHITE and m.point is not None],
            )
            return board
        for move in self.steps:
            if move.point is not None:
                if board[move.point] is not None:
                    raise IllegalMoveError(IllegalReason.OCCUPIED, move)
                board.play(move.point, move.color, allow_suicide=True)
        return board

    def move_from(self, previous: EnginePosition) -> Move | None:
        """The one move that turns ``previous`` into this position, with the player to move
        the move leaves; None when this position is not reached so (setup, a new history)."""
        if self.from_board or previous.from_board or self.setup_key != previous.setup_key:
            return None
        if (self.komi, self.ruleset) != (previous.komi, previous.ruleset):
            return None
        if len(self.steps) != len(previous.steps) + 1 or self.steps[:-1] != previous.steps:
            return None
        move = self.steps[-1]
        return move if self.to_play is move.color.opponent else None

    def after(self, move: Move) -> EnginePosition:
        """The position one move later (the engine's own ``genmove`` or the player's move)."""
        return EnginePosition(
            self.width,
            self.height,
            self.komi,
            self.ruleset,
            move.color.opponent,
            self.free_handicap,
            (*self.steps, move),
            self.from_board,
        )


def position_in_tree(
    tree: GameTree, node: Node, *, ruleset: Ruleset | None = None, game: Game | None = None
) -> EnginePosition:
    """The position at ``node``; ``game`` (qtgo's own replay there) saves replaying again."""
    if game is None:
        game = replay(tree, node, ruleset=ruleset).game
    width, height = tree.size
    handicap = tree.handicap or 0
    free: tuple[Point, ...] = ()
    steps: list[Move] = []
    try:
        for step in tree.path_to(node):
            setup = step.setup
            if setup is not None:
                black, white, empty, _to_play = setup
                if empty:
                    return position_from_game(game)
                if handicap >= 2 and black and not white and not steps:  # the root's or the next node's
                    free = tuple(black)
                else:
                    steps.extend(Move(Color.BLACK, p) for p in black)
                    steps.extend(Move(Color.WHITE, p) for p in white)
            move = step.move
            if move is not None:
                steps.append(move)
    except SgfError:
        return position_from_game(game)
    position = EnginePosition(width, height, game.ruleset.komi, game.ruleset, game.to_play, free, tuple(steps))
    if not _reaches(position, game.board):
        return position_from_game(game)
    return position


def position_from_game(game: Game) -> EnginePosition:
    """A position told by its stones alone (no history)."""
    board = game.board
    black = [p for p, c in board.stones() if c is Color.BLACK]
    white = [p for p, c in board.stones() if c is Color.WHITE]
    steps = tuple(Move(Color.BLACK, p) for p in sorted(black)) + tuple(Move(Color.WHITE, p) for p in sorted(white))
    return EnginePosition(
        game.width, game.height, game.ruleset.komi, game.ruleset, game.to_play, (), steps, from_board=True
    )


def _reaches(position: EnginePosition, board: Board) -> bool:
    """Whether playing the steps (as an engine would) leaves exactly qtgo's board."""
    try:
        return position.board() == board
    except (IllegalMoveError, ValueError):
        return False


# KataGo's shorthand where it matches one of qtgo's presets option for option
# (GTP_Extensions.md, ``kata-set-rules``); every other rule set goes as JSON.
_KATA_SHORTHAND = {
    "japanese": "japanese",
    "korean": "korean",
    "chinese": "chinese",
    "aga": "aga",
    "new-zealand": "new-zealand",
    "tromp-taylor": "tromp-taylor",
}


def kata_rules(ruleset: Ruleset) -> str:
    """The ``kata-set-rules`` argument for a qtgo rule set (shorthand or compact JSON)."""
    from qtgo.rules import Ruleset as _Ruleset

    try:
        if ruleset.name in _KATA_SHORTHAND and _same_options(ruleset, _Ruleset.preset(ruleset.name)):
            return _KATA_SHORTHAND[ruleset.name]
    except ValueError:
        pass
    if ruleset.scoring is Scoring.STONES:
        scoring, tax = "AREA", "ALL"
    elif ruleset.scoring is Scoring.TERRITORY:
        scoring, tax = "TERRITORY", "SEKI"
    else:
        scoring, tax = "AREA", "NONE" if ruleset.seki_eyes_count else "SEKI"
    rules = {
        "hasButton": False,
        "ko": ruleset.ko.name,
        "scoring": scoring,
        "suicide": ruleset.multi_stone_suicide,
        "tax": tax,
        "whiteHandicapBonus": ruleset.handicap_compensation.value,
    }
    return json.dumps(rules, separators=(",", ":"))


def _same_options(a: Ruleset, b: Ruleset) -> bool:
    return (a.ko, a.multi_stone_suicide, a.scoring, a.seki_eyes_count, a.handicap_compensation) == (
        b.ko,
        b.multi_stone_suicide,
        b.scoring,
        b.seki_eyes_count,
        b.handicap_compensation,
    )
