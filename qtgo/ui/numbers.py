"""Numbers as the interface's locale writes them ("6,5" in Russian), never in a record.

SGF always takes a dot (``qtgo._format.format_number``); what the player reads follows
``QLocale()``, so the dialog's spin boxes and the panels agree.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

from qtgo._format import format_number


def show_number(value: float) -> str:
    """``6.5`` -> ``"6,5"`` in a Russian session, ``"6.5"`` in English; ``7.0`` -> ``"7"``."""
    text = format_number(value)
    point = QLocale().decimalPoint()
    minus = QLocale().negativeSign()
    return text.replace(".", point).replace("-", minus) if point != "." or minus != "-" else text


_DECIMAL = re.compile(r"(?<=\d)\.(?=\d)")


def localize_numbers(text: str) -> str:
    """The decimal points of a text the core formatted (``"2.5s"``) in the locale's way."""
    point = QLocale().decimalPoint()
    return text if point == "." else _DECIMAL.sub(point, text)
