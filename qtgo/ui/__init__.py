"""The Qt user interface: board scene and view, panels, dialogs, main window.

May import: Qt and the core. The shared widgets (``ui/*.py``, ``board``, ``tree``) import no
feature package but for the New game dialog (``dialogs.py``: the engine seats, the
handicap advice) and never ``qtgo.ui.window``; the features (``engine``, ``library``,
``teaching``) import no other feature and reach the window only through
``plugin_api.WindowApi``. Each subpackage's docstring says what it may import.
"""
