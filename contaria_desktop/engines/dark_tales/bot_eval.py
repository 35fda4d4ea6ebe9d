"""A judgement of a Dark Tales game in progress, for the bots' search (issue 12).

:func:`evaluate` is the engine's optional ``bot_evaluate`` hook (``docs/bots.md``): each seat's
expected reward 0..1 (its chance of winning), so that a search's playout can stop after a few
turns instead of playing the whole game out at random. The score it starts from is the one the
game would give if it ended now (VP taken in play plus setting card B's scoring, DT-E4/E5, as
:func:`.scoring.final` computes it), plus a value for each owned item and each card in hand
(both predict the result: fitted on random games); the turns still to come add uncertainty.

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

#: Spread (points) one seat's standing gains per turn of its own still to play:
#: ``TURN_SPREAD * sqrt(turns left per seat)``. With :data:`ITEM_VALUE` and :data:`HAND_VALUE`
#: below, the three numbers are the best Brier score (the softmax against the final win share)
#: over a grid, fitted on 600 seeded random 2-player games judged at turns 4-36 and checked on
#: 400 4-player games (``scripts/bot_diagnose.py evaluation``): Brier 0.230 / 0.192 / 0.142 at
#: turns 12 / 20 / 28 (2 players) where the score alone with spread 2 gave 0.260 / 0.236 /
#: 0.178; 4 players about equal (0.183 / 0.174 / 0.158 against 0.184 / 0.180 / 0.161).
TURN_SPREAD = 3.0
#: Points an owned item is worth besides what setting B scores for it now: it may pay for an
#: item line of setting A (DT-T6/T7) and counts in the tie-break (DT-E6). Fitted with TURN_SPREAD.
ITEM_VALUE = 1.0
#: Points a card in hand is worth: it is one more card to play (its VP and effect) and counts
#: in the tie-break (DT-E6). Fitted with TURN_SPREAD.
HAND_VALUE = 2.5

#: Whether a bot's search may use MAST playouts here (``BOT_MAST``, docs/bots.md): no. MAST
#: keys its statistics by the action, and a ``play`` action names a card handle whose identity
#: each sampled world re-deals (any card the deciding seat has not seen), so its statistics mix
#: different cards; measured with ``scripts/bot_diagnose.py`` and head to head (docs/bots.md).
MAST = False


def turns_left_per_seat(st: "DarkTalesState") -> float:
    """A rough count of the turns each seat still plays: each turn draws one card (while the
    deck lasts) and plays one, so the game lasts about as many turns as there are cards in the
    deck and the hands (DT-E2), within the turn cap (OQ-DT15)."""
    cards = len(st.deck) + sum(len(h) for h in st.hands)
    cap = st.options.get("max_turns", _MAX_TURNS) - st.turns
    return max(0.0, min(cards, cap)) / st.num_players


def standing(st: "DarkTalesState") -> list[float]:
    """Each seat's standing in points: the score if the game ended now (VP in play plus setting
    B's scoring, DT-E4/E5, as :func:`.scoring.final` adds them) plus :data:`ITEM_VALUE` per owned
    item and :data:`HAND_VALUE` per card in hand."""
    b = scoring.b_lines(st)
    return [st.vp[s] + sum(line["points"] for line in b[s]) + ITEM_VALUE * sum(st.items[s].values())
            + HAND_VALUE * len(st.hands[s]) for s in range(st.num_players)]


def evaluate(st: "DarkTalesState") -> list[float] | None:
    """Each seat's expected reward (0..1): a softmax of the seats' :func:`standing`, with
    ``TURN_SPREAD * sqrt(turns left per seat)`` points of uncertainty. ``None`` while an effect
    is being resolved (judged at a turn's main decision only)."""
    if st.stage != "main" or st.stack or st.pending is not None:
        return None
    totals = standing(st)
    spread = TURN_SPREAD * math.sqrt(max(1.0, turns_left_per_seat(st)))
    best = max(totals)
    weights = [math.exp((t - best) / spread) for t in totals]
    total = sum(weights)
    return [w / total for w in weights]
