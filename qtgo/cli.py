"""The ``qtgo-cli`` tools: check, score, convert and render game records.

Users script these, so their output and exit codes are a contract (see DESIGN.md):
bad input always gets one clear line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qtgo import __version__
from qtgo._format import format_number

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2


class CliError(ValueError):
    """A problem with the command's input: printed as one line, exit code 2."""


# --------------------------------------------------------------------------- helpers


def _load(path: str):
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


def _ruleset_option(name: str):
    from qtgo.rules import Ruleset, RulesError

    try:
        return Ruleset.preset(name)
    except RulesError as error:
        raise CliError(f"--rules: {error}") from error


def _ruleset_for(tree, rules_option: str | None, komi: float | None = None):
    """The rules a game is read under: ``--rules`` wins over ``RU``, ``--komi`` over ``KM``.

    Returns the ruleset and the warnings about the record's own values.
    """
    import dataclasses

    from qtgo.session.rule_overrides import RULE_OVERRIDES, apply_overrides
    from qtgo.sgf import ruleset_for

    ruleset, warnings = ruleset_for(tree)  # RU (Japanese when absent or unknown) and KM
    overrides = tree.root.get(RULE_OVERRIDES)
    if overrides and not rules_option:  # qtgo's own record of options changed from RU's preset
        ruleset, more = apply_overrides(ruleset, overrides)
        warnings.extend(more)
    if rules_option:
        preset = _ruleset_option(rules_option)
        has_komi = bool((tree.root.get("KM") or "").strip())
        ruleset = dataclasses.replace(preset, komi=ruleset.komi if has_komi else preset.komi)
        warnings = [w for w in warnings if not w.startswith("unknown rules")]
    if komi is not None:
        ruleset = dataclasses.replace(ruleset, komi=komi)
    return ruleset, warnings


@dataclass
class Replay:
    """The main line of one game replayed move by move with full legality checks."""

    game: Any
    moves: int = 0
    illegal: dict[str, Any] | None = None
    illegal_move: Any = None
    warnings: list[str] = field(default_factory=list)


def _move_node(tree, number: int | None):
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


def _replay_main_line(tree, ruleset, *, upto: int | None = None, where: str = "") -> Replay:
    """Replay the main line, stopping at the first illegal move (the checker's view).

    Moves count from 1, passes count, setup nodes do not; ``upto`` stops after that move.
    """
    from qtgo.sgf import SgfError, replay

    node, _count = _move_node(tree, upto)
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


def _point_name(move, width: int, height: int) -> str:
    point = move.point
    if point is None:
        return "pass"
    if 0 <= point.x < width and 0 <= point.y < height and width <= 25:
        return f"{point.to_gtp(height)} ({point.to_sgf()})"
    return point.to_sgf()


def _colour_name(color) -> str:
    return "Black" if color.value == "B" else "White"


def _parse_points(text: str, width: int, height: int) -> list:
    from qtgo.rules import Point

    points = []
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


def _sorted_sgf(points: Iterable) -> list[str]:
    return sorted(point.to_sgf() for point in points)


# --------------------------------------------------------------------------- check


def cmd_check(args: argparse.Namespace) -> int:
    """Exit 0: every move legal; 1: an illegal move; 2: a file that cannot be read.

    Every file is checked even when an earlier one fails, so one run reports them all.
    """
    from qtgo.rules import Color

    results: list[dict[str, Any]] = []
    status = EXIT_OK
    if args.rules:
        _ruleset_option(args.rules)  # a wrong --rules is the command's error, not a file's
    for path in args.files:
        try:
            parsed = _load(path)
            for warning in parsed.warnings:  # what the reader repaired: say so, stay going
                print(f"{path}: warning: {warning}", file=sys.stderr)
            games = []
            for index, tree in enumerate(parsed.games, start=1):
                where = f"{path}: game {index}: "
                ruleset, _warnings = _ruleset_for(tree, args.rules)
                games.append((where, tree, _replay_main_line(tree, ruleset, where=where)))
        except CliError as error:
            print(f"qtgo-cli check: {error}", file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        for where, tree, replay in games:
            game = replay.game
            results.append(
                {
                    "moves": replay.moves,
                    "captures": {"B": game.captures[Color.BLACK], "W": game.captures[Color.WHITE]},
                    "to_play": game.to_play.value,
                    "board": game.board.rows(),
                    "illegal": replay.illegal,
                }
            )
            if replay.illegal is not None:
                status = max(status, EXIT_ILLEGAL)
                move = replay.illegal_move
                width, height = tree.size
                print(
                    f"{where}move {replay.illegal['move']}: "
                    f"{_colour_name(move.color)} {_point_name(move, width, height)} is illegal: "
                    f"{replay.illegal['reason']}",
                    file=sys.stderr,
                )
    if args.json:
        print(json.dumps({"games": results}, ensure_ascii=False))
    elif status == EXIT_OK:
        games_count = len(results)
        moves = sum(result["moves"] for result in results)
        print(f"ok: {games_count} game{'s' if games_count != 1 else ''}, {moves} moves, every move legal")
    return status


# --------------------------------------------------------------------------- score


def cmd_score(args: argparse.Namespace) -> int:
    from qtgo.sgf import SgfError, replay

    parsed = _load(args.file)
    if not parsed.games:
        raise CliError(f"{args.file}: holds no game")
    tree = parsed.games[0]
    ruleset, warnings = _ruleset_for(tree, args.rules, args.komi)
    try:
        # The final position as recorded: an illegal move is placed anyway, with a warning.
        result = replay(tree, ruleset=ruleset)
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    for warning in warnings + result.warnings:
        print(f"{args.file}: warning: {warning}", file=sys.stderr)
    game = result.game
    width, height = tree.size
    if args.dead == "auto":
        from qtgo.rules.estimate import estimate

        dead = sorted(estimate(game.board, game.to_play, ruleset, seed=0).dead)
    elif args.dead == "none":
        dead = []
    else:
        dead = _parse_points(args.dead, width, height)
        empty = [p.to_sgf() for p in dead if game.board[p] is None]
        if empty:
            raise CliError(f"--dead: no stone on {', '.join(empty)}")
    breakdown = game.score(dead=dead)
    if args.json:
        print(json.dumps(score_json(breakdown), ensure_ascii=False))
    else:
        print(format_breakdown(breakdown))
    return EXIT_OK


def _side_json(side) -> dict[str, float | int]:
    def number(value):
        return int(value) if float(value).is_integer() else value

    return {
        "territory": number(side.territory),
        "stones": number(side.stones),
        "prisoners": number(side.prisoners),
        "dead": number(side.dead),
        "komi": number(side.komi),
        "handicap": number(side.handicap),
        "penalty": number(side.penalty),
        "total": number(side.total),
    }


def score_json(breakdown) -> dict[str, Any]:
    return {
        "rules": breakdown.ruleset_name,
        "scoring": breakdown.scoring.name.lower(),
        "black": _side_json(breakdown.black),
        "white": _side_json(breakdown.white),
        "result": breakdown.result,
        "dead": _sorted_sgf(breakdown.dead),
        "seki": _sorted_sgf(breakdown.seki),
    }


def format_breakdown(breakdown) -> str:
    """The breakdown as a small table; terms the scoring method leaves out are marked."""
    from qtgo.rules import Scoring

    not_counted = {
        Scoring.AREA: {"prisoners", "dead"},
        Scoring.TERRITORY: {"stones"},
        Scoring.STONES: {"territory", "prisoners", "dead"},
    }.get(breakdown.scoring, set())
    terms = ["territory", "stones", "prisoners", "dead", "komi", "handicap", "penalty", "total"]
    lines = [f"rules: {breakdown.ruleset_name} ({breakdown.scoring.name.lower()} scoring)"]
    lines.append(f"{'':<10}{'Black':>8}{'White':>8}")
    for term in terms:
        black, white = getattr(breakdown.black, term), getattr(breakdown.white, term)
        if term != "total" and not black and not white:
            continue
        sign = "-" if term == "penalty" else ""
        note = "  (not counted)" if term in not_counted else ""
        lines.append(f"{term:<10}{sign + format_number(black):>8}{sign + format_number(white):>8}{note}")
    lines.append(f"result: {breakdown.result}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- convert


def cmd_convert(args: argparse.Namespace) -> int:
    from qtgo.sgf import SgfError, convert

    try:
        # IN and OUT may be the same file: the write is atomic, so the original is
        # replaced only once the new text is safely on disk.
        result = convert(args.input, args.output)
    except SgfError as error:
        raise CliError(f"{args.input}: {error}") from error
    except FileNotFoundError as error:
        raise CliError(f"{error.filename or args.input}: no such file or folder") from error
    except OSError as error:
        raise CliError(f"{error.filename or args.output}: {error.strerror or error}") from error
    for warning in result.warnings:
        print(f"{args.input}: warning: {warning}", file=sys.stderr)
    return EXIT_OK


# --------------------------------------------------------------------------- render


def cmd_render(args: argparse.Namespace) -> int:
    if args.size < 64 or args.size > 8192:
        raise CliError("--size must be between 64 and 8192 pixels")
    if args.move is not None and args.move < 0:
        raise CliError("--move must be 0 or more")
    parsed = _load(args.file)
    if not parsed.games:
        raise CliError(f"{args.file}: holds no game")
    tree = parsed.games[0]
    from qtgo.sgf import SgfError, replay

    node, count = _move_node(tree, args.move)
    if args.move is not None and count is not None and count < args.move:
        raise CliError(f"{args.file}: the main line has only {count} moves")
    try:
        game = replay(tree, node).game  # as recorded: illegal moves are placed anyway
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    # Rendering needs no screen: use Qt's offscreen platform unless one is chosen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtgo.app import create_application
    from qtgo.session.display import display_from_game
    from qtgo.ui.board import render_display

    create_application([sys.argv[0] if sys.argv else "qtgo-cli"])
    display = display_from_game(game)
    image = render_display(display, args.size)
    out = Path(args.out)
    if not image.save(str(out), "PNG"):
        raise CliError(f"{out}: cannot write the PNG file")
    return EXIT_OK


# --------------------------------------------------------------------------- main


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qtgo-cli",
        description="Command-line tools of qtgo. Points are SGF coordinates (aa = top-left).",
    )
    parser.add_argument("--version", action="version", version=f"qtgo-cli {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    check = sub.add_parser("check", help="replay the main line of every game and report illegal moves")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.add_argument("--rules", metavar="NAME", help="rules to check under (wins over the record's RU)")
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    check.set_defaults(handler=cmd_check)

    score = sub.add_parser("score", help="score the final position of the main line")
    score.add_argument("file", metavar="FILE")
    score.add_argument("--rules", metavar="NAME", help="rules to score under (wins over RU)")
    score.add_argument("--komi", type=float, metavar="K", help="komi (wins over KM)")
    score.add_argument(
        "--dead", default="none", metavar="auto|none|LIST",
        help="dead stones: estimated (auto), none, or SGF points such as dd,de,ee",
    )
    score.add_argument("--json", action="store_true", help="print the breakdown as JSON")
    score.set_defaults(handler=cmd_score)

    convert = sub.add_parser("convert", help="read a record and write it as clean SGF (FF[4], UTF-8)")
    convert.add_argument("input", metavar="IN")
    convert.add_argument("output", metavar="OUT")
    convert.set_defaults(handler=cmd_convert)

    render = sub.add_parser("render", help="draw the position after move N to a PNG file")
    render.add_argument("file", metavar="FILE")
    render.add_argument("--move", type=int, metavar="N", help="the move to show (default: the last)")
    render.add_argument("--out", required=True, metavar="FILE.png")
    render.add_argument("--size", type=int, default=800, metavar="PIXELS")
    render.set_defaults(handler=cmd_render)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.command is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        return args.handler(args)
    except CliError as error:
        print(f"qtgo-cli {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
