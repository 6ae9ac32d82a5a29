"""English plurals for counted texts that no catalogue translates.

Its own module (not ``messages``): ``clock_text`` needs it and ``messages`` needs
``clock_text``. May import: the standard library only.
"""

from __future__ import annotations

import re

__all__ = ["en_plural"]


def en_plural(text: str, n: int) -> str:
    """English for an untranslated ``%n`` message: ``1 stone(s)`` -> ``1 stone``, else ``stones``.

    A translation brings its own plural forms (Russian has three); without one, Qt leaves
    the source's ``(s)`` in place, and this picks the English form instead.
    """
    if n < 0 or "(s)" not in text:
        return text
    return re.sub(r"(\w)\(s\)", (lambda m: m.group(1)) if n == 1 else (lambda m: m.group(1) + "s"), text)
