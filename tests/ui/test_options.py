"""Settings as data: every key in the registry, values typed on the way in and out, and
an old settings file upgraded (directly, and by opening the window on it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.ui import options
from qtgo.ui.board import MoveNumbers
from qtgo.ui.options import OptionError, OptionProblem

from .conftest import MakeWindow

QTGO = Path(options.__file__).resolve().parent.parent


def _old_file(tmp_path: Path, lines: str, name: str = "qtgo.conf") -> QSettings:
    path = tmp_path / name
    path.write_text(lines, encoding="utf-8")
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_an_old_settings_file_is_upgraded_step_by_step_once(tmp_path: Path) -> None:
    old = _old_file(tmp_path, "[view]\nmove_numbers=true\ncoordinates=false\n")
    assert options.upgrade(old) == 1  # no version written: the first schema
    assert options.read(old, options.MOVE_NUMBERS) == "all"  # the old on/off flag, as a mode
    assert options.read(old, options.COORDINATES) is False  # untouched
    assert old.value(options.VERSION_KEY) in (options.SCHEMA_VERSION, str(options.SCHEMA_VERSION))
    assert options.upgrade(old) == options.SCHEMA_VERSION  # again: nothing to do
    off = _old_file(tmp_path, "[view]\nmove_numbers=false\n", "older.conf")
    options.upgrade(off)
    assert options.read(off, options.MOVE_NUMBERS) == "off"


def test_settings_newer_than_this_qtgo_are_left_alone(tmp_path: Path) -> None:
    newer = _old_file(tmp_path, "[meta]\nversion=99\n[view]\nmove_numbers=true\n")
    assert options.upgrade(newer) == 99
    assert newer.value(options.MOVE_NUMBERS.key) == "true"


def test_the_window_opens_an_old_settings_file_with_its_choices(
    settings_store: QSettings, make_window: MakeWindow
) -> None:
    settings_store.setValue("view/move_numbers", "true")  # as qtgo wrote it before schema 2
    settings_store.setValue("view/coordinates", False)
    settings_store.sync()
    win = make_window()
    assert win.scene.move_numbers is MoveNumbers.ALL
    assert not win.acts.coords.isChecked()
    assert options.read(win.settings, options.MOVE_NUMBERS) == "all"


def test_values_are_read_as_their_kind_and_defaults_fill_the_gaps(settings_store: QSettings) -> None:
    assert options.read(settings_store, options.SOUND) is True
    assert options.read(settings_store, options.SIDE_WIDTH) == 0
    settings_store.setValue(options.SIDE_WIDTH.key, "310")
    settings_store.setValue(options.MOVE_SECONDS.key, "not a number")
    assert options.read(settings_store, options.SIDE_WIDTH) == 310
    assert options.read(settings_store, options.MOVE_SECONDS) == options.MOVE_SECONDS.default
    options.write(settings_store, options.SOUND, False)
    assert options.read(settings_store, options.SOUND) is False


def test_a_value_of_the_wrong_type_or_an_unknown_key_is_refused(settings_store: QSettings) -> None:
    with pytest.raises(OptionError) as wrong:
        options.write(settings_store, options.SIDE_WIDTH, "wide")
    assert wrong.value.reason is OptionProblem.WRONG_TYPE
    with pytest.raises(OptionError) as flag:
        options.write(settings_store, options.SIDE_WIDTH, True)  # a bool is not a width
    assert flag.value.reason is OptionProblem.WRONG_TYPE
    assert settings_store.value(options.SIDE_WIDTH.key) is None  # nothing written
    with pytest.raises(OptionError) as unknown:
        options.option("view/no_such_thing")
    assert unknown.value.reason is OptionProblem.UNKNOWN_KEY
    assert options.option("view/sound") is options.SOUND


def test_every_settings_key_in_the_code_goes_through_the_registry() -> None:
    """No literal key at a QSettings read or write, and no key constant outside the registry."""
    literal = re.compile(r"""(?:\.value|\.setValue|\.contains|\.remove)\(\s*["'][a-z_]+/""")
    constant = re.compile(r"""^[A-Z_]*SETTING\w* = ["']""", re.MULTILINE)
    for path in sorted(QTGO.rglob("*.py")):
        if path.name == "options.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not literal.search(text), f"{path.relative_to(QTGO)} names a settings key itself"
        assert not constant.search(text), f"{path.relative_to(QTGO)} declares a settings key itself"
    assert all(key == o.key and o.section and o.name for key, o in options.OPTIONS.items())
