"""The schema version: an older database is upgraded with its games, a newer one refused."""

from __future__ import annotations

import sqlite3

import pytest

from qtgo.library import GameFilter, Library, LibraryError, LibraryErrorReason, Pattern
from qtgo.library.schema import SCHEMA_V1, SCHEMA_VERSION
from qtgo.sgf import parse


def test_a_version_1_library_is_upgraded_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1 + "PRAGMA user_version = 1;")
    db.execute("INSERT INTO files(id, path, size, mtime_ns, sha1) VALUES (1, '/games/a.sgf', 10, 1, 'x')")
    db.execute(
        "INSERT INTO games(id, file_id, game_index, black, white, black_rank, white_rank, event, date, result,"
        " rules, komi, handicap, width, height, moves, digest)"
        " VALUES (1, 1, 0, 'Honinbo Shusaku', 'Gennan Inseki', '4d', '8d', 'ear-reddening game', '1846-09-11,12',"
        " 'B+2', 'Japanese', 0, 0, 19, 19, 325, 'd1')"
    )
    db.commit()
    db.close()
    with Library(path) as library:
        assert library.schema_version_found == 1
        version = library.connection.execute("PRAGMA user_version").fetchone()[0]
        assert version == SCHEMA_VERSION
        (game,) = library.games(GameFilter(date_from="1846-09-12", result="B"))
        assert (game.black, game.winner) == ("Honinbo Shusaku", "B")
        assert library.games(GameFilter(date_to="1846-09-10")) == []


def test_a_library_from_a_newer_qtgo_is_refused_untouched(tmp_path):
    path = tmp_path / "new.db"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.execute("CREATE TABLE future(x)")
    db.commit()
    db.close()
    with pytest.raises(LibraryError) as caught:
        Library(path)
    assert caught.value.reason is LibraryErrorReason.NEWER_SCHEMA
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1


def test_a_new_library_uses_wal(tmp_path):
    with Library(tmp_path / "sub" / "l.db") as library:
        assert library.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert library.connection.execute("PRAGMA auto_vacuum").fetchone()[0] == 2  # incremental
        assert library.schema_version_found == 0


def test_opening_and_searching_a_library_writes_nothing_to_its_file(tmp_path):
    # Setting auto_vacuum again on an existing file rewrote its first page at every opening
    # (and synced it): a search changed the file it only reads.
    (tmp_path / "a.sgf").write_text("(;SZ[19]PB[Shusaku];B[pd];W[dp];B[pp])", encoding="utf-8")
    path = tmp_path / "l.db"
    with Library(path) as library:
        library.import_paths([tmp_path / "a.sgf"])
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with Library(path) as library:
        assert library.schema_version_found == SCHEMA_VERSION
        assert len(library.search(GameFilter(black="Shusaku")).games) == 1
        assert len(library.search(pattern=Pattern.from_tree(parse("(;SZ[19]AB[pd])").games[0])).games) == 1
        wal = path.with_name(path.name + "-wal")
        assert not wal.exists() or wal.stat().st_size == 0
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_version_2_library_is_upgraded_and_its_games_are_found_by_pattern(tmp_path):
    (tmp_path / "a.sgf").write_text("(;SZ[19]PB[old];B[pd];W[dp];B[pp])", encoding="utf-8")
    path = tmp_path / "old.db"
    with Library(path) as library:
        library.import_paths([tmp_path / "a.sgf"])
    db = sqlite3.connect(path, isolation_level=None)  # back to the version 2 layout, games kept
    db.executescript(
        "DROP INDEX games_outcome; ALTER TABLE games DROP COLUMN outcome;"
        " DROP TABLE analysis_queue; DROP TABLE coach_summaries; DROP TABLE move_losses; DROP TABLE problems; DROP TABLE line_bits; ALTER TABLE files DROP COLUMN skipped;"
        " DROP INDEX games_date_key; ALTER TABLE games DROP COLUMN date_key;"
        " PRAGMA user_version = 2;"
    )
    db.close()
    with Library(path) as library:
        assert library.schema_version_found == 2
        assert library.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        pattern = Pattern.from_tree(parse("(;SZ[19]VW[jj:ss]AB[pp])").games[0])
        found = library.search(pattern=pattern).games  # B pd, mirrored top-bottom
        assert [(h.game.black, h.move, h.symmetry) for h in found] == [("old", 1, 2)]
        assert library.import_paths([tmp_path / "a.sgf"]).unchanged == 1


def test_a_version_6_library_gets_the_first_stones_and_date_keys_an_import_writes(tmp_path):
    from old_schema import back_to_v6, imported_twice

    games = tmp_path / "games"
    games.mkdir()
    for number, (date, moves) in enumerate(
        [("2016-03-09", ";B[pd];W[dd];B[pp]"), ("", ";B[dd];W[pd]"), ("spring 1998", ";B[dp];W[dd];B[pp];W[pd]")]
    ):
        (games / f"g{number}.sgf").write_text(f"(;SZ[19]DT[{date}]{moves}(;B[qq])(;B[cc]))", encoding="utf-8")
    fresh, old = imported_twice(tmp_path, games, back_to_v6)
    query = "SELECT games.id, date_key, line, first FROM games JOIN line_bits ON game_id = games.id ORDER BY 1, 3"
    with Library(old) as upgraded, Library(fresh) as imported:
        assert upgraded.schema_version_found == 6
        assert upgraded.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        rows = upgraded.connection.execute(query).fetchall()
        assert rows == imported.connection.execute(query).fetchall() and len(rows) == 6  # a variation each
        assert [row[1][0] for row in rows[::2]] == ["0", "2", "1"]  # dated, none, a date naming no day
        pattern = Pattern.from_tree(parse("(;SZ[19]VW[aa:ii]AB[dd])").games[0])
        found = upgraded.search(pattern=pattern, variations=True).games
        assert [(h.game.date, h.move, h.symmetry) for h in found] == [
            ("2016-03-09", 1, 1),  # B Q16, mirrored left-right
            ("", 1, 0),
            ("spring 1998", 1, 2),  # B D4, mirrored top-bottom
        ]
        paged = upgraded.search_pages(pattern=pattern).games  # by date: days, then a date's text, then none
        assert [h.game.date for h in paged] == ["2016-03-09", "spring 1998", ""]


def test_a_version_8_library_gets_each_games_outcome_and_counts_wins_and_years_as_a_fresh_one(tmp_path):
    from old_schema import back_to_v8, imported_twice

    games = tmp_path / "games"
    games.mkdir()
    for number, (date, verdict) in enumerate(
        [("2016-03-09", "B+R"), ("", "W+3.5"), ("spring 1998", "Void"), ("1846-09-11,12", "W+R"), ("2020", "")]
    ):
        moves = f";B[pd];W[qc];B[pp];W[qn];B[{'abcde'[number]}a]" + ";W[bb]" * (number == 0)  # W R17 next to B Q16
        (games / f"g{number}.sgf").write_text(f"(;SZ[19]DT[{date}]RE[{verdict}]{moves})", encoding="utf-8")
    fresh, old = imported_twice(tmp_path, games, back_to_v8)
    pattern = Pattern.from_tree(parse("(;SZ[19]VW[jj:ss]AB[pp])").games[0])
    corner = Pattern.from_tree(parse("(;SZ[19]VW[aa:cc]AB[aa])").games[0])  # then W B18 in the first game
    query = "SELECT id, outcome FROM games ORDER BY id"
    with Library(old) as upgraded, Library(fresh) as imported:
        assert upgraded.schema_version_found == 8
        rows = upgraded.connection.execute(query).fetchall()
        assert rows == imported.connection.execute(query).fetchall()
        # (year + 1000) << 2 | winner: 1 Black, 2 White, 0 neither; a date naming no day: year -1.
        assert [outcome for _, outcome in rows] == [3016 << 2 | 1, 999 << 2 | 2, 999 << 2, 2846 << 2 | 2, 3020 << 2]
        for library in (upgraded, imported):
            # In every game (the outcomes read from the index), and in one of the five (by id).
            for found, (count, black, white), years in (
                (pattern, (5, 1, 2), (1846, 2016, 2020)),
                (corner, (1, 1, 0), (2016,)),
            ):
                result = library.search(pattern=found)
                (continuation,) = result.continuations
                assert (continuation.count, continuation.black_wins, continuation.white_wins) == (count, black, white)
                assert result.years == years
