"""View ▸ Language retranslates every visible text at once: the window's menus, toolbars and
docks, the library window, the engine panels and the teaching menus, as a window freshly
built in that language shows them; and every action keeps working afterwards."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QToolBar,
    QWidget,
)

from qtgo.session import GameSession, NewGameSettings
from qtgo.ui import i18n
from qtgo.ui.teaching.problem_panel import ProblemWindow
from qtgo.ui.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "This plugin does not support")

Menu = list[tuple[str, Any]]


def _menu(menu: QMenu) -> Menu:
    menu.aboutToShow.emit()  # the menus filled when opened (recent files, games, engines)
    items: Menu = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        sub = action.menu()
        items.append((action.text(), _menu(sub)) if isinstance(sub, QMenu) else (action.text(), action.toolTip()))
    return items


def _widget_texts(root: QWidget) -> Counter[tuple[str, ...]]:
    """What the user reads in ``root``: the texts of its visible widgets (order aside)."""
    texts: Counter[tuple[str, ...]] = Counter()
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.objectName() == "announcements":
            continue  # the screen reader's last announcement is what was said, not a label
        kind = type(widget).__name__
        if isinstance(widget, (QAbstractButton, QLabel)):
            texts[(kind, widget.text(), widget.toolTip())] += 1
        elif isinstance(widget, QGroupBox):
            texts[(kind, widget.title())] += 1
        elif isinstance(widget, QTabBar):
            texts[(kind, *(widget.tabText(i) for i in range(widget.count())))] += 1
        elif isinstance(widget, QLineEdit):
            texts[(kind, widget.placeholderText())] += 1
        elif isinstance(widget, QComboBox):
            texts[(kind, *(widget.itemText(i) for i in range(widget.count())))] += 1
        elif isinstance(widget, QDockWidget):
            texts[(kind, widget.windowTitle())] += 1
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            model = widget.model()
            texts[(kind, *(str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(widget.count())))] += 1
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            texts[(kind, *_item_texts(widget.model(), QModelIndex()))] += 1
        elif widget.toolTip():
            texts[(kind, widget.toolTip())] += 1
    return texts


def _item_texts(model: QAbstractItemModel, parent: QModelIndex, depth: int = 0) -> list[str]:
    """What a list, table or tree shows (its first rows, two levels deep)."""
    texts: list[str] = []
    tree = not isinstance(model, (QAbstractListModel, QAbstractTableModel))  # flat: no children
    for row in range(min(model.rowCount(parent), 40)):
        for column in range(1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)):
            index = model.index(row, column, parent)
            texts.append(str(model.data(index, Qt.ItemDataRole.DisplayRole)))
            if column == 0 and depth < 1 and tree and model.hasChildren(index):
                texts.extend(_item_texts(model, index, depth + 1))
    return texts


def _toolbars(win: MainWindow) -> list[tuple[str, list[tuple[str, str, str]]]]:
    bars = sorted(win.findChildren(QToolBar), key=lambda bar: bar.objectName())
    return [(bar.windowTitle(), [(a.text(), a.iconText(), a.toolTip()) for a in bar.actions()]) for bar in bars]


def _menu_bar(win: MainWindow) -> Menu:
    menus = (action.menu() for action in win.menuBar().actions())
    return [(menu.title(), _menu(menu)) for menu in menus if isinstance(menu, QMenu)]


def _shortcuts(win: MainWindow) -> QWidget:
    dialog = win.look.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def _everything(win: MainWindow) -> dict[str, object]:
    library = win.library.library_window
    assert library is not None
    return {
        "title": win.windowTitle(),
        "menus": _menu_bar(win),
        "toolbars": _toolbars(win),
        "docks": sorted((d.objectName(), d.windowTitle()) for d in win.findChildren(QDockWidget)),
        "window": _widget_texts(win),
        "library": _widget_texts(library),
        "library title": library.windowTitle(),
        "engine log": win.engines.log.windowTitle(),
        "shortcuts": _widget_texts(_shortcuts(win)),
        "problems": [_widget_texts(problems) for problems in win.findChildren(ProblemWindow)],
        "problems title": [problems.windowTitle() for problems in win.findChildren(ProblemWindow)],
    }


def _shortcut_owners(win: MainWindow) -> Counter[str]:
    """How many live actions of the window answer each key sequence."""
    owners: Counter[str] = Counter()
    for action in win.findChildren(QAction):
        for keys in action.shortcuts():
            if not keys.isEmpty() and action.isEnabled():
                owners[keys.toString()] += 1
    return owners


@pytest.fixture
def windows(qtbot, tmp_path: Path, english: None, fake_time) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []

    def make(counting: bool = False) -> MainWindow:
        session = GameSession.new(NewGameSettings(width=9, height=9), now=fake_time)
        win = MainWindow(session, data_dir=tmp_path / f"data{len(made)}")
        win.resize(1200, 820)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        # Every part built and open: two moves, the library, the review dock, the engine log.
        win.adapter.play(2, 2)
        win.adapter.play(6, 6)
        assert win.library.show_library() is not None
        win.engines.review_dock.show()
        win.engines.log.show()
        win.teaching.actions.practice_problems.trigger()
        win.library.search_region()  # the "Pattern search" dock beside the board
        win.show_shortcuts()
        if counting:
            win.adapter.pass_turn()
            win.adapter.pass_turn()  # two passes: the count and its breakdown are shown
        qtbot.wait(20)
        return win

    made.append(make)  # type: ignore[arg-type]
    yield made
    for win in made[1:]:
        win.adapter.session.record.modified = False
        if win.library.library_window is not None:
            win.library.library_window.close()
        win.engines.log.close()
        for problems in win.findChildren(ProblemWindow):
            problems.close()
        win.close()
        win.deleteLater()


def _fresh(windows: list, code: str, counting: bool = False) -> MainWindow:
    app = QCoreApplication.instance()
    assert app is not None
    assert i18n.install_translators(app, code, chosen=True) == code
    return windows[0](counting)


def _assert_same(switched: dict[str, object], fresh: dict[str, object]) -> None:
    for key, value in fresh.items():
        if isinstance(value, Counter):
            have = switched[key]
            assert isinstance(have, Counter)
            assert (have - value, value - have) == (Counter(), Counter()), key
        else:
            assert switched[key] == value, key


@pytest.mark.parametrize("counting", [False, True], ids=["playing", "counting"])
def test_every_menu_toolbar_dock_and_panel_follows_a_language_switch(qtbot, windows: list, counting: bool) -> None:
    win = windows[0](counting)
    assert win.score_dock.isVisible() == counting
    english = _everything(win)
    assert _menu_bar(win)[0][0] == "&File"
    win.acts.language_actions["ru"].trigger()
    qtbot.wait(20)  # the old actions and menus are deleted
    switched = _everything(win)
    russian = _everything(_fresh(windows, "ru", counting))
    _assert_same(switched, russian)
    assert switched["library title"] == "Библиотека партий" and switched["problems title"] == ["Задачи"]
    # What a screen reader says follows too.
    fresh = windows[-1]
    for widget, twin in (
        (win.comment.editor, fresh.comment.editor),
        (win.move_tree.view, fresh.move_tree.view),
        (win.players_dock.widget(), fresh.players_dock.widget()),
        (win.view, fresh.view),
        (win.game_tree, fresh.game_tree),
    ):
        assert widget.accessibleName() == twin.accessibleName() != ""
        assert widget.accessibleDescription() == twin.accessibleDescription()
    # And back: the same as a window built in English.
    win.acts.language_actions["en"].trigger()
    qtbot.wait(20)
    _assert_same(_everything(win), english)


def test_after_a_switch_every_action_is_there_once_and_its_keys_are_not_ambiguous(qtbot, windows: list) -> None:
    win = windows[0]()
    before = _shortcut_owners(win)
    assert [keys for keys, count in before.items() if count > 1] == []
    for code in ("ru", "en"):
        win.acts.language_actions[code].trigger()
        assert _shortcut_owners(win) == before  # at once: the old actions are silenced
        qtbot.wait(20)
        assert _shortcut_owners(win) == before
    # The parts' own actions survived the switch and still work.
    win.library.library_window.hide()
    win.findChild(QMenu)  # menus exist
    library_keys = [a for a in win.findChildren(QAction) if a.shortcut().toString() == "Ctrl+Shift+L"]
    assert library_keys == [win.library.show_action]
    library_keys[0].trigger()
    assert win.library.library_window.isVisible()
    focus = [a for a in win.teaching.keys.actions if a.shortcut().toString() == "Ctrl+Shift+B"]
    assert len(focus) == 1 and focus[0] in win.actions()
