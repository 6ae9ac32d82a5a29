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
