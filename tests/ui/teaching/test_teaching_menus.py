"""The teaching actions open their windows for what is open, and bad files get one message."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow, QMessageBox

from qtgo.rules import Ruleset
from qtgo.sgf import parse
from qtgo.ui.teaching import menus
from qtgo.ui.teaching.menus import PRINT_KEYS, open_problems, teaching_actions
from qtgo.ui.teaching.problem_panel import ProblemWindow
from qtgo.ui.teaching.rules_page import GameSettings


@pytest.fixture
def actions(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    tree = parse("(;SZ[9];B[ee];W[cc])").games[0]
    made = teaching_actions(
        window,
        record=lambda: (tree, None),
        rules=lambda: (Ruleset.preset("aga"), GameSettings(9, 9)),
        language=lambda: "en",
    )
    yield window, made
    window.close()


def test_the_actions_have_their_names_and_print_has_a_shortcut(actions) -> None:
    _window, made = actions
    assert [a.text() for a in made.file_menu()] == [
        "Export &figures…",
        "&Print figures…",
        "Open pro&blems…",
        "Prac&tice problems",
        "Life and death problems",
    ]
    assert made.print_figures.shortcut().toString() == PRINT_KEYS
    assert made.rules.text() == "&Rules of this game"


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_practice_problems_open_the_shipped_collection(actions, qtbot) -> None:
    window, made = actions
    made.practice_problems.trigger()
    (problems,) = window.findChildren(ProblemWindow)
    assert problems.isVisible() and len(problems.problems) == 4
    problems.close()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_life_and_death_problems_open_qtgos_own_collection(actions, qtbot) -> None:
    window, made = actions
    made.reading_problems.trigger()
    (problems,) = window.findChildren(ProblemWindow)
    assert problems.isVisible() and len(problems.problems) >= 100
    assert problems.title.text() == "1. Live (beginner)"
    problems.close()


def test_a_bad_problem_file_gets_one_message(actions, tmp_path: Path, monkeypatch) -> None:
    window, _made = actions
    said: list[str] = []

    def warning(_parent: object, _title: str, text: str) -> QMessageBox.StandardButton:
        said.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(menus.QMessageBox, "warning", warning)
    bad = tmp_path / "bad.sgf"
    bad.write_text("not sgf at all", encoding="utf-8")
    assert open_problems(window, bad) is None
    assert open_problems(window, tmp_path / "missing.sgf") is None
    assert len(said) == 2 and all(text.startswith("Cannot open the problems: ") for text in said)
