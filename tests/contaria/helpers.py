"""Small helpers so Contária tests read like the rulebook: positions use data ids and the
helpers translate them to the per-deal handles the engine speaks."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.contaria import ContariaState
from contaria_desktop.engines.contaria.abilities import HANDLES
from contaria_desktop.engines.core import Action, Event


def position(players: int = 3, hands=None, tales=None, **kw: Any) -> ContariaState:
    """A state from a position; ``tales`` is a dict {tale: [cards]} or a full list."""
    n = players
    if isinstance(tales, dict):
        full = [[] for _ in range(n + 1)]
        for t, cards in tales.items():
            full[t] = cards
        tales = full
    if isinstance(hands, dict):
        full_h = [[] for _ in range(n)]
        for s, cards in hands.items():
            full_h[s] = cards
        hands = full_h
    pos = {"players": n, "hands": hands or [[] for _ in range(n)],
           "tales": tales or [[] for _ in range(n + 1)]}
    pos.update(kw)
    return ContariaState.from_position(pos)


def up(card_id: str, **kw: Any) -> dict:
    """A face-up card entry."""
    return dict(card=card_id, face_up=True, **kw)


def h(st: ContariaState, card_id: str) -> str:
    """The handle of a data id in ``st``."""
    return HANDLES[st.hid[st.cards.by_id[card_id].cid]]


def hid(st: ContariaState, card_id: str) -> int:
    return st.hid[st.cards.by_id[card_id].cid]


def ident(st: ContariaState, handle: str) -> str:
    return st.cards.cards[st.ident[HANDLES.index(handle)]].id


def tale(st: ContariaState, t: int) -> list[str]:
    """Data ids in tale ``t``, in order."""
    return [st.card(x).id for x in st.tales[t]]


def place(st: ContariaState, card_id: str, t: int) -> list[Event]:
    return st.apply(Action("place", card=h(st, card_id), tale=t))


def mirror(st: ContariaState, card_id: str) -> list[Event]:
    return st.apply(Action("mirror", card=h(st, card_id)))


def choose(st: ContariaState, card_id: str) -> list[Event]:
    return st.apply(Action("choose_card", card=h(st, card_id)))


def to_tale(st: ContariaState, t: int) -> list[Event]:
    return st.apply(Action("choose_tale", tale=t))


def may(st: ContariaState, accept: bool) -> list[Event]:
    return st.apply(Action("may", accept=accept))


def option(st: ContariaState, name: str) -> list[Event]:
    return st.apply(Action("choose_option", option=name))


def choices(st: ContariaState) -> list:
    """The pending decision's choices, card choices as data ids."""
    d = st.decision()
    assert d is not None, "no pending decision"
    kind, ch = d[0], d[1]
    if kind == "choose_card":
        return sorted(st.card(x).id for x in ch)
    return list(ch)


def kind(st: ContariaState) -> str | None:
    d = st.decision()
    return None if d is None else d[0]


def points(st: ContariaState, card_id: str) -> int:
    from contaria_desktop.engines.contaria.scoring import card_lines
    x = hid(st, card_id)
    for line in card_lines(st, st.tale_of[x]):
        if line["card"] == HANDLES[x]:
            return line["points"]
    raise KeyError(card_id)


def deactivated(st: ContariaState, card_id: str) -> bool:
    return st.cont.deact[hid(st, card_id)]


def types_of(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def skipped(events: list[Event]) -> list[tuple[str, str]]:
    return [(e.params["identity"], e.params["reason"]) for e in events if e.type == "contaria.ability_skipped"]


def total(st: ContariaState, t: int) -> int:
    from contaria_desktop.engines.contaria.scoring import tale_points
    return tale_points(st, t)
