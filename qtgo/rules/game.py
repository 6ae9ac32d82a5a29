"""One game's state and history: moves, passes, ko and superko, handicap, end of game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from ._tables import TO_PLAY_KEY
from .board import BLACK, WHITE, Board
from .handicap import HandicapPlacement, fixed_handicap_points
from .outcome import OutcomeReason, Phase, Snapshot
from .ruleset import KoRule, Ruleset
from .stone import play_stone
from .types import Color, IllegalMoveError, IllegalReason, Move, Point, RulesError

if TYPE_CHECKING:
    from .game_end import Outcome
    from .scoring import ScoreBreakdown

__all__ = ["Game", "Phase", "Outcome", "OutcomeReason"]


def __getattr__(name: str) -> object:
    if name == "Outcome":
        from .game_end import Outcome

        return Outcome
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _outcome(winner: Color | None, reason: OutcomeReason, result: str, score: ScoreBreakdown | None = None) -> Outcome:
    """How the game ended: the value's module is imported when a game ends, not at start-up."""
    from .game_end import Outcome

    return Outcome(winner, reason, result, score)


_COLORS = (None, Color.BLACK, Color.WHITE)
_BLACK_COLOR = Color.BLACK
_NOTHING: frozenset[Point] = frozenset()
_PSK = KoRule.POSITIONAL
_SSK = KoRule.SITUATIONAL


_PLAYING = Phase.PLAYING


class Game:
    """A game under a rule set: play, check, pass, undo, setup, handicap, scoring.

    ``play`` accepts a move of either colour (game records sometimes have two moves of one
    colour in a row); ``to_play`` is the colour expected next.
    """

    def __init__(
        self,
        width: int = 19,
        height: int | None = None,
        *,
        ruleset: Ruleset | None = None,
        handicap: int = 0,
        handicap_placement: HandicapPlacement = HandicapPlacement.FIXED,
    ) -> None:
        if height is None:
            height = width
        self.width = width
        self.height = height
        self.ruleset = ruleset if ruleset is not None else Ruleset.preset("japanese")
        self._board = Board(width, height)
        self._to_play = Color.BLACK
        self._caps = [0, 0, 0]
        self._passes = 0
        self._phase = Phase.PLAYING
        self._outcome: Outcome | None = None
        self._ko: tuple[int, int] | None = None
        # (colour code, indices) of the stones the last move captured, for Tibetan go's rule.
        self._emptied: tuple[int, list[int]] | None = None
        self._moves: list[Move] = []
        self._handicap_stones: list[Point] = []
        self._handicap_left = 0
        self._tt_moves_left = 0
        self._repetition = False
        if handicap < 0:
            raise RulesError(f"handicap {handicap} is negative")
        # Handicap N counts for compensation; 1 means "no komi, Black first", no stone.
        self.handicap = handicap
        self.handicap_placement = handicap_placement
        if handicap >= 2:
            if handicap_placement is HandicapPlacement.FIXED:
                stones = fixed_handicap_points(width, height, handicap)
                self._board.set_many(black=stones)
                self._handicap_stones = list(stones)
                self._to_play = Color.WHITE
            elif handicap_placement is HandicapPlacement.FREE:
                if handicap >= width * height:
                    raise RulesError(f"{handicap} handicap stones do not fit on a {width}x{height} board")
                self._phase = Phase.HANDICAP
                self._handicap_left = handicap
            else:
                self._tt_moves_left = handicap
        # Every (position, player to move) since the start or the last setup, as Zobrist
        # hashes; a position occurred (PSK) when it occurred with either player to move.
        self._seen_situations = {self._board.hash ^ TO_PLAY_KEY[self._code(self._to_play)]}
        # Handicap stones and resumptions, with the number of moves played before each.
        self._events: list[tuple[int, str, object]] = []
        self._snapshot = self._take_snapshot()

    # ------------------------------------------------------------------ state

    def copy(self) -> Game:
        """An independent copy (the position cache of SGF navigation keeps many)."""
        twin = Game.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin._board = self._board.copy()
        twin._caps = list(self._caps)
        twin._moves = list(self._moves)
        twin._handicap_stones = list(self._handicap_stones)
        twin._seen_situations = set(self._seen_situations)
        twin._events = list(self._events)
        return twin  # the snapshot is never changed in place, so it is shared

    @property
    def ruleset(self) -> Ruleset:
        return self._ruleset

    @ruleset.setter
    def ruleset(self, ruleset: Ruleset) -> None:
        """Rules may change mid-game (a record's ``RU`` read late, a teacher's choice)."""
        self._ruleset = ruleset
        self._ko_rule = ruleset.ko
        self._no_play_on_emptied = ruleset.no_play_on_emptied

    @staticmethod
    def _code(color: Color) -> int:
        return BLACK if color is Color.BLACK else WHITE

    @property
    def board(self) -> Board:
        """The current position (treat as read-only: edits bypass the history)."""
        return self._board

    @property
    def to_play(self) -> Color:
        return self._to_play

    @property
    def captures(self) -> dict[Color, int]:
        """Prisoners taken in play by each colour."""
        return {Color.BLACK: self._caps[BLACK], Color.WHITE: self._caps[WHITE]}

    @property
    def moves(self) -> list[Move]:
        """Every move and pass played, in order (a copy)."""
        return list(self._moves)

    @property
    def last_move(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    @property
    def move_number(self) -> int:
        """Moves and passes played so far (handicap stones not counted)."""
        return len(self._moves)

    @property
    def consecutive_passes(self) -> int:
        return self._passes

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def handicap_stones(self) -> list[Point]:
        """Black's handicap stones (fixed, placed freely, or Tromp-Taylor's first moves)."""
        if self.handicap_placement is HandicapPlacement.TROMP_TAYLOR_MOVES and self.handicap >= 2:
            black = [m.point for m in self._moves if m.color is Color.BLACK][: self.handicap]
            return [p for p in black if p is not None]
        return list(self._handicap_stones)

    @property
    def handicap_stones_left(self) -> int:
        """Stones Black still has to place (free placement) or moves to make (Tromp-Taylor)."""
        return self._handicap_left or self._tt_moves_left

    @property
    def ko_point(self) -> Point | None:
        """Where the player to move may not play because of a simple ko (for the UI)."""
        if self._ko is None or self._phase is Phase.ENDED:
            return None
        index, code = self._ko
        if code != self._code(self._to_play):
            return None
        # The retake there always captures the lone stone in atari: a ko, never another reason.
        return self._board._point(index)

    def _forbidden_emptied(self, p: int, code: int) -> bool:
        """Tibetan go: ``p`` was emptied by the opponent's capture with the previous move."""
        emptied = self._emptied
        return self._no_play_on_emptied and emptied is not None and emptied[0] != code and p in emptied[1]

    @property
    def emptied_points(self) -> frozenset[Point]:
        """Where the player to move may not play under Tibetan go's rule (for the UI)."""
        emptied = self._emptied
        if not self._no_play_on_emptied or emptied is None or emptied[0] == self._code(self._to_play):
            return _NOTHING
        return frozenset(self._board._point(i) for i in emptied[1])

    @property
    def repetition(self) -> bool:
        """True when the last move or pass recreated an earlier situation.

        Under simple ko rules a long cycle (triple ko, eternal life) is legal; when the
        players go round it, the game may end with no result (``declare_no_result``).
        """
        return self._repetition

    # ------------------------------------------------------------------ legality

    def check(self, move: Move) -> IllegalReason | None:
        """Why ``move`` is illegal now, or None when it is legal. Never raises."""
        return self._examine(move)[0]

    def is_legal(self, move: Move) -> bool:
        return self.check(move) is None

    def _next_to_play(self, code: int) -> int:
        if self._tt_moves_left and code == BLACK:
            return BLACK if self._tt_moves_left > 1 else WHITE
        return 3 - code

    def _examine(self, move: Move) -> tuple[IllegalReason | None, int, int, list[int], int, bool]:
        """(reason, index, colour code, captured chains, new hash, suicide) for a move."""
        code = BLACK if move.color is Color.BLACK else WHITE
        phase = self._phase
        if phase is Phase.ENDED:
            return IllegalReason.GAME_OVER, 0, code, [], 0, False
        point = move.point
        if phase is Phase.HANDICAP and (code != BLACK or point is None):
            return IllegalReason.WRONG_TURN, 0, code, [], 0, False
        if point is None:
            return None, 0, code, [], 0, False
        x, y = point
        board = self._board
        if not (0 <= x < board.width and 0 <= y < board.height):
            return IllegalReason.OFF_BOARD, 0, code, [], 0, False
        p = (y + 1) * board._stride + x + 1
        probe = board._probe(p, code)
        if probe is None:
            return IllegalReason.OCCUPIED, p, code, [], 0, False
        captured, new_hash, alive = probe
        suicide = False
        if not alive:
            # Single-stone suicide is illegal everywhere (it would repeat the position).
            if not self.ruleset.multi_stone_suicide or not board._has_friend(p, code) or phase is Phase.HANDICAP:
                return IllegalReason.SUICIDE, p, code, captured, new_hash, False
            suicide = True
            new_hash = board._suicide_hash(p, code, new_hash)
        if phase is Phase.HANDICAP:
            return None, p, code, captured, new_hash, suicide
        ko = self._ko
        lone_capture = len(captured) == 1 and len(board._members[captured[0]]) == 1  # type: ignore[arg-type]
        if ko is not None and ko[0] == p and ko[1] == code and lone_capture:
            return IllegalReason.KO, p, code, captured, new_hash, suicide
        if self._forbidden_emptied(p, code):
            return IllegalReason.JUST_EMPTIED, p, code, captured, new_hash, suicide
        rule = self._ko_rule
        seen = self._seen_situations
        situation = new_hash ^ TO_PLAY_KEY[self._next_to_play(code)]
        if rule is KoRule.POSITIONAL and (
            new_hash ^ TO_PLAY_KEY[BLACK] in seen or new_hash ^ TO_PLAY_KEY[WHITE] in seen
        ):
            return IllegalReason.SUPERKO, p, code, captured, new_hash, suicide
        if rule is KoRule.SITUATIONAL and situation in seen:
            return IllegalReason.SUPERKO, p, code, captured, new_hash, suicide
        return None, p, code, captured, new_hash, suicide

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move; the pass comes last (when allowed)."""
        if self._phase is Phase.ENDED:
            return []
        color = self._to_play
        result = [Move(color, point) for point in self._board.points() if self.check(Move(color, point)) is None]
        if self._phase is not Phase.HANDICAP:
            result.append(Move.pass_(color))
        return result

    def illegal_points(self) -> frozenset[Point]:
        """Empty points where the player to move may not play (for the ghost stone)."""
        color = self._to_play
        board = self._board
        return frozenset(
            point for point in board.points() if board[point] is None and self.check(Move(color, point)) is not None
        )

    # ------------------------------------------------------------------ playing

    def play(self, move: Move) -> frozenset[Point]:
        """Play a move (a pass too); returns the captured points or raises ``IllegalMoveError``.

        The common case (a stone during play, no suicide) is one inlined pass over the four
        neighbours: look, check ko and superko, then change the board in place.
        """
        point = move.point
        if point is None:
            self.pass_turn(move.color)
            return _NOTHING
        if self._phase is not _PLAYING:
            return self._play_general(move)
        return play_stone(self, move, point)

    def _play_general(self, move: Move) -> frozenset[Point]:
        """Every case the fast path leaves out: handicap, scoring phase, suicide, errors."""
        if self._phase is Phase.HANDICAP:
            return self._place_handicap(move)
        reason, p, code, captured, new_hash, suicide = self._examine(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        if self._phase is Phase.SCORING:
            # Playing on after the passes is the dispute's resumption.
            self._phase = Phase.PLAYING
        board = self._board
        removed = board._apply(p, code, captured, suicide, new_hash)
        if suicide:
            self._caps[3 - code] += len(removed)
            self._ko = None
        else:
            if removed:
                self._caps[code] += len(removed)
            lone = board._chain[p] == p and len(board._members[p]) == 1  # type: ignore[arg-type]
            if len(removed) == 1 and lone:
                libs: set[int] = board._libs[p]  # type: ignore[assignment]
                self._ko = (removed[0], 3 - code) if libs == {removed[0]} else None
            else:
                self._ko = None
        self._emptied = (code, removed) if removed and not suicide else None
        following = self._next_to_play(code)
        if self._tt_moves_left and code == BLACK:
            self._tt_moves_left -= 1
        self._to_play = _COLORS[following]  # type: ignore[assignment]
        self._passes = 0
        situation = new_hash ^ TO_PLAY_KEY[following]
        seen = self._seen_situations
        self._repetition = situation in seen
        seen.add(situation)
        self._moves.append(move)
        if not removed:
            return _NOTHING
        return frozenset(board._point(i) for i in removed)

    def pass_turn(self, color: Color | None = None) -> None:
        """A pass by ``color`` (default: the player to move). Passes never violate ko."""
        if color is None:
            color = self._to_play
        if self._phase is Phase.ENDED:
            raise IllegalMoveError(IllegalReason.GAME_OVER, Move.pass_(color))
        if self._phase is Phase.HANDICAP:
            raise IllegalMoveError(
                IllegalReason.WRONG_TURN, Move.pass_(color), "free handicap stones are still to place"
            )
        code = self._code(color)
        following = self._next_to_play(code)
        if self._tt_moves_left and code == BLACK:
            self._tt_moves_left -= 1
        self._to_play = _COLORS[following]  # type: ignore[assignment]
        self._ko = None
        self._emptied = None
        self._passes += 1
        situation = self._board.hash ^ TO_PLAY_KEY[following]
        self._repetition = situation in self._seen_situations
        self._seen_situations.add(situation)
        self._moves.append(Move.pass_(color))
        if self._passes >= 2 and self._phase is Phase.PLAYING:
            self._phase = Phase.SCORING
        if self.ruleset.four_passes_end and self._passes >= 4:
            # Tromp-Taylor's amendment: after four passes the game ends as it stands.
            self.finish(dead=())

    def place_handicap_stone(self, point: Point) -> None:
        """Free placement: put one of Black's handicap stones on an empty point."""
        if self._phase is not Phase.HANDICAP:
            raise RulesError("no free handicap stones to place now")
        self._place_handicap(Move(Color.BLACK, point))

    def _place_handicap(self, move: Move) -> frozenset[Point]:
        reason, p, code, captured, new_hash, suicide = self._examine(move)
        if reason is not None:
            raise IllegalMoveError(reason, move)
        self._board._apply(p, code, captured, suicide, new_hash)
        assert move.point is not None
        self._handicap_stones.append(move.point)
        self._events.append((len(self._moves), "handicap", move.point))
        self._handicap_left -= 1
        if self._handicap_left == 0:
            self._phase = Phase.PLAYING
            self._to_play = Color.WHITE
            # The game's history starts from the finished handicap position.
            self._seen_situations = {self._board.hash ^ TO_PLAY_KEY[WHITE]}
        return frozenset()

    def resume(self, asked_by: Color | None = None) -> None:
        """Resume play after the passes (a dispute about dead stones).

        Japanese 1989 rules: the opponent of the player who asks moves first. Without
        ``asked_by`` the player to move stays the same. Under Tromp-Taylor the count of
        consecutive passes carries on, so four passes in all still end the game.
        """
        if self._phase is not Phase.SCORING:
            raise RulesError("play can only resume after the passes that stopped it")
        self._phase = Phase.PLAYING
        if asked_by is not None:
            self._to_play = asked_by.opponent
        if not self.ruleset.four_passes_end:
            self._passes = 0
        self._ko = None
        self._emptied = None
        self._events.append((len(self._moves), "resume", self._to_play))

    # ------------------------------------------------------------------ setup and undo

    def setup(
        self,
        black: Iterable[Point] = (),
        white: Iterable[Point] = (),
        empty: Iterable[Point] = (),
        to_play: Color | None = None,
    ) -> None:
        """SGF ``AB``/``AW``/``AE``/``PL``: no legality check, no capture.

        The ko and superko history starts afresh from the position set up, and undo stops
        there.
        """
        self._board.set_many(black=black, white=white, empty=empty)
        self._restart_history(to_play)

    def place_anyway(self, move: Move) -> None:
        """Put ``move``'s stone down whatever the rules say (a record's illegal move).

        The stone replaces what stands on its point, captures, and a multi-stone suicide
        then takes its own chain off (a single-stone suicide leaves the point empty). As
        after ``setup``, nothing is counted as captured, the opponent is to move, and the
        history starts afresh. Changes only the points touched, where a ``setup`` of the
        same stones rebuilds the board: a record of thousands of illegal moves loads in
        time proportional to its length.
        """
        if move.point is not None:
            self._board.place_anyway(move.point, self._code(move.color))
        self._restart_history(move.color.opponent)

    def _restart_history(self, to_play: Color | None) -> None:
        """A position set up: ko, passes and the superko history start from here."""
        if to_play is not None:
            self._to_play = to_play
        self._ko = None
        self._emptied = None
        self._passes = 0
        self._repetition = False
        if self._phase is not Phase.ENDED:
            self._phase = Phase.PLAYING
            self._handicap_left = 0
        self._seen_situations = {self._board.hash ^ TO_PLAY_KEY[self._code(self._to_play)]}
        self._events = []
        self._snapshot = self._take_snapshot()

    def _take_snapshot(self) -> Snapshot:
        board = self._board
        return Snapshot(
            width=board.width,
            height=board.height,
            cells=board._cells[:],
            to_play=self._to_play,
            captures=list(self._caps),
            passes=self._passes,
            phase=self._phase,
            ko=self._ko,
            seen_situations=set(self._seen_situations),
            moves=len(self._moves),
            handicap_stones=len(self._handicap_stones),
            tt_moves_left=self._tt_moves_left,
            repetition=self._repetition,
        )

    def undo(self) -> Move:
        """Take back the last move or pass (or free handicap stone); returns it.

        Replays from the start of the history, so every hash, ko and count is exactly as it
        was. Undo does not go back past a ``setup``. An outcome is cleared.
        """
        from .history import undo

        return undo(self)

    # ------------------------------------------------------------------ end of game

    def _end(self, outcome: Outcome) -> Outcome:
        if self._phase is Phase.ENDED:
            raise RulesError("the game has already ended")
        self._outcome = outcome
        self._phase = Phase.ENDED
        return outcome

    def resign(self, color: Color | None = None) -> Outcome:
        """``color`` (default: the player to move) resigns: ``W+R`` / ``B+R``."""
        loser = color if color is not None else self._to_play
        winner = loser.opponent
        return self._end(_outcome(winner, OutcomeReason.RESIGNATION, f"{winner.value}+R"))

    def lose_on_time(self, color: Color) -> Outcome:
        """``color`` ran out of time: ``B+T`` / ``W+T``."""
        winner = color.opponent
        return self._end(_outcome(winner, OutcomeReason.TIME, f"{winner.value}+T"))

    def forfeit(self, color: Color) -> Outcome:
        """``color`` forfeits (e.g. moved a stone after letting go, seed 001): ``+F``."""
        winner = color.opponent
        return self._end(_outcome(winner, OutcomeReason.FORFEIT, f"{winner.value}+F"))

    def declare_no_result(self) -> Outcome:
        """End without a result (a long cycle under simple ko): SGF ``RE[Void]``."""
        return self._end(_outcome(None, OutcomeReason.NO_RESULT, "Void"))

    @property
    def first_player(self) -> Color:
        """Who had the first move (handicap placement counts as Black's first move, seed 001)."""
        if self.handicap >= 2 or not self._moves:
            return Color.BLACK
        return self._moves[0].color

    def score(
        self,
        dead: Iterable[Point] = (),
        *,
        seki: Iterable[Point] | None = None,
        penalties: Mapping[Color, float] | None = None,
    ) -> ScoreBreakdown:
        """Score the current position with ``dead`` stones removed (no state change)."""
        from .scoring import score_position

        return score_position(
            self._board,
            self.ruleset,
            dead=dead,
            captures=self.captures,
            handicap=self.handicap,
            penalties=penalties,
            seki=seki,
            first_player=self.first_player,
            moves=self._moves,
        )

    def finish(
        self,
        dead: Iterable[Point] = (),
        *,
        seki: Iterable[Point] | None = None,
        penalties: Mapping[Color, float] | None = None,
    ) -> ScoreBreakdown:
        """End the game by counting (dead stones agreed); sets ``outcome``."""
        breakdown = self.score(dead, seki=seki, penalties=penalties)
        self._end(_outcome(breakdown.winner, OutcomeReason.SCORE, breakdown.result, breakdown))
        return breakdown
