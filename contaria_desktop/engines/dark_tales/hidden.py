"""The knowledge model of Dark Tales (``docs/knowledge-model.md``): :func:`knowledge` and
:func:`with_identities`, on which the kit's generic ``State.sample_unknown`` /
``shuffle_unknown`` permute the identities a seat does not know.

A seat knows a card's identity when the card is in a public zone or the seat is in the card's
``known`` set (DTD-8): its own hand and draws (DT-S9, DT-T4), the cards it looked at with the
Secret Helper (still on the deck), every hand the Gypsy showed (OQ-DT12), the Wizard's revealed
Spell (OQ-DT4), a card taken from a public zone into a hand (DT-G5). ``known`` only grows while
a card stays hidden and every change follows a public event, so ``known_to`` is itself public.

Handles are the card handles ``c00..c47``. The 48 cards share one back and one shuffled deck
(rulebook "Preparar"), so every identity may sit behind any hidden handle: one group,
``"card"``. Cards come in copies (``copies`` in the card data) while an identity must be unique
in its group, so the identity of a handle is ``"<card id>#<k>"``: the ``k``-th handle (in handle
order) holding that card. Copies are interchangeable, so the suffix carries no information and
:func:`with_identities` drops it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core.knowledge import Handle, Knowledge

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

#: the only identity group (one deck, one deal per game)
GROUP = "card"

_SEATS_OF = [frozenset(s for s in range(4) if m >> s & 1) for m in range(16)]


def knowledge(st: "DarkTalesState") -> Knowledge:
    """Every card handle, its identity ``"<card id>#<copy>"``, the seats in its ``known``
    set, and ``public`` when every seat knows it (a public zone, a reveal to all). Actions
    name handles, so no group is named by an action."""
    allm = st.all_mask
    copy: dict[str, int] = {}
    handles = []
    for h, cid in enumerate(st.ident):
        k = copy.get(cid, 0)
        copy[cid] = k + 1
        m = st.known[h]
        handles.append(Handle(f"c{h:02d}", f"{cid}#{k}", GROUP, _SEATS_OF[m], m == allm))
    return Knowledge(tuple(handles))


def with_identities(st: "DarkTalesState", assignment: Mapping[str, Any]) -> "DarkTalesState":
    """A copy of ``st`` in which handle ``"cNN"`` holds the card of ``assignment["cNN"]``
    (an identity of :func:`knowledge`). Raises ``KeyError`` for an unknown handle."""
    from .state import HANDLE_INDEX
    out = st.clone()
    ident = list(st.ident)  # clone() shares ident: it never changes after the deal
    for key, name in assignment.items():
        ident[HANDLE_INDEX[key]] = name.split("#", 1)[0]
    out.ident = ident
    out._legal = None
    return out
