"""Identity shuffling for the conformance suite and for bots that sample hidden cards
(:func:`shuffle_unknown`).

"Unknown to a seat" means a card whose *place* the seat cannot name: another seat's hand,
another seat's face-down passing choice, the face-down discard pile (except the seat's own
discard and the face-up trump), the set-aside cards, Ea-Nasir's face-down hand (2 players);
and a quality space the seat has not seen. The seat deciding now is held fixed as well,
because its legal actions are computed from what it knows (its hand, its spaces); shuffling
them would change them.

Public information is kept: card counts per place, voids a seat has shown by not following
suit, and the rule that Ea-Nasir's passed card is not of the terrible suit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Rng
from .rules_data import SUIT_OF

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

Slot = tuple[list, int, set]  # (container, index, forbidden suits)


def _card_slots(st: "CharlataoState", fixed: set[int]) -> tuple[list[Slot], tuple[list, int] | None]:
    """Hidden card places not known to any seat in ``fixed``, and where Ea-Nasir's passed
    card sits (container, index) if it is constrained."""
    n = st.num_players
    slots: list[Slot] = []
    ea_pass_at: tuple[list, int] | None = None
    passing_done = st.is_duel or st.phase not in ("choose_excellent", "discard", "pass")
    known_cards: set[str] = set()
    if not st.is_duel:
        for v in fixed:
            d, p = st.pending[v]
            if passing_done:
                known_cards.update(c for c in (d, p) if c is not None)
        if st.trump_card is not None:
            known_cards.add(st.trump_card)
        ea = st.seat_of("ea_nasir")
        if ea is not None and st.pending[ea][1] is not None and st.qualities.get("terrible") is not None \
                and SUIT_OF[st.pending[ea][1]] != st.qualities["terrible"]:
            target = st.pending[ea] if not passing_done else st.hands[st.pass_to[ea]]  # type: ignore[index]
            card = st.pending[ea][1]
            if card in target:
                ea_pass_at = (target, target.index(card))
    for t in range(n):
        if t in fixed:
            continue
        voids = set(st.voids[t])
        hand = st.hands[t]
        for i, c in enumerate(hand):
            if c not in known_cards:
                slots.append((hand, i, voids))
        if not passing_done:
            for i, c in enumerate(st.pending[t]):
                if c is not None:
                    slots.append((st.pending[t], i, set()))
    for i, c in enumerate(st.pile):
        if c not in known_cards:
            slots.append((st.pile, i, set()))
    for i in range(len(st.leftover)):
        slots.append((st.leftover, i, set()))
    for i in range(len(st.ea_hidden)):
        slots.append((st.ea_hidden, i, set()))
    return slots, ea_pass_at


def shuffle_unknown(state: "CharlataoState", seat: int | None, seed: int) -> "CharlataoState":
    """A copy of ``state`` in which what ``seat`` (``None``: a spectator) does not know is
    permuted: the suits on unseen quality spaces, and the cards in hidden places (see the
    module docstring). Deterministic from ``seed``; ``state`` is not changed."""
    s = state.clone()
    rng = Rng(seed)
    fixed = {x for x in (seat, s.current) if x is not None}
    slots, ea_pass_at = _card_slots(s, fixed)

    # quality spaces
    if not s.revealed:
        seen: set[str] = set()
        for v in fixed:
            seen.update(s.known[v])
        free = [sp for sp, suit in s.qualities.items() if suit is not None and sp not in seen]
        ea_card = ea_pass_at[0][ea_pass_at[1]] if ea_pass_at else None
        for _ in range(20):
            suits = [s.qualities[sp] for sp in free]
            rng.shuffle(suits)
            trial = dict(s.qualities)
            trial.update(zip(free, suits))
            if ea_card is None or SUIT_OF[ea_card] != trial["terrible"]:
                s.qualities = trial
                break

    # cards
    if ea_pass_at is not None:
        terrible = s.qualities["terrible"]
        slots = [(c, i, f | {terrible}) if (c is ea_pass_at[0] and i == ea_pass_at[1]) else (c, i, f)
                 for c, i, f in slots]
    old = [c[i] for c, i, _ in slots]
    cards = list(old)
    k = len(cards)
    if k > 1:
        trial = list(cards)
        rng.shuffle(trial)
        if all(SUIT_OF[trial[j]] not in slots[j][2] for j in range(k)):
            cards = trial
        else:  # random transpositions that keep every constraint
            for _ in range(6 * k):
                a, b = rng.below(k), rng.below(k)
                if SUIT_OF[cards[b]] not in slots[a][2] and SUIT_OF[cards[a]] not in slots[b][2]:
                    cards[a], cards[b] = cards[b], cards[a]
    for (container, i, _), c in zip(slots, cards):
        container[i] = c
    remap = dict(zip(old, cards))
    if not s.is_duel and s.phase not in ("choose_excellent", "discard", "pass"):
        # after passing, a seat's discard/pass record follows the place the card sits in
        s.pending = [[remap.get(c, c) if c is not None else None for c in p] for p in s.pending]
    for t in range(s.num_players):
        if t not in fixed:
            s.sort_hand(t)
    return s
