"""``python -m qtgo`` starts the GUI, exactly like the ``qtgo`` script."""

import sys

from qtgo.app import main

sys.exit(main())
