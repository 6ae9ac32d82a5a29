"""The replay's short way for nodes that hold only a move gives what ``apply`` gives.

``replay`` plays a node holding nothing but a move directly and sends every other node,
and every move the rules refuse, through the stepper's ``apply``. Random records with
captures, ko fights, occupied points, suicide, setup, passes, bad values and handicap
are replayed both ways and must agree in every figure.
"""

from __future__ import annotations

import importlib

from hypothesis import given, settings
from hypothesis import strategies as st

from qtgo.rules import Ruleset
from qtgo.sgf import SgfError, parse, replay

# ``qtgo.sgf.replay`` is also the name of the function the package exports.
replay_module = importlib.import_module("qtgo.sgf.replay")

LETTERS = "abcde"
POINT = st.sampled_from([a + b for a in LETTERS for b in LETTERS])
MOVE_VALUE = st.one_of(POINT, POINT, POINT, st.sampled_from(["", "tt", "zz", "a", "R2"]))


@st.composite
def node_texts(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["move"] * 12 + ["setup", "both", "comment", "pl", "ko", "capture"]))
    colour = draw(st.sampled_from("BW"))
    if kind == "ko":  # the take and the retake of the ko the last root sets up
        return ";B[cb];W[bb]"
    if kind == "capture":  # Black takes a white stone in the corner
        return ";B[ba];W[aa];B[ab]"
    if kind == "move":
        return f";{colour}[{draw(MOVE_VALUE)}]"
    if kind == "both":
        return f";B[{draw(POINT)}]W[{draw(POINT)}]"
    if kind == "comment":
        return f";{colour}[{draw(POINT)}]C[a note]"
    if kind == "pl":
        return f";PL[{colour}]"
    points = draw(st.lists(POINT, min_size=1, max_size=3, unique=True))
    ident = draw(st.sampled_from(["AB", "AW", "AE"]))
    return f";{ident}" + "".join(f"[{p}]" for p in points)


@st.composite
def records(draw: st.DrawFn) -> str:
    # The last root sets up a simple ko: Black takes at cb, White retakes at bb.
    root = draw(
        st.sampled_from(["", "HA[2]", "HA[2]AB[bb][dd]", "AB[cc]AW[dd]", "AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B]"])
    )
    rules = draw(st.sampled_from(["Japanese", "Chinese", "AGA", "NZ", "Tromp-Taylor"]))
    nodes = draw(st.lists(node_texts(), min_size=5, max_size=60))
    return f"(;GM[1]SZ[5]RU[{rules}]{root}{''.join(nodes)})"


def _outcome(tree, *, stop_at_illegal: bool, slow: bool):
    ruleset: Ruleset = replay_module.ruleset_for(tree)[0]
    if not slow:
        try:
            result = replay(tree, ruleset=ruleset, stop_at_illegal=stop_at_illegal)
        except SgfError as error:
            return ("error", str(error))
    else:
        warnings: list[str] = []
        result = replay_module.ReplayResult(replay_module._new_game(tree, ruleset, warnings), warnings)
        stepper = replay_module._Stepper(tree, stop_at_illegal=stop_at_illegal)
        try:
            for node in tree.main_line():
                stepper.apply(result.game, node, result)
        except replay_module._StopReplay:
            pass
        except SgfError as error:
            return ("error", str(error))
    game = result.game
    return (
        game.board.rows(),
        game.captures,
        game.to_play,
        game.move_number,
        result.moves,
        result.warnings,
        [(record.move_number, record.move, record.reason) for record in result.illegal],
    )


@settings(max_examples=300, deadline=None)
@given(records(), st.booleans())
def test_the_short_way_and_apply_agree(text: str, stop_at_illegal: bool) -> None:
    tree = parse(text).games[0]
    fast = _outcome(tree, stop_at_illegal=stop_at_illegal, slow=False)
    slow = _outcome(tree, stop_at_illegal=stop_at_illegal, slow=True)
    assert fast == slow
