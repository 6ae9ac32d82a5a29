"""Board diagrams several test folders use (rows top to bottom: ``X`` black, ``O`` white).

Importable as ``positions`` from any test: pytest puts ``tests/`` on ``sys.path`` for the
top-level ``conftest.py``.
"""

# GNU Go's seki_exotics/seki2, confirmed as seki by GNU Go: bottom left, a White group with
# an eye at bh and a Black group with an eye at eh share the liberty di.
SEKI_ONE_EYE_EACH = (
    "....XO...",
    "..X.XO...",
    "..X.XO...",
    "..X.XO...",
    "..XXXO...",
    "XXXOOOO..",
    "OOOXXXO..",
    "O.OX.XO..",
    "OOO.XXO..",
)


def evaluation(lead: float, to_play: str, best: str) -> str:
    """A saved evaluation (``QTEV``): Black's lead, the player to move and the engine's move."""
    return f"QTEV[lead={lead};to={to_play};best={best}:{lead}:::]"


# A reviewed 9x9 game: Black's leads 0, -6, -6, -5, +3. Move 1 (Black A9, the engine's E5)
# loses 6, move 4 (White J9, the engine's D6) loses 8; moves 2 and 3 lose nothing.
REVIEWED_GAME = (
    "(;GM[1]FF[4]SZ[9]KM[6.5]PB[Ann]PW[Bob]"
    + evaluation(0, "B", "ee")
    + ";B[aa]"
    + evaluation(-6, "W", "cc")
    + ";W[cc]"
    + evaluation(-6, "B", "gg")
    + ";B[gg]"
    + evaluation(-5, "W", "dd")
    + ";W[ia]"
    + evaluation(3, "B", "dd")
    + ")"
)
