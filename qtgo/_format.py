"""Number text shared by the core, the CLI and the UI (pure Python, no Qt)."""

from __future__ import annotations


def format_number(value: float) -> str:
    """``10.0`` -> ``"10"``, ``2.5`` -> ``"2.5"``: komi, scores and seconds as people write them.

    One spelling everywhere, so the SGF a game writes (``KM``, ``TM``), the CLI's score
    table and the window's count panel never disagree on how a number reads.
    """
    value = float(value)
    if value.is_integer():
        return str(int(value))
    return f"{value:.3f}".rstrip("0").rstrip(".")
