"""The tsumego frame: the problem untouched, the rest filled with two walls that live."""

from __future__ import annotations

import pytest

from qtgo.rules import Color, Point, RulesError
from qtgo.rules.tsumego_frame import frame_keep_area, tsumego_frame

B, W = Color.BLACK, Color.WHITE
# A corner problem: White's group behind Black's wall (the first kill shape of RULES' corner).
PROBLEM = {
    **{Point(x, 1): W for x in range(4)},
    Point(3, 0): W,
    **{Point(x, 2): B for x in range(5)},
    Point(4, 0): B,
    Point(4, 1): B,
}


def _chains(stones: dict[Point, Color], points: set[Point]) -> list[set[Point]]:
    chains, seen = [], set()
    for start in points:
        if start in seen:
            continue
        chain, stack = {start}, [start]
        while stack:
            p = stack.pop()
            for q in (Point(p.x + 1, p.y), Point(p.x - 1, p.y), Point(p.x, p.y + 1), Point(p.x, p.y - 1)):
                if q in points and q not in chain and stones.get(q) is stones[start]:
                    chain.add(q)
                    stack.append(q)
        seen |= chain
        chains.append(chain)
    return chains


def _eyes(stones: dict[Point, Color], chain: set[Point], size: int) -> set[Point]:
    color = stones[next(iter(chain))]
    eyes = set()
    for p in chain:
        for q in (Point(p.x + 1, p.y), Point(p.x - 1, p.y), Point(p.x, p.y + 1), Point(p.x, p.y - 1)):
            if not (0 <= q.x < size and 0 <= q.y < size) or q in stones:
                continue
            around = [
                r
                for r in (Point(q.x + 1, q.y), Point(q.x - 1, q.y), Point(q.x, q.y + 1), Point(q.x, q.y - 1))
                if 0 <= r.x < size and 0 <= r.y < size
            ]
            if all(stones.get(r) is color for r in around):
                eyes.add(q)
    return eyes


@pytest.mark.parametrize("size", [19, 13, 9])
def test_the_frame_leaves_the_problem_and_walls_that_cannot_be_captured(size: int) -> None:
    framed = tsumego_frame(size, size, PROBLEM, B)
    keep = frame_keep_area(size, size, PROBLEM)
    assert {p: c for p, c in framed.items() if p in keep} == PROBLEM  # untouched, empties stay empty
    frame = {p for p in framed if p not in keep}
    assert frame, "the rest of the board is filled"
    for chain in _chains(framed, frame):
        assert len(_eyes(framed, chain, size)) >= 2, sorted(chain)[:3]


def test_the_attacker_holds_the_stones_next_to_the_problem_and_the_areas_are_even() -> None:
    framed = tsumego_frame(19, 19, PROBLEM, B)
    keep = frame_keep_area(19, 19, PROBLEM)
    beside = Point(max(p.x for p in keep) + 1, 0)
    assert framed[beside] is B
    assert framed[Point(18, 18)] is W
    black = sum(1 for p, c in framed.items() if p not in keep and c is B)
    white = sum(1 for p, c in framed.items() if p not in keep and c is W)
    assert abs(black - white) <= 0.1 * (black + white)


def test_a_problem_that_fills_the_board_or_is_empty_is_refused() -> None:
    with pytest.raises(RulesError):
        tsumego_frame(5, 5, {Point(2, 2): B}, W)
    with pytest.raises(RulesError):
        tsumego_frame(19, 19, {}, W)


def _shipped_problems() -> list[dict[Point, Color]]:
    """The stones of qtgo's 120 reading problems (9x9 corners and sides)."""
    from pathlib import Path

    from qtgo.sgf import load

    path = Path(__file__).resolve().parents[2] / "resources" / "problems" / "reading_problems.sgf"
    problems = []
    for tree in load(path).games:
        black, white, _empty, _to_play = tree.root.setup or ((), (), (), None)
        problems.append({**dict.fromkeys(black, B), **dict.fromkeys(white, W)})
    return problems


@pytest.mark.parametrize("attacker", [B, W])
def test_on_9x9_no_wall_is_a_thin_strip_that_could_be_captured(attacker: Color) -> None:
    """Round a corner problem on 9x9 the frame is two or three lines wide: a wall there lives
    by two eyes, or touches the problem's empty margin (the near wall's liberties)."""
    for number, stones in enumerate(_shipped_problems(), start=1):
        framed = tsumego_frame(9, 9, stones, attacker)
        keep = frame_keep_area(9, 9, stones)
        for chain in _chains(framed, {p for p in framed if p not in keep}):
            margin = {
                q
                for p in chain
                for q in (Point(p.x + 1, p.y), Point(p.x - 1, p.y), Point(p.x, p.y + 1), Point(p.x, p.y - 1))
                if q in keep and q not in framed
            }
            assert margin or len(_eyes(framed, chain, 9)) >= 2, (number, sorted(chain)[:3])


def test_a_board_too_small_for_two_walls_gets_one_wall_with_two_eyes() -> None:
    # 5x5 with a problem stone at aa: the box is 3x3 and the frame an L two lines wide, too
    # narrow for two living walls: the outer wall takes it all (the two outermost rings) and
    # keeps two eyes, at its corner side and its foot.
    framed = tsumego_frame(5, 5, {Point(0, 0): W}, B)
    rows = ["".join({B: "X", W: "O", None: "."}[framed.get(Point(x, y))] for x in range(5)) for y in range(5)]
    assert rows == ["O..XX", "...XX", "...XX", "XXXX.", "XX.XX"]
