"""KataGo's ``-override-config key=value,key=value`` on a command line, merged, never lost.

Users put their own overrides there (threads, a time budget); qtgo adds its own (a
strength as ``maxVisits``). Setting one key keeps every other key, whether the user wrote
one ``-override-config`` or several.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

__all__ = ["OVERRIDE_OPTION", "overrides_of", "with_overrides", "without_option"]

OVERRIDE_OPTION = "-override-config"


def _pairs(text: str) -> list[tuple[str, str]]:
    pairs = []
    for part in text.split(","):
        key, sep, value = part.partition("=")
        if sep and key.strip():
            pairs.append((key.strip(), value.strip()))
    return pairs


def without_option(words: Sequence[str], names: tuple[str, ...]) -> list[str]:
    """``words`` without the options ``names`` and their values (``-o v`` and ``-o=v``)."""
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word in names:
            skip = True
            continue
        if any(word.startswith(name + "=") for name in names):
            continue
        kept.append(word)
    return kept


def overrides_of(words: Sequence[str]) -> dict[str, str]:
    """Every ``key=value`` the command's ``-override-config`` options give, in order."""
    found: dict[str, str] = {}
    for index, word in enumerate(words):
        if word == OVERRIDE_OPTION and index + 1 < len(words):
            found.update(_pairs(words[index + 1]))
        elif word.startswith(OVERRIDE_OPTION + "="):
            found.update(_pairs(word[len(OVERRIDE_OPTION) + 1 :]))
    return found


def with_overrides(words: Sequence[str], settings: Mapping[str, str]) -> list[str]:
    """``words`` with one ``-override-config`` holding the user's keys and ``settings``
    (which win for the keys they name)."""
    merged = overrides_of(words)
    merged.update(settings)
    kept = without_option(words, (OVERRIDE_OPTION,))
    if merged:
        kept += [OVERRIDE_OPTION, ",".join(f"{key}={value}" for key, value in merged.items())]
    return kept
