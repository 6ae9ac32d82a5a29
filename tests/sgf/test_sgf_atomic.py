"""Atomic writes: symbolic links keep pointing at the saved file; errors name the user's file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from qtgo.sgf import GameTree, load, save
from qtgo.sgf.atomic import write_atomic


def test_saving_through_a_symlink_writes_the_target(tmp_path: Path) -> None:
    real = tmp_path / "games" / "real.sgf"
    real.parent.mkdir()
    real.write_text("(;C[old])")
    link = tmp_path / "link.sgf"
    link.symlink_to(real)
    game = GameTree()
    game.black_player = "new"
    save(link, game)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load(real).games[0].black_player == "new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["real.sgf"]


def test_a_chain_of_links_is_followed(tmp_path: Path) -> None:
    real = tmp_path / "real.sgf"
    real.write_text("x")
    (tmp_path / "one").symlink_to(real)
    (tmp_path / "two").symlink_to(tmp_path / "one")
    write_atomic(tmp_path / "two", b"data")
    assert real.read_bytes() == b"data" and (tmp_path / "two").is_symlink()


def test_the_mode_of_the_old_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "game.sgf"
    path.write_text("x")
    path.chmod(0o640)
    write_atomic(path, b"y")
    assert path.stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only folder")
def test_a_read_only_folder_is_reported_with_the_users_file_name(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "game.sgf"
    path.write_text("old")
    folder.chmod(0o500)
    try:
        with pytest.raises(OSError) as caught:
            write_atomic(path, b"new")
    finally:
        folder.chmod(0o700)
    assert caught.value.filename == str(path) and ".tmp" not in str(caught.value)
    assert path.read_text() == "old"


def test_a_failed_write_names_the_users_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.sgf"
    path.write_text("old")

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device", str(tmp_path / ".game.sgf.abcd.tmp"))

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError) as caught:
        write_atomic(path, b"new")
    assert caught.value.filename == str(path)
    assert "No space left on device" in str(caught.value) and ".tmp" not in str(caught.value)
    assert path.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["game.sgf"]
