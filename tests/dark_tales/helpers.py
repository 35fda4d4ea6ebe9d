"""Helpers for the Dark Tales engine tests: positions, finding handles by card id, playing."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.core import Action, Rng, get_spec
from contaria_desktop.engines.dark_tales import GAME, DarkTalesState
from contaria_desktop.engines.dark_tales.state import HANDLES


def position(n: int = 2, **kw: Any) -> DarkTalesState:
    """A position with ``n`` seats; ``hands`` default to one Spell each... unless given."""
    pos: dict[str, Any] = {"num_players": n, "hands": kw.pop("hands", [[] for _ in range(n)])}
    pos.update(kw)
    return DarkTalesState.from_position(pos)


def h_of(st: DarkTalesState, card_id: str, zone: str = "hand", seat: int | None = None) -> str:
    """The handle of the first card ``card_id`` in a zone (``hand``/``tableau`` of ``seat``
    (default: the current seat), ``common``, ``discard``, ``deck``)."""
    seat = st.turn_seat if seat is None else seat
    places = {"hand": st.hands[seat], "tableau": st.tableau[seat], "common": st.common,
              "discard": st.discard, "deck": st.deck[::-1]}[zone]
    for h in places:
        if st.ident[h] == card_id:
            return HANDLES[h]
    raise AssertionError(f"no {card_id} in {zone}")


def play(st: DarkTalesState, card_id: str):
    return st.apply(Action("play", card=h_of(st, card_id)))


def ids(st: DarkTalesState, handles) -> list[str]:
    return [st.ident[h] for h in handles]


def types(events) -> list[str]:
    return [e.type.split(".", 1)[1] for e in events]


def random_game(n: int, seed: int, options: dict | None = None) -> DarkTalesState:
    st = get_spec("dark_tales").new_game(n, seed, options or {})
    rng = Rng(seed)
    while not st.is_terminal:
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
    return st


__all__ = ["GAME", "Action", "DarkTalesState", "position", "h_of", "play", "ids", "types", "random_game"]
