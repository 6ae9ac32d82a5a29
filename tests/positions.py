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
