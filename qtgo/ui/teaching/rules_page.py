"""Help ▸ Rules: a short page on the open game's rule set, with the game's own settings.

The prose of each page is a resource, one file per rule set and language
(``resources/rules/<language>/<preset>.html``), written for qtgo; the table of the open
game's settings below it is built here from the ``Ruleset`` itself, so the page always says
what this game really plays (a changed ko rule, another komi, the time control).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from qtgo.resources import resource_path
from qtgo.rules import KoRule, Ruleset, Scoring, TieBreak

__all__ = ["GameSettings", "RulesDialog", "page_path", "rules_html"]

LANGUAGES = ("en", "ru")


def page_path(preset: str, language: str) -> str:
    return str(resource_path(f"rules/{language}/{preset}.html"))


@dataclass(frozen=True)
class GameSettings:
    """What the open game plays beyond its rule set: board, handicap, time control."""

    width: int = 19
    height: int = 19
    handicap: int = 0
    time_control: str | None = None  # already in words, from the clock's own text


def _tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RulesPage", text)


def _ko(ruleset: Ruleset) -> str:
    text = {
        KoRule.SIMPLE: _tr("simple ko"),
        KoRule.POSITIONAL: _tr("positional superko"),
        KoRule.SITUATIONAL: _tr("situational superko"),
    }[ruleset.ko]
    if getattr(ruleset, "no_play_on_emptied", False):
        text += _tr("; no play on a point just emptied")
    return text


def _scoring(ruleset: Ruleset) -> str:
    return {
        Scoring.AREA: _tr("area (stones and surrounded points)"),
        Scoring.TERRITORY: _tr("territory and prisoners"),
        Scoring.STONES: _tr("stones only"),
    }[ruleset.scoring]


def _number(value: float) -> str:
    from qtgo._format import format_number

    return format_number(value)


def settings_rows(ruleset: Ruleset, game: GameSettings) -> list[tuple[str, str]]:
    """The open game's settings as (name, value) rows, translated."""
    yes, no = _tr("allowed"), _tr("forbidden")
    rows = [
        (_tr("Board"), f"{game.width}×{game.height}"),
        (_tr("Ko"), _ko(ruleset)),
        (_tr("Suicide of several stones"), yes if ruleset.multi_stone_suicide else no),
        (_tr("Scoring"), _scoring(ruleset)),
        (_tr("Points in seki"), _tr("counted") if ruleset.seki_eyes_count else _tr("not counted")),
        (_tr("Komi"), _number(ruleset.komi)),
        (_tr("Handicap"), str(game.handicap) if game.handicap >= 2 else _tr("none")),
    ]
    if ruleset.scoring is Scoring.AREA and game.handicap >= 2:
        compensation = ruleset.handicap_compensation.points(game.handicap)
        rows.append((_tr("Compensation for the handicap"), _number(compensation)))
    tie = {
        TieBreak.DRAW: _tr("a draw") if ruleset.draws_possible else _tr("impossible (half-point komi)"),
        TieBreak.BLACK_WINS: _tr("Black wins"),
        TieBreak.FIRST_PLAYER_LOSES: _tr("the first player loses"),
    }[ruleset.tie_break]
    rows.append((_tr("A tie"), tie))
    end = _tr("two passes, then four passes end it as it stands") if ruleset.four_passes_end else _tr("two passes")
    rows.append((_tr("End of play"), end))
    rows.append((_tr("Time control"), game.time_control or _tr("none")))
    return rows


def rules_html(ruleset: Ruleset, game: GameSettings | None = None, language: str = "en") -> str:
    """The whole page: the rule set's prose, then the open game's settings."""
    lang = language if language in LANGUAGES else "en"
    try:
        with open(page_path(ruleset.name, lang), encoding="utf-8") as handle:
            prose = handle.read()
    except OSError:
        prose = (
            "<h2>" + html.escape(ruleset.name) + "</h2><p>" + html.escape(_tr("No page for this rule set.")) + "</p>"
        )
    table = "".join(
        f"<tr><th align='left'>{html.escape(name)}</th><td>{html.escape(value)}</td></tr>"
        for name, value in settings_rows(ruleset, game or GameSettings())
    )
    heading = html.escape(_tr("This game"))
    return f"{prose}\n<h3 id='settings'>{heading}</h3>\n<table cellpadding='3'>{table}</table>\n"


class RulesDialog(QDialog):
    """Shows :func:`rules_html` for the open game in the interface's language."""

    def __init__(
        self, ruleset: Ruleset, game: GameSettings | None = None, language: str = "en", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_tr("Rules: %1").replace("%1", ruleset.sgf_name))
        self.setAccessibleName(self.windowTitle())
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(_tr("Rules page"))
        self.browser.setAccessibleDescription(_tr("What the rule set does and the open game's settings"))
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(ruleset, game, language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(560, 640)
