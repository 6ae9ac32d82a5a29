"""Read qtgo's accessibility tree over AT-SPI from outside, as a screen reader does.

Run by the system ``python3`` (which has ``gi.repository.Atspi``; the project's venv has
not) from ``test_atspi_tree.py``, inside the same D-Bus session as a running qtgo. It
waits for the application, prints what it found as one JSON object on stdout, then, when
asked, presses keys (xdotool) and waits for the announcement of the move they play: an
``object:announcement`` event (Qt 6.8+) or the name/description change of the live
announcement label, whichever comes.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import gi  # type: ignore[import-not-found]  # the system python3's, not the venv's

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # type: ignore[import-not-found]  # noqa: E402

Found = list[tuple[dict[str, str], Any]]  # (role, name, description) and the Atspi node


def _walk(node: Any, found: Found, depth: int = 0) -> None:
    if node is None or depth > 16:
        return
    try:
        entry = {"role": node.get_role_name(), "name": node.get_name(), "description": node.get_description()}
    except GLib.Error:
        return
    found.append((entry, node))
    for index in range(node.get_child_count()):
        _walk(node.get_child_at_index(index), found, depth + 1)


def _application(name: str, deadline: float) -> Any:
    desktop = Atspi.get_desktop(0)
    while time.time() < deadline:
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_name() == name and app.get_child_count():
                return app
        time.sleep(0.3)
    return None


def main() -> int:
    keys = sys.argv[1:]
    app = _application("qtgo", time.time() + 90)  # generous: a loaded machine starts qtgo slowly
    if app is None:
        print(json.dumps({"error": "no application named qtgo on the accessibility bus"}))
        return 1
    found: Found = []
    _walk(app, found)
    events: list[dict[str, str]] = []
    report: dict[str, object] = {"nodes": [entry for entry, _node in found], "events": events, "announcement": None}
    if keys:

        def heard(event: Any) -> None:
            text = event.any_data if isinstance(event.any_data, str) else ""
            events.append({"type": event.type, "text": text})

        listener = Atspi.EventListener.new(heard)
        for kind in (
            "object:announcement",
            "object:property-change:accessible-name",
            "object:property-change:accessible-description",
        ):
            listener.register(kind)
        board = next(node for entry, node in found if entry["name"] == "Go board")
        context = GLib.MainContext.default()

        def wait(until: Callable[[], bool], seconds: float) -> bool:
            deadline = time.time() + seconds
            while time.time() < deadline and not until():
                context.iteration(False)
                time.sleep(0.05)
            return until()

        # Under a bare X server the first keys can arrive before the window takes the
        # input focus; the board announces its cursor when focused, so try again until
        # it has (a retry cannot play twice: nothing reached the board).
        for _attempt in range(3):
            time.sleep(1.0)
            Atspi.Component.grab_focus(board)
            subprocess.run(["xdotool", *keys], check=True)
            if wait(lambda: any(e["type"] == "object:announcement" for e in events), 8):
                break
        wait(lambda: any("Move 1" in e["text"] for e in events), 10)
        label = next((node for entry, node in found if entry["name"] == "Announcements"), None)
        if label is not None:
            report["announcement"] = label.get_description()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
