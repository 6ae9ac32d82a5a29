"""Helpers for the rules tests: games from text diagrams."""

from __future__ import annotations

from qtgo.rules import Board, Color, Game, Move, Point, Ruleset


def game_from_rows(rows: list[str], rules: str | Ruleset = "japanese", to_play: Color = Color.BLACK) -> Game:
    """A game whose position is set up from ``X``/``O``/``.`` rows."""
    ruleset = Ruleset.preset(rules) if isinstance(rules, str) else rules
    board = Board.from_rows(rows)
    game = Game(board.width, board.height, ruleset=ruleset)
    black = [p for p, c in board.stones() if c is Color.BLACK]
    white = [p for p, c in board.stones() if c is Color.WHITE]
    game.setup(black=black, white=white, to_play=to_play)
    return game


def mv(color: Color, sgf: str) -> Move:
    """A move from an SGF point (``""`` = pass)."""
    return Move(color, Point.from_sgf(sgf) if sgf else None)
