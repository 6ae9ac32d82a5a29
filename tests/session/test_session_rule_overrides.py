"""Rules changed from the preset in the New game dialog survive a save (``QRO``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from qtgo import sgf
from qtgo.rules import KoRule, Point, Ruleset, Scoring
from qtgo.session import GameSession, NewGameSettings
from qtgo.session.rule_overrides import RULE_OVERRIDES, apply_overrides, overrides_value


def _save_and_reopen(session: GameSession, path: Path) -> GameSession:
    session.save(path)
    return GameSession.open(path)


def test_japanese_with_positional_superko_reopens_with_it(tmp_path: Path) -> None:
    settings = NewGameSettings(width=9, height=9, rules="japanese", ko=KoRule.POSITIONAL)
    session = GameSession.new(settings)
    assert session.record.ruleset.ko is KoRule.POSITIONAL
    session.play(Point(2, 2))
    session.play(Point(6, 6))
    path = tmp_path / "psk.sgf"
    reopened = _save_and_reopen(session, path)

    root = sgf.load(path).games[0].root
    assert root.get("RU") == "Japanese"
    assert root.get(RULE_OVERRIDES) == "ko=positional"
    assert reopened.record.ruleset.name == "japanese"
    assert reopened.record.ruleset.ko is KoRule.POSITIONAL
    assert reopened.record.ruleset == session.record.ruleset
    reopened.cursor.to_end()
    assert reopened.game.ruleset.ko is KoRule.POSITIONAL  # the replayed position uses it too
    assert not [w for w in reopened.record.warnings if RULE_OVERRIDES in w]


def test_every_override_round_trips(tmp_path: Path) -> None:
    settings = NewGameSettings(
        width=9,
        height=9,
        rules="japanese",
        ko=KoRule.SITUATIONAL,
        multi_stone_suicide=True,
        scoring=Scoring.AREA,
    )
    session = GameSession.new(settings)
    assert session.tree.root.get(RULE_OVERRIDES) == "ko=situational;suicide=allowed;scoring=area"
    reopened = _save_and_reopen(session, tmp_path / "all.sgf")
    assert reopened.record.ruleset == settings.ruleset()


def test_overrides_equal_to_the_preset_write_nothing() -> None:
    base = Ruleset.preset("chinese")
    settings = NewGameSettings(
        width=9,
        height=9,
        rules="chinese",
        ko=base.ko,
        scoring=base.scoring,
        multi_stone_suicide=base.multi_stone_suicide,
    )
    session = GameSession.new(settings)
    assert RULE_OVERRIDES not in session.tree.root.properties
    assert overrides_value(Ruleset.preset("japanese")) is None


def test_a_record_without_the_property_is_unchanged() -> None:
    session = GameSession.from_text("(;FF[4]GM[1]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc])")
    expected = dataclasses.replace(Ruleset.preset("japanese"), komi=6.5)
    assert session.record.ruleset == expected
    session.cursor.to_end()
    assert session.game.ruleset == expected
    assert not session.record.warnings


def test_a_broken_override_is_reported_and_the_rest_applied() -> None:
    session = GameSession.from_text(
        "(;FF[4]GM[1]SZ[9]RU[Japanese]KM[6.5]QRO[ko=sideways;scoring=area;colour=blue];B[ee])"
    )
    assert session.record.ruleset.scoring is Scoring.AREA
    assert session.record.ruleset.ko is Ruleset.preset("japanese").ko
    assert any("ko=sideways" in w for w in session.record.warnings)
    assert any("colour=blue" in w for w in session.record.warnings)


def test_apply_overrides_reads_the_documented_format() -> None:
    ruleset, warnings = apply_overrides(Ruleset.preset("chinese"), " ko=Simple ; suicide=forbidden ;")
    assert ruleset.ko is KoRule.SIMPLE
    assert ruleset.multi_stone_suicide is False
    assert warnings == []
    assert apply_overrides(Ruleset.preset("chinese"), None) == (Ruleset.preset("chinese"), [])
