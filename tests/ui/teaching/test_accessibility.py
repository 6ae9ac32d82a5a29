"""Accessible names taken from a field's label, buddy, tooltip or placeholder."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

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
