"""``chinese-ogs`` and ``chinese-kgs``: the Chinese rules as the servers play them, with
positional superko (KataGo's rules, GTP_Extensions.md; RULES.md §3), so a triple ko is refused."""

from __future__ import annotations

import json

import pytest

from qtgo.cli import main
from qtgo.rules import Color, HandicapCompensation, IllegalReason, KoRule, Ruleset, Scoring
from qtgo.sgf import GameTree, ruleset_for
from qtgo.sgf.files import parse

from rules_testlib import game_from_rows, mv

B, W = Color.BLACK, Color.WHITE

# Three kos on one board (the triple ko of test_rules_superko): Black to move; after the six
# moves below the same board recurs with the same player to move.
TRIPLE_KO_START = [
    ".XO...XO.",
    "XO.O.XO.O",
    ".XO...XO.",
    ".........",
    ".........",
    ".........",
    ".XO......",
    "X.XO.....",
    ".XO......",
]
TRIPLE_KO = [(B, "cb"), (W, "bh"), (B, "hb"), (W, "bb"), (B, "ch"), (W, "gb")]
SERVER_NAMES = ["chinese-ogs", "Chinese-OGS", "chinese-kgs", "Chinese-KGS", "chinese_kgs"]


@pytest.mark.parametrize("name", SERVER_NAMES)
def test_the_server_names_are_chinese_area_scoring_with_positional_superko(name: str) -> None:
    ruleset = Ruleset.preset(name)
    chinese = Ruleset.preset("chinese")
    assert ruleset.ko is KoRule.POSITIONAL
    assert (ruleset.scoring, ruleset.handicap_compensation, ruleset.komi) == (Scoring.AREA, HandicapCompensation.N, 7.5)
    assert ruleset.multi_stone_suicide is False and ruleset.seki_eyes_count
    assert ruleset.name == chinese.name == "chinese"  # labelled and paged as Chinese
    assert chinese.ko is KoRule.SIMPLE  # the plain preset keeps simple ko (RULES.md §3)


@pytest.mark.parametrize("ru", ["Chinese-OGS", "Chinese-KGS", "chinese-ogs"])
def test_ru_names_read_without_a_warning(ru: str) -> None:
    ruleset, warning = Ruleset.from_sgf(ru)
    assert warning is None
    assert ruleset.ko is KoRule.POSITIONAL and ruleset.scoring is Scoring.AREA


@pytest.mark.parametrize("name", ["chinese-ogs", "chinese-kgs"])
def test_a_triple_ko_is_refused(name: str) -> None:
    game = game_from_rows(TRIPLE_KO_START, name)
    for colour, point in TRIPLE_KO[:-1]:
        assert game.check(mv(colour, point)) is None
        game.play(mv(colour, point))
    assert game.check(mv(*TRIPLE_KO[-1])) is IllegalReason.SUPERKO


def test_plain_chinese_lets_the_triple_ko_cycle() -> None:
    game = game_from_rows(TRIPLE_KO_START, "chinese")
    for colour, point in TRIPLE_KO:
        assert game.check(mv(colour, point)) is None
        game.play(mv(colour, point))


def _triple_ko_record(ru: str) -> str:
    stones: dict[str, list[str]] = {"X": [], "O": []}
    for y, row in enumerate(TRIPLE_KO_START):
        for x, char in enumerate(row):
            if char in stones:
                stones[char].append(f"[{chr(97 + x)}{chr(97 + y)}]")
    moves = "".join(f";{c.value}[{p}]" for c, p in TRIPLE_KO)
    return f"(;GM[1]FF[4]SZ[9]RU[{ru}]KM[7.5]AB{''.join(stones['X'])}AW{''.join(stones['O'])}PL[B]{moves})"


@pytest.mark.parametrize("ru", ["Chinese-OGS", "Chinese-KGS"])
def test_a_record_with_the_server_ru_is_replayed_under_superko(ru: str) -> None:
    tree: GameTree = parse(_triple_ko_record(ru)).games[0]
    ruleset, warnings = ruleset_for(tree)
    assert ruleset.ko is KoRule.POSITIONAL and not warnings


@pytest.mark.parametrize("ru", ["Chinese-OGS", "Chinese-KGS"])
def test_check_refuses_the_triple_ko_of_a_server_record(tmp_path, capsys, ru: str) -> None:
    path = tmp_path / "triple.sgf"
    path.write_text(_triple_ko_record(ru), encoding="utf-8")
    code = main(["check", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 1 and "unknown rules" not in err
    assert json.loads(out)["games"][0]["illegal"] == {"move": 6, "reason": "superko"}


@pytest.mark.parametrize("flag", ["chinese-ogs", "chinese-kgs"])
def test_the_rules_flag_takes_the_server_names(tmp_path, capsys, flag: str) -> None:
    path = tmp_path / "triple.sgf"
    path.write_text(_triple_ko_record("Japanese"), encoding="utf-8")
    code = main(["check", str(path), "--rules", flag, "--json"])
    out, _err = capsys.readouterr()
    assert code == 1
    assert json.loads(out)["games"][0]["illegal"]["reason"] == "superko"
    assert main(["check", str(path), "--rules", "chinese", "--json"]) == 0  # simple ko lets it cycle
    capsys.readouterr()
    assert main(["score", str(path), "--rules", flag, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["scoring"] == "area"
