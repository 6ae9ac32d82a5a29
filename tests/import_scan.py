"""An AST scan of qtgo's imports, counting every kind (module level, inside functions, under
``TYPE_CHECKING``): the import-circle and layer tests read the package's structure from it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import qtgo

PACKAGE = Path(qtgo.__file__).resolve().parent


def modules() -> dict[str, Path]:
    """Every module of qtgo by dotted name (a package by its own name), with its file."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("qtgo", *path.relative_to(PACKAGE).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path) -> set[str]:
    """Every module (or module.attribute) the file names in an import, wherever it stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    named: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            named.add(base)
            named.update(f"{base}.{alias.name}" for alias in node.names)
    return named
