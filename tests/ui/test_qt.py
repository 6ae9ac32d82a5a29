"""The Qt pin lives in ``qtgo/ui/qt.py``: the running PySide6 passes its check, versions
outside the pin get one clear message, and ``pyproject.toml`` says the same pin."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from qtgo.ui import qt
from qtgo.ui.qt import QtVersionError, QtVersionProblem

ROOT = Path(qt.__file__).resolve().parents[2]


def test_the_running_pyside6_is_inside_the_pin() -> None:
    assert qt.check_version() == qt.running_version()


@pytest.mark.parametrize(
    ("version", "reason"),
    [
        ("6.12.0", QtVersionProblem.KNOWN_BAD),
        ("7.0.1", QtVersionProblem.KNOWN_BAD),
        ("6.6.3", QtVersionProblem.TOO_OLD),
    ],
)
def test_a_version_outside_the_pin_is_refused_with_what_to_install(version: str, reason: QtVersionProblem) -> None:
    with pytest.raises(QtVersionError) as refused:
        qt.check_version(version)
    assert refused.value.reason is reason
    assert version in str(refused.value) and "install PySide6 >= 6.7 and < 6.12" in str(refused.value)
    if reason is QtVersionProblem.KNOWN_BAD:
        assert "refcount" not in str(refused.value)  # the user is told what happens, in words
        assert "aborts the interpreter" in str(refused.value)


def test_an_unreadable_version_is_refused() -> None:
    with pytest.raises(QtVersionError) as refused:
        qt.check_version("dev")
    assert refused.value.reason is QtVersionProblem.UNREADABLE
    assert qt.check_version("6.7") == "6.7" and qt.check_version("6.11.9") == "6.11.9"


def test_pyproject_pins_what_the_qt_module_says() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'"PySide6>=(\d+)\.(\d+),<(\d+)\.(\d+)"', text)
    assert found is not None
    low, high = (int(found[1]), int(found[2])), (int(found[3]), int(found[4]))
    assert (low, high) == (qt.MINIMUM, qt.BELOW)


def test_the_app_refuses_to_start_on_a_version_outside_the_pin(tmp_path: Path) -> None:
    """The check runs at start: a process whose PySide6 says 6.12.0 stops with the message."""
    program = (
        "import sys, PySide6\n"
        "PySide6.__version__ = '6.12.0'\n"
        "from qtgo.app import main\n"
        "sys.exit(main(['--smoke-test']))\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=False, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("qtgo: PySide6 6.12.0 is not supported")
    assert "Traceback" not in done.stderr


def test_pyside6_need_not_read_qtgo_sources_for_its_feature_switches() -> None:
    import types

    assert qt.skip_feature_scan()
    feature = sys.modules["shibokensupport.feature"]
    scan = feature._mod_uses_pyside
    # A qtgo module is answered without its source (this one has none to read) ...
    assert scan(types.ModuleType("qtgo.ui.not_a_file")) is True
    # ... any other module is read as before: without a source it uses no PySide6.
    assert scan(types.ModuleType("elsewhere.not_a_file")) is False
    assert scan(sys.modules["re"]) is False and scan(sys.modules["qtgo.ui.qt"]) is True
    assert qt.skip_feature_scan() and feature._mod_uses_pyside is scan  # again: wrapped once


def test_pyside6_need_not_read_the_standard_library_for_its_feature_switches(monkeypatch: pytest.MonkeyPatch) -> None:
    import inspect

    assert qt.skip_feature_scan()
    scan = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    loaded = [module for name, module in list(sys.modules.items()) if name.partition(".")[0] in sys.stdlib_module_names]
    # What reading gives: no module of the standard library names PySide6 ...
    for module in loaded:
        try:
            source = inspect.getsource(module)
        except (TypeError, OSError, SyntaxError):
            continue
        assert "PySide6" not in source, module.__name__

    def no_reading(_module: object) -> str:
        raise AssertionError("read")

    # ... and it is the answer given without reading them.
    monkeypatch.setattr(inspect, "getsource", no_reading)
    assert not any(scan(module) for module in loaded)
