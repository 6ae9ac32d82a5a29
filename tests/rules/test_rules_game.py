"""Game state: turns, suicide per rule set, simple ko, passes, undo, setup, outcomes."""

from __future__ import annotations

import pytest

from qtgo.rules import (
    PRESET_NAMES,
    Board,
    Color,
    Game,
    HandicapPlacement,
    IllegalMoveError,
    IllegalReason,
    Move,
    OutcomeReason,
    Phase,
    Point,
    RulesError,
    Ruleset,
)

from rules_testlib import game_from_rows, mv

B, W = Color.BLACK, Color.WHITE

# A ko in the top left: White at bb can be captured by Black at ba... (see diagram).
KO_ROWS = [
    ".XO..",
    "XO.O.",
    ".XO..",
    ".....",
    ".....",
]


def test_turns_alternate_and_counts() -> None:
    game = Game(9)
    assert game.to_play is B and game.move_number == 0 and game.last_move is None
    game.play(mv(B, "cc"))
    assert game.to_play is W and game.move_number == 1 and game.last_move == mv(B, "cc")
    game.pass_turn()
    assert game.to_play is B and game.consecutive_passes == 1
    assert game.moves == [mv(B, "cc"), Move.pass_(W)]


def test_check_reasons_never_raise() -> None:
    game = Game(9)
    game.play(mv(B, "cc"))
    assert game.check(mv(W, "cc")) is IllegalReason.OCCUPIED
    assert game.check(Move(W, Point(9, 0))) is IllegalReason.OFF_BOARD
    assert game.check(Move(W, Point(-1, 3))) is IllegalReason.OFF_BOARD
    assert game.check(mv(W, "dd")) is None and game.is_legal(mv(W, "dd"))
    with pytest.raises(IllegalMoveError) as info:
        game.play(mv(W, "cc"))
    assert info.value.reason is IllegalReason.OCCUPIED and info.value.move == mv(W, "cc")
    assert isinstance(info.value, ValueError)
    with pytest.raises(IllegalMoveError) as info:
        game.play(Move(W, Point(9, 0)))
    assert info.value.reason is IllegalReason.OFF_BOARD and game.to_play is W


@pytest.mark.parametrize("rules", PRESET_NAMES)
def test_single_stone_suicide_is_illegal_everywhere(rules: str) -> None:
    game = game_from_rows([".X...", "X....", ".....", ".....", "....."], rules, to_play=W)
    assert game.check(mv(W, "aa")) is IllegalReason.SUICIDE


@pytest.mark.parametrize("rules", PRESET_NAMES)
def test_multi_stone_suicide_per_rule_set(rules: str) -> None:
    # White bb would join White ab into a chain without liberties.
    game = game_from_rows(["O.X..", "XX...", ".....", ".....", "....."], rules, to_play=W)
    reason = game.check(mv(W, "ba"))
    ruleset = Ruleset.preset(rules)
    if rules in ("new-zealand", "ing", "tromp-taylor"):
        assert ruleset.multi_stone_suicide
        assert reason is None
        captured = game.play(mv(W, "ba"))
        assert captured == {Point(0, 0), Point(1, 0)}
        assert game.board.rows()[0] == "..X.."
        assert game.captures[B] == 2
    else:
        assert reason is IllegalReason.SUICIDE


def test_capture_comes_before_suicide() -> None:
    # Black aa has no empty neighbour but captures White ba: legal everywhere.
    game = game_from_rows([".OX..", "OX...", ".....", ".....", "....."])
    assert game.check(mv(B, "aa")) is None


def _ko_game(rules: str) -> Game:
    """Black takes a ko at cb; White may not retake at bb at once."""
    return game_from_rows(KO_ROWS, rules)


@pytest.mark.parametrize("rules", PRESET_NAMES)
def test_simple_ko_immediate_retake_is_ko_everywhere(rules: str) -> None:
    game = _ko_game(rules)
    assert game.play(mv(B, "cb")) == {Point(1, 1)}
    assert game.ko_point == Point(1, 1)
    assert game.check(mv(W, "bb")) is IllegalReason.KO
    with pytest.raises(IllegalMoveError) as info:
        game.play(mv(W, "bb"))
    assert info.value.reason is IllegalReason.KO
    # A ko threat and its answer: now White may take back.
    game.play(mv(W, "ee"))
    assert game.ko_point is None
    game.play(mv(B, "ed"))
    assert game.check(mv(W, "bb")) is None
    assert game.play(mv(W, "bb")) == {Point(2, 1)}
    assert game.ko_point == Point(2, 1)
    assert game.check(mv(B, "cb")) is IllegalReason.KO


def test_pass_clears_the_ko_ban_under_simple_ko() -> None:
    game = _ko_game("japanese")
    game.play(mv(B, "cb"))
    game.pass_turn(W)
    game.pass_turn(B)
    assert game.phase is Phase.SCORING
    assert game.check(mv(W, "bb")) is None


def test_snapback_is_not_a_ko() -> None:
    game = game_from_rows(["..OX.", "OOOX.", "XXXX.", ".....", "....."])
    game.play(mv(B, "ba"))  # the throw-in
    assert game.play(mv(W, "aa")) == {Point(1, 0)}
    assert game.ko_point is None
    assert game.check(mv(B, "ba")) is None
    assert game.play(mv(B, "ba")) == {Point(0, 0), Point(2, 0), Point(0, 1), Point(1, 1), Point(2, 1)}
    assert game.captures == {B: 5, W: 1}


def test_two_passes_stop_play_and_resume() -> None:
    game = Game(9, ruleset=Ruleset.preset("japanese"))
    game.play(mv(B, "cc"))
    game.pass_turn()
    game.pass_turn()
    assert game.phase is Phase.SCORING
    game.resume(asked_by=B)
    assert game.phase is Phase.PLAYING and game.to_play is W and game.consecutive_passes == 0
    with pytest.raises(RulesError):
        game.resume()
    game.pass_turn()
    assert game.phase is Phase.PLAYING
    game.pass_turn()
    assert game.phase is Phase.SCORING
    breakdown = game.finish()
    assert game.phase is Phase.ENDED and game.outcome is not None
    assert game.outcome.reason is OutcomeReason.SCORE and game.outcome.result == breakdown.result
    assert game.check(mv(W, "dd")) is IllegalReason.GAME_OVER
    with pytest.raises(IllegalMoveError):
        game.pass_turn()


def test_tromp_taylor_four_passes_end_the_game() -> None:
    game = Game(5, ruleset=Ruleset.preset("tromp-taylor"))
    game.play(mv(B, "cc"))
    game.pass_turn()
    game.pass_turn()
    assert game.phase is Phase.SCORING
    game.pass_turn()
    assert game.phase is Phase.SCORING
    game.pass_turn()
    assert game.phase is Phase.ENDED
    assert game.outcome is not None and game.outcome.result == "B+17.5"


def test_tromp_taylor_resume_keeps_counting_passes() -> None:
    game = Game(5, ruleset=Ruleset.preset("tromp-taylor"))
    game.play(mv(B, "cc"))
    game.pass_turn()
    game.pass_turn()
    game.resume()
    game.pass_turn()
    game.pass_turn()
    assert game.phase is Phase.ENDED


def test_a_move_after_the_passes_resumes_play() -> None:
    game = Game(9)
    game.pass_turn()
    game.pass_turn()
    game.play(mv(B, "ee"))
    assert game.phase is Phase.PLAYING and game.consecutive_passes == 0


@pytest.mark.parametrize(
    ("end", "result"),
    [("resign-B", "W+R"), ("resign-W", "B+R"), ("time-B", "W+T"), ("time-W", "B+T"), ("forfeit-W", "B+F")],
)
def test_resign_time_forfeit(end: str, result: str) -> None:
    game = Game(9)
    game.play(mv(B, "ee"))
    kind, colour = end.split("-")
    color = Color.from_sgf(colour)
    outcome = {"resign": game.resign, "time": game.lose_on_time, "forfeit": game.forfeit}[kind](color)
    assert outcome.result == result and outcome.winner is color.opponent
    assert game.outcome == outcome and game.phase is Phase.ENDED
    assert game.check(mv(W, "dd")) is IllegalReason.GAME_OVER
    with pytest.raises(RulesError):
        game.resign(W)


def test_resign_defaults_to_the_player_to_move() -> None:
    game = Game(9)
    assert game.resign().result == "W+R"


def test_undo_restores_everything() -> None:
    game = _ko_game("japanese")
    start_rows, start_hash = game.board.rows(), game.board.hash
    game.play(mv(B, "cb"))
    after_rows, after_hash = game.board.rows(), game.board.hash
    game.play(mv(W, "ee"))
    assert game.undo() == mv(W, "ee")
    assert game.board.rows() == after_rows and game.board.hash == after_hash
    assert game.ko_point == Point(1, 1) and game.to_play is W
    assert game.undo() == mv(B, "cb")
    assert game.board.rows() == start_rows and game.board.hash == start_hash
    assert game.captures == {B: 0, W: 0} and game.to_play is B and game.move_number == 0
    with pytest.raises(RulesError):
        game.undo()


def test_undo_a_pass_and_an_ended_game() -> None:
    game = Game(9)
    game.play(mv(B, "ee"))
    game.pass_turn()
    game.pass_turn()
    game.finish()
    assert game.undo() == Move.pass_(B)
    assert game.phase is Phase.PLAYING and game.outcome is None and game.consecutive_passes == 1


def test_setup_starts_a_fresh_history() -> None:
    game = Game(9)
    game.play(mv(B, "aa"))
    game.setup(black=[Point(4, 4)], white=[Point(5, 5)], empty=[Point(0, 0)], to_play=W)
    assert game.board[Point(0, 0)] is None and game.board[Point(4, 4)] is B
    assert game.to_play is W
    with pytest.raises(RulesError):
        game.undo()
    game.play(mv(W, "ab"))
    assert game.undo() == mv(W, "ab")
    assert game.board[Point(4, 4)] is B and game.to_play is W


def test_setup_does_not_capture() -> None:
    game = Game(5)
    game.setup(black=[Point(1, 0), Point(0, 1)], white=[Point(0, 0)])
    assert game.board[Point(0, 0)] is W


def test_legal_moves() -> None:
    game = game_from_rows([".X...", "X....", ".....", ".....", "....."], to_play=W)
    legal = game.legal_moves()
    assert Move(W, Point(0, 0)) not in legal and Move(W, Point(1, 0)) not in legal
    assert len(legal) == 25 - 2 - 1 + 1
    assert legal[-1] == Move.pass_(W)


def test_illegal_points_for_the_ghost_stone() -> None:
    game = _ko_game("japanese")
    game.play(mv(B, "cb"))
    # White may not retake the ko at bb nor fill Black's eye at aa; occupied points are
    # not listed.
    assert game.illegal_points() == {Point(1, 1), Point(0, 0)}
    game.play(mv(W, "ee"))
    assert game.illegal_points() == frozenset()  # Black to move: every empty point is fine


def test_free_handicap_placement() -> None:
    game = Game(9, ruleset=Ruleset.preset("chinese"), handicap=3, handicap_placement=HandicapPlacement.FREE)
    assert game.phase is Phase.HANDICAP and game.to_play is B and game.handicap_stones_left == 3
    assert game.check(mv(W, "ee")) is IllegalReason.WRONG_TURN
    assert game.check(Move.pass_(B)) is IllegalReason.WRONG_TURN
    with pytest.raises(IllegalMoveError):
        game.pass_turn(B)
    game.place_handicap_stone(Point(2, 2))
    game.play(mv(B, "gg"))
    with pytest.raises(IllegalMoveError) as info:
        game.place_handicap_stone(Point(2, 2))
    assert info.value.reason is IllegalReason.OCCUPIED
    game.place_handicap_stone(Point(6, 2))
    assert game.phase is Phase.PLAYING and game.to_play is W
    assert game.handicap_stones == [Point(2, 2), Point(6, 6), Point(6, 2)]
    assert game.move_number == 0
    game.play(mv(W, "ee"))
    assert game.undo() == mv(W, "ee")
    assert game.undo() == Move(B, Point(6, 2))
    assert game.phase is Phase.HANDICAP and game.handicap_stones_left == 1
    with pytest.raises(RulesError):
        Game(9).place_handicap_stone(Point(0, 0))


def test_tromp_taylor_handicap_moves() -> None:
    game = Game(
        9, ruleset=Ruleset.preset("tromp-taylor"), handicap=3, handicap_placement=HandicapPlacement.TROMP_TAYLOR_MOVES
    )
    assert game.phase is Phase.PLAYING and game.to_play is B
    game.play(mv(B, "cc"))
    assert game.to_play is B
    game.play(mv(B, "gg"))
    assert game.to_play is B
    game.play(mv(B, "gc"))
    assert game.to_play is W
    assert game.handicap_stones == [Point(2, 2), Point(6, 6), Point(6, 2)]
    assert game.move_number == 3


def test_fixed_handicap_starts_with_white() -> None:
    game = Game(19, handicap=4)
    assert game.to_play is W
    assert {p for p, _ in game.board.stones()} == {Point(3, 15), Point(15, 3), Point(15, 15), Point(3, 3)}
    assert game.handicap_stones == [Point(3, 15), Point(15, 3), Point(15, 15), Point(3, 3)]
    with pytest.raises(RulesError):
        Game(5, handicap=2)


def test_a_negative_handicap_is_refused() -> None:
    with pytest.raises(RulesError, match="negative"):
        Game(9, handicap=-1)


def test_more_free_handicap_stones_than_points_are_refused() -> None:
    with pytest.raises(RulesError, match="do not fit"):
        Game(3, handicap=9, handicap_placement=HandicapPlacement.FREE)
    assert Game(3, handicap=8, handicap_placement=HandicapPlacement.FREE).handicap_stones_left == 8


def test_no_pass_is_offered_while_free_handicap_stones_are_placed() -> None:
    game = Game(3, handicap=2, handicap_placement=HandicapPlacement.FREE)
    legal = game.legal_moves()
    assert len(legal) == 9 and all(move.color is B and not move.is_pass for move in legal)


def test_an_ended_game_has_no_legal_move() -> None:
    game = Game(5)
    game.resign(B)
    assert game.legal_moves() == []


def test_a_pass_is_legal_whenever_play_goes_on() -> None:
    game = _ko_game("japanese")
    game.play(mv(B, "cb"))
    assert game.check(Move.pass_(W)) is None and game.check(Move.pass_(B)) is None


def _tromp_taylor_handicap(size: int, stones: int) -> Game:
    return Game(
        size,
        ruleset=Ruleset.preset("tromp-taylor"),
        handicap=stones,
        handicap_placement=HandicapPlacement.TROMP_TAYLOR_MOVES,
    )


def test_a_black_pass_uses_one_of_the_tromp_taylor_handicap_moves() -> None:
    game = _tromp_taylor_handicap(9, 2)
    assert game.handicap_stones_left == 2
    game.pass_turn(B)
    assert game.to_play is B and game.handicap_stones_left == 1
    assert game.check(mv(B, "ee")) is None
    game.pass_turn(B)
    assert game.to_play is W and game.handicap_stones_left == 0


def test_a_suicide_counts_as_one_of_the_tromp_taylor_handicap_moves() -> None:
    game = _tromp_taylor_handicap(5, 2)
    game.setup(black=[Point(1, 0), Point(0, 1)], white=[Point(2, 0), Point(1, 1), Point(0, 2)])
    assert game.play(mv(B, "aa")) == {Point(0, 0), Point(1, 0), Point(0, 1)}
    assert game.captures == {B: 0, W: 3}
    assert game.to_play is B and game.handicap_stones_left == 1


def test_a_ko_taken_during_tromp_taylor_handicap_moves_shows_no_ko_point() -> None:
    game = _tromp_taylor_handicap(5, 2)
    board = Board.from_rows(KO_ROWS)
    game.setup(
        black=[p for p, c in board.stones() if c is B], white=[p for p, c in board.stones() if c is W], to_play=B
    )
    assert game.play(mv(B, "cb")) == {Point(1, 1)}
    # Black moves again: White's ban on the retake does not concern the player to move.
    assert game.to_play is B and game.ko_point is None
    game.play(mv(B, "ee"))
    assert game.to_play is W and game.ko_point is None


def test_place_anyway_a_pass_only_hands_the_turn_over() -> None:
    game = Game(5)
    game.play(mv(B, "cc"))
    rows = game.board.rows()
    game.place_anyway(Move.pass_(W))
    assert game.board.rows() == rows and game.to_play is B
    with pytest.raises(RulesError):
        game.undo()  # the history starts afresh, as after a setup


def test_a_setup_after_the_end_keeps_the_game_ended() -> None:
    game = Game(5)
    game.resign(W)
    game.setup(black=[Point(2, 2)])
    assert game.phase is Phase.ENDED and game.board[Point(2, 2)] is B


def test_undo_after_a_resumed_dispute_resumes_it_again() -> None:
    game = Game(9)
    game.play(mv(B, "cc"))
    game.pass_turn(W)
    game.pass_turn(B)
    game.resume(asked_by=B)
    assert game.phase is Phase.PLAYING and game.to_play is W
    game.play(mv(W, "gg"))
    game.play(mv(B, "gc"))
    assert game.undo() == mv(B, "gc")
    assert game.phase is Phase.PLAYING and game.to_play is B and game.last_move == mv(W, "gg")
    assert game.undo() == mv(W, "gg")
    assert game.phase is Phase.PLAYING and game.to_play is W
    game.play(mv(W, "gg"))
    assert game.board[Point(6, 6)] is W


def test_a_ko_taken_when_play_resumes_after_the_passes_is_still_a_ko() -> None:
    game = _ko_game("japanese")
    game.pass_turn(B)
    game.pass_turn(W)
    assert game.phase is Phase.SCORING
    assert game.play(mv(B, "cb")) == {Point(1, 1)}  # playing on resumes the game
    assert game.phase is Phase.PLAYING
    assert game.ko_point == Point(1, 1)
    assert game.check(mv(W, "bb")) is IllegalReason.KO


def test_the_game_module_still_gives_outcome_from_its_own_module() -> None:
    """``Outcome`` lives in ``game_end`` (imported when a game ends); the old name still works."""
    import qtgo.rules.game as game_module
    from qtgo.rules.game_end import Outcome

    assert game_module.Outcome is Outcome
    with pytest.raises(AttributeError):
        _ = game_module.NoSuchName  # type: ignore[attr-defined]
