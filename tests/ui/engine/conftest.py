"""Fixtures for the engine UI tests: the real KataGo of ../shared/katago, when it is there."""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest


@dataclass(frozen=True)
class KataGo:
    """The test KataGo's program, network and configs, and its two command lines."""

    binary: Path
    model: Path
    gtp_config: Path
    analysis_config: Path

    _gtp_overrides = ("-override-config", "numSearchThreads=1,maxVisits=16")  # one thread: deterministic enough
    _json_overrides = ("-override-config", "numSearchThreadsPerAnalysisThread=1,maxVisits=16")

    @property
    def gtp(self) -> str:
        return shlex.join(
            [str(self.binary), "gtp", "-model", str(self.model), "-config", str(self.gtp_config), *self._gtp_overrides]
        )

    @property
    def analysis(self) -> str:
        return shlex.join(
            [
                str(self.binary),
                "analysis",
                "-model",
                str(self.model),
                "-config",
                str(self.analysis_config),
                *self._json_overrides,
            ]
        )


@pytest.fixture
def window_katago(katago) -> KataGo:
    """The shared ``katago`` fixture (tests/conftest.py: QTGO_KATAGO_*, else ../shared/katago;
    skipped with the reason when absent) with the window tests' visit limit."""
    return KataGo(Path(katago.program), Path(katago.model), Path(katago.gtp_config), Path(katago.analysis_config))
