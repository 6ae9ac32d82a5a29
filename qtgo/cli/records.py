"""``check``, ``score`` and ``convert``: replay, count and rewrite game records."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import TYPE_CHECKING, Any

from qtgo._format import format_number
from qtgo._gc import collector_paused
from qtgo.cli._common import (
    EXIT_BAD_INPUT,
    EXIT_ILLEGAL,
    EXIT_OK,
    CliError,
    add_encoding_option,
    colour_name,
    iter_record,
    load_record,
    parse_points,
    point_name,
    replay_main_line,
    ruleset_for_game,
    ruleset_option,
    sorted_sgf,
)

if TYPE_CHECKING:
    from qtgo.cli._common import Replay
    from qtgo.rules import Game, Point, ScoreBreakdown, SideScore
    from qtgo.sgf import GameTree
    from qtgo.sgf.accepted import DeadFrom


def register(sub: Any) -> None:
    """Add the three commands to the ``qtgo-cli`` sub-parsers."""
    check = sub.add_parser("check", help="replay the main line of every game and report illegal moves")
    check.add_argument("files", nargs="+", metavar="FILE", help="record files (- reads standard input)")
    check.add_argument("--rules", metavar="NAME", help="rules to check under (wins over the record's RU)")
    check.add_argument("--json", action="store_true", help="print the result as JSON")
    add_encoding_option(check)
    check.set_defaults(handler=cmd_check)

    score = sub.add_parser("score", help="score the final position of the main line")
    score.add_argument("file", metavar="FILE")
    score.add_argument("--rules", metavar="NAME", help="rules to score under (wins over RU)")
    score.add_argument("--komi", type=float, metavar="K", help="komi (wins over KM)")
    score.add_argument(
        "--dead",
        default=None,
        metavar="auto|none|recorded|LIST",
        help="dead stones: estimated (auto), none, the accepted count's (recorded: TB/TW on the"
        " last node), or SGF points such as dd,de,ee; default: recorded when the record has"
        " them, else none",
    )
    score.add_argument("--all-rules", action="store_true", help="score under every rule set, side by side")
    score.add_argument("--json", action="store_true", help="print the breakdown as JSON")
    add_encoding_option(score)
    score.set_defaults(handler=cmd_score)

    convert = sub.add_parser("convert", help="read a record and write it as clean SGF (FF[4], UTF-8)")
    convert.add_argument("input", metavar="IN")
    convert.add_argument("output", metavar="OUT")
    add_encoding_option(convert)
    convert.set_defaults(handler=cmd_convert)


def cmd_check(args: argparse.Namespace) -> int:
    """Exit 0: every move legal; 1: an illegal move; 2: a file that cannot be read.

    Every file is checked even when an earlier one fails, so one run reports them all.
    """
    results: list[dict[str, Any]] = []
    status = EXIT_OK
    if args.rules:
        ruleset_option(args.rules)  # a wrong --rules is the command's error, not a file's
    for path in args.files:
        # Game by game: a collection of any size is checked in the memory of one game.
        found: list[dict[str, Any]] = []
        try:
            chunks = iter_record(path, args.encoding)
            while True:
                with collector_paused():
                    parsed = next(chunks, None)
                    # A game makes no reference cycles: frozen, the cyclic collector never
                    # walks its nodes (that took a third of the command's time). Reference
                    # counting still frees it; the file's objects go back to the collector
                    # once it is done.
                    gc.freeze()
                if parsed is None:
                    break
                for warning in parsed.warnings:  # what the reader repaired: say so, stay going
                    print(f"{path}: warning: {warning}", file=sys.stderr)
                for tree in parsed.games:
                    where = f"{path}: game {len(found) + 1}: "
                    ruleset, _warnings = ruleset_for_game(tree, args.rules)
                    replay = replay_main_line(tree, ruleset, where=where)
                    # Without --json only the counts are kept, not 100,000 boards.
                    found.append(_check_result(replay) if args.json else {"moves": replay.moves})
                    if replay.illegal is not None:
                        status = max(status, EXIT_ILLEGAL)
                        _print_illegal(where, tree, replay)
        except CliError as error:
            print(f"qtgo-cli check: {error}", file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        finally:
            gc.unfreeze()
        results.extend(found)
    if args.json:
        print(json.dumps({"games": results}, ensure_ascii=False))
    elif status == EXIT_OK:
        games_count = len(results)
        moves = sum(result["moves"] for result in results)
        print(f"ok: {games_count} game{'s' if games_count != 1 else ''}, {moves} moves, every move legal")
    return status


def _check_result(replay: Replay) -> dict[str, Any]:
    from qtgo.rules import Color

    game = replay.game
    return {
        "moves": replay.moves,
        "captures": {"B": game.captures[Color.BLACK], "W": game.captures[Color.WHITE]},
        "to_play": game.to_play.value,
        "board": game.board.rows(),
        "illegal": replay.illegal,
    }


def _print_illegal(where: str, tree: GameTree, replay: Replay) -> None:
    move, illegal = replay.illegal_move, replay.illegal
    assert move is not None and illegal is not None  # an illegal move was recorded with its reason
    width, height = tree.size
    print(
        f"{where}move {illegal['move']}: "
        f"{colour_name(move.color)} {point_name(move, width, height)} is illegal: "
        f"{illegal['reason']}",
        file=sys.stderr,
    )


def cmd_score(args: argparse.Namespace) -> int:
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: holds no game")
    tree = parsed.games[0]
    if args.all_rules:
        return _score_all(args, tree)
    breakdown, dead_from = _score_under(args, tree, args.rules)
    if args.json:
        print(json.dumps(score_json(breakdown) | {"dead_from": dead_from.value}, ensure_ascii=False))
    else:
        print(format_breakdown(breakdown, _DEAD_FROM_WORDS[dead_from.value]))
    return EXIT_OK


def _score_under(args: argparse.Namespace, tree: GameTree, rules: str | None) -> tuple[ScoreBreakdown, DeadFrom]:
    """The final position's breakdown under ``rules`` (None: the record's own)."""
    from qtgo.sgf import SgfError, replay

    ruleset, warnings = ruleset_for_game(tree, rules, args.komi)
    try:
        # The final position as recorded: an illegal move is placed anyway, with a warning.
        result = replay(tree, ruleset=ruleset)
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    for warning in warnings + result.warnings:
        print(f"{args.file}: warning: {warning}", file=sys.stderr)
    game = result.game
    dead, dead_from = _dead_stones(args, tree, game)
    breakdown = game.score(dead=dead)
    if dead_from.value == "recorded":
        _warn_if_recount_differs(args.file, tree, breakdown)
    return breakdown, dead_from


def _score_all(args: argparse.Namespace, tree: GameTree) -> int:
    """``--all-rules``: every preset's breakdown (the object ``--rules NAME --json`` prints),
    from ``session.every_preset``: each preset's replay, with the dead stones ``--dead``
    finds in it; the warnings of the record once, with the first preset's."""
    from qtgo.cli.rules_compare import explain
    from qtgo.rules import PRESET_NAMES, Ruleset
    from qtgo.session.every_preset import score_under_every_preset
    from qtgo.sgf import ReplayResult, SgfError

    if args.rules:
        raise CliError("--all-rules and --rules cannot be given together")
    first = PRESET_NAMES[0]
    ruleset, warnings = ruleset_for_game(tree, first, args.komi)
    # The record's KM read as ``--rules`` reads it (each preset's own when it has none).
    has_komi = args.komi is not None or bool((tree.root.get("KM") or "").strip())
    dead_from: dict[str, DeadFrom] = {}

    def dead_in(name: str, result: ReplayResult) -> list[Point]:
        if name == first:
            for warning in warnings + result.warnings:
                print(f"{args.file}: warning: {warning}", file=sys.stderr)
        dead, dead_from[name] = _dead_stones(args, tree, result.game)
        return dead

    try:
        found = score_under_every_preset(tree, dead=dead_in, komi=ruleset.komi if has_komi else None)
    except SgfError as error:
        raise CliError(f"{args.file}: {error}") from error
    if dead_from[first].value == "recorded":
        _warn_if_recount_differs(args.file, tree, found[first])
    if args.json:
        print(
            json.dumps(
                {name: score_json(b) | {"dead_from": dead_from[name].value} for name, b in found.items()},
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    for name, breakdown in found.items():
        print(f"{name}: {breakdown.result}. {explain(Ruleset.preset(name), breakdown)}")
    return EXIT_OK


_DEAD_FROM_WORDS = {
    "recorded": "as accepted in the record (TB/TW)",
    "auto": "estimated",
    "none": "none (every stone alive)",
    "list": "as listed",
}


def _dead_stones(args: argparse.Namespace, tree: GameTree, game: Game) -> tuple[list[Point], DeadFrom]:
    """The dead stones ``--dead`` asks for, and where they came from (DESIGN.md: with no
    ``--dead``, the record's accepted count when its last node has one, else none)."""
    from qtgo.sgf.accepted import DeadFrom, accepted_count

    width, height = tree.size
    option = args.dead
    recorded = accepted_count(tree.root.line_end(), game.board)
    if option is None:
        option = "recorded" if recorded is not None else "none"
    if option == "recorded":
        if recorded is None:
            raise CliError(f"{args.file}: --dead recorded: the main line's last node holds no accepted count (TB/TW)")
        return sorted(recorded.dead), DeadFrom.RECORDED
    if option == "auto":
        from qtgo.rules.estimate import estimate

        return sorted(estimate(game.board, game.to_play, game.ruleset, seed=0).dead), DeadFrom.AUTO
    if option == "none":
        return [], DeadFrom.NONE
    dead = parse_points(option, width, height)
    empty = [p.to_sgf() for p in dead if game.board[p] is None]
    if empty:
        raise CliError(f"--dead: no stone on {', '.join(empty)}")
    return dead, DeadFrom.LIST


def _warn_if_recount_differs(file: str, tree: GameTree, breakdown: ScoreBreakdown) -> None:
    """One line on stderr when the recorded count does not give the record's ``RE``."""
    from qtgo.sgf.accepted import result_score

    recorded = tree.root.get("RE")
    if recorded and result_score(recorded) != result_score(breakdown.result):
        print(
            f"{file}: warning: the record says RE[{recorded}], its accepted count gives {breakdown.result}",
            file=sys.stderr,
        )


def _side_json(side: SideScore, bonuses: bool = False) -> dict[str, float | int]:
    def number(value: float) -> float | int:
        return int(value) if float(value).is_integer() else value

    terms = {
        "territory": number(side.territory),
        "stones": number(side.stones),
        "prisoners": number(side.prisoners),
        "dead": number(side.dead),
        "komi": number(side.komi),
        "handicap": number(side.handicap),
        "penalty": number(side.penalty),
        "total": number(side.total),
    }
    if bonuses:  # Tibetan go's bonus terms, only where the rule set counts them
        terms["centre"] = number(side.centre)
        terms["corners"] = number(side.corners)
    return terms


def score_json(breakdown: ScoreBreakdown) -> dict[str, Any]:
    return {
        "rules": breakdown.ruleset_name,
        "scoring": breakdown.scoring.name.lower(),
        "black": _side_json(breakdown.black, breakdown.bonuses),
        "white": _side_json(breakdown.white, breakdown.bonuses),
        "result": breakdown.result,
        "dead": sorted_sgf(breakdown.dead),
        "seki": sorted_sgf(breakdown.seki),
    }


def format_breakdown(breakdown: ScoreBreakdown, dead_from: str = "") -> str:
    """The breakdown as a small table; terms the scoring method leaves out are marked, and
    ``dead_from`` says where the dead stones came from."""
    from qtgo.rules import Scoring

    not_counted = {
        Scoring.AREA: {"prisoners", "dead"},
        Scoring.TERRITORY: {"stones"},
        Scoring.STONES: {"territory", "prisoners", "dead"},
    }.get(breakdown.scoring, set())
    terms = ["territory", "stones", "prisoners", "dead", "komi", "handicap", "penalty", "total"]
    if breakdown.bonuses:
        terms[-1:-1] = ["centre", "corners"]
    lines = [f"rules: {breakdown.ruleset_name} ({breakdown.scoring.name.lower()} scoring)"]
    lines.append(f"{'':<10}{'Black':>8}{'White':>8}")
    for term in terms:
        black, white = getattr(breakdown.black, term), getattr(breakdown.white, term)
        if term not in ("total", "centre", "corners") and not black and not white:
            continue
        sign = "-" if term == "penalty" else ""
        note = "  (not counted)" if term in not_counted else ""
        lines.append(f"{term:<10}{sign + format_number(black):>8}{sign + format_number(white):>8}{note}")
    if dead_from:
        lines.append(f"dead stones: {dead_from}")
    lines.append(f"result: {breakdown.result}")
    return "\n".join(lines)


def cmd_convert(args: argparse.Namespace) -> int:
    from qtgo.sgf import SgfError, convert

    try:
        # IN and OUT may be the same file: the write is atomic, so the original is
        # replaced only once the new text is safely on disk.
        result = convert(args.input, args.output, encoding=args.encoding)
    except SgfError as error:
        raise CliError(f"{args.input}: {error}") from error
    except FileNotFoundError as error:
        raise CliError(f"{error.filename or args.input}: no such file or folder") from error
    except OSError as error:
        raise CliError(f"{error.filename or args.output}: {error.strerror or error}") from error
    for warning in result.warnings:
        print(f"{args.input}: warning: {warning}", file=sys.stderr)
    return EXIT_OK
