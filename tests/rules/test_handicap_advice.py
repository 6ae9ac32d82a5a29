"""Handicap advice on known rank pairs: stones, komi and the rule set's compensation."""

from __future__ import annotations

import pytest

from qtgo.rules import Ruleset
from qtgo.rules.handicap_advice import (
    HandicapAdviceError,
    HandicapAdviceErrorReason,
    Rank,
    RankScale,
    Seat,
    advise_handicap,
)


def _advise(first: str, second: str, rules: str = "japanese", *, size: int = 19, scales=(None, None)):
    a = Rank.parse(first, scales[0] or RankScale.EUROPEAN)
    b = Rank.parse(second, scales[1] or RankScale.EUROPEAN)
    return advise_handicap(a, b, Ruleset.preset(rules), size=size)


@pytest.mark.parametrize(
    ("rules", "komi", "compensation"),
    [
        ("japanese", 0.5, 0),
        ("korean", 0.5, 0),
        ("chinese", 0.5, 5),  # White gets N at the count
        ("aga", 0.5, 4),  # White gets N-1 at the count
        ("new-zealand", 4.5, 0),  # no compensation: the komi carries N-1
        ("tromp-taylor", 4.5, 0),
    ],
)
def test_five_kyu_against_one_dan_takes_five_stones_under_each_rule_set(rules, komi, compensation) -> None:
    advice = _advise("5k", "1d", rules)
    assert (advice.black, advice.handicap, advice.gap) == (Seat.FIRST, 5, 5)
    assert (advice.komi, advice.compensation) == (komi, compensation)


def test_every_rule_set_gives_white_the_same_for_the_handicap_stones() -> None:
    """Compensation plus komi beyond 0.5 is N-1 under every area set: the handicap is worth the same."""
    for rules in ("chinese", "aga", "new-zealand", "tromp-taylor", "ing"):
        advice = _advise("10k", "4k", rules)
        assert advice.handicap == 6
        assert advice.compensation + advice.komi_for_area >= advice.handicap - 1


def test_one_rank_apart_is_no_stones_and_half_a_point_of_komi() -> None:
    advice = _advise("2k", "3k")
    assert (advice.black, advice.handicap, advice.komi) == (Seat.SECOND, 0, 0.5)
    assert advice.explanation() == "One stone apart: the second player takes Black with no handicap, komi 0.5."


def test_one_kyu_and_one_dan_are_one_stone_apart() -> None:
    assert _advise("1k", "1d").gap == 1


@pytest.mark.parametrize(("rules", "komi"), [("japanese", 6.5), ("chinese", 7.5), ("new-zealand", 7.0)])
def test_equal_ranks_are_an_even_game_with_the_rule_sets_komi(rules, komi) -> None:
    advice = _advise("2d", "2 dan", rules)
    assert (advice.black, advice.handicap, advice.komi) == (Seat.NIGIRI, 0, komi)
    spelt = str(int(komi)) if komi.is_integer() else str(komi)
    assert advice.explanation() == f"Equal strength: an even game, komi {spelt}, colours by nigiri."


def test_a_gap_beyond_nine_stones_is_capped_and_says_so() -> None:
    advice = _advise("20k", "3d")
    assert (advice.gap, advice.handicap, advice.capped) == (22, 9, True)
    assert "9 is the most this board takes" in advice.explanation()


@pytest.mark.parametrize(
    ("first", "second", "scales", "gap"),
    [
        ("1d", "1d", (RankScale.JAPANESE, RankScale.EUROPEAN), 2),  # Japanese ranks read two stones stronger
        ("1d", "1d", (RankScale.KOREAN, RankScale.AGA), 2),
        ("3k", "3k", (RankScale.CHINESE, RankScale.EUROPEAN), 1),
    ],
)
def test_ranks_of_different_scales_are_compared_on_one(first, second, scales, gap) -> None:
    advice = _advise(first, second, scales=scales)
    assert advice.gap == gap
    assert advice.black is Seat.FIRST  # the rank on the generous scale is the weaker player


def test_small_boards_need_more_ranks_per_stone() -> None:
    assert _advise("10k", "1d", size=19).handicap == 9  # 10 ranks, capped
    assert _advise("10k", "1d", size=13).handicap == 5  # 10 x (13/19)^2 = 4.7
    assert _advise("10k", "1d", size=9).handicap == 2  # 10 x (9/19)^2 = 2.2


def test_the_explanation_is_one_line_naming_stones_komi_and_compensation() -> None:
    text = _advise("5k", "1d", "chinese").explanation()
    assert text == (
        "5 stones apart: the first player takes Black with 5 stones, komi 0.5; White also gets 5 points at the count."
    )
    assert "\n" not in _advise("5k", "1d", "new-zealand").explanation()


@pytest.mark.parametrize("text", ["31k", "0d", "10d", "strong", "5 pro", ""])
def test_a_bad_rank_is_one_clear_error(text) -> None:
    with pytest.raises(HandicapAdviceError) as caught:
        Rank.parse(text)
    assert caught.value.reason is HandicapAdviceErrorReason.BAD_RANK
    assert isinstance(caught.value, ValueError)


def test_a_board_without_handicap_points_is_refused() -> None:
    with pytest.raises(HandicapAdviceError) as caught:
        _advise("5k", "1d", size=5)
    assert caught.value.reason is HandicapAdviceErrorReason.BAD_BOARD


@pytest.mark.parametrize(("text", "rank"), [("5к", "5k"), ("2 дан", "2d"), ("12 Kyu", "12k"), (" 3D ", "3d")])
def test_ranks_are_read_in_latin_and_cyrillic(text, rank) -> None:
    assert str(Rank.parse(text)) == rank
