"""``games_json``: the games a search found as JSON, written by SQLite, as Python writes them."""

from __future__ import annotations

import json
import sqlite3

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
    parts = list(module.GamesJsonParts(library.connection, keys, step=10))
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


def _made_ahead_threads():
    import threading

    return [thread for thread in threading.enumerate() if thread.name.startswith("qtgo-made-ahead")]


def test_the_parts_made_in_other_threads_are_the_bytes_made_in_this_one(library, monkeypatch):
    from qtgo.library import ahead

    ids = library.game_ids()
    keys = [(ids[i % len(ids)], i if i % 3 else None, i % 8, i % 2, i % 5 == 1) for i in range(57)]
    for step in (1, 4, 10, 100):
        for workers in (1, 2):
            with module.GamesJsonParts(library.connection, keys, step=step, workers=workers, depth=2) as parts:
                ahead_ = list(parts)
            assert not _made_ahead_threads()
            with monkeypatch.context() as here:
                here.setattr(ahead, "second_connection", lambda db: None)  # as for a library in memory
                with module.GamesJsonParts(library.connection, keys, step=step, workers=workers) as parts:
                    in_this_thread = list(parts)
            assert ahead_ == in_this_thread
            assert [g["move"] for g in json.loads(b"".join(ahead_))] == [k[1] for k in keys]


def test_an_error_in_a_thread_making_parts_is_raised_to_the_reader(library, monkeypatch):
    ids = library.game_ids()
    keys = [(ids[0], i, 0, 0, False) for i in range(30)]
    monkeypatch.setattr(module, "_SQL", "SELECT games FROM no_such_table WHERE ? IS NOT NULL")
    with pytest.raises(sqlite3.OperationalError, match="no such table: no_such_table"):
        b"".join(library.games_json(keys))
    assert not _made_ahead_threads()


def test_parts_left_unread_end_their_threads_when_closed(library):
    ids = library.game_ids()
    keys = [(ids[i % len(ids)], i, 0, 0, False) for i in range(50)]
    with module.GamesJsonParts(library.connection, keys, step=1, depth=1) as parts:
        assert next(parts) == b"["
    assert not _made_ahead_threads()


def test_a_search_without_rows_counts_its_continuations_when_they_are_read(library, monkeypatch):
    from qtgo.library import Pattern, pattern_columns
    from qtgo.sgf import parse

    counted = []
    real = pattern_columns.count_continuations

    def count(*args):
        counted.append(1)
        return real(*args)

    monkeypatch.setattr(pattern_columns, "count_continuations", count)
    pattern = Pattern.from_tree(parse("(;SZ[19]AB[pd]VW[ma:si])").games[0])
    lazy = library.search(pattern=pattern, swap_colors=True, rows=False)
    assert counted == []  # the games' JSON may be written meanwhile
    eager = library.search(pattern=pattern, swap_colors=True)
    assert (lazy.years, lazy.continuations, counted) == (eager.years, eager.continuations, [1, 1])


def test_games_added_as_they_come_make_the_same_bytes(library):
    ids = library.game_ids()
    keys = [(ids[i % len(ids)], i, i % 8, 0, i % 3 == 0) for i in range(40)]
    packed = module._packed(keys)
    assert packed is not None
    whole = b"".join(module.GamesJsonParts(library.connection, keys, step=7))
    for pieces in ([40], [3, 0, 11, 26], [1] * 40):
        parts = module.GamesJsonParts(library.connection, [], step=7, more=True)
        start = 0
        for size in pieces:
            parts.add(packed[start : start + size])
            start += size
        parts.end()
        assert b"".join(parts) == whole
    assert not _made_ahead_threads()


@pytest.mark.parametrize(
    ("pattern_text", "limit"),
    [("(;SZ[19]AB[pd]VW[ma:si])", None), ("(;SZ[19]AB[pd]VW[ma:si])", 2), ("(;SZ[19]AB[pd]AW[dp])", None), (None, 1)],
)
def test_search_json_writes_the_games_of_search_as_they_are_found(library, monkeypatch, pattern_text, limit):
    from qtgo.library import Pattern, ahead
    from qtgo.sgf import parse

    pattern = None if pattern_text is None else Pattern.from_tree(parse(pattern_text).games[0])
    options = {"pattern": pattern, "swap_colors": True, "limit": limit}
    searched = library.search(**options)
    expected = b"".join(library.games_json(searched.keys))
    for in_memory in (False, True):
        with monkeypatch.context() as here:
            if in_memory:
                here.setattr(ahead, "second_connection", lambda db: None)
            result, games = library.search_json(**options)
            with games as parts:
                assert b"".join(parts) == expected
        assert (result.continuations, result.years) == (searched.continuations, searched.years)
        assert not _made_ahead_threads()


def test_search_json_ends_its_thread_when_the_search_fails(library, monkeypatch):
    from qtgo.library import Pattern, pattern_columns
    from qtgo.sgf import parse

    real = pattern_columns.find_columns

    def failing(*args, found=None, **kwargs):
        real(*args, found=found, **kwargs)  # the games found go to their JSON
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(pattern_columns, "find_columns", failing)
    pattern = Pattern.from_tree(parse("(;SZ[19]AB[pd]VW[ma:si])").games[0])
    with pytest.raises(sqlite3.OperationalError, match="disk I/O error"):
        library.search_json(pattern=pattern)
    assert not _made_ahead_threads()


def test_one_part_known_at_once_is_made_here_without_a_thread(library):
    ids = library.game_ids()
    keys = [(game, None, None, 0, False) for game in ids]
    with module.GamesJsonParts(library.connection, keys) as parts:
        assert not _made_ahead_threads()
        assert len(json.loads(b"".join(parts))) == len(ids)
