#!/usr/bin/env python3
"""Synthesise qtgo's sounds into ``resources/sounds/`` (16-bit mono 44.1 kHz WAV).

Nothing is recorded or downloaded: every sound is a few damped sine partials and shaped
noise from a fixed random seed, so running this again gives the same bytes.

- ``stone.wav``: a stone put on a kaya board: a hard, dry click (slate on wood: a short
  bright transient, two high stone partials, a low wooden knock), about 0.15 s.
- ``capture.wav``: captured stones gathered up: a soft rattle of small clicks.
- ``beep.wav``: the byo-yomi countdown beep for the last seconds of a period.
- ``period.wav``: a period used up: a falling two-note chime, unlike the beep.
- ``time_loss.wav``: the flag fell: three low falling tones.
- ``refused.wav``: a move the rules refuse: a short, soft low double knock.

Usage: ``python resources/tools/make_sounds.py [OUT_DIR] [--check]``; ``--check`` prints
each file's length, peak and RMS level.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44_100
PEAK = 32_767


def _silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def _mix(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = round(at * RATE)
    needed = start + len(sound)
    if needed > len(into):
        into.extend([0.0] * (needed - len(into)))
    for index, value in enumerate(sound):
        into[start + index] += gain * value


def _partial(freq: float, seconds: float, decay: float, phase: float = 0.0) -> list[float]:
    """A sine that dies away exponentially with time constant ``decay`` seconds."""
    count = round(seconds * RATE)
    step = 2 * math.pi * freq / RATE
    return [math.sin(phase + step * i) * math.exp(-i / (decay * RATE)) for i in range(count)]


def _noise_burst(rng: random.Random, seconds: float, decay: float, brightness: float) -> list[float]:
    """White noise through a one-pole filter (``brightness`` 0 = dull, 1 = raw)."""
    count = round(seconds * RATE)
    out, low = [], 0.0
    for i in range(count):
        white = rng.uniform(-1.0, 1.0)
        low += (1.0 - brightness) * (white - low)
        value = brightness * white + (1.0 - brightness) * low
        out.append(value * math.exp(-i / (decay * RATE)))
    return out


def _tone(freq: float, seconds: float, *, fade: float = 0.006, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    """A steady tone with short fades so it starts and stops without a click."""
    count = round(seconds * RATE)
    fade_n = max(1, int(fade * RATE))
    out = []
    for i in range(count):
        envelope = min(1.0, i / fade_n, (count - 1 - i) / fade_n)
        value = sum(
            amplitude * math.sin(2 * math.pi * freq * (n + 1) * i / RATE) for n, amplitude in enumerate(harmonics)
        )
        out.append(value * envelope)
    return out


def _normalise(samples: list[float], level_db: float) -> list[float]:
    peak = max(abs(value) for value in samples) or 1.0
    gain = 10 ** (level_db / 20) / peak
    return [value * gain for value in samples]


def _fade_tail(samples: list[float], seconds: float = 0.01) -> list[float]:
    """Bring the last few milliseconds to exactly zero (no click at the end)."""
    count = min(len(samples), int(seconds * RATE))
    out = list(samples)
    for i in range(count):
        out[len(out) - count + i] *= 1.0 - (i + 1) / count
    return out


def stone(rng: random.Random) -> list[float]:
    out = _silence(0.15)
    _mix(out, _noise_burst(rng, 0.006, 0.0012, 0.85), gain=0.9)  # the contact
    _mix(out, _partial(3150.0, 0.06, 0.006), gain=0.55)  # slate rings briefly
    _mix(out, _partial(4870.0, 0.04, 0.004, 0.7), gain=0.35)
    _mix(out, _partial(1230.0, 0.09, 0.012, 0.3), gain=0.35)  # the board's wood
    _mix(out, _partial(420.0, 0.15, 0.022), gain=0.45)  # its low knock
    return _fade_tail(_normalise(out, -3.0))


def capture(rng: random.Random) -> list[float]:
    out = _silence(0.34)
    moment = 0.0
    for _ in range(7):
        click = _silence(0.05)
        _mix(click, _noise_burst(rng, 0.004, 0.0008, 0.7), gain=0.6)
        _mix(click, _partial(rng.uniform(2600, 4200), 0.05, 0.005, rng.uniform(0, 3)), gain=0.5)
        _mix(click, _partial(rng.uniform(900, 1400), 0.05, 0.008), gain=0.25)
        _mix(out, click, at=moment, gain=rng.uniform(0.45, 1.0))
        moment += rng.uniform(0.025, 0.045)
    return _fade_tail(_normalise(out, -9.0))


def beep() -> list[float]:
    return _normalise(_tone(1046.5, 0.11, harmonics=(1.0, 0.08)), -12.0)


def period_used() -> list[float]:
    out = _silence(0.0)
    _mix(out, _tone(987.8, 0.16, harmonics=(1.0, 0.25, 0.1)))
    _mix(out, _tone(740.0, 0.26, fade=0.02, harmonics=(1.0, 0.25, 0.1)), at=0.17)
    return _normalise(out, -9.0)


def time_loss() -> list[float]:
    out = _silence(0.0)
    for index, freq in enumerate((523.3, 440.0, 349.2)):
        length = 0.3 if index < 2 else 0.55
        _mix(out, _tone(freq, length, fade=0.02, harmonics=(1.0, 0.4, 0.2, 0.1)), at=index * 0.32)
    return _normalise(out, -8.0)


def refused() -> list[float]:
    out = _silence(0.0)
    _mix(out, _tone(233.1, 0.07, fade=0.012, harmonics=(1.0, 0.5, 0.2)))
    _mix(out, _tone(196.0, 0.09, fade=0.015, harmonics=(1.0, 0.5, 0.2)), at=0.09)
    return _normalise(out, -14.0)


def write_wav(path: Path, samples: list[float]) -> None:
    frames = b"".join(struct.pack("<h", max(-PEAK, min(PEAK, round(value * PEAK)))) for value in samples)
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


def describe(path: Path) -> str:
    with wave.open(str(path), "rb") as handle:
        count = handle.getnframes()
        data = handle.readframes(count)
        rate = handle.getframerate()
    values = struct.unpack(f"<{count}h", data)
    peak = max(abs(value) for value in values)
    rms = math.sqrt(sum(value * value for value in values) / count)
    clipped = sum(1 for value in values if abs(value) >= PEAK)
    return (
        f"{path.name:15} {count / rate:6.3f} s  peak {20 * math.log10(peak / PEAK):6.1f} dBFS  "
        f"rms {20 * math.log10(rms / PEAK):6.1f} dBFS  clipped samples {clipped}"
    )


SOUNDS = {
    "stone.wav": lambda: stone(random.Random(19)),
    "capture.wav": lambda: capture(random.Random(361)),
    "beep.wav": beep,
    "period.wav": period_used,
    "time_loss.wav": time_loss,
    "refused.wav": refused,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "sounds"
    parser.add_argument("out_dir", nargs="?", type=Path, default=default)
    parser.add_argument("--check", action="store_true", help="print length and levels of each file")
    args = parser.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(args.out_dir / name, make())
        if args.check:
            print(describe(args.out_dir / name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
