"""The engine features of the window: the engine thread, the Engines dialog, the analysis
drawn on the board, the score graph, the mistakes list and the engine log.

Widgets here take plain data (``qtgo.engine`` values); every engine call runs on the
controller's worker thread, so the window never waits for an engine.

May import: Qt, the core, the shared ``qtgo.ui`` widgets and ``qtgo.ui.board``; the window
only as ``qtgo.ui.plugin_api.WindowApi`` (never a module of ``ui/window``); the other
features only for their widgets and services (figure painter, announcer, engine controller).
"""
