"""The teaching commands as ready-made actions for the main window's menus.

The window hands over three small functions (the open record and node, the open game's
rules and settings, the interface language) and puts the actions where they belong:
File ▸ Export figures…, File ▸ Print…, File ▸ Open problems…, File ▸ Practice problems,
Help ▸ Rules of this game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from qtgo.resources import resource_path
from qtgo.rules import Ruleset
from qtgo.sgf import GameTree, Node

if TYPE_CHECKING:
    from qtgo.session.problem import ProblemSet
    from qtgo.ui.teaching.figures_dialog import FiguresDialog
    from qtgo.ui.teaching.rules_page import GameSettings

#: lupdate reads the literal calls ``translate("TeachingMenus", ...)``.
translate = QCoreApplication.translate

__all__ = [
    "PRACTICE_PROBLEMS",
    "PRINT_KEYS",
    "READING_PROBLEMS",
    "TeachingActions",
    "open_problems",
    "practice_problems",
    "teaching_actions",
]

#: The problems shipped with qtgo (File ▸ Practice problems); ``problems/<language>/`` holds
#: them in another language.
PRACTICE_PROBLEMS = "problems/first_problems.sgf"
#: The problems qtgo made and verified by reading (``resources/tools/make_problems.py``).
READING_PROBLEMS = "problems/reading_problems.sgf"
#: Ctrl+P is Pass at the board, so printing takes Ctrl+Alt+P.
PRINT_KEYS = "Ctrl+Alt+P"


@dataclass
class TeachingActions:
    export_figures: QAction
    print_figures: QAction
    open_problems: QAction
    practice_problems: QAction
    rules: QAction
    reading_problems: QAction

    def file_menu(self) -> list[QAction]:
        return [
            self.export_figures,
            self.print_figures,
            self.open_problems,
            self.practice_problems,
            self.reading_problems,
        ]

    def dispose(self) -> None:
        """Drop these actions (a language switch makes new ones); their keys go at once."""
        for action in (*self.file_menu(), self.rules):
            action.setShortcuts([])
            action.deleteLater()


def practice_problems(language: str, collection: str = PRACTICE_PROBLEMS) -> Path:
    """The shipped problems in ``language``, or in English where they are not translated."""
    translated = resource_path(collection.replace("problems/", f"problems/{language}/", 1))
    return translated if language != "en" and translated.is_file() else resource_path(collection)


def open_problems(
    parent: QWidget, path: str | Path, *, practice: bool = False, collection: str = PRACTICE_PROBLEMS
) -> QWidget | None:
    """Show the problems of ``path`` in their own window; one message box for a bad file."""
    from qtgo.session import SessionError
    from qtgo.sgf import SgfError
    from qtgo.ui.teaching.problem_panel import ProblemWindow, load_problem_set

    try:
        problems = load_problem_set(path)
    except (OSError, SgfError, SessionError) as error:
        QMessageBox.warning(
            parent,
            translate("TeachingMenus", "Problems"),
            translate("TeachingMenus", "Cannot open the problems: %1").replace("%1", str(error)),
        )
        return None

    def in_language() -> ProblemSet | None:
        from qtgo.ui.i18n import current_language

        try:
            return load_problem_set(practice_problems(current_language(), collection))
        except (OSError, SgfError, SessionError):
            return None

    window = ProblemWindow(problems, parent, in_language=in_language if practice else None)
    window.setModal(False)
    window.show()
    return window


def teaching_actions(
    parent: QWidget,
    *,
    record: Callable[[], tuple[GameTree, Node | None]],
    rules: Callable[[], tuple[Ruleset, GameSettings]],
    language: Callable[[], str],
) -> TeachingActions:
    """The actions, each opening its dialog for what the window has open at that moment.

    The dialogs (and the SVG and printing modules behind the figures) are imported when
    first asked for, not while the window is built.
    """

    def figures_dialog() -> FiguresDialog:
        from qtgo.ui.teaching.figures_dialog import FiguresDialog

        tree, node = record()
        return FiguresDialog(tree, node, parent)

    def export() -> None:
        figures_dialog().exec()

    def print_now() -> None:
        dialog = figures_dialog()
        dialog.print_interactively()
        dialog.deleteLater()

    def choose_problems() -> None:
        path, _ = QFileDialog.getOpenFileName(
            parent, translate("TeachingMenus", "Open problems"), "", translate("TeachingMenus", "SGF files (*.sgf)")
        )
        if path:
            open_problems(parent, path)

    def show_rules() -> None:
        from qtgo.ui.teaching.rules_page import RulesDialog

        ruleset, settings = rules()
        RulesDialog(ruleset, settings, language(), parent).exec()

    def practice() -> None:
        open_problems(parent, practice_problems(language()), practice=True)

    def reading() -> None:
        open_problems(
            parent, practice_problems(language(), READING_PROBLEMS), practice=True, collection=READING_PROBLEMS
        )

    def make(text: str, slot: Callable[[], None], tip: str, keys: str | None = None) -> QAction:
        action = QAction(text, parent)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        if keys:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        return action

    return TeachingActions(
        export_figures=make(
            translate("TeachingMenus", "Export &figures…"),
            export,
            translate("TeachingMenus", "Cut the game into numbered figures: PDF, SVG, PNG or $$ text"),
        ),
        print_figures=make(
            translate("TeachingMenus", "&Print figures…"),
            print_now,
            translate("TeachingMenus", "Print the game as numbered figures"),
            PRINT_KEYS,
        ),
        open_problems=make(
            translate("TeachingMenus", "Open pro&blems…"),
            choose_problems,
            translate("TeachingMenus", "Solve the problems of an SGF collection"),
        ),
        practice_problems=make(
            translate("TeachingMenus", "Prac&tice problems"),
            practice,
            translate("TeachingMenus", "The problems that come with qtgo"),
        ),
        reading_problems=make(
            translate("TeachingMenus", "Life and death problems"),
            reading,
            translate("TeachingMenus", "Life-and-death and capture problems that qtgo made and checked by reading"),
        ),
        rules=make(
            translate("TeachingMenus", "&Rules of this game"),
            show_rules,
            translate("TeachingMenus", "What the open game's rule set does, and its settings"),
        ),
    )
