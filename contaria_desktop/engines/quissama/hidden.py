"""The knowledge model of Quissama (:func:`knowledge`, :func:`with_identities`), on which the
kit's generic identity shuffle (``State.shuffle_unknown``) and the conformance harness run.

Hidden (rulebook Setup «hiding them from the others», R33, Q-H10): the hands and the deck. Public:
the Market, the discard pile, Quissama's stash, the board, tokens, Gallery and play areas. Handles
are places: ``hand:<seat>:<i>`` and ``deck:<i>`` (``deck:0`` is the bottom), one group ``"card"``
(identities are card ids ``"KIND.n"``). Known to: the holder; seats in ``known[card]`` (Woodruff's
peek, a swapped or stolen card's other party); everybody for ``public`` hand cards (taken from the
Market or rescued from the stash). Actions name card *kinds*, never ids, so no action group.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..core import Handle, Knowledge

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState


def knowledge(st: "QuissamaState") -> Knowledge:
    public = set(st.public)
    handles: list[Handle] = []
    for s, hand in enumerate(st.hands):
        for i, c in enumerate(hand):
            known = frozenset([s, *st.known.get(c, ())])
            handles.append(Handle(f"hand:{s}:{i}", c, "card", known, c in public))
    for i, c in enumerate(st.deck):
        handles.append(Handle(f"deck:{i}", c, "card"))
    return Knowledge(tuple(handles))


def with_identities(st: "QuissamaState", assignment: Mapping[str, Any]) -> "QuissamaState":
    """A copy whose hand and deck places hold ``assignment``; what a seat knows stays with the
    place (a peeked place stays peeked, whatever card it now holds)."""
    out = st.clone()
    old_known, old_public = dict(st.known), set(st.public)
    out.known, out.public = {}, []
    for s, hand in enumerate(st.hands):
        for i, c in enumerate(hand):
            new = assignment.get(f"hand:{s}:{i}", c)
            out.hands[s][i] = new
            if c in old_known:
                out.known[new] = list(old_known[c])
            if c in old_public:
                out.public.append(new)
    for i, c in enumerate(st.deck):
        out.deck[i] = assignment.get(f"deck:{i}", c)
    out._legal = out._legal_set = None
    return out
