"""One position scored under every preset agrees with ``qtgo-cli score --rules R`` for each R."""

from __future__ import annotations

import json

import pytest
from conftest import ROOT

from qtgo.cli import main
from qtgo.cli.records import score_json
from qtgo.rules import PRESET_NAMES
from qtgo.session.every_preset import score_under_every_preset
from qtgo.sgf import load

CORPUS = ROOT.parent / "shared" / "corpus" / "gnugo-regression"


@pytest.mark.parametrize("name", ["9handicap.sgf", "seki01.sgf"])
def test_every_preset_gives_what_score_rules_r_prints(capsys: pytest.CaptureFixture[str], name: str) -> None:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"the shared corpus is not here: {path}")
    tree = load(path, check_moves=False).games[0]
    every = score_under_every_preset(tree)
    assert list(every) == list(PRESET_NAMES)
    for rules in PRESET_NAMES:
        assert main(["score", str(path), "--rules", rules, "--dead", "none", "--json"]) == 0
        printed = json.loads(capsys.readouterr().out)
        del printed["dead_from"]
        assert score_json(every[rules]) == printed, rules


def test_the_same_dead_stones_are_taken_off_under_every_preset(capsys: pytest.CaptureFixture[str]) -> None:
    from qtgo.rules import Color
    from qtgo.sgf import replay

    path = CORPUS / "9handicap.sgf"
    if not path.is_file():
        pytest.skip(f"the shared corpus is not here: {path}")
    tree = load(path, check_moves=False).games[0]
    board = replay(tree).game.board
    white = next(point for point, color in board.stones() if color is Color.WHITE)
    assert main(["score", str(path), "--all-rules", "--dead", white.to_sgf(), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    every = score_under_every_preset(tree, dead=[white])
    for rules in PRESET_NAMES:
        expected = printed[rules]
        del expected["dead_from"]
        assert expected["dead"], rules  # the chain was taken off as dead
        assert score_json(every[rules]) == expected, rules


def test_dead_stones_can_be_found_in_each_presets_replay_and_komi_given() -> None:
    from qtgo.rules import Color
    from qtgo.sgf import ReplayResult, replay

    path = CORPUS / "9handicap.sgf"
    if not path.is_file():
        pytest.skip(f"the shared corpus is not here: {path}")
    tree = load(path, check_moves=False).games[0]
    asked: list[str] = []

    def dead_in(name: str, result: ReplayResult) -> list:
        asked.append(name)
        # The first white stone of the position this preset's replay reached.
        return [next(point for point, color in result.game.board.stones() if color is Color.WHITE)]

    found = score_under_every_preset(tree, dead=dead_in, komi=3.5)
    assert asked == list(PRESET_NAMES)
    assert all(found[name].black.dead > 0 for name in PRESET_NAMES)
    # The same stones given as a list: the same counts.
    listed = dead_in(PRESET_NAMES[0], replay(tree))
    assert score_under_every_preset(tree, dead=listed, komi=3.5) == found
    assert {found[name].white.komi for name in PRESET_NAMES} == {3.5}
    assert {score_under_every_preset(tree)[name].white.komi for name in PRESET_NAMES} != {3.5}
