"""The teacher's and the table's tools: printed figures, problem mode, the rules pages,
and what makes the board usable from the keyboard and with a screen reader.

May import: Qt, the core, the shared ``qtgo.ui`` widgets and ``qtgo.ui.board``; the window
only as ``qtgo.ui.plugin_api.WindowApi`` (never a module of ``ui/window``); the other
features only for their widgets and services (figure painter, announcer, engine controller).
"""
