"""Ko and superko: where simple ko, positional (PSK) and situational (SSK) superko differ.

PSK forbids recreating any earlier board colouring; SSK only one that occurred with the same
player to move; simple ko only the immediate retake. Each cycle below is built so that the
rules part ways at a known move.
"""

from __future__ import annotations

import dataclasses

import pytest

from qtgo.rules import Color, IllegalMoveError, IllegalReason, KoRule, Move, OutcomeReason, Phase, Ruleset

from rules_testlib import game_from_rows, mv

B, W = Color.BLACK, Color.WHITE

# A ko shape, 4 wide and 3 high. "w": a White stone in the ko that Black takes at (2, 1);
# "b": a Black stone that White takes at (1, 1).
KO = {
    "w": [".XO.", "XO.O", ".XO."],
    "b": [".XO.", "X.XO", ".XO."],
}


def stamp(width: int, height: int, kos: list[tuple[int, int, str]]) -> list[str]:
    grid = [["."] * width for _ in range(height)]
    for ox, oy, state in kos:
        for dy, row in enumerate(KO[state]):
            for dx, char in enumerate(row):
                grid[oy + dy][ox + dx] = char
    return ["".join(row) for row in grid]


def rules(ko: KoRule) -> Ruleset:
    return dataclasses.replace(Ruleset.preset("japanese"), ko=ko)


ALL_KO_RULES = [KoRule.SIMPLE, KoRule.POSITIONAL, KoRule.SITUATIONAL]


@pytest.mark.parametrize("ko", ALL_KO_RULES)
def test_immediate_retake_is_ko_under_every_rule(ko: KoRule) -> None:
    game = game_from_rows(stamp(9, 9, [(0, 0, "w")]), rules(ko))
    game.play(mv(B, "cb"))
    assert game.check(mv(W, "bb")) is IllegalReason.KO
    assert game.ko_point is not None and game.ko_point.to_sgf() == "bb"


# Pass inside a ko cycle: two kos, Black passes once in the middle. The board after the
# last move equals the start, where Black was to move; now White is to move.
PASS_CYCLE = ["hh", "bb", "", "gh", "cb"]


@pytest.mark.parametrize(
    ("ko", "expected"),
    [(KoRule.SIMPLE, None), (KoRule.POSITIONAL, IllegalReason.SUPERKO), (KoRule.SITUATIONAL, None)],
)
def test_pass_inside_a_ko_cycle(ko: KoRule, expected: IllegalReason | None) -> None:
    start = stamp(9, 9, [(0, 0, "b"), (5, 6, "w")])
    game = game_from_rows(start, rules(ko))
    colours = [B, W, B, W, B]
    for colour, point in zip(colours[:-1], PASS_CYCLE[:-1], strict=True):
        game.play(mv(colour, point))
    last = mv(colours[-1], PASS_CYCLE[-1])
    assert game.check(last) is expected
    if expected is None:
        game.play(last)
        assert game.board.rows() == start
        assert game.to_play is W
        assert not game.repetition  # the same board, but the other player to move


# Triple ko: three kos taken in turn; after six moves the same board with the same player.
TRIPLE = [(B, "cb"), (W, "bh"), (B, "hb"), (W, "bb"), (B, "ch"), (W, "gb")]


def _triple_ko_start() -> list[str]:
    return stamp(9, 9, [(0, 0, "w"), (5, 0, "w"), (0, 6, "b")])


def test_triple_ko_cycles_forever_under_simple_ko() -> None:
    start = _triple_ko_start()
    game = game_from_rows(start, rules(KoRule.SIMPLE))
    for lap in range(3):
        for number, (colour, point) in enumerate(TRIPLE):
            assert game.check(mv(colour, point)) is None, (lap, number)
            game.play(mv(colour, point))
            assert game.repetition is (lap > 0 or number == len(TRIPLE) - 1)
        assert game.board.rows() == start and game.to_play is B
    # The game can end without result, as data.
    outcome = game.declare_no_result()
    assert outcome.reason is OutcomeReason.NO_RESULT and outcome.result == "Void" and outcome.winner is None
    assert game.phase is Phase.ENDED


@pytest.mark.parametrize("ko", [KoRule.POSITIONAL, KoRule.SITUATIONAL])
def test_triple_ko_is_broken_by_superko(ko: KoRule) -> None:
    game = game_from_rows(_triple_ko_start(), rules(ko))
    for colour, point in TRIPLE[:-1]:
        game.play(mv(colour, point))
    assert game.check(mv(*TRIPLE[-1])) is IllegalReason.SUPERKO
    # Not the immediate retake: the last ko taken was elsewhere.
    assert game.ko_point is not None and game.ko_point.to_sgf() != TRIPLE[-1][1]


# Sending two, returning one: Black throws in at aa making two stones in atari, White takes
# them at ca, Black takes White's one stone back at ba: the board is the start again, but
# with White to move.
STRO = [".X.X.", "OOX..", ".....", ".....", "....."]


@pytest.mark.parametrize(
    ("ko", "expected"),
    [(KoRule.SIMPLE, None), (KoRule.POSITIONAL, IllegalReason.SUPERKO), (KoRule.SITUATIONAL, None)],
)
def test_send_two_return_one(ko: KoRule, expected: IllegalReason | None) -> None:
    game = game_from_rows(STRO, rules(ko))
    game.play(mv(B, "aa"))
    assert game.play(mv(W, "ca")) == {mv(B, "aa").point, mv(B, "ba").point}
    assert game.check(mv(B, "ba")) is expected
    if expected is None:
        assert game.play(mv(B, "ba")) == {mv(W, "ca").point}
        assert game.board.rows() == STRO and game.to_play is W


# The same gadget for each colour on one board: each side sends two and gets one back, and
# after six moves the whole position (and the player to move) repeats: an eternal cycle.
ETERNAL = [
    ".X.X.W.W.",
    "OOX...OXX",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
]
ETERNAL = [row.replace("W", "O") for row in ETERNAL]
ETERNAL_CYCLE = [(B, "aa"), (W, "ca"), (B, "ba"), (W, "ia"), (B, "ga"), (W, "ha")]


def test_eternal_cycle_under_simple_ko() -> None:
    game = game_from_rows(ETERNAL, rules(KoRule.SIMPLE))
    for _lap in range(4):
        for colour, point in ETERNAL_CYCLE:
            game.play(mv(colour, point))
        assert game.board.rows() == ETERNAL and game.to_play is B and game.repetition
    assert game.move_number == 24
    # Each lap, each side takes two stones and one stone.
    assert game.captures == {B: 12, W: 12}


@pytest.mark.parametrize(("ko", "breaks_at"), [(KoRule.POSITIONAL, 2), (KoRule.SITUATIONAL, 5)])
def test_eternal_cycle_is_broken_by_superko(ko: KoRule, breaks_at: int) -> None:
    game = game_from_rows(ETERNAL, rules(ko))
    for number, (colour, point) in enumerate(ETERNAL_CYCLE):
        reason = game.check(mv(colour, point))
        if number == breaks_at:
            assert reason is IllegalReason.SUPERKO
            return
        assert reason is None
        game.play(mv(colour, point))
    pytest.fail("the cycle was not broken")


def test_superko_counts_from_the_last_setup() -> None:
    game = game_from_rows(STRO, rules(KoRule.POSITIONAL))
    game.play(mv(B, "aa"))
    game.play(mv(W, "ca"))
    game.setup()  # a setup node starts a fresh history
    assert game.check(mv(B, "ba")) is None


def test_undo_then_replay_keeps_superko_history() -> None:
    game = game_from_rows(_triple_ko_start(), rules(KoRule.POSITIONAL))
    for colour, point in TRIPLE[:-1]:
        game.play(mv(colour, point))
    game.play(Move.pass_(W))
    game.undo()
    assert game.check(mv(*TRIPLE[-1])) is IllegalReason.SUPERKO


@pytest.mark.parametrize("name", ["aga", "new-zealand"])
def test_situational_presets_allow_the_pass_cycle(name: str) -> None:
    start = stamp(9, 9, [(0, 0, "b"), (5, 6, "w")])
    game = game_from_rows(start, name)
    for colour, point in zip([B, W, B, W], PASS_CYCLE[:-1], strict=True):
        game.play(mv(colour, point))
    last = mv(B, PASS_CYCLE[-1])
    assert game.check(last) is None
    game.play(last)
    # The start position again, but with White to move: a new situation.
    assert game.board.rows() == start and game.to_play is W


@pytest.mark.parametrize("name", ["ing", "tromp-taylor"])
def test_positional_presets_forbid_the_pass_cycle(name: str) -> None:
    game = game_from_rows(stamp(9, 9, [(0, 0, "b"), (5, 6, "w")]), name)
    for colour, point in zip([B, W, B, W], PASS_CYCLE[:-1], strict=True):
        game.play(mv(colour, point))
    assert game.check(mv(B, PASS_CYCLE[-1])) is IllegalReason.SUPERKO


@pytest.mark.parametrize("ko", [KoRule.POSITIONAL, KoRule.SITUATIONAL])
def test_playing_the_move_that_closes_a_triple_ko_raises_superko_and_changes_nothing(ko: KoRule) -> None:
    game = game_from_rows(_triple_ko_start(), rules(ko))
    for colour, point in TRIPLE[:-1]:
        game.play(mv(colour, point))
    rows, to_play = game.board.rows(), game.to_play
    with pytest.raises(IllegalMoveError) as info:
        game.play(mv(*TRIPLE[-1]))
    assert info.value.reason is IllegalReason.SUPERKO
    assert game.board.rows() == rows and game.to_play is to_play and game.move_number == len(TRIPLE) - 1
