"""``GameSession``: one open game and every command a player can give it.

A session holds the SGF collection it was read from (or made for a new game), the node
the board shows, the rules ``Game`` at that node (computed through the SGF position cache,
never stored per node), the game clock, and the state of the scoring phase. Commands
change the tree and the current node; the Qt adapter turns them into signals.

Two modes matter to the player:

* ``Mode.PLAY``: a live game. Moves go on at the end of the game (the *live node*), the
  clock runs, a placed stone is final unless both players agree to take it back
  (undo by agreement, recorded in the file), and two passes start the scoring phase.
* ``Mode.REVIEW``: a record being read or analysed. Playing a move follows the existing
  variation with that move, or adds a new variation; such edits are reversible
  (:class:`Edit`) so the window can put them on its ``QUndoStack``. A finished game
  (``RE`` written) is never extended: its main line ends where the result was decided,
  so a move there is refused, while variations may branch off anywhere before it.

``Mode.SCORING`` is the phase after the passes: the players toggle dead chains and
either accept the count (the result is written to ``RE``) or resume play.
"""

from __future__ import annotations

import dataclasses
import enum
import os
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qtgo._format import format_number
from qtgo import sgf
from qtgo.clock import GameClock, PlayerClock, TimeControl
from qtgo.rules import (
    Color,
    Game,
    Move,
    Point,
    ScoreBreakdown,
    fixed_handicap_points,
)
from qtgo.session.display import BoardDisplay, Markup, display_from_game
from qtgo.session.errors import FileError, MoveRejected, SessionError, UndoNotAllowed
from qtgo.session.rule_overrides import RULE_OVERRIDES, apply_overrides, overrides_value
from qtgo.session.settings import NewGameSettings, Placement

#: The comment added to a move that the players took back.
UNDO_NOTE = "Taken back by agreement (undo)."

#: Game information that a game being played may not change (it decides the position and the score).
LIVE_FIXED_INFO = ("RU", "KM", "HA", "SZ")

#: qtgo's private root properties for White's own time control when it differs from
#: Black's (``TM``/``OT`` hold Black's); the values are written as ``TM``/``OT`` are.
WHITE_TM = "QWTM"
WHITE_OT = "QWOT"
#: ``RULE_OVERRIDES`` (``QRO[ko=positional;suicide=allowed;scoring=area]``, see
#: ``qtgo.session.rule_overrides``) keeps the New game dialog's changes to the preset ``RU``
#: names; written by ``new``, applied on top of ``RU`` by ``_init_tree`` (open, replay, edits).

#: Kinds of point markup a user can toggle (``LB`` gets the next free letter).
POINT_MARKUP = ("TR", "SQ", "CR", "MA", "LB", "SL", "DD")
LINE_MARKUP = ("AR", "LN")

#: Game-information properties the Game info dialog edits, in the order it shows them.
GAME_INFO_KEYS = (
    "PB", "BR", "BT", "PW", "WR", "WT", "KM", "HA", "RU", "RE", "DT", "EV", "RO", "PC",
    "TM", "OT", "GN", "GC", "SO", "US", "AN",
)


class Mode(enum.Enum):
    PLAY = "play"
    SCORING = "scoring"
    REVIEW = "review"


@dataclass(frozen=True)
class Edit:
    """A reversible change of the record, for the window's undo stack.

    ``undo`` and ``redo`` restore the tree *and* put the session on a sensible node.
    The command has already been done when an ``Edit`` is returned: the first ``redo``
    the undo stack calls must be skipped (``QUndoCommand`` convention).
    """

    text: str
    undo: Callable[[], None]
    redo: Callable[[], None]


@dataclass(frozen=True)
class PlayResult:
    """What a move (or pass) did: for sounds, the status bar and the undo stack."""

    move: Move
    captured: frozenset[Point] = frozenset()
    created: bool = True
    edit: Edit | None = None
    result: str | None = None
    scoring: bool = False
    clock_resumed: bool = False


@dataclass(frozen=True)
class UndoRequest:
    """What undo by agreement would take back, for the question put to the opponent.

    ``asker`` made the move (or placed the handicap stone) and asks; ``agrees`` is the
    opponent who must agree. ``handicap`` is True for a free-placement handicap stone.
    """

    asker: Color
    move: Move
    handicap: bool = False

    @property
    def agrees(self) -> Color:
        return self.asker.opponent


@dataclass
class _ScoringState:
    """Counting marks: dead stones, and the user's seki overrides beside the detection.

    ``seki_on`` / ``seki_off`` hold stones forced in / out of seki; a stone is in at most
    one of ``dead``, ``seki_on`` and ``seki_off``.
    """

    node: Any
    dead: set[Point] = field(default_factory=set)
    seki_on: set[Point] = field(default_factory=set)
    seki_off: set[Point] = field(default_factory=set)


def _parse_points(values: Iterable[str]) -> list[Point]:
    """SGF point values, with compressed ``aa:cc`` rectangles expanded."""
    points: list[Point] = []
    for value in values:
        if ":" in value:
            first, _, last = value.partition(":")
            a, b = Point.from_sgf(first), Point.from_sgf(last)
            for y in range(min(a.y, b.y), max(a.y, b.y) + 1):
                for x in range(min(a.x, b.x), max(a.x, b.x) + 1):
                    points.append(Point(x, y))
        elif value:
            points.append(Point.from_sgf(value))
    return points


def _move_of(node: Any) -> Move | None:
    try:
        return node.move
    except (ValueError, IndexError):
        return None


class GameSession:
    """One open game. Construct with :meth:`new`, :meth:`open` or :meth:`from_text`."""

    def __init__(
        self,
        games: list[Any],
        *,
        index: int = 0,
        path: str | os.PathLike[str] | None = None,
        warnings: Iterable[str] = (),
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        if not games:
            raise FileError("The file holds no game")
        self.games = games
        self.game_index = index
        self.path: Path | None = Path(path) if path else None
        self.warnings: list[str] = list(warnings)
        self.modified = False
        self.mode = Mode.REVIEW
        self.undo_allowed = True
        self.clock: GameClock | None = None
        self.settings: NewGameSettings | None = None
        self.live_node: Any = None
        self.handicap_to_place = 0
        # Where a live game started from the middle (or end) of a record branches off:
        # its moves form a new variation and its result does not overwrite ``RE``.
        self._branch_point: Any = None
        # Free handicap stones placed in this game, in order (they can be taken back).
        self._handicap_placed: list[Point] = []
        self._now = now
        self._choice: dict[int, tuple[Any, Any]] = {}
        self._scoring: _ScoringState | None = None
        self.final_score: ScoreBreakdown | None = None
        self._final_node: Any = None
        self._init_tree()

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(cls, settings: NewGameSettings | None = None, *, now: Callable[[], float] = time.monotonic) -> GameSession:
        """A live game made from the New game dialog's values; the clock starts at once."""
        settings = settings or NewGameSettings()
        ruleset = settings.ruleset()
        props: dict[str, list[str]] = {
            "GM": ["1"],
            "FF": ["4"],
            "SZ": [str(settings.width) if settings.width == settings.height else f"{settings.width}:{settings.height}"],
            "RU": [ruleset.sgf_name],
            "KM": [format_number(ruleset.komi)],
            "PB": [settings.black_name],
            "PW": [settings.white_name],
            "DT": [time.strftime("%Y-%m-%d")],
        }
        overrides = overrides_value(ruleset)
        if overrides:
            props[RULE_OVERRIDES] = [overrides]
        if settings.black_rank:
            props["BR"] = [settings.black_rank]
        if settings.white_rank:
            props["WR"] = [settings.white_rank]
        if settings.handicap:
            props["HA"] = [str(settings.handicap)]
            if settings.placement is Placement.FIXED:
                try:
                    stones = fixed_handicap_points(settings.width, settings.height, settings.handicap)
                except ValueError as error:
                    raise SessionError(str(error)) from error
                props["AB"] = [p.to_sgf() for p in stones]
                props["PL"] = ["W"]
        white_time = settings.white_time if settings.white_time is not None else settings.black_time
        if settings.timed:
            props.update({k: [v] for k, v in settings.black_time.to_sgf().items()})
            if white_time != settings.black_time:
                # SGF has one TM/OT (Black's here). White's own control goes in qtgo's private
                # properties, read back on open and on continue; a comment says it for people.
                props["GC"] = [f"Black: {settings.black_time.describe()}; White: {white_time.describe()}"]
                white = white_time.to_sgf()
                props[WHITE_TM] = [white.get("TM", "-")]
                if "OT" in white:
                    props[WHITE_OT] = [white["OT"]]
        for key, value in settings.extra.items():
            props[key] = [value]
        tree = _make_tree(props)
        session = cls([tree], now=now)
        session.settings = settings
        session.ruleset = ruleset
        session._positions = sgf.PositionCache(tree, ruleset=ruleset)
        session.undo_allowed = settings.undo_allowed
        if settings.handicap and settings.placement is Placement.FREE:
            session.handicap_to_place = settings.handicap
        session.mode = Mode.PLAY
        session.live_node = tree.root
        # Without a time limit the clock still counts the time each player used.
        session.clock = GameClock(settings.black_time, white_time, now=now)
        if not session.handicap_to_place:
            session.clock.start(session.to_play)
        session.modified = False
        return session

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, now: Callable[[], float] = time.monotonic) -> GameSession:
        """Read a record for review; a broken file raises ``FileError`` with a clear message."""
        try:
            result = sgf.load(path)
        except sgf.SgfError as error:
            raise FileError(f"{Path(path).name}: {error}") from error
        except OSError as error:
            raise FileError(f"Cannot read {path}: {error.strerror or error}") from error
        _tidy_repaired(result.games, result.warnings)
        try:
            session = cls(list(result.games), path=path, warnings=result.warnings, now=now)
            session._collect_replay_warnings()
        except sgf.SgfError as error:  # e.g. a 1×1 board the rules cannot play
            raise FileError(f"{Path(path).name}: {error}") from error
        return session

    def _collect_replay_warnings(self) -> None:
        """Add what replaying the main line reports (illegal moves placed anyway, ...)."""
        end = self.tree.main_line()[-1]
        for warning in self._positions.warnings_at(end):
            if warning not in self.warnings:
                self.warnings.append(warning)

    @classmethod
    def from_text(cls, text: str | bytes, *, now: Callable[[], float] = time.monotonic) -> GameSession:
        try:
            result = sgf.parse(text)
        except sgf.SgfError as error:
            raise FileError(str(error)) from error
        _tidy_repaired(result.games, result.warnings)
        try:
            session = cls(list(result.games), warnings=result.warnings, now=now)
            session._collect_replay_warnings()
        except sgf.SgfError as error:
            raise FileError(str(error)) from error
        return session

    def _init_tree(self) -> None:
        """Read the rules from the root, set up the cache and show the start of the game."""
        tree = self.tree
        ruleset, warnings = sgf.ruleset_for(tree)
        ruleset, override_warnings = apply_overrides(ruleset, _first(tree.root, RULE_OVERRIDES))
        warnings.extend(override_warnings)
        self.warnings.extend(w for w in warnings if w not in self.warnings)
        self.ruleset = ruleset
        self._positions = sgf.PositionCache(tree, ruleset=ruleset)
        self.node = tree.root
        self._game_cache: tuple[Any, Game] | None = None

    # ----------------------------------------------------------------- state
    @property
    def tree(self) -> Any:
        return self.games[self.game_index]

    @property
    def game(self) -> Game:
        """The rules state at the current node (do not mutate it)."""
        return self._game_at(self.node)

    def _game_at(self, node: Any) -> Game:
        cached = self._game_cache
        if cached is not None and cached[0] is node:
            return cached[1]
        game = self._positions.game_at(node)
        self._game_cache = (node, game)
        return game

    def _invalidate(self, node: Any | None = None) -> None:
        """Forget cached positions at ``node`` and below (its properties changed).

        Adding, detaching or reordering nodes changes no position, so those only drop
        the session's one-entry cache of the current game.
        """
        self._game_cache = None
        if node is not None and self._positions is not None:
            self._positions.invalidate(node)

    @property
    def to_play(self) -> Color:
        """Whose turn it is at the current node (free handicap placement included)."""
        if self.handicap_to_place:
            return Color.BLACK
        return self.game.to_play

    @property
    def at_live_end(self) -> bool:
        return self.mode is not Mode.REVIEW and self.node is self.live_node

    @property
    def result(self) -> str | None:
        return _first(self.tree.root, "RE") or None

    @property
    def captures(self) -> dict[Color, int]:
        return dict(self.game.captures)

    @property
    def scoring(self) -> bool:
        return self._scoring is not None

    @property
    def dead(self) -> frozenset[Point]:
        return frozenset(self._scoring.dead) if self._scoring else frozenset()

    def path_nodes(self, node: Any | None = None) -> list[Any]:
        """Root to ``node`` (default: the current node), inclusive."""
        node = self.node if node is None else node
        nodes = []
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def move_number(self, node: Any | None = None) -> int:
        """Moves (passes included) from the root to ``node``; setup nodes do not count."""
        return sum(1 for n in self.path_nodes(node) if _move_of(n) is not None)

    def move_count(self) -> int:
        """Moves in the line the navigation would follow to its end."""
        return self.move_number(self._line_end(self.tree.root))

    def player_name(self, color: Color) -> str:
        key = "PB" if color is Color.BLACK else "PW"
        rank = _first(self.tree.root, "BR" if color is Color.BLACK else "WR")
        name = _first(self.tree.root, key) or ("Black" if color is Color.BLACK else "White")
        return f"{name} {rank}".strip() if rank else name

    def title(self) -> str:
        """``Black vs White`` for the window title."""
        return f"{self.player_name(Color.BLACK)} vs {self.player_name(Color.WHITE)}"

    @property
    def comment(self) -> str:
        return _first(self.node, "C")

    @property
    def handicap(self) -> int:
        text = _first(self.tree.root, "HA")
        return int(text) if text.isdigit() else 0

    # ----------------------------------------------------------------- moves
    def play(self, point: Point) -> PlayResult:
        """Put a stone of the player to move on ``point``.

        Live game: only at the live end; the move is final (touch-move) and presses the
        clock. Review: follows the child with this move, or adds a variation (reversible).
        Scoring mode: toggles the dead chain at ``point`` instead.
        """
        if self._scoring is not None:
            self.mark_dead(point)
            return PlayResult(Move(self.to_play, point), created=False, scoring=True)
        if not (0 <= point.x < self.width and 0 <= point.y < self.height):
            raise MoveRejected("off-board")
        if self.handicap_to_place:
            return self._place_handicap_stone(point)
        return self._play_move(Move(self.to_play, point))

    def pass_turn(self) -> PlayResult:
        """The player to move passes; in a live game two passes start the scoring phase."""
        if self._scoring is not None:
            if self.mode is Mode.SCORING and self.ruleset.four_passes_end:
                # Tromp-Taylor: passing on instead of agreeing; four passes end the game.
                self.resume_play()
            else:
                raise MoveRejected("game-over", "Counting is under way: accept the count or resume play")
        if self.handicap_to_place:
            raise MoveRejected("handicap", f"Place {self.handicap_to_place} more handicap stone(s) first")
        return self._play_move(Move(self.to_play, None))

    def _play_move(self, move: Move) -> PlayResult:
        live = self.mode is Mode.PLAY
        if live:
            self._check_live_turn()
        node = self.node
        if not live:
            for child in node.children:
                if _move_of(child) == move:
                    before = self.game
                    self._select(child)
                    return PlayResult(move, _captured(before, self.game, move), created=False)
            self._check_not_past_result(node)
        game = self.game
        reason = game.check(move)
        if reason is not None:
            name = _reason_name(reason)
            raise MoveRejected(name, "The game is over" if name == "game-over" else None)
        props: dict[str, list[str]] = {move.color.value: [move.point.to_sgf() if move.point else ""]}
        # A live game keeps what was actually played as the main line (index 0), ahead of
        # any move taken back by agreement; a live line branched off a record starts as
        # its last variation.
        index = 0 if live and node is not self._branch_point else None
        child = _add_child(self.tree, node, props, index)
        self._invalidate()
        self._select(child)
        self.modified = True
        after = self.game
        captured = _captured(game, after, move)
        edit = None
        result = None
        scoring = False
        clock_resumed = False
        if live:
            self.live_node = child
            if self.clock is not None:
                if self.clock.paused:
                    # A move ends the pause: the players are playing again (the window says so).
                    self.clock.resume()
                    clock_resumed = True
                self._press_clock(move.color, after.to_play)
                for key, value in self.clock.sgf_timing(move.color).items():
                    child.properties[key] = [value]
            phase = after.phase.name
            if phase == "SCORING":
                scoring = True
                self.begin_scoring()
            elif phase == "ENDED":
                # Tromp-Taylor: four passes end the game as it stands (every stone alive).
                self.begin_scoring(dead=())
                result = self.finish_scoring()
        else:
            edit = self._variation_edit(node, child)
        return PlayResult(move, captured, True, edit, result, scoring, clock_resumed)

    def _press_clock(self, mover: Color, next_player: Color) -> None:
        """Press for ``mover``; the clock of whoever moves next runs (handicap moves too)."""
        clock = self.clock
        if clock.turn is not None and clock.turn is not mover:
            clock.start(mover)
        clock.press(mover)
        if clock.turn is not next_player:
            clock.start(next_player)

    def _check_not_past_result(self, node: Any) -> None:
        """The rule for finished games: the main line ends where the result was decided.

        Once ``RE`` is written (count accepted, resignation, loss on time), a new move in
        review may start a *variation* anywhere, but it never extends the main line: at the
        main line's last node (the end of the finished game) a move is refused.
        """
        result = self.result
        if result and not node.children and self.on_main_line(node):
            raise MoveRejected("game-over", f"The game is over ({result})")

    def on_main_line(self, node: Any | None = None) -> bool:
        """True when ``node`` (default: the current one) is on the first-child line from the root."""
        node = self.node if node is None else node
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    @property
    def finished(self) -> bool:
        """The recorded game has a result (``RE``): its main line cannot be extended."""
        return bool(self.result)

    def _check_live_turn(self) -> None:
        if self.node is not self.live_node:
            raise MoveRejected("not-at-end", "Go to the last move (End) to play on")
        flagged = self.check_time()
        if flagged:
            raise MoveRejected("game-over", f"The game is over: {flagged}")

    def _variation_edit(self, parent: Any, child: Any) -> Edit:
        index = parent.children.index(child)

        def undo() -> None:
            _detach(parent, child)
            self._forget_choice(parent, child)
            self._invalidate()
            if self._is_ancestor(child, self.node):
                self._select(parent)
            self.modified = True

        def redo() -> None:
            _attach(parent, child, index)
            self._invalidate()
            self._select(child)
            self.modified = True

        label = "pass" if _move_of(child).is_pass else _move_of(child).point.to_sgf()
        return Edit(f"Add variation {label}", undo, redo)

    def _place_handicap_stone(self, point: Point) -> PlayResult:
        root = self.tree.root
        if self.node is not root:
            raise MoveRejected("not-at-end", "Go back to the start to place handicap stones")
        if self.game.board[point] is not None:
            raise MoveRejected("occupied")
        root.properties.setdefault("AB", []).append(point.to_sgf())
        self._handicap_placed.append(point)
        self.handicap_to_place -= 1
        if not self.handicap_to_place:
            root.properties["PL"] = ["W"]
            if self.clock is not None:
                self.clock.start(Color.WHITE)
        self._invalidate(root)
        self.modified = True
        return PlayResult(Move(Color.BLACK, point))

    def resign(self, color: Color | None = None) -> str:
        """``color`` (default: the player to move) resigns; the result goes to ``RE``."""
        self._require_live("resign")
        color = color or self.to_play
        return self._end(f"{color.opponent.value}+R", f"{color.name.title()} resigned")

    def check_time(self) -> str | None:
        """Ask the clock; a flag fall ends a live game (``B+T``/``W+T``). Returns the result."""
        if self.mode is not Mode.PLAY or self.clock is None:
            return None
        flagged = self.clock.flagged  # only set when that side's control loses on time
        if flagged is None:
            return None
        return self._end(f"{flagged.opponent.value}+T", f"{flagged.name.title()} lost on time")

    @property
    def in_branch(self) -> bool:
        """The live game is a variation started inside a record (Continue playing from here)."""
        return self._branch_point is not None

    def _record_result(self, result: str, node: Any) -> None:
        """``RE`` for the game itself; a comment for a live line branched off a record."""
        if self._branch_point is None:
            self.tree.root.properties["RE"] = [result]
        else:
            _append_comment(node, f"Result of this line: {result}")

    def _end(self, result: str, note: str) -> str:
        node = self.live_node if self.live_node is not None else self.node
        self._record_result(result, node)
        _append_comment(node, note)
        if self.clock is not None:
            self.clock.stop()
        self._scoring = None
        self.mode = Mode.REVIEW
        self.modified = True
        return result

    def _require_live(self, what: str) -> None:
        if self.mode is Mode.REVIEW:
            raise SessionError(f"Cannot {what}: this game is not being played (review mode)")

    # ----------------------------------------------------------------- undo by agreement
    @property
    def can_undo_by_agreement(self) -> bool:
        return self.undo_request() is not None

    def undo_request(self) -> UndoRequest | None:
        """What undo by agreement would take back now, or None when nothing can be.

        A misplaced free handicap stone can be taken back until White's first move, even in
        a touch-move game (handicap stones are setup, not moves).
        """
        if self.mode is Mode.REVIEW or self.live_node is None:
            return None
        if self._can_take_back_handicap():
            return UndoRequest(Color.BLACK, Move(Color.BLACK, self._handicap_placed[-1]), handicap=True)
        move = _move_of(self.live_node)
        if not self.undo_allowed or move is None:
            return None
        return UndoRequest(move.color, move)

    def _can_take_back_handicap(self) -> bool:
        return (
            self.mode is Mode.PLAY
            and bool(self._handicap_placed)
            and self.live_node is self.tree.root
        )

    def _take_back_handicap_stone(self) -> Move:
        root = self.tree.root
        point = self._handicap_placed.pop()
        code = point.to_sgf()
        stones = [v for v in root.properties.get("AB", []) if v != code]
        if stones:
            root.properties["AB"] = stones
        else:
            root.properties.pop("AB", None)
        root.properties.pop("PL", None)
        self.handicap_to_place += 1
        if self.clock is not None and self.clock.turn is not None:
            # Black places again: no clock runs until the last handicap stone is down.
            self.clock.stop()
        self._invalidate(root)
        self._select(root)
        self.modified = True
        return Move(Color.BLACK, point)

    def undo_by_agreement(self) -> Move:
        """Take back the last move, with both players' consent, and record it in the file.

        The taken-back move stays in the tree as a side variation carrying a comment, so the
        record shows what happened; the game goes on from the position before it. Before
        White's first move of a free handicap game, the last handicap stone is taken back
        instead (it was misplaced; setup stones are not recorded as moves).
        """
        if self.mode is Mode.REVIEW:
            raise UndoNotAllowed("Undo by agreement is for a game being played; in review just go back")
        if self._can_take_back_handicap():
            return self._take_back_handicap_stone()
        if not self.undo_allowed:
            raise UndoNotAllowed("This game was started without undo (touch-move)")
        node = self.live_node
        move = _move_of(node)
        if move is None:
            raise UndoNotAllowed("There is no move to take back")
        parent = node.parent
        _append_comment(node, UNDO_NOTE)
        if parent.children and parent.children[0] is node:
            # Keep the game actually played as the main line: the undone move moves aside.
            parent.children.remove(node)
            parent.children.append(node)
        self._scoring = None
        self.mode = Mode.PLAY
        self.live_node = parent
        self._forget_choice(parent, node)
        self._invalidate()
        self._select(parent)
        if self.clock is not None and self.clock.flagged is None:
            # The player whose move was taken back is to move again: their time runs.
            self.clock.start(move.color)
        self.modified = True
        return move

    # ----------------------------------------------------------------- navigation
    def _select(self, node: Any) -> None:
        """Make ``node`` current and remember the choice at every fork on its path."""
        self.node = node
        child = node
        parent = node.parent
        while parent is not None:
            if len(parent.children) > 1:
                self._choice[id(parent)] = (parent, child)
            child, parent = parent, parent.parent

    def _forget_choice(self, parent: Any, child: Any) -> None:
        chosen = self._choice.get(id(parent))
        if chosen is not None and chosen[1] is child:
            del self._choice[id(parent)]

    def chosen_child(self, node: Any) -> Any | None:
        """The child navigation follows from ``node``: the one chosen last, else the main line."""
        if not node.children:
            return None
        chosen = self._choice.get(id(node))
        if chosen is not None and chosen[0] is node and chosen[1] in node.children:
            return chosen[1]
        return node.children[0]

    def _line_end(self, node: Any) -> Any:
        while (child := self.chosen_child(node)) is not None:
            node = child
        return node

    def _is_ancestor(self, ancestor: Any, node: Any) -> bool:
        while node is not None:
            if node is ancestor:
                return True
            node = node.parent
        return False

    def forward(self, steps: int = 1) -> bool:
        moved = False
        for _ in range(steps):
            child = self.chosen_child(self.node)
            if child is None:
                break
            self.node = child
            moved = True
        return moved

    def back(self, steps: int = 1) -> bool:
        moved = False
        for _ in range(steps):
            if self.node.parent is None:
                break
            self.node = self.node.parent
            moved = True
        return moved

    def to_start(self) -> bool:
        return self.back(len(self.path_nodes()))

    def to_end(self) -> bool:
        end = self._line_end(self.node)
        moved = end is not self.node
        self.node = end
        return moved

    def to_node(self, node: Any) -> None:
        """Jump to any node of the open game (from the move tree)."""
        if self.path_nodes(node)[0] is not self.tree.root:
            raise SessionError("That node is not part of the open game")
        self._select(node)

    def to_move(self, number: int) -> None:
        """Go to move ``number`` of the line being followed (0 = the start)."""
        self.to_start()
        while self.move_number() < number and self.forward():
            pass

    def _switch_variation(self, step: int) -> bool:
        node = self.node
        parent = node.parent
        if parent is None or len(parent.children) < 2:
            return False
        index = parent.children.index(node) + step
        if not 0 <= index < len(parent.children):
            return False
        self._select(parent.children[index])
        return True

    def next_variation(self) -> bool:
        """Switch to the next sibling of the current move (Down)."""
        return self._switch_variation(1)

    def previous_variation(self) -> bool:
        """Switch to the previous sibling of the current move (Up)."""
        return self._switch_variation(-1)

    def variation_index(self) -> tuple[int, int]:
        """(index, count) of the current node among its siblings, for the status bar."""
        parent = self.node.parent
        if parent is None:
            return 0, 1
        return parent.children.index(self.node), len(parent.children)

    # ----------------------------------------------------------------- tree edits
    def set_comment(self, text: str, node: Any | None = None) -> Edit | None:
        """Replace the comment (``C``) of ``node`` (default: the current one).

        Returns None when nothing changed.
        """
        target = self.node if node is None else node
        return self._set_props(target, {"C": [text] if text else []}, "Edit comment")

    def set_game_info(self, values: Mapping[str, str]) -> Edit | None:
        """Write game-information properties on the root; empty values remove them.

        In a game being played the rules, komi, handicap and size are fixed: they decide
        the position and the score, so changing them mid-game is refused.
        """
        if self.mode is not Mode.REVIEW:
            root = self.tree.root
            fixed = [k for k in LIVE_FIXED_INFO if k in values and values[k] != ", ".join(root.properties.get(k, []))]
            if fixed:
                raise SessionError("The rules, komi and handicap of a game being played cannot change")
        for key, value in values.items():
            if key in ("KM",) and value.strip():
                try:
                    float(value)
                except ValueError as error:
                    raise SessionError(f"Komi must be a number, not {value!r}") from error
        edit = self._set_props(self.tree.root, {k: [v] if v else [] for k, v in values.items()}, "Edit game info")
        if edit is not None and any(k in values for k in ("KM", "RU", "HA", "SZ")):
            self._reload_rules()
        return edit

    def game_info(self) -> dict[str, str]:
        root = self.tree.root
        return {key: ", ".join(root.properties[key]) for key in GAME_INFO_KEYS if root.properties.get(key)}

    def _reload_rules(self) -> None:
        node = self.node
        live = self.live_node
        mode = self.mode
        self._init_tree()
        self.node = node
        self.live_node = live
        self.mode = mode

    def _set_props(self, node: Any, values: Mapping[str, list[str]], text: str) -> Edit | None:
        old = {key: list(node.properties.get(key, [])) for key in values}
        new = {key: list(value) for key, value in values.items()}
        if old == new:
            return None

        def apply(props: Mapping[str, list[str]]) -> None:
            for key, value in props.items():
                if value:
                    node.properties[key] = list(value)
                else:
                    node.properties.pop(key, None)
            if node is self.tree.root and any(k in props for k in ("KM", "RU", "HA")):
                self._reload_rules()
            self.modified = True

        apply(new)
        return Edit(text, lambda: apply(old), lambda: apply(new))

    def toggle_markup(self, kind: str, point: Point, to: Point | None = None) -> Edit | None:
        """Add or remove one markup item on the current node.

        Point kinds (``TR SQ CR MA SL DD``) toggle; ``LB`` puts the next free letter;
        ``AR``/``LN`` need ``to``. A point carries one shape at a time, as SGF requires; a
        label may stand beside a shape.
        """
        kind = kind.upper()
        node = self.node
        if kind in LINE_MARKUP:
            if to is None or to == point:
                raise SessionError(f"{kind} needs two different points")
            value = f"{point.to_sgf()}:{to.to_sgf()}"
            values = list(node.properties.get(kind, []))
            values = [v for v in values if v != value] if value in values else values + [value]
            return self._set_props(node, {kind: values}, f"Markup {kind}")
        if kind not in POINT_MARKUP:
            raise SessionError(f"Unknown markup {kind!r}")
        code = point.to_sgf()
        changes: dict[str, list[str]] = {}
        present = False
        # SGF forbids two shapes on one point; a label (LB) may share it with a shape.
        if kind in ("TR", "SQ", "CR", "MA", "SL"):
            for other in ("TR", "SQ", "CR", "MA", "SL"):
                values = node.properties.get(other, [])
                points = _parse_points(values)
                if point in points:
                    if other == kind:
                        present = True
                    changes[other] = [p.to_sgf() for p in points if p != point]
        labels = node.properties.get("LB", [])
        if kind == "LB" and any(v.split(":", 1)[0] == code for v in labels):
            present = True
            changes["LB"] = [v for v in labels if v.split(":", 1)[0] != code]
        if kind == "DD":
            dimmed = [p.to_sgf() for p in _parse_points(node.properties.get("DD", []))]
            changes = {"DD": [c for c in dimmed if c != code] if code in dimmed else dimmed + [code]}
        elif not present:
            if kind == "LB":
                used = {v.split(":", 1)[1] for v in changes.get("LB", labels) if ":" in v}
                label = next(_labels(used))
                changes["LB"] = list(changes.get("LB", labels)) + [f"{code}:{label}"]
            else:
                current = [p.to_sgf() for p in _parse_points(node.properties.get(kind, []))]
                changes[kind] = list(changes.get(kind, current)) + [code]
        return self._set_props(node, changes, f"Markup {kind}")

    def delete_variation(self, node: Any | None = None) -> Edit:
        """Remove ``node`` (default: current) and everything below it, reversibly."""
        node = self.node if node is None else node
        parent = node.parent
        if parent is None:
            raise SessionError("The start of the game cannot be deleted")
        if self.mode is not Mode.REVIEW and self._is_ancestor(node, self.live_node):
            raise SessionError("Moves of the game being played cannot be deleted")
        index = parent.children.index(node)
        was_current = self._is_ancestor(node, self.node)

        def undo() -> None:
            _attach(parent, node, index)
            self._invalidate()
            self._select(node)
            self.modified = True

        def redo() -> None:
            _detach(parent, node)
            self._forget_choice(parent, node)
            self._invalidate()
            if self._is_ancestor(node, self.node):
                self._select(parent)
            self.modified = True

        redo()
        if was_current:
            self._select(parent)
        return Edit("Delete variation", undo, redo)

    def promote_variation(self, node: Any | None = None) -> Edit | None:
        """Make the line through ``node`` the main line at every fork above it."""
        node = self.node if node is None else node
        orders = []
        child, parent = node, node.parent
        while parent is not None:
            if parent.children[0] is not child:
                orders.append((parent, list(parent.children)))
            child, parent = parent, parent.parent
        if not orders:
            return None

        def redo() -> None:
            child, parent = node, node.parent
            while parent is not None:
                parent.children.remove(child)
                parent.children.insert(0, child)
                child, parent = parent, parent.parent
            self.modified = True

        def undo() -> None:
            for parent, order in orders:
                parent.children[:] = order
            self.modified = True

        redo()
        return Edit("Make main line", undo, redo)

    # ----------------------------------------------------------------- scoring
    def begin_scoring(self, dead: Iterable[Point] | None = None) -> None:
        """Enter the counting phase at the current node.

        A live game enters it by itself after the passes that end play; in review any
        position may be counted. ``dead`` pre-marks stones (from the estimator).
        """
        if self.mode is Mode.PLAY and self.node is not self.live_node:
            raise SessionError("Go to the last move to count the game")
        self._scoring = _ScoringState(self.node, set())
        if self.clock is not None and self.mode is Mode.PLAY:
            self.clock.pause()
        if self.mode is Mode.PLAY:
            self.mode = Mode.SCORING
        if dead:
            self.set_dead(dead)

    def estimate_dead(self, *, seed: int = 0, playouts: int | None = None) -> frozenset[Point]:
        """The estimator's dead stones for the current position (slow: the UI runs it in a thread)."""
        from qtgo.rules.estimate import estimate

        game = self.game
        return estimate(game.board, self.to_play, self.ruleset, seed=seed, playouts=playouts).dead

    def set_dead(self, points: Iterable[Point]) -> None:
        """Replace the dead set (e.g. the estimator's proposal); empty points are ignored."""
        state = self._require_scoring()
        board = self._game_at(state.node).board
        state.dead = {p for p in points if board[p] is not None}

    def mark_dead(self, point: Point) -> frozenset[Point]:
        """Toggle the whole chain at ``point`` between alive and dead; returns the chain."""
        state = self._require_scoring()
        board = self._game_at(state.node).board
        if not (0 <= point.x < board.width and 0 <= point.y < board.height) or board[point] is None:
            return frozenset()
        chain = board.chain(point)
        if point in state.dead:
            state.dead -= chain
        else:
            state.dead |= chain
            # Dead and seki exclude each other: a dead chain drops its seki override, and
            # the opponent chains forced into seki with it are no longer in a seki either.
            state.seki_on -= chain
            state.seki_off -= chain
            color = board[point]
            for liberty in board.liberties(point):
                for neighbour in board.neighbours(liberty):
                    if neighbour in state.seki_on and board[neighbour] is not color:
                        state.seki_on -= board.chain(neighbour)
        return frozenset(chain)

    def seki_stones(self) -> frozenset[Point]:
        """Stones counted in seki now: the detection with the user's overrides applied."""
        state = self._require_scoring()
        return self._seki_stones(state)

    def _seki_stones(self, state: _ScoringState) -> frozenset[Point]:
        game = self._game_at(state.node)
        board = game.board
        detected = {p for p in game.score(dead=frozenset(state.dead)).seki if board[p] is not None}
        return frozenset((detected - state.seki_off - state.dead) | (state.seki_on - state.dead))

    def mark_seki(self, point: Point) -> frozenset[Point]:
        """Toggle whether the chain at ``point`` and its seki partners are in seki; returns the stones.

        The detection can be wrong (RULES.md: the user overrides it when marking). Switching
        off takes every seki chain linked to this one through shared liberties (the whole
        seki); switching on takes the chain and the opponent chains sharing a liberty with it
        that are not unconditionally alive (the walls around a seki keep their territory).
        """
        from qtgo.rules.benson import unconditionally_alive

        state = self._require_scoring()
        board = self._game_at(state.node).board
        if not (0 <= point.x < board.width and 0 <= point.y < board.height) or board[point] is None:
            return frozenset()
        current = self._seki_stones(state)
        group: set[Point] = set(board.chain(point))
        if point in current:
            frontier = list(group)
            while frontier:
                stone = frontier.pop()
                for liberty in board.liberties(stone):
                    for neighbour in board.neighbours(liberty):
                        if neighbour in current and neighbour not in group:
                            chain = board.chain(neighbour)
                            group |= chain
                            frontier.extend(chain)
            state.seki_on -= group
            state.seki_off |= group
        else:
            color = board[point] or Color.BLACK  # never empty here: checked above
            safe = unconditionally_alive(board, color.opponent)
            for liberty in board.liberties(point):
                for neighbour in board.neighbours(liberty):
                    if (
                        board[neighbour] is color.opponent
                        and neighbour not in safe
                        and neighbour not in state.dead
                    ):
                        group |= board.chain(neighbour)
            state.seki_off -= group
            state.seki_on |= group
            state.dead -= group
        return frozenset(group)

    def _require_scoring(self) -> _ScoringState:
        if self._scoring is None:
            raise SessionError("Not counting: the game has to end (two passes) first")
        return self._scoring

    def penalties(self) -> dict[Color, float]:
        """Time penalty points (Ing overtime) from the clock, per colour."""
        if self.clock is None:
            return {}
        result = {}
        for color in Color:
            points = getattr(self.clock.state(color), "penalty_points", 0) or 0
            if points:
                result[color] = points
        return result

    def score(self) -> ScoreBreakdown:
        """The breakdown for the current dead marking (every term per colour)."""
        state = self._require_scoring()
        game = self._game_at(state.node)
        penalties = self.penalties()
        seki = self._seki_stones(state) if state.seki_on or state.seki_off else None
        if penalties:
            return game.score(dead=frozenset(state.dead), seki=seki, penalties=penalties)
        return game.score(dead=frozenset(state.dead), seki=seki)

    def estimated_score(self, dead: Iterable[Point]) -> ScoreBreakdown:
        """The count of the position shown if ``dead`` were dead, under the game's own rules.

        The estimator counts by area; a player under territory rules wants the estimate in
        the terms the game will be counted in (prisoners, seki, handicap compensation).
        """
        game = self.game
        return game.score(dead=frozenset(p for p in dead if game.board[p] is not None))

    def finish_scoring(self) -> str:
        """Both players accept the count: write the result to ``RE`` and end the game."""
        breakdown = self.score()
        live = self.mode is not Mode.REVIEW
        state = self._scoring
        node = state.node
        dead = sorted(state.dead)
        if live:
            self._record_result(breakdown.result, node)
        else:
            self.tree.root.properties["RE"] = [breakdown.result]
        if dead and live:
            _append_comment(node, "Dead stones: " + " ".join(p.to_sgf() for p in dead))
        self.final_score = breakdown
        self._final_node = node
        self._scoring = None
        if self.clock is not None:
            self.clock.stop()
        self.mode = Mode.REVIEW
        self.modified = True
        return breakdown.result

    def cancel_scoring(self) -> None:
        """Leave counting in review (nothing is written)."""
        if self.mode is Mode.SCORING:
            raise SessionError("In a game being played, use Resume to go on playing")
        self._scoring = None

    def resume_play(self, asked_by: Color | None = None) -> Color:
        """The players disagree about the count: play on (RULES.md §1, Japanese 1989).

        The opponent of the player who asks to resume moves first; without ``asked_by``
        the player whose turn it is moves. When that is not the natural turn, a node with
        ``PL`` records it. Returns who moves.
        """
        if self.mode is not Mode.SCORING:
            raise SessionError("Play can only resume after the game ended with passes")
        node = self.live_node
        natural = self._game_at(node).to_play
        first = asked_by.opponent if asked_by is not None else natural
        self._scoring = None
        self.mode = Mode.PLAY
        if first is not natural:
            index = None if node is self._branch_point else 0
            child = _add_child(
                self.tree, node, {"PL": [first.value], "C": [f"Play resumed: {first.name.title()} to move"]}, index
            )
            self.live_node = child
            self._invalidate()
            self._select(child)
        if self.clock is not None and self.clock.flagged is None:
            self.clock.start(first)
            self.clock.resume()
        self.modified = True
        return first

    # ----------------------------------------------------------------- clock
    def recorded_control(self, color: Color) -> TimeControl | None:
        """The record's time control for ``color`` (White's own one if qtgo wrote it)."""
        root = self.tree.root
        tm, ot = _first(root, "TM"), _first(root, "OT")
        if color is Color.WHITE and root.properties.get(WHITE_TM):
            tm, ot = _first(root, WHITE_TM), _first(root, WHITE_OT)
        if not tm:
            return None
        try:
            return TimeControl.from_sgf(tm, ot or None)
        except ValueError:
            return None

    def recorded_clock(self, color: Color) -> PlayerClock | None:
        """The time a record wrote for ``color`` at or before the current node (review)."""
        control = self.recorded_control(color)
        if control is None:
            return None
        left_key, count_key = f"{color.value}L", f"O{color.value}"
        for node in reversed(self.path_nodes()):
            if left_key in node.properties:
                try:
                    return PlayerClock.from_sgf_timing(
                        color, control, _first(node, left_key), _first(node, count_key) or None
                    )
                except ValueError:
                    return None
        try:
            return PlayerClock.from_sgf_timing(color, control, None)
        except ValueError:
            return None

    def pause_clock(self) -> None:
        if self.clock is not None and self.mode is Mode.PLAY:
            self.clock.pause()

    def resume_clock(self) -> None:
        if self.clock is not None and self.mode is Mode.PLAY:
            self.clock.resume()

    # ----------------------------------------------------------------- display
    @property
    def width(self) -> int:
        return self.tree.size[0]

    @property
    def height(self) -> int:
        return self.tree.size[1]

    def display(self, *, ownership: tuple[tuple[float, ...], ...] | None = None, ghost: bool = True) -> BoardDisplay:
        """Everything the board scene draws for the current node."""
        game = self.game
        node = self.node
        hints = tuple(
            m.point
            for child in node.children
            if len(node.children) > 1 and (m := _move_of(child)) is not None and m.point is not None
        )
        dead: frozenset[Point] = frozenset()
        territory: dict[Point, Color] = {}
        show_ghost = ghost and not (self.mode is Mode.PLAY and node is not self.live_node)
        markup = list(self._markup(node))
        if self._scoring is not None:
            dead = frozenset(self._scoring.dead)
            try:
                breakdown = self.score()
                territory = dict(breakdown.territory)
                # Stones in seki carry a square while counting, so the user sees (and can
                # override with Shift+click) what counts for nobody.
                marked = {m.point for m in markup if m.kind == "SQ"}
                markup += [
                    Markup("SQ", p) for p in sorted(breakdown.seki) if game.board[p] is not None and p not in marked
                ]
            except ValueError:
                territory = {}
            show_ghost = False
        elif self._final_node is node and self.final_score is not None:
            dead = frozenset(self.final_score.dead)
            territory = dict(self.final_score.territory)
            show_ghost = False
        else:
            for key, color in (("TB", Color.BLACK), ("TW", Color.WHITE)):
                for point in _safe_points(node.properties.get(key, [])):
                    territory[point] = color
        base = display_from_game(
            game,
            markup=markup,
            dead=dead,
            territory=territory,
            ownership=ownership,
            variation_hints=hints,
            ghost=show_ghost,
        )
        changes: dict[str, Any] = {"move_numbers": self._move_numbers(game)}
        if show_ghost and base.to_play is not None and base.to_play is not self.to_play:
            changes["to_play"] = self.to_play
            changes["illegal"] = frozenset()
        if show_ghost and self.handicap_to_place:
            changes["to_play"] = Color.BLACK
        return dataclasses.replace(base, **changes)

    def _move_numbers(self, game: Game) -> dict[Point, int]:
        numbers: dict[Point, int] = {}
        count = 0
        board = game.board
        for node in self.path_nodes():
            move = _move_of(node)
            if move is None:
                continue
            count += 1
            if move.point is not None:
                numbers[move.point] = count
        return {p: n for p, n in numbers.items() if board[p] is not None}

    def _markup(self, node: Any) -> Iterable[Markup]:
        props = node.properties
        for kind in ("TR", "SQ", "CR", "MA", "SL", "DD"):
            for point in _safe_points(props.get(kind, [])):
                yield Markup(kind, point)
        for value in props.get("LB", []):
            code, _, label = value.partition(":")
            try:
                yield Markup("LB", Point.from_sgf(code), label=label)
            except ValueError:
                continue
        for kind in LINE_MARKUP:
            for value in props.get(kind, []):
                a, _, b = value.partition(":")
                try:
                    yield Markup(kind, Point.from_sgf(a), to=Point.from_sgf(b))
                except ValueError:
                    continue

    # ----------------------------------------------------------------- files
    def to_sgf(self) -> str:
        return sgf.dumps(self.games)

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the whole collection atomically; the open game is unchanged on failure."""
        target = Path(path) if path else self.path
        if target is None:
            raise FileError("Choose a file name first (Save As)")
        try:
            sgf.save(target, self.games)
        except OSError as error:
            raise FileError(f"Cannot write {target}: {error.strerror or error}") from error
        self.path = target
        self.modified = False
        return target

    def select_game(self, index: int) -> None:
        """Show another game of the collection (files may hold several)."""
        if not 0 <= index < len(self.games):
            raise SessionError(f"The file has {len(self.games)} games")
        self.game_index = index
        self.mode = Mode.REVIEW
        self._scoring = None
        self._choice.clear()
        self._init_tree()

    def continue_game(self, *, undo_allowed: bool = True, from_here: bool = False) -> None:
        """Turn a record into a live game again (after recovery, or to try a line out).

        Without ``from_here``: an unfinished record goes on at the end of the line being
        followed. With ``from_here``: play starts at the current node. When the record goes
        on from there, or the game is finished, the live moves become a *new variation*
        (the recorded game is left as it is, its ``RE`` included: the live line's result is
        written as a comment on its last move). The clock starts from the record's time
        settings and the time it wrote last for each player.
        """
        if from_here:
            start = self.node
            self._check_not_past_result(start)
            self._branch_point = start if (start.children or self.result) else None
        else:
            if self.result:
                raise SessionError(f"The game is over ({self.result})")
            start = self._line_end(self.node)
            self._branch_point = None
        self._select(start)
        self.live_node = start
        self.mode = Mode.PLAY
        self.undo_allowed = undo_allowed
        self.clock = self._clock_from_record()
        if self.game.phase.name == "SCORING":
            self.begin_scoring()
        else:
            self.clock.start(self.to_play)

    def _clock_from_record(self) -> GameClock:
        controls = {color: self.recorded_control(color) or TimeControl.none() for color in Color}
        clock = GameClock(controls[Color.BLACK], controls[Color.WHITE], now=self._now)
        for color in Color:
            recorded = self.recorded_clock(color)
            if recorded is None or controls[color].system.value == "none":
                continue
            fresh = clock.state(color)
            difference = recorded.time_left - fresh.time_left
            if recorded.in_overtime and not fresh.in_overtime:
                difference = -(fresh.main_left + (fresh.control.period - recorded.period_left))
            if difference:
                clock.adjust(color, difference)
        return clock


# --------------------------------------------------------------------- helpers
def _tidy_repaired(games: Iterable[Any], warnings: Iterable[str]) -> None:
    """Make what a repaired record will be saved as match what was shown.

    * ``SZ`` out of range or unreadable: the reader used another size (19×19) and said so;
      the record gets the size actually used, so a saved file is consistent and readable.
    * A file cut off inside a move leaves an empty last node after the repair; empty
      leaves carry nothing and are dropped, so they are not saved as ``;)``.
    """
    repaired = bool(list(warnings))
    for tree in games:
        root = tree.root
        width, height = tree.size
        used = str(width) if width == height else f"{width}:{height}"
        value = _first(root, "SZ")
        if value and _size_of(value) != (width, height):
            root.properties["SZ"] = [used]
        if repaired:
            _drop_empty_leaves(root)


def _size_of(value: str) -> tuple[int, int] | None:
    parts = value.strip().split(":")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        return None
    if len(numbers) == 1:
        return numbers[0], numbers[0]
    if len(numbers) == 2:
        return numbers[0], numbers[1]
    return None


def _drop_empty_leaves(root: Any) -> None:
    stack = [root]
    leaves = []
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if not node.children and node.parent is not None and not node.properties:
            leaves.append(node)
    for node in leaves:
        while node.parent is not None and not node.children and not node.properties:
            parent = node.parent
            parent.children.remove(node)
            node = parent


def _first(node: Any, key: str) -> str:
    values = node.properties.get(key)
    if not values:
        return ""
    return values[0]


def _labels(used: set[str]) -> Iterable[str]:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for letter in letters:
        if letter not in used:
            yield letter
    number = 1
    while True:
        if str(number) not in used:
            yield str(number)
        number += 1


def _safe_points(values: Iterable[str]) -> list[Point]:
    try:
        return _parse_points(values)
    except ValueError:
        return []


def _reason_name(reason: Any) -> str:
    return str(getattr(reason, "value", reason))


def _captured(before: Game, after: Game, move: Move) -> frozenset[Point]:
    if move.point is None:
        return frozenset()
    return frozenset(
        p for p, color in before.board.stones() if color is move.color.opponent and after.board[p] is None
    )


def _append_comment(node: Any, text: str) -> None:
    old = node.properties.get("C", [""])[0] if node.properties.get("C") else ""
    node.properties["C"] = [f"{old}\n{text}".strip() if old else text]


def _make_tree(props: Mapping[str, list[str]]) -> Any:
    """A new one-node game tree with the given root properties."""
    return sgf.GameTree(sgf.Node({k: list(v) for k, v in props.items()}))


def _add_child(tree: Any, node: Any, props: Mapping[str, list[str]], index: int | None) -> Any:
    return tree.add_child(node, {k: list(v) for k, v in props.items()}, index=index)


def _detach(parent: Any, child: Any) -> None:
    parent.children.remove(child)


def _attach(parent: Any, child: Any, index: int) -> None:
    parent.children.insert(min(index, len(parent.children)), child)
    child.parent = parent
