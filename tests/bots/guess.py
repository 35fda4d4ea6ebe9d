"""A tiny hidden-information game with a CANONICAL knowledge model, for the bot tests (not
registered, not shipped).

"Guess", one decision: each seat is dealt one card (0..5) face down; the rest stay in a hidden
deck. The first seat either passes (the game ends, every seat shares the win) or guesses another
seat's card: right, the guesser wins alone; wrong, the guessed seat wins. A bot that peeks guesses
right; an honest one passes (a shared win, 1/N, beats a 1-in-5 guess).

``shuffle_unknown`` is canonical: the identities a seat does not know are sorted before the seeded
shuffle, so its result depends only on what the seat knows and the seed.
"""

from __future__ import annotations

from typing import Any, Mapping

from contaria_desktop.engines.core import Action, Event, GameNotOver, Result, Rng, State

VALUES = 6


class GuessState(State):
    GAME_ID = "guess"

    def __init__(self) -> None:
        self.num_players, self.options, self.seed, self.rng = 2, {}, 0, Rng(0)
        self.cards: list[int] = []     # handle -> value; handles 0..n-1 are the seats' cards
        self.turn, self.passes, self.winner = 0, 0, None
        self.done = False

    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any]) -> "GuessState":
        s = cls()
        s.num_players, s.seed, s.rng = num_players, seed, Rng(seed)
        s.cards = list(range(VALUES))
        s.rng.shuffle(s.cards)
        return s

    @property
    def current_player(self) -> int | None:
        return None if self.done else self.turn

    @property
    def is_terminal(self) -> bool:
        return self.done

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        return [Action("pass")] + [Action("guess", seat=t, value=v) for t in range(self.num_players)
                                   if t != self.turn for v in range(VALUES) if v != self.cards[self.turn]]

    def _apply(self, action: Action) -> list[Event]:
        if action.type == "guess":
            right = self.cards[action["seat"]] == action["value"]
            self.winner = self.turn if right else action["seat"]
            self.done = True
            return [Event("guess.guessed", {"right": right})]
        self.passes += 1
        self.done = True
        return [Event("guess.passed")]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"turn": self.turn, "passes": self.passes, "done": self.done,
                "mine": None if seat is None else self.cards[seat]}

    def omniscient_view(self) -> dict[str, Any]:
        return {"turn": self.turn, "cards": list(self.cards)}

    def result(self) -> Result:
        if not self.done:
            raise GameNotOver("not over")
        winners = tuple(range(self.num_players)) if self.winner is None else (self.winner,)
        return Result((0.0,) * self.num_players, winners)

    def to_json(self) -> dict[str, Any]:
        return {"n": self.num_players, "seed": self.seed, "rng": self.rng.to_json(), "cards": self.cards,
                "turn": self.turn, "passes": self.passes, "winner": self.winner, "done": self.done}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "GuessState":
        s = cls()
        s.num_players, s.seed, s.rng = data["n"], data["seed"], Rng.from_json(data["rng"])
        s.cards, s.turn, s.passes = list(data["cards"]), data["turn"], data["passes"]
        s.winner, s.done = data["winner"], data["done"]
        return s

    def shuffle_unknown(self, seat: int | None, seed: int) -> "GuessState":
        s = self.clone()
        unknown = [h for h in range(VALUES) if h != seat]
        values = sorted(s.cards[h] for h in unknown)   # canonical: no trace of the real order
        Rng(seed).shuffle(values)
        for h, v in zip(unknown, values):
            s.cards[h] = v
        return s
