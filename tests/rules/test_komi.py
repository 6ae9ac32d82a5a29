"""The rule sets' komi conventions, as data the New game dialog reads."""

from __future__ import annotations

from qtgo.rules import PRESET_NAMES, Ruleset
from qtgo.rules.komi import KOMI_CONVENTIONS, default_komi, komi_convention


def test_even_game_komi_is_each_presets_own() -> None:
    assert default_komi("japanese") == 6.5
    assert default_komi("chinese") == 7.5
    assert default_komi("aga") == 7.5
    assert default_komi("new-zealand") == 7.0
    for name in PRESET_NAMES:
        assert default_komi(name) == Ruleset.preset(name).komi


def test_handicap_games_get_half_a_point() -> None:
    for name in ("japanese", "chinese", "aga"):
        assert default_komi(name, 9) == 0.5
    assert default_komi("japanese", 0) == 6.5


def test_every_preset_has_a_convention() -> None:
    assert set(PRESET_NAMES) <= set(KOMI_CONVENTIONS) | {n for n in PRESET_NAMES if komi_convention(n)}
    assert komi_convention("Chinese").even == 7.5
