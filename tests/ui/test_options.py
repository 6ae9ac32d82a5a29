"""Settings as data: every key in the registry, values typed on the way in and out, and
an old settings file upgraded (directly, and by opening the window on it)."""

from __future__ import annotations

import ast
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


#: QSettings calls that name a key or a group.
SETTINGS_CALLS = {"value", "setValue", "contains", "remove", "beginGroup", "beginReadArray", "beginWriteArray"}
#: A text that looks like a settings key (``section/name``), not a path (``sounds/stone.wav``).
KEY_LIKE = re.compile(r"^[a-z_]+/[a-z_-]+$")


def string_keyed_settings(source: str) -> list[str]:
    """Where ``source`` names a settings key itself: a QSettings call given a literal text (or a
    module constant holding one), or a constant holding a ``section/name`` text."""
    tree = ast.parse(source)
    texts = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    found = [f"{name} = {text!r}" for name, text in texts.items() if KEY_LIKE.match(text)]
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args):
            continue
        if node.func.attr not in SETTINGS_CALLS:
            continue
        first = node.args[0]
        text = first.value if isinstance(first, ast.Constant) else texts.get(getattr(first, "id", ""))
        if not isinstance(text, str):
            continue
        receiver = ast.unparse(node.func.value).lower()
        if "settings" in receiver or KEY_LIKE.match(text):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_scan_finds_a_key_named_outside_the_registry() -> None:
    """The scan below is worth something: it catches each way a key was named by hand."""
    assert string_keyed_settings('SCREEN_KEY = "projector/screen"\n')
    assert string_keyed_settings('K = "screen"\ndef f(s):\n    return s.settings.value(K, "")\n')
    assert string_keyed_settings('def f(settings):\n    settings.beginGroup("projector")\n')
    assert string_keyed_settings('def f(store):\n    store.setValue("view/sound", True)\n')
    assert not string_keyed_settings('def f(spin, items):\n    spin.setValue(3)\n    items.remove("x")\n')
    assert not string_keyed_settings('SOUND = "sounds/stone.wav"\ndef f(settings, field):\n    settings.value(field)\n')


def test_every_setting_is_in_the_registry() -> None:
    """No module but the registry names a settings key or group itself (``options.read`` and
    ``options.write`` do, from the declarations)."""
    named = {
        str(path.relative_to(QTGO)): found
        for path in sorted(QTGO.rglob("*.py"))
        if path.name != "options.py" and (found := string_keyed_settings(path.read_text(encoding="utf-8")))
    }
    assert named == {}
    assert all(key == o.key and o.section and o.name for key, o in options.OPTIONS.items())


def test_a_number_out_of_its_range_or_a_text_none_of_its_choices_is_refused(settings_store: QSettings) -> None:
    with pytest.raises(OptionError) as loud:
        options.write(settings_store, options.VOLUME, 101)
    assert loud.value.reason is OptionProblem.OUT_OF_RANGE
    with pytest.raises(OptionError) as negative:
        options.write(settings_store, options.REVIEW_SECONDS, 0.1)
    assert negative.value.reason is OptionProblem.OUT_OF_RANGE
    with pytest.raises(OptionError) as german:
        options.write(settings_store, options.LANGUAGE, "de")
    assert german.value.reason is OptionProblem.NOT_A_CHOICE
    assert settings_store.allKeys() == []  # nothing written
    options.write(settings_store, options.VOLUME, 100)
    options.write(settings_store, options.LANGUAGE, "ru")
    assert options.read(settings_store, options.VOLUME) == 100
    assert options.read(settings_store, options.LANGUAGE) == "ru"


def test_a_stored_value_out_of_range_or_choices_reads_as_the_default(settings_store: QSettings) -> None:
    """A hand-edited or foreign settings file never gives the program a value it refuses."""
    settings_store.setValue(options.VOLUME.key, "250")
    settings_store.setValue(options.MOVE_NUMBERS.key, "sometimes")
    assert options.read(settings_store, options.VOLUME) == options.VOLUME.default
    assert options.read(settings_store, options.MOVE_NUMBERS) == "off"


def test_every_option_shown_has_a_page_an_editor_s_limits_and_a_default_it_allows(settings_store: QSettings) -> None:
    shown = [o for page in options.PAGE_TITLES for o in options.shown(page)]
    assert {o.page for o in shown} == set(options.PAGE_TITLES)  # no empty page, no page without a title
    for declared in shown:
        options.check(declared, declared.default)  # the default may be stored
        if declared.kind in (options.Kind.INT, options.Kind.FLOAT):
            assert declared.minimum is not None and declared.maximum is not None, declared
        if declared.kind is options.Kind.CHOICE:
            offered = [value for value, _ in options.choices(declared, settings_store)]
            assert offered and declared.default in offered, declared
        assert declared.kind is not options.Kind.BYTES  # no editor for bytes
    # The hidden ones are the window's own memory, never edited by hand.
    hidden = {o.key for o in options.OPTIONS.values() if not o.title}
    assert hidden == {
        "window/geometry",
        "window/state",
        "window/side_width",
        "new_game/settings",
        "files/last_folder",
        "projector/screen",
    }


def test_every_title_of_the_preferences_is_translated_to_russian(russian, settings_store: QSettings) -> None:
    from PySide6.QtCore import QCoreApplication

    def ru(text: str) -> str:
        return QCoreApplication.translate("Options", text)

    native = {"English", "Русский", " %"}  # the languages' own names, and the percent sign
    texts = [*options.PAGE_TITLES.values()]
    for declared in options.OPTIONS.values():
        if declared.title:
            texts += [declared.title, *(title for _, title in declared.choices)]
            texts += [text for text in (declared.unit, declared.minimum_title) if text]
    untranslated = [text for text in texts if text not in native and ru(text) == text]
    assert untranslated == []
    themes = options.choices(options.BOARD_THEME, settings_store)
    assert dict(themes)["contrast"] == QCoreApplication.translate("Themes", "High contrast") != "High contrast"
    engines = options.choices(options.ANALYSIS_ENGINE, settings_store)
    assert engines[0] == ("", "Первый в списке")


def test_a_follower_takes_the_announced_value_while_its_owner_lives(qtbot) -> None:
    from PySide6.QtCore import QObject

    owner = QObject()
    taken: list[object] = []
    options.follow(owner, options.VOLUME, taken.append)
    announce = options.changes().changed
    announce.emit(options.SOUND.key, False)  # another option: not taken
    announce.emit(options.VOLUME.key, 35)
    assert taken == [35]
    with qtbot.waitSignal(owner.destroyed):
        owner.deleteLater()
    announce.emit(options.VOLUME.key, 50)  # its owner is gone: nothing is called
    assert taken == [35]
