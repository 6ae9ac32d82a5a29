"""The app's sounds: stone click, capture rattle, byo-yomi beep, period used, time loss.

``QtMultimedia`` is imported only when a sound is first needed, inside ``try``: a
machine without ``libpulse0``, without an audio device, or with ``QTGO_NO_SOUND=1`` in
the environment gets a player whose every method quietly does nothing. Sound is a
nicety; it must never stop a game or a test.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from PySide6.QtCore import QObject

from qtgo.resources import resource_path

log = logging.getLogger(__name__)

#: The shipped files (made by ``resources/tools/make_sounds.py``) by sound name.
SOUND_FILES = {
    "stone": "sounds/stone.wav",
    "capture": "sounds/capture.wav",
    "beep": "sounds/beep.wav",
    "period_used": "sounds/period.wav",
    "time_loss": "sounds/time_loss.wav",
    "refused": "sounds/refused.wav",
}


def sound_disabled_by_environment() -> bool:
    """``QTGO_NO_SOUND`` set to anything but empty/``0``/``false``/``no``."""
    value = os.environ.get("QTGO_NO_SOUND", "").strip().lower()
    return value not in ("", "0", "false", "no", "off")


class SoundPlayer(QObject):
    """Plays the short effects; silent (never raising) when sound is unavailable.

    ``enabled`` is the user's switch (the app keeps it in ``QSettings``); ``available``
    says whether a sound could be played at all. No signals.
    """

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True, volume: float = 0.8) -> None:
        super().__init__(parent)
        self._enabled = bool(enabled)
        self._volume = max(0.0, min(1.0, float(volume)))
        #: Whether the last seconds of a period beep (``options.COUNTDOWN_BEEPS``).
        self.countdown = True
        self._effects: dict[str, Any] = {}
        self._loaded = False
        self._available = False

    # Settings -------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)

    def set_enabled(self, value: bool) -> None:
        self.enabled = value

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))
        for effect in self._effects.values():
            try:
                effect.setVolume(self._volume)
            except Exception:
                log.debug("could not set the volume", exc_info=True)

    @property
    def available(self) -> bool:
        """Whether sounds can be played here (loads the backend on first call)."""
        self.preload()
        return self._available

    # The sounds -----------------------------------------------------------------------
    def stone(self) -> None:
        """A stone is played."""
        self.play("stone")

    def capture(self) -> None:
        """Stones are taken off the board."""
        self.play("capture")

    def beep(self) -> None:
        """One of the last seconds of a byo-yomi period (or of the last time), unless the
        countdown is switched off (``countdown``; a teacher explaining may want silence
        while the stones still click)."""
        if self.countdown:
            self.play("beep")

    def period_used(self) -> None:
        """A byo-yomi period is used up, or an Ing period is bought."""
        self.play("period_used")

    def time_loss(self) -> None:
        """The flag fell."""
        self.play("time_loss")

    def refused(self) -> None:
        """A move the rules (or the game's state) refuse."""
        self.play("refused")

    def play(self, name: str) -> None:
        """Play one of :data:`SOUND_FILES` by name; unknown names are a programming error."""
        if name not in SOUND_FILES:
            raise KeyError(f"no sound named {name!r}")
        if not self._enabled or sound_disabled_by_environment():
            return
        self.preload()
        effect = self._effects.get(name)
        if effect is None:
            return
        try:
            if effect.isPlaying():
                effect.stop()
            effect.play()
        except Exception:
            log.debug("could not play %s", name, exc_info=True)

    def preload(self) -> None:
        """Load the backend and the files now (the first click then plays at once)."""
        if self._loaded:
            return
        self._loaded = True
        if sound_disabled_by_environment():
            return
        from PySide6.QtCore import QUrl

        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except Exception:
            log.info("QtMultimedia is not available: sounds are off", exc_info=True)
            return
        try:
            if not QMediaDevices.audioOutputs():
                log.info("no audio output device: sounds are off")
                return
            for name, relative in SOUND_FILES.items():
                path = resource_path(relative)
                if not path.is_file():
                    log.warning("sound file missing: %s", path)
                    continue
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(self._volume)
                self._effects[name] = effect
        except Exception:
            log.info("audio set-up failed: sounds are off", exc_info=True)
            self._effects.clear()
            return
        self._available = bool(self._effects)
