"""The Engines dialog: add, test and remove GTP engines; kept in QSettings.

KataGo found on this computer (with a network and a generated config), the KataGo that
comes with a packaged qtgo, GNU Go and Leela Zero are offered ready-made, and what is
missing for KataGo is said plainly. "Test" starts the engine on a worker thread and reports
its name and version, or why it would not start; "Use for analysis" makes the selected
engine the analysis engine in one step. A KataGo entry may name its JSON analysis engine's
command line too, which whole-game analysis then uses.
"""

from __future__ import annotations

import shlex
from pathlib import PurePath

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgo.engine import EngineError, GtpClient
from qtgo.ui import options
from qtgo.ui.engine.ready_made import EngineEntry, ReadyMade, ready_made

__all__ = [
    "EngineEntry",
    "EnginesDialog",
    "analysis_choices",
    "chosen_analysis_engine",
    "engine_entries",
    "found_on_path",
    "load_engines",
    "save_engines",
]

#: lupdate reads the literal calls ``translate("EnginesDialog", ...)``.
translate = QCoreApplication.translate

SETTINGS_GROUP = options.ENGINES_GROUP


def found_on_path() -> list[EngineEntry]:
    """Ready-made entries for the engines this machine has (see ``ready_made``)."""
    return list(ready_made().entries)


def engine_entries(settings: QSettings) -> tuple[list[EngineEntry], tuple[str, ...]]:
    """The engines qtgo offers (the Engine menu, the seats, the lesson, the queue): the
    configured ones, else the ready-made ones with what a first launch lacks (notes)."""
    saved = load_engines(settings)
    if saved:
        return saved, ()
    offers = ready_made()
    return list(offers.entries), offers.notes


def chosen_analysis_engine(entries: list[EngineEntry], settings: QSettings) -> EngineEntry | None:
    """The analysis engine chosen in the Engine menu among ``entries`` (the first by default)."""
    chosen = options.read(settings, options.ANALYSIS_ENGINE)
    for entry in entries:
        if entry.name == chosen:
            return entry
    return entries[0] if entries else None


def load_engines(settings: QSettings | None = None) -> list[EngineEntry]:
    settings = settings or QSettings()
    count = settings.beginReadArray(SETTINGS_GROUP)
    entries = []
    for index in range(count):
        settings.setArrayIndex(index)
        entries.append(EngineEntry(*(str(settings.value(field, "")) for field in options.ENGINE_FIELDS)))
    settings.endArray()
    return [e for e in entries if e.command]


def save_engines(entries: list[EngineEntry], settings: QSettings | None = None) -> None:
    """Store the list in place of the old one. Only the array goes: the group holds other
    settings too (the analysis engine, the review's seconds), which stay."""
    settings = settings or QSettings()
    settings.beginGroup(SETTINGS_GROUP)
    for group in settings.childGroups():
        if group.isdigit():  # an entry of the old list (its size is written again below)
            settings.remove(group)
    settings.endGroup()
    settings.beginWriteArray(SETTINGS_GROUP, len(entries))
    for index, entry in enumerate(entries):
        settings.setArrayIndex(index)
        for field in options.ENGINE_FIELDS:
            settings.setValue(field, getattr(entry, field))
    settings.endArray()
    settings.sync()


def analysis_choices(settings: QSettings) -> list[tuple[str, str]]:
    """The analysis engine's choices for Preferences (``options.ANALYSIS_ENGINE``): the
    configured engines (else the ready-made ones), after the first of them by default."""
    entries = load_engines(settings) or found_on_path()
    first = translate("EnginesDialog", "The first in the list")
    return [("", first), *((entry.name, entry.name) for entry in entries if entry.name)]


def program(command: str) -> str:
    """The program a command line runs, by name ("gnugo" for "/usr/games/gnugo --mode gtp")."""
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    name = PurePath(words[0]).name.lower() if words else ""
    return name.removesuffix(".exe")


class _Tester(QObject):
    done = Signal(bool, str)
    log = Signal(str)

    @Slot(str, str)
    def test(self, command: str, folder: str) -> None:
        self.log.emit(f"[test] $ {command}")
        try:
            client = GtpClient.start(
                command,
                cwd=folder or None,
                start_timeout=20.0,
                on_stderr=lambda line: self.log.emit(f"[test] {line}"),
                on_traffic=lambda direction, line: self.log.emit(f"[test] {direction} {line}"),
            )
        except EngineError as error:
            self.done.emit(False, str(error))
            return
        label = client.info.label
        client.close()
        self.done.emit(True, label)


class EnginesDialog(QDialog):
    """Signals: ``tested(ok, text)`` when a test ends, ``log_line(str)`` (the test's GTP
    traffic, for the engine log), ``analysis_chosen(name)`` ("Use for analysis")."""

    tested = Signal(bool, str)
    log_line = Signal(str)
    analysis_chosen = Signal(str)
    _test = Signal(str, str)

    def __init__(
        self, parent: QWidget | None = None, settings: QSettings | None = None, offers: ReadyMade | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Engines"))
        self._settings = settings
        self.entries = load_engines(settings)
        self._offers = offers if offers is not None else ready_made()
        self.offered: list[EngineEntry] = []
        self.notes = QLabel("\n".join(self._offers.notes))
        self.notes.setWordWrap(True)
        self.list = QListWidget()
        self.name = QLineEdit()
        self.command = QLineEdit()
        self.command.setPlaceholderText(self.tr("e.g. gnugo --mode gtp --level 10"))
        self.folder = QLineEdit()
        self.analysis = QLineEdit()
        self.analysis.setPlaceholderText(self.tr("optional: katago analysis -model … -config … (whole-game analysis)"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Command line"), self.command)
        form.addRow(self.tr("Working folder"), self.folder)
        form.addRow(self.tr("JSON analysis command"), self.analysis)
        self.add_button = QPushButton(self.tr("Add"))
        self.test_button = QPushButton(self.tr("Test"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.use_button = QPushButton(self.tr("Use for analysis"))
        self.use_button.clicked.connect(self.use_for_analysis)
        self.add_button.clicked.connect(self.add_current)
        self.test_button.clicked.connect(self.test_current)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(self._selected)
        buttons = QHBoxLayout()
        for button in (self.add_button, self.test_button, self.remove_button, self.use_button):
            buttons.addWidget(button)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.notes)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(box)
        self._thread = QThread(self)
        self._tester = _Tester()
        self._tester.moveToThread(self._thread)
        self._test.connect(self._tester.test)
        self._tester.done.connect(self._tested)
        self._tester.log.connect(self.log_line)
        self._thread.start()
        self._refresh()

        self._fit_to_content()

    def _refresh(self) -> None:
        """The list, the ready-made entries not yet added and the notes of what is missing.

        A ready-made entry counts as added once an entry runs its program, whatever the
        options (GNU Go added at level 1 is GNU Go); a note about KataGo goes once a KataGo
        is added by hand.
        """
        added = {program(e.command) for e in self.entries}
        self.offered = [e for e in self._offers.entries if program(e.command) not in added]
        self.notes.setVisible(bool(self._offers.notes) and "katago" not in added)
        self.list.clear()
        for entry in self.entries:
            self._add_item(f"{entry.name} — {entry.command}")
        for entry in self.offered:
            self._add_item(
                self.tr("{name} (found, not added yet) — {command}").format(name=entry.name, command=entry.command)
            )

    def _add_item(self, text: str) -> None:
        self.list.addItem(text)
        self.list.item(self.list.count() - 1).setToolTip(text)  # whole where the dialog is narrower

    def _fit_to_content(self) -> None:
        """As wide as the longest entry and command line, within the screen."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        most = int(screen.width() * 0.9) if screen is not None else 1000
        frame = 2 * self.list.frameWidth() + self.list.verticalScrollBar().sizeHint().width()
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        edges = margins.left() + margins.right() if margins is not None else 24
        want = max(self.sizeHint().width(), self.list.sizeHintForColumn(0) + frame + edges, 560)
        self.resize(min(want, most), self.sizeHint().height())

    def _all(self) -> list[EngineEntry]:
        return self.entries + self.offered

    def _selected(self, row: int) -> None:
        entries = self._all()
        if 0 <= row < len(entries):
            entry = entries[row]
            self.name.setText(entry.name)
            self.command.setText(entry.command)
            self.folder.setText(entry.folder)
            self.analysis.setText(entry.analysis)

    def add_current(self) -> None:
        command = self.command.text().strip()
        if not command:
            self.status.setText(self.tr("Give the engine's command line first."))
            return
        entry = EngineEntry(
            self.name.text().strip() or command.split()[0],
            command,
            self.folder.text().strip(),
            self.analysis.text().strip(),
        )
        self.entries = [e for e in self.entries if e.command != command] + [entry]
        save_engines(self.entries, self._settings)
        self._refresh()
        self.list.setCurrentRow(self.entries.index(entry))

    def use_for_analysis(self) -> None:
        """Add the engine shown (when it is only offered) and make it the analysis engine."""
        if not self.command.text().strip():
            self.status.setText(self.tr("Give the engine's command line first."))
            return
        self.add_current()
        name = self.entries[self.list.currentRow()].name
        settings = self._settings or QSettings()
        options.write(settings, options.ANALYSIS_ENGINE, name)
        self.status.setText(self.tr("{name} analyses from now on.").format(name=name))
        self.analysis_chosen.emit(name)

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.entries):
            del self.entries[row]
            save_engines(self.entries, self._settings)
            self._refresh()

    def test_current(self) -> None:
        command = self.command.text().strip()
        if not command:
            self.status.setText(self.tr("Give the engine's command line first."))
            return
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Starting the engine…"))
        self._test.emit(command, self.folder.text().strip())

    def _tested(self, ok: bool, text: str) -> None:
        self.test_button.setEnabled(True)
        if ok:
            self.status.setText(self.tr("Works: {engine}").format(engine=text))
        else:
            self.status.setText(self.tr("Does not work: {reason}").format(reason=text))
        self.tested.emit(ok, text)

    def done(self, result: int) -> None:
        self._thread.quit()
        self._thread.wait(30000)
        super().done(result)
