"""Where the app keeps its files: saves, the autosave slots, the recent-files list, crash logs.

Default roots come from :mod:`platformdirs`; the environment variable
``CONTARIA_DESKTOP_DATA_DIR`` overrides them all (tests and CI set it so they never touch the
real home folder): data goes to ``$CONTARIA_DESKTOP_DATA_DIR`` and logs to
``$CONTARIA_DESKTOP_DATA_DIR/logs``.

Every function that creates a folder raises ``OSError`` (``PermissionError``,
``NotADirectoryError``, ``OSError(EROFS)``...) when it cannot: callers that keep a side store
(autosave, recent files, crash reports) catch it and go on without that store (issue 18.1).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ENV_DATA_DIR = "CONTARIA_DESKTOP_DATA_DIR"
APP_DIR_NAME = "contaria-desktop"
APP_AUTHOR = "contaria"


def data_dir(create: bool = True) -> Path:
    """The app's data folder (created if missing, unless ``create`` is False)."""
    override = os.environ.get(ENV_DATA_DIR)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_DIR_NAME, APP_AUTHOR))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    """Default folder of save files: ``<data>/saves`` (created if missing)."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    """Folder of crash reports: ``platformdirs.user_log_dir`` or ``$CONTARIA_DESKTOP_DATA_DIR/logs``."""
    override = os.environ.get(ENV_DATA_DIR)
    path = Path(override) / "logs" if override else Path(platformdirs.user_log_dir(APP_DIR_NAME, APP_AUTHOR))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_dir(create: bool = True) -> Path:
    """Folder of the autosave slots: ``<data>/autosave`` (created unless ``create`` is False)."""
    path = data_dir(create) / "autosave"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path(create: bool = True) -> Path:
    """The default autosave slot ``<data>/autosave/autosave.json`` (folder created unless
    ``create`` is False): used by ``GameSession.start_autosave()`` without a path. The window
    gives each game it starts a slot of its own (``autosave.new_autosave_slot``)."""
    return autosave_dir(create) / "autosave.json"
