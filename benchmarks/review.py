"""The review that teaches, at real sizes: a player report and the library statistics.

Prints, side by side in one run:

- the player report (``qtgo-cli report``'s numbers, both sides) of a 300-move analysed
  19x19 game in-process, from SGF text and from an already parsed record (goal < 50 ms);
- the per-game summary the statistics are built from (``library.coach.summarise``);
- the statistics over 10,000 analysed games' summaries (goal < 1 s).

The games are generated (random legal moves with a seed, a random walk of score leads
stored as ``QTEV``, byo-yomi ``BL``/``WL``/``OB``/``OW``), so the run needs no engine.

    python benchmarks/review.py [--games N] [--repeat N]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics as stats
import time
from collections.abc import Callable

from qtgo.engine.report import game_losses, report_json, side_report
from qtgo.library.coach import GameSummary, statistics, summarise
from qtgo.rules import Color, Game, Move
from qtgo.sgf import GameTree, parse

RANKS = ["1k", "1d", "2d", "3d", "4d", "5d"]
CONTROLS = ["600", "1800", "3600"]


def analysed_game(seed: int, moves: int = 300) -> str:
    """SGF text of a ``moves``-long 19x19 game with an evaluation on every position."""
    rng = random.Random(seed)
    game = Game(19)
    lead = 0.0
    parts = [
        f"(;GM[1]FF[4]SZ[19]KM[6.5]PB[me]PW[rival]WR[{rng.choice(RANKS)}]DT[20{10 + seed % 15}-{1 + seed % 12:02d}-01]"
        f"TM[{rng.choice(CONTROLS)}]OT[5x30 byo-yomi]QTEV[lead=0;to=B;best=pd:0:::]"
    ]
    left = {Color.BLACK: 1800.0, Color.WHITE: 1800.0}
    periods = {Color.BLACK: 0, Color.WHITE: 0}
    for _number in range(moves):
        color = game.to_play
        legal = [m for m in game.legal_moves() if m.point is not None]
        move = rng.choice(legal) if legal else Move(color, None)
        game.play(move)
        lead += rng.uniform(-3.0, 1.0) * (1 if color is Color.BLACK else -1)
        used = rng.uniform(1, 40)
        if not periods[color]:
            left[color] -= used
            if left[color] <= 0:
                periods[color], left[color] = 5, 30 - min(used, 29)
        else:
            left[color] = 30 - min(used % 30, 29)
        timing = f"{color.value}L[{left[color]:.1f}]" + (f"O{color.value}[{periods[color]}]" if periods[color] else "")
        point = "" if move.point is None else move.point.to_sgf()
        choice = rng.choice(legal).point if legal else None
        best = "pass" if choice is None else choice.to_sgf()
        parts.append(f";{color.value}[{point}]{timing}QTEV[lead={lead:.2f};to={color.opponent.value};best={best}:0:::]")
    return "".join(parts) + ")"


def timed(run: Callable[[], object], repeat: int) -> float:
    """Median seconds of ``run()`` over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return stats.median(times)


def report_of(tree: GameTree) -> dict[str, object]:
    losses = game_losses(tree)
    return {
        key: report_json(side_report([(losses, color, "")]))
        for key, color in (("black", Color.BLACK), ("white", Color.WHITE))
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games in the statistics (default 10000)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each measure, median shown (default 5)")
    args = parser.parse_args()

    text = analysed_game(1)
    tree = parse(text).games[0]
    moves = len(game_losses(tree).moves)
    from_text = timed(lambda: report_of(parse(text).games[0]), args.repeat)
    from_tree = timed(lambda: report_of(tree), args.repeat)

    distinct = [parse(analysed_game(seed)).games[0] for seed in range(2, 22)]
    start = time.perf_counter()
    base: list[GameSummary] = [s for s in (summarise(t, ["me"]) for t in distinct) if s is not None]
    summarise_each = (time.perf_counter() - start) / len(distinct)
    rng = random.Random(0)
    summaries = [
        dataclasses.replace(
            base[i % len(base)],
            month=f"20{10 + rng.randrange(15)}-{1 + rng.randrange(12):02d}",
            opponent_rank=rng.choice(RANKS),
        )
        for i in range(args.games)
    ]
    stats_time = timed(lambda: statistics(summaries), args.repeat)
    found = statistics(summaries)

    print(f"{'measure':<52}{'time':>12}  goal")
    print(f"{f'report of a {moves}-move analysed game, from SGF text':<52}{from_text * 1000:>9.1f} ms  < 50 ms")
    print(f"{'report of the same game, record already parsed':<52}{from_tree * 1000:>9.1f} ms  < 50 ms")
    print(f"{'summary of one analysed game (coach.summarise)':<52}{summarise_each * 1000:>9.1f} ms")
    print(f"{f'statistics over {args.games:,} games summaries':<52}{stats_time * 1000:>9.1f} ms  < 1 s")
    costly = ", ".join(f"{name} {bucket.points_lost:.0f}" for name, bucket in found.costliest_openings(3))
    print(
        f"  ({found.games} games, {len(found.by_month)} months, {len(found.by_rank)} ranks; costliest openings {costly})"
    )


if __name__ == "__main__":
    main()
