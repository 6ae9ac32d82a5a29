"""The shortcuts list names every action in words and shows only keys one can type."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from qtgo.ui.shortcuts import ShortcutsDialog, action_name, shortcut_rows, typeable


def _action(owner: QWidget, text: str, keys, tip: str = "") -> QAction:
    action = QAction(text, owner)
    if isinstance(keys, list):
        action.setShortcuts(keys)
    else:
        action.setShortcut(QKeySequence(keys))
    if tip:
        action.setToolTip(tip)
    return action


def test_symbol_tools_are_named_by_their_tooltip(qtbot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    triangle = _action(owner, "△", "T", "Triangle (T)")
    line = _action(owner, "—", "N", "Line (two clicks) (N)")
    assert action_name(triangle) == "Triangle"
    assert action_name(line) == "Line (two clicks)"
    assert action_name(_action(owner, "&Open…", "Ctrl+O")) == "Open"


def test_media_keys_are_left_out_and_each_action_shows_once(qtbot) -> None:
    from PySide6.QtCore import Qt

    owner = QWidget()
    qtbot.addWidget(owner)
    quit_action = _action(owner, "&Quit", [QKeySequence("Ctrl+Q"), QKeySequence(Qt.Key.Key_Exit)])
    assert not typeable(QKeySequence(Qt.Key.Key_Exit)) and typeable(QKeySequence("Ctrl+Q"))
    rows = shortcut_rows([quit_action, quit_action, _action(owner, "△", "T", "Triangle (T)")])
    assert rows == [("Quit", "Ctrl+Q"), ("Triangle", "T")]


def test_dialog_lists_and_copies(qtbot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    dialog = ShortcutsDialog([_action(owner, "&Pass", "Ctrl+P"), _action(owner, "→", "A", "Arrow (two clicks) (A)")])
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 2
    first = dialog.table.item(0, 0)
    assert first is not None and first.text() == "Arrow (two clicks)"
    dialog.copy()
    from PySide6.QtWidgets import QApplication

    assert "Pass" in QApplication.clipboard().text() and "Ctrl+P" in QApplication.clipboard().text()
