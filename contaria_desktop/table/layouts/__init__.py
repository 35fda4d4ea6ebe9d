"""One layout module per game, found by game id.

A layout module exposes ``plan(view, bottom_seat, seat_names) -> TablePlan`` and may expose
``targeting(legal, seat, view)`` returning the game's click-to-action object (same methods
as :class:`~contaria_desktop.table.targeting.ContariaTargeting`, plus optionally
``disabled() -> {key: reason}``); without it the Contária targeting is used."""

from __future__ import annotations

from types import ModuleType


def layout_for(game_id: str) -> ModuleType:
    """The layout module of ``game_id``. Raises ``KeyError`` for a game without a table
    layout yet."""
    if game_id == "contaria":
        from . import contaria
        return contaria
    if game_id == "charlatao":
        from . import charlatao
        return charlatao
    raise KeyError(f"no table layout for game {game_id!r}")
