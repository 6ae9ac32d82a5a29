"""The seats editor of the New game dialog."""

from __future__ import annotations

from qtgo.rules import Color
from qtgo.ui.engine.engines_dialog import EngineEntry


def test_either_side_may_be_a_person_or_an_engine_at_a_strength(qtbot):
    from qtgo.ui.engine.seats_editor import SeatsEditor

    editor = SeatsEditor(
        [EngineEntry("GNU Go", "gnugo --mode gtp"), EngineEntry("KataGo", "katago gtp -model m.bin.gz")]
    )
    qtbot.addWidget(editor)
    assert editor.seats().engines == 0
    with qtbot.waitSignal(editor.changed):
        editor.set_player(Color.WHITE, "GNU Go", 3)
    editor.set_player(Color.BLACK, "KataGo", 50)
    seats = editor.seats()
    assert seats.white.command_line == "gnugo --mode gtp --level 3"
    assert seats.black.command_line == "katago gtp -model m.bin.gz -override-config maxVisits=50"
    assert editor.strengths[Color.WHITE].prefix() == "level "
    editor.set_player(Color.BLACK, None)
    assert not editor.seats().black.is_engine and not editor.strengths[Color.BLACK].isEnabled()
