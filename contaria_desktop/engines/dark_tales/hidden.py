"""Identity shuffling (:func:`shuffle_unknown`) for the conformance suite and for bots that
sample hidden cards.

A seat knows a card's identity when the card is in a public zone or the seat is in the card's
``known`` set (DTD-8). Every other identity (other hands, the deck, cards out of the game) is
permuted among the handles that hold one; handles, zones and knowledge sets stay, so every
count, every public fact and the seat's own knowledge are unchanged. The spectator (``None``)
knows only what every seat knows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Rng

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState


def unknown_handles(st: "DarkTalesState", seat: int | None) -> list[int]:
    """Handles whose identity ``seat`` does not know (ascending)."""
    allm = st.all_mask
    if seat is None:
        return [h for h in range(len(st.ident)) if st.known[h] != allm]
    bit = 1 << seat
    return [h for h in range(len(st.ident)) if not st.known[h] & bit]


def shuffle_unknown(st: "DarkTalesState", seat: int | None, seed: int) -> "DarkTalesState":
    """A copy of ``st`` with the identities unknown to ``seat`` permuted at random (``seed``)."""
    out = st.clone()
    out.ident = list(st.ident)
    hs = unknown_handles(st, seat)
    ids = [st.ident[h] for h in hs]
    Rng(seed).shuffle(ids)
    for h, cid in zip(hs, ids):
        out.ident[h] = cid
    return out
