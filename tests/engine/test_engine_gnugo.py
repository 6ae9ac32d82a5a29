"""GNU Go's numbers: what its commands measure, asked of GNU Go directly, and the lead qtgo
derives from them (``qtgo.engine.gnugo``) on a real game: no sawtooth, and mistakes where
the graph drops."""

from __future__ import annotations

import itertools
import math
import statistics
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from qtgo.engine import Engine, EnginePosition, Limits
from qtgo.engine.analysis import parse_estimate_score, parse_top_moves
from qtgo.engine.review import analyse_positions, find_mistakes, main_line_positions, point_losses
from qtgo.rules import Color
from qtgo.sgf import load

pytestmark = pytest.mark.gnugo

PRO_GAME = Path("ai") / "AlphaGo" / "LS vs AG - G3 - English.sgf"
MOVES = 40  # the opening and early middle game: about 15 s at level 1


class DirectGnuGo:
    """GNU Go over a bare pipe, with none of qtgo's engine code in between."""

    def __init__(self, program: str) -> None:
        self.process = subprocess.Popen(
            [program, "--mode", "gtp", "--level", "1", "--seed", "1"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, command: str) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines: list[str] = []
        while (line := self.process.stdout.readline()).strip() or not lines:
            lines.append(line.strip())
        assert lines[0].startswith("="), f"{command}: {lines}"
        return " ".join(lines)[1:].strip()

    def close(self) -> None:
        self.ask("quit")
        self.process.wait(timeout=10)


@pytest.fixture
def direct_gnugo(gnugo_command):
    engine = DirectGnuGo(gnugo_command.split()[0])
    yield engine
    engine.close()


def _vertex(position: EnginePosition, index: int) -> str:
    move = position.steps[index]
    return "pass" if move.point is None else move.point.to_gtp(position.height)


def _median_jump(values: Sequence[float]) -> float:
    return statistics.median(abs(b - a) for a, b in itertools.pairwise(values))


def _white_to_move_peaks(values: Sequence[float]) -> float:
    """The share of White-to-move positions (odd ones, no handicap) where Black's number peaks."""
    odd = range(1, len(values) - 1, 2)
    return sum(values[i] > values[i - 1] and values[i] > values[i + 1] for i in odd) / len(odd)


def test_estimate_score_is_blacks_static_count_whoever_is_to_move(direct_gnugo):
    """The same stones with Black or White to move get the same estimate, komi included."""
    direct_gnugo.ask("boardsize 9")
    direct_gnugo.ask("komi 6.5")
    assert parse_estimate_score(direct_gnugo.ask("estimate_score")) == -6.5  # "W+6.5": komi alone
    direct_gnugo.ask("play b E5")
    white_to_move = parse_estimate_score(direct_gnugo.ask("estimate_score"))
    direct_gnugo.ask("play w pass")
    assert parse_estimate_score(direct_gnugo.ask("estimate_score")) == white_to_move
    assert white_to_move > -6.5 + 4  # one black stone is worth several points to Black at once
    # top_moves values are GNU Go's move values (75 for an opening move), from the mover's side
    values = [c.value for c in parse_top_moves(direct_gnugo.ask("top_moves_black"), to_play=Color.BLACK, height=9)]
    assert values and all(v is not None and v > 0 for v in values)


def test_the_lead_on_a_real_game_has_no_sawtooth_and_its_drops_are_the_mistakes(corpus, gnugo_command, direct_gnugo):
    tree = load(corpus / PRO_GAME).games[0]
    positions = main_line_positions(tree)[: MOVES + 1]
    with Engine.start(gnugo_command) as engine:
        evaluations = analyse_positions(engine, positions, Limits())
    leads = [a.score_lead if a.score_lead is not None else float("nan") for a in evaluations]
    assert not any(math.isnan(lead) for lead in leads), "every position has a lead"

    # GNU Go asked directly: its raw estimate is a sawtooth, and qtgo's lead is the
    # documented mean of the estimate before and after GNU Go's own best move
    last = positions[-1]
    direct_gnugo.ask("boardsize 19")
    direct_gnugo.ask(f"komi {last.komi}")
    raw = []
    for index, position in enumerate(positions):
        raw.append(parse_estimate_score(direct_gnugo.ask("estimate_score")))
        best = evaluations[index].best
        if index % 8 == 0 and best is not None and best.point is not None:
            # the same best move as qtgo's (GNU Go draws lots among moves of equal value)
            colour = "black" if position.to_play is Color.BLACK else "white"
            direct_gnugo.ask(f"play {colour} {best.point.to_gtp(19)}")
            after = parse_estimate_score(direct_gnugo.ask("estimate_score"))
            direct_gnugo.ask("undo")
            assert leads[index] == pytest.approx((raw[-1] + after) / 2, abs=0.01), f"position {index}"
        if index < len(positions) - 1:
            mover = "b" if position.to_play is Color.BLACK else "w"
            direct_gnugo.ask(f"play {mover} {_vertex(last, index)}")
    assert _median_jump(raw) > 8 and _white_to_move_peaks(raw) > 0.8  # measured: 11.2 points, 19 of 20
    assert _median_jump(leads) < 5  # measured: 3.3 points
    assert _white_to_move_peaks(leads) < 0.6  # measured: 9 of 20, as noise would give

    # the mistakes are exactly the moves whose drop of the mover's lead passes the threshold
    losses = point_losses(tree, evaluations)
    mistakes = find_mistakes(tree, evaluations)
    assert mistakes
    assert {m.move_number for m in mistakes} == {i for i, loss in enumerate(losses) if loss is not None and loss >= 2}
    for mistake in mistakes:
        before, after = leads[mistake.move_number - 1], leads[mistake.move_number]
        drop = (before - after) if mistake.color is Color.BLACK else (after - before)
        assert mistake.loss == pytest.approx(drop, abs=0.01)
