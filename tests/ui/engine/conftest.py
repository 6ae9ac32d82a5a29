"""Fixtures for the engine UI tests: the real KataGo of ../shared/katago, when it is there."""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

SHARED_KATAGO = Path(__file__).resolve().parents[3] / ".." / "shared" / "katago"


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
def window_katago() -> KataGo:
    """The real KataGo (QTGO_KATAGO_MODEL / _CONFIG / _ANALYSIS_CONFIG, else ../shared/katago);
    skipped with the reason when it is absent."""
    folder = SHARED_KATAGO.resolve()
    model = Path(os.environ.get("QTGO_KATAGO_MODEL") or folder / "g170-b6c96-s175395328-d26788732.bin.gz")
    gtp_config = Path(os.environ.get("QTGO_KATAGO_CONFIG") or folder / "gtp.cfg")
    analysis_config = Path(os.environ.get("QTGO_KATAGO_ANALYSIS_CONFIG") or folder / "analysis.cfg")
    binary = model.parent / "katago"
    if not (binary.is_file() and model.is_file() and gtp_config.is_file() and analysis_config.is_file()):
        pytest.skip(f"no KataGo for the tests in {folder} (see ../shared/katago/README.md)")
    return KataGo(binary, model, gtp_config, analysis_config)
