"""``qtgo-cli score FILE --all-rules``: every preset side by side, each the very object that
``score --rules R --json`` prints, with one checkable line per rule set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import ROOT

from qtgo.cli import main
from qtgo.rules import PRESET_NAMES

CORPUS = ROOT.parent / "shared" / "corpus" / "gnugo-regression"
GAMES = ["olympiad2004__9x9__gnu-int.sgf", "9handicap.sgf", "seki01.sgf"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _game(name: str) -> Path:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"the shared corpus is not here: {path}")
    return path


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("dead", ["none", "auto"])
def test_all_rules_agrees_with_score_rules_r_for_every_r(capsys: pytest.CaptureFixture[str], name: str, dead: str):
    path = str(_game(name))
    code, out, err = run(capsys, "score", path, "--all-rules", "--dead", dead, "--json")
    assert code == 0, err
    every = json.loads(out)
    assert list(every) == list(PRESET_NAMES) and len(every) == 9
    for rules in PRESET_NAMES:
        code, out, err = run(capsys, "score", path, "--rules", rules, "--dead", dead, "--json")
        assert code == 0, err
        assert every[rules] == json.loads(out), rules


@pytest.mark.no_cover  # thousands of positions: untraced (4x faster in CI); the unit tests measure the coverage
def test_each_rule_set_gets_one_line_whose_numbers_are_its_breakdowns(capsys: pytest.CaptureFixture[str]):
    path = str(_game("9handicap.sgf"))
    code, out, err = run(capsys, "score", path, "--all-rules", "--dead", "auto")
    assert code == 0, err
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines] == list(PRESET_NAMES)
    _code, data, _err = run(capsys, "score", path, "--all-rules", "--dead", "auto", "--json")
    every = json.loads(data)
    for line, rules in zip(lines, PRESET_NAMES, strict=True):
        breakdown = every[rules]
        assert line.startswith(f"{rules}: {breakdown['result']}. ")
        white = breakdown["white"]
        assert f"= {white['total']:g}" in line.rsplit("; White ", 1)[1]
        if white["handicap"]:
            assert f"White gets {white['handicap']} points of handicap compensation" in line
    aga = lines[list(PRESET_NAMES).index("aga")]
    assert "White gets 8 points of handicap compensation (N-1)" in aga  # HA[9]


def test_all_rules_with_rules_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]):
    code, out, err = run(capsys, "score", str(_game("seki01.sgf")), "--all-rules", "--rules", "aga")
    assert (code, out) == (2, "")
    assert "--all-rules and --rules" in err and err.count("\n") == 1
