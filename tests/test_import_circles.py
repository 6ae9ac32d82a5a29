"""No import circles between the files of one package, counting every import: module level,
inside functions and under ``TYPE_CHECKING`` (an AST scan of every module of ``qtgo``).

The circles this scan still finds are listed in ``NOT_YET_UNTIED`` (issue 27): the test fails
on any other circle, and on a listed one that is gone (take it off the list), so the list
only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import qtgo

PACKAGE = Path(qtgo.__file__).resolve().parent

#: Circles found when the scan was written, to untie (the facade's parts take what they need
#: as arguments or protocols). Each is the sorted set of modules of one circle.
NOT_YET_UNTIED = {
    frozenset(
        {
            f"qtgo.ui.window.{name}"
            for name in (
                "actions",
                "api",
                "autosave",
                "dialog_clock",
                "files",
                "language",
                "layout",
                "main_window",
                "prompts",
                "typed_moves",
            )
        }
    ),
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("qtgo", *path.relative_to(PACKAGE).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imports(name: str, path: Path) -> set[str]:
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


def _graph() -> dict[str, set[str]]:
    """Edges between the files (not the ``__init__``) of one package."""
    modules = _modules()
    files = {name for name, path in modules.items() if path.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name in files:
        package = name.rpartition(".")[0]
        graph[name] = {
            target
            for target in _imports(name, modules[name])
            if target in files and target != name and target.rpartition(".")[0] == package
        }
    return graph


def _circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected parts of more than one file (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            pushed = False
            for target in edges:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    pushed = True
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            if pushed:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = set()
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    part.add(top)
                    if top == node:
                        break
                if len(part) > 1:
                    found.add(frozenset(part))
    return found


def test_the_scan_finds_a_circle_through_any_kind_of_import() -> None:
    graph = {"p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.a"}, "p.d": {"p.a"}}
    assert _circles(graph) == {frozenset({"p.a", "p.b", "p.c"})}
    source = PACKAGE / "ui" / "board" / "items.py"
    assert "qtgo.ui.board.geometry" in _imports("qtgo.ui.board.items", source)  # a TYPE_CHECKING import


def test_no_new_import_circle_between_the_files_of_a_package() -> None:
    circles = _circles(_graph())
    new = circles - NOT_YET_UNTIED
    assert not new, f"import circles: {sorted(sorted(c) for c in new)}"
    untied = NOT_YET_UNTIED - circles
    assert not untied, f"untied now, take off NOT_YET_UNTIED: {sorted(sorted(c) for c in untied)}"
