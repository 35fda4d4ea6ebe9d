"""Shared helpers for the bot tests: play a game with bots, reach a position with a choice."""

from __future__ import annotations

from contaria_desktop.bots import Budget, make_bot, make_sampler
from contaria_desktop.engines.core import Rng, State

TINY = Budget(iterations=2)


#: Decisions the bots under test take in one test game; the random bot plays the rest to the end.
#: A search bot's every decision plays whole random games, so a long game (Quissama: ~1,000
#: decisions, Dark Tales up to its turn cap) played by search bots throughout would take minutes
#: per case; whole games by search bots are what scripts/bot_strength.py runs.
SEARCH_DECISIONS = 60


def play_with_bots(state: State, kinds: list[str], seed: int = 0, budget: Budget = TINY,
                   max_decisions: int = 10_000, search_decisions: int | None = SEARCH_DECISIONS) -> list:
    """Play ``state`` to the end with one bot per seat (after ``search_decisions`` decisions, a
    seeded random bot per seat finishes the game; None: the bots play it all); returns the
    actions chosen."""
    bots = [make_bot(k, seed + i) for i, k in enumerate(kinds)]
    finishers = [make_bot("random", seed + i) for i in range(len(kinds))]
    chosen = []
    while not state.is_terminal:
        assert len(chosen) < max_decisions, "the game does not end"
        seat = state.current_player
        legal = state.legal_actions()
        bot = bots[seat] if search_decisions is None or len(chosen) < search_decisions else finishers[seat]
        a = bot.choose(state.view(seat), legal, make_sampler(state, seat), budget)
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
