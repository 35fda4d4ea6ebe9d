"""A cheap position estimate for the bots' truncated playouts (issue 12; the optional engine hook
``state.bot_evaluate()`` of ``docs/bots.md``).

Quissama has no score: a player wins the moment an unblocked character he holds has its
objective met (rulebook, Know the Characters; R27). So a position is judged by how close each
seat is to that: for every character, the share of its objective already reached on the board
(:func:`objective_progress`, from the same data as the victory check:
``characters.ids.*.objective``), weighted by how firmly the seat holds it (:data:`HOLD`: owned
and unblocked, owned but blocked, one meeple of two towards conquering it). A seat's progress is
its best such product; the seats' expected rewards are a softmax of those progresses
(:data:`SHARPNESS`), so they sum to 1 like the payoffs of a game with a winner.

It reads the whole state (the bots call it on a sampled determinization, never on the real
state) but only public facts: the board, the Ministry and the Gallery. Deterministic: no random
generator, no hidden card. Changes no state and no format.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .rules_data import BUSINESSES, CHARACTERS, WORKERS

if TYPE_CHECKING:  # pragma: no cover
    from .state import QuissamaState as S

#: how much of a character's objective progress counts for a seat that (owns it unblocked, owns
#: it blocked by another player's meeple, has one meeple of the two that conquer it); bot tuning,
#: not a rule
HOLD = (1.0, 0.6, 0.35)
#: softmax sharpness: a seat one whole objective ahead of another gets e^SHARPNESS times its share
SHARPNESS = 5.0
#: playout decisions before the estimate scores a simulation (the search's ``BOT_PLAYOUT_DEPTH``):
#: a turn is about 6-15 decisions, so about one to three turns of random play
PLAYOUT_DEPTH = 16

_BERN = "BERNARDINA"
_BUSINESS_IDS = tuple(BUSINESSES)


def _fill(values: list[float], k: int) -> float:
    """Mean of the ``k`` largest of ``values`` (each 0..1), missing ones counting 0."""
    if k <= 0:
        return 1.0
    values.sort(reverse=True)
    return sum(values[:k]) / k


def _business_fill(st: "S", seat: int) -> list[float]:
    """Per business ``seat`` is the merchant of: workers / worker spaces (1.0 = full)."""
    out = []
    for b in _BUSINESS_IDS:
        v = st.businesses[b]
        if v["merchant"] == seat:
            out.append(min(v["workers"], WORKERS) / WORKERS)
    return out


def objective_progress(st: "S", seat: int, char: str) -> float:
    """The share (0..1) of ``char``'s objective met on the board for ``seat`` as its holder
    (rulebook, Know the Characters; data ``characters.ids.*.objective``): Bernardina held
    (1, or 0.5 with one own meeple on her or held but blocked); the Cabeça de Porco's fill; the
    ministers and full businesses asked for (a business with some workers counts its share);
    the squares' fill (the fullest ones asked for). 1.0 means the objective is met. Characters
    without an objective give 0."""
    obj = CHARACTERS[char]
    kind = obj.get("objective")
    if kind == "own_bernardina":
        g = st.gallery.get(_BERN)
        if g is None:
            return 0.0
        if g["owner"] == seat:
            return 1.0 if st.active(seat, _BERN) else 0.5
        return 0.5 if seat in g["meeples"] else 0.0
    if kind == "cdp_full":
        return min(st.cdp, st.cdp_cap) / st.cdp_cap if st.cdp_cap else 1.0
    if kind == "ministers":
        m = int(obj["ministers"])
        return min(st.ministry.count(seat), m) / m
    if kind == "ministers_and_full_businesses":
        m, f = int(obj["ministers"]), int(obj["full_businesses"])
        return (min(st.ministry.count(seat), m) + f * _fill(_business_fill(st, seat), f)) / (m + f)
    if kind == "full_businesses":
        return _fill(_business_fill(st, seat), int(obj["full_businesses"]))
    if kind == "full_squares":
        cap = st.sq_cap
        return _fill([min(n, cap[q]) / cap[q] for q, n in st.squares.items()], int(obj["squares"]))
    return 0.0


def seat_progress(st: "S", seat: int) -> float:
    """``seat``'s best ``HOLD weight × objective progress`` over the Gallery (0..1)."""
    best = 0.0
    for char, g in st.gallery.items():
        if char == _BERN:
            continue
        owner, ms = g["owner"], g["meeples"]
        if owner == seat:
            weight = HOLD[0] if ms.count(seat) == len(ms) else HOLD[1]
        elif seat in ms:
            weight = HOLD[2]
        else:
            continue
        if weight > best:
            value = weight * objective_progress(st, seat, char)
            if value > best:
                best = value
    return best


def evaluate(st: "S") -> list[float]:
    """Each seat's expected reward (0..1, summing to 1) in a non-final state: a softmax of
    :func:`seat_progress` with :data:`SHARPNESS`. A finished state gets its payoffs (the winner
    1, a draw 0 for all) so the estimate agrees with the result."""
    n = st.num_players
    if st.phase == "over":
        return [1.0 if s == st.winner else 0.0 for s in range(n)]
    weights = [math.exp(SHARPNESS * seat_progress(st, s)) for s in range(n)]
    total = sum(weights)
    return [w / total for w in weights]
