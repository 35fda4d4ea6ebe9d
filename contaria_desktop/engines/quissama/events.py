"""Events of Quissama's engine, built cheaply (issue 13, Numbers: speed): interned when they
recur, built field by field when their parameters are already frozen. Each is the same
:class:`~contaria_desktop.engines.core.Event` the constructor builds (pinned:
``tests/quissama/test_pinned_formats.py``, ``test_speed_invariants.py``); re-exported by
:mod:`.actions`."""

from __future__ import annotations

from ..core import Event

#: interned events: (type, params, visible_to, reveals) -> the immutable Event (bounded)
_EVENTS: dict[tuple, Event] = {}


def ev(type_: str, params: dict, visible_to: tuple[int, ...] | None = None, reveals: bool = False) -> Event:
    """``Event(type_, params, visible_to, reveals)``, the same immutable object each time the
    same event recurs (a turn's ``quissama.turn_ended``, a discard …): building an Event freezes
    its parameters, which costs more than the action it reports. Unhashable parameters (lists)
    get a fresh Event; pass tuples instead (an Event stores lists as tuples anyway)."""
    try:
        key = (type_, tuple(params.items()), visible_to, reveals)
        hit = _EVENTS.get(key)
    except TypeError:
        return Event(type_, params, visible_to, reveals)
    if hit is None:
        if len(_EVENTS) > 100000:
            _EVENTS.clear()
        hit = _EVENTS[key] = _event(type_, key[1], visible_to, reveals)
    return hit


def ev_fresh(type_: str, params: dict, visible_to: tuple[int, ...] | None = None, reveals: bool = False) -> Event:
    """``Event(type_, params, visible_to, reveals)``, not interned: for events whose parameters
    seldom recur (the cards a seat drew), which would only grow the table of :func:`ev`."""
    return _event(type_, tuple(params.items()), visible_to, reveals)


_PLAIN = frozenset((str, int, bool, type(None)))
_set = object.__setattr__


def _event(type_: str, items: tuple, visible_to: tuple[int, ...] | None, reveals: bool) -> Event:
    """``Event(type_, dict(items), visible_to, reveals)``, built directly when every parameter is
    a scalar or a tuple of scalars (already frozen: no per-value conversion); the same object
    field by field (pinned: ``tests/quissama/test_pinned_formats.py``)."""
    for _, v in items:
        t = type(v)
        if t not in _PLAIN and not (t is tuple and all([type(x) in _PLAIN for x in v])):
            return Event(type_, dict(items), visible_to, reveals)
    e = object.__new__(Event)
    _set(e, "type", type_)
    _set(e, "_params", tuple(sorted(items)))
    _set(e, "visible_to", None if visible_to is None else tuple(sorted(visible_to)))
    _set(e, "reveals", bool(reveals))
    _set(e, "known_to", None)
    return e


class EventKind:
    """A public event type with fixed scalar parameter names, called once per event:
    ``EventKind("quissama.cleanup", "seat")(2)`` is ``ev("quissama.cleanup", {"seat": 2})``
    (an equal Event), interned by the values alone (no parameter dict to build and hash)."""

    __slots__ = ("type", "names", "cache")

    def __init__(self, type_: str, *names: str) -> None:
        self.type, self.names, self.cache = type_, names, {}

    def __call__(self, *values: object) -> Event:
        hit = self.cache.get(values)
        if hit is None:
            if len(self.cache) > 20000:
                self.cache.clear()
            hit = self.cache[values] = _event(self.type, tuple(zip(self.names, values)), None, False)
        return hit


EV_PAID = EventKind("quissama.paid", "seat", "cards")
EV_MARKET = EventKind("quissama.market", "seat", "give", "take", "slot")
EV_CLEANUP = EventKind("quissama.cleanup", "seat")
EV_DISCARDED = EventKind("quissama.discarded", "seat", "card")
EV_DREW = EventKind("quissama.drew", "seat", "count", "reason")
EV_TURN_STARTED = EventKind("quissama.turn_started", "seat", "turn")
EV_TURN_ENDED = EventKind("quissama.turn_ended", "seat")


def drew_cards(seat: int, cards: tuple[str, ...]) -> Event:
    """``ev_fresh("quissama.drew_cards", {"seat": seat, "cards": cards}, visible_to=(seat,),
    reveals=True)`` built directly (once per draw; ``cards``: sorted kinds): the card kinds a
    seat drew, known to that seat only (rulebook Setup: hands are hidden)."""
    e = object.__new__(Event)
    _set(e, "type", "quissama.drew_cards")
    _set(e, "_params", (("cards", cards), ("seat", seat)))
    _set(e, "visible_to", (seat,))
    _set(e, "reveals", True)
    _set(e, "known_to", None)
    return e
