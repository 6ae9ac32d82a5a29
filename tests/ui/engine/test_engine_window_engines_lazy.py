"""The window's engine parts are built when first needed, and then work as if built at start:
the Engine menu and its shortcuts are there from the first moment, the review dock gets its
panel when shown (by the user or by the saved layout), a reviewed record shows its marks."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence

from qtgo.session import GameSession


@pytest.fixture(autouse=True)
def _no_saved_layout(qapp):
    """Start without the window layout an earlier test saved (it may show the review dock)."""
    QSettings().remove("window")


REVIEWED = (
    "(;SZ[9]KM[6.5]QTEV[lead=-6.5;to=B];B[ee]QTEV[lead=-6;to=W];W[cc]QTEV[lead=-7;to=B];B[aa]QTEV[lead=-19;to=W])"
)


def test_a_fresh_window_has_the_engine_menu_and_shortcuts_but_no_engine_parts(make_window):
    window = make_window()
    engines = window.engines
    assert not engines.built
    assert window.acts.menus["engine"].title() == "E&ngine"
    keys = {engines.ponder_action: "Ctrl+Shift+A", engines.hint_action: "Ctrl+H", engines.next_action: "Ctrl+M"}
    for action, key in keys.items():
        assert action.shortcut() == QKeySequence(key)
    assert engines.review_dock.widget() is None and not engines.review_dock.isVisible()
    window.board_clicked(2, 2)  # moves need no engine part either
    assert not engines.built and window.session.cursor.move_number() == 1


def test_showing_the_review_dock_builds_its_panel(qtbot, make_window):
    window = make_window()
    engines = window.engines
    engines.review_dock.toggleViewAction().trigger()
    qtbot.waitUntil(engines.review_dock.isVisible)
    assert engines.built
    assert engines.review_dock.widget().widget() is engines.review
    assert engines.overlay.scene() is window.scene


def test_a_reviewed_record_is_marked_in_the_move_list_as_it_opens(make_window, tmp_path: Path):
    window = make_window()
    path = tmp_path / "reviewed.sgf"
    path.write_text(REVIEWED)
    window.adapter.replace_session(GameSession.open(path))
    assert window.engines.built
    model = window.move_tree.model
    tinted = [model.index(row, 0) for row in range(model.rowCount())]
    tinted = [i for i in tinted if model.data(i, Qt.ItemDataRole.BackgroundRole) is not None]
    assert [model.data(i, model.NodeRole).move.point.to_sgf() for i in tinted] == ["aa"]
    window.engines.next_action.trigger()  # Ctrl+M goes to the mistake
    assert window.session.cursor.move_number() == 3


def test_a_review_dock_left_open_is_shown_with_its_panel_at_the_next_start(qtbot, make_window):
    first = make_window()
    first.engines.review_dock.show()
    qtbot.waitUntil(first.engines.review_dock.isVisible)
    first.save_settings()
    second = make_window()
    assert second.engines.review_dock.isVisible()
    assert second.engines.built and second.engines.review_dock.widget().widget() is second.engines.review
