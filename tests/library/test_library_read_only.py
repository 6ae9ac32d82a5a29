"""A library that cannot be written (read-only folder or file, full disk) is still searched."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from qtgo.library import GameFilter, Library, LibraryError
from qtgo.library.errors import LibraryErrorReason

ROOT = Path(__file__).resolve().parents[2]
GAME = "(;GM[1]FF[4]SZ[19]PB[{name}]PW[White];B[pd];W[dp];B[{move}])"
PROBE = """
import sys
from qtgo.library import GameFilter, Library, LibraryError
with Library(sys.argv[1]) as library:
    print(library.read_only, [row.black for row in library.games(GameFilter(player="Kitani"))])
    try:
        library.import_paths([sys.argv[2]])
    except LibraryError as error:
        print(error.reason.value)
"""


def _unprivileged_python() -> list[str]:
    """A command that runs Python as ``nobody`` (root writes into read-only folders)."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to drop to an unprivileged user")
    drop = ["setpriv", "--reuid", "nobody", "--regid", "nogroup", "--clear-groups"]
    for python in (sys.executable, "/usr/bin/python3"):
        probe = subprocess.run([*drop, python, "-c", "import sqlite3"], capture_output=True, check=False)
        if probe.returncode == 0:
            return [*drop, python]
    pytest.skip("no Python that the unprivileged user may run")


@pytest.fixture
def shared_folder():
    """A folder the unprivileged user can reach (pytest's tmp_path is root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="qtgo-ro-"))
    folder.chmod(0o755)
    yield folder
    folder.chmod(0o755)
    shutil.rmtree(folder)


def _library_with_one_game(folder: Path) -> Path:
    record = folder / "a.sgf"
    record.write_text(GAME.format(name="Kitani", move="qq"), encoding="utf-8")
    record.chmod(0o644)
    database = folder / "library.sqlite"
    with Library(database) as library:
        assert library.import_paths([record]).imported == 1
    return database


@pytest.mark.parametrize("what", ["folder", "file"])
def test_a_read_only_library_is_searched_and_import_says_read_only(shared_folder: Path, what: str) -> None:
    python = _unprivileged_python()
    database = _library_with_one_game(shared_folder)
    database.chmod(0o444 if what == "file" else 0o644)
    if what == "folder":
        shared_folder.chmod(0o555)
    done = subprocess.run(
        [*python, "-c", PROBE, str(database), str(shared_folder / "a.sgf")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["True ['Kitani']", "read-only"]


def test_a_full_disk_during_import_says_so_and_keeps_what_was_committed(tmp_path: Path) -> None:
    database = _library_with_one_game(tmp_path)
    folder = tmp_path / "more"
    folder.mkdir()
    for number in range(200):
        move = "abcdefghijklmnopqrs"[number % 19] + "abcdefghijklmnopqrs"[number // 19 % 19]
        (folder / f"g{number:03}.sgf").write_text(GAME.format(name=f"P{number}", move=move) + "C[" + "x" * 2000 + "]")
    with Library(database) as library:
        pages = library.connection.execute("PRAGMA page_count").fetchone()[0]
        library.connection.execute(f"PRAGMA max_page_count = {pages + 3}")  # the disk fills up
        with pytest.raises(LibraryError) as caught:
            library.import_paths([folder], workers=1)
        assert caught.value.reason is LibraryErrorReason.DISK_FULL
        assert "disk is full" in str(caught.value) and "rollback" not in str(caught.value)
        assert [row.black for row in library.games(GameFilter(player="Kitani"))] == ["Kitani"]
        library.connection.execute("PRAGMA max_page_count = 1073741823")  # room again
        report = library.import_paths([folder], workers=1)
        assert report.imported == 200 and library.game_count() == 201
    with sqlite3.connect(database) as check:
        assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_library_that_cannot_be_written_at_opening_opens_read_only(tmp_path: Path, monkeypatch) -> None:
    database = _library_with_one_game(tmp_path)
    real = Library._open_writable

    def full_disk(self: Library) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None)
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count = {pages}")
        try:
            db.execute("CREATE TABLE filler(x)")  # a real SQLITE_FULL
        finally:
            db.close()
        return real(self)

    monkeypatch.setattr(Library, "_open_writable", full_disk)
    with Library(database) as library:
        assert library.read_only
        assert [row.black for row in library.games()] == ["Kitani"]
        with pytest.raises(LibraryError) as caught:
            library.import_paths([tmp_path / "a.sgf"])
        assert caught.value.reason is LibraryErrorReason.READ_ONLY
