"""Statistics over a generated library of analysed games: every figure known by construction."""

from __future__ import annotations

import pytest

from qtgo.engine.report import Phase, Phases
from qtgo.library.coach import corner_of, statistics, summarise
from qtgo.rules import Point
from qtgo.sgf import GameTree, parse


def _game(me_black: bool, month: str, rank: str, tm: str, my_loss: float, opening: list[str]) -> GameTree:
    """A 19x19 game: the given opening stones, then quiet moves; each of "me"'s moves loses
    ``my_loss``, the opponent's lose nothing."""
    players = "PB[me]PW[them]WR[{r}]" if me_black else "PB[them]PW[Me]BR[{r}]"
    head = f"(;GM[1]FF[4]SZ[19]KM[6.5]DT[{month}-15]TM[{tm}]" + players.format(r=rank)
    quiet = [f"j{chr(97 + y)}" for y in range(19)] + [f"{chr(97 + x)}j" for x in range(19) if x != 9]  # centre lines
    points = opening + [p for p in quiet if p not in opening][:20]
    lead = 0.0
    nodes = [f"QTEV[lead={lead};to=B;best=jj:0:::]"]
    for number, point in enumerate(points, start=1):
        black = number % 2 == 1
        mine = black == me_black
        if mine:
            lead += -my_loss if black else my_loss
        colour = "B" if black else "W"
        nodes.append(f";{colour}[{point}]QTEV[lead={lead};to={'W' if black else 'B'};best=jj:0:::]")
    return parse(head + nodes[0] + "".join(nodes[1:]) + ")").games[0]


def test_a_corner_opening_is_named_by_its_distances_from_the_edges() -> None:
    assert corner_of(Point.from_sgf("pd"), 19, 19) == (1, "4-4")
    assert corner_of(Point.from_sgf("dq"), 19, 19) == (2, "3-4")
    assert corner_of(Point.from_sgf("qq"), 19, 19) == (3, "3-3")
    assert corner_of(Point.from_sgf("jj"), 19, 19) is None


def test_statistics_over_a_generated_library_add_up_to_what_was_built_in() -> None:
    library = [
        _game(True, "2025-01", "3d", "600", 1.0, ["pd", "dp", "qq", "dd"]),
        _game(False, "2025-01", "2d", "1800", 2.0, ["pd", "dp", "qq", "dd"]),
        _game(True, "2025-02", "3d", "600", 0.5, ["dc", "pp", "cd", "qd"]),
        parse("(;SZ[19]PB[a]PW[b];B[pd]QTEV[lead=1])").games[0],  # not mine: left out
    ]
    summaries = [s for s in (summarise(tree, ["ME"], Phases(10, 20)) for tree in library) if s is not None]
    assert len(summaries) == 3
    found = statistics(summaries)
    assert found.games == 3
    # 24 moves a game, 12 of them mine: 5 in the opening (1..10), 5 in the middle, 2 after.
    january = found.by_month["2025-01"]
    assert (january[Phase.OPENING].moves, january[Phase.OPENING].points_lost) == (10, 5 * 1.0 + 5 * 2.0)
    assert january[Phase.ENDGAME].mean_loss == pytest.approx(1.5)
    assert found.by_month["2025-02"][Phase.MIDDLE].points_lost == pytest.approx(2.5)
    assert found.by_rank["3d"].mean_loss == pytest.approx(0.75) and found.by_rank["2d"].points_lost == 24.0
    assert {name: bucket.moves for name, bucket in found.by_time_control.items()} == {
        "10:00 absolute": 24,
        "30:00 absolute": 12,
    }
    # Mine in the corners during the opening (the rest is on the centre lines): game 1
    # (Black) pd 4-4, qq 3-3; game 2 (White) dp and dd, both 4-4; game 3 (Black) dc 3-4 and
    # cd, in the corner dc opened, so charged to 3-4 as well.
    openings = dict(found.costliest_openings())
    assert (openings["4-4"].moves, openings["4-4"].points_lost) == (3, 1.0 + 2 * 2.0)
    assert (openings["3-4"].moves, openings["3-4"].points_lost) == (2, 2 * 0.5)
    assert (openings["3-3"].moves, openings["3-3"].points_lost) == (1, 1.0)
    assert [name for name, _bucket in found.costliest_openings(2)] == ["4-4", "3-3"]
