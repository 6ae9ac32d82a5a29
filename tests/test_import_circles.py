"""No import circles between the files of one package, counting every import: module level,
inside functions and under ``TYPE_CHECKING`` (an AST scan of every module of ``qtgo``).

Any circle fails the test (issue 27 untied the last, the files of ``qtgo.ui.window``: its
parts take the window as a ``host.WindowHost`` protocol instead of importing it). A circle is
untied the same way: the part that serves takes what it needs as arguments or protocols.
"""

from __future__ import annotations

from import_scan import PACKAGE, imports, modules


def _graph() -> dict[str, set[str]]:
    """Edges between the files (not the ``__init__``) of one package."""
    found = modules()
    files = {name for name, path in found.items() if path.name != "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name in files:
        package = name.rpartition(".")[0]
        graph[name] = {
            target
            for target in imports(name, found[name])
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
    assert "qtgo.ui.board.geometry" in imports("qtgo.ui.board.items", source)  # a TYPE_CHECKING import


def test_no_import_circle_between_the_files_of_a_package() -> None:
    graph = _graph()
    assert "qtgo.ui.window.host" in graph["qtgo.ui.window.files"]  # the scan sees the window's files
    circles = _circles(graph)
    assert not circles, f"import circles: {sorted(sorted(c) for c in circles)}"


def test_no_part_of_the_window_imports_the_window_class() -> None:
    graph = _graph()
    parts = [name for name in graph if name.startswith("qtgo.ui.window.") and name != "qtgo.ui.window.main_window"]
    assert len(parts) >= 10
    assert not [name for name in parts if "qtgo.ui.window.main_window" in graph[name]]
