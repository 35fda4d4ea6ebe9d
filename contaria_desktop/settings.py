"""User preferences kept between runs (QSettings): language, animation speed, last folder
used (the recent-files list belongs to the session layer). One place, so tests can point
every setting at a temporary folder.

Set the environment variable ``CONTARIA_SETTINGS_DIR`` to keep the settings in an INI file
in that folder instead of the platform's default store (tests and portable runs do this).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from . import APP_ID

ORGANIZATION = "contaria-desktop"

#: View ▸ Animation speed, fastest first: ``(key, duration factor)``. The factor multiplies
#: every animation's duration (``table.animation.duration_ms``): Fast is short, Slow is long.
ANIMATION_SPEEDS: tuple[tuple[str, float], ...] = (("instant", 0.0), ("fast", 0.5), ("normal", 1.0),
                                                   ("slow", 2.0))


def settings() -> QSettings:
    """The app's QSettings (INI file under ``CONTARIA_SETTINGS_DIR`` when that is set)."""
    folder = os.environ.get("CONTARIA_SETTINGS_DIR")
    if folder:
        return QSettings(str(Path(folder) / f"{APP_ID}.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APP_ID)


def get_str(key: str, default: str = "") -> str:
    """A stored text setting (``default`` when unset or not text)."""
    value = settings().value(key, default)
    return value if isinstance(value, str) else default


def set_value(key: str, value: object) -> bool:
    """Store a setting and write it to disk at once. False when it could not be written (a
    settings folder that cannot be used): settings are a convenience and never stop play
    (issue 18.1), so this never raises."""
    try:
        s = settings()
        s.setValue(key, value)
        s.sync()
        return s.status() == QSettings.Status.NoError
    except Exception:  # noqa: BLE001 - a side store must not stop the game
        return False


def animation_speed() -> float:
    """Stored animation duration factor (0 = instant, 0.5 fast, 1 = normal, 2 slow: see
    :data:`ANIMATION_SPEEDS`); 1.0 when unset or bad."""
    try:
        return max(0.0, float(settings().value("view/animation_speed", 1.0)))
    except (TypeError, ValueError):
        return 1.0


def last_dir() -> str:
    """Folder of the last file opened or saved (home folder by default)."""
    folder = get_str("files/last_dir")
    return folder if folder and Path(folder).is_dir() else str(Path.home())


#: Default pause (ms) before a bot's move is shown, so a person can follow the bots' moves
#: (View ▸ Bot speed: Normal). No pause at all while animations are Instant (tests, scripted runs).
BOT_PAUSE_MS = 700
#: View ▸ Bot speed, fastest first: ``(key, pause before each bot move in ms)``.
BOT_SPEEDS: tuple[tuple[str, int], ...] = (("instant", 0), ("fast", 300), ("normal", BOT_PAUSE_MS),
                                           ("slow", 1500))


#: A bot pause chosen while the settings could not be written (it holds until the program ends).
_unsaved_bot_pause: int | None = None


def bot_pause_ms() -> int:
    """Stored pause before each bot move in milliseconds (``bots/pause_ms``, 0..10000;
    :data:`BOT_PAUSE_MS` when unset or bad). View ▸ Bot speed stores one of :data:`BOT_SPEEDS`."""
    if _unsaved_bot_pause is not None:
        return _unsaved_bot_pause
    try:
        return max(0, min(10_000, int(settings().value("bots/pause_ms", BOT_PAUSE_MS))))
    except (TypeError, ValueError):
        return BOT_PAUSE_MS


def set_bot_pause_ms(ms: int) -> bool:
    """Store the pause before each bot move (``ms``, clamped to 0..10000). False when it could
    not be written: the choice then holds until the program ends (see :func:`set_value`)."""
    global _unsaved_bot_pause
    ms = max(0, min(10_000, int(ms)))
    ok = set_value("bots/pause_ms", ms)
    _unsaved_bot_pause = None if ok else ms
    return ok
