"""What every ``qtgo-cli`` command shares: exit codes, the one-line error, loading a record,
the rules a game is read under, and replaying its main line."""

from __future__ import annotations

from collections.abc import Iterable
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


def load_record(path: str) -> ParseResult:
    """Read one SGF file, turning every failure into a one-line ``CliError``."""
    from qtgo.sgf import SgfError, load

    try:
        return load(path, check_moves=False)  # the commands replay the moves themselves
    except SgfError as error:
        raise CliError(f"{path}: {error}") from error
    except FileNotFoundError as error:
        raise CliError(f"{path}: no such file") from error
    except IsADirectoryError as error:
        raise CliError(f"{path}: is a folder, not a file") from error
    except OSError as error:
        raise CliError(f"{path}: cannot read: {error.strerror or error}") from error


def ruleset_option(name: str) -> Ruleset:
    from qtgo.rules import RulesError, Ruleset

    try:
        return Ruleset.preset(name)
    except RulesError as error:
        raise CliError(f"--rules: {error}") from error


def ruleset_for_game(
    tree: GameTree, rules_option: str | None, komi: float | None = None
) -> tuple[Ruleset, list[str]]:
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
        if "B" in node.properties or "W" in node.properties:
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
    return point.to_sgf()


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
