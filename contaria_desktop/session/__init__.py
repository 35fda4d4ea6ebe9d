"""The controller layer: :class:`GameSession` (record, seats, undo/redo, hot-seat hand-over,
saves, positions, autosave, series), :class:`Replay`, recent files and crash reports.
QtCore allowed here, no widgets; currently pure Python. See ``docs/session-api.md``."""

from .autosave import (MAX_SLOTS, autosave_slots, discard_autosave, find_autosave, is_autosave_slot,
                       new_autosave_slot)
from .crash import install_excepthook, write_crash_report
from .errors import LoadWarning, SaveError, UndoRefused
from .game_session import GameSession, SessionError
from .paths import autosave_dir, autosave_path, data_dir, log_dir, saves_dir
from .recent import add_recent, latest_game, recent_files, remove_recent
from .replay import LogEntry, Replay

__all__ = [
    "MAX_SLOTS", "GameSession", "LoadWarning", "LogEntry", "Replay", "SaveError", "SessionError", "UndoRefused",
    "add_recent", "autosave_dir", "autosave_path", "autosave_slots", "data_dir", "discard_autosave",
    "find_autosave", "install_excepthook", "is_autosave_slot", "new_autosave_slot",
    "latest_game", "log_dir", "recent_files", "remove_recent", "saves_dir", "write_crash_report",
]
