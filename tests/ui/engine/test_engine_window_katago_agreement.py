"""A whole-game KataGo analysis through the window gives, move by move, the leads KataGo
itself gives for the same positions asked from Black's view by a bare script: a real 19x19
game and two handicap records (setup at the root, and in the second node; White moves first)."""

from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from qtgo.engine.position import kata_rules
from qtgo.engine.review import main_line_nodes
from qtgo.session import GameSession
from qtgo.sgf import dumps, load
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

MOVES = 12  # a short opening keeps the test near a minute on two cores
VISITS = 16
GAMES = {
    "even": Path("ai") / "AlphaGo" / "AG vs AG - G1 - English.sgf",
    "handicap": Path("gnugo-regression") / "nngs__tommmal-gnugo-3.5.1-200310071202.sgf",  # HA[9], root AB
    # HA[2] with its AB in the second node: White moves next, as in the record.
    "handicap-second-node": Path("ai") / "HanDol" / "Lee Sedol VS HanDol - G1.sgf",
}


def _opening(corpus: Path, relative: Path, target: Path) -> Path:
    """The record cut after its first ``MOVES`` moves (written to ``target``)."""
    source = corpus / relative
    if not source.is_file():
        pytest.skip(f"corpus file missing: {source}")
    tree = load(source).games[0]
    line = tree.main_line()
    moves = [n for n in line if n.move is not None]
    if len(moves) > MOVES:
        tree.remove(moves[MOVES])
    target.write_text(dumps(tree), encoding="utf-8")
    return target


def _direct_leads(katago, session: GameSession) -> list[float]:
    """Black's lead at every main-line position, from one JSON query written by hand."""
    tree = session.tree
    nodes = main_line_nodes(tree)
    height = tree.size[1]

    def vertex(point) -> str:
        return "pass" if point is None else point.to_gtp(height)

    stones = [["B", vertex(p)] for n in nodes[:1] for p in (n.setup[0] if n.setup else ())]
    stones += [["W", vertex(p)] for n in nodes[:1] for p in (n.setup[1] if n.setup else ())]
    moves = [[m.color.value, vertex(m.point)] for n in nodes[1:] if (m := n.move) is not None]
    first = "W" if (tree.handicap or 0) >= 2 else "B"
    ruleset = session.game.ruleset
    rules = kata_rules(ruleset)
    query = {
        "id": "direct",
        "initialStones": stones,
        "initialPlayer": first,
        "moves": moves,
        "rules": json.loads(rules) if rules.startswith("{") else rules,
        "komi": ruleset.komi,
        "boardXSize": tree.size[0],
        "boardYSize": height,
        "analyzeTurns": list(range(len(moves) + 1)),
        "maxVisits": VISITS,
        "overrideSettings": {"reportAnalysisWinratesAs": "BLACK"},
    }
    result = subprocess.run(
        shlex.split(katago.analysis()),
        input=json.dumps(query) + "\n",
        capture_output=True,
        text=True,
        timeout=600,
    )
    leads: dict[int, float] = {}
    for line in result.stdout.splitlines():
        data = json.loads(line)
        assert "error" not in data, data
        leads[data["turnNumber"]] = data["rootInfo"]["scoreLead"]
    return [leads[turn] for turn in range(len(moves) + 1)]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_window_leads_agree_with_katago_asked_directly(qtbot, tmp_path, katago, corpus, kind):
    record = _opening(corpus, GAMES[kind], tmp_path / f"{kind}.sgf")
    save_engines(
        [EngineEntry("KataGo", katago.gtp(f"maxVisits={VISITS}"), "", katago.analysis(f"maxVisits={VISITS}"))],
        QSettings(),
    )
    win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    try:
        engines = win.engines
        with qtbot.waitSignal(engines.review.record_changed, timeout=600000):
            engines.game_action.trigger()
        window = [None if a is None else a.score_lead for a in engines.review.evaluations]
        direct = _direct_leads(katago, win.session)
        assert len(window) == len(direct) == MOVES + 1
        for number, (ours, theirs) in enumerate(zip(window, direct, strict=True)):
            assert ours is not None
            # A few points, a little more where one side leads by far (a 9-stone game).
            tolerance = 3.0 + 0.05 * abs(theirs)
            assert abs(ours - theirs) <= tolerance, f"move {number}: window {ours:+.1f}, KataGo {theirs:+.1f}"
            if abs(theirs) >= 3.0:
                assert (ours > 0) == (theirs > 0), f"move {number}: window {ours:+.1f}, KataGo {theirs:+.1f}"
    finally:
        win.adapter.session.record.modified = False
        win.close()
        win.deleteLater()
