"""A live game through GameSession: moves, captures, illegal moves, passes, counting, undo."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pytest

from qtgo.clock import TimeControl
from qtgo.rules import Color, Point
from qtgo.session import (
    GameSession,
    Mode,
    MoveRejected,
    NewGameSettings,
    Placement,
    SessionError,
    UndoNotAllowed,
)

if TYPE_CHECKING:
    from conftest import FakeTime


def play_all(session: GameSession, *points: tuple[int, int] | None) -> None:
    for point in points:
        if point is None:
            session.pass_turn()
        else:
            session.play(Point(*point))


def nine(**kwargs) -> GameSession:
    return GameSession.new(NewGameSettings(width=9, height=9, **kwargs))


def test_new_game_writes_the_settings_to_the_root() -> None:
    session = GameSession.new(
        NewGameSettings(width=13, height=13, rules="chinese", black_name="Ann", white_name="Bo", white_rank="3d")
    )
    root = session.tree.root
    assert session.tree.size == (13, 13)
    assert root.get("RU") == session.record.ruleset.sgf_name
    assert float(root.get("KM") or "nan") == 7.5
    assert session.record.player_name(Color.WHITE) == "Bo 3d"
    assert session.mode is Mode.PLAY
    assert session.to_play is Color.BLACK
    assert session.record.modified is False


def test_rectangular_board() -> None:
    session = GameSession.new(NewGameSettings(width=7, height=5))
    assert (session.record.size[0], session.record.size[1]) == (7, 5)
    session.play(Point(6, 4))
    assert session.game.board[Point(6, 4)] is Color.BLACK
    assert session.display().width == 7


def test_a_capture_counts_and_reports_the_stones() -> None:
    session = nine()
    play_all(session, (1, 0), (0, 0))
    result = session.play(Point(0, 1))
    assert result.captured == frozenset({Point(0, 0)})
    assert session.game.captures[Color.BLACK] == 1
    assert session.game.captures[Color.WHITE] == 0
    assert session.game.board[Point(0, 0)] is None
    assert session.cursor.move_number() == 3
    assert session.record.modified


def test_an_illegal_move_is_rejected_and_changes_nothing() -> None:
    session = nine()
    session.play(Point(4, 4))
    node = session.node
    children = list(node.children)
    with pytest.raises(MoveRejected) as caught:
        session.play(Point(4, 4))
    assert caught.value.reason == "occupied"
    assert str(caught.value) == "Illegal: occupied"
    assert session.node is node
    assert list(node.children) == children
    assert session.to_play is Color.WHITE


def test_ko_is_rejected_with_its_reason() -> None:
    session = nine()
    # Black: b1 c2 b3 ; White: c1 d2 c3, then Black takes at... build a ko at c2/b2.
    play_all(session, (1, 0), (2, 0), (0, 1), (3, 1), (1, 2), (2, 2), (4, 8), (1, 1))
    # White took nothing yet: now Black plays c2 (2,1) capturing b2 (1,1).
    result = session.play(Point(2, 1))
    assert result.captured == frozenset({Point(1, 1)})
    with pytest.raises(MoveRejected) as caught:
        session.play(Point(1, 1))
    assert caught.value.reason == "ko"
    assert str(caught.value) == "Illegal: ko"
    assert session.display().ko_point == Point(1, 1)


def test_two_passes_start_counting_and_dead_marking_toggles_chains() -> None:
    session = nine()
    # A black wall on column c, a lone white pair inside black's area.
    play_all(session, *[p for y in range(9) for p in ((2, y), (6, y))])
    play_all(session, (0, 4), (0, 5))  # black a5, white a6? (White's stones at column 6 are White's)
    assert session.game.board[Point(0, 5)] is Color.WHITE
    result = session.pass_turn()
    assert not result.scoring
    result = session.pass_turn()
    assert result.scoring
    assert session.mode is Mode.SCORING
    assert session.scoring
    chain = session.require_counting().mark_dead(Point(0, 5))
    assert chain == frozenset({Point(0, 5)})
    assert session.require_counting().dead == frozenset({Point(0, 5)})
    breakdown = session.score()
    assert breakdown.black.dead == 1 or breakdown.white.dead == 1
    # Toggle back: alive again.
    session.require_counting().mark_dead(Point(0, 5))
    assert session.require_counting().dead == frozenset()
    display = session.display()
    assert display.to_play is None
    assert display.territory


def test_marking_a_chain_marks_every_stone_of_it() -> None:
    session = nine()
    play_all(session, (4, 4), (0, 0), (4, 5), (0, 1), (4, 6), None, None)
    assert session.scoring
    chain = session.require_counting().mark_dead(Point(4, 5))
    assert chain == frozenset({Point(4, 4), Point(4, 5), Point(4, 6)})
    assert session.require_counting().dead == chain
    # Clicking an empty point changes nothing.
    assert session.require_counting().mark_dead(Point(8, 8)) == frozenset()
    assert session.require_counting().dead == chain


def test_finish_scoring_writes_the_result() -> None:
    session = nine(komi=0.5)
    play_all(session, (4, 4), None, None)
    breakdown = session.score()
    assert breakdown.black.territory + breakdown.black.stones > 0
    result = session.finish_scoring().result
    assert result == breakdown.result
    assert session.tree.root.get("RE") == result
    assert session.record.result == result
    assert session.mode is Mode.REVIEW
    # The final count stays visible on the scored position.
    assert session.display().territory


def test_the_breakdown_has_every_term() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="chinese", handicap=2))
    assert session.to_play is Color.WHITE
    play_all(session, (4, 4), None, None)
    breakdown = session.score()
    for side in (breakdown.black, breakdown.white):
        for term in ("territory", "stones", "prisoners", "dead", "komi", "handicap", "penalty", "total"):
            assert isinstance(getattr(side, term), (int, float))
    assert breakdown.white.handicap == 2  # Chinese: N points of compensation
    assert breakdown.white.komi == 0.5


def test_resume_after_a_dispute_plays_on() -> None:
    session = nine()
    play_all(session, (4, 4), (3, 3), None, None)
    assert session.mode is Mode.SCORING
    first = session.resume_play()
    assert session.mode is Mode.PLAY
    assert not session.scoring
    assert first is Color.BLACK
    session.play(Point(5, 5))
    assert session.game.board[Point(5, 5)] is Color.BLACK
    assert session.to_play is Color.WHITE


def test_resume_asked_by_black_gives_white_the_move() -> None:
    session = nine()
    play_all(session, (4, 4), (3, 3), None, None)
    first = session.resume_play(asked_by=Color.BLACK)
    assert first is Color.WHITE
    assert session.to_play is Color.WHITE
    session.play(Point(6, 6))
    assert session.game.board[Point(6, 6)] is Color.WHITE


def test_resign_writes_the_result_and_ends_the_game() -> None:
    session = nine()
    session.play(Point(2, 2))
    assert session.resign().result == "B+R"  # White is to move and resigns
    assert session.tree.root.get("RE") == "B+R"
    assert session.mode is Mode.REVIEW
    with pytest.raises(SessionError):
        session.resign()


def test_undo_by_agreement_is_recorded() -> None:
    session = nine()
    play_all(session, (2, 2), (6, 6))
    undone_node = session.node
    move = session.undo_by_agreement()
    assert move.point == Point(6, 6)
    assert session.to_play is Color.WHITE
    assert session.game.board[Point(6, 6)] is None
    assert "agreement" in (undone_node.get("C") or "")
    session.play(Point(5, 5))
    parent = session.node.parent
    assert parent is not None
    # What was really played is the main line; the taken-back move stays beside it.
    assert parent.children[0] is session.node
    assert undone_node in parent.children
    text = session.record.to_sgf()
    assert "agreement" in text


def test_undo_by_agreement_can_be_switched_off() -> None:
    session = nine(undo_allowed=False)
    play_all(session, (2, 2))
    node = session.node
    assert not (session.undo_request() is not None)
    with pytest.raises(UndoNotAllowed):
        session.undo_by_agreement()
    assert session.node is node
    assert session.game.board[Point(2, 2)] is Color.BLACK


def test_nothing_to_undo_at_the_start() -> None:
    session = nine()
    with pytest.raises(UndoNotAllowed):
        session.undo_by_agreement()


def test_live_game_plays_only_at_the_end() -> None:
    session = nine()
    play_all(session, (2, 2), (6, 6))
    session.cursor.back()
    with pytest.raises(MoveRejected) as caught:
        session.play(Point(4, 4))
    assert caught.value.reason == "not-at-end"
    session.cursor.to_end()
    session.play(Point(4, 4))


def test_fixed_handicap_gives_white_the_first_move() -> None:
    session = GameSession.new(NewGameSettings(width=19, height=19, handicap=4))
    stones = {p for p, c in session.game.board.stones() if c is Color.BLACK}
    assert stones == {Point(3, 3), Point(15, 3), Point(3, 15), Point(15, 15)}
    assert session.to_play is Color.WHITE
    assert session.tree.root.get("HA") == "4"
    assert float(session.tree.root.get("KM") or "nan") == 0.5


def test_free_handicap_placement() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, handicap=2, placement=Placement.FREE))
    assert session.handicap_to_place == 2
    with pytest.raises(MoveRejected):
        session.pass_turn()
    session.play(Point(1, 1))
    with pytest.raises(MoveRejected):
        session.play(Point(1, 1))
    session.play(Point(7, 7))
    assert session.handicap_to_place == 0
    assert session.to_play is Color.WHITE
    assert session.tree.root.get_list("AB") == ["bb", "hh"]
    session.play(Point(4, 4))
    assert session.game.board[Point(4, 4)] is Color.WHITE


def test_tromp_taylor_handicap_is_black_moves() -> None:
    session = GameSession.new(
        NewGameSettings(width=9, height=9, rules="tromp-taylor", handicap=2, placement=Placement.TROMP_TAYLOR)
    )
    assert session.to_play is Color.BLACK
    session.play(Point(2, 2))
    assert session.to_play is Color.BLACK
    session.play(Point(6, 6))
    assert session.to_play is Color.WHITE


def test_loss_on_time(fake_time: FakeTime) -> None:
    clock = fake_time
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(60)), now=clock)
    session.play(Point(2, 2))  # Black used 0 s; White's clock runs
    assert "BL" in session.node.properties
    clock.now += 30
    assert session.check_time() is None
    clock.now += 31
    outcome = session.check_time()
    assert outcome is not None and outcome.result == "B+T"
    assert session.record.result == "B+T"
    assert session.mode is Mode.REVIEW


def test_clock_is_pressed_by_moves(fake_time: FakeTime) -> None:
    clock = fake_time
    session = GameSession.new(
        NewGameSettings(width=9, height=9, black_time=TimeControl.byo_yomi(300, 3, 30)), now=clock
    )
    assert session.clock is not None
    clock.now += 10
    session.play(Point(2, 2))
    assert session.clock.running is Color.WHITE
    clock.now += 10
    session.play(Point(6, 6))
    assert session.clock.running is Color.BLACK
    assert session.node.get("WL") == "290"
    assert session.tree.root.get("TM") == "300"


def test_no_clock_runs_before_the_first_move_of_a_new_game(fake_time: FakeTime) -> None:
    settings = NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600))
    session = GameSession.new(settings, now=fake_time)
    assert session.clock is not None and session.clock.running is None
    fake_time.advance(75)  # the players sit down, talk, look at the board
    assert session.clock.state(Color.BLACK).main_left == 600
    session.play(Point(2, 2))  # the first move starts the opponent's clock
    assert session.node.get("BL") == "600"
    assert session.clock.running is Color.WHITE
    fake_time.advance(5)
    assert session.clock.state(Color.WHITE).main_left == 595
    assert session.clock.state(Color.BLACK).main_left == 600


def test_four_passes_end_a_tromp_taylor_game() -> None:
    session = GameSession.new(NewGameSettings(width=9, height=9, rules="tromp-taylor"))
    play_all(session, (4, 4), None, None)
    assert session.mode is Mode.SCORING
    # Passing on instead of agreeing on dead stones: the fourth pass ends the game.
    assert session.pass_turn().scoring
    result = session.pass_turn()
    assert result.outcome is not None
    assert session.mode is Mode.REVIEW
    assert session.record.result.startswith("B+")


def test_bad_settings_are_session_errors() -> None:
    with pytest.raises(SessionError):
        NewGameSettings(width=60, height=19)
    with pytest.raises(SessionError):
        NewGameSettings(handicap=1)
    with pytest.raises(SessionError):
        GameSession.new(NewGameSettings(width=5, height=5, handicap=9))


def test_a_recovered_game_restarts_the_clock_from_the_record(tmp_path, fake_time: FakeTime) -> None:
    from qtgo.session import AutosaveStore

    clock = fake_time
    session = GameSession.new(NewGameSettings(width=9, height=9, black_time=TimeControl.absolute(600)), now=clock)
    session.play(Point(2, 2))  # the first move starts White's clock
    clock.now += 40
    session.play(Point(6, 6))
    clock.now += 100
    session.play(Point(3, 3))
    store = AutosaveStore(tmp_path)
    store.save(session)
    recovered = store.recover()
    assert recovered.mode is Mode.PLAY
    assert recovered.to_play is Color.WHITE
    assert recovered.clock is not None
    assert round(recovered.clock.state(Color.BLACK).main_left) == 500
    assert round(recovered.clock.state(Color.WHITE).main_left) == 560
    recovered.play(Point(4, 4))
    assert recovered.game.board[Point(4, 4)] is Color.WHITE


def test_settings_round_trip_through_plain_values() -> None:
    import json

    from qtgo.rules import KoRule

    settings = NewGameSettings(
        width=13,
        height=9,
        rules="chinese",
        ko=KoRule.POSITIONAL,
        komi=5.5,
        handicap=2,
        placement=Placement.FREE,
        black_time=TimeControl.byo_yomi(600, 3, 30),
        white_time=TimeControl.fischer(300, 10),
        black_name="Student",
        white_name="Teacher",
        undo_allowed=False,
    )
    again = NewGameSettings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert again == settings
    with pytest.raises(SessionError):
        NewGameSettings.from_dict({"width": "wide"})


def _thirteen_aga_four_free() -> GameSession:
    """The issue's game: 13x13, AGA, 4 free handicap stones, then W G7, B F5, W L7, B C3."""
    session = GameSession.new(NewGameSettings(width=13, height=13, rules="aga", handicap=4, placement=Placement.FREE))
    for point in (Point(3, 3), Point(9, 3), Point(3, 9), Point(9, 9)):
        session.play(point)
    play_all(session, (6, 6), (5, 8), (11, 6), (2, 10))  # G7 F5 L7 C3
    return session


def test_resume_after_a_count_begun_mid_game_keeps_the_turn() -> None:
    session = _thirteen_aga_four_free()
    assert session.to_play is Color.WHITE
    session.begin_scoring()
    assert session.mode is Mode.SCORING and not session.resume_asks_who
    # Whoever the window says asked, nobody moves twice: White, to move, moves.
    first = session.resume_play(asked_by=Color.WHITE)
    assert first is Color.WHITE and session.to_play is Color.WHITE
    assert session.node.get("PL") is None  # no turn-changing node was written
    session.play(Point(7, 4))
    assert session.game.board[Point(7, 4)] is Color.WHITE
    colours = [
        node.get("W") is not None for node in session.cursor.path(session.node) if node.get("B") or node.get("W")
    ]
    assert all(a != b for a, b in itertools.pairwise(colours))  # strictly alternating


def test_resume_after_the_passes_still_follows_who_asks() -> None:
    session = _thirteen_aga_four_free()
    play_all(session, None, None)  # W passes, B passes: White to move
    assert session.mode is Mode.SCORING and session.resume_asks_who
    first = session.resume_play(asked_by=Color.WHITE)
    assert first is Color.BLACK and session.to_play is Color.BLACK
    assert session.node.get("PL") == "B"


def test_a_blank_board_is_a_19x19_review_with_no_clock() -> None:
    session = GameSession.blank()
    assert session.mode is Mode.REVIEW and session.tree.size == (19, 19)
    assert session.clock is None and session.live is None and not session.modified
    assert not list(session.game.board.stones())
