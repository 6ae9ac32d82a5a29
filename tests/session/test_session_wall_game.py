"""The issue's wall game through the session: after two passes the estimator's proposal
marks the invaders of both sealed areas alike and names the stones it was unsure of."""

from __future__ import annotations

from qtgo.rules import Point
from qtgo.session import GameSession, Mode, NewGameSettings

#: Black's wall K1–K19 and White's L1–L19 in turn, a lone Black stone on White's side, three
#: lone White stones on Black's side (Black passes meanwhile), then two passes.
WALLS: list[tuple[int, int] | None] = [p for y in range(19) for p in ((9, y), (10, y))]
MOVES = [*WALLS, (14, 9), (3, 3), None, (4, 12), None, (6, 16), None, None]
INVADERS = frozenset(Point(*p) for p in ((14, 9), (3, 3), (4, 12), (6, 16)))


def play_wall_game(session: GameSession) -> None:
    for point in MOVES:
        if point is None:
            session.pass_turn()
        else:
            session.play(Point(*point))


def test_the_proposal_marks_every_lone_invader_alike_and_names_them_unsure() -> None:
    session = GameSession.new(NewGameSettings(rules="chinese", komi=7.5))
    play_wall_game(session)
    assert session.mode is Mode.SCORING and session.counting is not None
    session.counting.propose(session.estimator()())
    assert session.counting.dead == INVADERS
    assert session.counting.unsure == INVADERS
    assert session.score().result == "B+11.5"  # 190 - (171 + 7.5): the players' count
