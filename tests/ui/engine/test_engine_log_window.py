"""The engine log shows what the engine wrote to stderr."""

from __future__ import annotations

from qtgo.engine import EnginePosition
from qtgo.rules import Color, Game, Ruleset
from qtgo.ui.engine.controller import EngineController
from qtgo.ui.engine.log_window import EngineLog


def test_the_engines_stderr_reaches_the_log_window(qtbot, misbehaving):
    controller = EngineController()
    log = EngineLog()
    qtbot.addWidget(log)
    controller.log_line.connect(log.add_line)
    try:
        with qtbot.waitSignal(controller.ready, timeout=20000):
            controller.start_engine(misbehaving("chatty"))
        with qtbot.waitSignal(controller.move_ready, timeout=20000):
            controller.genmove(EnginePosition(9, 9, 6.5, Ruleset.preset("japanese"), Color.BLACK), Game(9))
        qtbot.waitUntil(lambda: "thinking hard about genmove" in log.text.toPlainText(), timeout=5000)
    finally:
        controller.shutdown()
    assert log.text.toPlainText().count("thinking hard about") >= 50
