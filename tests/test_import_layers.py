"""Each part of qtgo imports only what README's layout section (and the part's docstring)
says it may: the table below is that section's, checked over every import of every module
(module level, inside functions, under ``TYPE_CHECKING``).
"""

from __future__ import annotations

from pathlib import Path

from import_scan import imports, modules

#: The small shared modules (one job each, importing nothing of qtgo).
HELPERS = {"qtgo", "qtgo.values", "qtgo._lazy", "qtgo._format", "qtgo._gc", "qtgo.resources"}
CORE = {"qtgo.rules", "qtgo.sgf", "qtgo.clock", "qtgo.session", "qtgo.engine", "qtgo.library", "qtgo.diagram"}
FEATURES = {"qtgo.ui.engine", "qtgo.ui.library", "qtgo.ui.teaching"}
SHARED_UI = {"qtgo.ui", "qtgo.ui.board", "qtgo.ui.tree"}

#: Part -> the other parts it may import.
MAY_IMPORT: dict[str, set[str]] = {
    "qtgo.rules": {"qtgo.values", "qtgo._lazy"},
    "qtgo.clock": {"qtgo.values", "qtgo._format", "qtgo._lazy"},
    "qtgo.sgf": {"qtgo", "qtgo._lazy", "qtgo._gc", "qtgo.rules"},
    "qtgo.engine": HELPERS | {"qtgo.rules", "qtgo.sgf", "qtgo.clock"},
    "qtgo.diagram": HELPERS | {"qtgo.rules", "qtgo.sgf"},
    "qtgo.session": HELPERS | {"qtgo.rules", "qtgo.sgf", "qtgo.clock", "qtgo.engine"},
    "qtgo.library": HELPERS | {"qtgo.rules", "qtgo.sgf", "qtgo.clock", "qtgo.engine"},
    "qtgo.ui.tree": set(),
    "qtgo.ui.board": HELPERS | CORE | {"qtgo.ui"},
    "qtgo.ui": HELPERS | CORE | {"qtgo.ui.board", "qtgo.ui.tree"},
    "qtgo.ui.window": HELPERS | CORE | SHARED_UI,
    # A feature may reuse another's widgets and services (the figure painter, the announcer,
    # the engine controller); never the window.
    **{feature: HELPERS | CORE | SHARED_UI | FEATURES for feature in FEATURES},
}

#: Modules allowed more than their part, and what more.
EXCEPTIONS = {
    # The New game dialog holds the engine seats and the handicap advice.
    "qtgo.ui.dialogs": {"qtgo.ui.engine", "qtgo.ui.teaching"},
}

#: Every part but the root package, longest names first.
PARTS = sorted({*MAY_IMPORT, *HELPERS, "qtgo.cli", "qtgo.app", "qtgo.__main__"} - {"qtgo"}, key=lambda n: -n.count("."))


def part_of(module: str) -> str:
    """The part a module belongs to: the longest part name it starts with."""
    for part in PARTS:
        if module == part or module.startswith(part + "."):
            return part
    return "qtgo"


def imported_parts(module: str, found: dict[str, Path]) -> set[str]:
    """The parts of qtgo the module imports (a name is resolved to the module that holds it)."""
    parts = set()
    for name in imports(module, found[module]):
        while name and name not in found:
            name = name.rpartition(".")[0]
        if name.startswith("qtgo"):
            parts.add(part_of(name))
    return parts


def forbidden(module: str, parts: set[str]) -> set[str]:
    """Which of ``parts`` the module may not import (none for a part the table leaves free)."""
    part = part_of(module)
    if part not in MAY_IMPORT:
        return set()
    return parts - MAY_IMPORT[part] - EXCEPTIONS.get(module, set()) - {part}


def test_the_parts_are_told_apart_by_their_longest_name() -> None:
    assert part_of("qtgo.ui.window.host") == "qtgo.ui.window"
    assert part_of("qtgo.ui.dialogs") == "qtgo.ui"
    assert part_of("qtgo.sgf.foreign.gib") == "qtgo.sgf"
    assert part_of("qtgo.values") == "qtgo.values"
    assert part_of("qtgo") == "qtgo"


def test_the_table_refuses_what_the_layout_section_forbids() -> None:
    assert forbidden("qtgo.rules.board", {"qtgo.sgf", "qtgo.values"}) == {"qtgo.sgf"}
    assert forbidden("qtgo.clock.control", {"qtgo.rules"}) == {"qtgo.rules"}
    assert forbidden("qtgo.ui.engine.window_engines", {"qtgo.ui.window", "qtgo.ui.teaching"}) == {"qtgo.ui.window"}
    assert forbidden("qtgo.ui.window.files", {"qtgo.ui.library", "qtgo.ui.board"}) == {"qtgo.ui.library"}
    assert forbidden("qtgo.ui.dialogs", {"qtgo.ui.engine"}) == set()  # the one exception
    assert forbidden("qtgo.ui.panels", {"qtgo.ui.engine"}) == {"qtgo.ui.engine"}
    assert forbidden("qtgo.cli.render", {"qtgo.ui.teaching"}) == set()  # the tools may use anything


def test_every_part_imports_only_what_it_may() -> None:
    found = modules()
    wrong = [
        f"{module} -> {other}"
        for module in sorted(found)
        for other in sorted(forbidden(module, imported_parts(module, found)))
    ]
    assert sum(part_of(module) in MAY_IMPORT for module in found) > 200  # the table covers the package
    assert not wrong, "imports the layout section does not allow:\n" + "\n".join(wrong)
