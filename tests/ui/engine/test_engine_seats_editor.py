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


def test_a_rank_sets_the_strength_the_calibration_gives_and_the_note_says_what_it_plays(qtbot):
    from qtgo.engine.seats import StrengthKind
    from qtgo.engine.strength import Fit, rank_of_setting, setting_for_rank, strength_to_rank
    from qtgo.rules.handicap_advice import Rank
    from qtgo.ui.engine.seats_editor import SeatsEditor

    editor = SeatsEditor(
        [EngineEntry("GNU Go", "gnugo --mode gtp"), EngineEntry("KataGo", "katago gtp -model m.bin.gz")]
    )
    qtbot.addWidget(editor)
    editor.set_player(Color.WHITE, "KataGo")
    assert editor.ranks[Color.WHITE].isEnabled() and not editor.human[Color.WHITE].isEnabled()
    editor.ranks[Color.WHITE].setCurrentText("1k")
    wanted = setting_for_rank(Rank(1, dan=False), StrengthKind.VISITS)
    assert wanted.fit is Fit.WITHIN
    assert editor.strengths[Color.WHITE].value() == wanted.setting
    assert (
        editor.seats().white.command_line == f"katago gtp -model m.bin.gz -override-config maxVisits={wanted.setting}"
    )
    plays = strength_to_rank(rank_of_setting(StrengthKind.VISITS, wanted.setting))
    assert editor.notes[Color.WHITE].text().startswith(f"plays about {plays}")
    # The human style needs KataGo's human network: the box says what to add.
    assert "-human-model" in editor.human[Color.WHITE].toolTip()
    editor.set_player(Color.BLACK, "GNU Go")
    editor.ranks[Color.BLACK].setCurrentText("20k")
    weakest = setting_for_rank(Rank(20, dan=False), StrengthKind.LEVEL)
    assert editor.strengths[Color.BLACK].value() == weakest.setting
    assert editor.notes[Color.BLACK].text().startswith("its weakest setting plays about")
    editor.set_player(Color.BLACK, None)
    assert not editor.ranks[Color.BLACK].isEnabled() and editor.notes[Color.BLACK].text() == ""


def test_a_katago_with_a_human_network_plays_like_a_human_of_the_rank(qtbot):
    from qtgo.ui.engine.seats_editor import SeatsEditor

    human = "katago gtp -model m.bin.gz -human-model h.bin.gz"
    editor = SeatsEditor([EngineEntry("KataGo human", human)])
    qtbot.addWidget(editor)
    editor.set_player(Color.BLACK, "KataGo human")
    assert not editor.human[Color.BLACK].isEnabled()  # a rank first
    editor.set_rank(Color.BLACK, "3k", like_a_human=True)
    assert editor.human[Color.BLACK].isChecked()
    seat = editor.seats().black
    assert seat.human_rank == "3k"
    assert "humanSLProfile=rank_3k" in seat.command_line and "humanSLChosenMoveProp=1.0" in seat.command_line
    assert editor.notes[Color.BLACK].text() == "plays like a human 3k"


def test_the_rank_choice_speaks_russian(qtbot, russian):
    from qtgo.ui.engine.seats_editor import SeatsEditor

    editor = SeatsEditor([EngineEntry("GNU Go", "gnugo --mode gtp")])
    qtbot.addWidget(editor)
    editor.set_player(Color.WHITE, "GNU Go")
    editor.ranks[Color.WHITE].setCurrentText("9k")
    assert editor.ranks[Color.WHITE].itemText(0) == "По силе…"
    assert "играет примерно как " in editor.notes[Color.WHITE].text() and "кю" in editor.notes[Color.WHITE].text()
    assert editor.human[Color.WHITE].text() == "Играть как человек"
