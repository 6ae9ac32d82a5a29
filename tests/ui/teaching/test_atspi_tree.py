"""The accessibility tree read for real over AT-SPI, as Orca reads it, from another process.

qtgo runs on a virtual X screen (xvfb-run) in its own D-Bus session (dbus-run-session,
which starts at-spi-bus-launcher and the registry on demand) with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; ``atspi_probe.py``, run by the system python3 with
``gi.repository.Atspi``, reads the tree, focuses the board, types D4 Enter through xdotool
and reports the events it heard. Skipped, with the reason, where a tool is missing.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("atspi_probe.py")
REPO = Path(__file__).resolve().parents[3]
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")


def _missing_tool() -> str | None:
    for tool in ("xvfb-run", "dbus-run-session", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not BUS_LAUNCHER.exists():
        return "at-spi2-core (at-spi-bus-launcher) is not installed"
    check = [SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"]
    try:
        subprocess.run(check, check=True, capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "the system python3 has no gi.repository.Atspi (apt-get install python3-gi gir1.2-atspi-2.0)"
    return None


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    missing = _missing_tool()
    if missing:
        pytest.skip(missing)
    keys = "search --sync --onlyvisible --name qtgo windowfocus --sync sleep 0.5 key ctrl+shift+b sleep 0.3"
    keys += " key --delay 100 d 4 Return"
    home = tmp_path_factory.mktemp("atspi-home")  # a module fixture runs before the autouse one
    said = home / "qtgo-stderr.txt"  # what qtgo said, for a failure's message
    script = " ; ".join(
        [
            f"{shlex.quote(sys.executable)} -m qtgo 2> {shlex.quote(str(said))} & app=$!",
            f"{SYSTEM_PYTHON} {shlex.quote(str(PROBE))} {keys}; status=$?",
            "kill $app; wait $app; exit $status",
        ]
    )
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QTGO_LANG="en")
    env.update({f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("CONFIG", "DATA", "CACHE")})
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    done = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", "bash", "-c", script],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"the probe printed nothing (exit {done.returncode}): {done.stderr[-2000:]}"
    found = json.loads(lines[-1])
    if "error" in found:  # what qtgo and the session said goes with the probe's error
        qtgo_said = said.read_text(errors="replace")[-2000:] if said.exists() else ""
        found["error"] += f"; qtgo's stderr: {qtgo_said!r}; the session's: {done.stderr[-1000:]!r}"
    return found


def _named(report: dict, role: str, name: str) -> list[dict]:
    return [node for node in report["nodes"] if node["role"] == role and node["name"] == name]


def test_the_window_the_board_and_the_panels_are_named_on_the_bus(report: dict) -> None:
    assert "error" not in report, report.get("error")
    assert any(node["role"] == "frame" and node["name"].endswith("qtgo") for node in report["nodes"])
    (board,) = [node for node in report["nodes"] if node["name"] == "Go board"]
    assert "arrow keys" in board["description"]
    for panel in ("Players", "Game tree"):
        assert _named(report, "panel", panel), panel
    assert _named(report, "label", "Announcements")


def test_a_move_played_from_the_keyboard_is_announced_to_the_screen_reader(report: dict) -> None:
    heard = [(event["type"], event["text"]) for event in report["events"]]
    assert ("object:announcement", "Move 1, Black D4.") in heard
    assert ("object:property-change:accessible-description", "Move 1, Black D4.") in heard
    assert report["announcement"] == "Move 1, Black D4."
