"""Fixed handicap placement for every size per RULES.md §4, free and Tromp-Taylor placement."""

from __future__ import annotations

import pytest

from qtgo.rules import (
    PRESET_NAMES,
    Color,
    Game,
    Point,
    RulesError,
    Ruleset,
    fixed_handicap_points,
    max_fixed_handicap,
)


def gtp(points: list[Point], size: int) -> list[str]:
    return [p.to_gtp(size) for p in points]


# RULES.md §4, verbatim.
TRADITIONAL = {
    19: {
        2: "D4 Q16",
        3: "D4 Q16 Q4",
        4: "D4 Q16 Q4 D16",
        5: "D4 Q16 Q4 D16 K10",
        6: "D4 Q16 Q4 D16 D10 Q10",
        7: "D4 Q16 Q4 D16 D10 Q10 K10",
        8: "D4 Q16 Q4 D16 D10 Q10 K4 K16",
        9: "D4 Q16 Q4 D16 D10 Q10 K4 K16 K10",
    },
    13: {
        2: "D4 K10",
        3: "D4 K10 K4",
        4: "D4 K10 K4 D10",
        5: "D4 K10 K4 D10 G7",
        6: "D4 K10 K4 D10 D7 K7",
        7: "D4 K10 K4 D10 D7 K7 G7",
        8: "D4 K10 K4 D10 D7 K7 G4 G10",
        9: "D4 K10 K4 D10 D7 K7 G4 G10 G7",
    },
    9: {
        2: "C3 G7",
        3: "C3 G7 G3",
        4: "C3 G7 G3 C7",
        5: "C3 G7 G3 C7 E5",
        6: "C3 G7 G3 C7 C5 G5",
        7: "C3 G7 G3 C7 C5 G5 E5",
        8: "C3 G7 G3 C7 C5 G5 E3 E7",
        9: "C3 G7 G3 C7 C5 G5 E3 E7 E5",
    },
}


@pytest.mark.parametrize("size", sorted(TRADITIONAL))
@pytest.mark.parametrize("n", range(2, 10))
def test_traditional_order(size: int, n: int) -> None:
    assert gtp(fixed_handicap_points(size, size, n), size) == TRADITIONAL[size][n].split()


@pytest.mark.parametrize("size", range(7, 27))
def test_every_square_size(size: int) -> None:
    line = 3 if size >= 13 else 2  # 0-based: 4th line from 13 up, 3rd line on 7..12
    limit = 9 if size % 2 == 1 and size >= 9 else 4
    assert max_fixed_handicap(size, size) == limit
    for n in range(2, limit + 1):
        points = fixed_handicap_points(size, size, n)
        assert len(set(points)) == n
        corners = points[:4]
        for point in corners:
            assert point.x in (line, size - 1 - line) and point.y in (line, size - 1 - line)
        for point in points[4:]:
            assert size // 2 in (point.x, point.y)
    with pytest.raises(RulesError):
        fixed_handicap_points(size, size, limit + 1)


@pytest.mark.parametrize("size", range(2, 7))
def test_no_fixed_handicap_below_7(size: int) -> None:
    assert max_fixed_handicap(size, size) == 0
    with pytest.raises(RulesError):
        fixed_handicap_points(size, size, 2)


def test_seven_and_even_sizes_take_at_most_four() -> None:
    assert gtp(fixed_handicap_points(7, 7, 4), 7) == ["C3", "E5", "E3", "C5"]
    for size in (8, 10, 12, 14, 18):
        assert max_fixed_handicap(size, size) == 4
        with pytest.raises(RulesError):
            fixed_handicap_points(size, size, 5)


def test_rectangles_per_axis() -> None:
    # 19 wide (4th line, middle column) by 9 high (3rd line, middle row): all nine points.
    points = fixed_handicap_points(19, 9, 9)
    assert {p.x for p in points} == {3, 9, 15} and {p.y for p in points} == {2, 4, 6}
    # 13 wide, 10 high: the height has no middle, so the two side points on the middle
    # column exist but no centre: at most 6, and no 5.
    assert max_fixed_handicap(13, 10) == 6
    six = fixed_handicap_points(13, 10, 6)
    assert {p.x for p in six[:4]} == {3, 9} and {p.y for p in six[:4]} == {2, 7}
    assert six[4:] == [Point(6, 7), Point(6, 2)]
    with pytest.raises(RulesError):
        fixed_handicap_points(13, 10, 5)
    # 8 wide, 15 high: corners on the 3rd column line and the 4th row line.
    four = fixed_handicap_points(8, 15, 4)
    assert {p.x for p in four} == {2, 5} and {p.y for p in four} == {3, 11}
    assert max_fixed_handicap(6, 19) == 0
    assert max_fixed_handicap(7, 19) == 6  # 7 has no side points, 19 does


def test_zero_one_and_negative() -> None:
    assert fixed_handicap_points(19, 19, 0) == []
    with pytest.raises(RulesError):
        fixed_handicap_points(19, 19, 1)
    with pytest.raises(RulesError):
        fixed_handicap_points(19, 19, -2)
    game = Game(19, handicap=1)
    assert game.to_play is Color.BLACK and not list(game.board.stones())


@pytest.mark.parametrize("name", PRESET_NAMES)
@pytest.mark.parametrize("size", [9, 13, 19])
def test_every_preset_places_fixed_handicap_and_white_starts(name: str, size: int) -> None:
    for n in range(2, 10):
        game = Game(size, ruleset=Ruleset.preset(name), handicap=n)
        assert game.to_play is Color.WHITE
        assert sorted(p for p, _ in game.board.stones()) == sorted(fixed_handicap_points(size, size, n))
        assert all(c is Color.BLACK for _, c in game.board.stones())
        assert game.handicap == n


def test_height_omitted_means_a_square_board() -> None:
    assert fixed_handicap_points(19, n=4) == fixed_handicap_points(19, 19, 4)
    assert fixed_handicap_points(13, n=5) == fixed_handicap_points(13, 13, 5)


def test_preset_names_tolerate_repeated_separators() -> None:
    assert Ruleset.preset("New  Zealand") == Ruleset.preset("new-zealand")
    assert Ruleset.preset(" new_/zealand. ") == Ruleset.preset("new-zealand")
    assert Ruleset.from_sgf("New  Zealand") == (Ruleset.preset("new-zealand"), None)
