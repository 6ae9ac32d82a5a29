"""``library import`` and ``library search``: the game library from the command line."""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TextIO

from qtgo.cli._common import EXIT_OK, CliError, add_encoding_option, load_record

if TYPE_CHECKING:
    from qtgo.library import ImportProgress


def register(sub: Any) -> None:
    """Add ``library import`` and ``library search`` to the ``qtgo-cli`` sub-parsers."""
    library = sub.add_parser("library", help="a game library: import records, search them")
    commands = library.add_subparsers(dest="library_command", metavar="import|search", required=True)

    imp = commands.add_parser("import", help="import files and folders (recursively) into a library")
    imp.add_argument("paths", nargs="+", metavar="PATH")
    imp.add_argument("--db", required=True, metavar="FILE", help="the library database (created if absent)")
    add_encoding_option(imp)
    imp.add_argument("--json", action="store_true", help="print the report as JSON")
    imp.set_defaults(handler=cmd_import)

    search = commands.add_parser("search", help="search a library by game information and board patterns")
    search.add_argument("--db", required=True, metavar="FILE", help="the library database")
    search.add_argument("--player", metavar="NAME", help="either player (any part of the name, any case)")
    search.add_argument("--black", metavar="NAME")
    search.add_argument("--white", metavar="NAME")
    search.add_argument("--rank", metavar="TEXT", help="either player's rank")
    search.add_argument("--event", metavar="TEXT")
    search.add_argument(
        "--from", dest="date_from", metavar="DATE", help="played on or after (2016, 2016-03, 2016-03-09)"
    )
    search.add_argument("--to", dest="date_to", metavar="DATE", help="played on or before")
    search.add_argument("--result", metavar="B|W|draw", help="who won")
    search.add_argument("--rules", metavar="TEXT")
    search.add_argument("--komi", type=float, metavar="K")
    search.add_argument("--handicap", type=int, metavar="N")
    search.add_argument("--size", type=int, metavar="N", help="board size")
    search.add_argument("--text", metavar="WORDS", help="words in the comments (full-text search)")
    search.add_argument(
        "--pattern",
        metavar="PATTERN.sgf",
        help="SZ, AB/AW stones, region VW (none: whole board), MA points that may hold anything",
    )
    add_encoding_option(search)  # for the --pattern record
    search.add_argument("--swap-colors", action="store_true", help="also find the pattern with the colours swapped")
    search.add_argument("--variations", action="store_true", help="search variations too, not only main lines")
    search.add_argument(
        "--history",
        action="store_true",
        help="with each continuation, the years it was played and the engine's verdict from analysed games",
    )
    search.add_argument(
        "--limit",
        type=int,
        metavar="N",
        help="print only the first N games found (by file order; the continuations still count every game)",
    )
    search.add_argument("--json", action="store_true", help="print the games and continuations as JSON")
    search.set_defaults(handler=cmd_search)


def _open(path: str, *, must_exist: bool) -> Any:
    from qtgo.library import Library, LibraryError

    if must_exist and not os.path.exists(path):
        raise CliError(f"--db: no library at {path}")
    try:
        return Library(path)
    except LibraryError as error:
        raise CliError(f"--db: {error}") from error


class _Progress:
    """Progress on stderr while an import runs: rewritten in place on a terminal, else a line a second."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.live = stream.isatty()
        self.last = 0.0
        self.shown = False

    def __call__(self, progress: ImportProgress) -> None:
        now = time.monotonic()
        end = progress.files_done >= progress.files_total
        if not end and now - self.last < (0.2 if self.live else 1.0):
            return
        self.last = now
        text = f"importing: {progress.files_done}/{progress.files_total} files, {progress.games_imported} games"
        if self.live:
            self.stream.write("\r" + text + ("\n" if end else ""))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = not end

    def close(self) -> None:
        """Ends an in-place line that a cancel or an error left open."""
        if self.live and self.shown:
            self.stream.write("\n")
            self.stream.flush()


def cmd_import(args: argparse.Namespace) -> int:
    """Exit 0 whatever the files hold; 2 only when the database cannot be opened or written."""
    from qtgo.library import LibraryError

    progress = _Progress(sys.stderr)
    with _open(args.db, must_exist=False) as library:
        try:
            report = library.import_paths(args.paths, progress=progress, encoding=args.encoding)
        except LibraryError as error:
            raise CliError(str(error)) from error
        finally:
            progress.close()
    if args.json:
        print(
            json.dumps(
                {
                    "imported": report.imported,
                    "duplicates": len(report.duplicates),
                    "unreadable": [{"file": item.file, "reason": item.reason} for item in report.unreadable],
                    "unchanged": report.unchanged,
                    "replaced": report.replaced,
                    "removed": report.removed,
                },
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    print(
        f"imported {report.imported} games, skipped {len(report.duplicates)} duplicates, "
        f"{len(report.unreadable)} unreadable, {report.unchanged} files unchanged, "
        f"{report.removed} games removed with their files gone"
    )
    for duplicate in report.duplicates:
        print(
            f"duplicate: {duplicate.file} game {duplicate.game} = {duplicate.same_as_file} game {duplicate.same_as_game}"
        )
    for item in report.unreadable:
        print(f"unreadable: {item.file}: {item.reason}")
    for path in report.removed_files:
        print(f"removed: {path} (gone)")
    return EXIT_OK


def _pattern(path: str, encoding: str | None = None) -> Any:
    from qtgo.library import Pattern, PatternError

    record = load_record(path, encoding)
    if not record.games:
        raise CliError(f"--pattern: {path} holds no game")
    try:
        return Pattern.from_tree(record.games[0])
    except PatternError as error:
        raise CliError(f"--pattern: {path}: {error}") from error


def cmd_search(args: argparse.Namespace) -> int:
    from qtgo.library import GameFilter, LibraryError

    query = GameFilter(
        player=args.player,
        black=args.black,
        white=args.white,
        rank=args.rank,
        event=args.event,
        date_from=args.date_from,
        date_to=args.date_to,
        result=args.result,
        rules=args.rules,
        komi=args.komi,
        handicap=args.handicap,
        size=args.size,
        text=args.text,
    )
    if args.limit is not None and args.limit < 0:
        raise CliError(f"--limit: {args.limit} is below 0")
    pattern = _pattern(args.pattern, args.encoding) if args.pattern else None
    with _open(args.db, must_exist=True) as library:
        try:
            width = pattern.width if pattern is not None else 19
            options = {"pattern": pattern, "swap_colors": args.swap_colors, "variations": args.variations}
            if args.json:  # the games written by SQLite in another thread as they are found (search_json)
                result, games = library.search_json(query, limit=args.limit, **options)
                with games as parts:  # made while the continuations are counted
                    rest = json.dumps(_continuations_json(result, width, args.history), ensure_ascii=False).encode()
                    _write_utf8(itertools.chain([b'{"games": '], parts, [b', "continuations": ', rest, b"}\n"]))
                return EXIT_OK
            result = library.search(query, limit=args.limit, **options)
            continuations = _continuations_json(result, width, args.history)
        except LibraryError as error:
            raise CliError(str(error)) from error
    games = [
        {
            "file": hit.game.file,
            "game": hit.game.game_index,
            "black": hit.game.black,
            "white": hit.game.white,
            "date": hit.game.date,
            "result": hit.game.result,
            "move": hit.move,
            "symmetry": hit.symmetry,
            "variation": hit.line,
            "colors_swapped": hit.swapped,
        }
        for hit in result.games
    ]
    print(f"{len(games)} games")
    for game in games:
        where = "" if game["move"] is None else f"  move {game['move']} symmetry {game['symmetry']}"
        print(
            f"{game['file']} [{game['game']}]  {game['black']} - {game['white']}  {game['date']}  "
            f"{game['result']}{where}"
        )
    for c in continuations:
        facts = [f"{c['count']} games", f"black won {c['black_wins']}", f"white won {c['white_wins']}"]
        if c.get("years") is not None:
            facts.append(c["years"]["said"])
        if c.get("engine") is not None:
            engine = c["engine"]
            facts.append(f"engine: -{engine['mean_loss']:.1f} points in {engine['games']} analysed")
        print(f"next {c['color']} {c['point']}: " + ", ".join(facts))
    return EXIT_OK


def _continuations_json(result: Any, width: int, history: bool) -> list[dict[str, Any]]:
    """A search's continuations as ``--json`` gives them (with ``--history``: years, verdict)."""
    from qtgo.rules import Point

    continuations: list[dict[str, Any]] = [
        {
            "point": Point(c.point % width, c.point // width).to_sgf(),
            "color": "B" if c.color == 1 else "W",
            "count": c.count,
            "black_wins": c.black_wins,
            "white_wins": c.white_wins,
        }
        for c in result.continuations
    ]
    if history:  # when each was played, and what the engine made of it where it was asked
        for entry, c in zip(continuations, result.continuations, strict=True):
            entry["years"] = _years_json(result.years_of(c))
            entry["engine"] = None if c.mean_loss is None else {"mean_loss": round(c.mean_loss, 2), "games": c.judged}
    return continuations


def _write_utf8(parts: Iterable[bytes]) -> None:
    """JSON (UTF-8, as its standard asks) on stdout, part after part as it is made: tens of
    megabytes for a search that finds most of a large library, written as SQLite made them."""
    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    out.flush()
    for part in parts:
        if buffer is None:  # a stream of text only (a test's capture)
            out.write(part.decode())
        else:
            buffer.write(part)
    if buffer is not None:
        buffer.flush()


def _years_json(summary: Any) -> dict[str, Any] | None:
    """When a continuation was played: first and last year, and in words ("since 2017")."""
    if summary is None:
        return None
    from qtgo.library.continuations import years_phrase

    return {"first": summary.first, "last": summary.last, "said": years_phrase(summary)}
