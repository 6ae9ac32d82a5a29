"""Numbers as the interface's locale writes them ("6,5" in Russian), never in a record.

SGF always takes a dot (``qtgo._format.format_number``); what the player reads follows
``QLocale()``, so the dialog's spin boxes and the panels agree.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from qtgo._format import format_number


def show_number(value: float) -> str:
    """``6.5`` -> ``"6,5"`` in a Russian session, ``"6.5"`` in English; ``7.0`` -> ``"7"``."""
    text = format_number(value)
    point = QLocale().decimalPoint()
    minus = QLocale().negativeSign()
    return text.replace(".", point).replace("-", minus) if point != "." or minus != "-" else text
