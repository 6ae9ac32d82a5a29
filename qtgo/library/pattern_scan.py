"""The pattern search's scan (see ``pattern`` for the design): the candidates read from
``line_bits`` a batch at a time, by game id or by date, each answered from its ``first``
bytes (``firsts``) where they can tell, by a replay (``pattern._hit_in``) where not.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from qtgo.library.errors import PatternError
from qtgo.library.firsts import colour_offset
from qtgo.library.pattern import ANY, Pattern, PatternHit, _hit_in, _Plan, _Variant, variants
from qtgo.library.schema import IN_IDS, bit_words, id_list
from qtgo.library.symmetry import inverse, transform_table

if TYPE_CHECKING:  # numpy is imported by a pattern search, not with the library
    import numpy.typing as npt

    from qtgo.library._numpy import np
    from qtgo.library.first_batch import Answers, BatchVariants

__all__ = ["BY_DATE", "BY_ID", "find_pattern", "scan_pattern"]


def _words_sql(column: str, bits: int, test: str) -> list[str]:
    """``column0 & mask`` tested against ``test`` ("mask" or "0") for each non-zero word of ``bits``."""
    return [
        f"({column}{i} & {mask}) = {mask if test == 'mask' else 0}" for i, mask in enumerate(bit_words(bits)) if mask
    ]


def _candidates_sql(chosen: list[_Variant], width: int, height: int, variations: bool) -> tuple[str, str]:
    """(the conditions, ``fits``) of the ``line_bits`` rows a pattern may appear in.

    The conditions keep the lines whose ever-occupied points hold some variant's stones;
    ``fits`` is a bit a variant: its stones all stood there in their colour at some time.
    The masks are written into the statement as numbers (they are integers this code made),
    which lets SQLite stop at the first word that fails; on ``line_bits``'s 384 points only,
    so a larger board's pattern is filtered on its top rows and checked by a replay.
    """
    terms: list[str] = []
    fits: list[str] = []
    every_line = False  # a variant without stones: every line may hold it
    for vi, variant in enumerate(chosen):
        conditions = _words_sql("b", variant.black, "mask") + _words_sql("w", variant.white, "mask")
        fits.append(f"(({' AND '.join(conditions) if conditions else '1'}) << {vi})")
        terms.append("(" + " AND ".join(conditions) + ")")
        every_line = every_line or not conditions
    where = f"line_bits.width = {int(width)} AND line_bits.height = {int(height)}"
    if not variations:
        where += " AND line_bits.line = 0"
    if not every_line:
        where += " AND (" + " OR ".join(terms) + ")"
    return where, " | ".join(fits)


def find_pattern(
    db: sqlite3.Connection,
    pattern: Pattern,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
) -> list[PatternHit]:
    """The first hit of each game (the main line first, then the lowest variation), by game."""
    hits: list[PatternHit] = []
    for step in scan_pattern(db, pattern, swap_colors=swap_colors, variations=variations, game_ids=game_ids):
        hits += step
    return hits


#: The orders ``scan_pattern`` reads candidates in.
BY_ID = "id"
BY_DATE = "date"


def scan_pattern(
    db: sqlite3.Connection,
    pattern: Pattern,
    *,
    swap_colors: bool = False,
    variations: bool = False,
    game_ids: Iterable[int] | None = None,
    order: str = BY_ID,
) -> Iterator[list[PatternHit]]:
    """``find_pattern``'s hits, by game id or by date (``games.date_key``; each game's lines
    stay together), a list for each step of a few hundred games looked at (empty when none
    of them is a hit): a caller that needs only the first page of hits stops the scan there,
    and one that goes on in steps knows each step is short. The candidates are read a batch at a time, each batch
    one statement run to its end (no statement is left open between steps)."""
    if order not in (BY_ID, BY_DATE):
        raise ValueError(f"no such order: {order}")
    chosen, where, chosen_games, length, fits = _prepared(pattern, swap_colors, variations, game_ids)
    batches: Iterator[_Batch]
    if order == BY_DATE:
        light = f"line_bits.game_id, line_bits.line, line_bits.first, {fits}"
        batches = (_Batch.of(rows, length) for rows in _by_date(db, light, where, chosen_games))
    else:
        batches = _by_id(db, where, chosen_games, length, len(chosen), not variations)
    return _scan(db, pattern, chosen, batches, not variations, fits)


def _prepared(
    pattern: Pattern, swap_colors: bool, variations: bool, game_ids: Iterable[int] | None
) -> tuple[list[_Variant], str, tuple[object, ...], int, str]:
    """(the variants, the candidates' conditions and their parameters, the length of a
    line's ``first`` bytes, ``fits``) of a search (also ``pattern_columns``)."""
    chosen = variants(pattern, swap_colors)
    if not any(state != ANY for state in pattern.cells.values()):
        raise PatternError("the pattern has no point that must be empty or hold a stone")
    where, fits = _candidates_sql(chosen, pattern.width, pattern.height, variations)
    chosen_games: tuple[object, ...] = ()
    if game_ids is not None:
        # The games a filter left, chosen by SQLite: the others' rows are never read.
        where += " AND line_bits.game_id IN (SELECT value FROM json_each(?))"
        chosen_games = (json.dumps(sorted(set(game_ids))),)
    length = colour_offset(pattern.width, pattern.height) + -(-pattern.width * pattern.height // 8)
    return chosen, where, chosen_games, length, fits


#: A ``line_bits`` row as ``_candidates_sql`` reads it.
_Candidate = tuple[Any, ...]


@dataclass(frozen=True)
class _Batch:
    """Candidate lines, in order: their games and lines, whether their ``first`` bytes are
    there and of the board's ``length`` (``known``), those bytes one line after another
    (zeros for a line not known), and the variants whose stones all stood there in their
    colour at some time (``fits``, a bit a variant: the others never match). ``fits_read``
    False: ``fits`` has every variant's bit, until ``_answered`` reads those of the lines
    that need them."""

    games: npt.NDArray[np.int64]
    lines: npt.NDArray[np.int64]
    known: npt.NDArray[np.bool_]
    firsts: bytes
    fits: npt.NDArray[np.int64]
    fits_read: bool = True

    @classmethod
    def of(cls, rows: list[_Candidate], length: int) -> _Batch:
        """The batch of rows (game, line, first, fits, ...)."""
        from qtgo.library._numpy import np

        known = [row[2] is not None and len(row[2]) == length for row in rows]
        zeros = bytes(length)
        firsts = b"".join([row[2] if ok else zeros for row, ok in zip(rows, known, strict=True)])
        return cls(
            np.array([row[0] for row in rows], dtype=np.int64),
            np.array([row[1] for row in rows], dtype=np.int64),
            np.array(known, dtype=np.bool_),
            firsts,
            np.array([row[3] for row in rows], dtype=np.int64),
        )


def _by_id(
    db: sqlite3.Connection,
    where: str,
    values: tuple[object, ...],
    length: int,
    variants: int,
    main_only: bool,
    step: int = 20_000,
) -> Iterator[_Batch]:
    """The candidates by game id, a range of ``step`` ids a statement (``values``: the
    parameters of ``where``). Each range comes back as one row: its games as a JSON array,
    its ``first`` bytes as one blob (``group_concat`` in order), how many lines have none
    (or bytes of another length), and its lines (a JSON array, or their count when ``where``
    keeps main lines only: ``main_only``): not a row of Python objects a line (1 microsecond each, 0.2 s
    for 200,000 games). The lines without bytes, which are rare, are named by a second
    statement. Their ``fits`` are not read (each of the ``variants``' bits is set): working
    them out for every candidate took a third of the statement, and few lines need them
    (``_answered``)."""
    from qtgo.library._numpy import np

    # Two subqueries, not min() and max() of one: SQLite finds each alone at one end of the
    # primary key, but both together by reading the whole table (117 MB at 200,000 games).
    low, high = db.execute(
        "SELECT (SELECT min(game_id) FROM line_bits), (SELECT max(game_id) FROM line_bits)"
    ).fetchone()
    if low is None:
        return
    lines_sql = "count(*)" if main_only else "json_group_array(line)"
    # First without a word on lines lacking bytes, or on order (a sixth less time): the
    # rows come in the primary key's order, and a line without bytes shows in the counts.
    # When the counts or the order say otherwise, the range is read again the careful way.
    # Whether every line has bytes of the board's length is one sum, not a count of the lines
    # without bytes and the shortest and longest bytes (three aggregates a line: 7% more).
    quick = (
        f"SELECT json_group_array(game_id), {lines_sql}, count(*), sum(length(first) = {int(length)}),"
        " CAST(group_concat(first, '') AS BLOB)"
        f" FROM line_bits WHERE line_bits.game_id BETWEEN ? AND ? AND {where}"
    )
    inner = (
        " FROM (SELECT line_bits.game_id, line_bits.line, line_bits.first,"
        " ifnull(length(line_bits.first) = ?, 0) AS known"
        f" FROM line_bits WHERE line_bits.game_id BETWEEN ? AND ? AND {where}"
        " ORDER BY line_bits.game_id, line_bits.line)"
    )
    sql = (
        f"SELECT json_group_array(game_id), {lines_sql},"
        " sum(NOT known), CAST(group_concat(CASE WHEN known THEN first ELSE zeroblob(?) END, '') AS BLOB)" + inner
    )
    for start in range(low, high + 1, step):
        bounds = (start, start + step - 1, *values)
        games, lines, found, right, firsts = db.execute(quick, bounds).fetchone()
        if not found:
            continue
        game_ids = _numbers(games)
        count = game_ids.size
        lines = np.zeros(count, dtype=np.int64) if main_only else _numbers(lines)
        if right != found or not _in_order(game_ids, lines):
            games, lines, unknown, firsts = db.execute(sql, (length, length, *bounds)).fetchone()
            if firsts is None:
                continue
            game_ids = _numbers(games)
            count = game_ids.size
            lines = np.zeros(count, dtype=np.int64) if main_only else _numbers(lines)
        else:
            unknown = 0
        if unknown:
            (known,) = db.execute("SELECT json_group_array(known)" + inner, (length, *bounds)).fetchone()
            known = _numbers(known).astype(np.bool_)
        else:
            known = np.ones(count, dtype=np.bool_)
        every = np.full(count, (1 << variants) - 1, dtype=np.int64)
        yield _Batch(game_ids, lines, known, firsts, every, fits_read=False)


def _in_order(games: npt.NDArray[np.int64], lines: npt.NDArray[np.int64]) -> bool:
    """Whether the lines (game, line) come in order, each once."""
    later = (games[1:] > games[:-1]) | ((games[1:] == games[:-1]) & (lines[1:] > lines[:-1]))
    return bool(later.all())


def _numbers(text: str) -> npt.NDArray[np.int64]:
    """A JSON array of integers, read by numpy (no Python integer made for each)."""
    from qtgo.library._numpy import np

    return np.fromstring(text[1:-1], dtype=np.int64, sep=",")


def _by_date(
    db: sqlite3.Connection, columns: str, where: str, values: tuple[object, ...] = ()
) -> Iterator[list[_Candidate]]:
    """The candidates by date (``games.date_key``, then id): SQLite walks the date index and
    looks each game's lines up, a few hundred candidates a statement at first (a thousand
    more each time, up to 8,000), so the first page is found after a look at a few hundred
    games however many the library holds, and a pattern with few candidates is read in few
    statements. Each batch starts after the last game of the one before, with two seeks in
    the index (the rest of its date, then the later dates): a date many games share is not
    read again from its start for each batch."""
    select = (
        f"SELECT {columns}, games.date_key FROM games CROSS JOIN line_bits ON line_bits.game_id = games.id"
        f" WHERE {{}} AND {where} ORDER BY games.date_key, games.id, line_bits.line LIMIT ?"
    )
    same = select.format("games.date_key = ? AND games.id > ?")
    later = select.format("games.date_key > ?")
    after: tuple[str, int] = ("", -1)
    size = 500
    while True:
        rows = db.execute(same, (*after, *values, size)).fetchall()
        if len(rows) < size:
            rows += db.execute(later, (after[0], *values, size - len(rows))).fetchall()
        if not rows:
            return
        if len(rows) == size and rows[0][0] != rows[-1][0]:  # the last game's other lines come next time
            last = rows[-1][0]
            while rows[-1][0] == last:
                rows.pop()
        after = (rows[-1][-1], rows[-1][0])
        yield rows
        size = min(size + 1000, 8000)


def _scan(
    db: sqlite3.Connection,
    pattern: Pattern,
    chosen: list[_Variant],
    batches: Iterator[_Batch],
    one_line: bool,
    fits: str,
) -> Iterator[list[PatternHit]]:
    """The hits of the candidates ``batches``: each batch answered together from ``first``
    (``first_batch``), the lines it cannot answer replayed (``pattern._hit_in``) with the
    variants that fit them. ``one_line``: the main lines only, so that no game has two lines
    to choose from."""
    from qtgo.library.first_batch import BatchVariants

    size = pattern.width * pattern.height
    plans: dict[tuple[int, ...], _Plan] = {}
    batch_variants = BatchVariants([(v.required, v.region) for v in chosen], pattern.width, pattern.height)
    together = _Together(db, batch_variants, chosen, fits)
    together.backs = [transform_table(inverse(v.symmetry), pattern.width, pattern.height) for v in chosen]
    last = -1  # the game of the last hit: a game's lines come together, its first hit counts
    for batch in batches:
        answers, unsure = together.answers(batch)
        games, lines, fits = batch.games.tolist(), batch.lines.tolist(), batch.fits.tolist()
        left = {i // 500 for i in unsure}  # the steps with lines to replay
        for start in range(0, len(answers), 500):
            answered = answers[start : start + 500]
            if one_line and start // 500 not in left:  # hits and None only, a game's one line each
                yield [answer for answer in answered if answer is not None]
                continue
            picked = range(start, min(start + 500, len(answers)))
            replay = [(games[i], lines[i]) for i in picked if answers[i] is _UNSURE and fits[i]]
            blobs = _blobs(db, replay) if replay else {}
            step: list[PatternHit] = []
            for i in picked:
                game, answer = games[i], answers[i]
                if answer is None or game == last:
                    continue
                if answer is _UNSURE:
                    if not fits[i]:
                        continue
                    key = (game, lines[i])
                    answer = _hit_in(game, key[1], blobs[key], _bits(fits[i]), pattern, chosen, plans, size)
                    if answer is None:
                        continue
                last = game
                step.append(answer)
            yield step


#: A line ``_Together`` leaves to a replay.
_UNSURE = object()
#: A hit made without ``PatternHit.__new__`` (a Python function: 0.16 s for 178,000 hits).
_new_hit = tuple.__new__


class _Together:
    """The lines of a batch answered at once (``first_batch``), as hits, None or ``_UNSURE``."""

    def __init__(self, db: sqlite3.Connection, batch: BatchVariants, chosen: list[_Variant], fits: str) -> None:
        self.db = db
        self.batch = batch
        self.fits = fits  # ``fits`` in SQL, for ``_answered``
        self.chosen = chosen
        self.backs: list[tuple[int, ...]] = []
        self.continuations: dict[tuple[int, int, int], tuple[int, int]] = {}

    def answers(self, batch: _Batch) -> tuple[list[Any], list[int]]:
        """Each line's answer, and where the ``_UNSURE`` ones are."""
        count = len(batch.games)
        if not count:
            return [], []
        got = _answered(self.db, self.batch, batch, self.fits)
        unsure = got.unsure.nonzero()[0].tolist()
        if not batch.known.all():
            unsure = sorted(set(unsure) | set((~batch.known).nonzero()[0].tolist()))
        answers: list[Any] = [None] * count
        for i in unsure:
            answers[i] = _UNSURE
        hits = got.hit.nonzero()[0]
        games, lines, known = batch.games.tolist(), batch.lines.tolist(), batch.known.tolist()
        chosen, continuation = self.chosen, self._continuation
        for i, vi, move, colour, point in zip(
            hits.tolist(),
            got.variant[hits].tolist(),
            got.move[hits].tolist(),
            got.next_colour[hits].tolist(),
            got.next_point[hits].tolist(),
            strict=True,
        ):
            if not known[i]:
                continue  # no bytes: zeros, not an answer
            variant = chosen[vi]
            answers[i] = _new_hit(
                PatternHit,
                (
                    games[i],
                    lines[i],
                    move,
                    variant.symmetry,
                    variant.swapped,
                    continuation(vi, colour, point) if colour else None,
                ),
            )
        return answers, unsure

    def _continuation(self, vi: int, colour: int, point: int) -> tuple[int, int]:
        """The next move in the pattern's frame and colours (one tuple for each, shared)."""
        key = (vi, colour, point)
        found = self.continuations.get(key)
        if found is None:
            variant = self.chosen[vi]
            found = self.continuations[key] = (3 - colour if variant.swapped else colour, self.backs[vi][point])
        return found


def _answered(db: sqlite3.Connection, variants: BatchVariants, batch: _Batch, fits: str) -> Answers:
    """The batch's answers (``first_batch``). A batch read without its ``fits`` is answered
    with every variant fitting; the lines that leave unsure, or that have no bytes, are the
    only ones whose ``fits`` count (they choose what a replay looks for): those are read
    (``fits``: the expression in SQL) and their lines answered again with them. The answers
    are those of the real ``fits``: a variant ``fits`` rules out never matches, and the bytes
    say so too (or leave the line unsure) when they are sure of a line."""
    from qtgo.library._numpy import np

    count = len(batch.games)
    got = variants.answer(batch.firsts, count, batch.fits)
    if batch.fits_read:
        return got
    rows = (got.unsure | ~batch.known).nonzero()[0]
    if not rows.size:
        return got
    found = {
        (game, line): value
        for game, line, value in db.execute(
            f"SELECT game_id, line, {fits} FROM line_bits WHERE game_id {IN_IDS}",
            (id_list(sorted(set(batch.games[rows].tolist()))),),
        )
    }
    keys = zip(batch.games[rows].tolist(), batch.lines[rows].tolist(), strict=True)
    batch.fits[rows] = [found.get(key, 0) for key in keys]  # a line gone since fits nothing
    table = np.frombuffer(batch.firsts, dtype=np.uint8).reshape(count, -1)
    again = variants.answer(table[rows].tobytes(), int(rows.size), batch.fits[rows])
    for name in ("unsure", "hit", "variant", "move", "next_colour", "next_point"):
        getattr(got, name)[rows] = getattr(again, name)
    return got


@functools.cache
def _bits(mask: int) -> tuple[int, ...]:
    """The bits set in ``mask``, lowest first (a variant set; there are few of them)."""
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


def _blobs(db: sqlite3.Connection, wanted: list[tuple[int, int]]) -> dict[tuple[int, int], bytes]:
    """The events of these lines."""
    games = sorted({game for game, _ in wanted})
    keep = set(wanted)
    rows = db.execute(
        "SELECT game_id, line, events FROM lines WHERE game_id IN (SELECT value FROM json_each(?))",
        (json.dumps(games),),
    )
    return {(g, line): blob for g, line, blob in rows if (g, line) in keep}
