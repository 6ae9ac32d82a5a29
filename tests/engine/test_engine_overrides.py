"""KataGo's -override-config: qtgo's keys are merged in, the user's own are never lost."""

from __future__ import annotations

import shlex

from qtgo.engine.overrides import overrides_of, with_overrides
from qtgo.engine.seats import command_with_strength


def test_setting_a_strength_keeps_the_users_own_overrides():
    command = "katago gtp -model m.bin.gz -override-config numSearchThreads=8,maxTime=5"
    words = shlex.split(command_with_strength(command, 400))
    assert overrides_of(words) == {"numSearchThreads": "8", "maxTime": "5", "maxVisits": "400"}
    assert words.count("-override-config") == 1


def test_a_new_strength_replaces_the_old_one_and_several_options_merge():
    words = ["katago", "gtp", "-override-config", "maxVisits=10", "-override-config=logDir=/tmp/x"]
    merged = with_overrides(words, {"maxVisits": "50"})
    assert merged[:2] == ["katago", "gtp"]
    assert overrides_of(merged) == {"maxVisits": "50", "logDir": "/tmp/x"}


def test_a_command_without_overrides_gets_only_qtgos():
    assert with_overrides(["katago", "gtp"], {"maxVisits": "5"}) == [
        "katago",
        "gtp",
        "-override-config",
        "maxVisits=5",
    ]
