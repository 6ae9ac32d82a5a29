"""Position and pattern searches checked against a brute-force replay of the same games."""

from __future__ import annotations

import random
from dataclasses import asdict
from pathlib import Path

import pytest
from library_brute_force import ANY, BLACK, EMPTY, WHITE, first_hit, image, images, read_games

from qtgo.library import Library, Pattern, PatternError
from qtgo.library.symmetry import transform, transform_tree
from qtgo.sgf import dumps, load, parse


@pytest.fixture(scope="module")
def collection(tmp_path_factory, request):
    """Twenty real games, three turned copies and a colour-swapped one, imported."""
    corpus = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "ai"
    corpus = corpus.resolve()
    if not corpus.is_dir():
        pytest.skip(f"the shared SGF corpus is absent ({corpus})")
    folder = tmp_path_factory.mktemp("games")
    sources = sorted((corpus / "AlphaGo Zero").iterdir())[:12] + sorted((corpus / "FineArt").iterdir())[:8]
    for number, source in enumerate(sources):
        (folder / f"g{number:02}.sgf").write_bytes(source.read_bytes())
    first = load(sources[0], check_moves=False).games[0]
    for k in (3, 5, 7):
        (folder / f"turned{k}.sgf").write_text(dumps(transform_tree(first, k)), encoding="utf-8")
    (folder / "swapped.sgf").write_text(dumps(transform_tree(first, 4, swap_colors=True)), encoding="utf-8")
    library = Library(tmp_path_factory.mktemp("db") / "library.db")
    report = library.import_paths([folder], workers=0)
    assert report.imported == 24 and not report.unreadable
    games = read_games(sorted(folder.iterdir()))
    yield library, games
    library.close()


def expected(games, pattern: dict[int, int], swap_colors: bool, size: int = 19):
    found = {}
    variants = images(pattern, size, size, swap_colors)
    for game in games:
        hit = first_hit(game, pattern, size, size, swap_colors, variants)
        if hit is not None:
            found[(game.file, game.index)] = hit
    return found


def actual(library: Library, pattern: Pattern, swap_colors: bool):
    result = library.search(pattern=pattern, swap_colors=swap_colors)
    return {(h.game.file, h.game.game_index): (h.move, h.symmetry, h.swapped) for h in result.games}, result


def continuations(found, pattern: dict[int, int], size: int = 19) -> dict[tuple[int, int], int]:
    """Counts by (point, colour); points the pattern's own symmetries make equal count as one."""
    same = [k for k in range(8) if image(pattern, k, size, size, False) == pattern]

    def canonical(index: int) -> int:
        y, x = divmod(index, size)
        return min(ty * size + tx for tx, ty in (transform(k, x, y, size, size) for k in same))

    counts: dict[tuple[int, int], int] = {}
    for *_, nxt in found.values():
        if nxt is not None:
            key = (canonical(nxt[1]), nxt[0])
            counts[key] = counts.get(key, 0) + 1
    return counts


def region_pattern(cells: list[int], x0: int, y0: int, x1: int, y1: int, wild=()) -> dict[int, int]:
    pattern = {}
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            index = y * 19 + x
            pattern[index] = ANY if index in wild else cells[index]
    return pattern


@pytest.mark.parametrize("swap_colors", [False, True])
@pytest.mark.parametrize("move", [0, 1, 30, 120])
def test_whole_board_position_is_found_in_every_orientation(collection, move, swap_colors):
    library, games = collection
    _, cells = next(p for p in games[0].positions if p[0] == move)
    pattern = Pattern(19, 19, dict(enumerate(cells)))
    assert pattern.is_whole_board
    want = expected(games, pattern.cells, swap_colors)
    got, result = actual(library, pattern, swap_colors)
    assert got == {key: hit[:3] for key, hit in want.items()}
    if move >= 30:
        assert {hit[1] for hit in got.values()} >= {0, 3, 5, 7}  # the turned copies, as turned
        assert any(hit[2] for hit in got.values()) is swap_colors
    counts = {(c.point, c.color): c.count for c in result.continuations}
    assert counts == continuations(want, pattern.cells)


@pytest.mark.parametrize("swap_colors", [False, True])
def test_corner_pattern_matches_brute_force_with_continuations(collection, swap_colors):
    library, games = collection
    _, cells = next(p for p in games[5].positions if p[0] == 14)
    pattern_cells = region_pattern(cells, 0, 0, 7, 7)
    if not any(pattern_cells.values()):
        pattern_cells = region_pattern(cells, 11, 11, 18, 18)
    pattern = Pattern(19, 19, pattern_cells)
    want = expected(games, pattern_cells, swap_colors)
    got, result = actual(library, pattern, swap_colors)
    assert got == {key: hit[:3] for key, hit in want.items()}
    assert len(got) >= 1
    counts = {(c.point, c.color): c.count for c in result.continuations}
    assert counts == continuations(want, pattern_cells)


def test_random_patterns_with_wildcards_match_brute_force(collection):
    library, games = collection
    rng = random.Random(7)
    for _ in range(6):
        game = rng.choice(games)
        _, cells = rng.choice(game.positions[10:80])
        x0, y0 = rng.randrange(0, 14), rng.randrange(0, 14)
        box = [(x, y) for y in range(y0, y0 + 5) for x in range(x0, x0 + 5)]
        wild = {y * 19 + x for x, y in rng.sample(box, 4)}
        pattern_cells = region_pattern(cells, x0, y0, x0 + 4, y0 + 4, wild)
        if all(v in (EMPTY, ANY) for v in pattern_cells.values()):
            continue
        pattern = Pattern(19, 19, pattern_cells)
        want = expected(games, pattern_cells, True)
        got, result = actual(library, pattern, True)
        assert got == {key: hit[:3] for key, hit in want.items()}
        assert (game.file, game.index) in got
        assert {(c.point, c.color): c.count for c in result.continuations} == continuations(want, pattern_cells)


def test_results_of_continuations_count_the_winners(collection):
    library, games = collection
    _, cells = next(p for p in games[0].positions if p[0] == 1)
    result = library.search(pattern=Pattern(19, 19, dict(enumerate(cells))))
    winners = {(h.game.file, h.game.game_index): h.game.winner for h in result.games}
    assert sum(c.count for c in result.continuations) == len(result.games)
    assert sum(c.black_wins for c in result.continuations) == list(winners.values()).count("B")
    assert sum(c.white_wins for c in result.continuations) == list(winners.values()).count("W")


def test_pattern_from_sgf_reads_region_stones_and_wildcards():
    tree = parse("(;SZ[9]VW[aa:cc]AB[aa]AW[bb]MA[cc])").games[0]
    pattern = Pattern.from_tree(tree)
    assert pattern.cells == {
        0: BLACK,
        1: EMPTY,
        2: EMPTY,
        9: EMPTY,
        10: WHITE,
        11: EMPTY,
        18: EMPTY,
        19: EMPTY,
        20: ANY,
    }
    assert not pattern.is_whole_board
    whole = Pattern.from_tree(parse("(;SZ[9]AB[ee])").games[0])
    assert whole.is_whole_board and whole.cells[40] == BLACK


def test_a_stone_outside_the_region_is_refused():
    with pytest.raises(PatternError):
        Pattern.from_tree(parse("(;SZ[9]VW[aa:cc]AB[ii])").games[0])


def test_a_pattern_of_wildcards_only_is_refused(collection):
    library, _ = collection
    with pytest.raises(PatternError):
        library.search(pattern=Pattern(19, 19, {0: ANY, 1: ANY}))


def test_variations_are_searched_only_when_asked(tmp_path):
    (tmp_path / "v.sgf").write_text("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gd];B[cg]))", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path], workers=0)
        pattern = Pattern.from_tree(parse("(;SZ[9]VW[aa:ii]AB[ee]AW[gd])").games[0])
        assert library.search(pattern=pattern).games == []
        hits = library.search(pattern=pattern, variations=True).games
        assert [(h.move, h.line) for h in hits] == [(2, 1)]
        corner = Pattern.from_tree(parse("(;SZ[9]VW[ff:ii]AB[gg])").games[0])
        main = library.search(pattern=corner).games
        assert [(h.move, h.symmetry) for h in main] == [(3, 0)]
        both = library.search(pattern=corner, variations=True).games
        assert [(h.move, h.line) for h in both] == [(3, 0)]  # the main line wins over a variation


def test_handicap_stones_are_the_position_before_the_first_move(tmp_path):
    (tmp_path / "h.sgf").write_text("(;SZ[9]HA[2]AB[cg][gc];W[cc];B[gg])", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path], workers=0)
        start = Pattern.from_tree(parse("(;SZ[9]AB[gc][cg])").games[0])
        assert [(h.move, h.symmetry) for h in library.search(pattern=start).games] == [(0, 0)]
        after = Pattern.from_tree(parse("(;SZ[9]AB[gc][cg]AW[gg])").games[0])  # W cc seen from the other corner
        assert [(h.move, h.symmetry) for h in library.search(pattern=after).games] == [(1, 3)]


def test_a_rectangular_board_has_four_symmetries_only(tmp_path):
    (tmp_path / "r.sgf").write_text("(;SZ[9:13];B[ba];W[aa])", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path], workers=0)
        mirrored = Pattern.from_tree(parse("(;SZ[9:13]AB[hm])").games[0])  # ba turned by 180°
        assert [(h.move, h.symmetry) for h in library.search(pattern=mirrored).games] == [(1, 3)]
        transposed = Pattern.from_tree(parse("(;SZ[9:13]AB[ab])").games[0])  # ba on the diagonal: no symmetry
        assert library.search(pattern=transposed).games == []
        corner = Pattern.from_tree(parse("(;SZ[9:13]VW[aa:cc]AB[ab]AW[aa])").games[0])
        assert library.search(pattern=corner).games == []


def test_a_pattern_beyond_the_first_384_points_of_a_large_board(tmp_path):
    # On 21x21 the bottom rows are past the words of the SQL filter: the exact check decides.
    (tmp_path / "big.sgf").write_text("(;SZ[21];B[ss];W[rs];B[sr];W[cc])", encoding="utf-8")
    with Library(tmp_path / "l.db") as library:
        library.import_paths([tmp_path], workers=0)
        corner = Pattern.from_tree(parse("(;SZ[21]VW[pp:uu]AB[ss][sr]AW[rs])").games[0])
        assert [(h.move, h.symmetry) for h in library.search(pattern=corner).games] == [(3, 0)]
        turned = Pattern.from_tree(parse("(;SZ[21]VW[aa:ff]AB[cc][cd]AW[dc])").games[0])  # the same, by 180°
        assert [(h.move, h.symmetry) for h in library.search(pattern=turned).games] == [(3, 3)]
        other = Pattern.from_tree(parse("(;SZ[21]VW[pp:uu]AB[ss][rs]AW[sr])").games[0])  # colours of two points swapped
        assert [h.move for h in library.search(pattern=other).games] == [3]  # its mirror on the diagonal
        wrong = Pattern.from_tree(parse("(;SZ[21]VW[pp:uu]AB[ss][rr]AW[rs])").games[0])
        assert library.search(pattern=wrong).games == []


def _found(library: Library, pattern: Pattern, swap_colors: bool):
    result = library.search(pattern=pattern, swap_colors=swap_colors)
    games = [(h.game.id, h.move, h.symmetry, h.swapped, h.line) for h in result.games]
    nexts = [(c.point, c.color, c.count, c.black_wins, c.white_wins, c.game_ids) for c in result.continuations]
    return games, nexts


def _nothing_known(answer):
    """``BatchVariants.answer`` that leaves every line to a replay."""

    def unsure(self, firsts, count, fits):
        got = answer(self, firsts, count, fits)
        got.unsure[:] = True
        got.hit[:] = False
        return got

    return unsure


@pytest.mark.parametrize("together", [True, False], ids=["batch", "every-line-replayed"])
def test_the_first_stones_answer_as_the_replay_of_every_candidate_does(collection, tmp_path, monkeypatch, together):
    """The index's first stones decide most lines without a replay; the answers are the
    replay's, for many patterns: a stone or two in an empty corner (most games), real corners
    at many moves, wildcards, colours swapped. The replay is forced by forgetting ``first``.
    Also with the batch leaving every line to the replay: what it leaves is merged back in
    order."""
    import shutil
    import sqlite3

    from qtgo.library import pattern_columns, pattern_scan
    from qtgo.library.first_batch import BatchVariants
    from qtgo.library.pattern import _hit_in as replay_line
    from qtgo.library.pattern_replay import first_matches

    library, games = collection
    library.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    shutil.copy(library.path, tmp_path / "replayed.db")
    with sqlite3.connect(tmp_path / "replayed.db") as db:
        db.execute("UPDATE line_bits SET first = NULL")
    rng = random.Random(29)
    patterns = [
        {y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)},
        {y * 19 + x: {(3, 3): BLACK, (2, 5): WHITE}.get((x, y), EMPTY) for y in range(9) for x in range(9)},
        {y * 19 + x: (WHITE if (x, y) == (15, 3) else EMPTY) for y in range(7) for x in range(12, 19)},
    ]
    for _ in range(40):
        game = rng.choice(games)
        _, cells = rng.choice(game.positions[:90])
        size = rng.choice((5, 7, 9))
        x0, y0 = rng.choice((0, 19 - size)), rng.choice((0, 19 - size))
        box = [(x, y) for y in range(y0, y0 + size) for x in range(x0, x0 + size)]
        wild = {y * 19 + x for x, y in rng.sample(box, rng.choice((0, 0, 3)))}
        cells_ = region_pattern(cells, x0, y0, x0 + size - 1, y0 + size - 1, wild)
        if any(state in (BLACK, WHITE) for state in cells_.values()):
            patterns.append(cells_)
    replays = []
    real = replay_line  # what the scan calls for each line it replays

    def counted(*args, **kwargs):
        replays.append(args[:2])
        return real(*args, **kwargs)

    real_all = first_matches  # what the whole search calls with every line it replays

    def counted_all(lines, *args, **kwargs):
        replays.extend([()] * len(lines))
        return real_all(lines, *args, **kwargs)

    monkeypatch.setattr(pattern_scan, "_hit_in", counted)
    monkeypatch.setattr(pattern_columns, "first_matches", counted_all)
    if not together:
        monkeypatch.setattr(BatchVariants, "answer", _nothing_known(BatchVariants.answer))
    answered = hits = 0
    with Library(tmp_path / "replayed.db") as replayed:
        for number, cells_ in enumerate(patterns):
            swap = number % 2 == 1
            pattern = Pattern(19, 19, cells_)
            replays.clear()
            fast = _found(library, pattern, swap)
            fast_replays = len(replays)
            slow = _found(replayed, pattern, swap)
            assert fast == slow, number
            hits += len(fast[0])
            candidates = len(replays) - fast_replays  # the replayed library replays every candidate line
            answered += candidates - fast_replays  # lines the bytes answered alone
    assert hits > 100 and (answered > hits // 2 or not together)
    one_stone = Pattern(19, 19, patterns[0])
    assert _found(library, one_stone, False)[0] and expected(games, patterns[0], False)  # brute force agrees too
    got, _ = actual(library, one_stone, False)
    assert got == {key: hit[:3] for key, hit in expected(games, patterns[0], False).items()}


@pytest.mark.parametrize("together", [True, False], ids=["batch", "every-line-replayed"])
@pytest.mark.parametrize("swap", [False, True])
def test_the_whole_search_and_the_windows_paged_scan_find_and_count_the_same(collection, swap, together, monkeypatch):
    """``search`` takes every hit at once as columns; the Library window's pages scan a step
    at a time: the same games, moves, symmetries and lines, and the same continuations."""
    from qtgo.library.first_batch import BatchVariants

    if not together:
        monkeypatch.setattr(BatchVariants, "answer", _nothing_known(BatchVariants.answer))
    library, games = collection
    rng = random.Random(31)
    patterns = [{y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)}]
    for _ in range(12):
        game = rng.choice(games)
        _, cells = rng.choice(game.positions[:60])
        x0, y0 = rng.choice((0, 12)), rng.choice((0, 12))
        cells_ = region_pattern(cells, x0, y0, x0 + 6, y0 + 6, set())
        if any(state in (BLACK, WHITE) for state in cells_.values()):
            patterns.append(cells_)
    for cells_ in patterns:
        pattern = Pattern(19, 19, cells_)
        whole = library.search(pattern=pattern, swap_colors=swap, variations=True)
        paged = library.search_pages(pattern=pattern, swap_colors=swap, variations=True, page_size=5)
        paged.games.fetch()
        seen = sorted((h.game.id, h.move, h.symmetry, h.line, h.swapped) for h in paged.games)
        assert sorted((h.game.id, h.move, h.symmetry, h.line, h.swapped) for h in whole.games) == seen
        assert [asdict(c) for c in whole.continuations] == [asdict(c) for c in paged.continuations]
        assert whole.years == paged.years


@pytest.mark.parametrize("swap", [False, True])
def test_a_batch_read_without_its_fits_answers_as_one_read_with_them(collection, swap):
    """``_by_id`` leaves each line's ``fits`` unread (every variant's bit set) and ``_answered``
    reads those of the lines the bytes leave unsure: every answer is the one the real ``fits``
    give, and the lines left to a replay carry their real ``fits``."""
    import numpy as np

    from qtgo.library.first_batch import BatchVariants
    from qtgo.library.pattern_scan import _answered, _by_id, _prepared

    library, games = collection
    db = library.connection
    rng = random.Random(31)
    patterns = [{y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)}]
    for _ in range(12):
        _, cells = rng.choice(rng.choice(games).positions[:90])
        x0, y0 = rng.choice((0, 12)), rng.choice((0, 12))
        cells_ = region_pattern(cells, x0, y0, x0 + 6, y0 + 6, set())
        if any(state in (BLACK, WHITE) for state in cells_.values()):
            patterns.append(cells_)
    ruled_out = 0  # unsure lines that their real ``fits`` answer
    for cells_ in patterns:
        pattern = Pattern(19, 19, cells_)
        chosen, where, values, length, fits = _prepared(pattern, swap, False, None)
        variants = BatchVariants([(v.required, v.region) for v in chosen], 19, 19)
        for batch in _by_id(db, where, values, length, len(chosen), True, step=5):
            keys = zip(batch.games.tolist(), batch.lines.tolist(), strict=True)
            sql = f"SELECT {fits} FROM line_bits WHERE game_id = ? AND line = ?"
            real = np.array([db.execute(sql, key).fetchone()[0] for key in keys], dtype=np.int64)
            guessed = variants.answer(batch.firsts, len(real), batch.fits.copy())
            want = variants.answer(batch.firsts, len(real), real)
            got = _answered(db, variants, batch, fits)
            for name in ("unsure", "hit", "variant", "move", "next_colour", "next_point"):
                assert getattr(got, name).tolist() == getattr(want, name).tolist(), name
            left = got.unsure | ~batch.known
            assert batch.fits[left].tolist() == real[left].tolist()
            ruled_out += int((guessed.unsure & ~want.unsure).sum())
    assert ruled_out > 0


@pytest.mark.parametrize("swap", [False, True])
def test_every_line_replayed_at_once_first_matches_where_its_own_replay_does(collection, swap):
    """``pattern_replay.first_matches`` (every line at once, with numpy) gives each line the
    answer of ``pattern._check`` (one line, in Python) with the variants that line fits: on
    every line of the games, and on random streams of moves, passes, captures and setups
    crowded into a corner (setups after play, captures with nothing to capture)."""
    from qtgo.library import events as ev
    from qtgo.library.pattern import _check, _Plan, variants
    from qtgo.library.pattern_replay import first_matches

    library, games = collection
    blobs = [row[0] for row in library.connection.execute("SELECT events FROM lines ORDER BY game_id, line")]
    rng = random.Random(37 + swap)
    places = [y * 19 + x for y in range(5) for x in range(5)] + [200, 360]  # most in the corner
    for _ in range(1500):
        stream = []
        for _ in range(rng.randrange(0, 40)):
            kind = rng.choice(
                (
                    ev.MOVE_BLACK,
                    ev.MOVE_WHITE,
                    ev.MOVE_BLACK,
                    ev.MOVE_WHITE,
                    ev.CAPTURE,
                    ev.CAPTURE,
                    ev.PASS_BLACK,
                    ev.SET_BLACK,
                    ev.SET_WHITE,
                    ev.SET_EMPTY,
                )
            )
            point = 0 if kind in (ev.PASS_BLACK, ev.PASS_WHITE) else rng.choice(places)
            stream.append(kind << ev.SHIFT | point)
        blobs.append(ev.encode(stream))
    patterns = [
        {y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)},
        {y * 19 + x: {(1, 1): BLACK, (2, 1): WHITE}.get((x, y), EMPTY) for y in range(4) for x in range(4)},
        {y * 19 + x: (ANY if (x + y) % 3 else EMPTY) for y in range(3) for x in range(3)},  # no stone at all
    ]
    for _ in range(6):
        _, cells = rng.choice(rng.choice(games).positions[:60])
        wild = {rng.randrange(0, 5) * 19 + rng.randrange(0, 5) for _ in range(rng.choice((0, 2)))}
        patterns.append(region_pattern(cells, 0, 0, 4, 4, wild))
    matched = 0
    for cells_ in patterns:
        chosen = variants(Pattern(19, 19, cells_), swap)
        fits = [rng.randrange(0, 1 << len(chosen)) for _ in blobs]  # each line its own variants
        answers = first_matches(blobs, fits, chosen, 361)
        for blob, fit, answer in zip(blobs, fits, answers, strict=True):
            picked = [index for index in range(len(chosen)) if fit >> index & 1]
            found = _check(ev.decode(blob), _Plan([chosen[index] for index in picked], 361)) if picked else None
            assert answer == (None if found is None else (found[0], picked[found[1]])), (blob, fit)
            matched += answer is not None
    assert matched > 200


def test_lines_without_first_stones_or_with_others_among_the_rest_are_answered_by_a_replay(collection, tmp_path):
    """A range of candidates is read the quick way only when every line has its ``first``
    bytes at the board's length; some lines without them (an old import) or with bytes of
    another length among the others send the range the careful way: the hits are the same."""
    import shutil
    import sqlite3

    import numpy as np

    from qtgo.library.pattern_scan import _in_order

    library, games = collection
    library.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    shutil.copy(library.path, tmp_path / "mixed.db")
    with sqlite3.connect(tmp_path / "mixed.db") as db:
        db.execute("UPDATE line_bits SET first = NULL WHERE game_id % 3 = 1")
        db.execute("UPDATE line_bits SET first = substr(first, 1, 40) WHERE game_id % 5 = 2")
    rng = random.Random(41)
    patterns = [{y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)}]
    for _ in range(6):
        _, cells = rng.choice(rng.choice(games).positions[:60])
        patterns.append(region_pattern(cells, 0, 0, 6, 6, set()))
    with Library(tmp_path / "mixed.db") as mixed:
        for number, cells_ in enumerate(patterns):
            pattern = Pattern(19, 19, cells_)
            assert _found(mixed, pattern, number % 2 == 1) == _found(library, pattern, number % 2 == 1), number
    assert _in_order(np.array([1, 1, 2, 5]), np.array([0, 2, 0, 0]))
    assert not _in_order(np.array([1, 1, 2]), np.array([2, 0, 0]))
    assert not _in_order(np.array([3, 2]), np.array([0, 0]))


def test_the_whole_search_reads_ahead_in_a_second_thread_and_finds_what_one_thread_does(collection, monkeypatch):
    """``find_columns`` reads its batches in a second thread on a second connection: the same
    hits as all in this thread, for patterns with many hits and few, colours swapped."""
    import threading

    from qtgo.library import ahead, pattern_columns, pattern_scan

    library, games = collection
    readers = set()
    real = pattern_scan._by_id

    def by_id(*args, **kwargs):
        readers.add(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(pattern_columns, "_by_id", by_id)
    rng = random.Random(43)
    patterns = [{y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)}]
    for _ in range(5):
        _, cells = rng.choice(rng.choice(games).positions[:60])
        patterns.append(region_pattern(cells, 12, 0, 18, 6, set()))
    for number, cells_ in enumerate(patterns):
        pattern = Pattern(19, 19, cells_)
        swap = number % 2 == 1
        ahead_hits = pattern_columns.find_columns(library.connection, pattern, swap_colors=swap)
        with monkeypatch.context() as here:
            here.setattr(ahead, "second_connection", lambda db: None)
            here_hits = pattern_columns.find_columns(library.connection, pattern, swap_colors=swap)
        assert ahead_hits.keys() == here_hits.keys()
        assert ahead_hits.next_point.tolist() == here_hits.next_point.tolist()
    assert readers == {"qtgo-read-ahead", threading.current_thread().name}


def test_a_pattern_search_reads_line_bits_by_its_key_and_never_scans_it_whole(collection):
    """Every statement that reads the candidates seeks in ``line_bits``'s primary key: min()
    and max() of one statement made SQLite read the whole table (117 MB at 200,000 games)
    to find the range of game ids, before the scan read it again."""
    from qtgo.library.pattern_scan import _by_id, _prepared

    library, _ = collection
    db = library.connection
    pattern = Pattern(19, 19, {y * 19 + x: (BLACK if (x, y) == (3, 3) else EMPTY) for y in range(7) for x in range(7)})
    _, where, values, length, _ = _prepared(pattern, False, False, None)
    statements: list[str] = []
    db.set_trace_callback(statements.append)
    try:
        lines = sum(len(batch.games) for batch in _by_id(db, where, values, length, 8, True, step=5))
    finally:
        db.set_trace_callback(None)
    assert lines > 0 and len(statements) > 2
    plans = [" / ".join(row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql)) for sql in statements]
    assert all("line_bits" in plan and "SCAN line_bits" not in plan for plan in plans), plans
