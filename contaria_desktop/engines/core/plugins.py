"""Finding the installed games: the ``contaria_desktop.games`` entry-point group (no Qt).

Every game is one entry point in that group (``pyproject.toml``, ``[project.entry-points."contaria_desktop.games"]``)::

    contaria = "contaria_desktop.games.contaria:PLUGIN"

Its name is the game id; its value is the game's plug-in object (the interface is declared in
:mod:`contaria_desktop.games.plugin`). The module holding the plug-in object must import no Qt at
module level and must import the game's engine package, which registers its ``GameSpec``
(:func:`~contaria_desktop.engines.core.spec.register`). So loading the entry points is how the
engine registry finds the engines too: there is no hand-kept list of engines, and a game can live
in its own distribution.

The group is read once per process with :func:`importlib.metadata.entry_points`. An entry whose
import fails is recorded in :func:`load_errors` (once) and left out; nothing here raises for a
broken game. Tests inject entry points with :func:`use_entry_points`.
"""

from __future__ import annotations

import logging
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

GROUP = "contaria_desktop.games"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LoadError:
    """One entry point that could not be loaded: ``name`` (the game id it declares),
    ``value`` (``module:attr``) and ``error`` (one line: exception type and message)."""

    name: str
    value: str
    error: str


_loaded: dict[str, Any] | None = None      # game id -> plug-in object, in entry-point order
_errors: list[LoadError] = []
_override: list[Any] | None = None         # injected entry points (tests)


def _installed() -> list[Any]:
    # importlib.metadata is imported when the games are first looked for, not with the engine
    # kit: it pulls in the email package (~25 ms) that the window's first picture does not need
    from importlib import metadata
    return list(metadata.entry_points(group=GROUP))


def _entry_points() -> list[Any]:
    if _override is not None:
        return list(_override)
    return _installed()


def load_plugins() -> dict[str, Any]:
    """``{game id: plug-in object}`` for every entry point of :data:`GROUP` that loads
    (sorted by game id). Loaded once per process (see :func:`reset`); a failing entry is
    logged once, recorded in :func:`load_errors` and left out. Never raises for a broken
    entry (any ``Exception`` from its import is caught)."""
    global _loaded
    if _loaded is not None:
        return _loaded
    loaded: dict[str, Any] = {}
    errors: list[LoadError] = []
    seen: set[str] = set()
    for ep in sorted(_entry_points(), key=lambda e: e.name):
        if ep.name in seen:   # the same game installed twice (e.g. an old egg-info): first wins
            continue
        seen.add(ep.name)
        try:
            plugin = ep.load()
            declared = getattr(plugin, "id", ep.name)
            if declared != ep.name:
                raise ValueError(f"entry point {ep.name!r} loads the plug-in of {declared!r}")
        except Exception as err:  # noqa: BLE001 - a broken game must never stop the app
            message = f"{type(err).__name__}: {err}".splitlines()[0]
            errors.append(LoadError(ep.name, str(getattr(ep, "value", "")), message))
            log.warning("game %r (%s) left out: %s", ep.name, getattr(ep, "value", ""), message)
            continue
        loaded[ep.name] = plugin
    _errors[:] = errors
    _loaded = loaded
    return _loaded


def plugin_for(game_id: str) -> Any:
    """The plug-in object of ``game_id``. Raises ``KeyError`` when no loaded entry point
    declares that game."""
    plugins = load_plugins()
    if game_id not in plugins:
        raise KeyError(f"no game plug-in for {game_id!r}")
    return plugins[game_id]


def record_error(game_id: str, value: str, err: BaseException) -> None:
    """Leave ``game_id`` out after a later failure (e.g. its engine package does not import):
    it joins :func:`load_errors` (logged once) and leaves :func:`load_plugins`."""
    message = f"{type(err).__name__}: {err}".splitlines()[0]
    if _loaded is not None:
        _loaded.pop(game_id, None)
    _errors.append(LoadError(game_id, value, message))
    log.warning("game %r (%s) left out: %s", game_id, value, message)


def load_errors() -> list[LoadError]:
    """The entry points left out by :func:`load_plugins` (after loading them)."""
    load_plugins()
    return list(_errors)


def reset() -> None:
    """Forget what was loaded (the next :func:`load_plugins` reads the group again)."""
    global _loaded
    _loaded = None
    _errors.clear()


@contextmanager
def use_entry_points(entry_points: Iterable[Any], *, extend: bool = True) -> Iterator[None]:
    """Tests: read ``entry_points`` (``importlib.metadata.EntryPoint`` objects, or anything
    with ``name``, ``value`` and ``load()``) instead of, or with ``extend`` in addition to,
    the installed ones, for the duration of the ``with`` block."""
    global _override
    before = _override
    _override = (_installed() if extend else []) + list(entry_points)
    reset()
    try:
        yield
    finally:
        _override = before
        reset()
