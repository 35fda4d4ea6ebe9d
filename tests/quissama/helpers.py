"""Helpers for the Quissama engine tests: positions by hand, applying actions by type."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.core import Action, Rng
from contaria_desktop.engines.quissama import GAME, QuissamaState

EMPTY_SQUARES = {"SQ_N1": 0, "SQ_N2": 0, "SQ_G1": 0, "SQ_G2": 0}


def pos(players: int = 3, hands: list | None = None, **kw: Any) -> QuissamaState:
    """A main-phase position, seat 0 to play, hands as given (others empty)."""
    hands = list(hands or [])
    hands += [[] for _ in range(players - len(hands))]
    return QuissamaState.from_position({"players": players, "hands": hands, **kw})


def legal(st: QuissamaState, type_: str, **args: Any) -> list[Action]:
    """Legal actions of ``type_`` whose arguments include ``args``."""
    return [a for a in st.legal_actions() if a.type == type_ and all(a.get(k) == v for k, v in args.items())]


def do(st: QuissamaState, type_: str, **args: Any) -> list:
    """Apply the action ``Action(type_, **args)`` (it must be legal)."""
    return st.apply(Action(type_, **args))


def hand(st: QuissamaState, seat: int = 0) -> list[str]:
    return sorted(c.rsplit(".", 1)[0] for c in st.hands[seat])


def finish_turn(st: QuissamaState) -> None:
    """``end_turn`` then discard down to 5 and ``done``."""
    do(st, "end_turn")
    seat = st.current
    while len(st.hands[seat]) > 5:
        do(st, "discard", kind=hand(st, seat)[0])
    do(st, "done")


def random_game(players: int, seed: int, options: dict | None = None, steps: int | None = None) -> QuissamaState:
    s = GAME.new_game(players, seed, options or {})
    r = Rng(seed + 1)
    k = 0
    while not s.is_terminal and (steps is None or k < steps):
        acts = s.legal_actions()
        s.apply(acts[r.below(len(acts))])
        k += 1
    return s
