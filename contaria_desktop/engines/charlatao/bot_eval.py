"""A judgement of a CharLatão game between rounds, for the bots' search (issue 12).

:func:`evaluate` is the engine's optional ``bot_evaluate`` hook (``docs/bots.md``): each seat's
expected reward 0..1 (its chance of winning, a shared win counted 1/k), so that a search's
playout can stop at the first round boundary instead of playing every remaining round out at
random. It is judged only where the score is exact - right after a round was scored
(manual "Fim da Rodada"; 2 players "Pontuação" and "Fim do Jogo para Dois Jogadores") - and
answers ``None`` in the middle of a round (the playout then plays on to the round's end).

It reads only the state it is given (a search judges its own sampled states, never the real
game), changes nothing and uses no randomness. It is bot guidance, not a rule: the numbers
below are estimates from seeded random games, not rulings.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from .rules_data import DATA

if TYPE_CHECKING:  # pragma: no cover
    from .state import CharlataoState

#: Spread (standard deviation, points) of one seat's round score around the round's mean in
#: random 3-5 player games (measured on 40 seeded games per count: 10.9 / 10.3 / 8.7).
ROUND_SPREAD = 10.0
#: 2 players: chance that a given participant (either buyer or Ea-Nasir) wins a round; rounds
#: are treated as won by one participant each (ties, which let several win, are rare).
DUEL_ROUND_CHANCE = 1.0 / 3.0
_EA = "ea_nasir"


def at_round_start(st: "CharlataoState") -> bool:
    """True at the first decision of a round after the first (the previous round was scored and
    nothing of this one has been decided): 3-5 players the Fornecedor's choice of the excellent
    suit, 2 players the first trick's lead."""
    if st.round == 0 or st.flow.phase == "over":
        return False
    if st.num_players == 2:
        return st.flow.phase == "play" and st.tricks_done == 0 and not st.trick
    return st.flow.phase == "choose_excellent"


def win_chances(totals: list[float], spread: float) -> list[float]:
    """Each seat's chance to finish first, for seats whose final totals are ``totals`` plus
    independent noise of scale ``spread`` (a logistic/softmax model; ``spread`` <= 0: the leaders
    share). Sums to 1."""
    best = max(totals)
    if spread <= 0:
        leaders = [t == best for t in totals]
        return [1.0 / sum(leaders) if lead else 0.0 for lead in leaders]
    weights = [math.exp((t - best) / spread) for t in totals]
    total = sum(weights)
    return [w / total for w in weights]


@lru_cache(maxsize=4096)
def duel_chances(wins: tuple[int, int, int], needed: int, rounds_left: int) -> tuple[float, float, float]:
    """2 players: the shares of the game the two buyers and Ea-Nasir (in that order) can expect
    from round wins ``wins``, when each round is won by one of the three with
    :data:`DUEL_ROUND_CHANCE` each (the game ends when exactly one has the most wins and at least
    ``needed``; after ``rounds_left`` more rounds the leaders share, the house cap)."""
    best = max(wins)
    leaders = [w == best for w in wins]
    if best >= needed and sum(leaders) == 1:
        return tuple(1.0 if lead else 0.0 for lead in leaders)
    if rounds_left <= 0:
        k = sum(leaders)
        return tuple(1.0 / k if lead else 0.0 for lead in leaders)
    out = [0.0, 0.0, 0.0]
    for i in range(3):
        nxt = list(wins)
        nxt[i] += 1
        sub = duel_chances(tuple(nxt), needed, rounds_left - 1)
        for j in range(3):
            out[j] += DUEL_ROUND_CHANCE * sub[j]
    return tuple(out)


def evaluate(st: "CharlataoState") -> list[float] | None:
    """Each seat's expected reward (0..1) at the start of a round, else ``None``.

    3-5 players: the totals of the rounds scored so far, with ``ROUND_SPREAD`` points of
    uncertainty per round still to play (one round per player, "Fim de Jogo"), through
    :func:`win_chances`. 2 players: :func:`duel_chances` of the round wins (a round Ea-Nasir wins
    alone makes both seats lose, as the payoffs count it)."""
    if not at_round_start(st):
        return None
    n = st.num_players
    if n == 2:
        rules = DATA["two_player"]
        w = st.round_wins
        chances = duel_chances((w["0"], w["1"], w[_EA]), rules["round_wins_to_win"],
                               max(0, rules["max_rounds"] - st.round))
        return [chances[0], chances[1]]
    totals = [sum(r[s] for r in st.round_points) for s in range(n)]
    left = n - st.round
    return win_chances(totals, 0.8 * ROUND_SPREAD * math.sqrt(left))
