"""Input limits every engine checks at the very top of ``from_position`` and ``from_json``,
before anything is built from the data.

A position or saved state comes from a file anyone can edit: a count such as
``num_players = 10**40`` must be refused at once, not used to build per-seat lists first
(issue 19, item 5). Each helper raises the engine error class it is given
(:class:`~.errors.PositionError` in ``from_position``, :class:`~.errors.StateFormatError` in
``from_json``) with message key ``"state.limit"`` and parameters ``field``, ``value`` (its
``repr``, shortened), ``min`` and ``max``.

Usage (first lines of an engine's reader)::

    n = limits.players(data, "num_players", "contaria", StateFormatError)
"""

from __future__ import annotations

from typing import Any, Mapping

from .errors import EngineError


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def mapping(data: Any, what: str, error: type[EngineError]) -> Mapping[str, Any]:
    """``data`` itself if it is a JSON object (a ``Mapping``), else ``error``."""
    if not isinstance(data, Mapping):
        raise error(f"{what} must be a JSON object, not {type(data).__name__}", "state.not_object")
    return data


def whole_number(data: Mapping[str, Any], key: str, lo: int, hi: int, error: type[EngineError],
                 default: Any = None) -> int:
    """``data[key]`` (or ``default`` when absent and not ``None``) as an ``int`` within
    ``lo..hi`` inclusive; a missing key, a bool, a float or text, or a value out of range
    raises ``error``. Constant time whatever the value's size."""
    value = data.get(key, default) if isinstance(data, Mapping) else None
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise error(f"'{key}' must be a whole number from {lo} to {hi}, not {_short(value)}", "state.limit",
                    field=key, value=_short(value), min=lo, max=hi)
    return value


def players(data: Any, key: str, game: str, error: type[EngineError]) -> int:
    """The seat count ``data[key]`` checked against the registered game's
    ``min_players..max_players`` (``GameSpec``); raises ``error`` otherwise."""
    from .spec import get_spec  # the registry is filled by the engines' packages
    spec = get_spec(game)
    return whole_number(mapping(data, "the data", error), key, spec.min_players, spec.max_players, error)
