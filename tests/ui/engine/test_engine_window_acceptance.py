"""Acceptance through the window: the whole-game review of a handicap record with the real
KataGo (JSON engine for the game, GTP for the rest) stores, for every position, the lead
KataGo gives when asked directly from Black's side (``KataGo.direct_leads``, an independent
script); the same settings as the CLI's acceptance test (tests/cli/test_cli_analyze_katago.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from qtgo.engine.review import stored_evaluations
from qtgo.session import GameSession
from qtgo.ui.engine.engines_dialog import EngineEntry, save_engines
from qtgo.ui.window.main_window import MainWindow

HANDICAP_GAME = Path("ai") / "HanDol" / "Lee Sedol VS HanDol - G1.sgf"  # HA[2], AB in the node after the root
STEADY = ("nnRandomize=false", "wideRootNoise=0.0")  # no random symmetry, no root noise
VISITS = 2


def test_the_windows_review_stores_the_leads_katago_gives_directly(qtbot, corpus, katago, tmp_path):
    record = corpus / HANDICAP_GAME
    json_command = katago.analysis(*STEADY, f"maxVisits={VISITS}")
    save_engines([EngineEntry("KataGo", katago.gtp(), "", json_command)], QSettings())
    win = MainWindow(GameSession.open(record), data_dir=tmp_path / "data")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    engines = win.engines
    with qtbot.waitSignal(engines.review.record_changed, timeout=300000):
        engines.game_action.trigger()
    stored = stored_evaluations(win.session.tree)
    direct = katago.direct_leads(record, VISITS, *STEADY)
    assert len(stored) == len(direct) == 93
    assert [a.to_play.value for a in stored[:2] if a is not None] == ["W", "B"]
    ours = [a.score_lead if a is not None and a.score_lead is not None else float("nan") for a in stored]
    far = [
        (i, round(a, 2), round(b, 2))
        for i, (a, b) in enumerate(zip(ours, direct, strict=True))
        if not abs(a - b) <= 0.5
    ]
    assert not far
    win.adapter.session.record.modified = False
