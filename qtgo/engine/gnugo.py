"""GNU Go's numbers, and the one lead qtgo derives from them.

What GNU Go's commands measure (asked of GNU Go 3.8 directly, see the tests):

- ``estimate_score`` is a static count of the board as it stands: territory by influence
  plus captures and komi, the same whoever is to move (GNU Go computes it once from each
  colour's view of dragon safety and averages the two). Its text is ``B+x`` / ``W+x``, so
  its sign is Black's, not the mover's. Because it ignores the move to come, every stone
  played adds that move's worth to the mover's side: over a game it is a sawtooth (a
  19x19 pro game: median jump about 13 points, nearly every White-to-move position a peak
  for Black).
- ``top_moves_black`` / ``top_moves_white`` list the mover's best moves with GNU Go's own
  move values (territory, strategic and opening weights, 75 for a first move on an empty
  board): a ranking from the mover's side, not a score, so qtgo shows them as values.

The lead qtgo stores for a GNU Go position is the *mean* of the static estimate before and
after the mover's best move: ``(estimate(P) + estimate(P + best)) / 2``, Black's points.
It is the count with the tempo shared out, half a move's worth to the side to move, which
is what a lead means; the parity of the move number cancels out. The graph and the mistakes
both read this one number (``review.point_loss``); without a best move (GNU Go would pass)
the lead is the estimate itself.
"""

from __future__ import annotations

from qtgo.engine.analysis import Analysis, Candidate, parse_estimate_score
from qtgo.engine.errors import EngineError
from qtgo.engine.gtp import GtpClient
from qtgo.engine.sync import EngineSync, gtp_color
from qtgo.rules import Color

__all__ = ["gnugo_analysis", "mean_lead"]


def mean_lead(
    client: GtpClient, sync: EngineSync, to_play: Color, candidates: tuple[Candidate, ...], height: int
) -> float:
    """Black's lead at the synchronised position: the estimate before and after the best
    candidate, averaged. The trial move is taken back with ``undo``; an engine that cannot
    take it back is set afresh at its next use."""
    before = parse_estimate_score(client.send("estimate_score"))
    best = candidates[0].point if candidates else None
    if best is None or not client.knows("undo"):
        return before
    reply = client.request(f"play {gtp_color(to_play)} {best.to_gtp(height)}")
    if not reply.ok:
        return before
    try:
        after = parse_estimate_score(client.send("estimate_score"))
    except EngineError:
        sync.forget()
        raise
    finally:
        if not client.request("undo").ok:
            sync.forget()
    return (before + after) / 2


def gnugo_analysis(
    client: GtpClient, sync: EngineSync, to_play: Color, candidates: tuple[Candidate, ...], height: int, token: int
) -> Analysis:
    """The analysis of a synchronised position: GNU Go's candidates and the mean lead."""
    return Analysis(
        to_play, candidates, winrate=None, score_lead=mean_lead(client, sync, to_play, candidates, height), token=token
    )
