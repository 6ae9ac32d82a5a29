"""The library's analysed games of the players the user calls "me", summed up for the coach.

A game's evaluations are in its analysed copy when the background queue made one
(``analysis_queue``), else in its own file (a record analysed before it was imported).
Games with no evaluations are left out, and so are games none of the names played
(matched on ``PB``/``PW``, any case). Each file is read once, and only when its summary is
not kept yet in ``coach_summaries`` for its size and time: the second look at ten thousand
games reads the database, not the files.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from qtgo.engine.report import Phase
from qtgo.library.analysis_queue import AnalysisQueue
from qtgo.library.coach import Bucket, GameSummary, Statistics, statistics, summarise
from qtgo.library.schema import IN_IDS, id_list
from qtgo.rules import Color

if TYPE_CHECKING:
    from qtgo.engine.report import Phases
    from qtgo.library.library import GameRow, Library

__all__ = ["AnalysedGame", "CoachData", "analysed_games", "coach_data"]


@dataclass(frozen=True)
class AnalysedGame:
    """One analysed game of "me": the library's row, the record holding its evaluations
    (``source``, its game ``source_game`` from 0), and its summary."""

    game: GameRow
    source: Path
    source_game: int
    summary: GameSummary


def analysed_games(
    library: Library,
    me: Iterable[str],
    phases: Phases | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    encoding: str | None = None,
) -> list[AnalysedGame]:
    """Every analysed game of ``me`` in the library, summed up, in the library's date order.

    ``progress(files_done, files)`` after each record file read; ``encoding``: of records
    that do not say theirs (``--encoding``).
    """
    from qtgo.engine.report import ReportError
    from qtgo.library.record import build_record
    from qtgo.sgf import SgfError, load

    names = [name for name in me if name.strip()]
    rows = library.games_of(names)
    digests = dict(
        library.connection.execute(
            f"SELECT id, digest FROM games WHERE id {IN_IDS}",
            (id_list(row.id for row in rows),),
        ).fetchall()
    )
    copies = AnalysisQueue(library).analysed_sources()
    wanted: dict[Path, list[tuple[GameRow, int, str]]] = {}  # file -> (row, game in the file, digest to check)
    for row in rows:
        digest = str(digests.get(row.id) or "")
        copy = copies.get(digest)
        if copy is not None:
            wanted.setdefault(copy, []).append((row, 0, digest))
        else:
            wanted.setdefault(Path(row.file), []).append((row, row.game_index, ""))
    found: dict[int, AnalysedGame] = {}
    cache = _Cache(library) if phases is None else None
    folded = {name.strip().casefold() for name in names}
    for number, (path, games) in enumerate(wanted.items(), start=1):
        if cancelled is not None and cancelled():
            break
        try:
            stat = path.stat()
        except OSError:
            continue  # moved or deleted since: the library's own search says so
        stamp = (stat.st_size, stat.st_mtime_ns)
        to_read = []
        for row, index, digest in games:
            color = Color.BLACK if row.black.strip().casefold() in folded else Color.WHITE
            kept = cache.get(path, index, color, stamp) if cache is not None else None
            if kept is None:
                to_read.append((row, index, digest, color))
            elif kept:
                found[row.id] = AnalysedGame(row, path, index, kept[0])
        if to_read:
            try:
                trees = load(path, encoding=encoding, check_moves=False).games
            except (OSError, SgfError):
                trees = []
            for row, index, digest, color in to_read:
                if index >= len(trees):
                    continue
                tree = trees[index]
                if digest and build_record(tree).digest != digest:
                    continue  # a copy of another game under that name: not this one's numbers
                try:
                    summary = summarise(tree, names, phases)
                except (ReportError, ValueError):
                    summary = None  # not analysed (yet)
                if summary is not None and summary.color is not color:
                    summary = None  # the names match both sides: left out, as the row said
                if cache is not None:
                    cache.put(path, index, color, stamp, summary)
                if summary is not None:
                    found[row.id] = AnalysedGame(row, path, index, summary)
        if progress is not None:
            progress(number, len(wanted))
    if cache is not None:
        cache.save()
    return [found[row.id] for row in rows if row.id in found]


class _Cache:
    """``coach_summaries`` of one library: read at once, written back in one transaction."""

    def __init__(self, library: Library) -> None:
        self.library = library
        self.kept: dict[tuple[str, int, str], tuple[int, int, str]] = {}
        self.new: list[tuple[str, int, str, int, int, str]] = []
        for source, game, color, size, mtime_ns, summary in library.connection.execute(
            "SELECT source, game, color, size, mtime_ns, summary FROM coach_summaries"
        ):
            self.kept[(source, game, color)] = (size, mtime_ns, summary)

    def get(self, path: Path, game: int, color: Color, stamp: tuple[int, int]) -> tuple[GameSummary] | tuple[()] | None:
        """``(summary,)``, ``()`` for a record known to hold no evaluations, None when not kept."""
        kept = self.kept.get((str(path), game, color.value))
        if kept is None or kept[:2] != stamp:
            return None
        return (_from_json(color, kept[2]),) if kept[2] else ()

    def put(self, path: Path, game: int, color: Color, stamp: tuple[int, int], summary: GameSummary | None) -> None:
        self.new.append((str(path), game, color.value, *stamp, _to_json(summary) if summary is not None else ""))

    def save(self) -> None:
        if not self.new or self.library.read_only:
            return
        db = self.library.connection
        try:
            db.execute("BEGIN IMMEDIATE")
            db.executemany("INSERT OR REPLACE INTO coach_summaries VALUES (?, ?, ?, ?, ?, ?)", self.new)
            db.execute("COMMIT")
        except sqlite3.Error:
            if db.in_transaction:
                db.execute("ROLLBACK")  # a busy or full database: the summaries are made again next time
        self.new = []


def _to_json(summary: GameSummary) -> str:
    return json.dumps(
        {
            "month": summary.month,
            "rank": summary.opponent_rank,
            "time": summary.time_control,
            "phases": [[phase.value, moves, lost] for phase, moves, lost in summary.phases],
            "corners": [list(corner) for corner in summary.corners],
        },
        ensure_ascii=False,
    )


def _from_json(color: Color, text: str) -> GameSummary:
    data = json.loads(text)
    return GameSummary(
        color=color,
        month=data["month"],
        opponent_rank=data["rank"],
        time_control=data["time"],
        phases=tuple((Phase(name), int(moves), float(lost)) for name, moves, lost in data["phases"]),
        corners=tuple((str(name), int(moves), float(lost)) for name, moves, lost in data["corners"]),
    )


@dataclass
class CoachData:
    """The statistics of a set of analysed games and the games behind each figure."""

    games: list[AnalysedGame]
    statistics: Statistics

    def by_phase(self) -> dict[Phase, Bucket]:
        """Every month together: the mean loss of each phase over all the games."""
        found = {phase: Bucket() for phase in Phase}
        for month in self.statistics.by_month.values():
            for phase, bucket in month.items():
                found[phase].add(bucket.moves, bucket.points_lost)
        return found

    def in_month(self, month: str) -> list[AnalysedGame]:
        return [game for game in self.games if game.summary.month == month]

    def against_rank(self, rank: str) -> list[AnalysedGame]:
        return [game for game in self.games if game.summary.opponent_rank == rank]

    def with_time_control(self, control: str) -> list[AnalysedGame]:
        return [game for game in self.games if game.summary.time_control == control]

    def with_opening(self, corner: str) -> list[AnalysedGame]:
        """The games in which "me" played an opening move in a corner opened as ``corner``."""
        return [game for game in self.games if any(name == corner for name, _n, _lost in game.summary.corners)]


def coach_data(games: list[AnalysedGame]) -> CoachData:
    return CoachData(games, statistics(game.summary for game in games))
