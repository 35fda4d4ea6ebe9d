"""Trick-taking rules shared by both variants (manual "Fluxo da Rodada": "Seguir naipe",
"Determine o vencedor da vaza") and the cached :class:`Action` objects of the engine."""

from __future__ import annotations

from typing import Sequence

from ..core import Action
from .rules_data import RANK_OF, SUIT_OF


def playable(hand: Sequence[str], led_suit: str | None) -> list[str]:
    """Cards of ``hand`` that may be played: any card when leading (``led_suit`` None) or
    when void in the led suit, else only cards of the led suit ("Seguir naipe")."""
    if led_suit is None:
        return list(hand)
    follow = [c for c in hand if SUIT_OF[c] == led_suit]
    return follow if follow else list(hand)


def trick_winner(cards: Sequence[str], trump: str | None) -> int:
    """Index in ``cards`` (in play order, leader first) of the winning card: the highest
    trump if any trump was played ("Condição 1"), else the highest card of the led suit
    ("Condição 2"). Ranks are unique within a suit, so there are no ties."""
    led = SUIT_OF[cards[0]]
    best = 0
    best_trump = trump is not None and SUIT_OF[cards[0]] == trump
    for i in range(1, len(cards)):
        c = cards[i]
        s = SUIT_OF[c]
        if best_trump:
            if s == trump and RANK_OF[c] > RANK_OF[cards[best]]:
                best = i
        elif trump is not None and s == trump:
            best, best_trump = i, True
        elif s == led and RANK_OF[c] > RANK_OF[cards[best]]:
            best = i
    return best


class _Cache(dict):
    """``key -> Action(type, <arg>=key)``, built on first use (Actions are immutable, so one
    object per decision is shared; this keeps ``legal_actions()`` cheap)."""

    def __init__(self, type_: str, arg: str) -> None:
        super().__init__()
        self.type_, self.arg = type_, arg

    def __missing__(self, key: str) -> Action:
        action = self[key] = Action(self.type_, **{self.arg: key})
        return action


CHOOSE_EXCELLENT = _Cache("choose_excellent", "suit")
DISCARD = _Cache("discard", "card")
PASS_CARD = _Cache("pass_card", "card")
PLAY = _Cache("play", "card")
BRIBE = _Cache("bribe", "card")
PEEK = _Cache("peek", "space")
GIVE = _Cache("give", "card")
TAKE = _Cache("take", "card")
