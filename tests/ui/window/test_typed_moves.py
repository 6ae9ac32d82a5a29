"""Typed moves: "D4" Enter plays wherever the window's focus is but a text field, shown as typed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtgo.rules import Color, Point
from qtgo.ui.window import MainWindow


def _focus(qtbot, window: MainWindow, widget) -> None:
    window.activateWindow()
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=3000)


def test_typing_d4_enter_on_the_board_plays_there_and_shows_what_is_typed(qtbot, window: MainWindow) -> None:
    _focus(qtbot, window, window.view)
    QTest.keyClicks(window.view, "d")
    assert window.typed_moves.typed == "D"
    QTest.keyClicks(window.view, "4")
    notice = window.view.notice
    assert notice.isVisible() and "D4" in notice.text()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.adapter.session.game.board[Point.from_gtp("D4", 9)] is Color.BLACK
    assert not notice.isVisible() and window.typed_moves.typed == ""


def test_typing_works_with_the_focus_on_the_move_list(qtbot, window: MainWindow) -> None:
    tree = window.move_tree.view
    _focus(qtbot, window, tree)
    QTest.keyClicks(tree, "e5")
    QTest.keyClick(tree, Qt.Key.Key_Enter)
    assert window.adapter.session.game.board[Point.from_gtp("E5", 9)] is Color.BLACK


def test_a_tool_letter_followed_by_a_digit_is_a_point_not_the_tool(qtbot, window: MainWindow) -> None:
    _focus(qtbot, window, window.view)
    QTest.keyClicks(window.view, "c3")
    assert window.tool == "play"
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.adapter.session.game.board[Point.from_gtp("C3", 9)] is Color.BLACK
    QTest.keyClick(window.view, Qt.Key.Key_T)  # alone, the letter still chooses its tool
    assert window.tool == "TR"
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    window.set_tool("play")


def test_a_text_field_keeps_its_letters(qtbot, window: MainWindow) -> None:
    editor = window.comment.editor
    _focus(qtbot, window, editor)
    QTest.keyClicks(editor, "d4")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    assert editor.toPlainText().startswith("d4")
    assert not list(window.adapter.session.game.board.stones())
    assert window.typed_moves.typed == ""
    editor.clear()
    window.comment.commit()


def test_a_point_off_the_board_is_refused_with_one_message(qtbot, window: MainWindow) -> None:
    _focus(qtbot, window, window.view)
    QTest.keyClicks(window.view, "q16")
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert "Q16" in window.view.notice.text()
    assert not list(window.adapter.session.game.board.stones())


def test_with_the_keyboard_cursor_armed_the_typed_point_shows_too(qtbot, window: MainWindow) -> None:
    window.finish_start()
    _focus(qtbot, window, window.view)
    QTest.keyClick(window.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClicks(window.view, "f6")
    assert "F6" in window.view.notice.text() and window.view.notice.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.adapter.session.game.board[Point.from_gtp("F6", 9)] is Color.BLACK
    assert not window.view.notice.isVisible()


def test_a_text_field_is_known_by_its_kind_and_whether_it_is_editable(qtbot) -> None:
    from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QLineEdit, QPlainTextEdit, QTextEdit

    from qtgo.ui.window.typed_moves import is_text_field

    class OwnLine(QLineEdit):  # a subclass made in Python is still a line edit
        pass

    read_only_text, read_only_plain = QTextEdit(), QPlainTextEdit()
    read_only_text.setReadOnly(True)
    read_only_plain.setReadOnly(True)
    editable_combo = QComboBox()
    editable_combo.setEditable(True)
    fields = [QLineEdit(), OwnLine(), QDoubleSpinBox(), QTextEdit(), QPlainTextEdit(), editable_combo]
    others = [QLabel("D4"), QComboBox(), read_only_text, read_only_plain]
    for widget in fields + others:
        qtbot.addWidget(widget)
    assert [is_text_field(w) for w in fields] == [True] * len(fields)
    assert [is_text_field(w) for w in others] == [False] * len(others)
    assert is_text_field(None) is False
