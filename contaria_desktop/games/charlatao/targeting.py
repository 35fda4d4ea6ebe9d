"""Turns clicks on the CharLatão table into one of the engine's legal actions (no Qt).

Keys (``docs/charlatao-engine-contract.md`` "Actions"):

- ``"card:<card>"`` - a copper card: ``discard``, ``pass_card``, ``play``, ``give``, ``take``;
- ``"card:suit:<suit>"`` - a suit card offered to the Supplier: ``choose_excellent``;
- ``"card:q:<space>"`` - a face-down quality space: ``peek`` (2 players);
- ``"bribe:<seat>"`` - the Bribe token (2 players): clicking it selects "bribe"; the cards
  that may be bribed with become the targets, and a click on one is the ``bribe`` action.
  A card that may be played normally is played by a direct click.

Cards of the deciding seat's hand that are not legal now are "disabled", each with a reason
key (``follow``, ``follow_or_bribe``, ``bribe_follows``, ``terrible_pass``,
``keep_passable``) and the suit concerned, turned into words by ``describe``.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from ...table.targeting import Targeting

CARD = "card:"
SUIT = "card:suit:"
SPACE = "card:q:"
BRIBE = "bribe:"

_CARD_ACTIONS = ("discard", "pass_card", "play", "give", "take")


def _suit(card: str) -> str:
    return card.rpartition("-")[0]


def action_key(action: Any) -> str | None:
    """The table key clicked for ``action`` (``None`` for a bribe, which needs the token)."""
    t = getattr(action, "type", None)
    if t in _CARD_ACTIONS:
        return CARD + str(action["card"])
    if t == "choose_excellent":
        return SUIT + str(action["suit"])
    if t == "peek":
        return SPACE + str(action["space"])
    return None


class CharlataoTargeting(Targeting):
    """Selection state for one decision of ``seat``. ``legal`` are the engine's ``Action``
    objects (empty when the table is not interactive); ``view`` the view on screen (for the
    disabled cards' reasons); ``describe(reason_key, suit) -> str`` words a reason."""

    def __init__(self, legal: Iterable[Any], seat: int | None, view: Mapping[str, Any] | None = None,
                 describe: Callable[[str, Any], str] | None = None) -> None:
        super().__init__(legal, seat, view)
        self.describe = describe or (lambda key, suit: key)
        self.direct: dict[str, Any] = {}
        self.bribes: dict[str, Any] = {}
        for action in self.legal:
            if getattr(action, "type", None) == "bribe":
                self.bribes[CARD + str(action["card"])] = action
                continue
            key = action_key(action)
            if key is not None:
                self.direct[key] = action

    # --- what is highlighted ------------------------------------------------------------
    def bribe_key(self) -> str | None:
        return f"{BRIBE}{self.seat}" if self.bribes and self.seat is not None else None

    def choices(self, selection: str | None) -> dict[str, Any]:
        """Cards (and suit cards, quality spaces) are one click each; the Bribe token
        selects, then a card that may be bribed with completes the ``bribe``."""
        bk = self.bribe_key()
        if selection is not None and selection == bk:
            return dict(self.bribes)
        out = dict(self.direct)
        if bk is not None:
            out[bk] = None
        return out

    def disabled(self) -> dict[str, str]:
        """Hand cards of the deciding seat that may not be chosen now -> why (in words)."""
        if not self.legal or self.seat is None:
            return {}
        hands = self.view.get("hands") or []
        hand = hands[self.seat] if 0 <= self.seat < len(hands) and hands[self.seat] else []
        phase = self.view.get("phase")
        led_cards = (self.view.get("trick") or {}).get("cards") or []
        led = _suit(led_cards[0]) if led_cards else None
        terrible = (self.view.get("qualities") or {}).get("terrible")
        out: dict[str, str] = {}
        bribing = self.selection is not None and self.selection == self.bribe_key()
        for card in hand:
            key = CARD + card
            if bribing:
                if key not in self.bribes:
                    out[key] = self.describe("bribe_follows", led)
                continue
            if key in self.direct:
                continue
            if phase == "play" and led is not None:
                why = "follow_or_bribe" if key in self.bribes else "follow"
                out[key] = self.describe(why, led)
            elif phase == "pass":
                out[key] = self.describe("terrible_pass", terrible)
            elif phase == "discard":
                out[key] = self.describe("keep_passable", terrible)
        return out
