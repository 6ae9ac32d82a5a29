"""Making the record a session opens: a new game from the New game dialog, or a file read.

A new game's root holds everything that defines it (size, rules and qtgo's overrides, komi,
players, handicap, the rules' starting stones, time controls); a file read is tidied so that what is saved matches what
was shown after the reader's repairs.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from qtgo import sgf
from qtgo._format import format_number
from qtgo.rules import RulesError, fixed_handicap_points
from qtgo.session.errors import FileError, Problem, SessionError
from qtgo.session.notes import Note, NoteWriter, english_note
from qtgo.session.record import WHITE_OT, WHITE_TM, Record
from qtgo.session.rule_overrides import RULE_OVERRIDES, overrides_value
from qtgo.session.settings import NewGameSettings, Placement


def new_record(settings: NewGameSettings, notes: NoteWriter = english_note) -> Record:
    """A one-game record made from the New game dialog's values, under their exact rules."""
    ruleset = settings.ruleset()
    size = str(settings.width) if settings.width == settings.height else f"{settings.width}:{settings.height}"
    props: dict[str, list[str]] = {
        "GM": ["1"],
        "FF": ["4"],
        "SZ": [size],
        "RU": [ruleset.sgf_name],
        "KM": [format_number(ruleset.komi)],
        "PB": [settings.black_name],
        "PW": [settings.white_name],
        "DT": [time.strftime("%Y-%m-%d")],
    }
    overrides = overrides_value(ruleset)
    if overrides:
        props[RULE_OVERRIDES] = [overrides]
    if settings.black_rank:
        props["BR"] = [settings.black_rank]
    if settings.white_rank:
        props["WR"] = [settings.white_rank]
    if settings.handicap:
        props["HA"] = [str(settings.handicap)]
        if settings.placement is Placement.FIXED:
            try:
                stones = fixed_handicap_points(settings.width, settings.height, settings.handicap)
            except (RulesError, ValueError) as error:
                raise SessionError(Problem.HANDICAP_FIT, n=settings.handicap) from error
            props["AB"] = [p.to_sgf() for p in stones]
            props["PL"] = ["W"]
    start = settings.starting_position()
    if start is not None:
        # Tibetan go's stones, written as setup so that every SGF reader shows them.
        props["AB"] = [p.to_sgf() for p in sorted(start.black)]
        props["AW"] = [p.to_sgf() for p in sorted(start.white)]
        props["PL"] = [start.to_play.value]
    if settings.timed:
        props.update({k: [v] for k, v in settings.black_time.to_sgf().items()})
        white_time = settings.white_control
        if white_time != settings.black_time:
            # SGF has one TM/OT (Black's here). White's own control goes in qtgo's private
            # properties, read back on open and on continue; a comment says it for people
            # (in the interface's language: the window's ``notes``).
            props["GC"] = [notes(Note.TIME_CONTROLS, {"black": settings.black_time, "white": white_time})]
            white = white_time.to_sgf()
            props[WHITE_TM] = [white.get("TM", "-")]
            if "OT" in white:
                props[WHITE_OT] = [white["OT"]]
    for key, value in settings.extra.items():
        props[key] = [value]
    record = Record([sgf.GameTree(sgf.Node(props))])
    record.use_ruleset(ruleset)
    return record


def read_record(path: str | os.PathLike[str], encoding: str | None = None) -> Record:
    """Read a file for review (``encoding`` wins over its ``CA``); a broken file raises ``FileError``."""
    name = Path(path).name
    try:
        # The record replays the game it shows and reports what that finds (_tidied); a
        # second replay here doubled the time to open a long line.
        result = sgf.load(path, encoding=encoding, check_moves=False)
    except sgf.SgfError as error:
        raise FileError(Problem.BAD_RECORD, file=name, why=str(error)) from error
    except OSError as error:
        raise FileError(Problem.CANNOT_READ, file=str(path), why=error.strerror or str(error)) from error
    return _tidied(result.games, result.warnings, path=path, name=name)


def parse_record(text: str | bytes) -> Record:
    """Read SGF text (pasted, or from a test)."""
    try:
        result = sgf.parse(text)
    except sgf.SgfError as error:
        raise FileError(Problem.BAD_RECORD, file="SGF", why=str(error)) from error
    return _tidied(result.games, result.warnings, path=None, name="SGF")


def _tidied(
    games: Iterable[sgf.GameTree], warnings: list[str], *, path: str | os.PathLike[str] | None, name: str
) -> Record:
    games = list(games)
    tidy_repaired(games, warnings)
    try:
        record = Record(games, path=path, warnings=warnings)
        shown = record.replay_warnings()
    except sgf.SgfError as error:  # e.g. a 1x1 board the rules cannot play
        raise FileError(Problem.BAD_RECORD, file=name, why=str(error)) from error
    known = set(record.warnings)  # a set: a line of 50,000 illegal moves has as many warnings
    for warning in _collection_warnings(record, shown):
        if warning not in known:
            known.add(warning)
            record.warnings.append(warning)
    return record


#: The games of a collection replayed on opening to report their illegal moves, and the
#: nodes in all: beyond either, the rest is left to ``qtgo-cli check`` (with a warning
#: saying so), so that a database of 100,000 games opens in bounded time.
MAX_CHECKED_GAMES = 10_000
MAX_CHECKED_NODES = 2_000_000


def _collection_warnings(record: Record, shown: list[str]) -> Iterator[str]:
    """What replaying every game's main line reports, each game's warnings named by its number.

    The open game was replayed by the record's position cache (``shown``); the others of a
    collection are replayed here, so that an illegal move in a game not shown is reported
    too (as ``qtgo-cli check`` would), not found only when that game is opened.
    """
    games = record.games
    if len(games) == 1:
        yield from shown
        return
    nodes = 0
    for number, tree in enumerate(games, 1):
        where = f"game {number}: "
        if number - 1 == record.index:
            yield from (where + w for w in shown)
            continue
        line = tree.main_line()
        nodes += len(line)
        if number > MAX_CHECKED_GAMES or nodes > MAX_CHECKED_NODES:
            yield (
                f"games {number:,} to {len(games):,} were not replayed for illegal moves "
                f"(qtgo-cli check replays them all)"
            )
            return
        try:
            yield from (where + w for w in sgf.replay(tree).warnings)
        except sgf.SgfError as error:
            yield f"{where}{error}"


def tidy_repaired(games: Iterable[sgf.GameTree], warnings: Iterable[str]) -> None:
    """Make what a repaired record will be saved as match what was shown.

    * ``SZ`` out of range or unreadable: the reader used another size (19x19) and said so;
      the record gets the size actually used, so a saved file is consistent and readable.
    * A file cut off inside a move leaves an empty last node after the repair; empty
      leaves carry nothing and are dropped, so they are not saved as ``;)``.
    """
    repaired = bool(list(warnings))
    for tree in games:
        root = tree.root
        width, height = tree.size
        used = str(width) if width == height else f"{width}:{height}"
        value = root.get("SZ") or ""
        if value and _size_of(value) != (width, height):
            root.set("SZ", [used])
        if repaired:
            _drop_empty_leaves(tree)


def _size_of(value: str) -> tuple[int, int] | None:
    try:
        numbers = [int(p) for p in value.strip().split(":")]
    except ValueError:
        return None
    if len(numbers) == 1:
        return numbers[0], numbers[0]
    if len(numbers) == 2:
        return numbers[0], numbers[1]
    return None


def _drop_empty_leaves(tree: sgf.GameTree) -> None:
    leaves = [n for n in tree.nodes() if not n.children and n.parent is not None and not n.properties]
    for node in leaves:
        while (parent := node.parent) is not None and not node.children and not node.properties:
            tree.remove(node)
            node = parent
