"""The reasons ``qtgo-cli check`` prints come from the rules engine: ko versus superko.

DESIGN.md: ``ko`` is the immediate retake of a simple ko (every rule set forbids it),
``superko`` any other repetition the rule set forbids.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtgo.cli import main

# Send two, return one (see test_rules_superko.py): Black's third move recreates the start.
STRO = "(;GM[1]FF[4]SZ[5]RU[{ru}]AB[ba][da][cb]AW[ab][bb]PL[B];B[aa];W[ca];B[ba])"


@pytest.mark.parametrize(
    ("ru", "code", "illegal"),
    [
        ("Japanese", 0, None),
        ("AGA", 0, None),  # situational: the start had Black to move, now White is
        ("Tromp-Taylor", 1, {"move": 3, "reason": "superko"}),
        ("GOE", 1, {"move": 3, "reason": "superko"}),
    ],
)
def test_superko_reason_per_rule_set(tmp_path: Path, capsys, ru: str, code: int, illegal) -> None:
    path = tmp_path / "stro.sgf"
    path.write_text(STRO.format(ru=ru), encoding="utf-8")
    assert main(["check", str(path), "--json"]) == code
    game = json.loads(capsys.readouterr().out)["games"][0]
    assert game["illegal"] == illegal
    assert game["moves"] == (3 if illegal is None else 2)


def test_rules_option_wins_over_ru(tmp_path: Path, capsys) -> None:
    path = tmp_path / "stro.sgf"
    path.write_text(STRO.format(ru="Japanese"), encoding="utf-8")
    assert main(["check", str(path), "--json", "--rules", "ing"]) == 1
    assert json.loads(capsys.readouterr().out)["games"][0]["illegal"]["reason"] == "superko"


# Black captures two white stones (bb, cb) with db; White plays on bb at once.
EMPTIED = "(;GM[1]FF[4]SZ[5]RU[{ru}]KM[0]AB[ba][ca][ab][bc][cc]AW[bb][cb]PL[B];B[db];W[bb])"


@pytest.mark.parametrize(
    ("ru", "rules", "code", "illegal"),
    [
        ("Tibetan", None, 1, {"move": 2, "reason": "just-emptied"}),
        ("Japanese", None, 0, None),
        ("Japanese", "tibetan", 1, {"move": 2, "reason": "just-emptied"}),
    ],
)
def test_just_emptied_reason_under_tibetan_rules(tmp_path: Path, capsys, ru, rules, code, illegal) -> None:
    path = tmp_path / "emptied.sgf"
    path.write_text(EMPTIED.format(ru=ru), encoding="utf-8")
    argv = ["check", str(path), "--json"] + (["--rules", rules] if rules else [])
    assert main(argv) == code
    game = json.loads(capsys.readouterr().out)["games"][0]
    assert game["illegal"] == illegal


def test_check_text_names_the_just_emptied_reason(tmp_path: Path, capsys) -> None:
    path = tmp_path / "emptied.sgf"
    path.write_text(EMPTIED.format(ru="Tibetan"), encoding="utf-8")
    assert main(["check", str(path), "--rules", "tibetan"]) == 1
    captured = capsys.readouterr()
    assert "just-emptied" in captured.out + captured.err


def test_score_shows_the_tibetan_bonus_terms(tmp_path: Path, capsys) -> None:
    # 9×9 split in two: White's wall on row 4 (from the top), Black's on row 5. Each side's
    # starting stone in the other's half (gc, gg) is agreed dead, so each loses that corner
    # (−20); Black was first on tengen (ee): +5. Black 10 stones + 35 = 45, +5, −20 = 30;
    # White 10 stones + 26 = 36, −20 = 16.
    text = (
        "(;GM[1]FF[4]SZ[9]RU[Tibetan]KM[0]AW[cc][gg]AB[gc][cg]PL[W]"
        ";W[ad];B[ee];W[bd];B[ae];W[cd];B[be];W[dd];B[ce];W[ed];B[de]"
        ";W[fd];B[fe];W[gd];B[ge];W[hd];B[he];W[id];B[ie];W[];B[])"
    )
    path = tmp_path / "tibetan.sgf"
    path.write_text(text, encoding="utf-8")
    assert main(["score", str(path), "--dead", "gc,gg", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"] == "tibetan" and data["scoring"] == "area"
    assert (data["black"]["centre"], data["white"]["centre"]) == (5, 0)
    assert (data["black"]["corners"], data["white"]["corners"]) == (-20, -20)
    assert (data["black"]["total"], data["white"]["total"], data["result"]) == (30, 16, "B+14")
    assert main(["score", str(path), "--dead", "gc,gg"]) == 0
    table = capsys.readouterr().out
    assert "centre" in table and "corners" in table


def test_score_reads_tibetan_bonus_options_from_qtgos_own_property(tmp_path: Path, capsys) -> None:
    # The same game with the options changed in the New game dialog: no centre points, 20
    # for all four 1-1 points (nobody holds all four here). Black 45, White 36.
    text = (
        "(;GM[1]FF[4]SZ[9]RU[Tibetan]QRO[centre=none;corners=all-corners]KM[0]AW[cc][gg]AB[gc][cg]PL[W]"
        ";W[ad];B[ee];W[bd];B[ae];W[cd];B[be];W[dd];B[ce];W[ed];B[de]"
        ";W[fd];B[fe];W[gd];B[ge];W[hd];B[he];W[id];B[ie];W[];B[])"
    )
    path = tmp_path / "tibetan.sgf"
    path.write_text(text, encoding="utf-8")
    assert main(["score", str(path), "--dead", "gc,gg", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["black"]["centre"], data["black"]["corners"], data["white"]["corners"]) == (0, 0, 0)
    assert data["result"] == "B+9"
