"""Every bot plays every registered game at every player count to the end (tiny budgets; the
bots under test take the first helpers.SEARCH_DECISIONS decisions, a random bot the rest), and
bots are reproducible (issue 12)."""

from __future__ import annotations

import pytest

from contaria_desktop.bots import BOTS, Budget, make_bot, make_sampler, payoffs
from contaria_desktop.engines.core import all_specs

from .helpers import play_with_bots

CASES = [(spec.id, n, kind) for spec in all_specs() for n in range(spec.min_players, spec.max_players + 1)
         for kind in BOTS]


@pytest.mark.parametrize("game,players,kind", CASES)
def test_bot_plays_to_the_end(game, players, kind):
    """Seats alternate between ``kind`` and the next kind, so every seat index meets a search."""
    spec = next(s for s in all_specs() if s.id == game)
    kinds = list(BOTS)
    lineup = [kind if i % 2 == 0 else kinds[(kinds.index(kind) + 1) % len(kinds)] for i in range(players)]
    state = spec.new_game(players, 11)
    chosen = play_with_bots(state, lineup, seed=3, budget=Budget(iterations=2),
                            max_decisions=spec.max_decisions)
    assert state.is_terminal and chosen
    pay = payoffs(state.result(), players)
    assert len(pay) == players and 0 <= sum(pay) <= 1 + 1e-9


@pytest.mark.parametrize("game", [s.id for s in all_specs()])
def test_search_bot_is_reproducible(game):
    """The same seed and the same questions give the same answers (fixed-iteration budget)."""
    spec = next(s for s in all_specs() if s.id == game)
    runs = []
    for _ in range(2):
        state = spec.new_game(spec.min_players, 5)
        runs.append(play_with_bots(state, ["normal"] * spec.min_players, seed=7, budget=Budget(iterations=6),
                                   max_decisions=spec.max_decisions))
    assert runs[0] == runs[1]


def test_search_bot_is_stateless_between_decisions():
    """A decision depends on the bot seed and the question only, not on what it was asked before
    (so undo, redo and loading a save replay the same answers)."""
    spec = next(s for s in all_specs() if s.id == "contaria")
    state = spec.new_game(3, 2)
    seat = state.current_player
    args = (state.view(seat), state.legal_actions(), make_sampler(state, seat), Budget(iterations=20))
    fresh = make_bot("normal", 4).analyse(*args)
    used = make_bot("normal", 4)
    other = spec.new_game(3, 99)
    used.choose(other.view(other.current_player), other.legal_actions(),
                make_sampler(other, other.current_player), Budget(iterations=5))
    again = used.analyse(*args)
    assert again.action == fresh.action and again.stats == fresh.stats


def test_budget_validation_and_stop():
    with pytest.raises(ValueError):
        Budget()
    with pytest.raises(ValueError):
        Budget(iterations=0)
    with pytest.raises(ValueError):
        Budget(seconds=-1)
    spec = next(s for s in all_specs() if s.id == "contaria")
    state = spec.new_game(2, 1)
    seat = state.current_player
    a = make_bot("hard", 1).analyse(state.view(seat), state.legal_actions(), make_sampler(state, seat),
                                    Budget(iterations=10_000, stop=lambda: True))
    assert a.simulations == 0 and a.action in state.legal_actions()


def test_search_bot_needs_a_sampler_when_there_is_a_choice():
    spec = next(s for s in all_specs() if s.id == "contaria")
    state = spec.new_game(2, 1)
    legal = state.legal_actions()
    assert len(legal) > 1
    with pytest.raises(ValueError):
        make_bot("normal").choose({}, legal)
    assert make_bot("normal").choose({}, legal[:1]) == legal[0]
    with pytest.raises(ValueError):
        make_bot("hard").choose({}, [])
    with pytest.raises(KeyError):
        make_bot("grandmaster")


def test_root_parallel_trees_share_the_budget():
    from contaria_desktop.bots import search
    spec = next(s for s in all_specs() if s.id == "contaria")
    state = spec.new_game(3, 4)
    seat = state.current_player
    a = search(state.legal_actions(), make_sampler(state, seat), Budget(iterations=30), seed=1, trees=3)
    assert a.simulations == 30 and sum(st.visits for st in a.stats) == 30
    with pytest.raises(ValueError):
        search(state.legal_actions(), make_sampler(state, seat), Budget(iterations=3), seed=1, trees=0)
    assert make_bot("hard").TREES == 1 and make_bot("normal").TREES == 1


def test_random_bot_analyse_is_stateless():
    spec = next(s for s in all_specs() if s.id == "contaria")
    state = spec.new_game(3, 4)
    view, legal = state.view(state.current_player), state.legal_actions()
    bot = make_bot("random", 3)
    first = bot.analyse(view, legal).action
    for _ in range(3):
        bot.choose(view, legal)
    assert bot.analyse(view, legal).action == first == make_bot("random", 3).analyse(view, legal).action
    assert first in legal
