"""The questions the window puts to the people at the table, and the commands behind them.

Resign (which player?), undo by agreement (does the opponent agree?), resume after a
disputed count (who asks?), continue playing, a new game and the game information. Tests
replace :meth:`Prompts.ask_player` and :meth:`Prompts.confirm` to answer without a dialog.

May import: Qt, the core, :mod:`~qtgo.ui.window.host` (for types) and ``dialog_clock``; no
other file of ``qtgo.ui.window``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from qtgo.rules import Color, Move
from qtgo.session import Mode, NewGameSettings, Note
from qtgo.ui import options
from qtgo.ui.messages import colour_name, error_text, note_writer, player_label, point_name
from qtgo.ui.window.dialog_clock import about_the_game

if TYPE_CHECKING:
    from qtgo.ui.window.host import WindowHost


class Prompts(QObject):
    """The window's dialogs that ask the players something before a command."""

    def __init__(self, host: WindowHost) -> None:
        window = host.widget
        super().__init__(window)
        self.host = host
        self.window = window
        self.adapter = host.adapter
        self._turn_note = ""  # "Play resumed: Black to move" while it is still true
        host.adapter.position_changed.connect(self._drop_turn_note)

    def _status(self, text: str, timeout: int = 5000) -> None:
        self.window.statusBar().showMessage(text, timeout)

    def _say_resumed(self) -> None:
        """Who moves after a resume, said until the next move or step makes it untrue."""
        self._turn_note = note_writer(Note.PLAY_RESUMED, {"color": self.adapter.to_play})
        self._status(self._turn_note, 6000)

    def _drop_turn_note(self) -> None:
        bar = self.window.statusBar()
        if self._turn_note and bar.currentMessage() == self._turn_note:
            bar.clearMessage()  # it said the other player was to move
        self._turn_note = ""

    def player(self, color: Color) -> str:
        """The player's name, or the translated colour when the record names nobody."""
        return player_label(self.adapter.player_name(color), color)

    def ask_player(self, title: str, text: str, button: str, default: Color) -> Color | None:
        """Ask which player does something (one button per player); None = cancelled.

        ``button`` is a format with ``{0}`` for the player's name and colour.
        """
        from PySide6.QtWidgets import QMessageBox  # here: its enums are not needed to start

        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self.window)
        buttons = {}
        for color in (Color.BLACK, Color.WHITE):
            name = self.player(color)
            who = colour_name(color) if name == colour_name(color) else f"{name} ({colour_name(color)})"
            buttons[color] = box.addButton(button.format(who), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(buttons[default])
        about_the_game(box)  # the clocks run on while the players answer
        box.exec()
        clicked = box.clickedButton()
        return next((color for color, b in buttons.items() if b is clicked), None)

    def confirm(self, title: str, text: str) -> bool:
        """A Yes/No question (No is the default)."""
        from PySide6.QtWidgets import QMessageBox

        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, yes | no, self.window)
        box.setDefaultButton(no)
        about_the_game(box)  # the clocks run on while the players answer
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.standardButton(clicked) == yes

    def resign(self) -> None:
        """Either player may resign at any time (RULES.md §1); the player to move is offered first."""
        color = self.ask_player(
            self.tr("Resign"),
            self.tr("Which player resigns? The game ends at once and the opponent wins."),
            self.tr("{0} resigns"),
            self.adapter.to_play,
        )
        if color is not None:
            self.adapter.resign(color)

    def move_text(self, move: Move) -> str:
        """``W Q16`` / ``B pass``: the move as the move list writes it."""
        if move.point is None:
            return self.tr("{0} pass").format(move.color.value)
        return f"{move.color.value} {point_name(move.point, self.adapter.size[1])}"

    def undo_by_agreement(self) -> None:
        """Take back the last move only when the opponent agrees (touch-move, RULES.md §1).

        The question names both players; the take-back stays recorded in the game.
        """
        request = self.adapter.undo_request()
        if request is None:
            self.adapter.undo_by_agreement()  # says why not, in the status bar
            return
        asker, agrees = self.player(request.asker), self.player(request.agrees)
        height = self.adapter.size[1]
        point = point_name(request.move.point, height) if request.move.point is not None else ""
        if request.handicap:
            question = self.tr("{0} asks to take back the handicap stone on {1}. Does {2} agree?")
            question = question.format(asker, point, agrees)
        else:
            question = self.tr("{0} asks to take back {1}. Does {2} agree?")
            question = question.format(asker, self.move_text(request.move), agrees)
        if not self.confirm(self.tr("Undo by agreement"), question):
            self._status(self.tr("{0} does not agree: the move stands").format(agrees))
            return
        self.adapter.undo_by_agreement()
        if request.handicap:
            done = self.tr("Handicap stone on {0} taken back").format(point)
        else:
            done = self.tr("{0} taken back by agreement (recorded in the game)").format(self.move_text(request.move))
        self._status(done, 8000)

    def resume_play(self) -> None:
        """The players disagree about the count: ask who asks to resume (RULES.md §1).

        The opponent of the player who asks moves first (Japanese 1989 rules). After a
        count begun mid-game nobody is asked: the player to move moves. In review, the
        same button only stops counting.
        """
        adapter = self.adapter
        if adapter.mode is not Mode.SCORING:
            adapter.resume_play()
            # "Stop counting" hid the button that had the focus: give it back to the board,
            # or it lands in the comment editor and the arrow keys stop navigating.
            self.host.view.setFocus()
            return
        if not adapter.resume_asks_who:
            # Counted mid-game, not after the passes: nothing to dispute, the player to move
            # moves. Asking who asks would only invite a wrong answer (one side moving twice).
            adapter.resume_play()
            self._say_resumed()
            self.host.view.setFocus()
            return
        asker = self.ask_player(
            self.tr("Resume play"),
            self.tr("Who asks to resume play? The other player moves first."),
            self.tr("{0} asks"),
            adapter.to_play.opponent,
        )
        if asker is None:
            return
        adapter.resume_play(asker)
        self._say_resumed()
        self.host.view.setFocus()  # the arrow keys go on navigating the board

    def continue_game(self) -> None:
        """A live game from the position shown: a new variation where the record goes on."""
        adapter = self.adapter
        if not adapter.continue_game():
            return
        if adapter.in_branch:
            text = self.tr("Live game from move {0}, {1} to move: the moves go into a new variation")
        else:
            text = self.tr("Live game from move {0}, {1} to move")
        self._status(text.format(adapter.move_number(), colour_name(adapter.to_play)), 8000)

    def new_game(self) -> bool:
        host, window = self.host, self.window
        if not host.files.maybe_save():
            return False
        from qtgo.ui.dialogs import NewGameDialog  # with the engine seats: imported when asked for

        dialog = NewGameDialog(window, host.last_new_game_settings())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        try:
            settings = dialog.settings()
        except ValueError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(window, self.tr("New game"), error_text(error))
            return False
        if not self.start_game(settings):
            return False
        host.api.new_game_started(dialog.seats())  # either side may be an engine
        return True

    def start_game(self, settings: NewGameSettings) -> bool:
        """Replace the open game by a new one (no questions asked: callers confirm first)."""
        host = self.host
        if not self.adapter.new_game(settings):
            return False
        import json  # here: the first paint writes no JSON

        options.write(host.settings, options.NEW_GAME, json.dumps(settings.to_dict()))
        host.files.autosave_clear()
        if settings.handicap and self.adapter.handicap_to_place:
            text = self.tr("Black: place %n handicap stones", "", settings.handicap)
            self._status(text, 8000)
        return True

    def edit_game_info(self) -> None:
        adapter = self.adapter
        from qtgo.ui.dialogs import GameInfoDialog

        live = adapter.mode is not Mode.REVIEW
        dialog = GameInfoDialog(adapter.game_info(), self.window, live=live, assumed=adapter.assumed())
        about_the_game(dialog)
        if dialog.exec() == GameInfoDialog.DialogCode.Accepted:
            values = dialog.values()
            if values:
                adapter.set_game_info(values)
                self.host.update_title()
