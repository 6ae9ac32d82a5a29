"""KataGo at a human rank: what it is started with and sent, checked by a fake engine."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from qtgo.engine.errors import EngineError, EngineFault
from qtgo.engine.gtp import GtpClient, split_command
from qtgo.engine.human_style import HUMAN_MODEL_NEEDED, apply_human_style, human_profile, human_style
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


def test_without_a_human_network_the_option_says_what_is_needed(tmp_path: Path) -> None:
    with pytest.raises(EngineError) as caught:
        human_style("5k", None)
    assert str(caught.value) == HUMAN_MODEL_NEEDED
    assert "b18c384nbt-humanv0.bin.gz" in str(caught.value)
    with pytest.raises(EngineError, match="is not a file"):
        human_style("5k", tmp_path / "missing.bin.gz")


def test_the_engine_is_started_with_the_human_model_and_sent_the_profile(tmp_path: Path, traffic: Path) -> None:
    model = tmp_path / "b18c384nbt-humanv0.bin.gz"
    model.write_bytes(b"not a real network: the fake engine only checks the argument")
    style = human_style("4k", model)
    client = GtpClient.start([sys.executable, str(FAKE), "gtp", *style.arguments()], start_timeout=30)
    try:
        apply_human_style(client, style)
    finally:
        client.close()
    sent = traffic.read_text(encoding="utf-8").splitlines()
    assert sent[0] == f"argv gtp -human-model {model}"
    assert "kata-set-param humanSLProfile rank_4k" in sent


def test_an_engine_without_the_network_refuses_and_the_error_says_what_is_needed(tmp_path: Path, traffic: Path) -> None:
    model = tmp_path / "human.bin.gz"
    model.write_bytes(b"x")
    style = human_style("1d", model)
    client = GtpClient.start([sys.executable, str(FAKE), "gtp"], start_timeout=30)  # started without it
    try:
        with pytest.raises(EngineError) as caught:
            apply_human_style(client, style)
    finally:
        client.close()
    assert caught.value.reason is EngineFault.UNSUPPORTED
    assert HUMAN_MODEL_NEEDED in str(caught.value)


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
    assert not can_play_like_a_human("katago gtp -model big.bin.gz")
    assert can_play_like_a_human("katago gtp -model big.bin.gz -human-model h.bin.gz")
    assert not can_play_like_a_human("gnugo --mode gtp -human-model h.bin.gz")
