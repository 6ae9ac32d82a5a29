"""The review spoken: the score graph and the mistakes through the screen reader, keyboard only.

A window plugin (``qtgo.ui.extensions``): View ▸ Spoken review holds commands with keys
(Alt+Shift+N / P: next / previous mistake, Alt+Shift+M: the engine's better move, Alt+Shift+V:
the lead at this move, Alt+Shift+G: the graph in words). It speaks through the announcer
of the teaching plugin (the one screen-reader path of the window: an accessibility
announcement and the live status label) and reads only what an earlier review saved in
the record: the leads (``review.stored_evaluations``) and the mistakes
(``review.find_mistakes``, the one ranking, with the thresholds the user set for the review
panel's list). Nothing is computed here but which positions the graph's summary names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from qtgo.engine.analysis import Analysis
from qtgo.engine.review import Mistake, Severity, Thresholds, find_mistakes, main_line_nodes, stored_evaluations
from qtgo.rules import Color, Point
from qtgo.ui import extensions
from qtgo.ui.numbers import show_number
from qtgo.ui.teaching.speech import Announcer, colour_name, point_name

if TYPE_CHECKING:
    from qtgo.ui.plugin_api import WindowApi

#: lupdate reads the literal calls ``translate("SpokenReview", ...)``.
translate = QCoreApplication.translate

__all__ = ["SpokenReview", "best_text", "graph_text", "lead_text", "move_lead_text"]

#: A lead this close to 0 is said as "even".
_EVEN = 0.05
#: How many of the largest drops the graph's summary names.
_DROPS = 3


def lead_text(lead: float) -> str:
    """ "Black 3", "White 5.5" or "even" (leads are Black's, as stored)."""
    if abs(lead) < _EVEN:
        return translate("SpokenReview", "even")
    return f"{colour_name(Color.BLACK if lead > 0 else Color.WHITE)} {show_number(round(abs(lead), 1))}"


def _played(point: Point | None, height: int) -> str:
    return point_name(point, height) if point is not None else translate("SpokenReview", "pass")


def _severity(severity: Severity) -> str:
    return {
        Severity.INACCURACY: translate("SpokenReview", "an inaccuracy"),
        Severity.MISTAKE: translate("SpokenReview", "a mistake"),
        Severity.BLUNDER: translate("SpokenReview", "a blunder"),
    }[severity]


def move_lead_text(
    number: int, color: Color, point: Point | None, before: float, after: float, height: int, mistake: Mistake | None
) -> str:
    """ "Move 87, Black Q3: the lead fell from Black 3 to White 5, a mistake of 8 points."

    "Fell" and "rose" are the mover's: the lead fell when the mover's own lead did.
    """
    head = (
        translate("SpokenReview", "Move %1, %2 %3:")
        .replace("%1", str(number))
        .replace("%2", colour_name(color))
        .replace("%3", _played(point, height))
    )
    own_before, own_after = (before, after) if color is Color.BLACK else (-before, -after)
    if abs(own_after - own_before) < _EVEN:
        change = translate("SpokenReview", "the lead stayed at %1.").replace("%1", lead_text(after))
    else:
        change = (
            translate("SpokenReview", "the lead fell from %1 to %2")
            if own_after < own_before
            else translate("SpokenReview", "the lead rose from %1 to %2")
        )
        change = change.replace("%1", lead_text(before)).replace("%2", lead_text(after))
        if mistake is not None:
            change += (
                translate("SpokenReview", ", %1 of %2 points.")
                .replace("%1", _severity(mistake.severity))
                .replace("%2", show_number(round(mistake.loss, 1)))
            )
        else:
            change += "."
    return f"{head} {change}"


def best_text(number: int, color: Color, point: Point | None, before: Analysis | None, height: int) -> str:
    """ "Instead of Q3, the engine's move was C14." (or that it chose the move played)."""
    best = before.best if before is not None else None
    if best is None:
        return translate("SpokenReview", "Move %1: the engine named no move here.").replace("%1", str(number))
    if best.point == point:
        return (
            translate("SpokenReview", "Move %1: %2 %3 was the engine's move too.")
            .replace("%1", str(number))
            .replace("%2", colour_name(color))
            .replace("%3", _played(point, height))
        )
    text = (
        translate("SpokenReview", "Move %1: instead of %2, the engine's move was %3.")
        .replace("%1", str(number))
        .replace("%2", _played(point, height))
        .replace("%3", _played(best.point, height))
    )
    if best.score_lead is not None:
        text += " " + translate("SpokenReview", "Lead after it: %1.").replace("%1", lead_text(best.score_lead))
    return text


def graph_text(leads: list[float | None], mistakes: list[Mistake]) -> str:
    """The graph in words: the lead at the start, every tenth of the game and the end, then
    the largest drops."""
    known = [(index, lead) for index, lead in enumerate(leads) if lead is not None]
    if not known:
        return translate("SpokenReview", "No evaluations in this game yet: analyse it (Engine menu) first.")
    last = known[-1][0]
    step = max(10, round(last / 10 / 10) * 10)
    samples = [(i, lead) for i, lead in known if i == known[0][0] or i % step == 0 or i == last]
    parts = []
    for index, lead in samples:
        where = (
            translate("SpokenReview", "start")
            if index == 0
            else translate("SpokenReview", "move %1").replace("%1", str(index))
        )
        parts.append(f"{where} {lead_text(lead)}")
    text = translate("SpokenReview", "The lead through the game: %1.").replace("%1", "; ".join(parts))
    drops = mistakes[:_DROPS]
    if drops:
        named = ", ".join(
            translate("SpokenReview", "move %1 (%2, %3 points)")
            .replace("%1", str(m.move_number))
            .replace("%2", colour_name(m.color))
            .replace("%3", show_number(round(m.loss, 1)))
            for m in drops
        )
        text += " " + translate("SpokenReview", "Largest drops: %1.").replace("%1", named)
    return text


class SpokenReview(QObject):
    """The spoken review of one window (see the module docstring)."""

    def __init__(self, api: WindowApi) -> None:
        super().__init__(api.widget)
        self.api = api
        self._own_announcer: Announcer | None = None
        self.menu = QMenu(api.widget)
        self.actions: dict[str, QAction] = {}
        for name, keys, slot in (
            ("next", "Alt+Shift+N", self.next_mistake),
            ("previous", "Alt+Shift+P", self.previous_mistake),
            ("best", "Alt+Shift+M", self.say_best_move),
            ("lead", "Alt+Shift+V", self.say_lead),
            ("graph", "Alt+Shift+G", self.say_graph),
        ):
            action = QAction(api.widget)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self.menu.addAction(action)
            api.widget.addAction(action)  # the key works wherever the focus is in the window
            self.actions[name] = action
        self.retranslate()

    # ------------------------------------------------------------ speaking
    @property
    def announcer(self) -> Announcer:
        """The window's screen-reader path (the teaching plugin's), or one of this plugin's own."""
        from qtgo.ui.teaching.window_hook import TeachingHook

        hook = extensions.find(self.api.widget, TeachingHook)
        if hook is not None:
            return hook.keys.announcer
        if self._own_announcer is None:
            self._own_announcer = Announcer(self.api.widget)
        return self._own_announcer

    def say(self, text: str) -> str:
        self.announcer.announce(text)
        return text

    # ------------------------------------------------------------ reading the record
    def _review(self) -> tuple[list[Analysis | None], list[Mistake]]:
        tree = self.api.adapter.session.tree
        evaluations = stored_evaluations(tree)
        return evaluations, find_mistakes(tree, evaluations, self.thresholds())

    def thresholds(self) -> Thresholds:
        """The thresholds the user set for the review's list of mistakes (the review
        panel's), so that the keys walk the mistakes the list shows; the list's own
        defaults while the panel is not built."""
        from qtgo.ui.engine.window_engines import WindowEngines

        engines = extensions.find(self.api.widget, WindowEngines)
        if engines is not None and engines.built:
            return engines.review.mistakes.thresholds
        return Thresholds()

    def _current(self) -> int:
        """The main-line position shown (its move number; 0 at the start)."""
        return self.api.adapter.session.game.move_number

    def _lead_at(self, index: int, evaluations: list[Analysis | None], mistakes: list[Mistake]) -> str:
        tree = self.api.adapter.session.tree
        nodes = main_line_nodes(tree)
        height = tree.size[1]
        if index == 0 or index >= len(nodes):
            first = evaluations[0] if evaluations else None
            if first is None or first.score_lead is None:
                return translate("SpokenReview", "No evaluation of this position.")
            return translate("SpokenReview", "Start of the game: lead %1.").replace("%1", lead_text(first.score_lead))
        move = nodes[index].move
        before, after = evaluations[index - 1], evaluations[index]
        if move is None or before is None or after is None or before.score_lead is None or after.score_lead is None:
            return translate("SpokenReview", "Move %1: no evaluation before and after it.").replace("%1", str(index))
        mistake = next((m for m in mistakes if m.move_number == index), None)
        return move_lead_text(index, move.color, move.point, before.score_lead, after.score_lead, height, mistake)

    # ------------------------------------------------------------ commands
    def _go_to_mistake(self, forward: bool) -> str:
        evaluations, mistakes = self._review()
        if not any(e is not None for e in evaluations):
            return self.say(
                translate("SpokenReview", "No evaluations in this game yet: analyse it (Engine menu) first.")
            )
        current = self._current()
        numbers = sorted(m.move_number for m in mistakes)
        ahead = [n for n in numbers if n > current] if forward else [n for n in reversed(numbers) if n < current]
        if not ahead:
            return self.say(
                translate("SpokenReview", "No more mistakes after this move.")
                if forward
                else translate("SpokenReview", "No mistakes before this move.")
            )
        target = ahead[0]
        self.api.adapter.to_node(main_line_nodes(self.api.adapter.session.tree)[target])
        return self.say(self._lead_at(target, evaluations, mistakes))

    def next_mistake(self) -> str:
        """Show the next mistake after the move shown and say what it cost."""
        return self._go_to_mistake(True)

    def previous_mistake(self) -> str:
        return self._go_to_mistake(False)

    def say_lead(self) -> str:
        """The lead before and after the move shown."""
        evaluations, mistakes = self._review()
        return self.say(self._lead_at(self._current(), evaluations, mistakes))

    def say_best_move(self) -> str:
        """What the engine preferred to the move shown, with its coordinates."""
        tree = self.api.adapter.session.tree
        index = self._current()
        nodes = main_line_nodes(tree)
        evaluations = stored_evaluations(tree)
        if index == 0 or index >= len(nodes) or nodes[index].move is None:
            first = evaluations[0] if evaluations else None
            if first is None or first.best is None:
                return self.say(translate("SpokenReview", "No evaluation of this position."))
            return self.say(
                translate("SpokenReview", "The engine's first move: %1.").replace(
                    "%1", _played(first.best.point, tree.size[1])
                )
            )
        move = nodes[index].move
        assert move is not None  # checked above
        return self.say(best_text(index, move.color, move.point, evaluations[index - 1], tree.size[1]))

    def say_graph(self) -> str:
        """The score graph in words."""
        evaluations, mistakes = self._review()
        leads = [None if e is None else e.score_lead for e in evaluations]
        return self.say(graph_text(leads, mistakes))

    # ------------------------------------------------------------ plugin
    def retranslate(self) -> None:
        """Texts in the language installed now; the menu back into the (new) View menu."""
        self.menu.setTitle(translate("SpokenReview", "Spo&ken review"))
        texts: dict[str, Callable[[], str]] = {
            "next": lambda: translate("SpokenReview", "Next mistake"),
            "previous": lambda: translate("SpokenReview", "Previous mistake"),
            "best": lambda: translate("SpokenReview", "Say the engine's better move"),
            "lead": lambda: translate("SpokenReview", "Say the lead at this move"),
            "graph": lambda: translate("SpokenReview", "Say the score graph"),
        }
        for name, text in texts.items():
            self.actions[name].setText(text())
        view = self.api.menu("view")
        if self.menu.menuAction() not in view.actions():
            view.addMenu(self.menu)

    def shutdown(self) -> None:
        """Nothing runs in the background: the commands only read the record."""
