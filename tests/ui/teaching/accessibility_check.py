"""What the accessibility tests of this folder share: the focusable widgets without a name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QLabel, QWidget


def unnamed_focusable(top: QWidget) -> list[str]:
    """Class names of visible widgets that take focus but give a screen reader no name.

    A button's or a label's own text is its accessible name (Qt's accessibility reads it
    out), so it counts as one.
    """
    missing = []
    for widget in [top, *top.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisible():
            continue
        if widget.accessibleName() or widget.objectName().startswith("qt_"):
            continue  # Qt's own parts (a spin box's line edit) speak for their named owner
        if isinstance(widget, (QAbstractButton, QLabel)) and widget.text():
            continue
        owner = widget.parent()
        if isinstance(owner, QAbstractScrollArea) and owner.viewport() is widget:
            continue  # a scroll area's viewport: focus and name are the scroll area's
        missing.append(f"{widget.metaObject().className()} {widget.objectName()!r}")
    return missing
