"""A tiny hidden-information game used to test the kit itself (not shipped).

"High card": each seat is dealt 2 cards from 1..9; in turn each seat plays one card face
down into the pot or reveals its face-down pot card. When all hands are empty the game ends;
highest total of pot cards wins. Card identities are hidden behind per-deal handles.
"""

from __future__ import annotations

from typing import Any, Mapping

from contaria_desktop.engines.core import (Action, Event, GameNotOver, GameSpec, Handle, Knowledge, OptionSpec,
                                           Result, Rng, State, StateFormatError, register)


class ToyState(State):
    GAME_ID = "toy"

    def __init__(self) -> None:
        self.num_players = 2
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.rng = Rng(0)
        self.identity: dict[str, int] = {}   # handle -> value
        self.owner: dict[str, int] = {}
        self.hands: list[list[str]] = []
        self.pot: list[list[str]] = []
        self.revealed: list[str] = []
        self.turn = 0

    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any]) -> "ToyState":
        s = cls()
        s.num_players, s.options, s.seed, s.rng = num_players, dict(options), seed, Rng(seed)
        values = list(range(1, 10))
        s.rng.shuffle(values)
        handles = [f"h{i}" for i in range(2 * num_players)]
        s.identity = dict(zip(handles, values))
        s.hands = [handles[2 * p: 2 * p + 2] for p in range(num_players)]
        s.owner = {h: p for p in range(num_players) for h in s.hands[p]}
        s.pot = [[] for _ in range(num_players)]
        return s

    @property
    def current_player(self) -> int | None:
        return None if self.is_terminal else self.turn

    @property
    def is_terminal(self) -> bool:
        return not any(self.hands)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal:
            return []
        acts = [Action("play", card=h) for h in self.hands[self.turn]]
        acts += [Action("reveal", card=h) for h in self.pot[self.turn] if h not in self.revealed]
        return acts or [Action("pass")]

    def _apply(self, action: Action) -> list[Event]:
        p = self.turn
        if action.type == "play":
            self.hands[p].remove(action["card"])
            self.pot[p].append(action["card"])
            ev = [Event("toy.played", {"seat": p, "card": action["card"]})]
        elif action.type == "reveal":
            self.revealed.append(action["card"])
            ev = [Event("toy.revealed", {"card": action["card"], "value": self.identity[action["card"]]},
                        reveals=True)]
        else:
            ev = [Event("toy.passed", {"seat": p})]
        self.turn = (self.turn + 1) % self.num_players
        return ev

    def _known(self, seat: int | None, handle: str) -> bool:
        return handle in self.revealed or (seat is not None and self.owner[handle] == seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        def card(h: str) -> dict[str, Any]:
            return {"id": h, "value": self.identity[h] if self._known(seat, h) else None}
        return {"turn": self.turn, "hands": [[card(h) for h in hand] for hand in self.hands],
                "pot": [[card(h) for h in pot] for pot in self.pot]}

    def omniscient_view(self) -> dict[str, Any]:
        return self.view(None) | {"identity": dict(self.identity)}

    def result(self) -> Result:
        if not self.is_terminal:
            raise GameNotOver("not over")
        scores = tuple(sum(self.identity[h] for h in pot) for pot in self.pot)
        best = max(scores)
        return Result(scores, tuple(i for i, s in enumerate(scores) if s == best))

    def to_json(self) -> dict[str, Any]:
        return {"n": self.num_players, "seed": self.seed, "rng": self.rng.to_json(),
                "identity": self.identity, "owner": self.owner, "hands": self.hands,
                "pot": self.pot, "revealed": self.revealed, "turn": self.turn}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "ToyState":
        try:
            s = cls()
            s.num_players, s.seed, s.rng = data["n"], data["seed"], Rng.from_json(data["rng"])
            s.identity, s.owner = dict(data["identity"]), dict(data["owner"])
            s.hands = [list(h) for h in data["hands"]]
            s.pot = [list(p) for p in data["pot"]]
            s.revealed, s.turn = list(data["revealed"]), data["turn"]
        except (KeyError, TypeError, ValueError) as err:
            raise StateFormatError(f"bad toy state: {err}") from None
        return s

    def knowledge(self) -> Knowledge:
        """Each handle's value is known to its owner, and to everybody once revealed."""
        return Knowledge(tuple(Handle(h, v, "", frozenset({self.owner[h]}), h in self.revealed)
                               for h, v in self.identity.items()))

    def with_identities(self, assignment: Mapping[str, Any]) -> "ToyState":
        s = self.clone()
        s.identity.update(assignment)
        return s


GAME = register(GameSpec("toy", "game.toy", 2, 3, (OptionSpec("flag", "bool", False),), 100, ToyState))
