"""An engine at a rank: the level or visits the calibration says play like that rank."""

from __future__ import annotations

import pytest

from qtgo.engine.seats import StrengthKind
from qtgo.engine.strength import (
    ANCHOR_STRENGTH,
    CALIBRATION,
    CalibrationPoint,
    Fit,
    rank_of_setting,
    setting_for_rank,
    strength_to_rank,
)
from qtgo.rules.handicap_advice import Rank

LEVEL, VISITS = StrengthKind.LEVEL, StrengthKind.VISITS
# A made-up calibration with round numbers: GNU Go 1 = 10k, 10 = 8k; KataGo 1 visit = 8k, 16 = 4k.
POINTS = (
    CalibrationPoint(LEVEL, 1, -200.0, 100.0),
    CalibrationPoint(LEVEL, 10, 0.0, 0.0),
    CalibrationPoint(VISITS, 1, 0.0, 100.0),
    CalibrationPoint(VISITS, 16, 400.0, 100.0),
)


def test_the_anchor_is_gnu_go_level_10_at_8_kyu() -> None:
    assert strength_to_rank(ANCHOR_STRENGTH) == Rank(8, dan=False)
    assert rank_of_setting(LEVEL, 10, POINTS) == ANCHOR_STRENGTH


def test_a_rank_between_two_settings_is_interpolated_in_the_level_and_in_log_visits() -> None:
    nine_kyu = setting_for_rank(Rank(9, dan=False), LEVEL, POINTS)
    assert (nine_kyu.fit, nine_kyu.setting) == (Fit.WITHIN, 6)  # halfway from 1 to 10: 5.5, rounded
    six_kyu = setting_for_rank(Rank(6, dan=False), VISITS, POINTS)
    assert (six_kyu.fit, six_kyu.setting) == (Fit.WITHIN, 4)  # halfway from 1 to 16 in log2: 2**2
    assert strength_to_rank(rank_of_setting(VISITS, 4, POINTS)) == Rank(6, dan=False)


def test_ranks_outside_the_calibration_get_the_nearest_setting_and_say_so() -> None:
    weak = setting_for_rank(Rank(20, dan=False), LEVEL, POINTS)
    assert (weak.fit, weak.setting, weak.rank) == (Fit.WEAKEST, 1, Rank(10, dan=False))
    strong = setting_for_rank(Rank(2, dan=True), VISITS, POINTS)
    assert (strong.fit, strong.setting, strong.rank) == (Fit.STRONGEST, 16, Rank(4, dan=False))


def test_a_setting_measured_weaker_than_a_weaker_one_shares_their_mean() -> None:
    noisy = (
        CalibrationPoint(LEVEL, 1, -300.0, 100.0),
        CalibrationPoint(LEVEL, 5, 60.0, 100.0),
        CalibrationPoint(LEVEL, 10, 0.0, 0.0),
    )
    assert rank_of_setting(LEVEL, 5, noisy) == rank_of_setting(LEVEL, 10, noisy) == ANCHOR_STRENGTH + 0.3


@pytest.mark.parametrize("kind", [LEVEL, VISITS])
def test_the_measured_calibration_names_a_setting_for_every_rank_and_grows_with_it(kind: str) -> None:
    ranks = [Rank(n, dan=False) for n in range(20, 0, -1)] + [Rank(n, dan=True) for n in range(1, 10)]
    settings = [setting_for_rank(rank, kind, CALIBRATION).setting for rank in ranks]
    assert settings == sorted(settings)
    assert all(setting >= 1 for setting in settings)


def test_strength_to_rank_keeps_to_30k_and_9d() -> None:
    assert strength_to_rank(-40.0) == Rank(30, dan=False)
    assert strength_to_rank(12.0) == Rank(9, dan=True)
    assert strength_to_rank(0.4) == Rank(1, dan=False) and strength_to_rank(0.6) == Rank(1, dan=True)


def test_only_gnu_go_and_katago_are_calibrated_whatever_their_paths_say() -> None:
    from qtgo.engine.seats import calibrated_kind

    assert calibrated_kind("gnugo --mode gtp") == LEVEL
    assert calibrated_kind("/opt/katago/katago gtp -model m.bin.gz") == VISITS
    assert calibrated_kind("leelaz --gtp -w /home/me/katago/net.gz") == StrengthKind.NONE
    assert calibrated_kind("my-engine") == StrengthKind.NONE
    # KataGo behind ssh on a stronger machine is KataGo (kataconfig.is_katago_gtp_command)
    assert calibrated_kind("ssh box /opt/katago gtp -model m.bin.gz") == VISITS
    assert calibrated_kind("katago benchmark -model m.bin.gz") == StrengthKind.NONE  # not its GTP engine
