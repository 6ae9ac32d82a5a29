"""The sound player stays silent, and never raises, when sound is switched off."""

from __future__ import annotations

import subprocess
import sys
import wave

import pytest

from qtgo.resources import resource_path
from qtgo.ui.sound import SOUND_FILES, SoundPlayer, sound_disabled_by_environment


def test_player_is_silent_with_qtgo_no_sound(qtbot, monkeypatch) -> None:
    monkeypatch.setenv("QTGO_NO_SOUND", "1")
    assert sound_disabled_by_environment()
    player = SoundPlayer()
    for method in (player.stone, player.capture, player.beep, player.period_used, player.time_loss):
        method()
    assert not player.available
    player.enabled = False
    player.stone()
    player.volume = 3.0
    assert player.volume == 1.0
    with pytest.raises(KeyError):
        player.play("gong")


def test_no_sound_never_loads_qt_multimedia() -> None:
    code = (
        "import os, sys; os.environ['QTGO_NO_SOUND'] = '1'; "
        "os.environ.setdefault('QT_QPA_PLATFORM', 'offscreen'); "
        "from PySide6.QtWidgets import QApplication; app = QApplication([]); "
        "from qtgo.ui.sound import SoundPlayer; p = SoundPlayer(); "
        "[f() for f in (p.stone, p.capture, p.beep, p.period_used, p.time_loss)]; "
        "sys.exit(1 if 'PySide6.QtMultimedia' in sys.modules else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


def test_player_without_an_audio_device_is_silent() -> None:
    """With sound allowed, a machine without audio output must still raise nothing."""
    code = (
        "import os, sys; os.environ.pop('QTGO_NO_SOUND', None); "
        "os.environ.setdefault('QT_QPA_PLATFORM', 'offscreen'); "
        "from PySide6.QtWidgets import QApplication; app = QApplication([]); "
        "from qtgo.ui.sound import SoundPlayer; p = SoundPlayer(); "
        "[f() for f in (p.stone, p.capture, p.beep, p.period_used, p.time_loss)]; "
        "app.processEvents(); print('available', p.available)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() in ("available True", "available False")


@pytest.mark.parametrize("name", sorted(SOUND_FILES))
def test_shipped_sounds_are_short_clean_mono_wavs(name: str) -> None:
    path = resource_path(SOUND_FILES[name])
    with wave.open(str(path), "rb") as handle:
        assert (handle.getnchannels(), handle.getsampwidth(), handle.getframerate()) == (1, 2, 44_100)
        count = handle.getnframes()
        frames = handle.readframes(count)
    seconds = count / 44_100
    assert 0.05 < seconds < (0.5 if name in ("stone", "capture", "beep") else 1.5)
    samples = memoryview(frames).cast("h")
    peak = max(abs(value) for value in samples)
    assert 0.1 * 32767 < peak < 32767  # audible, never clipped


def test_the_countdown_beeps_can_be_switched_off_while_the_stones_still_click(qtbot, monkeypatch) -> None:
    player = SoundPlayer()
    played: list[str] = []
    monkeypatch.setattr(player, "play", played.append)
    player.beep()
    player.countdown = False
    player.beep()
    player.stone()
    player.period_used()
    assert played == ["beep", "stone", "period_used"]
