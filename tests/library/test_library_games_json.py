"""``games_json``: the games a search found as JSON, written by SQLite, as Python writes them."""

from __future__ import annotations

import json

import pytest

from qtgo.library import Library
from qtgo.library import games_json as module


@pytest.fixture
def library(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a.sgf").write_text(
        '(;SZ[19]PB[Ли Седоль]PW[Ke "Jie"\\]]DT[2016-03-09]RE[W+R];B[pd];W[dp])(;SZ[19]PB[B];B[dd])',
        encoding="utf-8",
    )
    (folder / "b.sgf").write_text("(;SZ[19]PW[no date nor result];B[pp])", encoding="utf-8")
    with Library(tmp_path / "l.db") as opened:
        opened.import_paths([folder])
        yield opened


def test_sqlite_writes_the_same_games_as_python_in_the_order_given(library):
    ids = library.game_ids()
    keys = [(ids[2], 7, 3, 0, True), (ids[0], None, None, 0, False), (ids[1], 0, 0, 12, False), (ids[0], 1, 5, 1, True)]
    written = b"".join(library.games_json(keys))
    assert json.loads(written) == json.loads(module._in_python(library.connection, keys))
    games = json.loads(written)
    assert [g["move"] for g in games] == [7, None, 0, 1] and [g["symmetry"] for g in games] == [3, None, 0, 5]
    assert [g["variation"] for g in games] == [12 if i == 2 else (1 if i == 3 else 0) for i in range(4)]
    assert [g["colors_swapped"] for g in games] == [True, False, False, True]
    assert {g["black"] for g in games} >= {"Ли Седоль"} and 'Ke "Jie"]' in {g["white"] for g in games}
    assert "Ли Седоль".encode() in written  # UTF-8 as it is, as ``json.dumps(ensure_ascii=False)`` writes it
    assert json.loads(b"".join(library.games_json([]))) == []


def test_numbers_too_large_for_the_packed_hit_are_written_by_python(library, monkeypatch):
    ids = library.game_ids()
    keys = [(ids[0], 70_000, 1, 0, False), (ids[1], 3, 2, 0, False)]  # a move above 65,535
    asked = []

    def in_python(db, keys_):
        asked.append(keys_)
        return b"[]"

    monkeypatch.setattr(module, "_in_python", in_python)
    b"".join(library.games_json(keys))
    assert asked == [keys]


def test_a_long_list_comes_in_parts_that_make_one_array(library):
    ids = library.game_ids()
    keys = [(ids[i % len(ids)], i, i % 8, 0, i % 2 == 1) for i in range(25)]
    parts = list(module.games_json_parts(library.connection, keys, step=10))
    assert len(parts) > 3  # "[", three parts with commas between, "]"
    games = json.loads(b"".join(parts))
    assert [g["move"] for g in games] == list(range(25))


def test_a_pattern_search_packs_its_keys_as_games_json_does(library):
    from qtgo.library import Pattern
    from qtgo.sgf import parse

    pattern = Pattern.from_tree(parse("(;SZ[19]AB[pd]VW[ma:si])").games[0])
    result = library.search(pattern=pattern, swap_colors=True, rows=False)
    assert result.keys and result.packed is not None
    packed = b"".join(library.games_json(result.keys, result.packed))
    assert packed == b"".join(library.games_json(result.keys))


def test_a_search_without_rows_makes_its_keys_when_they_are_read(library):
    # The packed keys are what --json writes; the tuples are made only if asked for, the same.
    from qtgo.library import Pattern
    from qtgo.sgf import parse

    pattern = Pattern.from_tree(parse("(;SZ[19]AB[pd]VW[ma:si])").games[0])
    lazy = library.search(pattern=pattern, swap_colors=True, rows=False, limit=3)
    eager = library.search(pattern=pattern, swap_colors=True, limit=3)
    assert lazy.packed is not None and not lazy.games
    assert b"".join(library.games_json([], lazy.packed)) == b"".join(library.games_json(eager.keys))
    assert lazy.keys == eager.keys and len(lazy.keys) == 3
    assert (lazy.continuations, lazy.years) == (eager.continuations, eager.years)
    lazy.keys = []
    assert lazy.keys == []
