"""Help ▸ Rules: a short page on the open game's rule set, with the game's own settings.

The prose of each page is a resource, one file per rule set and language
(``resources/rules/<language>/<preset>.html``), written for qtgo; the table of the open
game's settings below it is built here from the ``Ruleset`` itself, so the page always says
what this game really plays (a changed ko rule, another komi, the time control).
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from qtgo.resources import resource_path
from qtgo.rules import CentreBonus, CornerBonus, KoRule, Opening, Ruleset, Scoring, TieBreak
from qtgo.ui.fit import fit_to_screen

#: lupdate reads the literal calls ``translate("RulesPage", ...)``.
translate = QCoreApplication.translate

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


def _ko(ruleset: Ruleset) -> str:
    text = {
        KoRule.SIMPLE: translate("RulesPage", "simple ko"),
        KoRule.POSITIONAL: translate("RulesPage", "positional superko"),
        KoRule.SITUATIONAL: translate("RulesPage", "situational superko"),
    }[ruleset.ko]
    if ruleset.no_play_on_emptied:
        text += translate("RulesPage", "; no play on a point just emptied")
    return text


def _scoring(ruleset: Ruleset) -> str:
    return {
        Scoring.AREA: translate("RulesPage", "area (stones and surrounded points)"),
        Scoring.TERRITORY: translate("RulesPage", "territory and prisoners"),
        Scoring.STONES: translate("RulesPage", "stones only"),
    }[ruleset.scoring]


def _number(value: float) -> str:
    from qtgo._format import format_number

    return format_number(value)


def settings_rows(ruleset: Ruleset, game: GameSettings) -> list[tuple[str, str]]:
    """The open game's settings as (name, value) rows, translated."""
    yes, no = translate("RulesPage", "allowed"), translate("RulesPage", "forbidden")
    rows = [
        (translate("RulesPage", "Board"), f"{game.width}×{game.height}"),
        (translate("RulesPage", "Ko"), _ko(ruleset)),
        (translate("RulesPage", "Suicide of several stones"), yes if ruleset.multi_stone_suicide else no),
        (translate("RulesPage", "Scoring"), _scoring(ruleset)),
        (
            translate("RulesPage", "Points in seki"),
            translate("RulesPage", "counted") if ruleset.seki_eyes_count else translate("RulesPage", "not counted"),
        ),
        (translate("RulesPage", "Komi"), _number(ruleset.komi)),
        (
            translate("RulesPage", "Handicap"),
            str(game.handicap) if game.handicap >= 2 else translate("RulesPage", "none"),
        ),
    ]
    if ruleset.scoring is Scoring.AREA and game.handicap >= 2:
        compensation = ruleset.handicap_compensation.points(game.handicap)
        rows.append((translate("RulesPage", "Compensation for the handicap"), _number(compensation)))
    tie = {
        TieBreak.DRAW: translate("RulesPage", "a draw")
        if ruleset.draws_possible
        else translate("RulesPage", "impossible (half-point komi)"),
        TieBreak.BLACK_WINS: translate("RulesPage", "Black wins"),
        TieBreak.FIRST_PLAYER_LOSES: translate("RulesPage", "the first player loses"),
    }[ruleset.tie_break]
    rows.append((translate("RulesPage", "A tie"), tie))
    if ruleset.opening is Opening.TIBETAN:
        rows.append(
            (translate("RulesPage", "Start"), translate("RulesPage", "twelve stones on the third line, White first"))
        )
    if ruleset.centre_bonus is not CentreBonus.NONE:
        centre = {
            CentreBonus.FIRST: translate("RulesPage", "5 points to the first stone played there"),
            CentreBonus.END: translate("RulesPage", "5 points to whoever holds it at the end"),
        }[ruleset.centre_bonus]
        rows.append((translate("RulesPage", "Centre point"), centre))
    if ruleset.corner_bonus is not CornerBonus.NONE:
        corners = {
            CornerBonus.PENALTY: translate("RulesPage", "20 points lost for each own starting corner taken"),
            CornerBonus.ALL_CORNERS: translate("RulesPage", "20 points for holding all four corner points"),
        }[ruleset.corner_bonus]
        rows.append((translate("RulesPage", "Corners"), corners))
    end = (
        translate("RulesPage", "two passes, then four passes end it as it stands")
        if ruleset.four_passes_end
        else translate("RulesPage", "two passes")
    )
    rows.append((translate("RulesPage", "End of play"), end))
    rows.append((translate("RulesPage", "Time control"), game.time_control or translate("RulesPage", "none")))
    return rows


def rules_html(ruleset: Ruleset, game: GameSettings | None = None, language: str = "en") -> str:
    """The whole page: the rule set's prose, then the open game's settings."""
    lang = language if language in LANGUAGES else "en"
    try:
        with open(page_path(ruleset.name, lang), encoding="utf-8") as handle:
            prose = handle.read()
    except OSError:
        prose = (
            "<h2>"
            + html.escape(ruleset.name)
            + "</h2><p>"
            + html.escape(translate("RulesPage", "No page for this rule set."))
            + "</p>"
        )
    table = "".join(
        f"<tr><th align='left'>{html.escape(name)}</th><td>{html.escape(value)}</td></tr>"
        for name, value in settings_rows(ruleset, game or GameSettings())
    )
    heading = html.escape(translate("RulesPage", "This game"))
    return f"{prose}\n<h3 id='settings'>{heading}</h3>\n<table cellpadding='3'>{table}</table>\n"


class RulesDialog(QDialog):
    """Shows :func:`rules_html` for the open game in the interface's language."""

    def __init__(
        self, ruleset: Ruleset, game: GameSettings | None = None, language: str = "en", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RulesPage", "Rules: %1").replace("%1", ruleset.sgf_name))
        self.setAccessibleName(self.windowTitle())
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(translate("RulesPage", "Rules page"))
        self.browser.setAccessibleDescription(
            translate("RulesPage", "What the rule set does and the open game's settings")
        )
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(ruleset, game, language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, 560, 640)  # the page scrolls inside on a small screen
