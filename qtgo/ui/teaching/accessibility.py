"""Accessible names for every widget that takes focus, taken from what a sighted user reads.

A screen reader announces a field by its accessible name. Most fields already sit beside
their label (a ``QFormLayout`` row, also one holding several fields, a label with a buddy,
a caption just before a list) or carry a tooltip; this pass copies that text into the
name wherever a widget has none, so panels and dialogs written by anyone are named without
each one remembering to. Names set by the widgets themselves win. ``DialogNames`` runs
the pass on every window and dialog the application opens.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QTabBar,
    QTabWidget,
    QWidget,
)

#: lupdate reads the literal calls ``translate("Accessibility", ...)``.
translate = QCoreApplication.translate

__all__ = ["AccessibleNames", "DialogNames", "name_focusable_widgets"]


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
    """The title of the dock or group box the widget sits in."""
    step: QObject | None = widget
    while step is not None:
        if isinstance(step, QDockWidget):
            return step.windowTitle()
        if isinstance(step, QGroupBox) and step.title():
            return step.title()
        step = step.parent()
    return ""


def _window_title(widget: QWidget) -> str:
    """A list, table or text area that is what its window shows goes by the window's title
    ("Keyboard shortcuts", "Engine log")."""
    if not isinstance(widget, QAbstractScrollArea):
        return ""
    return widget.window().windowTitle().replace("[*]", "").strip()


def _name_row(layout: QLayout, row_name: str) -> int:
    """Name the fields of a form row that holds a layout ("Komi: [6.5] [points]"): each
    by the row's label, with the small label just before it when there is one."""
    named = 0
    caption = ""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QLabel):
            caption = _plain(widget.text())
            continue
        if widget is not None and _needs_name(widget):
            widget.setAccessibleName(f"{row_name}, {caption}" if caption else row_name)
            named += 1
        caption = ""
    return named


def _caption_before(widget: QWidget) -> str:
    """The text of a label placed just before ``widget`` in its parent's layout."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    if layout is None:
        return ""
    before: QWidget | None = None
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is not None and item.widget() is widget:
            return _plain(before.text()) if isinstance(before, QLabel) else ""
        before = item.widget() if item is not None else None
    return ""


def name_focusable_widgets(root: QWidget) -> int:
    """Name the focusable widgets under ``root`` that have no name; returns how many."""
    named = 0
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            text_widget = label.widget() if label is not None else None
            if not isinstance(text_widget, QLabel) or field is None:
                continue
            field_widget, field_layout = field.widget(), field.layout()
            if field_widget is not None and _needs_name(field_widget):
                field_widget.setAccessibleName(_plain(text_widget.text()))
                named += 1
            elif field_layout is not None:
                named += _name_row(field_layout, _plain(text_widget.text()))
    for caption in root.findChildren(QLabel):
        buddy = caption.buddy()
        if buddy is not None and _needs_name(buddy) and caption.text():
            buddy.setAccessibleName(_plain(caption.text()))
            named += 1
    for bar in root.findChildren(QTabBar):
        if _needs_name(bar):  # the tabs of docks sharing a place
            bar.setAccessibleName(translate("Accessibility", "Panels"))
            named += 1
    for pages in root.findChildren(QTabWidget):
        if _needs_name(pages):
            pages.setAccessibleName(translate("Accessibility", "Pages"))
            named += 1
    for widget in [root, *root.findChildren(QWidget)]:
        if not _needs_name(widget):
            continue
        text = widget.toolTip() or (widget.placeholderText() if isinstance(widget, QLineEdit) else "")
        text = text or _caption_before(widget) or _dock_title(widget) or _window_title(widget)
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


class DialogNames(QObject):
    """Runs :func:`name_focusable_widgets` on each window or dialog as it comes to the front.

    It follows ``QGuiApplication.focusWindowChanged``, which fires only when another window
    takes the focus, rather than filtering every event of the application.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._focused)

    def _focused(self, window: QWindow | None) -> None:
        if window is not None:
            QTimer.singleShot(0, self.refresh)

    def refresh(self) -> int:
        top = QApplication.activeWindow()
        return name_focusable_widgets(top) if top is not None else 0
