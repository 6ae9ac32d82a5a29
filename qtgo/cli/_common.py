"""What every ``qtgo-cli`` command shares: exit codes, the one-line error, loading a record,
the rules a game is read under, and replaying its main line."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the commands import the core lazily, so that --help answers fast
    from qtgo.rules import Color, Game, Move, Point, Ruleset
    from qtgo.sgf import GameTree, Node, ParseResult

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2

# ``qtgo.session.rule_overrides.RULE_OVERRIDES``, spelt here so that records without it
# are checked without importing the session package (a tenth of the start-up of a
# command); a test holds the two equal.
RULE_OVERRIDES = "QRO"


class CliError(ValueError):
    """A problem with the command's input: printed as one line, exit code 2."""


def add_encoding_option(parser: Any) -> None:
    """``--encoding NAME`` for a command that reads records (wins over the file's ``CA``)."""
    parser.add_argument(
        "--encoding",
        metavar="NAME",
        type=encoding_option,
        help="read the files in this character set (e.g. GB18030, Shift_JIS, CP1251), whatever their CA says",
    )


def encoding_option(name: str) -> str:
    """The argparse type of ``--encoding``: a character set a record can be read in."""
    from qtgo.sgf.charset import codec_for

    if codec_for(name) is None:
        raise argparse.ArgumentTypeError(f"unknown or unusable character set {name!r}")
    return name


def _read_error(path: str, error: Exception) -> CliError:
    from qtgo.sgf import SgfError

    if isinstance(error, SgfError):
        return CliError(f"{path}: {error}")
    if isinstance(error, FileNotFoundError):
        return CliError(f"{path}: no such file")
    if isinstance(error, IsADirectoryError):
        return CliError(f"{path}: is a folder, not a file")
    if isinstance(error, OSError):
        return CliError(f"{path}: cannot read: {error.strerror or error}")
    raise error


def _source(path: str) -> str:
    """``-`` is standard input (read, like a pipe, only up to the size limit)."""
    return "/dev/stdin" if path == "-" else path


def load_record(path: str, encoding: str | None = None) -> ParseResult:
    """Read one record file (SGF, .gib, .ngf, .ugf; ``-`` standard input), each failure a one-line ``CliError``."""
    from qtgo.sgf import load

    try:
        return load(_source(path), encoding=encoding, check_moves=False)  # the commands replay moves themselves
    except (ValueError, OSError) as error:
        raise _read_error(path, error) from error


def iter_record(path: str, encoding: str | None = None) -> Iterator[ParseResult]:
    """The games of a record file one at a time (``ParseResult`` of one game each).

    For commands that need no more than one game at once: a collection of any size is
    read in the memory of its largest game. A failure is a one-line ``CliError``.
    """
    from qtgo.sgf import iter_load

    games = iter_load(_source(path), encoding=encoding)
    while True:
        try:
            result = next(games)
        except StopIteration:
            return
        except (ValueError, OSError) as error:
            raise _read_error(path, error) from error
        yield result


def ruleset_option(name: str) -> Ruleset:
    from qtgo.rules import RulesError, Ruleset

    try:
        return Ruleset.preset(name)
    except RulesError as error:
        raise CliError(f"--rules: {error}") from error


def ruleset_for_game(tree: GameTree, rules_option: str | None, komi: float | None = None) -> tuple[Ruleset, list[str]]:
    """The rules a game is read under: ``--rules`` wins over ``RU``, ``--komi`` over ``KM``.

    Returns the ruleset and the warnings about the record's own values.
    """
    import dataclasses

    from qtgo.sgf import ruleset_for

    ruleset, warnings = ruleset_for(tree)  # RU (Japanese when absent or unknown) and KM
    overrides = tree.root.get(RULE_OVERRIDES)
    if overrides and not rules_option:  # qtgo's own record of options changed from RU's preset
        from qtgo.session.rule_overrides import apply_overrides

        ruleset, more = apply_overrides(ruleset, overrides)
        warnings.extend(more)
    if rules_option:
        preset = ruleset_option(rules_option)
        has_komi = bool((tree.root.get("KM") or "").strip())
        ruleset = dataclasses.replace(preset, komi=ruleset.komi if has_komi else preset.komi)
        warnings = [w for w in warnings if not w.startswith("unknown rules")]
    if komi is not None:
        ruleset = dataclasses.replace(ruleset, komi=komi)
    return ruleset, warnings


@dataclass
class Replay:
    """The main line of one game replayed move by move with full legality checks."""

    game: Game
    moves: int = 0
    illegal: dict[str, Any] | None = None
    illegal_move: Move | None = None
    warnings: list[str] = field(default_factory=list)


def move_node(tree: GameTree, number: int | None) -> tuple[Node, int | None]:
    """The main-line node of move ``number`` (None: the last node); setup nodes do not count."""
    line = tree.main_line()
    if number is None:
        return line[-1], None
    if number == 0:
        return line[0], 0
    seen = 0
    for node in line:
        if "B" in node or "W" in node:
            seen += 1
            if seen == number:
                return node, seen
    return line[-1], seen


def replay_main_line(tree: GameTree, ruleset: Ruleset, *, upto: int | None = None, where: str = "") -> Replay:
    """Replay the main line, stopping at the first illegal move (the checker's view).

    Moves count from 1, passes count, setup nodes do not; ``upto`` stops after that move.
    """
    from qtgo.sgf import SgfError, replay

    node = None if upto is None else move_node(tree, upto)[0]  # None: the main line's end
    try:
        result = replay(tree, node, ruleset=ruleset, stop_at_illegal=True)
    except SgfError as error:
        raise CliError(f"{where}{error}") from error
    outcome = Replay(result.game, moves=result.moves, warnings=result.warnings)
    if result.illegal:
        record = result.illegal[0]
        outcome.moves = record.move_number - 1
        outcome.illegal = {"move": record.move_number, "reason": str(record.reason.value)}
        outcome.illegal_move = record.move
    return outcome


def point_name(move: Move, width: int, height: int) -> str:
    point = move.point
    if point is None:
        return "pass"
    if 0 <= point.x < width and 0 <= point.y < height and width <= 25:
        return f"{point.to_gtp(height)} ({point.to_sgf()})"
    return str(point.to_sgf())


def colour_name(color: Color) -> str:
    return "Black" if color.value == "B" else "White"


def parse_points(text: str, width: int, height: int) -> list[Point]:
    from qtgo.rules import Point

    points: list[Point] = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        if len(item) != 2 or not item.isalpha() or not item.islower():
            raise CliError(f"--dead: '{item}' is not an SGF point (two lowercase letters, e.g. dd)")
        point = Point.from_sgf(item)
        if not (0 <= point.x < width and 0 <= point.y < height):
            raise CliError(f"--dead: '{item}' is off the {width}x{height} board")
        points.append(point)
    return points


def sorted_sgf(points: Iterable[Point]) -> list[str]:
    return sorted(point.to_sgf() for point in points)
