"""The Engines dialog: add, test (on a thread), remove, kept in QSettings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from qtgo.ui.engine.engines_dialog import EngineEntry, EnginesDialog, load_engines, save_engines


def test_engines_are_added_tested_and_removed_and_kept(qtbot, tmp_path, gnugo_command):
    settings = QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat)
    dialog = EnginesDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert any(e.name == "GNU Go" for e in dialog.offered)  # found on PATH, offered ready-made
    dialog.name.setText("Fast GNU Go")
    dialog.command.setText(gnugo_command)
    with qtbot.waitSignal(dialog.tested, timeout=20000) as tested:
        dialog.test_button.click()
    assert tested.args[0] is True and tested.args[1].startswith("GNU Go")
    dialog.add_button.click()
    assert load_engines(settings) == [EngineEntry("Fast GNU Go", gnugo_command, "")]
    dialog.list.setCurrentRow(0)
    dialog.remove_button.click()
    assert load_engines(settings) == []
    dialog.command.setText("/nonexistent/engine")
    with qtbot.waitSignal(dialog.tested, timeout=20000) as tested:
        dialog.test_button.click()
    assert tested.args[0] is False and "no such program" in tested.args[1]
    dialog.done(0)
    save_engines([EngineEntry("a", "b")], settings)
    assert load_engines(settings) == [EngineEntry("a", "b", "")]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_ready_made_entry_goes_once_its_program_is_added_and_the_dialog_fits_its_content(qtbot, tmp_path):
    """The tester added GNU Go at level 1 and KataGo by hand: "GNU Go (found, not added yet)"
    stayed listed, the note still said to install KataGo; the 390 px dialog cut the lines."""
    from PySide6.QtWidgets import QApplication

    from qtgo.ui.engine.ready_made import ReadyMade

    settings = QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat)
    gnugo = EngineEntry("GNU Go", "/usr/games/gnugo --mode gtp --level 10")
    note = "KataGo: no katago program on PATH or in the usual folders (/a, /b, …). Install KataGo."
    dialog = EnginesDialog(settings=settings, offers=ReadyMade((gnugo,), (note,)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.offered == [gnugo] and dialog.notes.isVisible()
    # Wide enough for the longest entry (within the screen), each entry's whole text in its tooltip.
    screen = QApplication.primaryScreen().availableGeometry()
    item = dialog.list.item(0)
    assert item.toolTip() == item.text()
    needed = dialog.list.sizeHintForColumn(0)
    assert dialog.width() >= min(needed, int(screen.width() * 0.9) - 60)
    assert dialog.width() > 390
    dialog.name.setText("GNU Go")
    dialog.command.setText("gnugo --mode gtp --level 1")
    dialog.add_button.click()
    assert dialog.offered == []
    assert dialog.list.count() == 1
    dialog.name.setText("KataGo")
    dialog.command.setText("/opt/katago/katago gtp -model m.bin.gz -config gtp.cfg")
    dialog.add_button.click()
    assert not dialog.notes.isVisible()  # KataGo is there: nothing to install
    dialog.list.setCurrentRow(0)
    dialog.remove_button.click()  # GNU Go gone: offered again
    assert dialog.offered == [gnugo]
    dialog.done(0)


def test_saving_the_engines_keeps_the_other_engine_settings_and_drops_old_entries(tmp_path) -> None:
    """The list shares its group with the analysis engine and the review's times: saving it
    once wiped them all."""
    from qtgo.ui import options

    settings = QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat)
    options.write(settings, options.ANALYSIS_ENGINE, "Strong")
    options.write(settings, options.REVIEW_SECONDS, 5.0)
    options.write(settings, options.OWNERSHIP, False)
    save_engines([EngineEntry("Weak", "gnugo --mode gtp", ""), EngineEntry("Strong", "katago gtp", "")], settings)
    save_engines([EngineEntry("Strong", "katago gtp", "")], settings)
    assert load_engines(settings) == [EngineEntry("Strong", "katago gtp", "")]
    assert not settings.contains("engines/2/name")  # the longer old list left nothing behind
    assert options.read(settings, options.ANALYSIS_ENGINE) == "Strong"
    assert options.read(settings, options.REVIEW_SECONDS) == 5.0
    assert options.read(settings, options.OWNERSHIP) is False
    save_engines([], settings)
    assert load_engines(settings) == [] and options.read(settings, options.REVIEW_SECONDS) == 5.0
