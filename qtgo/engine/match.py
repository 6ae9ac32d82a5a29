"""Engine against engine: one game played out under qtgo's rules and counted by qtgo.

Every move either engine chooses is checked by qtgo's rules before it enters the record.
The game ends by two passes (then qtgo counts it, with the dead stones both engines agree
on through ``final_status_list dead``, or qtgo's own estimate when they cannot say or
disagree), by a resignation, or raises ENDLESS_PASSES when it goes on past all reason.
An engine that breaks down mid-game raises ``MatchInterrupted``, which keeps the record of
the moves played so far: nothing played is lost.
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass

from qtgo import __version__
from qtgo.engine.engine import Engine
from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.position import EnginePosition
from qtgo.rules import Color, Game, HandicapPlacement, Phase, Point, RulesError, Ruleset
from qtgo.rules.estimate import estimate
from qtgo.sgf import GameTree, Node
from qtgo.sgf.properties import serialise_real

__all__ = ["MatchGame", "MatchInterrupted", "MatchProgress", "MatchSettings", "play_match_game"]


@dataclass(frozen=True)
class MatchSettings:
    """The game to play; ``komi`` None takes the rule set's (0.5 under a handicap)."""

    size: int = 19
    ruleset: Ruleset = dataclasses.field(default_factory=lambda: Ruleset.preset("japanese"))
    komi: float | None = None
    handicap: int = 0
    max_moves: int | None = None  # None: three times the number of points

    @property
    def effective_komi(self) -> float:
        if self.komi is not None:
            return self.komi
        return 0.5 if self.handicap >= 2 else self.ruleset.komi


@dataclass(frozen=True)
class MatchGame:
    """A finished game: its record, its length (passes included) and its SGF result."""

    tree: GameTree
    moves: int
    result: str
    dead: frozenset[Point] = frozenset()
    dead_from_engines: bool = False


@dataclass
class MatchProgress:
    """The game being played, as far as it has gone: what a caller saves when it is stopped
    from outside (Ctrl+C, SIGTERM) rather than by an engine's fault."""

    tree: GameTree | None = None
    moves: int = 0


class MatchInterrupted(EngineError):
    """An engine broke down mid-game; ``game`` is the record up to then (no result), and
    ``color`` the side whose engine failed (None when it was neither's move)."""

    def __init__(self, error: EngineError, game: MatchGame, color: Color | None) -> None:
        super().__init__(error.reason, str(error), stderr=error.stderr)
        self.game = game
        self.color = color


def play_match_game(
    black: Engine, white: Engine, settings: MatchSettings, *, progress: MatchProgress | None = None
) -> MatchGame:
    """Play one game; ``MatchInterrupted`` (with the record so far) for an engine that breaks
    down. ``progress``, when given, holds the record and the moves while the game goes on."""
    ruleset = dataclasses.replace(settings.ruleset, komi=settings.effective_komi)
    size = settings.size
    try:
        game = Game(size, ruleset=ruleset, handicap=settings.handicap, handicap_placement=HandicapPlacement.FIXED)
    except RulesError as error:
        raise EngineError(EngineFault.UNSUPPORTED, f"cannot set up the game: {error}") from None
    stones = tuple(game.handicap_stones)
    tree = _new_record(black, white, settings, ruleset, stones)
    if progress is not None:
        progress.tree, progress.moves = tree, 0
    position = EnginePosition(size, size, ruleset.komi, ruleset, game.to_play, stones if len(stones) >= 2 else ())
    engines = {Color.BLACK: black, Color.WHITE: white}
    limit = settings.max_moves or 3 * size * size
    node: Node = tree.root
    moves = 0
    result: str | None = None
    while game.phase is Phase.PLAYING:
        if moves >= limit:
            raise MatchInterrupted(
                EngineError(
                    EngineFault.ENDLESS_PASSES,
                    f"the game did not end within {limit} moves: the engines play on without passing",
                ),
                MatchGame(tree, moves, ""),
                None,
            )
        color = game.to_play
        try:
            move = engines[color].genmove(position, game=game)
        except EngineError as error:
            if error.reason is EngineFault.RESIGNED:
                result = f"{color.opponent.value}+R"
                break
            raise MatchInterrupted(error, MatchGame(tree, moves, ""), color) from None
        if move.point is None:
            game.pass_turn(color)
        else:
            game.play(move)
        node = tree.add_child(node)
        node.move = move
        position = position.after(move)
        moves += 1
        if progress is not None:
            progress.moves = moves
    dead: frozenset[Point] = frozenset()
    agreed = False
    if result is None:
        try:
            dead, seki, agreed = _dead_stones(black, white, game, position)
        except EngineError as error:
            raise MatchInterrupted(error, MatchGame(tree, moves, ""), None) from None
        breakdown = game.finish(dead, seki=seki)
        result = breakdown.result
    tree.root.set("RE", result)
    return MatchGame(tree, moves, result, dead, agreed)


def _dead_stones(
    black: Engine, white: Engine, game: Game, position: EnginePosition
) -> tuple[frozenset[Point], frozenset[Point] | None, bool]:
    """Both engines' dead stones when they agree, else qtgo's estimate; Tromp-Taylor has none."""
    if game.ruleset.four_passes_end:
        return frozenset(), None, False
    said = []
    for engine in (black, white):
        try:
            said.append(engine.dead_stones(position))
        except EngineError as error:
            if error.reason in (EngineFault.CRASHED, EngineFault.CLOSED):
                raise
            said.append(None)
    if said[0] is not None and said[0] == said[1]:
        return said[0], None, True
    guess = estimate(game.board, game.to_play, game.ruleset, seed=0)
    return guess.dead, guess.seki, False


def _new_record(
    black: Engine, white: Engine, settings: MatchSettings, ruleset: Ruleset, stones: tuple[Point, ...]
) -> GameTree:
    root = Node(
        {
            "FF": "4",
            "GM": "1",
            "CA": "UTF-8",
            "AP": f"qtgo:{__version__}",
            "SZ": str(settings.size),
            "KM": serialise_real(ruleset.komi),
            "RU": ruleset.sgf_name,
            "HA": str(settings.handicap),
            "PB": black.label or "Black engine",
            "PW": white.label or "White engine",
            "DT": datetime.date.today().isoformat(),
        }
    )
    if stones:
        root.set("AB", [p.to_sgf() for p in stones])
    return GameTree(root)
