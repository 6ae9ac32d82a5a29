"""The projector on a real second screen: with two screens (Qt's offscreen platform given
two, in a process of its own), the projector opens on the screen the teacher's window is not
on, and F11 fills that screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from qtgo.ui import extensions
from qtgo.ui.window.main_window import MainWindow

app = QApplication(sys.argv)
win = MainWindow()
win.show()
found = {}

def look():
    if "projector" not in extensions.built(win):
        QTimer.singleShot(50, look)
        return
    plugin = win.plugin("projector")
    plugin.toggle.trigger()
    app.processEvents()
    projector = plugin.window
    found["teacher"] = win.screen().name()
    found["projector"] = projector.screen().name()
    projector.toggle_full_screen()
    app.processEvents()
    rect = projector.geometry()
    found["full"] = [rect.x(), rect.y(), rect.width(), rect.height()]
    found["is_full"] = projector.isFullScreen()
    print(json.dumps(found))
    app.quit()

QTimer.singleShot(0, look)
app.exec()
"""


def test_the_projector_takes_the_other_screen_and_fills_it(tmp_path: Path) -> None:
    screens = {
        "synthesizedScreens": False,
        "screens": [
            {"name": "left", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96, "dpr": 1},
            {"name": "right", "x": 1280, "y": 0, "width": 1024, "height": 768, "logicalDpi": 96, "dpr": 1},
        ],
    }
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", HOME=str(tmp_path))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert {found["teacher"], found["projector"]} == {"left", "right"}
    geometry = {"left": [0, 0, 1280, 800], "right": [1280, 0, 1024, 768]}
    assert found["is_full"] and found["full"] == geometry[found["projector"]]
