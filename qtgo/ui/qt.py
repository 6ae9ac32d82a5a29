"""Everything about qtgo's Qt binding in one place: which PySide6 it runs on and why, the
check at start, and the workaround the binding needs (qutebrowser keeps the same in its
``qt/`` package). Modules still import PySide6 themselves.

Why the pin (``PySide6>=6.7,<6.12`` in ``pyproject.toml``, checked against this module by
``tests/ui/test_qt.py``):

- 6.7 is the oldest release the project declares;
- 6.12.0 on Python 3.11 drops a reference to ``None`` in every call of a method that returns
  nothing (a refcount bug), so the interpreter aborts after a few thousand such calls.
  6.11 is sound.

The workarounds: once imported, PySide6 reads the source of every module imported after it
(``inspect.getsource``), looking for its ``__feature__`` switches (``snake_case``,
``true_property``), which qtgo never uses. :func:`load_core_first` imports the pure core
before the binding; :func:`skip_feature_scan` answers for qtgo's other modules without
reading them (about 1% of the start, measured with ``benchmarks/startup.py --instructions``).

May import: the standard library and ``qtgo.session`` (the core, for the workaround); PySide6
only inside :func:`running_version`.
"""

from __future__ import annotations

import enum
import sys
from types import ModuleType

__all__ = [
    "BELOW",
    "MINIMUM",
    "WHY_PINNED",
    "QtVersionError",
    "QtVersionProblem",
    "check_version",
    "load_core_first",
    "parse_version",
    "running_version",
    "skip_feature_scan",
]

#: The oldest PySide6 qtgo runs on, and the first it does not.
MINIMUM = (6, 7)
BELOW = (6, 12)
WHY_PINNED = (
    "PySide6 6.12 on Python 3.11 drops a reference to None in every void method call and "
    "aborts the interpreter after a few thousand calls; 6.11 is sound"
)


class QtVersionProblem(enum.Enum):
    TOO_OLD = "too-old"
    KNOWN_BAD = "known-bad"
    UNREADABLE = "unreadable"


class QtVersionError(ValueError):
    """The running PySide6 is one qtgo cannot run on; the message says which and what to do."""

    def __init__(self, reason: QtVersionProblem, version: str) -> None:
        wanted = f"PySide6 >= {_dotted(MINIMUM)} and < {_dotted(BELOW)}"
        if reason is QtVersionProblem.KNOWN_BAD:
            text = f"PySide6 {version} is not supported ({WHY_PINNED}); install {wanted}"
        elif reason is QtVersionProblem.TOO_OLD:
            text = f"PySide6 {version} is too old for qtgo; install {wanted}"
        else:
            text = f"the PySide6 version {version!r} cannot be read; install {wanted}"
        super().__init__(text)
        self.reason = reason
        self.version = version


def _dotted(version: tuple[int, ...]) -> str:
    return ".".join(str(part) for part in version)


def parse_version(text: str) -> tuple[int, int]:
    """``"6.11.3"`` -> ``(6, 11)``; QtVersionError(UNREADABLE) for anything else."""
    parts = text.strip().split(".")
    try:
        return int(parts[0]), int(parts[1])
    except (IndexError, ValueError):
        raise QtVersionError(QtVersionProblem.UNREADABLE, text) from None


def running_version() -> str:
    """The version of the PySide6 this process imports."""
    import PySide6

    return str(PySide6.__version__)


def check_version(version: str | None = None) -> str:
    """Raise QtVersionError unless ``version`` (default: the running PySide6) is in the pin;
    returns the version checked."""
    text = running_version() if version is None else version
    found = parse_version(text)
    if found < MINIMUM:
        raise QtVersionError(QtVersionProblem.TOO_OLD, text)
    if found >= BELOW:
        raise QtVersionError(QtVersionProblem.KNOWN_BAD, text)
    return text


def load_core_first() -> None:
    """Import the pure core before PySide6 (the workaround above); call it before the binding."""
    import qtgo.session  # noqa: F401


#: The package whose modules PySide6 need not read (none uses ``__feature__``).
OWN_PACKAGE = "qtgo"


def skip_feature_scan() -> bool:
    """Tell PySide6 that qtgo's modules use no ``__feature__`` switch without reading their
    source; call it once the binding is imported. Each of ours counts as a module that uses
    PySide6 and selects no feature, what reading the UI's gives; for the core (which never
    names PySide6) the binding would say "ignore it", the same while no module selects a
    feature. The standard library's modules (a score of them are imported after the binding)
    count as not using it, what reading them gives: none names PySide6. Other modules are
    read as before. False (nothing changed) without such a scan."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(scan):
        return False
    if getattr(scan, "skips", None) == OWN_PACKAGE:
        return True

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if name == OWN_PACKAGE or name.startswith(OWN_PACKAGE + "."):
            return True
        if name.partition(".")[0] in sys.stdlib_module_names:
            return False
        return bool(scan(module))

    uses_pyside.skips = OWN_PACKAGE  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private name of the binding)
    return True
