"""Import: files, folders, collections, re-import, duplicates, unreadable files, cancellation."""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
from pathlib import Path

import pytest

from qtgo.library import GameFilter, ImportProgress, Library, Pattern
from qtgo.sgf import parse

CORPUS = (Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus").resolve()
GAME = "(;GM[1]FF[4]SZ[19]PB[Kitani]PW[Go Seigen]DT[1933-10-16]RE[W+2]C[the famous opening]{moves})"


def record(moves: str, **info: str) -> str:
    text = GAME.format(moves=moves)
    for ident, value in info.items():
        text = text.replace("SZ[19]", f"SZ[19]{ident}[{value}]")
    return text


@pytest.fixture
def ai(corpus) -> Path:
    return corpus / "ai"


def test_a_folder_is_imported_recursively_and_reimport_adds_nothing(tmp_path, ai):
    folder = ai / "AlphaGo Zero"
    with Library(tmp_path / "l.db") as library:
        first = library.import_paths([folder], workers=0)
        files = sorted(folder.rglob("*"))
        assert first.imported == len(files) == library.game_count()
        assert first.unreadable == [] and first.duplicates == []
        again = library.import_paths([folder], workers=0)
        assert (again.imported, again.duplicates, again.unchanged) == (0, [], len(files))
        assert library.game_count() == len(files)


def test_the_whole_shared_corpus_imports_without_stopping(tmp_path, corpus):
    seen: list[int] = []
    with Library(tmp_path / "l.db") as library:
        report = library.import_paths(
            [corpus / "gnugo-regression", corpus / "edge", corpus / "foreign"],
            progress=lambda p: seen.append(p.files_done),
        )
        assert report.imported > 1000
        assert library.game_count() == report.imported
        assert seen == sorted(seen) and seen[-1] > 1000
        for item in report.unreadable:  # every refusal names its file and says why
            assert Path(item.file).exists() and item.reason


@pytest.mark.slow
def test_the_ai_corpus_imports_completely(tmp_path, ai):
    with Library(tmp_path / "l.db") as library:
        report = library.import_paths([ai])
        assert report.imported + len(report.duplicates) == 5524
        assert report.unreadable == []


def test_a_collection_file_gives_one_game_per_tree(tmp_path):
    (tmp_path / "two.sgf").write_text(record(";B[pd];W[dp]") + record(";B[dd];W[pp]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        assert library.import_paths([tmp_path / "two.sgf"]).imported == 2
        assert sorted(g.game_index for g in library.games()) == [0, 1]


def test_the_same_moves_in_another_file_are_a_duplicate(tmp_path):
    (tmp_path / "a.sgf").write_text(record(";B[pd];W[dp];B[pp]"), encoding="utf-8")
    (tmp_path / "b.sgf").write_text(record(";B[pd];W[dp];B[pp]", EV="another header"), encoding="utf-8")
    (tmp_path / "c.sgf").write_text(record(";B[pd];W[dp];B[dd]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        report = library.import_paths([tmp_path])
        assert report.imported == 2
        assert [(Path(d.file).name, d.game, Path(d.same_as_file).name, d.same_as_game) for d in report.duplicates] == [
            ("b.sgf", 0, "a.sgf", 0)
        ]


def test_unreadable_files_are_listed_with_the_reason_and_do_not_stop_the_import(tmp_path):
    (tmp_path / "a.sgf").write_text("this is not SGF", encoding="utf-8")
    (tmp_path / "b.sgf").write_text(record(";B[pd]"), encoding="utf-8")
    (tmp_path / "c.sgf").write_text("(;SZ[1];B[aa])", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        report = library.import_paths([tmp_path, tmp_path / "missing.sgf"])
        reasons = {Path(u.file).name: u.reason for u in report.unreadable}
        assert report.imported == 1
        assert "line 1, column 1" in reasons["a.sgf"]
        assert "size" in reasons["c.sgf"] or "rules" in reasons["c.sgf"]
        assert "No such file" in reasons["missing.sgf"] or "cannot read" in reasons["missing.sgf"]
        again = library.import_paths([tmp_path])  # listed again, still without a retry storm
        assert {Path(u.file).name for u in again.unreadable} == {"a.sgf", "c.sgf"}


def test_a_changed_file_replaces_its_games_and_a_touched_one_is_unchanged(tmp_path):
    path = tmp_path / "a.sgf"
    path.write_text(record(";B[pd];W[dp]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([path])
        stat = path.stat()
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
        touched = library.import_paths([path])
        assert (touched.imported, touched.unchanged) == (0, 1)
        path.write_text(record(";B[qd];W[dc];B[pq]"), encoding="utf-8")
        changed = library.import_paths([path])
        assert (changed.imported, changed.replaced) == (1, 1)
        (game,) = library.games()
        assert game.moves == 3
        old = Pattern.from_tree(parse("(;SZ[19]AB[pd]AW[dp])").games[0])
        assert library.search(pattern=old).games == []  # the old positions left the index too
        new = Pattern.from_tree(parse("(;SZ[19]AB[qd]AW[dc])").games[0])
        assert [h.move for h in library.search(pattern=new).games] == [2]


def test_a_cancelled_import_leaves_whole_files_and_a_usable_database(tmp_path, ai):
    source = ai / "AlphaGo Zero"
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 5

    path = tmp_path / "l.db"
    with Library(path) as library:
        report = library.import_paths([source], cancelled=cancel, workers=0)
        assert report.cancelled
        assert library.game_count() == report.imported == 5
    with Library(path) as library:  # reopened: consistent, and the import can simply be run again
        check = library.connection.execute("PRAGMA integrity_check").fetchone()[0]
        assert check == "ok"
        rest = library.import_paths([source], workers=0)
        assert rest.unchanged == 5 and library.game_count() == 5 + rest.imported
        assert library.game_count() == len(list(source.iterdir()))


def test_import_in_worker_processes_gives_the_same_library(tmp_path, ai):
    folder = tmp_path / "games"
    shutil.copytree(ai / "FineArt", folder, ignore=lambda d, names: sorted(names)[80:])
    with Library(tmp_path / "one.db") as one, Library(tmp_path / "two.db") as two:
        one.import_paths([folder], workers=0)
        two.import_paths([folder], workers=2)
        rows = "SELECT hash, key FROM positions ORDER BY hash, key"
        assert one.connection.execute(rows).fetchall() == two.connection.execute(rows).fetchall()
        assert [g.black for g in one.games()] == [g.black for g in two.games()]
        assert one.games(GameFilter(player="绝艺")) == two.games(GameFilter(player="绝艺"))


def test_the_games_of_files_gone_from_an_imported_folder_are_removed(tmp_path):
    folder = tmp_path / "games"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.sgf").write_text(record(";B[pd];W[dp]"), encoding="utf-8")
    (folder / "sub" / "b.sgf").write_text(record(";B[qd];W[dc]") + record(";B[cc]"), encoding="utf-8")
    (folder / "sub" / "c.sgf").write_text(record(";B[dd]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        assert library.import_paths([folder]).imported == 4
        (folder / "a.sgf").unlink()
        (folder / "sub" / "b.sgf").unlink()
        report = library.import_paths([folder])
        assert (report.imported, report.removed, report.unchanged) == (0, 3, 1)
        assert sorted(Path(p).name for p in report.removed_files) == ["a.sgf", "b.sgf"]
        assert [Path(g.file).name for g in library.games()] == ["c.sgf"]
        gone = Pattern.from_tree(parse("(;SZ[19]AB[pd]AW[dp])").games[0])
        assert library.search(pattern=gone).games == []  # their positions left the index too
        count = "SELECT (SELECT count(*) FROM lines), (SELECT count(*) FROM line_bits), (SELECT count(*) FROM files)"
        assert library.connection.execute(count).fetchone() == (1, 1, 1)
        shutil.rmtree(folder / "sub")  # a whole folder gone, named as the path to import
        assert library.import_paths([folder / "sub"]).removed == 1
        assert library.game_count() == 0


def test_a_file_outside_the_folder_is_not_removed(tmp_path):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    (tmp_path / "one" / "a.sgf").write_text(record(";B[pd]"), encoding="utf-8")
    (tmp_path / "two" / "b.sgf").write_text(record(";B[dd]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path / "one", tmp_path / "two"])
        report = library.import_paths([tmp_path / "two"])
        assert (report.removed, library.game_count()) == (0, 2)


def test_a_duplicate_comes_in_when_the_game_it_repeated_leaves(tmp_path):
    (tmp_path / "a.sgf").write_text(record(";B[pd];W[dp]"), encoding="utf-8")
    (tmp_path / "b.sgf").write_text(record(";B[pd];W[dp]", PB="the copy") + record(";B[cc]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        first = library.import_paths([tmp_path])
        assert (first.imported, len(first.duplicates)) == (2, 1)
        (tmp_path / "a.sgf").write_text(record(";B[qq]"), encoding="utf-8")  # a's game is no more
        changed = library.import_paths([tmp_path])
        assert (changed.imported, changed.replaced, changed.duplicates) == (2, 1, [])
        assert sorted((Path(g.file).name, g.game_index) for g in library.games()) == [
            ("a.sgf", 0),
            ("b.sgf", 0),
            ("b.sgf", 1),
        ]
        again = library.import_paths([tmp_path])
        assert (again.imported, again.unchanged) == (0, 2)


def test_progress_counts_every_file_and_ends_at_the_total(tmp_path):
    for name in "abc":
        (tmp_path / f"{name}.sgf").write_text(record(f";B[{name}{name}]"), encoding="utf-8")
    seen: list[ImportProgress] = []
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path], progress=seen.append)
        assert [(p.files_done, p.files_total, p.games_imported) for p in seen] == [(1, 3, 1), (2, 3, 2), (3, 3, 3)]
        (tmp_path / "d.sgf").write_text(record(";B[dd]"), encoding="utf-8")
        seen.clear()
        library.import_paths([tmp_path], progress=seen.append)
        assert [(p.files_done, p.files_total) for p in seen] == [(3, 4), (4, 4)]  # the unchanged at once


def test_a_file_named_to_import_that_is_gone_loses_its_games_and_is_listed(tmp_path):
    path = tmp_path / "a.sgf"
    path.write_text(record(";B[pd]"), encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([path])
        path.unlink()
        report = library.import_paths([path])
        assert (report.removed, library.game_count()) == (1, 0)
        assert [Path(u.file).name for u in report.unreadable] == ["a.sgf"]


def test_linked_folders_are_walked_once_and_pseudo_file_systems_never(tmp_path):
    from qtgo.library.importer import discover

    (tmp_path / "games" / "deep").mkdir(parents=True)
    (tmp_path / "games" / "a.sgf").write_text(record(";B[pd]"), encoding="utf-8")
    (tmp_path / "games" / "deep" / "b.sgf").write_text(record(";B[dd]"), encoding="utf-8")
    (tmp_path / "games" / "deep" / "up").symlink_to("..")  # a cycle
    (tmp_path / "games" / "again").symlink_to(tmp_path / "games" / "deep")
    (tmp_path / "games" / "proc").symlink_to("/proc")
    (tmp_path / "games" / "zero.sgf").symlink_to("/dev/zero")
    found = discover([tmp_path / "games", tmp_path / "games" / "deep", "/proc", "/sys"])
    assert sorted(path.name for path in found) == ["a.sgf", "b.sgf"]


def test_devices_and_fifos_named_to_import_are_unreadable_at_once(tmp_path):
    fifo = tmp_path / "fifo.sgf"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.sgf"
    zero.symlink_to("/dev/zero")
    with Library(tmp_path / "l.db") as library:
        report = library.import_paths([fifo, zero])
    reasons = {Path(u.file).name: u.reason for u in report.unreadable}
    assert "device" in reasons["zero"] and "no game tree" in reasons["fifo.sgf"]


def _signal_handling(_index: int) -> tuple[bool, bool]:
    return signal.getsignal(signal.SIGTERM) is signal.SIG_DFL, signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def _raise_on_term(_number: int, _frame: object) -> None:
    raise KeyboardInterrupt  # as qtgo-cli answers SIGTERM in its own process


def test_reader_processes_end_quietly_on_the_pools_sigterm() -> None:
    """A forked reader must not keep the command line's SIGTERM handler: the pool stops its
    readers with SIGTERM at the end of every import, and the handler printed a traceback."""
    from qtgo.library.importer import _start_reader

    previous = signal.signal(signal.SIGTERM, _raise_on_term)
    try:
        with multiprocessing.get_context("fork").Pool(1, initializer=_start_reader) as pool:
            assert pool.map(_signal_handling, [0]) == [(True, True)]
    finally:
        signal.signal(signal.SIGTERM, previous)
