"""MAST playouts (Hard's playout policy, bots/ismcts.py): the statistics, the epsilon-greedy
choice, and a reproducible search that uses them (issue 12: Hard must out-think Normal)."""

from __future__ import annotations

import pytest

from contaria_desktop.bots import Budget, make_bot, make_sampler, search
from contaria_desktop.bots.ismcts import MAST_UNSEEN, _Mast
from contaria_desktop.engines.core import Action, Rng, all_specs

from .helpers import play_with_bots

A, B, C = Action("play", card="a"), Action("play", card="b"), Action("play", card="c")


def test_mast_credits_each_seat_with_its_own_reward():
    m = _Mast(0.0)
    m.update([(0, A), (1, B), (0, A)], [1.0, 0.0])
    m.update([(0, B)], [0.25, 0.75])
    assert m.table[0][A] == [2.0, 2] and m.table[1][B] == [0.0, 1] and m.table[0][B] == [0.25, 1]


def test_mast_greedy_choice_prefers_the_best_mean_and_tries_unseen_actions():
    m = _Mast(0.0)
    m.update([(0, A)], [0.9, 0.1])
    m.update([(0, B)], [0.2, 0.8])
    rng = Rng(1)
    assert m.choose(0, [B, A], rng) == A                    # best mean for seat 0
    assert MAST_UNSEEN >= 1.0 and m.choose(0, [A, C], rng) == C   # never taken: optimistic
    assert m.choose(1, [A, B], rng) == A                    # seat 1 has no statistics: first unseen


def test_mast_epsilon_one_is_uniform_and_bad_epsilon_is_refused():
    m = _Mast(1.0)
    m.update([(0, A)], [1.0, 0.0])
    rng = Rng(3)
    picks = {m.choose(0, [A, B, C], rng) for _ in range(60)}
    assert picks == {A, B, C}
    for bad in (-0.1, 1.5):
        with pytest.raises(ValueError):
            _Mast(bad)


@pytest.mark.parametrize("game", [s.id for s in all_specs()])
def test_mast_search_is_reproducible_and_legal(game):
    spec = next(s for s in all_specs() if s.id == game)
    state = spec.new_game(2, 8)
    rng = Rng(2)
    while len(state.legal_actions()) < 2 and not state.is_terminal:   # a real choice
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    seat, legal = state.current_player, state.legal_actions()
    runs = [search(legal, make_sampler(state, seat), Budget(iterations=12), seed=4, mast=0.4) for _ in range(2)]
    assert runs[0].action in legal and runs[0].simulations == 12
    assert runs[0].stats == runs[1].stats


def test_hard_is_one_tree_with_mast_and_normal_plays_random_playouts():
    hard, normal = make_bot("hard"), make_bot("normal")
    assert hard.TREES == 1 and hard.MAST is not None and 0 < hard.MAST < 1
    assert normal.MAST is None
    assert hard.DEFAULT_BUDGET.iterations == 4 * normal.DEFAULT_BUDGET.iterations
    assert hard.DEFAULT_BUDGET.seconds <= 3.0 and normal.DEFAULT_BUDGET.seconds <= 1.0


def test_hard_bot_is_reproducible():
    spec = next(s for s in all_specs() if s.id == "contaria")
    runs = [play_with_bots(spec.new_game(2, 5), ["hard", "hard"], seed=7, budget=Budget(iterations=6),
                           search_decisions=10) for _ in range(2)]
    assert runs[0] == runs[1]


def test_hard_does_not_peek_on_a_canonical_game():
    """MAST learns only from the sampled worlds: Hard's choices stay the same when what its
    seat does not know is permuted in the real state (the no-peeking test, with Hard)."""
    from .test_no_peeking import _choices, _guess_positions

    positions = _guess_positions()
    honest = _choices(positions, make_sampler, kind="hard")
    for x in (1, 2):
        permuted = [p.shuffle_unknown(p.current_player, x) for p in positions]
        assert _choices(permuted, make_sampler, kind="hard") == honest


def test_an_engine_can_turn_mast_off():
    """``BOT_MAST = False`` on an engine's state (Dark Tales: its card handles are re-dealt per
    sampled world, so MAST's per-action statistics mix cards) makes a MAST search play random
    playouts: the same analysis as ``mast=None``; other engines keep MAST."""
    from contaria_desktop.engines.dark_tales import bot_eval

    assert bot_eval.MAST is False
    spec = next(s for s in all_specs() if s.id == "dark_tales")
    state = spec.new_game(2, 8)
    rng = Rng(2)
    while len(state.legal_actions()) < 2:
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    assert state.BOT_MAST is False
    seat, legal = state.current_player, state.legal_actions()
    runs = [search(legal, make_sampler(state, seat), Budget(iterations=10), seed=4, mast=m) for m in (0.4, None)]
    assert runs[0].stats == runs[1].stats
    for game in ("contaria", "charlatao"):
        assert getattr(next(s for s in all_specs() if s.id == game).new_game(2, 1), "BOT_MAST", True)
