"""Guard against a reference-count bug of the installed PySide6 on Python 3.11.

With PySide6 6.12 on CPython 3.11, every call of a Qt method that returns ``void``
(``item.setPos``, ``obj.setObjectName``…) releases one reference to ``None`` that it never
took.  ``None`` starts with a few thousand references, so a board that moves a few hundred
items a second aborts the interpreter with ``Fatal Python error: none_dealloc`` within
minutes (or at exit).  From Python 3.12 on ``None`` is immortal and nothing happens.

When the bug is present, this gives ``None`` an enormous reference count, which is what
Python 3.12 does for all its singletons.  The check costs a few microseconds once.
"""

from __future__ import annotations

import sys

_GUARDED = False
#: 2**60 references: more than any process can ever release one call at a time.
_RESERVE = 1 << 60


def leaks_none() -> bool:
    """Whether a void Qt method call loses a reference to ``None`` in this interpreter."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(16):
        point.setX(0.0)
    return sys.getrefcount(None) < before - 8


def guard() -> bool:
    """Apply the guard if needed; return whether it was applied (now or before)."""
    global _GUARDED
    if _GUARDED:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not leaks_none():
        return False
    import ctypes

    # ob_refcnt is the first field of every CPython object.
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += _RESERVE
    _GUARDED = True
    return True
