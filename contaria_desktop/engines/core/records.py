"""Small immutable, JSON-safe records: :class:`Action` (a decision) and :class:`Event`
(what happened, and who may see it)."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

Scalar = str | int | bool | None
_SCALARS = (str, int, bool, type(None))


def _freeze(value: Any, where: str) -> Any:
    """Turn a JSON-ish value into a hashable one (lists -> tuples, dicts -> sorted pairs)."""
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, float):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v, where) for v in value)
    if isinstance(value, Mapping):
        return ("__map__",) + tuple(sorted((str(k), _freeze(v, where)) for k, v in value.items()))
    raise TypeError(f"{where}: value {value!r} is not JSON-safe")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        if value and value[0] == "__map__":
            return {k: _thaw(v) for k, v in value[1:]}
        return [_thaw(v) for v in value]
    return value


class Action:
    """One decision of one seat: a ``type`` plus scalar arguments.

    ``Action("place", card="c7", tale=0)``. Arguments must be JSON scalars (str, int,
    bool, None) so that actions are hashable, compare by value and round-trip through JSON
    exactly. Immutable.
    """

    __slots__ = ("type", "args", "_hash")

    def __init__(self, type: str, **args: Scalar) -> None:
        for k, v in args.items():
            if not isinstance(v, _SCALARS):
                raise TypeError(f"action argument {k}={v!r} is not a JSON scalar")
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "args", tuple(sorted(args.items())))
        object.__setattr__(self, "_hash", hash((type, self.args)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        raise KeyError(key)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Action)
            and self._hash == other._hash
            and self.type == other.type
            and self.args == other.args
        )

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        inner = ", ".join([repr(self.type)] + [f"{k}={v!r}" for k, v in self.args])
        return f"Action({inner})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": ..., **args}``."""
        out: dict[str, Any] = {"type": self.type}
        out.update(self.args)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """Inverse of :meth:`to_json`. Raises ``ValueError`` on anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(f"not an action: {data!r:.80}")
        args = {k: v for k, v in data.items() if k != "type"}
        for k, v in args.items():
            if not isinstance(k, str) or not isinstance(v, _SCALARS):
                raise ValueError(f"action argument {k!r} is not a JSON scalar")
        return cls(data["type"], **args)


class Event:
    """Something that happened, as a message key plus parameters, never a sentence.

    - ``type``: message key, e.g. ``"contaria.card_placed"``; the UI translates it.
    - ``params``: JSON-safe parameters (read them with ``event.params``; a fresh dict).
    - ``visible_to``: ``None`` when every seat may see it, else a tuple of seats. Spectators
      (``seat is None``) see only public events.
    - ``reveals``: True when the event disclosed hidden information to someone (a reveal, a
      peek, a draw); hot-seat undo never crosses such an event.
    - ``known_to``: for a reveal, the seats that knew what it discloses before (a tuple, e.g.
      the owner of a card played face up from a hand), else ``None``: nothing disclosed is
      news to them, so it does not stop *their* undo (``session.hotseat.reveals_to``).
    """

    __slots__ = ("type", "_params", "visible_to", "reveals", "known_to")

    def __init__(
        self,
        type: str,
        params: Mapping[str, Any] | None = None,
        visible_to: Iterable[int] | None = None,
        reveals: bool = False,
        known_to: Iterable[int] | None = None,
    ) -> None:
        object.__setattr__(self, "type", type)
        object.__setattr__(
            self, "_params", tuple(sorted((k, _freeze(v, type)) for k, v in (params or {}).items()))
        )
        object.__setattr__(self, "visible_to", None if visible_to is None else tuple(sorted(visible_to)))
        object.__setattr__(self, "reveals", bool(reveals))
        object.__setattr__(self, "known_to", None if known_to is None else tuple(sorted(known_to)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Event is immutable")

    @property
    def params(self) -> dict[str, Any]:
        return {k: _thaw(v) for k, v in self._params}

    def visible(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator) may see this event."""
        if self.visible_to is None:
            return True
        return seat is not None and seat in self.visible_to

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Event)
            and self.type == other.type
            and self._params == other._params
            and self.visible_to == other.visible_to
            and self.reveals == other.reveals
            and self.known_to == other.known_to
        )

    def __hash__(self) -> int:
        return hash((self.type, self._params, self.visible_to, self.reveals, self.known_to))

    def __repr__(self) -> str:
        vis = "" if self.visible_to is None else f", visible_to={list(self.visible_to)}"
        rev = ", reveals=True" if self.reveals else ""
        known = "" if self.known_to is None else f", known_to={list(self.known_to)}"
        return f"Event({self.type!r}, {self.params!r}{vis}{rev}{known})"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "params": self.params}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        if self.reveals:
            out["reveals"] = True
        if self.known_to is not None:
            out["known_to"] = list(self.known_to)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Event":
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(f"not an event: {data!r:.80}")
        return cls(data["type"], data.get("params") or {}, data.get("visible_to"), data.get("reveals", False),
                   data.get("known_to"))


def filter_events(events: Iterable[Event], seat: int | None, omniscient: bool = False) -> list[Event]:
    """The events ``seat`` may see (all of them when ``omniscient``)."""
    if omniscient:
        return list(events)
    return [e for e in events if e.visible(seat)]
