"""What a fresh game costs the pure core: only the modules its first paint needs are imported.

Reading and writing records, autosave, the recent-files list, counting, scoring, Benson's test,
the estimator and the read-out are imported on first use (``qtgo._lazy`` and function-level
imports); these tests check both halves: absent after a fresh game, present and working when used.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Core modules a fresh game (``GameSession.new`` and what the window first reads of it) does not need.
NOT_FOR_A_FRESH_GAME = (
    "qtgo.rules.benson",
    "qtgo.rules.counting",
    "qtgo.rules.estimate",
    "qtgo.rules.history",
    "qtgo.rules.scoring",
    "qtgo.session.atomic",
    "qtgo.session.autosave",
    "qtgo.session.problem",
    "qtgo.session.readout",
    "qtgo.session.recent",
    "qtgo.sgf.atomic",
    "qtgo.sgf.charset",
    "qtgo.sgf.conventions",
    "qtgo.sgf.detect",
    "qtgo.sgf.files",
    "qtgo.sgf.foreign",
    "qtgo.sgf.grammar",
    "qtgo.sgf.limits",
    "qtgo.sgf.reopen",
)

#: Run in a fresh interpreter: a fresh game as the window makes it, then a record written,
#: read back and counted, the autosave store and the recent-files list used.
SCRIPT = textwrap.dedent(
    """
    import dataclasses, json, sys
    from pathlib import Path

    from qtgo.clock import format_clock
    from qtgo.rules import Color, Point
    from qtgo.session import GameSession, NewGameSettings
    from qtgo.session.settings import NO_TIME

    def loaded(names):
        return sorted(n for n in names if n in sys.modules)

    names = json.loads(sys.argv[1])
    folder = Path(sys.argv[2])
    start = dataclasses.replace(NewGameSettings(), black_time=NO_TIME, white_time=None)
    session = GameSession.new(start)
    shown = session.display()
    commands = session.commands()
    clock = format_clock(session.clock.state(Color.BLACK))
    fresh = {
        "loaded": loaded(names),
        "stones": len(shown.stones),
        "at_root": session.node is session.tree.root,
        "commands": bool(commands),
        "clock": bool(clock),
    }

    session.play(Point(3, 3))
    path = session.save(folder / "game.sgf")
    again = GameSession.open(path)
    again.to_node(again.tree.root.children[0])
    again.begin_scoring()
    score = again.score()

    from qtgo.session import AutosaveStore, RecentFiles

    recent = RecentFiles(folder / "recent.json")
    recent.add(path)
    store = AutosaveStore(folder / "autosave")
    used = {
        "loaded": loaded(names),
        "move": list(again.node.move.point),
        "result": score.result,
        "recent": RecentFiles(folder / "recent.json").items() == [str(path)],
        "store": store.game_path.parent == folder / "autosave",
    }
    print(json.dumps({"fresh": fresh, "used": used}))
    """
)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    folder = tmp_path_factory.mktemp("core_import")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(NOT_FOR_A_FRESH_GAME), str(folder)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    answer: dict[str, dict[str, Any]] = json.loads(result.stdout)
    return answer


def test_a_fresh_game_imports_none_of_the_modules_it_does_not_need(run: dict[str, dict[str, Any]]) -> None:
    assert run["fresh"] == {"loaded": [], "stones": 0, "at_root": True, "commands": True, "clock": True}


def test_writing_reading_and_counting_a_record_import_them_when_used(run: dict[str, dict[str, Any]]) -> None:
    used = run["used"]
    assert {
        "qtgo.rules.counting",
        "qtgo.rules.scoring",
        "qtgo.session.autosave",
        "qtgo.session.recent",
        "qtgo.sgf.atomic",
        "qtgo.sgf.files",
        "qtgo.sgf.grammar",
    } <= set(used["loaded"])
    # The record read back has the move played, and counts as a board with one black stone.
    assert used["move"] == [3, 3]
    assert used["result"] == "B+353.5"
    assert used["recent"] is True
    assert used["store"] is True


PACKAGES = ("qtgo.rules", "qtgo.sgf", "qtgo.clock", "qtgo.session")


@pytest.mark.parametrize("name", PACKAGES)
def test_every_exported_name_is_the_object_its_module_defines(name: str) -> None:
    """A lazy name resolves to the very object of its submodule, and ``dir()`` lists it."""
    package = importlib.import_module(name)
    listed = dir(package)
    for exported in package.__all__:
        value = getattr(package, exported)
        assert exported in listed
        home = sys.modules[getattr(value, "__module__", name)]
        assert getattr(home, exported, value) is value
    with pytest.raises(AttributeError):
        package.no_such_name  # noqa: B018


@pytest.mark.parametrize("name", PACKAGES)
def test_no_exported_name_is_also_a_submodule(name: str) -> None:
    """Importing ``pkg.x`` binds ``pkg.x`` to the module: a lazy name ``x`` would be shadowed."""
    package = importlib.import_module(name)
    submodules = {info.name for info in pkgutil.iter_modules(package.__path__)}
    # ``qtgo.sgf.replay`` is both: the package imports the function itself, after the module.
    assert set(package.__all__) & submodules == ({"replay"} if name == "qtgo.sgf" else set())


def test_the_sgf_replay_function_is_not_shadowed_by_its_module() -> None:
    import qtgo.sgf

    assert qtgo.sgf.replay is sys.modules["qtgo.sgf.replay"].replay
