"""Shared helpers for the bot tests: play a game with bots, reach a position with a choice."""

from __future__ import annotations

from contaria_desktop.bots import Budget, make_bot, make_sampler
from contaria_desktop.engines.core import Rng, State

TINY = Budget(iterations=2)


def play_with_bots(state: State, kinds: list[str], seed: int = 0, budget: Budget = TINY,
                   max_decisions: int = 10_000) -> list:
    """Play ``state`` to the end with one bot per seat; returns the actions chosen."""
    bots = [make_bot(k, seed + i) for i, k in enumerate(kinds)]
    chosen = []
    while not state.is_terminal:
        assert len(chosen) < max_decisions, "the game does not end"
        seat = state.current_player
        legal = state.legal_actions()
        a = bots[seat].choose(state.view(seat), legal, make_sampler(state, seat), budget)
        assert a in legal
        state.apply(a)
        chosen.append(a)
    return chosen


def choice_positions(state: State, seed: int, count: int, min_choices: int = 2, max_steps: int = 400) -> list[State]:
    """Up to ``count`` copies of positions (reached by random play from ``state``) where the seat to
    decide has at least ``min_choices`` legal actions."""
    rng, out, steps = Rng(seed), [], 0
    state = state.clone()
    while not state.is_terminal and len(out) < count and steps < max_steps:
        legal = state.legal_actions()
        if len(legal) >= min_choices and rng.below(3) == 0:
            out.append(state.clone())
        state.apply(legal[rng.below(len(legal))])
        steps += 1
    return out
