"""The window's access to the session layer (``contaria_desktop.session``, see
``docs/session-api.md``): every place in ``ui/`` creates, opens and inspects sessions
through these few functions, so the windows depend on one small surface."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engines.core import get_spec
from ..session import (GameSession, SaveError, SessionError, UndoRefused, add_recent, latest_game,
                       recent_files)

__all__ = ["GameSession", "SaveError", "SessionError", "UndoRefused", "add_recent", "game_id", "is_playtest",
           "latest_save", "load_session", "new_session", "recent_paths", "seat_names", "seed", "spec_of"]


def new_session(game_id: str, num_players: int, seed: int | None = None,
                options: dict[str, Any] | None = None, seat_names: list[str] | None = None,
                playtest: bool = False) -> GameSession:
    """A new game session (see ``GameSession.new``). Raises the engine's ``OptionError`` /
    ``UnknownGame`` for bad parameters."""
    return GameSession.new(game_id, num_players, seed=seed, options=options,
                           seat_names=seat_names, playtest=playtest)


def load_session(path: str | Path) -> GameSession:
    """Open a save file; raises :class:`SaveError` naming the file and the problem."""
    return GameSession.load(path)


def game_id(session: GameSession) -> str:
    return session.game_id


def seat_names(session: GameSession) -> list[str]:
    return list(session.seat_names)


def seed(session: GameSession) -> int | None:
    """Deal number of the game on screen (None for a game started from a position)."""
    return session.record.seed


def is_playtest(session: GameSession) -> bool:
    return bool(session.playtest)


def spec_of(session: GameSession) -> Any:
    return get_spec(session.game_id)


def latest_save() -> Path | None:
    """The file "Continue" opens (newest recent save or the autosave), or None."""
    try:
        return latest_game()
    except Exception:  # a damaged data folder must not stop the start page
        return None


def recent_paths() -> list[str]:
    """Recent save files that still exist, newest first."""
    try:
        return [e["path"] for e in recent_files()]
    except Exception:
        return []
