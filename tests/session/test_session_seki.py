"""Counting: the user overrides the seki detection (RULES.md, issue 3)."""

from __future__ import annotations

from qtgo.rules import Color, Point
from qtgo.session import GameSession

from positions import SEKI_ONE_EYE_EACH

SEKI = list(SEKI_ONE_EYE_EACH)

# Two walls and no seki: Black owns the left, White the right.
WALLS = [
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
    "...XO....",
]


def session_of(rows: list[str], rules: str = "Japanese") -> GameSession:
    """A counting session on the position ``rows`` (set up with AB/AW at the root)."""
    black = "".join(f"[{Point(x, y).to_sgf()}]" for y, row in enumerate(rows) for x, c in enumerate(row) if c == "X")
    white = "".join(f"[{Point(x, y).to_sgf()}]" for y, row in enumerate(rows) for x, c in enumerate(row) if c == "O")
    session = GameSession.from_text(f"(;FF[4]GM[1]SZ[{len(rows)}]KM[0]RU[{rules}]AB{black}AW{white})")
    session.begin_scoring()
    return session


def test_a_detected_seki_can_be_switched_off() -> None:
    session = session_of(SEKI)
    detected = session.score()
    eye_b, eye_w, shared = Point.from_sgf("eh"), Point.from_sgf("bh"), Point.from_sgf("di")
    assert {eye_b, eye_w, shared} <= detected.seki
    assert detected.black.territory == 15 and detected.white.territory == 23

    group = session.require_counting().mark_seki(Point.from_sgf("ag"))
    # The whole seki goes: the white chain clicked and the black chain it shares di with.
    assert Point.from_sgf("ag") in group and Point.from_sgf("dg") in group
    overridden = session.score()
    assert not overridden.seki & {Point.from_sgf("ag"), Point.from_sgf("dg"), eye_b, eye_w}
    # Each side now gets its eye point.
    assert overridden.black.territory == detected.black.territory + 1
    assert overridden.white.territory == detected.white.territory + 1
    assert overridden.territory[eye_b] is Color.BLACK and overridden.territory[eye_w] is Color.WHITE
    assert Point.from_sgf("ag") not in session.require_counting().seki_stones()

    # Toggling again puts the seki back.
    session.require_counting().mark_seki(Point.from_sgf("ag"))
    again = session.score()
    assert {eye_b, eye_w} <= again.seki
    assert again.black.territory == 15 and again.white.territory == 23


def test_a_chain_not_in_seki_can_be_forced_in() -> None:
    session = session_of(WALLS)
    before = session.score()
    assert not before.seki
    assert before.black.territory == 27 and before.white.territory == 36

    session.require_counting().mark_seki(Point(3, 0))
    forced = session.score()
    wall = {Point(3, y) for y in range(9)}
    assert wall <= forced.seki
    # The black wall's region counts for nobody now.
    assert forced.black.territory == 0
    assert Point(0, 0) in forced.neutral and Point(0, 0) not in forced.territory
    assert forced.result != before.result


def test_dead_and_seki_exclude_each_other() -> None:
    session = session_of(SEKI)
    chain = session.require_counting().mark_dead(Point.from_sgf("ag"))
    assert chain <= session.require_counting().dead
    session.require_counting().mark_seki(Point.from_sgf("ag"))
    assert not chain & session.require_counting().dead
    assert chain <= session.require_counting().seki_stones()
    session.require_counting().mark_dead(Point.from_sgf("ag"))
    assert chain <= session.require_counting().dead
    assert not chain & session.require_counting().seki_stones()
    assert not chain & session.score().seki


def test_marking_an_empty_point_changes_nothing() -> None:
    session = session_of(SEKI)
    before = session.score()
    assert session.require_counting().mark_seki(Point.from_sgf("aa")) == frozenset()
    assert session.score() == before


def test_seki_stones_are_shown_while_counting() -> None:
    session = session_of(SEKI)
    squares = {m.point for m in session.display().markup if m.kind == "SQ"}
    assert Point.from_sgf("ag") in squares and Point.from_sgf("dg") in squares
    session.require_counting().mark_seki(Point.from_sgf("ag"))
    squares = {m.point for m in session.display().markup if m.kind == "SQ"}
    assert Point.from_sgf("ag") not in squares and Point.from_sgf("dg") not in squares
