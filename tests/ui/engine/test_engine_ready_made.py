"""First launch: KataGo found with a network and a generated config, or the KataGo that comes
with qtgo; a command that works when tested; what is missing said plainly."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.ui.engine.engines_dialog import EnginesDialog
from qtgo.ui.engine.ready_made import ANALYSIS_ENGINE_SETTING, ready_made


def test_nothing_found_says_what_is_missing(tmp_path):
    offers = ready_made(home=tmp_path / "home", path="", site_dirs=[], bundled=tmp_path / "none", configs=tmp_path)
    assert [e.name for e in offers.entries if "KataGo" in e.name] == []
    assert len(offers.notes) == 1 and offers.notes[0].startswith("KataGo: no katago program on PATH")


def _bundle(folder: Path, katago) -> Path:
    """A folder laid out as the packaged app's ``katago/``: the program and a network."""
    folder.mkdir(parents=True)
    (folder / "katago").symlink_to(katago.program)
    (folder / "small.bin.gz").symlink_to(katago.model)
    return folder


def test_a_users_katago_comes_before_the_bundled_one(tmp_path, katago):
    home = tmp_path / "home"
    (home / ".katago").mkdir(parents=True)
    (home / ".katago" / "katago").symlink_to(katago.program)
    (home / ".katago" / "strong.bin.gz").symlink_to(katago.model)
    bundled = _bundle(tmp_path / "bundled", katago)
    offers = ready_made(home=home, path="", site_dirs=[], bundled=bundled, configs=tmp_path / "configs")
    names = [e.name for e in offers.entries]
    assert names[:2] == ["KataGo (found on this computer)", "KataGo (comes with qtgo, CPU)"]
    found = shlex.split(offers.entries[0].command)
    assert found[1] == "gtp" and found[found.index("-model") + 1] == str(home / ".katago" / "strong.bin.gz")
    assert Path(found[found.index("-config") + 1]).is_file()
    assert shlex.split(offers.entries[0].analysis)[1] == "analysis"
    assert offers.notes == ()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_bundled_katago_works_when_tested_and_becomes_the_analysis_engine_in_one_step(qtbot, tmp_path, katago):
    bundled = _bundle(tmp_path / "bundled", katago)
    offers = ready_made(home=tmp_path / "home", path="", site_dirs=[], bundled=bundled, configs=tmp_path / "c")
    settings = QSettings()
    dialog = EnginesDialog(None, settings, offers)
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    assert dialog.name.text() == "KataGo (comes with qtgo, CPU)"
    log: list[str] = []
    dialog.log_line.connect(log.append)
    with qtbot.waitSignal(dialog.tested, timeout=60000) as tested:
        qtbot.mouseClick(dialog.test_button, left())
    assert tested.args[0] is True and dialog.status.text().startswith("Works: KataGo")
    assert any(line.startswith("[test] > ") for line in log) and any(line.startswith("[test] < =") for line in log)
    qtbot.mouseClick(dialog.use_button, left())
    assert settings.value(ANALYSIS_ENGINE_SETTING) == "KataGo (comes with qtgo, CPU)"
    assert [e.name for e in dialog.entries] == ["KataGo (comes with qtgo, CPU)"]
    dialog.done(0)


def left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_with_no_engine_at_all_the_window_says_what_is_missing(make_window, monkeypatch, tmp_path):
    import qtgo.ui.engine.ready_made as module

    real = module.ready_made
    monkeypatch.setattr(
        module,
        "ready_made",
        lambda: real(home=tmp_path / "home", path="", site_dirs=[], bundled=tmp_path / "none", configs=tmp_path),
    )
    monkeypatch.setattr(module.shutil, "which", lambda *_args, **_kwargs: None)  # no GNU Go either
    win = make_window()
    win.engines.hint_action.trigger()
    message = win.statusBar().currentMessage()
    assert message.startswith("No engine: add one in Engine > Engines… KataGo: no katago program on PATH")
