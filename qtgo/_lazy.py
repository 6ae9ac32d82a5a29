"""A package's names imported on first use (PEP 562), so that start-up runs only what it needs.

A fresh game needs the board, the game tree and the clock, not the SGF reader, the autosave
store or the counting; a package lists such names here, by submodule, and its module-level
``__getattr__`` imports the submodule the first time one of them is asked for. This is the
scientific-Python ``lazy_loader.attach`` pattern (SPEC 1) in a dozen lines. The package
also imports them under ``if TYPE_CHECKING:`` so that type checkers see the real objects.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping

__all__ = ["attach"]


def attach(
    package: str, submodule_names: Mapping[str, Iterable[str]]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``: ``submodule_names`` maps a submodule
    (relative, e.g. ``"files"``) to the names it gives the package."""
    where = {name: submodule for submodule, names in submodule_names.items() for name in names}
    namespace = sys.modules[package].__dict__

    def module_getattr(name: str) -> object:
        submodule = where.get(name)
        if submodule is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{submodule}"), name)
        namespace[name] = value  # asked once: later uses are plain attribute reads
        return value

    def module_dir() -> list[str]:
        return sorted(set(namespace) | set(where))

    return module_getattr, module_dir
