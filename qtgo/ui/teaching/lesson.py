"""The Lesson menu: a teaching game against an engine, guess the next move, and after a
handicap game whether the handicap was about right.

A window plugin (``qtgo.ui.extensions``), built right after the first paint. May import: Qt,
the core, ``qtgo.ui.teaching`` and the engine list of ``qtgo.ui.engine``; never the window
package (``ui/window``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from qtgo.engine.review import stored_evaluations
from qtgo.rules.handicap_advice import HandicapFit, HandicapVerdict, judge_handicap
from qtgo.ui.numbers import show_number

if TYPE_CHECKING:
    from qtgo.ui.engine.engines_dialog import EngineEntry
    from qtgo.ui.plugin_api import WindowApi
    from qtgo.ui.teaching.quiz_window import GuessQuizWindow
    from qtgo.ui.teaching.teaching_window import TeachingGameWindow

#: lupdate reads the literal calls ``translate("Lesson", ...)``.
translate = QCoreApplication.translate

__all__ = ["LessonPlugin", "handicap_verdict_text"]


def handicap_verdict_text(verdict: HandicapVerdict, handicap: int) -> str:
    """The verdict in one translated line, built from its fields."""
    if verdict.fit is HandicapFit.UNKNOWN or verdict.lead is None:
        return translate(
            "Lesson", "Too little of the game is analysed to judge the handicap: analyse the whole game first."
        )
    lead = ("+" if verdict.lead >= 0 else "−") + show_number(round(abs(verdict.lead), 1))
    if verdict.fit is HandicapFit.ABOUT_RIGHT:
        text = translate(
            "Lesson",
            "A handicap of %1 was about right: Black's lead stayed near zero in the middle game (%2 on average).",
        )
    elif verdict.fit is HandicapFit.TOO_MANY:
        text = translate(
            "Lesson", "Black ran away (%2 on average in the middle game): a handicap of %1 was %3 too many; try %4."
        )
    else:
        text = translate(
            "Lesson", "White ran away (%2 on average in the middle game): a handicap of %1 was %3 too few; try %4."
        )
    better = handicap - verdict.stones if verdict.fit is HandicapFit.TOO_MANY else handicap + verdict.stones
    better = max(better, 0)
    return (
        text.replace("%1", str(handicap))
        .replace("%2", lead)
        .replace("%3", str(verdict.stones))
        .replace("%4", str(better))
    )


def _bring_up(window: QWidget) -> None:
    """Show ``window``; one shown already comes to the front."""
    if window.isVisible():
        window.raise_()
        window.activateWindow()
    else:
        window.show()


class LessonPlugin:
    """The Lesson menu and the windows it opens (one of each, kept while the window lives)."""

    def __init__(self, api: WindowApi) -> None:
        self.api = api
        self.teaching: TeachingGameWindow | None = None
        self.quiz: GuessQuizWindow | None = None
        self.handicap_box: QMessageBox | None = None
        self._build_menu()

    def _build_menu(self) -> None:
        api = self.api
        self.menu = QMenu(translate("Lesson", "&Lesson"), api.widget)
        api.add_menu("lesson", self.menu, before="help")
        self.teaching_action = QAction(translate("Lesson", "&Teaching game against the engine…"), self.menu)
        self.teaching_action.setStatusTip(
            translate("Lesson", "Play an engine that judges each of your moves and takes back the bad ones")
        )
        self.teaching_action.triggered.connect(self.open_teaching_game)
        self.quiz_action = QAction(translate("Lesson", "&Guess the next move"), self.menu)
        self.quiz_action.setStatusTip(translate("Lesson", "Guess each move of the open record, for points"))
        self.quiz_action.triggered.connect(self.open_quiz)
        self.handicap_action = QAction(translate("Lesson", "Was the &handicap right?"), self.menu)
        self.handicap_action.setStatusTip(
            translate("Lesson", "Judge the handicap from the analysed score graph of the open record")
        )
        self.handicap_action.triggered.connect(self.judge_handicap)
        self.menu.addActions([self.teaching_action, self.quiz_action])
        self.menu.addSeparator()
        self.menu.addAction(self.handicap_action)

    def entries(self) -> list[EngineEntry]:
        """The configured engines, else the ready-made ones (as the Engine menu offers them)."""
        from qtgo.ui.engine.engines_dialog import engine_entries

        return engine_entries(self.api.settings)[0]

    def open_teaching_game(self) -> TeachingGameWindow:
        from qtgo.ui.teaching.teaching_window import TeachingGameWindow

        if self.teaching is None:
            self.teaching = TeachingGameWindow(self.api, self.entries())
        _bring_up(self.teaching)
        return self.teaching

    def open_quiz(self) -> GuessQuizWindow:
        """The quiz over the record open now (started afresh when it was open already)."""
        from qtgo.ui.teaching.quiz_window import GuessQuizWindow

        if self.quiz is None:
            self.quiz = GuessQuizWindow(self.api)
        else:
            self.quiz.restart()
        _bring_up(self.quiz)
        return self.quiz

    def verdict(self) -> tuple[HandicapVerdict, int]:
        """The handicap verdict of the open record and its handicap."""
        tree = self.api.adapter.session.tree
        leads = [e.score_lead if e is not None else None for e in stored_evaluations(tree)]
        return judge_handicap(leads), tree.handicap or 0

    def judge_handicap(self) -> str:
        """Say in one line whether the open record's handicap was about right."""
        verdict, handicap = self.verdict()
        text = handicap_verdict_text(verdict, handicap)
        if self.handicap_box is not None:
            self.handicap_box.close()
        box = QMessageBox(
            QMessageBox.Icon.Information, translate("Lesson", "The handicap"), text, parent=self.api.widget
        )
        box.setObjectName("handicap_verdict")
        self.handicap_box = box
        box.open()
        self.api.show_status(text, 15000)
        return text

    def retranslate(self) -> None:
        """The window rebuilt its menus: the Lesson menu again, in the new language."""
        self._build_menu()
        for window in (self.teaching, self.quiz):
            if window is not None:
                window.retranslate()

    def shutdown(self) -> None:
        for window in (self.teaching, self.quiz):
            if window is not None:
                window.close()
                window.deleteLater()
        if self.teaching is not None:
            self.teaching.shutdown()
        self.teaching = None
        self.quiz = None
