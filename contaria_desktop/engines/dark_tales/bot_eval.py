"""A judgement of a Dark Tales game in progress, for the bots' search (issue 12).

:func:`evaluate` is the engine's optional ``bot_evaluate`` hook (``docs/bots.md``): each seat's
expected reward 0..1 (its chance of winning), so that a search's playout can stop after a few
turns instead of playing the whole game out at random. The score it starts from is the one the
game would give if it ended now (VP taken in play plus setting card B's scoring, DT-E4/E5, as
:func:`.scoring.final` computes it); the turns still to come add uncertainty.

It reads only the state it is given (a search judges its own sampled states, never the real
game), changes nothing and uses no randomness. It is bot guidance, not a rule: the numbers
below are estimates from seeded random games, not rulings.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from . import scoring
from .turn import _MAX_TURNS

if TYPE_CHECKING:  # pragma: no cover
    from .state import DarkTalesState

#: Spread (points) one seat's score gains per turn of its own still to play: random games end
#: with a spread of about 15 points after ~52 turns each (2 players) and 5 points after ~10
#: turns each (4 players): about 2 points times the square root of the turns left.
TURN_SPREAD = 2.0


def turns_left_per_seat(st: "DarkTalesState") -> float:
    """A rough count of the turns each seat still plays: each turn draws one card (while the
    deck lasts) and plays one, so the game lasts about as many turns as there are cards in the
    deck and the hands (DT-E2), within the turn cap (OQ-DT15)."""
    cards = len(st.deck) + sum(len(h) for h in st.hands)
    cap = st.options.get("max_turns", _MAX_TURNS) - st.turns
    return max(0.0, min(cards, cap)) / st.num_players


def evaluate(st: "DarkTalesState") -> list[float] | None:
    """Each seat's expected reward (0..1): a softmax of the scores if the game ended now, with
    ``TURN_SPREAD * sqrt(turns left per seat)`` points of uncertainty. ``None`` while an effect
    is being resolved (judged at a turn's main decision only)."""
    if st.stage != "main" or st.stack or st.pending is not None:
        return None
    n = st.num_players
    b = scoring.b_lines(st)
    totals = [st.vp[s] + sum(line["points"] for line in b[s]) for s in range(n)]
    spread = TURN_SPREAD * math.sqrt(max(1.0, turns_left_per_seat(st)))
    best = max(totals)
    weights = [math.exp((t - best) / spread) for t in totals]
    total = sum(weights)
    return [w / total for w in weights]
