"""Accessible names for every widget that takes focus, taken from what a sighted user reads.

A screen reader announces a field by its accessible name. Most fields already sit beside
their label (a ``QFormLayout`` row, a label with a buddy) or carry a tooltip; this pass
copies that text into the name wherever a widget has none, so panels written by anyone
are named without each one remembering to. Names set by the widgets themselves win.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QDockWidget,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

#: lupdate reads the literal calls ``translate("Accessibility", ...)``.
translate = QCoreApplication.translate

__all__ = ["AccessibleNames", "name_focusable_widgets"]


def _plain(text: str) -> str:
    """Label text without the mnemonic ampersand and the trailing colon."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":").strip()


def _needs_name(widget: QWidget) -> bool:
    if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or widget.accessibleName():
        return False
    if widget.objectName().startswith("qt_"):
        return False  # Qt's own parts (a spin box's line edit) speak for their owner
    if isinstance(widget, (QAbstractButton, QLabel)) and widget.text():
        return False  # their text is their name
    owner = widget.parent()
    return not (isinstance(owner, QAbstractScrollArea) and owner.viewport() is widget)


def _dock_title(widget: QWidget) -> str:
    step: QObject | None = widget
    while step is not None:
        if isinstance(step, QDockWidget):
            return step.windowTitle()
        step = step.parent()
    return ""


def name_focusable_widgets(root: QWidget) -> int:
    """Name the focusable widgets under ``root`` that have no name; returns how many."""
    named = 0
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            text_widget = label.widget() if label is not None else None
            field_widget = field.widget() if field is not None else None
            if isinstance(text_widget, QLabel) and field_widget is not None and _needs_name(field_widget):
                field_widget.setAccessibleName(_plain(text_widget.text()))
                named += 1
    for caption in root.findChildren(QLabel):
        buddy = caption.buddy()
        if buddy is not None and _needs_name(buddy) and caption.text():
            buddy.setAccessibleName(_plain(caption.text()))
            named += 1
    for bar in root.findChildren(QTabBar):
        if _needs_name(bar):  # the tabs of docks sharing a place
            bar.setAccessibleName(translate("Accessibility", "Panels"))
            named += 1
    for widget in [root, *root.findChildren(QWidget)]:
        if not _needs_name(widget):
            continue
        text = widget.toolTip() or (widget.placeholderText() if isinstance(widget, QLineEdit) else "")
        text = text or _dock_title(widget)
        if text:
            widget.setAccessibleName(_plain(text))
            named += 1
    return named


class AccessibleNames(QObject):
    """Runs :func:`name_focusable_widgets` on a window when it shows and when a dock opens."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        # One pass for all the docks that show together (six at start-up, not six passes).
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self.refresh)
        window.installEventFilter(self)
        for dock in window.findChildren(QDockWidget):
            dock.visibilityChanged.connect(self._later)
        self._later()

    def _later(self, *_args: object) -> None:
        self._pending.start()

    def refresh(self) -> int:
        return name_focusable_widgets(self._window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._later()
        return super().eventFilter(watched, event)
