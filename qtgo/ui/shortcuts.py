"""Help ▸ Keyboard shortcuts: every action with a key, named in words, in a table.

Actions whose text is a symbol (the markup tools "△", "→", "—") are named by their
tooltip instead; keys that only exist on special keyboards (the "Quit" media key that
``QKeySequence.Quit`` adds on some desktops, shown as a bare word) are left out, and an
action appears once however many menus hold it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

# Keys from here on are media and special keys (``Qt.Key_Back`` and beyond).
_SPECIAL_KEYS = int(Qt.Key.Key_Back.value)
_MODIFIERS = int(Qt.KeyboardModifier.KeyboardModifierMask.value)


def action_name(action: QAction) -> str:
    """An action's name in words: its text, or its tooltip when the text is a symbol."""
    text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()
    if not any(ch.isalpha() for ch in text) or len(text) <= 1:
        tip = action.toolTip().strip()
        # Tooltips end with the key in brackets ("Triangle (T)"): the table shows it apart.
        if tip.endswith(")") and " (" in tip:
            tip = tip[: tip.rindex(" (")]
        if tip:
            return tip
    return text


def typeable(sequence: QKeySequence) -> bool:
    """Whether a key sequence can be typed on an ordinary keyboard."""
    if sequence.isEmpty():
        return False
    for i in range(sequence.count()):
        key = sequence[i].toCombined() & ~_MODIFIERS  # type: ignore[index]  # PySide6 stubs lack __getitem__
        if key >= _SPECIAL_KEYS:
            return False
    return True


def shortcut_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(name, keys) per action with a typeable key, each action once, sorted by name."""
    rows: dict[str, set[str]] = {}
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if typeable(k)]
        if not keys:
            continue
        rows.setdefault(action_name(action), set()).add(", ".join(keys))
    return sorted(((name, "; ".join(sorted(keys))) for name, keys in rows.items()), key=lambda r: r[0].lower())


class ShortcutsDialog(QDialog):
    """The table of shortcuts; Ctrl+C copies it as text."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.rows = shortcut_rows(actions)
        self.table = QTableWidget(len(self.rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, (name, keys) in enumerate(self.rows):
            self.table.setItem(row, 0, QTableWidgetItem(name))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        copy = buttons.addButton(self.tr("Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(480, 520)

    def text(self) -> str:
        width = max((len(name) for name, _ in self.rows), default=0)
        return "".join(f"{name.ljust(width)}  {keys}\n" for name, keys in self.rows)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
