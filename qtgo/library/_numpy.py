"""numpy as the pattern search imports it: with one BLAS thread (import it from here).

The search does no linear algebra, but OpenBLAS, which numpy loads, starts a thread per core
at import, and their start cost 0.05 s of CPU in every search (a twentieth of the 4-4 stone
in 200,000 games). OpenBLAS reads ``OPENBLAS_NUM_THREADS`` once, when it loads: the variable
is set for that moment only, so that the engines qtgo starts later do not inherit it, and a
user who set it keeps their own.
"""

from __future__ import annotations

import os

_SET = "OPENBLAS_NUM_THREADS" not in os.environ
if _SET:
    os.environ["OPENBLAS_NUM_THREADS"] = "1"
try:
    import numpy as np
    import numpy.typing as npt
finally:
    if _SET:
        del os.environ["OPENBLAS_NUM_THREADS"]

__all__ = ["np", "npt"]
