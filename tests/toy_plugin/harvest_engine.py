"""Harvest, the toy third game's engine (tests only; pure Python, no Qt).

Rules (made up for the plug-in test, issue 10 "Done when"):

- 12 fruit cards: 3 kinds (apple, pear, plum) x values 1-4, shuffled; each of the 2-3
  players is dealt 2 cards in secret, the rest is a face-down deck.
- Two baskets in the middle hold at most :data:`BASKET_SIZE` cards each, face up.
- On your turn either put a card from your hand into a basket with room (you then draw the
  top card of the deck, if any, in secret), or pass (``Action("pass")``).
- The game ends when every hand is empty or every player passed in a row.
- Scoring: each card scores its value to the player who put it in; a card of the kind most
  common in its basket (ties: none) scores :data:`RIPE_BONUS` more.

Card identities sit behind handles (``c0``...``c11``); ``view(seat)`` names only cards that
seat may know (its hand, cards in baskets). ``shuffle_unknown`` permutes the others.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from contaria_desktop.engines.core import (Action, Event, GameNotOver, GameSpec, Result, Rng, State,
                                           StateFormatError, register)

KINDS = ("apple", "pear", "plum")
VALUES = (1, 2, 3, 4)
HAND_SIZE = 2
BASKETS = 2
BASKET_SIZE = 6
RIPE_BONUS = 2


def identity_kind(identity: str) -> str:
    """``"pear-3"`` -> ``"pear"``."""
    return identity.split("-", 1)[0]


def identity_value(identity: str) -> int:
    """``"pear-3"`` -> ``3``."""
    return int(identity.split("-", 1)[1])


class HarvestState(State):
    GAME_ID = "harvest"

    def __init__(self) -> None:
        self.num_players = 2
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.rng = Rng(0)
        self.identity: dict[str, str] = {}       # handle -> "kind-value"
        self.hands: list[list[str]] = []
        self.deck: list[str] = []                # top = last
        self.baskets: list[list[list[Any]]] = [[] for _ in range(BASKETS)]   # [handle, seat]
        self.turn = 0
        self.passes = 0

    # ----- construction -------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any]) -> "HarvestState":
        s = cls()
        s.num_players, s.options, s.seed, s.rng = num_players, dict(options), seed, Rng(seed)
        cards = [f"{k}-{v}" for k in KINDS for v in VALUES]
        s.rng.shuffle(cards)
        handles = [f"c{i}" for i in range(len(cards))]
        s.identity = dict(zip(handles, cards))
        s.hands = [handles[HAND_SIZE * p: HAND_SIZE * (p + 1)] for p in range(num_players)]
        s.deck = handles[HAND_SIZE * num_players:]
        return s

    # ----- play ---------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.is_terminal else self.turn

    @property
    def is_terminal(self) -> bool:
        return not any(self.hands) or self.passes >= self.num_players

    def legal_actions(self) -> list[Action]:
        if self.is_terminal:
            return []
        acts = [Action("play", card=h, basket=b) for h in sorted(self.hands[self.turn])
                for b in range(BASKETS) if len(self.baskets[b]) < BASKET_SIZE]
        return acts + [Action("pass")]

    def _apply(self, action: Action) -> list[Event]:
        p = self.turn
        if action.type == "pass":
            self.passes += 1
            events = [Event("harvest.passed", {"seat": p})]
        else:
            card, basket = action["card"], action["basket"]
            self.hands[p].remove(card)
            self.baskets[basket].append([card, p])
            self.passes = 0
            events = [Event("harvest.played", {"seat": p, "card": card, "basket": basket,
                                               "identity": self.identity[card]}, reveals=True)]
            if self.deck:
                drawn = self.deck.pop()
                self.hands[p].append(drawn)
                events.append(Event("harvest.drew", {"seat": p}))
                events.append(Event("harvest.drew_private", {"seat": p, "identity": self.identity[drawn]},
                                    visible_to=[p], reveals=True))
        self.turn = (self.turn + 1) % self.num_players
        if self.is_terminal:
            events.append(Event("harvest.game_over", {"winners": list(self.result().winners)}))
        return events

    # ----- information --------------------------------------------------------------
    def _card(self, handle: str, known: bool) -> dict[str, Any]:
        return {"handle": handle, "identity": self.identity[handle] if known else None}

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "viewer": seat,
            "num_players": self.num_players,
            "current_player": self.current_player,
            "hands": [[self._card(h, seat == p) for h in hand] for p, hand in enumerate(self.hands)],
            "deck": len(self.deck),
            "baskets": [[dict(self._card(h, True), seat=owner) for h, owner in basket]
                        for basket in self.baskets],
            "basket_size": BASKET_SIZE,
            "passes": self.passes,
            "prompt": "harvest.prompt.game_over" if self.is_terminal else "harvest.prompt.play",
        }

    def omniscient_view(self) -> dict[str, Any]:
        view = self.view(None)
        view["hands"] = [[self._card(h, True) for h in hand] for hand in self.hands]
        view["deck_cards"] = [self.identity[h] for h in self.deck]
        return view

    def result(self) -> Result:
        """Each card its value to whoever placed it, plus the ripe bonus (module doc)."""
        if not self.is_terminal:
            raise GameNotOver("the harvest is not over", "illegal.not_over")
        breakdown: dict[str, list[dict[str, Any]]] = {str(p): [] for p in range(self.num_players)}
        scores = [0] * self.num_players
        for b, basket in enumerate(self.baskets):
            counts = Counter(identity_kind(self.identity[h]) for h, _ in basket).most_common()
            ripe = counts[0][0] if counts and (len(counts) == 1 or counts[0][1] > counts[1][1]) else None
            for p in range(self.num_players):
                mine = [self.identity[h] for h, owner in basket if owner == p]
                if not mine:
                    continue
                points = sum(identity_value(i) for i in mine)
                breakdown[str(p)].append({"key": "harvest.score.basket",
                                          "params": {"basket": b, "cards": len(mine)}, "points": points})
                ripe_cards = sum(identity_kind(i) == ripe for i in mine)
                if ripe_cards:
                    breakdown[str(p)].append({"key": "harvest.score.ripe",
                                              "params": {"basket": b, "kind": ripe, "cards": ripe_cards},
                                              "points": RIPE_BONUS * ripe_cards})
                    points += RIPE_BONUS * ripe_cards
                scores[p] += points
        best = max(scores)
        return Result(tuple(scores), tuple(p for p, s in enumerate(scores) if s == best),
                      breakdown=breakdown)

    # ----- serialization ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"n": self.num_players, "options": dict(self.options), "seed": self.seed,
                "rng": self.rng.to_json(), "identity": dict(self.identity),
                "hands": [list(h) for h in self.hands], "deck": list(self.deck),
                "baskets": [[list(c) for c in b] for b in self.baskets],
                "turn": self.turn, "passes": self.passes}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "HarvestState":
        try:
            s = cls()
            s.num_players, s.options, s.seed = int(data["n"]), dict(data["options"]), data["seed"]
            s.rng = Rng.from_json(data["rng"])
            s.identity = {str(k): str(v) for k, v in data["identity"].items()}
            s.hands = [list(h) for h in data["hands"]]
            s.deck = list(data["deck"])
            s.baskets = [[[c[0], int(c[1])] for c in b] for b in data["baskets"]]
            s.turn, s.passes = int(data["turn"]), int(data["passes"])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
            raise StateFormatError(f"bad harvest state: {err}") from None
        return s

    def shuffle_unknown(self, seat: int | None, seed: int) -> "HarvestState":
        """Permute the identities of the deck and of the hands ``seat`` does not see."""
        s = self.clone()
        unknown = list(s.deck) + [h for p, hand in enumerate(s.hands) if p != seat for h in hand]
        values = [s.identity[h] for h in unknown]
        Rng(seed).shuffle(values)
        s.identity.update(zip(unknown, values))
        return s


GAME = register(GameSpec("harvest", "harvest.game_name", 2, 3, (), 12 * 3 + 3, HarvestState))
