"""Entry script of the frozen qtgo app (PyInstaller needs a script, not a module:function).

It lives here rather than pointing PyInstaller at ``qtgo/__main__.py`` because PyInstaller
puts the entry script's folder on the module search path, and ``qtgo/`` on that path would
make ``app``, ``cli`` and ``ui`` look like top-level modules.
"""

import sys

from qtgo.app import main

if __name__ == "__main__":
    sys.exit(main())
