"""KataGo at a human rank: what it is started with and sent, checked by a fake engine."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import GtpClient, split_command
from qtgo.engine.human_style import HUMAN_MODEL_NEEDED, human_profile
from qtgo.engine.seats import Seat, can_play_like_a_human

FAKE = Path(__file__).resolve().parent / "fake_human_katago.py"


@pytest.fixture
def traffic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    log = tmp_path / "sent.txt"
    monkeypatch.setenv("FAKE_KATAGO_LOG", str(log))
    return log


@pytest.mark.parametrize(
    ("rank", "profile"), [("5k", "rank_5k"), ("20k", "rank_20k"), ("3D", "rank_3d"), ("9d", "rank_9d")]
)
def test_ranks_become_katagos_profiles(rank: str, profile: str) -> None:
    assert human_profile(rank) == profile


@pytest.mark.parametrize("rank", ["25k", "10d", "pro", "0k"])
def test_a_rank_the_network_does_not_know_is_refused(rank: str) -> None:
    with pytest.raises(EngineError) as caught:
        human_profile(rank)
    assert caught.value.reason is EngineFault.UNSUPPORTED


def test_a_seat_at_a_human_rank_starts_katago_playing_from_the_human_policy(tmp_path: Path, traffic: Path) -> None:
    model = tmp_path / "b18c384nbt-humanv0.bin.gz"
    model.write_bytes(b"x")
    command = shlex.join([sys.executable, str(FAKE), "gtp", "-human-model", str(model)])
    seat = Seat(command, "KataGo", None, human_rank="4k")
    client = GtpClient.start(split_command(seat.command_line), start_timeout=30)
    client.close()
    argv = traffic.read_text(encoding="utf-8").splitlines()[0]
    assert argv.startswith(f"argv gtp -human-model {model} -override-config ")
    settings = dict(item.split("=") for item in argv.split("-override-config ")[1].split(","))
    assert settings == {
        "humanSLProfile": "rank_4k",
        "humanSLChosenMoveProp": "1.0",
        "humanSLChosenMoveIgnorePass": "true",
        "humanSLChosenMovePiklLambda": "100000000",
    }


def test_a_seat_at_a_human_rank_without_the_network_says_what_is_needed() -> None:
    seat = Seat("katago gtp -model big.bin.gz", "KataGo", 100, human_rank="4k")
    with pytest.raises(EngineError) as caught:
        _ = seat.command_line
    assert caught.value.reason is EngineFault.UNSUPPORTED and str(caught.value) == HUMAN_MODEL_NEEDED
    assert "b18c384nbt-humanv0.bin.gz" in str(caught.value)  # the network to get, by name
    assert not can_play_like_a_human("katago gtp -model big.bin.gz")
    assert can_play_like_a_human("katago gtp -model big.bin.gz -human-model h.bin.gz")
    assert not can_play_like_a_human("gnugo --mode gtp -human-model h.bin.gz")
