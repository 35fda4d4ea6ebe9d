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


#: handle names by place, built once: ``_HAND_KEYS[seat][i] == f"hand:{seat}:{i}"``,
#: ``_DECK_KEYS[i] == f"deck:{i}"`` (a bot draws hundreds of worlds per decision)
_HAND_KEYS = [[f"hand:{s}:{i}" for i in range(32)] for s in range(5)]
_DECK_KEYS = [f"deck:{i}" for i in range(128)]


def _keys(prefix: str, cache: list[str], n: int) -> list[str]:
    """``cache`` (names ``f"{prefix}{i}"``), grown to at least ``n`` names (``map`` over it
    and a place list stops at the shorter)."""
    if n > len(cache):
        cache.extend(f"{prefix}{i}" for i in range(len(cache), n))
    return cache


def with_identities(st: "QuissamaState", assignment: Mapping[str, Any]) -> "QuissamaState":
    """A copy whose hand and deck places hold ``assignment``; what a seat knows stays with the
    place (a peeked place stays peeked, whatever card it now holds)."""
    out = st.clone()
    get = assignment.get
    old_known, old_public = st.known, set(st.public)
    known: dict[str, list[int]] = {}
    public: list[str] = []
    for s, hand in enumerate(st.hands):
        new_hand = list(map(get, _keys(f"hand:{s}:", _HAND_KEYS[s], len(hand)), hand))
        if old_known or old_public:
            for c, new in zip(hand, new_hand):
                if c in old_known:
                    known[new] = list(old_known[c])
                if c in old_public:
                    public.append(new)
        out.hands[s] = new_hand
    out.deck = list(map(get, _keys("deck:", _DECK_KEYS, len(st.deck)), st.deck))
    out.known, out.public = known, public
    out._legal = out._legal_set = None
    return out
