"""Fox and Yike komi, Tygem byo-yomi: read as the servers mean them, each with a warning."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtgo.clock import TimeControl
from qtgo.sgf import parse, ruleset_for
from qtgo.sgf.conventions import read_komi


@pytest.mark.parametrize(
    ("value", "rules", "komi", "words"),
    [
        ("750", "Chinese", 7.5, "KM[750] read as komi × 100"),
        ("650", "Japanese", 6.5, "KM[650] read as komi × 100"),
        ("375", "Chinese", 7.5, "3.75 stones"),
        ("3.75", "Chinese", 7.5, "KM[3.75]: 3.75 stones, that is 7.5 points"),
        ("-650", None, -6.5, "× 100"),
    ],
)
def test_server_komi_conventions(value: str, rules: str | None, komi: float, words: str) -> None:
    read, note = read_komi(value, rules)
    assert read == komi
    assert note is not None and words in note


@pytest.mark.parametrize("value", ["7.5", "6.5", "0", "0.5", "-3", "3.75"])
def test_ordinary_komi_is_left_alone(value: str) -> None:
    assert read_komi(value, "Japanese") == (float(value), None)


def test_a_fox_record_scores_with_seven_and_a_half() -> None:
    result = parse("(;RU[Chinese]KM[750];B[pd])")
    (game,) = result.games
    assert game.komi == 7.5 and game.root.get("KM") == "7.5"
    assert any("KM[750]" in w and "7.5 points" in w for w in result.warnings)
    ruleset, _ = ruleset_for(game)
    assert ruleset.komi == 7.5


def test_corpus_ai_records_with_fox_komi(corpus: Path) -> None:
    folder = corpus / "ai" / "2018 Tencent World AI WEIQI Competition"
    path = next((p for p in sorted(folder.glob("*.SGF")) if b"KM[375]" in p.read_bytes()), None)
    if path is None:
        pytest.skip("no KM[375] record in the corpus folder")
    result = parse(path.read_bytes())
    assert result.games[0].komi == 7.5
    assert any("KM[375]" in w for w in result.warnings)


def test_tygem_byo_yomi_beside_tm_reads_into_the_clock() -> None:
    result = parse("(;TM[60]TC[3]TT[20];B[pd])")
    root = result.games[0].root
    assert root.get("OT") == "3x20 byo-yomi" and root.get("TC") == "3" and root.get("TT") == "20"
    assert TimeControl.from_sgf(root.get("TM"), root.get("OT")) == TimeControl.byo_yomi(60, 3, 20)
    assert any("TC[3]TT[20] read as byo-yomi 3 × 20 s" in w for w in result.warnings)


def test_an_existing_overtime_wins_over_tc_and_tt() -> None:
    root = parse("(;TM[60]OT[5x30 byo-yomi]TC[3]TT[20])").games[0].root
    assert root.get("OT") == "5x30 byo-yomi"


def test_unreadable_tc_is_reported_not_guessed() -> None:
    result = parse("(;TM[60]TC[three]TT[20])")
    assert result.games[0].root.get("OT") is None
    assert any("no byo-yomi qtgo can read" in w for w in result.warnings)
