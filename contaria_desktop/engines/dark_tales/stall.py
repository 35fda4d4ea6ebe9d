"""The Witch stall (issue 11): every seat holds the Witch's lock with an empty hand while the
deck still has cards, so under OQ-DT2 (``skip_turn``) every turn is a forced ``pass`` until the
house turn cap (OQ-DT15). With the option ``stall_fast_forward`` (default on) the engine plays
those forced passes itself, inside one ``apply()``, and reaches the same final state and result
as playing them out one decision at a time.

Why the stall is permanent (proved from the state, :func:`stalled`): a seat's hand, tableau,
items and the deck change only through a card play, an item line, a draw or a start-of-turn
step. No hand holds a card (no play), the deck is not empty but every seat is under the lock
(no draw, DT-N6), and every start-of-turn step of every tableau card is ``gain_vp`` (it only
adds VP). So only VP and the turn counter ever change; an item line is re-checked with
:func:`.turn.legal` before each forced pass, and the loop hands control back if anything but
``pass`` were ever legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Event
from .events import ev
from .steps import P, PASS, locked

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

#: start-of-turn ops that change nothing but a VP total (Old Sage, OQ-DT11)
_SCORE_ONLY_OPS = frozenset({"gain_vp"})


def stalled(st: "DarkTalesState") -> bool:
    """True when no seat can ever draw or play a card again (see the module docstring): the
    game is still on with no decision pending, the deck has cards, every hand is empty, every
    seat is under the Witch's lock (``witch_empty_hand = skip_turn``) and every start-of-turn
    step in force only gains VP."""
    if st.stage != "main" or st.pending is not None or st.stack or not st.deck:
        return False
    if st.options.get("witch_empty_hand", "skip_turn") != "skip_turn":
        return False
    starts = st.tab.steps_by["start"]
    ident = st.ident
    for seat in range(st.num_players):
        if st.hands[seat] or not locked(st, seat):
            return False
        for h in st.tableau[seat]:
            for step in starts.get(ident[h], ()):
                if step.get("op") not in _SCORE_ONLY_OPS:
                    return False
    return True


def gains_of(events: list[Event]) -> tuple[tuple[int, str, int], ...]:
    """The ``vp_gained`` events of ``events`` summed per (seat, source): a sorted tuple of
    ``(seat, source, amount)`` (the frozen form of the summary's ``gains``)."""
    total: dict[tuple[int, str], int] = {}
    for e in events:
        if e.type == _VP_GAINED:
            p = e.params
            key = (p["seat"], p["source"])
            total[key] = total.get(key, 0) + p["amount"]
    return tuple((seat, source, n) for (seat, source), n in sorted(total.items()))


_VP_GAINED = P + "vp_gained"


class ForcedPasses(list):
    """The event list of the passes :func:`fast_forward` plays: ``turn.apply`` sees it and does
    not start a second fast-forward inside the first (which would nest one call per turn)."""


def fast_forward(st: "DarkTalesState", events: list[Event]) -> None:
    """Play the forced passes of a stalled game (:func:`stalled`) up to the turn cap (OQ-DT15),
    with the same start-of-turn effects as one pass per decision. The turns' own events are
    dropped for one summary event ``dark_tales.stall_fast_forward`` followed by the usual
    ``game_over``. The summary's parameters: ``turns`` (int, the turn count at the end),
    ``skipped`` (int, passes played here, one per turn) and ``gains``: what the dropped
    ``vp_gained`` events said, summed, as ``[[seat, source, amount], ...]`` sorted by seat then
    source (only seats that gained). The summary is public like those events: VP amounts are
    public in events, only totals are hidden from other seats (OQ-DT10, ``views`` hides the
    totals unless ``open_scores``), so a reader learns nothing here the passes would not have
    told them one by one. Stops
    early, leaving the game as is, if ever more than ``pass`` is legal (it cannot, by the proof
    in the module docstring; the check keeps the engine honest under changed card data)."""
    from .turn import apply, legal  # the turn module imports this one

    scratch: list[Event] = ForcedPasses()
    skipped = 0
    while st.stage != "over":
        if st.pending is not None or legal(st) != [PASS]:
            events.extend(scratch)  # not a stall after all: keep every event
            return
        apply(st, PASS, scratch)
        skipped += 1
    over = scratch[-1]  # the game_over event of begin_turn
    events.append(ev(P + "stall_fast_forward", {"turns": st.turns, "skipped": skipped,
                                                   "gains": gains_of(scratch)}))
    events.append(over)
