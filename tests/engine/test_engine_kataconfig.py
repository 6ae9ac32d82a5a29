"""Starting KataGo with Black's view merged into the user's ``-override-config``."""

from __future__ import annotations

from qtgo.engine import Perspective
from qtgo.engine.kataconfig import is_katago_gtp_command, with_black_view, with_override


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
