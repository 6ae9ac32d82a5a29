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

# The default move time, spelt here so that --help does not import the engine package.
GENMOVE_TIMEOUT = 120.0

EXIT_ENGINE = 3


#: Seconds beyond ``--seconds`` a position may take before it counts as timed out.
ANALYSIS_GRACE = 10.0


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
    match.add_argument(
        "--alternate",
        action="store_true",
        help="swap colours every game: engine A (--black's command) takes White in games 2, 4, ...",
    )
    match.add_argument(
        "--move-time",
        type=float,
        default=GENMOVE_TIMEOUT,
        metavar="S",
        help=f"seconds an engine may take over one move before it counts as hung (default {GENMOVE_TIMEOUT:g})",
    )
    match.add_argument("--out", required=True, metavar="DIR", help="folder for the SGF files (made if missing)")
    match.add_argument("--json", action="store_true", help="print the results as JSON")
    match.set_defaults(handler=cmd_match)

    analyze = sub.add_parser("analyze", help="analyse every main-line position of a game with an engine")
    analyze.add_argument("file", nargs="+", metavar="FILE")
    analyze.add_argument("--engine", required=True, metavar="CMD", help="the engine's command line")
    analyze.add_argument("--visits", type=int, metavar="N", help="visits per position (engines that search)")
    analyze.add_argument("--seconds", type=float, metavar="S", help="seconds per position at most")
    analyze.add_argument(
        "--timeout",
        type=float,
        metavar="S",
        help=f"seconds a position may take before it is retried once, then skipped "
        f"(default: --seconds plus {ANALYSIS_GRACE:g}, else the engine's request timeout)",
    )
    analyze.add_argument("--resume", action="store_true", help="skip the positions FILE already holds evaluations for")
    analyze.add_argument(
        "--moves", type=_move_list, metavar="LIST", help="only these positions, e.g. 0,10-12 (0: before move 1)"
    )
    analyze.add_argument("--out", metavar="OUT.sgf", help="write the record with the evaluations in it")
    analyze.add_argument(
        "--out-dir",
        metavar="DIR",
        help="write DIR/<input name>.sgf for each FILE; one whose output holds every evaluation is skipped",
    )
    output = analyze.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print the evaluations as JSON")
    output.add_argument(
        "--json-lines", action="store_true", help="print each position as one JSON line as soon as it is done"
    )
    add_encoding_option(analyze)
    analyze.set_defaults(handler=cmd_analyze)


def _move_list(text: str) -> list[int]:
    """``0,10-12`` -> ``[0, 10, 11, 12]``: the argparse type of ``--moves``."""
    numbers: list[int] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        first, dash, last = part.partition("-")
        try:
            low, high = int(first), int(last if dash else first)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{part}' is not a move number or a range like 10-12") from None
        if low < 0 or high < low:
            raise argparse.ArgumentTypeError(f"'{part}' is not a move number or a range like 10-12")
        numbers.extend(range(low, high + 1))
    if not numbers:
        raise argparse.ArgumentTypeError("no move numbers given")
    return numbers


def _engine_failure(error: Exception | str, partial: str = "") -> int:
    print(f"qtgo-cli: engine: {error}{f' ({partial})' if partial else ''}", file=sys.stderr)
    return EXIT_ENGINE


def cmd_match(args: argparse.Namespace) -> int:
    from qtgo.engine import Engine, EngineError
    from qtgo.engine.match import MatchInterrupted, MatchProgress, MatchSettings, play_match_game
    from qtgo.rules import MAX_SIZE, MIN_SIZE, max_fixed_handicap

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
    if not args.move_time > 0:
        raise CliError(f"--move-time: {args.move_time} is not a time (more than 0)")
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"--out: cannot make the folder {out}: {error.strerror or error}") from None
    settings = MatchSettings(size=args.size, ruleset=ruleset, komi=args.komi, handicap=args.handicap)
    engines: list[Engine] = []
    results: list[dict[str, Any]] = []
    try:
        engine_a = _start_side(args.black, "--black", args.move_time)
        engines.append(engine_a)
        engine_b = _start_side(args.white, "--white", args.move_time)
        engines.append(engine_b)
        for number in range(1, args.games + 1):
            swapped = args.alternate and number % 2 == 0
            black, white = (engine_b, engine_a) if swapped else (engine_a, engine_b)
            path = out / f"game-{number:03d}.sgf"
            progress = MatchProgress()
            try:
                played = play_match_game(black, white, settings, progress=progress)
            except MatchInterrupted as error:
                _save(path, error.game.tree)
                entry = {"file": str(path), "moves": error.game.moves, "result": None, "partial": True}
                results.append(entry | ({"a_black": not swapped} if args.alternate else {}))
                side = "" if error.color is None else f"{'Black' if error.color.value == 'B' else 'White'}'s engine: "
                if args.json:
                    print(json.dumps(_match_json(results, args.alternate)))
                return _engine_failure(
                    f"{side}{error}",
                    f"partial: game {number} stopped after {error.game.moves} moves, saved in {path}",
                )
            except BaseException:  # Ctrl+C, SIGTERM: keep the game so far, then stop
                if progress.tree is not None:
                    _save(path, progress.tree)
                    note = f"partial: game {number} stopped after {progress.moves} moves, saved in {path}"
                    print(f"qtgo-cli match: stopped ({note})", file=sys.stderr)
                raise
            _save(path, played.tree)
            entry = {"file": str(path), "moves": played.moves, "result": played.result}
            results.append(entry | ({"a_black": not swapped} if args.alternate else {}))
            if not args.json:
                print(f"{path}: {played.moves} moves, {played.result}")
    except EngineError as error:
        return _engine_failure(error)
    finally:
        for engine in engines:
            engine.close()
    if args.json:
        print(json.dumps(_match_json(results, args.alternate)))
    elif args.alternate or args.games > 1:
        print(_match_table(results, engine_a.label, engine_b.label))
    return EXIT_OK


def _start_side(command: str, option: str, move_time: float) -> Any:
    """One side's engine; a failure to start says which side (``--white``'s engine: ...)."""
    from qtgo.engine import Engine, EngineError

    try:
        return Engine.start(command, move_time=move_time)
    except EngineError as error:
        raise EngineError(error.reason, f"{option}'s engine: {error}", stderr=error.stderr) from None


def _save(path: Path, tree: Any) -> None:
    from qtgo.sgf import save

    try:
        save(path, tree)
    except OSError as error:
        raise CliError(f"{path}: cannot write: {error.strerror or error}") from None


def _winner(result: str | None) -> str | None:
    """``"B"``, ``"W"``, ``"draw"`` or None (no result) from an SGF ``RE`` value."""
    if not result:
        return None
    text = result.strip().upper()
    if text in ("0", "DRAW", "JIGO") or text.startswith(("0", "DRAW")):
        return "draw"
    if text[:2] in ("B+", "W+"):
        return text[0]
    return None


def _tally(results: list[dict[str, Any]]) -> tuple[int, int, int]:
    """A's wins, B's wins and draws (engine A is ``--black``'s command)."""
    a = b = draws = 0
    for entry in results:
        winner = _winner(entry.get("result"))
        if winner == "draw":
            draws += 1
        elif winner is not None:
            a_colour = "B" if entry.get("a_black", True) else "W"
            a, b = (a + 1, b) if winner == a_colour else (a, b + 1)
    return a, b, draws


def _match_json(results: list[dict[str, Any]], alternate: bool) -> dict[str, Any]:
    from qtgo.engine.elo import elo_difference

    report: dict[str, Any] = {"games": results}
    estimate = elo_difference(*_tally(results))
    report["summary"] = {
        "a_wins": estimate.a_wins,
        "b_wins": estimate.b_wins,
        "draws": estimate.draws,
        "elo": _rounded(estimate.elo, 1),
        "elo_margin": _rounded(estimate.margin, 1),
    }
    if estimate.bound is not None:
        report["summary"]["elo_bound"] = round(estimate.bound, 1)
    if any(entry.get("partial") for entry in results):
        report["partial"] = True
    return report


def _match_table(results: list[dict[str, Any]], label_a: str, label_b: str) -> str:
    from qtgo.engine.elo import elo_difference

    estimate = elo_difference(*_tally(results))
    width = max(len(label_a), len(label_b), 6) + 4
    lines = [
        f"{'engine':<{width}}{'wins':>6}",
        f"{'A ' + label_a:<{width}}{estimate.a_wins:>6}",
        f"{'B ' + label_b:<{width}}{estimate.b_wins:>6}",
        f"{'draws':<{width}}{estimate.draws:>6}",
    ]
    if estimate.elo is not None and estimate.margin is not None:
        lines.append(f"Elo of A over B: {estimate.elo:+.0f} ± {estimate.margin:.0f} (95%, normal approximation)")
    elif estimate.bound is not None:
        side = "at least" if estimate.score == 1.0 else "at most"
        lines.append(f"Elo of A over B: not finite; {side} {estimate.bound:+.0f} (95%, one-sided)")
    return "\n".join(lines)


def cmd_analyze(args: argparse.Namespace) -> int:
    """One FILE (``--out``), or each of several into ``--out-dir`` (done ones skipped)."""
    files = list(args.file)
    if args.out_dir is None:
        if len(files) > 1:
            raise CliError(f"{len(files)} files need --out-dir DIR (--out writes one record)")
        args.file = files[0]
        with _Engines(args.engine) as engines:
            return _analyze_one(args, engines)
    if args.out:
        raise CliError("--out and --out-dir cannot be given together")
    out_dir = Path(args.out_dir)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"--out-dir: cannot make the folder {out_dir}: {error.strerror or error}") from None
    with _Engines(args.engine) as engines:  # one engine for the whole batch: one start, not one a file
        for path in files:
            one = argparse.Namespace(**vars(args))
            one.out = str(out_dir / f"{Path(path).stem}.sgf")
            one.file = path
            if Path(one.out).is_file():
                if _fully_analysed(one.out, args.encoding):
                    print(f"qtgo-cli analyze: {path}: done already in {one.out}", file=sys.stderr)
                    continue
                one.file, one.resume = one.out, True  # go on from what an earlier run saved
            code = _analyze_one(one, engines)
            if code != EXIT_OK:
                return code
    return EXIT_OK


class _Engines:
    """The engine of an ``analyze`` run, started when the first position needs it and kept
    for every file after it, so that a batch pays KataGo's start (loading its network, seconds)
    once instead of once a game."""

    def __init__(self, command: str) -> None:
        self.command = command
        self._json: Any = None
        self._gtp: Any = None

    @property
    def is_json(self) -> bool:
        from qtgo.engine.katago import is_json_analysis_command

        return is_json_analysis_command(self.command)

    def json_engine(self) -> Any:
        if self._json is None:
            from qtgo.engine.katago import KataJsonEngine

            self._json = KataJsonEngine(self.command)
        return self._json

    def gtp_engine(self) -> Any:
        if self._gtp is None:
            from qtgo.engine import Engine

            self._gtp = Engine.start(self.command)
        return self._gtp

    def __enter__(self) -> _Engines:
        return self

    def __exit__(self, *_exc: object) -> None:
        for engine in (self._json, self._gtp):
            if engine is not None:
                engine.close()
        self._json = self._gtp = None


def _fully_analysed(path: str, encoding: str | None) -> bool:
    """Whether the record at ``path`` holds an evaluation for every main-line position."""
    from qtgo.engine.review import stored_evaluations

    try:
        games = load_record(path, encoding).games
    except CliError:
        return False  # not readable: analyse the input again and write it anew
    return bool(games) and all(analysis is not None for analysis in stored_evaluations(games[0]))


def _analyze_one(args: argparse.Namespace, engines: _Engines) -> int:
    from qtgo.engine import EngineError, Limits
    from qtgo.engine.whole_game import ReviewSettings

    if args.visits is not None and args.visits < 1:
        raise CliError(f"--visits: {args.visits} is not a number of visits (1 or more)")
    if args.seconds is not None and not args.seconds > 0:
        raise CliError(f"--seconds: {args.seconds} is not a time (more than 0)")
    if args.timeout is not None and not args.timeout > 0:
        raise CliError(f"--timeout: {args.timeout} is not a time (more than 0)")
    parsed = load_record(args.file, args.encoding)
    if not parsed.games:
        raise CliError(f"{args.file}: no game in the file")
    tree = parsed.games[0]
    ruleset, _warnings = ruleset_for_game(tree, None)
    timeout = args.timeout
    if timeout is None and args.seconds is not None:
        timeout = args.seconds + ANALYSIS_GRACE
    settings = ReviewSettings(Limits(visits=args.visits, seconds=args.seconds), timeout=timeout)
    from qtgo.rules import RulesError
    from qtgo.sgf import SgfError

    run = _AnalysisRun(args, tree)
    try:
        _analyse(engines, tree, ruleset, settings, run)
    except EngineError as error:
        run.write_out()
        if args.json:
            print(json.dumps(run.report(partial=True)))
        return _engine_failure(error, run.partial_note())
    except (SgfError, RulesError) as error:  # a record the rules cannot replay (SZ[1], ...)
        raise CliError(f"{args.file}: {error}") from None
    except BaseException:  # Ctrl+C, SIGTERM: keep what was done, then stop
        run.write_out()
        if note := run.partial_note():
            print(f"qtgo-cli analyze: stopped ({note})", file=sys.stderr)
        raise
    run.write_out()
    if args.json:
        print(json.dumps(run.report()))
    if run.skipped:
        print(f"qtgo-cli analyze: {len(run.skipped)} positions timed out twice and were skipped", file=sys.stderr)
    return EXIT_OK


class _AnalysisRun:
    """What an ``analyze`` run has done so far: printed, stored in the record, counted."""

    def __init__(self, args: argparse.Namespace, tree: Any) -> None:
        self.args = args
        self.tree = tree
        self.label = ""
        self.total = 0
        self.done: dict[int, dict[str, Any]] = {}
        self.skipped: list[int] = []
        self.handled = 0
        self.wrote = False

    def begin(self, label: str, indices: list[int]) -> None:
        """The engine has said its name: refuse to resume or re-run another engine's review
        (one record holds one engine's numbers), else count what is to do."""
        from qtgo.engine.evaluations import engine_mixed_with
        from qtgo.engine.review import stored_evaluations

        asked = set(indices)
        kept = any(a is not None and i not in asked for i, a in enumerate(stored_evaluations(self.tree)))
        stored = engine_mixed_with(self.tree, label, kept=kept)
        if stored is not None:
            option = "--moves" if self.args.moves is not None else "--resume"
            raise CliError(
                f"{self.args.file}: its evaluations are by {stored}; {option} with {label} would mix two "
                "engines' numbers in one review: analyse the whole game again (without --resume and --moves)"
            )
        self.label, self.total = label, len(indices)
        if self.args.resume and self.args.moves is None and self.args.json:
            for number, analysis in enumerate(stored_evaluations(self.tree)):
                if analysis is not None:
                    self.done[number] = _position_json(number, analysis)

    def result(self, result: Any) -> None:
        """One position done (or skipped): kept in the record, printed, counted."""
        from qtgo.engine.whole_game import keep_result

        keep_result(self.tree, result, self.label)
        if result.skipped:
            self.skipped.append(result.index)
            entry: dict[str, Any] = {"move": result.index, "skipped": True}
        else:
            entry = _position_json(result.index, result.analysis)
        self.done[result.index] = entry
        self.handled += 1
        print(f"qtgo-cli analyze: position {self.handled} of {self.total}", file=sys.stderr, flush=True)
        if self.args.json_lines:
            print(json.dumps(entry), flush=True)
        elif not self.args.json:
            print(_skipped_line(result.index) if result.skipped else _position_line(result.index, result.analysis))
            sys.stdout.flush()

    def report(self, *, partial: bool = False) -> dict[str, Any]:
        report: dict[str, Any] = {"engine": self.label, "positions": [self.done[n] for n in sorted(self.done)]}
        if partial:
            report["partial"] = True
        return report

    def write_out(self) -> None:
        if not self.args.out or self.wrote or not self.label:
            return
        self.wrote = True
        from qtgo.sgf import save

        try:
            save(self.args.out, self.tree)
        except OSError as error:
            raise CliError(f"{self.args.out}: cannot write: {error.strerror or error}") from None

    def partial_note(self) -> str:
        if not self.label:
            return ""
        done = self.handled - len(self.skipped)
        where = f", saved in {self.args.out}" if self.args.out else ""
        return f"partial: {done} of {self.total} positions done{where}" if done or self.args.out else ""


def _analyse(engines: _Engines, tree: Any, ruleset: Any, settings: Any, run: _AnalysisRun) -> None:
    """Every chosen main-line position, each handed to ``run`` as it is done."""
    from qtgo.engine.review import main_line_positions
    from qtgo.engine.whole_game import analyse_game, analyse_game_json, pending_positions

    indices = pending_positions(tree, resume=run.args.resume, only=run.args.moves)
    positions = main_line_positions(tree, ruleset=ruleset)
    if engines.is_json:
        json_engine = engines.json_engine()
        run.begin(json_engine.label, indices)
        analyse_game_json(json_engine, positions, indices, run.result, settings)
        return
    engine = engines.gtp_engine()
    run.begin(engine.label, indices)
    analyse_game(engine, positions, run.result, indices, settings)


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


def _skipped_line(number: int) -> str:
    return f"move {number:3d}  skipped (the engine did not answer in time, twice)"


def _position_line(number: int, analysis: Any) -> str:
    lead = "?" if analysis.score_lead is None else f"{analysis.score_lead:+.1f}"
    winrate = "" if analysis.winrate is None else f"  Black {analysis.winrate * 100:.1f}%"
    best = " ".join(c.sgf or "pass" for c in analysis.candidates[:5])
    return f"move {number:3d}  {analysis.to_play.value} to play  lead {lead}{winrate}  best {best}"
