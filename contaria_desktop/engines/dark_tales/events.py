"""A fast constructor for the kit's :class:`~contaria_desktop.engines.core.Event`.

Dark Tales emits three or four events per decision; building them through ``Event.__init__``
(which freezes and sorts every parameter generically) took half of the engine's time in random
playouts. :func:`ev` builds the same immutable object directly: scalar parameters are stored
as they are, anything else goes through the kit's own freezing. ``tests/dark_tales`` checks
that every event it makes equals the one ``Event(...)`` makes (``Event.from_json(e.to_json())``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core.records import Event, _freeze

_SCALAR = frozenset((str, int, bool, type(None)))
_new = Event.__new__
# the slots' own setters: a third cheaper than ``object.__setattr__`` (no name look-up), and
# they bypass ``Event.__setattr__``, which refuses every write after construction
_TYPE, _PARAMS, _VISIBLE, _REVEALS, _KNOWN = (Event.__dict__[k].__set__
                                              for k in ("type", "_params", "visible_to", "reveals", "known_to"))


def ev(type: str, params: Mapping[str, Any], visible_to: tuple[int, ...] | None = None,
       reveals: bool = False, known_to: tuple[int, ...] | None = None) -> Event:
    """``Event(type, params, visible_to, reveals, known_to)``; ``visible_to`` and ``known_to``
    must be sorted tuples.
    A tuple value must already be frozen (tuples of scalars or of such tuples)."""
    e = _new(Event)
    _TYPE(e, type)
    _PARAMS(e, tuple(sorted([(k, v if v.__class__ in _SCALAR or v.__class__ is tuple
                              else _freeze(v, type)) for k, v in params.items()])))
    _VISIBLE(e, visible_to)
    _REVEALS(e, reveals)
    _KNOWN(e, known_to)
    return e


def ev_sorted(type: str, params: tuple[tuple[str, Any], ...], visible_to: tuple[int, ...] | None = None,
              reveals: bool = False, known_to: tuple[int, ...] | None = None) -> Event:
    """Like :func:`ev` for the hottest events: ``params`` is already a tuple of ``(key, value)``
    pairs sorted by key, with frozen values (pairs may be shared, prebuilt tuples: events
    compare by value)."""
    e = _new(Event)
    _TYPE(e, type)
    _PARAMS(e, params)
    _VISIBLE(e, visible_to)
    _REVEALS(e, reveals)
    _KNOWN(e, known_to)
    return e


#: Shared events by their parameters (events are immutable values, so one object may stand
#: in every list that holds an equal event): the hottest events of a turn are looked up here
#: rather than built again. Keys are small tuples; each cache is bounded by the game's
#: handles x card ids x seats (x turns for ``turn_started``), a few thousand entries.
PLAYED: dict[tuple, Event] = {}
TURN_STARTED: dict[tuple, Event] = {}
DREW_ONE: dict[tuple, Event] = {}
VP_GAINED: dict[tuple, Event] = {}

