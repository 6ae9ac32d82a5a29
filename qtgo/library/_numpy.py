"""numpy as the pattern search imports it: with one BLAS thread (import it from here).

The search does no linear algebra, but OpenBLAS, which numpy loads, starts a thread per core
at import, and their start cost 0.05 s of CPU in every search (a twentieth of the 4-4 stone
in 200,000 games). ``setdefault``: a user who sets the variables keeps their own.
"""

from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import numpy as np  # noqa: E402
import numpy.typing as npt  # noqa: E402

__all__ = ["np", "npt"]
