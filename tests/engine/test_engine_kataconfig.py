"""Starting KataGo with Black's view merged into the user's ``-override-config``."""

from __future__ import annotations

import pytest

from qtgo.engine import EngineError, EngineFault, Perspective
from qtgo.engine.kataconfig import (
    PROBE_POSITIONS,
    is_katago_gtp_command,
    perspective_from_probe,
    with_black_view,
    with_override,
)
from qtgo.rules import Color


def test_black_view_is_added_to_a_katago_gtp_command_without_overrides():
    argv, perspective = with_black_view("katago gtp -model m.bin.gz")
    assert argv == ["katago", "gtp", "-model", "m.bin.gz", "-override-config", "reportAnalysisWinratesAs=BLACK"]
    assert perspective is Perspective.BLACK


def test_the_users_own_overrides_are_kept_and_only_the_perspective_is_replaced():
    argv, _ = with_black_view("katago gtp -override-config maxVisits=50,reportAnalysisWinratesAs=WHITE -model m")
    assert argv == ["katago", "gtp", "-model", "m", "-override-config", "maxVisits=50,reportAnalysisWinratesAs=BLACK"]
    assert with_override(["katago", "gtp", "-override-config=a=1, b=2"], "c", "3") == [
        "katago",
        "gtp",
        "-override-config",
        "a=1,b=2,c=3",
    ]


def test_katago_behind_ssh_is_recognised_and_other_engines_run_as_given():
    assert is_katago_gtp_command("ssh box /opt/KataGo/katago gtp -model m")
    assert not is_katago_gtp_command("katago analysis -model m")
    assert not is_katago_gtp_command("katago-wrapper.sh")
    argv, perspective = with_black_view("leelaz --gtp -w net.gz")
    assert argv == ["leelaz", "--gtp", "-w", "net.gz"] and perspective is Perspective.SIDE_TO_MOVE
    assert with_black_view(["gnugo", "--mode", "gtp"]) == (["gnugo", "--mode", "gtp"], Perspective.SIDE_TO_MOVE)


def test_the_probe_tells_each_perspective_from_two_positions_black_has_won():
    assert perspective_from_probe(0.97, 0.95) is Perspective.BLACK
    assert perspective_from_probe(0.97, 0.05) is Perspective.SIDE_TO_MOVE
    assert perspective_from_probe(0.03, 0.05) is Perspective.WHITE
    with pytest.raises(EngineError) as caught:
        perspective_from_probe(0.03, 0.95)
    assert caught.value.reason is EngineFault.GARBAGE
    black, white = PROBE_POSITIONS
    assert (black.to_play, white.to_play) == (Color.BLACK, Color.WHITE) and white.steps == black.steps[:-1]
