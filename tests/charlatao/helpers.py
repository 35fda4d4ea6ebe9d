"""Shared helpers for the CharLatão engine tests."""

from __future__ import annotations

from typing import Any

from contaria_desktop.engines.charlatao import GAME, CharlataoState
from contaria_desktop.engines.core import Action, Event

#: 4/5-player quality table used by most positions (suits are the data file's ids)
Q5 = {"excellent": "blue", "good_assyrian": "yellow", "terrible": "red",
      "good_babylonian": "green", "acceptable": "purple"}
#: 3 players with purple removed
Q3 = {"excellent": "blue", "good_assyrian": "yellow", "terrible": "red", "acceptable": "green"}


def new(n: int, seed: int = 1, **options: Any) -> CharlataoState:
    return GAME.new_game(n, seed, options)  # type: ignore[return-value]


def pos(**fields: Any) -> CharlataoState:
    return CharlataoState.from_position(fields)


def act(state: CharlataoState, type_: str, **args: Any) -> list[Event]:
    return state.apply(Action(type_, **args))


def legal_cards(state: CharlataoState, type_: str = "play") -> list[str]:
    return [a["card"] for a in state.legal_actions() if a.type == type_]


def first_legal(state: CharlataoState) -> list[Event]:
    return state.apply(state.legal_actions()[0])


def advance_to_play(state: CharlataoState) -> list[Event]:
    """Take the first legal decision until the tricks start; returns all events."""
    events: list[Event] = []
    while state.phase != "play":
        events += first_legal(state)
    return events


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]
