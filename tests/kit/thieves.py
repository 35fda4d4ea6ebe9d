""""Thieves", a toy game on the kit's decision stack and knowledge model (tests only, not
registered by default: tests register it with ``monkeypatch``).

Each seat is dealt 3 face-down cards from a shuffled deck of ``coin-<i>`` and ``thief-<i>``
cards (handles ``k0..``, identities in ``kind``; a seat knows its own). In the ``play`` phase the seat whose turn it is plays
one card face up:

- ``coin``: it banks one coin;
- ``thief``: a nested ability - step ``target`` (the player picks another seat, or passes when
  nobody has coins), step ``may`` (the player may steal), then the target's step ``reply``
  (``block`` by paying 1 coin when it has 2 or more, else ``allow``: the thief takes 1 coin).

When the stack is empty again the turn passes. The game ends when every hand is empty; most
coins wins.
"""

from __future__ import annotations

from typing import Any, Mapping

from contaria_desktop.engines.core import (Action, Event, Flow, GameNotOver, GameSpec, Handle, Knowledge,
                                           Machine, Phase, Result, Rng, State, Step, StateFormatError)

PASS = Action("pass")


def _play_legal(st: "ThievesState") -> list[Action]:
    return [Action("play", card=h) for h in st.hands[st.flow.turn]]


def _play(st: "ThievesState", action: Action, ev: list[Event]) -> None:
    seat, h = st.flow.turn, action["card"]
    st.hands[seat].remove(h)
    st.shown.append(h)
    ev.append(Event("thieves.played", {"seat": seat, "card": h, "kind": st.kind[h]}, reveals=True))
    if st.kind[h].startswith("coin"):
        st.coins[seat] += 1
    else:
        st.flow.stack.push("target", seat, card=h)


def _end_turn(st: "ThievesState", ev: list[Event]) -> None:
    st.flow.turn = (st.flow.turn + 1) % st.num_players
    if not any(st.hands):
        st.flow.phase = "over"


def _target_choices(st: "ThievesState", frame: dict) -> list[Action]:
    seat = frame["seat"]
    acts = [Action("target", seat=t) for t in range(st.num_players) if t != seat and st.coins[t] > 0]
    return acts or [PASS]


def _target(st: "ThievesState", frame: dict, action: Action, ev: list[Event]) -> None:
    if action == PASS:
        return
    st.flow.stack.push_many([("may", frame["seat"], {"target": action["seat"]})])


def _may_choices(st: "ThievesState", frame: dict) -> list[Action]:
    return [Action("may", accept=True), Action("may", accept=False)]


def _may(st: "ThievesState", frame: dict, action: Action, ev: list[Event]) -> None:
    if action["accept"]:
        st.flow.stack.push("reply", frame["target"], thief=frame["seat"])


def _reply_choices(st: "ThievesState", frame: dict) -> list[Action]:
    acts = [Action("reply", block=False)]
    if st.coins[frame["seat"]] >= 2:
        acts.append(Action("reply", block=True))
    return acts


def _reply(st: "ThievesState", frame: dict, action: Action, ev: list[Event]) -> None:
    me, thief = frame["seat"], frame["thief"]
    st.coins[me] -= 1
    if not action["block"]:
        st.coins[thief] += 1
    ev.append(Event("thieves.replied", {"seat": me, "blocked": action["block"]}))


MACHINE = Machine(
    phases={"play": Phase(_play_legal, _play, after=_end_turn),
            "over": Phase(lambda st: [], lambda st, a, ev: None)},
    steps={"target": Step(_target_choices, _target), "may": Step(_may_choices, _may),
           "reply": Step(_reply_choices, _reply)},
)


class ThievesState(State):
    GAME_ID = "thieves"

    def __init__(self) -> None:
        self.num_players = 2
        self.options: dict[str, Any] = {}
        self.seed: int | None = 0
        self.rng = Rng(0)
        self.kind: dict[str, str] = {}
        self.hands: list[list[str]] = []
        self.shown: list[str] = []
        self.coins: list[int] = []
        self.flow = Flow("play")

    @classmethod
    def new_game(cls, num_players: int, seed: int, options: dict[str, Any]) -> "ThievesState":
        s = cls()
        s.num_players, s.options, s.seed, s.rng = num_players, dict(options), seed, Rng(seed)
        kinds = [f"thief-{i}" for i in range(num_players + 1)] + [f"coin-{i}" for i in range(2 * num_players - 1)]
        s.rng.shuffle(kinds)
        s.kind = {f"k{i}": k for i, k in enumerate(kinds)}
        s.hands = [[f"k{3 * p + j}" for j in range(3)] for p in range(num_players)]
        s.coins = [1] * num_players
        s.flow = Flow("play", s.rng.below(num_players))
        return s

    @property
    def current_player(self) -> int | None:
        return None if self.is_terminal else self.flow.seat

    @property
    def is_terminal(self) -> bool:
        return self.flow.phase == "over"

    def legal_actions(self) -> list[Action]:
        return MACHINE.legal(self)

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        MACHINE.apply(self, action, ev)
        return ev

    def view(self, seat: int | None) -> dict[str, Any]:
        def card(h: str, owner: int) -> dict[str, Any]:
            return {"id": h, "kind": self.kind[h] if h in self.shown or owner == seat else None}
        return {"hands": [[card(h, p) for h in hand] for p, hand in enumerate(self.hands)],
                "coins": list(self.coins), "flow": self.flow.to_json(),
                "shown": [{"id": h, "kind": self.kind[h]} for h in self.shown]}

    def omniscient_view(self) -> dict[str, Any]:
        return self.view(None) | {"kind": dict(self.kind)}

    def result(self) -> Result:
        if not self.is_terminal:
            raise GameNotOver("not over")
        best = max(self.coins)
        return Result(tuple(self.coins), tuple(i for i, c in enumerate(self.coins) if c == best))

    def knowledge(self) -> Knowledge:
        owner = {h: p for p, hand in enumerate(self.hands) for h in hand}
        return Knowledge(tuple(Handle(h, self.kind[h], "card", frozenset({p}) if p is not None else frozenset(),
                                      h in self.shown)
                               for h in self.kind for p in [owner.get(h)]))

    def with_identities(self, assignment: Mapping[str, Any]) -> "ThievesState":
        s = self.clone()
        s.kind.update(assignment)
        return s

    def to_json(self) -> dict[str, Any]:
        return {"n": self.num_players, "seed": self.seed, "rng": self.rng.to_json(), "kind": dict(self.kind),
                "hands": [list(h) for h in self.hands], "shown": list(self.shown), "coins": list(self.coins),
                "flow": self.flow.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "ThievesState":
        try:
            s = cls()
            s.num_players, s.seed, s.rng = data["n"], data["seed"], Rng.from_json(data["rng"])
            s.kind = dict(data["kind"])
            s.hands = [list(h) for h in data["hands"]]
            s.shown, s.coins = list(data["shown"]), list(data["coins"])
            s.flow = Flow.from_json(data["flow"])
            MACHINE.check(s.flow)
        except (KeyError, TypeError, ValueError) as err:
            raise StateFormatError(f"bad thieves state: {err}") from None
        return s


SPEC = GameSpec("thieves", "game.thieves", 2, 4, (), 200, ThievesState)
