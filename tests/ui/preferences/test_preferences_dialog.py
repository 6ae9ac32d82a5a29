"""Edit ▸ Preferences: opened from the menu and its key, each kind of editor stores its
setting and the window shows it at once; Cancel stores nothing; Restore defaults; a value
the registry refuses changes nothing and is named; a plugin adds a page of its own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from qtgo.ui import extensions, options
from qtgo.ui.board import MoveNumbers
from qtgo.ui.board.theme_menu import BoardLook
from qtgo.ui.engine.window_engines import WindowEngines
from qtgo.ui.extensions import PluginSpec, Stage
from qtgo.ui.options import Option
from qtgo.ui.preferences.dialog import PreferencesDialog
from qtgo.ui.preferences.pages import OptionsPage
from qtgo.ui.preferences.plugin import PreferencesPlugin, preferences_keys
from qtgo.ui.window import MainWindow

if TYPE_CHECKING:
    from ui.conftest import MakeWindow

    from qtgo.ui.plugin_api import WindowApi

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

Buttons = QDialogButtonBox.StandardButton


def _plugin(qtbot, win: MainWindow) -> PreferencesPlugin:
    qtbot.waitUntil(lambda: "preferences" in extensions.built(win))
    plugin = extensions.find(win, PreferencesPlugin)
    assert plugin is not None
    return plugin


def _entry(win: MainWindow) -> QAction:
    """Edit ▸ Preferences… as the menu holds it."""
    found = [a for a in win.acts.menus["edit"].actions() if a.objectName() == "preferences"]
    assert len(found) == 1
    return found[0]


def _open(qtbot, win: MainWindow) -> PreferencesDialog:
    plugin = _plugin(qtbot, win)
    _entry(win).trigger()
    dialog = plugin.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _editor(dialog: PreferencesDialog, option: Option) -> QWidget:
    """The editor of ``option``, with its page shown (as the person clicked the page)."""
    for row, page in enumerate(dialog.pages):
        if isinstance(page, OptionsPage) and option in page.editors:
            dialog.list.setCurrentRow(row)
            return page.editor(option).widget
    raise AssertionError(option)


def _choose(dialog: PreferencesDialog, option: Option, value: str) -> None:
    combo = _editor(dialog, option)
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData(value))


def _type(qtbot, dialog: PreferencesDialog, option: Option, text: str) -> None:
    spin = _editor(dialog, option)
    assert isinstance(spin, (QSpinBox, QDoubleSpinBox))
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    spin.interpretText()


def _click(qtbot, dialog: PreferencesDialog, button: QDialogButtonBox.StandardButton) -> None:
    widget = dialog.buttons.button(button)
    assert widget is not None
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _tick(qtbot, box: QWidget) -> None:
    """Click a check box on its box, as a person does."""
    assert isinstance(box, QCheckBox)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def _stored(settings: QSettings) -> dict[str, Any]:
    return {key: settings.value(key) for key in settings.allKeys()}


def test_preferences_open_from_the_edit_menu_and_from_the_standard_key(settings_store, make_window, qtbot) -> None:
    win = make_window()
    dialog = _open(qtbot, win)
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    assert [dialog.list.item(row).text() for row in range(dialog.list.count())] == [
        "General",
        "Board and stones",
        "Sound",
        "Engines and review",
        "Teaching",
        "Library",
    ]
    _click(qtbot, dialog, Buttons.Cancel)
    qtbot.waitUntil(lambda: _plugin(qtbot, win).dialog is None)
    assert _entry(win).shortcuts() == preferences_keys()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    QTest.keySequence(win.view, preferences_keys()[0])  # the platform's key, or Ctrl+,
    qtbot.waitUntil(lambda: _plugin(qtbot, win).dialog is not None)
    _plugin(qtbot, win).dialog.reject()  # type: ignore[union-attr]


def test_each_kind_of_editor_stores_its_setting_and_the_window_follows_on_ok(
    settings_store: QSettings, make_window: MakeWindow, qtbot
) -> None:
    win = make_window()
    dialog = _open(qtbot, win)
    coordinates = _editor(dialog, options.COORDINATES)  # a check box
    assert isinstance(coordinates, QCheckBox) and coordinates.isChecked()
    _tick(qtbot, coordinates)
    _choose(dialog, options.MOVE_NUMBERS, "last")  # fixed choices
    _choose(dialog, options.BOARD_THEME, "contrast")  # choices from the themes
    _type(qtbot, dialog, options.VOLUME, "40")  # a whole number
    _type(qtbot, dialog, options.REVIEW_SECONDS, "5.5")  # a real number
    _tick(qtbot, _editor(dialog, options.OWNERSHIP))
    _click(qtbot, dialog, Buttons.Ok)
    assert not dialog.isVisible()
    # Stored...
    assert options.read(settings_store, options.COORDINATES) is False
    assert options.read(settings_store, options.MOVE_NUMBERS) == "last"
    assert options.read(settings_store, options.BOARD_THEME) == "contrast"
    assert options.read(settings_store, options.VOLUME) == 40
    assert options.read(settings_store, options.REVIEW_SECONDS) == 5.5
    assert options.read(settings_store, options.OWNERSHIP) is False
    # ...and shown at once, by the window and by its plugins' menus.
    assert not win.scene.show_coordinates and not win.acts.coords.isChecked()
    assert win.scene.move_numbers is MoveNumbers.LAST and win.acts.number_actions[MoveNumbers.LAST].isChecked()
    assert win.scene.look.board.key == "contrast"
    look = extensions.find(win, BoardLook)
    assert look is not None and look.menu.board_actions["contrast"].isChecked()
    assert win.sound.volume == pytest.approx(0.4)
    engines = extensions.find(win, WindowEngines)
    assert engines is not None and not engines.ownership_action.isChecked()
    assert engines.review.seconds.value() == 5.5  # the review panel, built now, reads the stored value


def test_sound_switched_off_in_preferences_silences_the_window(settings_store, make_window, qtbot) -> None:
    win = make_window()
    dialog = _open(qtbot, win)
    _tick(qtbot, _editor(dialog, options.SOUND))
    _click(qtbot, dialog, Buttons.Apply)  # Apply: stored and shown, the dialog stays
    assert dialog.isVisible()
    assert not win.acts.sound.isChecked() and not win.sound.enabled
    assert options.read(settings_store, options.SOUND) is False
    dialog.reject()


def test_the_countdown_beeps_and_the_projector_comment_follow_their_pages(settings_store, make_window, qtbot) -> None:
    from qtgo.ui.teaching.projector import ProjectorPlugin

    win = make_window()
    assert win.sound.countdown
    dialog = _open(qtbot, win)
    _tick(qtbot, _editor(dialog, options.COUNTDOWN_BEEPS))  # Sound
    _tick(qtbot, _editor(dialog, options.PROJECTOR_COMMENT))  # Teaching
    _click(qtbot, dialog, Buttons.Ok)
    assert not win.sound.countdown
    projector = extensions.find(win, ProjectorPlugin)
    assert projector is not None and projector.comment.isChecked()  # View ▸ Comment on the projector
    projector.comment.trigger()  # switched off from the menu: remembered as well
    assert options.read(settings_store, options.PROJECTOR_COMMENT) is False


def test_cancel_stores_nothing_and_the_window_is_unchanged(settings_store, make_window, qtbot) -> None:
    win = make_window()
    before = _stored(settings_store)
    dialog = _open(qtbot, win)
    _tick(qtbot, _editor(dialog, options.COORDINATES))
    _choose(dialog, options.STONE_THEME, "glass")
    _type(qtbot, dialog, options.MOVE_SECONDS, "30")
    _click(qtbot, dialog, Buttons.Cancel)
    assert not dialog.isVisible()
    assert _stored(settings_store) == before
    assert win.scene.show_coordinates and win.scene.look.stones.key == "slate-shell"
    # Opened again, it shows what is stored, not what was cancelled.
    again = _open(qtbot, win)
    assert _editor(again, options.COORDINATES).isChecked()  # type: ignore[attr-defined]
    again.reject()


def test_restore_defaults_shows_the_pages_defaults_and_ok_stores_them(settings_store, make_window, qtbot) -> None:
    options.write(settings_store, options.COORDINATES, False)
    options.write(settings_store, options.MOVE_NUMBERS, "all")
    options.write(settings_store, options.VOLUME, 30)
    win = make_window()
    assert not win.scene.show_coordinates
    dialog = _open(qtbot, win)
    coordinates = _editor(dialog, options.COORDINATES)  # the board's page
    assert isinstance(coordinates, QCheckBox) and not coordinates.isChecked()
    _click(qtbot, dialog, Buttons.RestoreDefaults)
    numbers = _editor(dialog, options.MOVE_NUMBERS)
    assert isinstance(numbers, QComboBox)
    assert coordinates.isChecked() and numbers.currentData() == "off"
    assert options.read(settings_store, options.COORDINATES) is False  # not stored before OK
    volume = _editor(dialog, options.VOLUME)  # another page: as stored
    assert isinstance(volume, QSpinBox) and volume.value() == 30
    _click(qtbot, dialog, Buttons.Ok)
    assert options.read(settings_store, options.COORDINATES) is True
    assert options.read(settings_store, options.MOVE_NUMBERS) == "off"
    assert options.read(settings_store, options.VOLUME) == 30
    assert win.scene.show_coordinates and win.scene.move_numbers is MoveNumbers.OFF


def test_the_language_changes_at_once_with_apply(settings_store, make_window, qtbot, english) -> None:
    win = make_window()
    dialog = _open(qtbot, win)
    _choose(dialog, options.LANGUAGE, "ru")
    _click(qtbot, dialog, Buttons.Apply)
    assert options.read(settings_store, options.LANGUAGE) == "ru"
    assert win.acts.menus["edit"].title() == "&Правка"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Настройки")  # Qt's LanguageChange comes from the event loop
    assert dialog.list.item(0).text() == "Общие"
    coordinates = _editor(dialog, options.COORDINATES)
    assert isinstance(coordinates, QCheckBox) and coordinates.text() == "Показывать координаты"
    assert _entry(win).text() == "&Настройки…"  # back in the window's new Edit menu
    _choose(dialog, options.LANGUAGE, "en")
    _click(qtbot, dialog, Buttons.Ok)
    assert win.acts.menus["edit"].title() == "&Edit"


# ---------------------------------------------------------------------- a plugin's own page
class LimitsPage(QWidget):
    """A plugin's page that is no generated form: the review's time limit typed as text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = QLineEdit(self)
        self.field.setObjectName("limit")

    @property
    def widget(self) -> QWidget:
        return self

    def title(self) -> str:
        return "Limits"

    def load(self, settings: QSettings) -> None:
        self.field.setText(f"{options.read(settings, options.REVIEW_TIMEOUT):g}")

    def values(self) -> dict[Option, Any]:
        return {options.REVIEW_TIMEOUT: float(self.field.text())}

    def restore_defaults(self) -> None:
        self.field.setText(f"{options.REVIEW_TIMEOUT.default:g}")


class LimitsPlugin:
    def __init__(self, api: WindowApi) -> None:
        api.add_settings_page(LimitsPage)

    def retranslate(self) -> None:
        """Its page names itself when the dialog asks."""

    def shutdown(self) -> None:
        """Nothing runs."""


@pytest.fixture
def limits_plugin() -> Iterator[None]:
    extensions.register(PluginSpec("limits", f"{__name__}:LimitsPlugin", Stage.START))
    yield
    extensions.unregister("limits")


def test_a_plugin_page_comes_after_the_generated_ones_and_a_refused_value_changes_nothing(
    limits_plugin, settings_store, make_window, qtbot
) -> None:
    win = make_window()
    dialog = _open(qtbot, win)
    assert dialog.list.item(dialog.list.count() - 1).text() == "Limits"
    page = dialog.pages[-1]
    assert isinstance(page, LimitsPage) and page.field.text() == "60"
    _tick(qtbot, _editor(dialog, options.COORDINATES))
    dialog.list.setCurrentRow(0)
    page.field.setText("5000")  # beyond the registry's 3600 s
    _click(qtbot, dialog, Buttons.Ok)
    assert dialog.isVisible()  # not accepted
    assert dialog.problem.isVisible()
    text = dialog.problem.summary.text()
    assert (
        "Review: wait for a position at most" in text and "from 1 s to 3600 s" in text and "Nothing was changed" in text
    )
    assert dialog.list.currentRow() == dialog.list.count() - 1  # its page shown
    assert options.read(settings_store, options.COORDINATES) is True  # nothing stored, not even the good change
    assert settings_store.value(options.REVIEW_TIMEOUT.key) is None
    assert win.scene.show_coordinates
    page.field.setText("90")
    _click(qtbot, dialog, Buttons.Ok)
    assert not dialog.isVisible() and not dialog.problem.isVisible()
    assert options.read(settings_store, options.REVIEW_TIMEOUT) == 90.0
    assert options.read(settings_store, options.COORDINATES) is False
