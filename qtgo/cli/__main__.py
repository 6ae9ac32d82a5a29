"""``python -m qtgo.cli``."""

import sys

from qtgo.cli import main

sys.exit(main())
