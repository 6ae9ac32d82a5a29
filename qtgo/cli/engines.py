"""``match`` and ``analyze``: engine against engine, and a whole game analysed by an engine.

Exit codes: 0 done, 2 a wrong command line or an unreadable record, 3 an engine that
would not start or broke down (one line on stderr saying which and how).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from qtgo.cli._common import EXIT_OK, CliError, add_encoding_option, load_record, ruleset_for_game, ruleset_option

EXIT_ENGINE = 3


def register(sub: Any) -> None:
    """Add ``match`` and ``analyze`` to the ``qtgo-cli`` sub-parsers."""
    match = sub.add_parser("match", help="play engine against engine; one SGF per game")
    match.add_argument(
        "--black", required=True, metavar="CMD", help='the black engine\'s command line, e.g. "gnugo --mode gtp"'
    )
    match.add_argument("--white", required=True, metavar="CMD", help="the white engine's command line")
    match.add_argument("--size", type=int, default=19, metavar="N", help="board size (default 19)")
    match.add_argument("--komi", type=float, metavar="K", help="komi (default: the rule set's; 0.5 with a handicap)")
    match.add_argument("--rules", default="japanese", metavar="NAME", help="rule set (default japanese)")
    match.add_argument("--handicap", type=int, default=0, metavar="N", help="fixed handicap stones (default 0)")
    match.add_argument("--games", type=int, default=1, metavar="N", help="how many games (default 1)")
    match.add_argument("--out", required=True, metavar="DIR", help="folder for the SGF files (made if missing)")
    match.add_argument("--json", action="store_true", help="print the results as JSON")
    match.set_defaults(handler=cmd_match)

    analyze = sub.add_parser("analyze", help="analyse every main-line position of a game with an engine")
    analyze.add_argument("file", metavar="FILE")
    analyze.add_argument("--engine", required=True, metavar="CMD", help="the engine's command line")
    analyze.add_argument("--visits", type=int, metavar="N", help="visits per position (engines that search)")
    analyze.add_argument("--seconds", type=float, metavar="S", help="seconds per position at most")
    analyze.add_argument("--out", metavar="OUT.sgf", help="write the record with the evaluations in it")
    analyze.add_argument("--json", action="store_true", help="print the evaluations as JSON")
    add_encoding_option(analyze)
    analyze.set_defaults(handler=cmd_analyze)


def _engine_failure(error: Exception) -> int:
    print(f"qtgo-cli: engine: {error}", file=sys.stderr)
    return EXIT_ENGINE


def cmd_match(args: argparse.Namespace) -> int:
    from qtgo.engine import Engine, EngineError
    from qtgo.engine.match import MatchSettings, play_match_game
    from qtgo.rules import MAX_SIZE, MIN_SIZE, max_fixed_handicap
    from qtgo.sgf import save

    ruleset = ruleset_option(args.rules)
    if not MIN_SIZE <= args.size <= min(MAX_SIZE, 25):
        raise CliError(f"--size: {args.size} is not a board size GTP can name ({MIN_SIZE} to 25)")
    if args.games < 1:
        raise CliError(f"--games: {args.games} is not a number of games (1 or more)")
    if args.handicap < 0 or args.handicap > max(1, max_fixed_handicap(args.size, args.size)):
        top = max_fixed_handicap(args.size, args.size)
        raise CliError(f"--handicap: {args.handicap} stones cannot be placed on {args.size}x{args.size} (0 to {top})")
    if args.komi is not None and not -1000 < args.komi < 1000:
        raise CliError(f"--komi: {args.komi} is not a komi")
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"--out: cannot make the folder {out}: {error.strerror or error}") from None
    settings = MatchSettings(size=args.size, ruleset=ruleset, komi=args.komi, handicap=args.handicap)
    engines: list[Engine] = []
    results = []
    try:
        black = Engine.start(args.black)
        engines.append(black)
        white = Engine.start(args.white)
        engines.append(white)
        for number in range(1, args.games + 1):
            played = play_match_game(black, white, settings)
            path = out / f"game-{number:03d}.sgf"
            try:
                save(path, played.tree)
            except OSError as error:
                raise CliError(f"{path}: cannot write: {error.strerror or error}") from None
            results.append({"file": str(path), "moves": played.moves, "result": played.result})
            if not args.json:
                print(f"{path}: {played.moves} moves, {played.result}")
    except EngineError as error:
        return _engine_failure(error)
    finally:
        for engine in engines:
            engine.close()
    if args.json:
        print(json.dumps({"games": results}))
    return EXIT_OK


def cmd_analyze(args: argparse.Namespace) -> int:
    from qtgo.engine import EngineError, Limits

    if args.visits is not None and args.visits < 1:
        raise CliError(f"--visits: {args.visits} is not a number of visits (1 or more)")
    if args.seconds is not None and not args.seconds > 0:
        raise CliError(f"--seconds: {args.seconds} is not a time (more than 0)")
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: no game in the file")
    tree = parsed.games[0]
    ruleset, _warnings = ruleset_for_game(tree, None)
    limits = Limits(visits=args.visits, seconds=args.seconds)
    from qtgo.rules import RulesError
    from qtgo.sgf import SgfError

    try:
        label, evaluations = _analyse(args.engine, tree, ruleset, limits)
    except EngineError as error:
        return _engine_failure(error)
    except (SgfError, RulesError) as error:  # a record the rules cannot replay (SZ[1], ...)
        raise CliError(f"{args.file}: {error}") from None
    if args.out:
        from qtgo.sgf import save

        try:
            save(args.out, tree)
        except OSError as error:
            raise CliError(f"{args.out}: cannot write: {error.strerror or error}") from None
    if args.json:
        print(json.dumps({"engine": label, "positions": [_position_json(n, a) for n, a in enumerate(evaluations)]}))
    else:
        for number, analysis in enumerate(evaluations):
            print(_position_line(number, analysis))
    return EXIT_OK


def _analyse(command: str, tree: Any, ruleset: Any, limits: Any) -> tuple[str, list[Any]]:
    """Every main-line position's evaluation, stored in ``tree`` too."""
    from qtgo.engine import Engine
    from qtgo.engine.evaluations import write_engine_name, write_evaluation
    from qtgo.engine.katago import KataJsonEngine, is_json_analysis_command
    from qtgo.engine.review import analyse_main_line, main_line_nodes, main_line_positions

    if is_json_analysis_command(command):
        json_engine = KataJsonEngine(command)
        try:
            nodes = main_line_nodes(tree)
            evaluations = json_engine.analyse_positions(main_line_positions(tree, ruleset=ruleset), limits)
            for node, analysis in zip(nodes, evaluations, strict=True):
                write_evaluation(node, analysis)
            write_engine_name(tree, json_engine.label)
            return json_engine.label, evaluations
        finally:
            json_engine.close()
    with Engine.start(command) as engine:
        return engine.label, analyse_main_line(engine, tree, limits, ruleset=ruleset, store=True)


def _rounded(value: float | None, digits: int) -> float | None:
    return None if value is None else round(value, digits)


def _position_json(number: int, analysis: Any) -> dict[str, Any]:
    best = []
    for candidate in analysis.candidates:
        entry = {
            "point": candidate.sgf or "pass",
            "score_lead": _rounded(candidate.score_lead, 2),
            "winrate": _rounded(candidate.winrate, 4),
            "visits": candidate.visits,
        }
        if candidate.value is not None:
            entry["value"] = candidate.value  # GNU Go's top_moves: the move's worth in points
        best.append(entry)
    return {
        "move": number,
        "to_play": analysis.to_play.value,
        "score_lead": _rounded(analysis.score_lead, 2),
        "winrate": _rounded(analysis.winrate, 4),
        "best": best,
    }


def _position_line(number: int, analysis: Any) -> str:
    lead = "?" if analysis.score_lead is None else f"{analysis.score_lead:+.1f}"
    winrate = "" if analysis.winrate is None else f"  Black {analysis.winrate * 100:.1f}%"
    best = " ".join(c.sgf or "pass" for c in analysis.candidates[:5])
    return f"move {number:3d}  {analysis.to_play.value} to play  lead {lead}{winrate}  best {best}"
