"""``report``: what each player lost in analysed games, from the evaluations saved in them;
``problems``: those mistakes kept in the library as problems, due again on a schedule.

Exit codes: 0 done, 2 a wrong command line, an unreadable record, a record without
engine evaluations, or a library that cannot be opened (one line on stderr saying which).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qtgo.cli._common import EXIT_OK, CliError, add_encoding_option, load_record

if TYPE_CHECKING:
    from qtgo.engine.report import GameLosses, Phases, SideReport
    from qtgo.engine.review import Thresholds


def register(sub: Any) -> None:
    """Add ``report`` to the ``qtgo-cli`` sub-parsers."""
    report = sub.add_parser("report", help="points lost by each player in analysed games (no engine needed)")
    report.add_argument("files", nargs="+", metavar="FILE")
    report.add_argument("--player", metavar="NAME", help="one player over every game they played (PB/PW)")
    report.add_argument("--thresholds", metavar="A,B,C", help="inaccuracy, mistake, blunder in points (default 2,5,10)")
    report.add_argument("--phases", metavar="M,N", help="last move of the opening and of the middle game")
    report.add_argument("--json", action="store_true", help="print the report as JSON")
    add_encoding_option(report)
    report.set_defaults(handler=cmd_report)

    coach = sub.add_parser("coach", help="where your points go over many analysed games")
    coach.add_argument("files", nargs="*", metavar="FILE")
    coach.add_argument("--db", metavar="LIB", help="the games of a library instead (those not analysed are skipped)")
    coach.add_argument("--me", required=True, action="append", metavar="NAME", help="your name (PB/PW); repeatable")
    coach.add_argument("--json", action="store_true", help="print the statistics as JSON")
    add_encoding_option(coach)
    coach.set_defaults(handler=cmd_coach)

    problems = sub.add_parser("problems", help="your mistakes as problems in the library, repeated on a schedule")
    actions = problems.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="keep each mistake of an analysed game as a problem")
    add.add_argument("--db", required=True, metavar="LIB", help="the library database (created if absent)")
    add.add_argument("file", metavar="FILE")
    add.add_argument("--min-loss", type=float, default=5.0, metavar="P", help="points lost at least (default 5)")
    add.add_argument("--date", metavar="YYYY-MM-DD", help="the day it is (default today)")
    add_encoding_option(add)
    add.set_defaults(handler=cmd_problems_add)
    due = actions.add_parser("due", help="the problems due on a day")
    due.add_argument("--db", required=True, metavar="LIB", help="the library database")
    due.add_argument("--date", metavar="YYYY-MM-DD", help="the day (default today)")
    due.add_argument("--json", action="store_true", help="print the list as JSON")
    due.set_defaults(handler=cmd_problems_due)
    answer = actions.add_parser("answer", help="record a try at a problem; sets the day it is due again")
    answer.add_argument("--db", required=True, metavar="LIB", help="the library database")
    answer.add_argument("id", type=int, metavar="ID")
    verdict = answer.add_mutually_exclusive_group(required=True)
    verdict.add_argument("--right", action="store_true", help="solved")
    verdict.add_argument("--wrong", action="store_true", help="missed (the schedule starts again)")
    answer.add_argument("--date", metavar="YYYY-MM-DD", help="the day (default today)")
    answer.set_defaults(handler=cmd_problems_answer)


def _numbers(option: str, text: str, count: int) -> list[float]:
    parts = [part.strip() for part in text.split(",")]
    try:
        values = [float(part) for part in parts]
    except ValueError:
        values = []
    if len(values) != count or any(not value >= 0 or value == float("inf") for value in values):
        raise CliError(f"{option}: {text!r} is not {count} numbers >= 0 separated by commas")
    if values != sorted(values):
        raise CliError(f"{option}: {text!r} must be in increasing order")
    return values


def thresholds_option(text: str | None) -> Thresholds:
    from qtgo.engine.review import Thresholds

    if text is None:
        return Thresholds()
    a, b, c = _numbers("--thresholds", text, 3)
    return Thresholds(a, b, c)


def phases_option(text: str | None) -> Phases | None:
    from qtgo.engine.report import Phases

    if text is None:
        return None
    m, n = _numbers("--phases", text, 2)
    if m != int(m) or n != int(n):
        raise CliError(f"--phases: {text!r} must be whole move numbers")
    return Phases(int(m), int(n))


def _games(args: argparse.Namespace, phases: Phases | None) -> list[tuple[str, Any, GameLosses]]:
    """Every game of every file with its losses; a game without evaluations is refused."""
    from qtgo.engine.report import ReportError, game_losses

    games = []
    for path in args.files:
        parsed = load_record(path, args.encoding)
        if not parsed.games:
            raise CliError(f"{path}: no game in the file")
        for number, tree in enumerate(parsed.games, start=1):
            where = path if len(parsed.games) == 1 else f"{path} (game {number})"
            try:
                games.append((where, tree, game_losses(tree, phases)))
            except ReportError as error:
                raise CliError(f"{where}: {error}") from None
    return games


def cmd_report(args: argparse.Namespace) -> int:
    from qtgo.engine.report import ReportError, report_json, side_report
    from qtgo.rules import Color

    thresholds = thresholds_option(args.thresholds)
    phases = phases_option(args.phases)
    games = _games(args, phases)
    try:
        if args.player is not None:
            wanted = args.player.strip().casefold()
            chosen = []
            for where, tree, losses in games:
                if (tree.black_player or "").strip().casefold() == wanted:
                    chosen.append((losses, Color.BLACK, where))
                elif (tree.white_player or "").strip().casefold() == wanted:
                    chosen.append((losses, Color.WHITE, where))
            if not chosen:
                raise CliError(f"--player: no game of {args.player!r} in the files (matched on PB/PW)")
            report = side_report(chosen, thresholds)
            output: dict[str, Any] = {"player": report_json(report, with_source=True)}
            trees = {where: tree for where, tree, _losses in games}
            text = [_text(f"{args.player} ({len(chosen)} games)", report, trees)]
        else:
            objects = []
            text = []
            for where, tree, losses in games:
                sides = {}
                for color, key in ((Color.BLACK, "black"), (Color.WHITE, "white")):
                    report = side_report([(losses, color, where)], thresholds)
                    sides[key] = report_json(report)
                    name = (tree.black_player if color is Color.BLACK else tree.white_player) or key.title()
                    text.append(_text(f"{where}: {key.title()} ({name})", report, {where: tree}))
                objects.append(sides)
            output = objects[0] if len(objects) == 1 else {"games": objects}
    except ReportError as error:
        raise CliError(str(error)) from None
    if args.json:
        print(json.dumps(output))
    else:
        print("\n\n".join(text))
    return EXIT_OK


def _why(tree: Any, number: int, read: dict[int, tuple[Any, Any]]) -> list[str]:
    """The explanation of move ``number`` from the saved numbers (``engine.explain``);
    ``read``: each tree's evaluations and positions, read once for all its worst moves."""
    from qtgo.engine.explain import explain_saved_move, render
    from qtgo.engine.review import stored_evaluations
    from qtgo.sgf import PositionCache

    if id(tree) not in read:
        read[id(tree)] = (stored_evaluations(tree), PositionCache(tree))
    evaluations, positions = read[id(tree)]
    height = tree.size[1]
    return [render(sentence, height) for sentence in explain_saved_move(tree, number, evaluations, positions)]


def _text(title: str, report: SideReport, trees: dict[str, Any]) -> str:
    from qtgo.engine.report import TIME_BOUNDS, Phase

    unit = "points" if report.unit.value == "points" else "% win rate"
    lines = [
        title,
        f"  moves {report.moves}, lost {report.points_lost:.1f} {unit}, {report.mean_loss:.2f} per move",
        "  inaccuracies {inaccuracy}, mistakes {mistake}, blunders {blunder}".format(**report.mistakes),
        "  "
        + ", ".join(
            f"{phase.value} {report.by_phase[phase].moves} moves -{report.by_phase[phase].points_lost:.1f}"
            for phase in Phase
        ),
    ]
    overtime = report.time_tally(True)
    if overtime.moves:
        lines.append(f"  in overtime: {overtime.moves} moves -{overtime.points_lost:.1f}")
    fast = [report.by_time.get((late, 0)) for late in (False, True)]
    for tally, where in zip(fast, ("main time", "overtime"), strict=True):
        if tally is not None and tally.moves:
            lines.append(
                f"  {tally.points_lost:.1f} of {report.points_lost:.1f} points lost in {tally.moves}"
                f" move{'' if tally.moves == 1 else 's'}"
                f" played in under {TIME_BOUNDS[0]:g} s of {where}"
            )
    read: dict[int, tuple[Any, Any]] = {}
    for item in report.worst:
        move = item.move
        played = move.played.to_sgf() if move.played else "pass"
        best = (move.best.to_sgf() if move.best else "pass") if move.best_known else "?"
        lines.append(f"  move {move.number}: {played} lost {move.loss:.1f} (best {best})")
        tree = trees.get(item.source)
        if tree is not None and move.loss > 0:
            lines.extend(f"    {sentence}." for sentence in _why(tree, move.number, read))
    return "\n".join(lines)


def _day(text: str | None) -> Any:
    import datetime as dt

    if text is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise CliError(f"--date: {text!r} is not a day as YYYY-MM-DD") from None


def _days(count: int) -> str:
    return f"{count} day" if count == 1 else f"{count} days"


def cmd_problems_add(args: argparse.Namespace) -> int:
    import datetime as dt

    from qtgo.cli.library import _open
    from qtgo.engine.report import ReportError
    from qtgo.library.mistakes import mistake_problems
    from qtgo.library.problems import add_problems

    if not args.min_loss >= 0 or args.min_loss == float("inf"):
        raise CliError(f"--min-loss: {args.min_loss} is not a number of points >= 0")
    today = _day(args.date)
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: no game in the file")
    source = str(Path(args.file).resolve()) if args.file != "-" else "-"
    found = []
    for tree in parsed.games:
        try:
            found.extend(mistake_problems(tree, source, args.min_loss))
        except ReportError as error:
            raise CliError(f"{args.file}: {error}") from None
    with _open(args.db, must_exist=False) as library:
        added = add_problems(library.connection, found, today)
    tomorrow = today + dt.timedelta(days=1)
    print(f"{len(added)} problems added ({len(found) - len(added)} already there), first due on {tomorrow.isoformat()}")
    return EXIT_OK


def cmd_problems_due(args: argparse.Namespace) -> int:
    from qtgo.cli.library import _open
    from qtgo.library.problems import due_problems

    today = _day(args.date)
    with _open(args.db, must_exist=True) as library:
        due = due_problems(library.connection, today)
    if args.json:
        keys = ("id", "source", "move", "due", "interval_days", "streak")
        print(json.dumps([{key: getattr(item, key) for key in keys} for item in due]))
    else:
        for item in due:
            print(f"{item.id}: {item.source} move {item.move}, due {item.due} (every {_days(item.interval_days)})")
        if not due:
            print(f"no problem due on {today.isoformat()}")
    return EXIT_OK


def _bucket_json(bucket: Any) -> dict[str, Any]:
    return {"moves": bucket.moves, "points_lost": round(bucket.points_lost, 2), "mean_loss": round(bucket.mean_loss, 3)}


def _library_summaries(path: str, names: list[str], encoding: str | None) -> list[Any]:
    """The summaries of the analysed games of ``names`` in a library: from the background
    analysis's copies where it made them, else from the games' own files."""
    from qtgo.cli.library import _open
    from qtgo.library.analysed import analysed_games

    with _open(path, must_exist=True) as library:
        return [game.summary for game in analysed_games(library, names, encoding=encoding)]


def cmd_coach(args: argparse.Namespace) -> int:
    from qtgo.engine.report import ReportError
    from qtgo.library.coach import statistics, summarise

    if bool(args.files) == bool(args.db):
        raise CliError("give either record files or --db LIB")
    summaries = []
    if args.db:
        summaries = _library_summaries(args.db, args.me, args.encoding)  # games not analysed yet are left out
    for path in args.files:
        for tree in load_record(path, args.encoding).games:
            try:
                summary = summarise(tree, args.me)
            except ReportError as error:
                raise CliError(f"{path}: {error}") from None
            if summary is not None:
                summaries.append(summary)
    if not summaries:
        raise CliError(f"--me: no game of {', '.join(args.me)} in the files (matched on PB/PW)")
    found = statistics(summaries)
    result: dict[str, Any] = {
        "games": found.games,
        "by_month": {
            month or "?": {phase.value: _bucket_json(bucket) for phase, bucket in phases.items()}
            for month, phases in sorted(found.by_month.items())
        },
        "by_rank": {rank or "?": _bucket_json(bucket) for rank, bucket in sorted(found.by_rank.items())},
        "by_time_control": {name: _bucket_json(bucket) for name, bucket in sorted(found.by_time_control.items())},
        "openings": [{"corner": name, **_bucket_json(bucket)} for name, bucket in found.costliest_openings(10)],
    }
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return EXIT_OK
    print(f"{found.games} games")
    for month, phases in result["by_month"].items():
        cells = ", ".join(f"{name} {cell['mean_loss']:.2f}" for name, cell in phases.items())
        print(f"  {month}: mean loss per move {cells}")
    for rank, cell in result["by_rank"].items():
        print(f"  against {rank}: {cell['mean_loss']:.2f} per move over {cell['moves']} moves")
    for name, cell in result["by_time_control"].items():
        print(f"  time {name}: {cell['mean_loss']:.2f} per move over {cell['moves']} moves")
    for cell in result["openings"][:5]:
        print(f"  corner {cell['corner']}: {cell['points_lost']:.1f} points in {cell['moves']} opening moves")
    return EXIT_OK


def cmd_problems_answer(args: argparse.Namespace) -> int:
    from qtgo.cli.library import _open
    from qtgo.library import LibraryError
    from qtgo.library.problems import answer_problem, success_by_phase

    today = _day(args.date)
    with _open(args.db, must_exist=True) as library:
        try:
            problem = answer_problem(library.connection, args.id, bool(args.right), today)
        except LibraryError as error:
            raise CliError(str(error)) from None
        rates = success_by_phase(library.connection)
    print(f"problem {problem.id}: due {problem.due} (every {_days(problem.interval_days)}, streak {problem.streak})")
    for phase, rate in sorted(rates.items()):
        if rate.rate is not None:
            print(f"  {phase}: {rate.solved} of {rate.tries} solved")
    return EXIT_OK
