"""Finding a game's table layout: asked of the game's plug-in (games/plugin.py), found
through the ``contaria_desktop.games`` entry points (engines/core/plugins.py) - the table knows
no game.

A layout exposes ``plan(view, bottom_seat, seat_names) -> TablePlan``; the plug-in's
``targeting(legal, seat, view)`` gives the click-to-action object (``table/targeting.py``)."""

from __future__ import annotations

from typing import Any

from ...engines.core import plugins


def plugin_for(game_id: str) -> Any:
    """The plug-in object of ``game_id``. Raises ``KeyError`` for a game without one."""
    return plugins.plugin_for(game_id)


def layout_for(game_id: str) -> Any:
    """The layout of ``game_id`` (its plug-in's ``layout()``). Raises ``KeyError`` for a
    game without a plug-in."""
    return plugin_for(game_id).layout()
