"""The registry of installed games: their plug-ins, found through the ``contaria_desktop.games``
entry points (:mod:`contaria_desktop.engines.core.plugins` reads the group; no Qt here).

The shared layers ask this registry, never a game id: the start page shows a tile for every
:func:`playable` plug-in, the New Game dialog offers them, Help asks :meth:`GamePlugin.rules_blocks`
and :meth:`GamePlugin.reference_html`, the log asks :meth:`GamePlugin.messages`, and so on.

An entry point whose import fails (or whose engine does not register) is left out and reported
once: logged when loaded, and shown in the status bar by the main window
(:func:`unreported_errors`).
"""

from __future__ import annotations

from typing import Any

from ..engines.core import all_specs, plugins as _discovery
from ..engines.core.errors import UnknownGame
from .plugin import GamePlugin

_reported: set[tuple[str, str]] = set()


def all_plugins() -> list[GamePlugin]:
    """Every loaded plug-in whose engine registered, sorted by game id."""
    registered = {spec.id for spec in all_specs()}   # imports the engines (load_engines)
    return [p for gid, p in sorted(_discovery.load_plugins().items())
            if gid in registered and isinstance(p, GamePlugin)]


def playable() -> list[GamePlugin]:
    """The games a player can start here: loaded, engine registered, plug-in complete."""
    return [p for p in all_plugins() if p.complete]


def get(game_id: str) -> GamePlugin:
    """The plug-in of ``game_id``. Raises :class:`UnknownGame` (a ``KeyError``-like engine
    error with a message key) when no plug-in of that id is loaded."""
    for plugin in all_plugins():
        if plugin.id == game_id:
            return plugin
    known = ", ".join(p.id for p in all_plugins()) or "none"
    raise UnknownGame(f"no game plug-in for {game_id!r} (known: {known})", "game.unknown", game=str(game_id))


def find(game_id: Any) -> GamePlugin | None:
    """The plug-in of ``game_id``, or None."""
    try:
        return get(str(game_id))
    except UnknownGame:
        return None


def errors() -> list[_discovery.LoadError]:
    """Entry points left out (import failed, engine missing, wrong object)."""
    all_plugins()
    out = list(_discovery.load_errors())
    for gid, plugin in _discovery.load_plugins().items():
        if not isinstance(plugin, GamePlugin):
            out.append(_discovery.LoadError(gid, "", f"TypeError: {type(plugin).__name__} is not a GamePlugin"))
    return out


def unreported_errors() -> list[_discovery.LoadError]:
    """:func:`errors` not returned by an earlier call (so each is shown once per process)."""
    fresh = [e for e in errors() if (e.name, e.error) not in _reported]
    _reported.update((e.name, e.error) for e in fresh)
    return fresh
