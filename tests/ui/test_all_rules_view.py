"""The count panel's view of the same count under every rule set: each row the very numbers
``qtgo-cli score --all-rules`` prints for that preset, and one line per rule set."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from conftest import ROOT
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem

from qtgo.cli import main
from qtgo.rules import PRESET_NAMES
from qtgo.session import GameSession
from qtgo.ui.all_rules_view import AllRulesDialog
from qtgo.ui.numbers import show_number

if TYPE_CHECKING:
    from ui.conftest import MakeWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

GAME = ROOT.parent / "shared" / "corpus" / "gnugo-regression" / "9handicap.sgf"
TERMS = ("territory", "stones", "prisoners", "dead", "komi", "handicap")


def _text(item: QTableWidgetItem | None) -> str:
    assert item is not None
    return item.text()


def _counting(make_window: MakeWindow, qtbot):
    if not GAME.is_file():
        pytest.skip(f"the shared corpus is not here: {GAME}")
    win = make_window(GameSession.open(GAME))
    win.adapter.to_end()
    with qtbot.waitSignal(win.adapter.estimate_ready, timeout=20000):
        win.adapter.begin_scoring()
    return win


def test_every_row_holds_what_score_all_rules_prints(
    make_window: MakeWindow, qtbot, capsys: pytest.CaptureFixture[str]
) -> None:
    win = _counting(make_window, qtbot)
    panel = win.score
    assert panel.every_button.isVisible()
    qtbot.mouseClick(panel.every_button, Qt.MouseButton.LeftButton)
    dialog = panel.every_dialog
    assert isinstance(dialog, AllRulesDialog)
    table = dialog.view.table
    breakdown = win.adapter.count()
    assert breakdown is not None
    dead = ",".join(sorted(p.to_sgf() for p in breakdown.dead)) or "none"
    assert main(["score", str(GAME), "--all-rules", "--dead", dead, "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert table.rowCount() == len(PRESET_NAMES) == 9
    headers = [_text(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
    for row, rules in enumerate(PRESET_NAMES):
        expected = printed[rules]
        for term in (*TERMS, "total"):
            cell = _text(table.item(row, headers.index(term.capitalize())))
            assert cell == f"{show_number(expected['black'][term])} / {show_number(expected['white'][term])}", (
                rules,
                term,
            )
        assert _text(table.item(row, headers.index("Result"))) == expected["result"]
    lines = dialog.view.lines.toPlainText().splitlines()
    assert len(lines) == 9
    aga = lines[PRESET_NAMES.index("aga")]
    compensation = printed["aga"]["white"]["handicap"]
    assert compensation > 0
    assert aga.startswith("AGA: ")
    assert f"White gets {compensation} points of handicap compensation (N−1)" in aga
    japanese = lines[PRESET_NAMES.index("japanese")]
    assert "Territory scoring: territory, prisoners and dead stones" in japanese
    assert "no handicap compensation" in japanese


def test_the_view_follows_the_count_and_speaks_russian(make_window: MakeWindow, qtbot) -> None:
    win = _counting(make_window, qtbot)
    dialog = win.score.show_every_rule_set()
    assert isinstance(dialog, AllRulesDialog)
    before = dict(dialog.view.every)
    # A chain marked dead in the count is taken off under every rule set at once.
    point = next(iter(p for p, _c in win.adapter.session.game.board.stones() if p not in before["japanese"].dead))
    win.adapter.mark_dead(point.x, point.y)
    after = dialog.view.every
    assert all(point in b.dead for b in after.values())
    assert after != before
    win.set_language("ru")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Подсчёт по всем правилам")
        assert dialog.view.lines.toPlainText().startswith("Японские: ")
    finally:
        win.set_language("en")


def test_a_closed_view_counts_again_only_when_it_is_shown(make_window: MakeWindow, qtbot) -> None:
    win = _counting(make_window, qtbot)
    dialog = win.score.show_every_rule_set()
    before = dict(dialog.view.every)
    dialog.close()
    point = next(iter(p for p, _c in win.adapter.session.game.board.stones() if p not in before["japanese"].dead))
    win.adapter.mark_dead(point.x, point.y)
    assert dialog.view.every == before  # closed: the nine counts wait
    assert win.score.show_every_rule_set() is dialog
    assert all(point in b.dead for b in dialog.view.every.values())  # shown: counted again
