"""Shared test set-up: headless Qt, and the path of the shared SGF corpus."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """A ``no_cover`` test runs untraced in pytest-xdist's workers too. There pytest-cov's own
    pause (``Coverage.stop``) left the tracer of the thread that runs the test in place: such a
    test took as long as when traced (141 s instead of 33 s). Innermost, after that pause."""
    if item.get_closest_marker("no_cover") is None:
        return (yield)
    tracer = sys.gettrace()
    sys.settrace(None)
    try:
        return (yield)
    finally:
        sys.settrace(tracer)


os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests must never need a sound card or a real user's settings.
os.environ.setdefault("QTGO_NO_SOUND", "1")
# Tests assert English texts: never pick up a developer's own locale (Russian, say).
os.environ.setdefault("QTGO_LANG", "en")

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
CORPUS = ROOT.parent / "shared" / "corpus"
KATAGO_DIR = ROOT.parent / "shared" / "katago"


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
    """A fast GNU Go engine command line (level 1), or a skip when GNU Go is absent.

    With a fixed ``--seed``: without one GNU Go seeds its random tie-breaks from the clock,
    and two runs of the same analysis differ."""
    path = gnugo_path()
    if path is None:
        pytest.skip("gnugo is not installed (apt-get install gnugo)")
    return f"{path} --mode gtp --level 1 --seed 1"


@pytest.fixture
def misbehaving():
    """``misbehaving("hang")``: the command line of tests/engine/misbehaving_engine.py in a mode."""
    import shlex
    import sys

    script = Path(__file__).resolve().parent / "engine" / "misbehaving_engine.py"

    def command(mode: str) -> str:
        return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))} {mode}"

    return command


@dataclass(frozen=True)
class KataGo:
    """The real KataGo of the tests, with one search thread so that few visits give steady
    numbers on a shared machine; ``gtp()`` and ``analysis()`` are its command lines."""

    program: str
    model: str
    gtp_config: str
    analysis_config: str

    def gtp(self, *overrides: str) -> str:
        """``katago gtp``; ``overrides`` are more ``key=value`` settings for ``-override-config``."""
        settings = ",".join(("numSearchThreads=1", *overrides))
        return shlex.join([self.program, "gtp", "-model", self.model, "-config", self.gtp_config]) + (
            f" -override-config {shlex.quote(settings)}"
        )

    def analysis(self, *overrides: str) -> str:
        """``katago analysis`` (the JSON engine) with one search thread per position."""
        settings = ",".join(("numSearchThreadsPerAnalysisThread=1", *overrides))
        return shlex.join([self.program, "analysis", "-model", self.model, "-config", self.analysis_config]) + (
            f" -override-config {shlex.quote(settings)}"
        )

    def direct_leads(self, record: Path, visits: int, *overrides: str) -> list[float]:
        """Black's lead at every position of a plain 19x19 record (``AB``, then B/W moves) as
        KataGo gives it for one query of the whole game: the acceptance tests' independent
        script, with its own SGF reading and none of qtgo's code (Japanese rules, as qtgo
        takes a record without ``RU``)."""
        text = record.read_text(encoding="utf-8")
        setup = re.search(r"AB((?:\[[a-s]{2}\])+)", text)
        stones = re.findall(r"\[([a-s]{2})\]", setup.group(1)) if setup else []
        moves = re.findall(r";\s*([BW])\[([a-s]{2})\]", text)
        komi = re.search(r"KM\[([-\d.]+)\]", text)
        query = {
            "id": "direct",
            "initialStones": [["B", _vertex(p)] for p in stones],
            "moves": [[colour, _vertex(p)] for colour, p in moves],
            "rules": "japanese",
            "komi": float(komi.group(1)) if komi else 0.0,
            "boardXSize": 19,
            "boardYSize": 19,
            "analyzeTurns": list(range(len(moves) + 1)),
            "maxVisits": visits,
        }
        answer = subprocess.run(
            shlex.split(self.analysis(*overrides)),
            input=json.dumps(query) + "\n",
            capture_output=True,
            text=True,
            timeout=600,
        )
        leads: dict[int, float] = {}
        for line in answer.stdout.splitlines():
            result = json.loads(line)
            root = result["rootInfo"]  # analysis.cfg reports for the side to move: turn it round
            leads[result["turnNumber"]] = root["scoreLead"] * (1 if root["currentPlayer"] == "B" else -1)
        assert len(leads) == len(moves) + 1, answer.stderr[-500:]
        return [leads[turn] for turn in range(len(moves) + 1)]


def _vertex(sgf_point: str) -> str:
    """An SGF point of a 19x19 board as a GTP vertex (``pd`` -> ``Q16``)."""
    return f"{'ABCDEFGHJKLMNOPQRST'[ord(sgf_point[0]) - ord('a')]}{19 - (ord(sgf_point[1]) - ord('a'))}"


def _katago_setting(name: str, shared: str) -> str:
    """An environment setting, or the file of the shared KataGo folder when it is unset."""
    return os.environ.get(name) or str(KATAGO_DIR / shared)


@pytest.fixture(scope="session")
def katago() -> KataGo:
    """The real KataGo (``QTGO_KATAGO_*`` as ``.ci/run`` sets them, else ``../shared/katago``),
    or a skip that says what is missing."""
    import shutil

    program = shutil.which("katago") or (str(KATAGO_DIR / "katago") if (KATAGO_DIR / "katago").is_file() else None)
    if program is None:
        pytest.skip(f"no katago program on PATH nor in {KATAGO_DIR}")
    found = KataGo(
        program,
        _katago_setting("QTGO_KATAGO_MODEL", "g170-b6c96-s175395328-d26788732.bin.gz"),
        _katago_setting("QTGO_KATAGO_CONFIG", "gtp.cfg"),
        _katago_setting("QTGO_KATAGO_ANALYSIS_CONFIG", "analysis.cfg"),
    )
    for what, path in (
        ("model (QTGO_KATAGO_MODEL)", found.model),
        ("GTP config (QTGO_KATAGO_CONFIG)", found.gtp_config),
        ("analysis config (QTGO_KATAGO_ANALYSIS_CONFIG)", found.analysis_config),
    ):
        if not os.path.isfile(path):
            pytest.skip(f"no KataGo {what}: {path} is not a file")
    return found
