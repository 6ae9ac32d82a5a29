"""``library._numpy``: numpy as the pattern search loads it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_the_search_loads_numpy_with_one_blas_thread_and_leaves_the_environment_as_it_was():
    """OpenBLAS reads the variable once, as it loads; the engines started later do not inherit it."""
    code = (
        "import os; from qtgo.library._numpy import np; "
        "print(len(os.listdir('/proc/self/task')), os.environ.get('OPENBLAS_NUM_THREADS'))"
    )
    if not os.path.isdir("/proc/self/task"):
        pytest.skip("no /proc on this system")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.split() == ["1", "None"]
