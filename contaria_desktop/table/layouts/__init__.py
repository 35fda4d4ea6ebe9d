"""One layout module per game, found by game id."""

from __future__ import annotations

from types import ModuleType


def layout_for(game_id: str) -> ModuleType:
    """The layout module of ``game_id``. Raises ``KeyError`` for a game without a table
    layout yet."""
    if game_id == "contaria":
        from . import contaria
        return contaria
    raise KeyError(f"no table layout for game {game_id!r}")
