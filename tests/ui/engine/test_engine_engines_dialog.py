"""The Engines dialog: add, test (on a thread), remove, kept in QSettings."""

from __future__ import annotations

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
