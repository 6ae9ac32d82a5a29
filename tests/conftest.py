"""Shared test set-up: headless Qt, and the path of the shared SGF corpus."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests must never need a sound card or a real user's settings.
os.environ.setdefault("QTGO_NO_SOUND", "1")
# Tests assert English texts: never pick up a developer's own locale (Russian, say).
os.environ.setdefault("QTGO_LANG", "en")

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
CORPUS = ROOT.parent / "shared" / "corpus"


@pytest.fixture
def corpus() -> Path:
    """The shared corpus of real SGF files, or a skip when this checkout has none beside it."""
    if not CORPUS.is_dir():
        pytest.skip(f"the shared SGF corpus is absent ({CORPUS})")
    return CORPUS


@pytest.fixture
def data_dir() -> Path:
    return DATA


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path_factory, monkeypatch):
    """Keep QSettings and user data of tests away from the real user's files."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    try:
        from PySide6.QtCore import QSettings
    except ImportError:  # the pure-core tests run without PySide6
        yield
        return
    # Qt reads XDG_CONFIG_HOME once per process: point every test's settings at its own folder.
    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(home / "config"))
    yield


def set_language(monkeypatch: pytest.MonkeyPatch, qapp, code: str) -> str:
    """Install the translators of ``code`` as the application would at start-up."""
    from qtgo.ui import i18n

    monkeypatch.setenv("QTGO_LANG", code)
    return i18n.install_translators(qapp)


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch, qapp) -> Iterator[None]:
    """English whatever the machine's locale, and English again afterwards."""
    assert set_language(monkeypatch, qapp, "en") == "en"
    yield
    set_language(monkeypatch, qapp, "en")


@pytest.fixture
def russian(monkeypatch: pytest.MonkeyPatch, qapp) -> Iterator[None]:
    """The interface in Russian for one test; later tests expect English again."""
    assert set_language(monkeypatch, qapp, "ru") == "ru"
    yield
    assert set_language(monkeypatch, qapp, "en") == "en"


@pytest.fixture
def switch_language(monkeypatch: pytest.MonkeyPatch, qapp) -> Iterator[object]:
    """A function that switches the running interface's language; English again afterwards."""

    def switch(code: str) -> str:
        language = set_language(monkeypatch, qapp, code)
        qapp.processEvents()
        return language

    yield switch
    set_language(monkeypatch, qapp, "en")


@pytest.fixture(autouse=True)
def _no_modal_questions(monkeypatch):
    """A question box nobody answers would hang the run: fail the test instead.

    Tests that mean to answer replace ``Prompts.confirm``/``ask_player`` or patch the box.
    """
    try:
        from PySide6.QtWidgets import QMessageBox
    except ImportError:  # the pure tests run without Qt
        return

    def unanswered(*args, **kwargs):
        raise AssertionError(f"an unanswered QMessageBox.question: {args[1:3]}")

    monkeypatch.setattr(QMessageBox, "question", staticmethod(unanswered))


class FakeTime:
    """A monotonic time source the test moves by hand: clocks take it as ``now=``.

    No test waits for real time: it advances this and asks the clock what it shows.
    """

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def fake_time() -> FakeTime:
    """A fresh :class:`FakeTime` at 1000 s."""
    return FakeTime()


def gnugo_path() -> str | None:
    """GNU Go's program, on PATH or where Debian puts it; None when it is not installed."""
    import shutil

    found = shutil.which("gnugo")
    if found:
        return found
    return "/usr/games/gnugo" if os.access("/usr/games/gnugo", os.X_OK) else None


@pytest.fixture
def gnugo_command() -> str:
    """A fast GNU Go engine command line (level 1), or a skip when GNU Go is absent."""
    path = gnugo_path()
    if path is None:
        pytest.skip("gnugo is not installed (apt-get install gnugo)")
    return f"{path} --mode gtp --level 1"


@pytest.fixture
def misbehaving():
    """``misbehaving("hang")``: the command line of tests/engine/misbehaving_engine.py in a mode."""
    import shlex
    import sys

    script = Path(__file__).resolve().parent / "engine" / "misbehaving_engine.py"

    def command(mode: str) -> str:
        return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))} {mode}"

    return command
