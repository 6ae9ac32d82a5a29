"""Accessible names taken from a field's label, buddy, tooltip or placeholder."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qtgo.ui.teaching.accessibility import name_focusable_widgets


def test_fields_are_named_from_what_a_sighted_user_reads(qtbot) -> None:
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    form = QFormLayout()
    layout.addLayout(form)
    threshold = QSpinBox()
    form.addRow("&Big mistake:", threshold)
    buddy_field = QLineEdit()
    caption = QLabel("&Player")
    caption.setBuddy(buddy_field)
    tipped = QSpinBox()
    tipped.setToolTip("Seconds per move")
    placeholder = QLineEdit()
    placeholder.setPlaceholderText("search")
    own = QLineEdit()
    own.setAccessibleName("Kept")
    for widget in (caption, buddy_field, tipped, placeholder, own):
        layout.addWidget(widget)
    assert name_focusable_widgets(root) == 4
    assert [w.accessibleName() for w in (threshold, buddy_field, tipped, placeholder, own)] == [
        "Big mistake",
        "Player",
        "Seconds per move",
        "search",
        "Kept",
    ]


def test_rows_of_several_fields_captions_pages_and_lone_lists_are_named(qtbot) -> None:
    root = QWidget()
    root.setWindowTitle("Keyboard shortcuts")
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    form = QFormLayout()
    layout.addLayout(form)
    row = QHBoxLayout()
    periods, seconds = QSpinBox(), QSpinBox()
    row.addWidget(periods)
    row.addWidget(QLabel("periods of"))
    row.addWidget(seconds)
    form.addRow("Byo-yomi:", row)
    layout.addWidget(QLabel("Engines:"))
    engines = QListWidget()
    layout.addWidget(engines)
    pages = QTabWidget()
    pages.addTab(QWidget(), "Game")
    layout.addWidget(pages)
    table = QTableWidget()
    layout.addWidget(table)
    assert name_focusable_widgets(root) == 5
    assert [w.accessibleName() for w in (periods, seconds, engines, pages, table)] == [
        "Byo-yomi",
        "Byo-yomi, periods of",
        "Engines",
        "Pages",
        "Keyboard shortcuts",
    ]
