"""File → Reopen with encoding: the encodings worth trying, each previewed before reopening.

The choices and previews come from ``qtgo.sgf.reopen`` (pure); this dialog only lists them
and shows the players, event and first comment as the selected encoding reads them, so the
user picks by eye which one gives real names.

May import: Qt and ``qtgo.sgf``; no other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from qtgo.sgf.reopen import EncodingPreview, encoding_choices, preview


class ReopenDialog(QDialog):
    """A list of encodings on the left of a preview of the record in the selected one."""

    def __init__(self, data: bytes, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qtgo-reopen-encoding")
        self.setWindowTitle(self.tr("Reopen with encoding"))
        self._data = data
        self._name = name
        self._previews: dict[str, EncodingPreview] = {}
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Read {0} in the character set that shows real names:").format(name)))
        self.choices = QListWidget()
        for codec in encoding_choices(data):
            shown = self._preview(codec)
            item = QListWidgetItem(shown.label)
            item.setData(256, codec)  # Qt.ItemDataRole.UserRole
            self.choices.addItem(item)
        layout.addWidget(self.choices)
        form = QFormLayout()
        self.black = QLabel()
        self.white = QLabel()
        self.event_label = QLabel()
        self.problems = QLabel()
        form.addRow(self.tr("Black:"), self.black)
        form.addRow(self.tr("White:"), self.white)
        form.addRow(self.tr("Event:"), self.event_label)
        form.addRow(self.tr("Unreadable:"), self.problems)
        layout.addLayout(form)
        self.comment = QPlainTextEdit()
        self.comment.setReadOnly(True)
        self.comment.setMaximumHeight(120)
        layout.addWidget(self.comment)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Reopen"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.choices.currentRowChanged.connect(self._show)
        self.choices.setCurrentRow(0)

    def _preview(self, codec: str) -> EncodingPreview:
        shown = self._previews.get(codec)
        if shown is None:
            shown = self._previews[codec] = preview(self._data, codec, name=self._name)
        return shown

    def encoding(self) -> str | None:
        """The selected codec, or None when nothing is selected."""
        item = self.choices.currentItem()
        return str(item.data(256)) if item is not None else None

    def _show(self, _row: int) -> None:
        codec = self.encoding()
        if codec is None:
            return
        shown = self._preview(codec)
        self.black.setText(shown.black or "—")
        self.white.setText(shown.white or "—")
        self.event_label.setText(shown.event or "—")
        if shown.error:
            self.problems.setText(self.tr("not a readable record: {0}").format(shown.error))
        else:
            replaced = self.tr("%n bytes replaced", "", shown.replaced)
            self.problems.setText(replaced if shown.replaced else self.tr("none"))
        self.comment.setPlainText(shown.comment or "")
