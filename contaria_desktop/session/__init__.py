"""The controller layer: :class:`GameSession` (record, seats, undo/redo, hot-seat hand-over,
saves, positions, autosave, series), :class:`Replay`, recent files and crash reports.
QtCore allowed here, no widgets; currently pure Python. See ``docs/session-api.md``."""

from .autosave import discard_autosave, find_autosave
from .crash import install_excepthook, write_crash_report
from .errors import LoadWarning, SaveError, UndoRefused
from .game_session import GameSession, SessionError
from .paths import autosave_path, data_dir, log_dir, saves_dir
from .recent import add_recent, latest_game, recent_files, remove_recent
from .replay import LogEntry, Replay

__all__ = [
    "GameSession", "LoadWarning", "LogEntry", "Replay", "SaveError", "SessionError", "UndoRefused",
    "add_recent", "autosave_path", "data_dir", "discard_autosave", "find_autosave", "install_excepthook",
    "latest_game", "log_dir", "recent_files", "remove_recent", "saves_dir", "write_crash_report",
]
